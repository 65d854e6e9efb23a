import { medicine } from '../factories.ts'
import type { MedicineSeed } from '../types.ts'

/** Branded medicines, part A2: acid reducers, prokinetics, antiemetics, antacids, laxatives, antidiarrhoeals, liver and antispasmodic drugs, anthelmintics and oral antifungals. */
const m = medicine

export const medicines: MedicineSeed[] = [
  // Pantoprazole
  m('Pan 40 Tablet', 'Pan', 'tablet', 'strip of 15 tablets', 'Alkem Laboratories Ltd', [['Pantoprazole', '40mg']], 155.0, 131.75, 'H'),
  m('Pantocid 40 Tablet', 'Pantocid', 'tablet', 'strip of 15 tablets', 'Sun Pharmaceutical Industries Ltd', [['Pantoprazole', '40mg']], 168.0, 142.8, 'H'),
  m('Pantop 40 Tablet', 'Pantop', 'tablet', 'strip of 15 tablets', 'Aristo Pharmaceuticals Pvt Ltd', [['Pantoprazole', '40mg']], 129.0, 109.65, 'H'),
  m('Pantodac 40 Tablet', 'Pantodac', 'tablet', 'strip of 15 tablets', 'Zydus Cadila', [['Pantoprazole', '40mg']], 142.0, 120.7, 'H'),
  m('Pantosec 40 Tablet', 'Pantosec', 'tablet', 'strip of 10 tablets', 'Cipla Ltd', [['Pantoprazole', '40mg']], 96.0, 81.6, 'H'),
  m('Pan 20 Tablet', 'Pan', 'tablet', 'strip of 15 tablets', 'Alkem Laboratories Ltd', [['Pantoprazole', '20mg']], 96.0, 81.6, 'H'),
  m('Pan 40mg Injection', 'Pan', 'injection', 'vial of 1 injection', 'Alkem Laboratories Ltd', [['Pantoprazole', '40mg']], 56.0, 47.6, 'H'),
  m('Pan-D Capsule PR', 'Pan', 'capsule', 'strip of 15 capsules', 'Alkem Laboratories Ltd', [['Pantoprazole', '40mg'], ['Domperidone', '30mg']], 199.0, 169.15, 'H'),
  m('Pantocid-DSR Capsule', 'Pantocid', 'capsule', 'strip of 15 capsules', 'Sun Pharmaceutical Industries Ltd', [['Pantoprazole', '40mg'], ['Domperidone', '30mg']], 230.0, 195.5, 'H'),
  m('Pantop-DSR Capsule', 'Pantop', 'capsule', 'strip of 15 capsules', 'Aristo Pharmaceuticals Pvt Ltd', [['Pantoprazole', '40mg'], ['Domperidone', '30mg']], 180.0, 153.0, 'H'),
  m('Pantodac-DSR Capsule', 'Pantodac', 'capsule', 'strip of 15 capsules', 'Zydus Cadila', [['Pantoprazole', '40mg'], ['Domperidone', '30mg']], 210.0, 178.5, 'H'),

  // Rabeprazole
  m('Razo 20 Tablet', 'Razo', 'tablet', 'strip of 15 tablets', "Dr. Reddy's Laboratories Ltd", [['Rabeprazole', '20mg']], 175.0, 148.75, 'H'),
  m('Rablet 20 Tablet', 'Rablet', 'tablet', 'strip of 15 tablets', 'Lupin Ltd', [['Rabeprazole', '20mg']], 160.0, 136.0, 'H'),
  m('Happi 20 Tablet', 'Happi', 'tablet', 'strip of 15 tablets', 'Zydus Cadila', [['Rabeprazole', '20mg']], 150.0, 127.5, 'H'),
  m('Veloz 20 Tablet', 'Veloz', 'tablet', 'strip of 15 tablets', 'Torrent Pharmaceuticals Ltd', [['Rabeprazole', '20mg']], 148.0, 125.8, 'H'),
  m('Cyra 20 Tablet', 'Cyra', 'tablet', 'strip of 15 tablets', 'Systopic Laboratories Pvt Ltd', [['Rabeprazole', '20mg']], 120.0, 102.0, 'H'),
  m('Razo-D Capsule SR', 'Razo', 'capsule', 'strip of 15 capsules', "Dr. Reddy's Laboratories Ltd", [['Rabeprazole', '20mg'], ['Domperidone', '30mg']], 236.0, 200.6, 'H'),
  m('Rablet-D Capsule SR', 'Rablet', 'capsule', 'strip of 15 capsules', 'Lupin Ltd', [['Rabeprazole', '20mg'], ['Domperidone', '30mg']], 220.0, 187.0, 'H'),
  m('Happi-D Capsule SR', 'Happi', 'capsule', 'strip of 15 capsules', 'Zydus Cadila', [['Rabeprazole', '20mg'], ['Domperidone', '30mg']], 199.0, 169.15, 'H'),
  m('Veloz-D Capsule SR', 'Veloz', 'capsule', 'strip of 15 capsules', 'Torrent Pharmaceuticals Ltd', [['Rabeprazole', '20mg'], ['Domperidone', '30mg']], 210.0, 178.5, 'H'),
  m('Cyra-D Capsule SR', 'Cyra', 'capsule', 'strip of 15 capsules', 'Systopic Laboratories Pvt Ltd', [['Rabeprazole', '20mg'], ['Domperidone', '30mg']], 175.0, 148.75, 'H'),

  // Omeprazole
  m('Omez 20 Capsule', 'Omez', 'capsule', 'strip of 20 capsules', "Dr. Reddy's Laboratories Ltd", [['Omeprazole', '20mg']], 66.9, 56.87, 'H'),
  m('Ocid 20 Capsule', 'Ocid', 'capsule', 'strip of 15 capsules', 'Zydus Cadila', [['Omeprazole', '20mg']], 48.0, 40.8, 'H'),
  m('Lomac 20 Capsule', 'Lomac', 'capsule', 'strip of 15 capsules', 'Cipla Ltd', [['Omeprazole', '20mg']], 52.0, 44.2, 'H'),
  m('Omez-D Capsule', 'Omez', 'capsule', 'strip of 15 capsules', "Dr. Reddy's Laboratories Ltd", [['Omeprazole', '20mg'], ['Domperidone', '10mg']], 124.0, 105.4, 'H'),
  m('Aciloc RD 20 Tablet', 'Aciloc', 'tablet', 'strip of 15 tablets', 'Cadila Pharmaceuticals Ltd', [['Omeprazole', '20mg'], ['Domperidone', '10mg']], 77.0, 65.45, 'H'),

  // Esomeprazole
  m('Nexpro 40 Tablet', 'Nexpro', 'tablet', 'strip of 15 tablets', 'Torrent Pharmaceuticals Ltd', [['Esomeprazole', '40mg']], 249.0, 211.65, 'H'),
  m('Esoz 40 Tablet', 'Esoz', 'tablet', 'strip of 15 tablets', 'Glenmark Pharmaceuticals Ltd', [['Esomeprazole', '40mg']], 230.0, 195.5, 'H'),
  m('Sompraz 40 Tablet', 'Sompraz', 'tablet', 'strip of 15 tablets', 'Sun Pharmaceutical Industries Ltd', [['Esomeprazole', '40mg']], 238.0, 202.3, 'H'),
  m('Raciper 40 Tablet', 'Raciper', 'tablet', 'strip of 15 tablets', 'Sun Pharmaceutical Industries Ltd', [['Esomeprazole', '40mg']], 225.0, 191.25, 'H'),
  m('Nexpro-RD 40 Capsule SR', 'Nexpro', 'capsule', 'strip of 15 capsules', 'Torrent Pharmaceuticals Ltd', [['Esomeprazole', '40mg'], ['Domperidone', '30mg']], 295.0, 250.75, 'H'),
  m('Sompraz-D 40 Capsule SR', 'Sompraz', 'capsule', 'strip of 15 capsules', 'Sun Pharmaceutical Industries Ltd', [['Esomeprazole', '40mg'], ['Domperidone', '30mg']], 280.0, 238.0, 'H'),

  // Domperidone, ondansetron, metoclopramide, itopride
  m('Domstal 10mg Tablet', 'Domstal', 'tablet', 'strip of 20 tablets', 'Torrent Pharmaceuticals Ltd', [['Domperidone', '10mg']], 44.0, 37.4, 'H'),
  m('Vomistop 10mg Tablet', 'Vomistop', 'tablet', 'strip of 10 tablets', 'Cipla Ltd', [['Domperidone', '10mg']], 26.0, 22.1, 'H'),
  m('Domstal Oral Suspension', 'Domstal', 'suspension', 'bottle of 30 ml', 'Torrent Pharmaceuticals Ltd', [['Domperidone', '1mg/ml']], 44.0, 37.4, 'H'),
  m('Emeset 4 Tablet', 'Emeset', 'tablet', 'strip of 10 tablets', 'Cipla Ltd', [['Ondansetron', '4mg']], 58.0, 49.3, 'H'),
  m('Ondem 4 Tablet', 'Ondem', 'tablet', 'strip of 10 tablets', 'Alkem Laboratories Ltd', [['Ondansetron', '4mg']], 62.0, 52.7, 'H'),
  m('Vomikind MD 4 Tablet', 'Vomikind', 'tablet', 'strip of 10 tablets', 'Mankind Pharma Ltd', [['Ondansetron', '4mg']], 45.0, 38.25, 'H'),
  m('Zofer MD 4 Tablet', 'Zofer', 'tablet', 'strip of 10 tablets', 'Sun Pharmaceutical Industries Ltd', [['Ondansetron', '4mg']], 66.0, 56.1, 'H'),
  m('Ondem Syrup', 'Ondem', 'syrup', 'bottle of 30 ml', 'Alkem Laboratories Ltd', [['Ondansetron', '2mg/5ml']], 48.0, 40.8, 'H'),
  m('Emeset 2mg Injection', 'Emeset', 'injection', 'ampoule of 2 ml', 'Cipla Ltd', [['Ondansetron', '2mg/ml']], 16.0, 14.4, 'H'),
  m('Perinorm 10mg Tablet', 'Perinorm', 'tablet', 'strip of 10 tablets', 'Ipca Laboratories Ltd', [['Metoclopramide', '10mg']], 22.0, 18.7, 'H'),
  m('Perinorm Injection', 'Perinorm', 'injection', 'ampoule of 2 ml', 'Ipca Laboratories Ltd', [['Metoclopramide', '5mg/ml']], 10.5, 9.45, 'H'),
  m('Ganaton 50mg Tablet', 'Ganaton', 'tablet', 'strip of 10 tablets', 'Abbott India Ltd', [['Itopride', '50mg']], 135.0, 114.75, 'H'),
  m('Ganaton OD 150 Capsule', 'Ganaton', 'capsule', 'strip of 10 capsules', 'Abbott India Ltd', [['Itopride', '150mg']], 245.0, 208.25, 'H'),

  // H2 blockers and mucosal protectants
  m('Rantac 150 Tablet', 'Rantac', 'tablet', 'strip of 30 tablets', 'J B Chemicals and Pharmaceuticals Ltd', [['Ranitidine', '150mg']], 39.0, 33.15, 'H'),
  m('Aciloc 150 Tablet', 'Aciloc', 'tablet', 'strip of 30 tablets', 'Cadila Pharmaceuticals Ltd', [['Ranitidine', '150mg']], 40.94, 34.8, 'H'),
  m('Zinetac 150 Tablet', 'Zinetac', 'tablet', 'strip of 30 tablets', 'GlaxoSmithKline Pharmaceuticals Ltd', [['Ranitidine', '150mg']], 41.0, 34.85, 'H'),
  m('Rantac 300 Tablet', 'Rantac', 'tablet', 'strip of 15 tablets', 'J B Chemicals and Pharmaceuticals Ltd', [['Ranitidine', '300mg']], 44.0, 37.4, 'H'),
  m('Rantac Injection', 'Rantac', 'injection', 'ampoule of 2 ml', 'J B Chemicals and Pharmaceuticals Ltd', [['Ranitidine', '25mg/ml']], 7.5, 6.75, 'H'),
  m('Famocid 20 Tablet', 'Famocid', 'tablet', 'strip of 14 tablets', 'Sun Pharmaceutical Industries Ltd', [['Famotidine', '20mg']], 20.0, 17.0, 'H'),
  m('Famocid 40 Tablet', 'Famocid', 'tablet', 'strip of 14 tablets', 'Sun Pharmaceutical Industries Ltd', [['Famotidine', '40mg']], 36.0, 30.6, 'H'),
  m('Topcid 20 Tablet', 'Topcid', 'tablet', 'strip of 14 tablets', 'Torrent Pharmaceuticals Ltd', [['Famotidine', '20mg']], 19.0, 16.15, 'H'),
  m('Sucrafil Oral Suspension', 'Sucrafil', 'suspension', 'bottle of 200 ml', 'Systopic Laboratories Pvt Ltd', [['Sucralfate', '1gm/10ml']], 210.0, 178.5, 'H'),
  m('Mucaine Gel', 'Mucaine', 'suspension', 'bottle of 200 ml', 'Pfizer Ltd', [['Oxetacaine', '10mg/5ml'], ['Aluminium Hydroxide', '291mg/5ml'], ['Magnesium Hydroxide', '98mg/5ml']], 175.0, 148.75, 'H'),

  // Antacids and laxatives
  m('Gelusil MPS Liquid', 'Gelusil', 'suspension', 'bottle of 200 ml', 'Pfizer Ltd', [['Aluminium Hydroxide', '250mg/5ml'], ['Magnesium Hydroxide', '250mg/5ml'], ['Simethicone', '50mg/5ml']], 130.0, 117.0, 'OTC'),
  m('Gelusil MPS Tablet', 'Gelusil', 'tablet', 'strip of 15 tablets', 'Pfizer Ltd', [['Aluminium Hydroxide', '250mg'], ['Magnesium Hydroxide', '250mg'], ['Simethicone', '50mg']], 30.0, 27.0, 'OTC'),
  m('Phillips Milk of Magnesia Liquid', 'Phillips', 'suspension', 'bottle of 120 ml', 'Bayer Pharmaceuticals Pvt Ltd', [['Magnesium Hydroxide', '400mg/5ml']], 85.0, 76.5, 'OTC'),
  m('Duphalac Oral Solution', 'Duphalac', 'solution', 'bottle of 250 ml', 'Abbott India Ltd', [['Lactulose', '10gm/15ml']], 345.0, 293.25, 'OTC'),
  m('Dulcolax 5mg Tablet', 'Dulcolax', 'tablet', 'strip of 10 tablets', 'Sanofi India Ltd', [['Bisacodyl', '5mg']], 40.0, 36.0, 'OTC'),

  // Antidiarrhoeals and probiotics
  m('Eldoper 2mg Capsule', 'Eldoper', 'capsule', 'strip of 10 capsules', 'Micro Labs Ltd', [['Loperamide', '2mg']], 26.0, 22.1, 'H'),
  m('Imodium 2mg Capsule', 'Imodium', 'capsule', 'strip of 6 capsules', 'Johnson & Johnson Ltd', [['Loperamide', '2mg']], 42.0, 35.7, 'H'),
  m('Redotil 100mg Capsule', 'Redotil', 'capsule', 'strip of 10 capsules', "Dr. Reddy's Laboratories Ltd", [['Racecadotril', '100mg']], 185.0, 157.25, 'H'),
  m('Rifagut 400mg Tablet', 'Rifagut', 'tablet', 'strip of 10 tablets', 'Sun Pharmaceutical Industries Ltd', [['Rifaximin', '400mg']], 335.0, 284.75, 'H'),
  m('Rifagut 550mg Tablet', 'Rifagut', 'tablet', 'strip of 10 tablets', 'Sun Pharmaceutical Industries Ltd', [['Rifaximin', '550mg']], 480.0, 408.0, 'H'),
  m('Sporlac DS Tablet', 'Sporlac', 'tablet', 'strip of 10 tablets', 'Sanzyme Ltd', [['Lactic Acid Bacillus', '120 million spores']], 80.0, 72.0, 'OTC'),

  // Liver
  m('Udiliv 300 Tablet', 'Udiliv', 'tablet', 'strip of 15 tablets', 'Abbott India Ltd', [['Ursodeoxycholic Acid', '300mg']], 765.0, 650.25, 'H'),
  m('Udiliv 150 Tablet', 'Udiliv', 'tablet', 'strip of 15 tablets', 'Abbott India Ltd', [['Ursodeoxycholic Acid', '150mg']], 395.0, 335.75, 'H'),
  m('Ursocol 300 Tablet', 'Ursocol', 'tablet', 'strip of 15 tablets', 'Sun Pharmaceutical Industries Ltd', [['Ursodeoxycholic Acid', '300mg']], 640.0, 544.0, 'H'),
  m('Silybon 140 Tablet', 'Silybon', 'tablet', 'strip of 10 tablets', 'Micro Labs Ltd', [['Silymarin', '140mg']], 160.0, 136.0, 'H'),

  // Antispasmodics
  m('Cyclopam Tablet', 'Cyclopam', 'tablet', 'strip of 15 tablets', 'Indoco Remedies Ltd', [['Dicyclomine', '20mg'], ['Paracetamol', '500mg']], 50.0, 42.5, 'H'),
  m('Cyclopam Oral Suspension', 'Cyclopam', 'suspension', 'bottle of 30 ml', 'Indoco Remedies Ltd', [['Dicyclomine', '10mg/5ml'], ['Simethicone', '40mg/5ml']], 72.0, 61.2, 'H'),
  m('Colimex Oral Drops', 'Colimex', 'drops', 'bottle of 10 ml', 'Wallace Pharmaceuticals Pvt Ltd', [['Dicyclomine', '10mg/ml'], ['Simethicone', '40mg/ml']], 70.0, 59.5, 'H'),
  m('Drotin 40mg Tablet', 'Drotin', 'tablet', 'strip of 10 tablets', 'Walter Bushnell', [['Drotaverine', '40mg']], 90.0, 76.5, 'H'),
  m('Drotin-M Tablet', 'Drotin', 'tablet', 'strip of 10 tablets', 'Walter Bushnell', [['Drotaverine', '80mg'], ['Mefenamic Acid', '250mg']], 180.0, 153.0, 'H'),
  m('Buscopan 10mg Tablet', 'Buscopan', 'tablet', 'strip of 10 tablets', 'Sanofi India Ltd', [['Hyoscine Butylbromide', '10mg']], 55.0, 46.75, 'H'),
  m('Buscopan Injection', 'Buscopan', 'injection', 'ampoule of 1 ml', 'Sanofi India Ltd', [['Hyoscine Butylbromide', '20mg/ml']], 25.0, 21.25, 'H'),
  m('Librax Tablet', 'Librax', 'tablet', 'strip of 10 tablets', 'Abbott India Ltd', [['Chlordiazepoxide', '5mg'], ['Clidinium', '2.5mg']], 98.0, 83.3, 'H1'),
  m('Normaxin Tablet', 'Normaxin', 'tablet', 'strip of 10 tablets', 'Systopic Laboratories Pvt Ltd', [['Chlordiazepoxide', '5mg'], ['Clidinium', '2.5mg'], ['Dicyclomine', '10mg']], 95.0, 80.75, 'H1'),
  // Anthelmintics
  m('Ivecop 12 Tablet', 'Ivecop', 'tablet', 'strip of 10 tablets', 'Menarini India Pvt Ltd', [['Ivermectin', '12mg']], 340.0, 289.0, 'H'),
  m('Ivermectol 12 Tablet', 'Ivermectol', 'tablet', 'strip of 10 tablets', 'Sun Pharmaceutical Industries Ltd', [['Ivermectin', '12mg']], 320.0, 272.0, 'H'),
  m('Iverintas 12mg Tablet', 'Iverintas', 'tablet', 'strip of 10 tablets', 'Intas Pharmaceuticals Ltd', [['Ivermectin', '12mg']], 300.0, 255.0, 'H'),
  m('Zentel 400mg Tablet', 'Zentel', 'tablet', 'strip of 1 tablet', 'GlaxoSmithKline Pharmaceuticals Ltd', [['Albendazole', '400mg']], 18.0, 16.2, 'H'),
  m('Bandy 400mg Chewable Tablet', 'Bandy', 'tablet', 'strip of 1 tablet', 'Mankind Pharma Ltd', [['Albendazole', '400mg']], 16.0, 14.4, 'H'),
  m('Albekem 400mg Tablet', 'Albekem', 'tablet', 'strip of 1 tablet', 'Alkem Laboratories Ltd', [['Albendazole', '400mg']], 14.0, 12.6, 'H'),
  m('Bandy-Plus Tablet', 'Bandy', 'tablet', 'strip of 1 tablet', 'Mankind Pharma Ltd', [['Albendazole', '400mg'], ['Ivermectin', '6mg']], 45.0, 40.5, 'H'),

  // Oral antifungals
  m('Itaspor 100 Capsule', 'Itaspor', 'capsule', 'strip of 10 capsules', 'Intas Pharmaceuticals Ltd', [['Itraconazole', '100mg']], 225.0, 191.25, 'H'),
  m('Candiforce 200 Capsule', 'Candiforce', 'capsule', 'strip of 10 capsules', 'Mankind Pharma Ltd', [['Itraconazole', '200mg']], 330.0, 280.5, 'H'),
  m('Terbicip 250 Tablet', 'Terbicip', 'tablet', 'strip of 7 tablets', 'Cipla Ltd', [['Terbinafine', '250mg']], 170.0, 144.5, 'H'),
  m('Sebifin 250 Tablet', 'Sebifin', 'tablet', 'strip of 7 tablets', 'Sun Pharmaceutical Industries Ltd', [['Terbinafine', '250mg']], 175.0, 148.75, 'H'),
]

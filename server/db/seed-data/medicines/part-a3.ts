import { medicine } from '../factories.ts'
import type { MedicineSeed } from '../types.ts'

/** Branded medicines, part A3: antibiotics, topical antibacterials, anti-tuberculosis drugs and antifungals. */
const m = medicine

export const medicines: MedicineSeed[] = [
  // Macrolides
  m('Azithral 500 Tablet', 'Azithral', 'tablet', 'strip of 5 tablets', 'Alembic Pharmaceuticals Ltd', [['Azithromycin', '500mg']], 132.36, 112.51, 'H'),
  m('Azee 500 Tablet', 'Azee', 'tablet', 'strip of 5 tablets', 'Cipla Ltd', [['Azithromycin', '500mg']], 132.38, 112.52, 'H'),
  m('Azicip 500 Tablet', 'Azicip', 'tablet', 'strip of 3 tablets', 'Cipla Ltd', [['Azithromycin', '500mg']], 79.43, 67.52, 'H'),
  m('Azax 500 Tablet', 'Azax', 'tablet', 'strip of 3 tablets', 'Sun Pharmaceutical Industries Ltd', [['Azithromycin', '500mg']], 79.3, 67.41, 'H'),
  m('Zathrin 500 Tablet', 'Zathrin', 'tablet', 'strip of 3 tablets', 'FDC Ltd', [['Azithromycin', '500mg']], 70.0, 59.5, 'H'),
  m('ATM 500 Tablet', 'ATM', 'tablet', 'strip of 3 tablets', 'Indoco Remedies Ltd', [['Azithromycin', '500mg']], 66.0, 56.1, 'H'),
  m('Azithral 200 Liquid', 'Azithral', 'suspension', 'bottle of 15 ml', 'Alembic Pharmaceuticals Ltd', [['Azithromycin', '200mg/5ml']], 57.25, 48.66, 'H'),
  m('Azee 200mg Dry Syrup', 'Azee', 'suspension', 'bottle of 15 ml', 'Cipla Ltd', [['Azithromycin', '200mg/5ml']], 52.31, 44.46, 'H'),
  m('Claribid 500 Tablet', 'Claribid', 'tablet', 'strip of 4 tablets', 'Abbott India Ltd', [['Clarithromycin', '500mg']], 300.0, 255.0, 'H'),

  // Penicillins
  m('Augmentin 625 Duo Tablet', 'Augmentin', 'tablet', 'strip of 10 tablets', 'GlaxoSmithKline Pharmaceuticals Ltd', [['Amoxicillin', '500mg'], ['Clavulanic Acid', '125mg']], 223.42, 189.91, 'H'),
  m('Clavam 625 Tablet', 'Clavam', 'tablet', 'strip of 10 tablets', 'Alkem Laboratories Ltd', [['Amoxicillin', '500mg'], ['Clavulanic Acid', '125mg']], 201.0, 170.85, 'H'),
  m('Moxikind-CV 625 Tablet', 'Moxikind-CV', 'tablet', 'strip of 10 tablets', 'Mankind Pharma Ltd', [['Amoxicillin', '500mg'], ['Clavulanic Acid', '125mg']], 171.1, 145.44, 'H'),
  m('Amoxyclav 625 Tablet', 'Amoxyclav', 'tablet', 'strip of 10 tablets', 'Abbott India Ltd', [['Amoxicillin', '500mg'], ['Clavulanic Acid', '125mg']], 223.27, 189.78, 'H'),
  m('Moxclav 625 Tablet', 'Moxclav', 'tablet', 'strip of 10 tablets', 'Sun Pharmaceutical Industries Ltd', [['Amoxicillin', '500mg'], ['Clavulanic Acid', '125mg']], 190.0, 161.5, 'H'),
  m('Augmentin 1000 Duo Tablet', 'Augmentin', 'tablet', 'strip of 10 tablets', 'GlaxoSmithKline Pharmaceuticals Ltd', [['Amoxicillin', '875mg'], ['Clavulanic Acid', '125mg']], 601.45, 511.23, 'H'),
  m('Augmentin Duo Oral Suspension', 'Augmentin', 'suspension', 'bottle of 30 ml', 'GlaxoSmithKline Pharmaceuticals Ltd', [['Amoxicillin', '200mg/5ml'], ['Clavulanic Acid', '28.5mg/5ml']], 67.2, 57.12, 'H'),
  m('Augmentin DDS Suspension', 'Augmentin', 'suspension', 'bottle of 30 ml', 'GlaxoSmithKline Pharmaceuticals Ltd', [['Amoxicillin', '400mg/5ml'], ['Clavulanic Acid', '57mg/5ml']], 173.0, 147.05, 'H'),
  m('Augmentin 1.2gm Injection', 'Augmentin', 'injection', 'vial of 1 injection', 'GlaxoSmithKline Pharmaceuticals Ltd', [['Amoxicillin', '1000mg'], ['Clavulanic Acid', '200mg']], 165.0, 140.25, 'H'),
  m('Mox 500 Capsule', 'Mox', 'capsule', 'strip of 10 capsules', 'Sun Pharmaceutical Industries Ltd', [['Amoxicillin', '500mg']], 95.0, 80.75, 'H'),
  m('Novamox 500 Capsule', 'Novamox', 'capsule', 'strip of 10 capsules', 'Cipla Ltd', [['Amoxicillin', '500mg']], 82.0, 69.7, 'H'),
  m('Almox 500 Capsule', 'Almox', 'capsule', 'strip of 10 capsules', 'Alkem Laboratories Ltd', [['Amoxicillin', '500mg']], 80.26, 68.22, 'H'),

  // Cephalosporins
  m('Sporidex 500 Capsule', 'Sporidex', 'capsule', 'strip of 10 capsules', 'Sun Pharmaceutical Industries Ltd', [['Cephalexin', '500mg']], 185.0, 157.25, 'H'),
  m('Phexin 500 Capsule', 'Phexin', 'capsule', 'strip of 10 capsules', 'GlaxoSmithKline Pharmaceuticals Ltd', [['Cephalexin', '500mg']], 190.0, 161.5, 'H'),
  m('Ceftum 500 Tablet', 'Ceftum', 'tablet', 'strip of 10 tablets', 'GlaxoSmithKline Pharmaceuticals Ltd', [['Cefuroxime', '500mg']], 573.0, 487.05, 'H'),
  m('Ceftum 250 Tablet', 'Ceftum', 'tablet', 'strip of 10 tablets', 'GlaxoSmithKline Pharmaceuticals Ltd', [['Cefuroxime', '250mg']], 330.0, 280.5, 'H'),
  m('Taxim-O 200 Tablet', 'Taxim-O', 'tablet', 'strip of 10 tablets', 'Alkem Laboratories Ltd', [['Cefixime', '200mg']], 109.0, 92.65, 'H1'),
  m('Zifi 200 Tablet', 'Zifi', 'tablet', 'strip of 10 tablets', 'FDC Ltd', [['Cefixime', '200mg']], 108.0, 91.8, 'H1'),
  m('Mahacef 200 Tablet', 'Mahacef', 'tablet', 'strip of 10 tablets', 'Mankind Pharma Ltd', [['Cefixime', '200mg']], 99.0, 84.15, 'H1'),
  m('Milixim 200 Tablet', 'Milixim', 'tablet', 'strip of 10 tablets', 'Lupin Ltd', [['Cefixime', '200mg']], 110.0, 93.5, 'H1'),
  m('Ziprax 200 Tablet', 'Ziprax', 'tablet', 'strip of 10 tablets', 'Cipla Ltd', [['Cefixime', '200mg']], 105.0, 89.25, 'H1'),
  m('Taxim-O Dry Syrup', 'Taxim-O', 'suspension', 'bottle of 30 ml', 'Alkem Laboratories Ltd', [['Cefixime', '50mg/5ml']], 56.0, 47.6, 'H1'),
  m('Zifi 100 DT Tablet', 'Zifi', 'tablet', 'strip of 10 tablets', 'FDC Ltd', [['Cefixime', '100mg']], 62.0, 52.7, 'H1'),
  m('Taxim-OF Tablet', 'Taxim-O', 'tablet', 'strip of 10 tablets', 'Alkem Laboratories Ltd', [['Cefixime', '200mg'], ['Ofloxacin', '200mg']], 199.0, 169.15, 'H1'),
  m('Cepodem 200 Tablet', 'Cepodem', 'tablet', 'strip of 10 tablets', 'Sun Pharmaceutical Industries Ltd', [['Cefpodoxime', '200mg']], 240.0, 204.0, 'H1'),
  m('Cepodem XP 325 Tablet', 'Cepodem', 'tablet', 'strip of 10 tablets', 'Sun Pharmaceutical Industries Ltd', [['Cefpodoxime', '200mg'], ['Clavulanic Acid', '125mg']], 350.0, 297.5, 'H1'),
  m('Monocef 1gm Injection', 'Monocef', 'injection', 'vial of 1 injection', 'Aristo Pharmaceuticals Pvt Ltd', [['Ceftriaxone', '1000mg']], 62.0, 52.7, 'H1'),
  m('Oframax 1gm Injection', 'Oframax', 'injection', 'vial of 1 injection', 'Sun Pharmaceutical Industries Ltd', [['Ceftriaxone', '1000mg']], 64.0, 54.4, 'H1'),
  m('Monocef-SB 1.5gm Injection', 'Monocef', 'injection', 'vial of 1 injection', 'Aristo Pharmaceuticals Pvt Ltd', [['Ceftriaxone', '1000mg'], ['Sulbactam', '500mg']], 172.0, 146.2, 'H1'),
  m('Taxim 1gm Injection', 'Taxim', 'injection', 'vial of 1 injection', 'Alkem Laboratories Ltd', [['Cefotaxime', '1000mg']], 52.0, 44.2, 'H1'),
  m('Magnex 1.5gm Injection', 'Magnex', 'injection', 'vial of 1 injection', 'Pfizer Ltd', [['Cefoperazone', '1000mg'], ['Sulbactam', '500mg']], 400.0, 340.0, 'H1'),

  // Quinolones
  m('Zanocin 200 Tablet', 'Zanocin', 'tablet', 'strip of 10 tablets', 'Sun Pharmaceutical Industries Ltd', [['Ofloxacin', '200mg']], 64.0, 54.4, 'H'),
  m('Oflox 200 Tablet', 'Oflox', 'tablet', 'strip of 10 tablets', 'Cipla Ltd', [['Ofloxacin', '200mg']], 55.0, 46.75, 'H'),
  m('Zenflox 200 Tablet', 'Zenflox', 'tablet', 'strip of 10 tablets', 'Mankind Pharma Ltd', [['Ofloxacin', '200mg']], 49.0, 41.65, 'H'),
  m('Zenflox-OZ Tablet', 'Zenflox', 'tablet', 'strip of 10 tablets', 'Mankind Pharma Ltd', [['Ofloxacin', '200mg'], ['Ornidazole', '500mg']], 105.0, 89.25, 'H'),
  m('O2 Tablet', 'O2', 'tablet', 'strip of 10 tablets', 'Medley Pharmaceuticals', [['Ofloxacin', '200mg'], ['Ornidazole', '500mg']], 118.0, 100.3, 'H'),
  m('Oflox-OZ Tablet', 'Oflox', 'tablet', 'strip of 10 tablets', 'Cipla Ltd', [['Ofloxacin', '200mg'], ['Ornidazole', '500mg']], 112.0, 95.2, 'H'),
  m('Ciplox 500 Tablet', 'Ciplox', 'tablet', 'strip of 10 tablets', 'Cipla Ltd', [['Ciprofloxacin', '500mg']], 59.0, 50.15, 'H'),
  m('Cifran 500 Tablet', 'Cifran', 'tablet', 'strip of 10 tablets', 'Sun Pharmaceutical Industries Ltd', [['Ciprofloxacin', '500mg']], 74.0, 62.9, 'H'),
  m('Ciprobid 500 Tablet', 'Ciprobid', 'tablet', 'strip of 10 tablets', 'Zydus Cadila', [['Ciprofloxacin', '500mg']], 66.0, 56.1, 'H'),
  m('Ciprowin 500 Tablet', 'Ciprowin', 'tablet', 'strip of 10 tablets', 'Alembic Pharmaceuticals Ltd', [['Ciprofloxacin', '500mg']], 52.0, 44.2, 'H'),
  m('Ciplox Eye/Ear Drops', 'Ciplox', 'drops', 'bottle of 5 ml', 'Cipla Ltd', [['Ciprofloxacin', '0.3% w/v']], 18.0, 16.2, 'H'),
  m('Ciplox-TZ Tablet', 'Ciplox', 'tablet', 'strip of 10 tablets', 'Cipla Ltd', [['Ciprofloxacin', '500mg'], ['Tinidazole', '600mg']], 115.0, 97.75, 'H'),
  m('Levoflox 500 Tablet', 'Levoflox', 'tablet', 'strip of 5 tablets', 'Cipla Ltd', [['Levofloxacin', '500mg']], 89.0, 75.65, 'H1'),
  m('Glevo 500 Tablet', 'Glevo', 'tablet', 'strip of 5 tablets', 'Glenmark Pharmaceuticals Ltd', [['Levofloxacin', '500mg']], 84.0, 71.4, 'H1'),
  m('Tavanic 500 Tablet', 'Tavanic', 'tablet', 'strip of 5 tablets', 'Sanofi India Ltd', [['Levofloxacin', '500mg']], 140.0, 119.0, 'H1'),
  m('Vigamox Eye Drops', 'Vigamox', 'drops', 'bottle of 5 ml', 'Alcon Laboratories', [['Moxifloxacin', '0.5% w/v']], 230.0, 195.5, 'H1'),
  m('Moxicip Eye Drops', 'Moxicip', 'drops', 'bottle of 5 ml', 'Cipla Ltd', [['Moxifloxacin', '0.5% w/v']], 110.0, 93.5, 'H1'),
  m('Milflox Eye Drops', 'Milflox', 'drops', 'bottle of 5 ml', 'Sun Pharmaceutical Industries Ltd', [['Moxifloxacin', '0.5% w/v']], 105.0, 89.25, 'H1'),
  m('Norflox 400 Tablet', 'Norflox', 'tablet', 'strip of 10 tablets', 'Cipla Ltd', [['Norfloxacin', '400mg']], 82.0, 69.7, 'H'),
  m('Norbactin 400 Tablet', 'Norbactin', 'tablet', 'strip of 10 tablets', 'Sun Pharmaceutical Industries Ltd', [['Norfloxacin', '400mg']], 75.0, 63.75, 'H'),
  m('Norflox-TZ Tablet', 'Norflox', 'tablet', 'strip of 10 tablets', 'Cipla Ltd', [['Norfloxacin', '400mg'], ['Tinidazole', '600mg']], 112.0, 95.2, 'H'),

  // Nitroimidazoles
  m('Flagyl 400 Tablet', 'Flagyl', 'tablet', 'strip of 15 tablets', 'Abbott India Ltd', [['Metronidazole', '400mg']], 24.0, 20.4, 'H'),
  m('Metrogyl 400 Tablet', 'Metrogyl', 'tablet', 'strip of 15 tablets', 'J B Chemicals and Pharmaceuticals Ltd', [['Metronidazole', '400mg']], 25.0, 21.25, 'H'),
  m('Aristogyl 400 Tablet', 'Aristogyl', 'tablet', 'strip of 15 tablets', 'Aristo Pharmaceuticals Pvt Ltd', [['Metronidazole', '400mg']], 21.0, 17.85, 'H'),
  m('Metrogyl Gel', 'Metrogyl', 'gel', 'tube of 30 gm', 'J B Chemicals and Pharmaceuticals Ltd', [['Metronidazole', '1% w/w']], 130.0, 110.5, 'H'),
  m('Flagyl Oral Suspension', 'Flagyl', 'suspension', 'bottle of 60 ml', 'Abbott India Ltd', [['Metronidazole', '200mg/5ml']], 35.0, 29.75, 'H'),
  m('Fasigyn 500 Tablet', 'Fasigyn', 'tablet', 'strip of 4 tablets', 'Pfizer Ltd', [['Tinidazole', '500mg']], 45.0, 38.25, 'H'),
  m('Dazolic 500 Tablet', 'Dazolic', 'tablet', 'strip of 10 tablets', 'Sun Pharmaceutical Industries Ltd', [['Ornidazole', '500mg']], 119.0, 101.15, 'H'),

  // Other systemic antibacterials
  m('Doxt-SL Capsule', 'Doxt', 'capsule', 'strip of 10 capsules', "Dr. Reddy's Laboratories Ltd", [['Doxycycline', '100mg'], ['Lactic Acid Bacillus', '5 billion spores']], 152.0, 129.2, 'H'),
  m('Doxy-1 L-DR Forte Capsule', 'Doxy-1', 'capsule', 'strip of 10 capsules', 'USV Ltd', [['Doxycycline', '100mg'], ['Lactic Acid Bacillus', '5 billion spores']], 157.0, 133.45, 'H'),
  m('Microdox LBX Capsule', 'Microdox', 'capsule', 'strip of 10 capsules', 'Micro Labs Ltd', [['Doxycycline', '100mg'], ['Lactic Acid Bacillus', '5 billion spores']], 128.0, 108.8, 'H'),
  m('Lizolid 600 Tablet', 'Lizolid', 'tablet', 'strip of 10 tablets', 'Glenmark Pharmaceuticals Ltd', [['Linezolid', '600mg']], 680.0, 578.0, 'H'),
  m('Linospan 600 Tablet', 'Linospan', 'tablet', 'strip of 10 tablets', 'Cipla Ltd', [['Linezolid', '600mg']], 650.0, 552.5, 'H'),
  m('Niftran 100 Capsule', 'Niftran', 'capsule', 'strip of 10 capsules', 'Sun Pharmaceutical Industries Ltd', [['Nitrofurantoin', '100mg']], 95.0, 80.75, 'H'),
  m('Dalacin C 300 Capsule', 'Dalacin C', 'capsule', 'strip of 4 capsules', 'Pfizer Ltd', [['Clindamycin', '300mg']], 220.0, 187.0, 'H'),

  // Topical antibacterials
  m('Clindac A Gel', 'Clindac A', 'gel', 'tube of 15 gm', 'Galderma India Pvt Ltd', [['Clindamycin', '1% w/w']], 240.0, 204.0, 'H'),
  m('Candiderma Plus Cream', 'Candiderma', 'cream', 'tube of 15 gm', 'Glenmark Pharmaceuticals Ltd', [['Beclomethasone', '0.025% w/w'], ['Neomycin', '0.5% w/w'], ['Clotrimazole', '1% w/w']], 118.0, 100.3, 'H'),
  m('T-Bact Ointment', 'T-Bact', 'ointment', 'tube of 5 gm', 'GlaxoSmithKline Pharmaceuticals Ltd', [['Mupirocin', '2% w/w']], 170.0, 144.5, 'H'),
  m('Supirocin Ointment', 'Supirocin', 'ointment', 'tube of 5 gm', 'Glenmark Pharmaceuticals Ltd', [['Mupirocin', '2% w/w']], 130.0, 110.5, 'H'),
  m('Fudic Cream', 'Fudic', 'cream', 'tube of 10 gm', 'Sun Pharmaceutical Industries Ltd', [['Fusidic Acid', '2% w/w']], 110.0, 93.5, 'H'),
  m('Silverex Cream', 'Silverex', 'cream', 'tube of 20 gm', 'Sun Pharmaceutical Industries Ltd', [['Silver Sulfadiazine', '1% w/w']], 60.0, 51.0, 'H'),

  // Anti-tuberculosis
  m('R-Cin 450 Capsule', 'R-Cin', 'capsule', 'strip of 10 capsules', 'Lupin Ltd', [['Rifampicin', '450mg']], 130.0, 110.5, 'H1'),
  m('Combutol 800 Tablet', 'Combutol', 'tablet', 'strip of 10 tablets', 'Lupin Ltd', [['Ethambutol', '800mg']], 70.0, 59.5, 'H1'),
  m('AKT 4 Kit', 'AKT', 'tablet', 'kit of 1 capsule and 3 tablets', 'Lupin Ltd', [['Rifampicin', '450mg'], ['Isoniazid', '300mg'], ['Ethambutol', '800mg'], ['Pyrazinamide', '750mg']], 24.7, 22.23, 'H1'),
  m('Akurit 4 Tablet', 'Akurit', 'tablet', 'strip of 10 tablets', 'Lupin Ltd', [['Rifampicin', '150mg'], ['Isoniazid', '75mg'], ['Pyrazinamide', '400mg'], ['Ethambutol', '275mg']], 82.6, 70.21, 'H1'),

  // Antifungals
  m('Forcan 150 Tablet', 'Forcan', 'tablet', 'strip of 1 tablet', 'Cipla Ltd', [['Fluconazole', '150mg']], 22.0, 19.8, 'H'),
  m('Zocon 150 Tablet', 'Zocon', 'tablet', 'strip of 1 tablet', 'FDC Ltd', [['Fluconazole', '150mg']], 21.0, 18.9, 'H'),
  m('Syscan 150 Tablet', 'Syscan', 'tablet', 'strip of 1 tablet', 'Systopic Laboratories Pvt Ltd', [['Fluconazole', '150mg']], 18.0, 16.2, 'H'),
  m('Canditral 100 Capsule', 'Canditral', 'capsule', 'strip of 10 capsules', 'Glenmark Pharmaceuticals Ltd', [['Itraconazole', '100mg']], 230.0, 195.5, 'H'),
]

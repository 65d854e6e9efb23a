import { medicine } from '../factories.ts'
import type { MedicineSeed } from '../types.ts'

/** Branded medicines, part A1: analgesics, antipyretics, NSAIDs, muscle relaxants, enzymes, venotonics, antivirals, antimalarials and antiseptics. */
const m = medicine

export const medicines: MedicineSeed[] = [
  // Paracetamol
  m('Dolo 650 Tablet', 'Dolo', 'tablet', 'strip of 15 tablets', 'Micro Labs Ltd', [['Paracetamol', '650mg']], 33.94, 29.53, 'OTC'),
  m('Calpol 650 Tablet', 'Calpol', 'tablet', 'strip of 15 tablets', 'GlaxoSmithKline Pharmaceuticals Ltd', [['Paracetamol', '650mg']], 33.5, 29.15, 'OTC'),
  m('Crocin 650 Tablet', 'Crocin', 'tablet', 'strip of 15 tablets', 'GlaxoSmithKline Pharmaceuticals Ltd', [['Paracetamol', '650mg']], 34.0, 29.92, 'OTC'),
  m('Pacimol 650 Tablet', 'Pacimol', 'tablet', 'strip of 15 tablets', 'Ipca Laboratories Ltd', [['Paracetamol', '650mg']], 30.5, 26.84, 'OTC'),
  m('Paracip 650 Tablet', 'Paracip', 'tablet', 'strip of 15 tablets', 'Cipla Ltd', [['Paracetamol', '650mg']], 29.6, 25.16, 'OTC'),
  m('Crocin Advance Tablet', 'Crocin', 'tablet', 'strip of 20 tablets', 'GlaxoSmithKline Pharmaceuticals Ltd', [['Paracetamol', '500mg']], 28.6, 25.17, 'OTC'),
  m('Calpol 500 Tablet', 'Calpol', 'tablet', 'strip of 15 tablets', 'GlaxoSmithKline Pharmaceuticals Ltd', [['Paracetamol', '500mg']], 17.5, 15.4, 'OTC'),
  m('Pacimol 500 Tablet', 'Pacimol', 'tablet', 'strip of 15 tablets', 'Ipca Laboratories Ltd', [['Paracetamol', '500mg']], 19.0, 16.72, 'OTC'),
  m('Paracip 500 Tablet', 'Paracip', 'tablet', 'strip of 10 tablets', 'Cipla Ltd', [['Paracetamol', '500mg']], 11.9, 10.47, 'OTC'),
  m('Dolo 250 Oral Suspension', 'Dolo', 'suspension', 'bottle of 60 ml', 'Micro Labs Ltd', [['Paracetamol', '250mg/5ml']], 44.5, 38.94, 'OTC'),
  m('Calpol 250 Oral Suspension', 'Calpol', 'suspension', 'bottle of 60 ml', 'GlaxoSmithKline Pharmaceuticals Ltd', [['Paracetamol', '250mg/5ml']], 52.0, 45.76, 'OTC'),
  m('P-250 Oral Suspension', 'P-250', 'suspension', 'bottle of 60 ml', 'Apex Laboratories Pvt Ltd', [['Paracetamol', '250mg/5ml']], 40.4, 35.55, 'OTC'),
  m('Crocin Pain Relief Tablet', 'Crocin', 'tablet', 'strip of 15 tablets', 'GlaxoSmithKline Pharmaceuticals Ltd', [['Paracetamol', '650mg'], ['Caffeine', '50mg']], 59.0, 51.92, 'OTC'),
  m('Saridon Tablet', 'Saridon', 'tablet', 'strip of 10 tablets', 'Bayer Pharmaceuticals Pvt Ltd', [['Paracetamol', '250mg'], ['Propyphenazone', '150mg'], ['Caffeine', '50mg']], 42.0, 37.8, 'H'),

  // Ibuprofen
  m('Combiflam Tablet', 'Combiflam', 'tablet', 'strip of 20 tablets', 'Sanofi India Ltd', [['Ibuprofen', '400mg'], ['Paracetamol', '325mg']], 46.3, 40.74, 'H'),
  m('Ibugesic Plus Tablet', 'Ibugesic', 'tablet', 'strip of 15 tablets', 'Cipla Ltd', [['Ibuprofen', '400mg'], ['Paracetamol', '325mg']], 32.0, 27.2, 'H'),
  m('Flexon Tablet', 'Flexon', 'tablet', 'strip of 15 tablets', 'Aristo Pharmaceuticals Pvt Ltd', [['Ibuprofen', '400mg'], ['Paracetamol', '325mg']], 24.5, 20.83, 'H'),
  m('Ibuclin Tablet', 'Ibuclin', 'tablet', 'strip of 15 tablets', "Dr. Reddy's Laboratories Ltd", [['Ibuprofen', '400mg'], ['Paracetamol', '325mg']], 30.6, 26.01, 'H'),
  m('Combiflam Oral Suspension', 'Combiflam', 'suspension', 'bottle of 60 ml', 'Sanofi India Ltd', [['Ibuprofen', '100mg/5ml'], ['Paracetamol', '162.5mg/5ml']], 40.0, 35.2, 'H'),
  m('Ibugesic Plus Oral Suspension', 'Ibugesic', 'suspension', 'bottle of 60 ml', 'Cipla Ltd', [['Ibuprofen', '100mg/5ml'], ['Paracetamol', '162.5mg/5ml']], 38.5, 33.88, 'H'),
  m('Brufen 400 Tablet', 'Brufen', 'tablet', 'strip of 15 tablets', 'Abbott India Ltd', [['Ibuprofen', '400mg']], 18.3, 16.1, 'H'),
  m('Brufen 200 Tablet', 'Brufen', 'tablet', 'strip of 15 tablets', 'Abbott India Ltd', [['Ibuprofen', '200mg']], 11.2, 9.86, 'H'),

  // Diclofenac
  m('Voveran 50 Tablet', 'Voveran', 'tablet', 'strip of 15 tablets', "Dr. Reddy's Laboratories Ltd", [['Diclofenac', '50mg']], 61.0, 53.68, 'H'),
  m('Reactin 50 Tablet', 'Reactin', 'tablet', 'strip of 10 tablets', 'Cipla Ltd', [['Diclofenac', '50mg']], 24.0, 21.12, 'H'),
  m('Dynapar 50 Tablet', 'Dynapar', 'tablet', 'strip of 10 tablets', 'Troikaa Pharmaceuticals Ltd', [['Diclofenac', '50mg']], 22.5, 19.8, 'H'),
  m('Voveran SR 100 Tablet', 'Voveran', 'tablet', 'strip of 15 tablets', "Dr. Reddy's Laboratories Ltd", [['Diclofenac', '100mg']], 152.9, 134.55, 'H'),
  m('Dynapar AQ 75mg Injection', 'Dynapar', 'injection', 'ampoule of 1 ml', 'Troikaa Pharmaceuticals Ltd', [['Diclofenac', '75mg/ml']], 32.5, 28.6, 'H'),
  m('Enzoflam Tablet', 'Enzoflam', 'tablet', 'strip of 10 tablets', 'Alkem Laboratories Ltd', [['Diclofenac', '50mg'], ['Paracetamol', '325mg'], ['Serratiopeptidase', '10mg']], 99.0, 84.15, 'H'),

  // Aceclofenac
  m('Zerodol 100mg Tablet', 'Zerodol', 'tablet', 'strip of 10 tablets', 'Ipca Laboratories Ltd', [['Aceclofenac', '100mg']], 57.5, 48.88, 'H'),
  m('Hifenac 100mg Tablet', 'Hifenac', 'tablet', 'strip of 10 tablets', 'Intas Pharmaceuticals Ltd', [['Aceclofenac', '100mg']], 54.0, 45.9, 'H'),
  m('Aceclo 100mg Tablet', 'Aceclo', 'tablet', 'strip of 10 tablets', 'Aristo Pharmaceuticals Pvt Ltd', [['Aceclofenac', '100mg']], 52.0, 44.2, 'H'),
  m('Zerodol-P Tablet', 'Zerodol', 'tablet', 'strip of 10 tablets', 'Ipca Laboratories Ltd', [['Aceclofenac', '100mg'], ['Paracetamol', '325mg']], 68.0, 57.8, 'H'),
  m('Hifenac-P Tablet', 'Hifenac', 'tablet', 'strip of 10 tablets', 'Intas Pharmaceuticals Ltd', [['Aceclofenac', '100mg'], ['Paracetamol', '325mg']], 66.5, 56.53, 'H'),
  m('Aceclo Plus Tablet', 'Aceclo', 'tablet', 'strip of 15 tablets', 'Aristo Pharmaceuticals Pvt Ltd', [['Aceclofenac', '100mg'], ['Paracetamol', '325mg']], 90.85, 77.22, 'H'),
  m('Acemiz Plus Tablet', 'Acemiz', 'tablet', 'strip of 10 tablets', 'Lupin Ltd', [['Aceclofenac', '100mg'], ['Paracetamol', '325mg']], 99.5, 84.58, 'H'),
  m('Aldigesic P Tablet', 'Aldigesic', 'tablet', 'strip of 15 tablets', 'Alkem Laboratories Ltd', [['Aceclofenac', '100mg'], ['Paracetamol', '325mg']], 110.0, 93.5, 'H'),
  m('Zerodol-SP Tablet', 'Zerodol', 'tablet', 'strip of 10 tablets', 'Ipca Laboratories Ltd', [['Aceclofenac', '100mg'], ['Paracetamol', '325mg'], ['Serratiopeptidase', '15mg']], 124.0, 105.4, 'H'),
  m('Aldigesic-SP Tablet', 'Aldigesic', 'tablet', 'strip of 10 tablets', 'Alkem Laboratories Ltd', [['Aceclofenac', '100mg'], ['Paracetamol', '325mg'], ['Serratiopeptidase', '15mg']], 120.0, 102.0, 'H'),
  m('Zerodol-MR Tablet', 'Zerodol', 'tablet', 'strip of 10 tablets', 'Ipca Laboratories Ltd', [['Aceclofenac', '100mg'], ['Paracetamol', '325mg'], ['Chlorzoxazone', '250mg']], 118.0, 100.3, 'H'),
  m('Hifenac-MR Tablet', 'Hifenac', 'tablet', 'strip of 10 tablets', 'Intas Pharmaceuticals Ltd', [['Aceclofenac', '100mg'], ['Paracetamol', '325mg'], ['Chlorzoxazone', '250mg']], 110.0, 93.5, 'H'),
  m('Acemiz-MR Tablet', 'Acemiz', 'tablet', 'strip of 10 tablets', 'Lupin Ltd', [['Aceclofenac', '100mg'], ['Paracetamol', '325mg'], ['Chlorzoxazone', '250mg']], 99.5, 84.58, 'H'),
  m('Zerodol-TH 4 Tablet', 'Zerodol', 'tablet', 'strip of 10 tablets', 'Ipca Laboratories Ltd', [['Aceclofenac', '100mg'], ['Thiocolchicoside', '4mg']], 195.0, 165.75, 'H'),

  // Nimesulide
  m('Nise Tablet', 'Nise', 'tablet', 'strip of 15 tablets', "Dr. Reddy's Laboratories Ltd", [['Nimesulide', '100mg']], 49.0, 41.65, 'H'),
  m('Nicip Tablet', 'Nicip', 'tablet', 'strip of 10 tablets', 'Cipla Ltd', [['Nimesulide', '100mg']], 43.45, 36.93, 'H'),
  m('Nimulid Tablet', 'Nimulid', 'tablet', 'strip of 10 tablets', 'Panacea Biotec Ltd', [['Nimesulide', '100mg']], 31.2, 26.52, 'H'),
  m('Aulin 100mg Tablet', 'Aulin', 'tablet', 'strip of 10 tablets', 'Elder Pharmaceuticals Ltd', [['Nimesulide', '100mg']], 50.56, 42.98, 'H'),
  m('Nise Gel', 'Nise', 'gel', 'tube of 20 gm', "Dr. Reddy's Laboratories Ltd", [['Nimesulide', '1% w/w']], 79.0, 67.15, 'H'),
  m('Nicip Plus Tablet', 'Nicip', 'tablet', 'strip of 10 tablets', 'Cipla Ltd', [['Nimesulide', '100mg'], ['Paracetamol', '325mg']], 32.0, 27.2, 'H'),
  m('Sumo Tablet', 'Sumo', 'tablet', 'strip of 15 tablets', 'Alkem Laboratories Ltd', [['Nimesulide', '100mg'], ['Paracetamol', '325mg']], 52.0, 44.2, 'H'),

  // Tramadol
  m('Ultracet Tablet', 'Ultracet', 'tablet', 'strip of 15 tablets', 'Janssen Pharmaceuticals', [['Tramadol', '37.5mg'], ['Paracetamol', '325mg']], 215.0, 182.75, 'H1'),
  m('Tramazac 50mg Capsule', 'Tramazac', 'capsule', 'strip of 10 capsules', 'Zydus Cadila', [['Tramadol', '50mg']], 55.0, 46.75, 'H1'),

  // Ketorolac
  m('Ketorol DT Tablet', 'Ketorol', 'tablet', 'strip of 15 tablets', "Dr. Reddy's Laboratories Ltd", [['Ketorolac', '10mg']], 67.6, 57.46, 'H'),
  m('Ketanov Tablet', 'Ketanov', 'tablet', 'strip of 10 tablets', 'Sun Pharmaceutical Industries Ltd', [['Ketorolac', '10mg']], 42.0, 35.7, 'H'),
  m('Acular LS Eye Drops', 'Acular', 'drops', 'bottle of 5 ml', 'Allergan India Pvt Ltd', [['Ketorolac', '0.4% w/v']], 168.0, 142.8, 'H'),

  // Mefenamic acid
  m('Meftal-Spas Tablet', 'Meftal', 'tablet', 'strip of 10 tablets', 'Blue Cross Laboratories Ltd', [['Mefenamic Acid', '250mg'], ['Dicyclomine', '10mg']], 48.4, 41.14, 'H'),
  m('Meftal 500 Tablet', 'Meftal', 'tablet', 'strip of 10 tablets', 'Blue Cross Laboratories Ltd', [['Mefenamic Acid', '500mg']], 36.0, 30.6, 'H'),
  m('Meftal-Forte Tablet', 'Meftal', 'tablet', 'strip of 10 tablets', 'Blue Cross Laboratories Ltd', [['Mefenamic Acid', '500mg'], ['Paracetamol', '450mg']], 44.0, 37.4, 'H'),
  m('Meftal-P 100mg Oral Suspension', 'Meftal', 'suspension', 'bottle of 60 ml', 'Blue Cross Laboratories Ltd', [['Mefenamic Acid', '100mg/5ml']], 42.0, 36.54, 'H'),

  // Etoricoxib, naproxen, piroxicam
  m('Etoshine 90mg Tablet', 'Etoshine', 'tablet', 'strip of 10 tablets', 'Sun Pharmaceutical Industries Ltd', [['Etoricoxib', '90mg']], 190.0, 161.5, 'H'),
  m('Nucoxia 90 Tablet', 'Nucoxia', 'tablet', 'strip of 10 tablets', 'Zydus Cadila', [['Etoricoxib', '90mg']], 168.0, 142.8, 'H'),
  m('Etoshine 120mg Tablet', 'Etoshine', 'tablet', 'strip of 10 tablets', 'Sun Pharmaceutical Industries Ltd', [['Etoricoxib', '120mg']], 230.0, 195.5, 'H'),
  m('Naprosyn 500 Tablet', 'Naprosyn', 'tablet', 'strip of 10 tablets', 'RPG Life Sciences Ltd', [['Naproxen', '500mg']], 88.0, 74.8, 'H'),
  m('Naxdom 500 Tablet', 'Naxdom', 'tablet', 'strip of 15 tablets', 'Sun Pharmaceutical Industries Ltd', [['Naproxen', '500mg'], ['Domperidone', '10mg']], 188.0, 159.8, 'H'),
  m('Dolonex DT 20mg Tablet', 'Dolonex', 'tablet', 'strip of 15 tablets', 'Pfizer Ltd', [['Piroxicam', '20mg']], 88.0, 74.8, 'H'),
  m('Dolonex Gel', 'Dolonex', 'gel', 'tube of 30 gm', 'Pfizer Ltd', [['Piroxicam', '0.5% w/w']], 110.0, 93.5, 'H'),

  // Aspirin
  m('Ecosprin 75 Tablet', 'Ecosprin', 'tablet', 'strip of 14 tablets', 'USV Ltd', [['Aspirin', '75mg']], 5.2, 4.68, 'OTC'),
  m('Ecosprin 150 Tablet', 'Ecosprin', 'tablet', 'strip of 14 tablets', 'USV Ltd', [['Aspirin', '150mg']], 8.4, 7.56, 'OTC'),

  // Muscle relaxants
  m('Myoril 4 Capsule', 'Myoril', 'capsule', 'strip of 10 capsules', 'Sanofi India Ltd', [['Thiocolchicoside', '4mg']], 225.0, 191.25, 'H'),
  m('Myoril 8 Capsule', 'Myoril', 'capsule', 'strip of 10 capsules', 'Sanofi India Ltd', [['Thiocolchicoside', '8mg']], 390.0, 331.5, 'H'),
  m('Liofen 10mg Tablet', 'Liofen', 'tablet', 'strip of 15 tablets', 'Sun Pharmaceutical Industries Ltd', [['Baclofen', '10mg']], 220.0, 187.0, 'H'),
  m('Baclof 10 Tablet', 'Baclof', 'tablet', 'strip of 10 tablets', 'Intas Pharmaceuticals Ltd', [['Baclofen', '10mg']], 150.0, 127.5, 'H'),
  m('Sirdalud 2mg Tablet', 'Sirdalud', 'tablet', 'strip of 10 tablets', 'Novartis India Ltd', [['Tizanidine', '2mg']], 79.0, 67.15, 'H'),
  m('Tizan 2 Tablet', 'Tizan', 'tablet', 'strip of 10 tablets', 'Sun Pharmaceutical Industries Ltd', [['Tizanidine', '2mg']], 66.0, 56.1, 'H'),

  // Enzymes and venotonics
  m('Chymoral Forte Tablet', 'Chymoral', 'tablet', 'strip of 20 tablets', 'Torrent Pharmaceuticals Ltd', [['Trypsin-Chymotrypsin', '100000 AU']], 275.0, 233.75, 'H'),
  m('Daflon 500mg Tablet', 'Daflon', 'tablet', 'strip of 10 tablets', 'Serdia Pharmaceuticals India Pvt Ltd', [['Diosmin', '450mg'], ['Hesperidin', '50mg']], 190.0, 161.5, 'H'),
  m('Daflon 1000mg Tablet', 'Daflon', 'tablet', 'strip of 10 tablets', 'Serdia Pharmaceuticals India Pvt Ltd', [['Diosmin', '900mg'], ['Hesperidin', '100mg']], 390.0, 331.5, 'H'),
  // Antivirals
  m('Zovirax 400 Tablet', 'Zovirax', 'tablet', 'strip of 5 tablets', 'GlaxoSmithKline Pharmaceuticals Ltd', [['Acyclovir', '400mg']], 118.0, 100.3, 'H'),
  m('Acivir 400 DT Tablet', 'Acivir', 'tablet', 'strip of 5 tablets', 'Cipla Ltd', [['Acyclovir', '400mg']], 76.55, 65.07, 'H'),
  m('Acivir Cream', 'Acivir', 'cream', 'tube of 5 gm', 'Cipla Ltd', [['Acyclovir', '5% w/w']], 50.0, 42.5, 'H'),
  m('Valcivir 500 Tablet', 'Valcivir', 'tablet', 'strip of 3 tablets', 'Cipla Ltd', [['Valacyclovir', '500mg']], 160.0, 136.0, 'H'),
  m('Fluvir 75mg Capsule', 'Fluvir', 'capsule', 'strip of 10 capsules', 'Hetero Healthcare Limited', [['Oseltamivir', '75mg']], 560.0, 476.0, 'H'),
  m('Antiflu 75mg Capsule', 'Antiflu', 'capsule', 'strip of 10 capsules', 'Cipla Ltd', [['Oseltamivir', '75mg']], 520.0, 442.0, 'H'),
  m('FabiFlu 200mg Tablet', 'FabiFlu', 'tablet', 'strip of 17 tablets', 'Glenmark Pharmaceuticals Ltd', [['Favipiravir', '200mg']], 1275.0, 1083.75, 'H'),

  // Antimalarials
  m('HCQS 200 Tablet', 'HCQS', 'tablet', 'strip of 15 tablets', 'Ipca Laboratories Ltd', [['Hydroxychloroquine', '200mg']], 120.0, 102.0, 'H1'),
  m('Coartem Tablet', 'Coartem', 'tablet', 'strip of 24 tablets', 'Novartis India Ltd', [['Artemether', '20mg'], ['Lumefantrine', '120mg']], 350.0, 297.5, 'H'),
  m('Lumerax 80 Tablet', 'Lumerax', 'tablet', 'strip of 6 tablets', 'Ipca Laboratories Ltd', [['Artemether', '80mg'], ['Lumefantrine', '480mg']], 200.0, 170.0, 'H'),

  // Scabicides and antiseptics
  m('Permite 5% Cream', 'Permite', 'cream', 'tube of 30 gm', 'Glenmark Pharmaceuticals Ltd', [['Permethrin', '5% w/w']], 145.0, 123.25, 'H'),
  m('Betadine 5% Ointment', 'Betadine', 'ointment', 'tube of 20 gm', 'Win-Medicare Pvt Ltd', [['Povidone Iodine', '5% w/w']], 125.0, 112.5, 'OTC'),
  m('Betadine 10% Solution', 'Betadine', 'solution', 'bottle of 100 ml', 'Win-Medicare Pvt Ltd', [['Povidone Iodine', '10% w/v']], 135.0, 121.5, 'OTC'),
]

import { medicine } from '../factories.ts'
import type { MedicineSeed } from '../types.ts'

/** Branded medicines, part A4: topical antifungals, antihistamines, cold and cough remedies, bronchodilators, inhaled and nasal steroids, nasal decongestants and angiotensin receptor blockers. */
const m = medicine

export const medicines: MedicineSeed[] = [
  // Topical and other antifungals
  m('Candid Cream', 'Candid', 'cream', 'tube of 20 gm', 'Glenmark Pharmaceuticals Ltd', [['Clotrimazole', '1% w/w']], 95.0, 85.5, 'OTC'),
  m('Clocip Cream', 'Clocip', 'cream', 'tube of 20 gm', 'Cipla Ltd', [['Clotrimazole', '1% w/w']], 75.0, 67.5, 'OTC'),
  m('Candid-B Cream', 'Candid', 'cream', 'tube of 20 gm', 'Glenmark Pharmaceuticals Ltd', [['Clotrimazole', '1% w/w'], ['Beclomethasone', '0.025% w/w']], 110.0, 93.5, 'H'),
  m('Nizral 2% Shampoo', 'Nizral', 'solution', 'bottle of 100 ml', 'Janssen Pharmaceuticals', [['Ketoconazole', '2% w/v']], 340.0, 289.0, 'H'),
  m('Lulifin Cream', 'Lulifin', 'cream', 'tube of 20 gm', 'Sun Pharmaceutical Industries Ltd', [['Luliconazole', '1% w/w']], 285.0, 242.25, 'H'),
  m('Mycostatin 500000 IU Tablet', 'Mycostatin', 'tablet', 'strip of 8 tablets', 'Piramal Enterprises Ltd', [['Nystatin', '500000 IU']], 95.0, 80.75, 'H'),

  // Cetirizine and levocetirizine
  m('Okacet 10mg Tablet', 'Okacet', 'tablet', 'strip of 10 tablets', 'Cipla Ltd', [['Cetirizine', '10mg']], 19.0, 16.15, 'H'),
  m('Alerid 10mg Tablet', 'Alerid', 'tablet', 'strip of 10 tablets', 'Cipla Ltd', [['Cetirizine', '10mg']], 21.0, 17.85, 'H'),
  m('Cetzine 10mg Tablet', 'Cetzine', 'tablet', 'strip of 10 tablets', "Dr. Reddy's Laboratories Ltd", [['Cetirizine', '10mg']], 21.0, 18.0, 'H'),
  m('Alerid Syrup', 'Alerid', 'syrup', 'bottle of 30 ml', 'Cipla Ltd', [['Cetirizine', '5mg/5ml']], 21.84, 18.56, 'H'),
  m('Cheston Cold Tablet', 'Cheston', 'tablet', 'strip of 10 tablets', 'Cipla Ltd', [['Cetirizine', '5mg'], ['Paracetamol', '325mg'], ['Phenylephrine', '10mg']], 48.0, 40.8, 'H'),
  m('Levocet 5mg Tablet', 'Levocet', 'tablet', 'strip of 10 tablets', 'Hetero Healthcare Limited', [['Levocetirizine', '5mg']], 55.0, 46.75, 'H'),
  m('Xyzal 5mg Tablet', 'Xyzal', 'tablet', 'strip of 10 tablets', "Dr. Reddy's Laboratories Ltd", [['Levocetirizine', '5mg']], 82.0, 69.7, 'H'),
  m('Teczine 5mg Tablet', 'Teczine', 'tablet', 'strip of 10 tablets', 'Sun Pharmaceutical Industries Ltd', [['Levocetirizine', '5mg']], 58.0, 49.3, 'H'),
  m('1-AL 5mg Tablet', '1-AL', 'tablet', 'strip of 10 tablets', 'FDC Ltd', [['Levocetirizine', '5mg']], 45.0, 38.25, 'H'),

  // Montelukast
  m('Montair LC Tablet', 'Montair', 'tablet', 'strip of 15 tablets', 'Cipla Ltd', [['Montelukast', '10mg'], ['Levocetirizine', '5mg']], 262.0, 222.7, 'H'),
  m('Montek LC Tablet', 'Montek', 'tablet', 'strip of 10 tablets', 'Sun Pharmaceutical Industries Ltd', [['Montelukast', '10mg'], ['Levocetirizine', '5mg']], 190.0, 161.5, 'H'),
  m('Telekast-L Tablet', 'Telekast', 'tablet', 'strip of 10 tablets', 'Lupin Ltd', [['Montelukast', '10mg'], ['Levocetirizine', '5mg']], 170.0, 144.5, 'H'),
  m('Monticope Tablet', 'Monticope', 'tablet', 'strip of 10 tablets', 'Mankind Pharma Ltd', [['Montelukast', '10mg'], ['Levocetirizine', '5mg']], 130.0, 110.5, 'H'),
  m('Levocet-M Tablet', 'Levocet', 'tablet', 'strip of 10 tablets', 'Hetero Healthcare Limited', [['Montelukast', '10mg'], ['Levocetirizine', '5mg']], 135.0, 114.75, 'H'),
  m('Montair 10mg Tablet', 'Montair', 'tablet', 'strip of 15 tablets', 'Cipla Ltd', [['Montelukast', '10mg']], 270.0, 229.5, 'H'),
  m('Montek 10 Tablet', 'Montek', 'tablet', 'strip of 10 tablets', 'Sun Pharmaceutical Industries Ltd', [['Montelukast', '10mg']], 175.0, 148.75, 'H'),

  // Fexofenadine, bilastine, ebastine, hydroxyzine, pheniramine
  m('Allegra 120mg Tablet', 'Allegra', 'tablet', 'strip of 10 tablets', 'Sanofi India Ltd', [['Fexofenadine', '120mg']], 218.81, 185.99, 'H'),
  m('Altiva 120mg Tablet', 'Altiva', 'tablet', 'strip of 10 tablets', 'Sun Pharmaceutical Industries Ltd', [['Fexofenadine', '120mg']], 170.0, 144.5, 'H'),
  m('Fexova 120mg Tablet', 'Fexova', 'tablet', 'strip of 10 tablets', 'Ipca Laboratories Ltd', [['Fexofenadine', '120mg']], 140.0, 119.0, 'H'),
  m('Allegra-M Tablet', 'Allegra', 'tablet', 'strip of 10 tablets', 'Sanofi India Ltd', [['Fexofenadine', '120mg'], ['Montelukast', '10mg']], 241.48, 205.26, 'H'),
  m('Allegra Oral Suspension', 'Allegra', 'suspension', 'bottle of 100 ml', 'Sanofi India Ltd', [['Fexofenadine', '30mg/5ml']], 188.78, 160.46, 'H'),
  m('Bilaxten 20mg Tablet', 'Bilaxten', 'tablet', 'strip of 10 tablets', 'Menarini India Pvt Ltd', [['Bilastine', '20mg']], 240.0, 204.0, 'H'),
  m('Bilasure 20mg Tablet', 'Bilasure', 'tablet', 'strip of 10 tablets', 'Sun Pharmaceutical Industries Ltd', [['Bilastine', '20mg']], 190.0, 161.5, 'H'),
  m('Ebast 10mg Tablet', 'Ebast', 'tablet', 'strip of 10 tablets', 'Micro Labs Ltd', [['Ebastine', '10mg']], 120.0, 102.0, 'H'),
  m('Atarax 25mg Tablet', 'Atarax', 'tablet', 'strip of 15 tablets', "Dr. Reddy's Laboratories Ltd", [['Hydroxyzine', '25mg']], 85.5, 72.68, 'H'),
  m('Atarax Syrup', 'Atarax', 'syrup', 'bottle of 100 ml', "Dr. Reddy's Laboratories Ltd", [['Hydroxyzine', '10mg/5ml']], 110.25, 93.71, 'H'),
  m('Avil 25 Tablet', 'Avil', 'tablet', 'strip of 15 tablets', 'Sanofi India Ltd', [['Pheniramine', '25mg']], 10.96, 9.86, 'G'),

  // Cold and cough
  m('Sinarest New Tablet', 'Sinarest', 'tablet', 'strip of 10 tablets', 'Centaur Pharmaceuticals Pvt Ltd', [['Paracetamol', '500mg'], ['Phenylephrine', '10mg'], ['Chlorpheniramine', '2mg']], 52.0, 44.2, 'H'),
  m('Ascoril D Plus Syrup', 'Ascoril', 'syrup', 'bottle of 100 ml', 'Glenmark Pharmaceuticals Ltd', [['Phenylephrine', '5mg/5ml'], ['Chlorpheniramine', '2mg/5ml'], ['Dextromethorphan', '10mg/5ml']], 129.0, 109.65, 'H'),
  m('Ascoril LS Syrup', 'Ascoril', 'syrup', 'bottle of 100 ml', 'Glenmark Pharmaceuticals Ltd', [['Ambroxol', '30mg/5ml'], ['Levosalbutamol', '1mg/5ml'], ['Guaifenesin', '50mg/5ml']], 118.0, 100.3, 'H'),
  m('Ambrodil-LX Syrup', 'Ambrodil', 'syrup', 'bottle of 100 ml', 'Aristo Pharmaceuticals Pvt Ltd', [['Ambroxol', '30mg/5ml'], ['Levosalbutamol', '1mg/5ml'], ['Guaifenesin', '50mg/5ml']], 90.85, 77.22, 'H'),
  m('Asthakind-LS Expectorant', 'Asthakind', 'syrup', 'bottle of 100 ml', 'Mankind Pharma Ltd', [['Ambroxol', '30mg/5ml'], ['Levosalbutamol', '1mg/5ml'], ['Guaifenesin', '50mg/5ml']], 93.5, 79.48, 'H'),
  m('Ascoril LS Junior Syrup', 'Ascoril', 'syrup', 'bottle of 60 ml', 'Glenmark Pharmaceuticals Ltd', [['Ambroxol', '15mg/5ml'], ['Levosalbutamol', '0.5mg/5ml'], ['Guaifenesin', '50mg/5ml']], 96.0, 81.6, 'H'),
  m('Ambrodil Syrup', 'Ambrodil', 'syrup', 'bottle of 100 ml', 'Aristo Pharmaceuticals Pvt Ltd', [['Ambroxol', '30mg/5ml']], 69.75, 59.29, 'H'),
  m('Ambrodil-S Syrup', 'Ambrodil', 'syrup', 'bottle of 100 ml', 'Aristo Pharmaceuticals Pvt Ltd', [['Ambroxol', '15mg/5ml'], ['Salbutamol', '1mg/5ml']], 30.2, 26.58, 'H'),
  m('Ascoril Expectorant', 'Ascoril', 'syrup', 'bottle of 100 ml', 'Glenmark Pharmaceuticals Ltd', [['Terbutaline', '1.25mg/5ml'], ['Bromhexine', '4mg/5ml'], ['Guaifenesin', '50mg/5ml']], 110.0, 93.5, 'H'),

  // Bronchodilators
  m('Asthalin 100mcg Inhaler', 'Asthalin', 'inhaler', 'inhaler of 200 MDI', 'Cipla Ltd', [['Salbutamol', '100mcg']], 157.85, 134.17, 'H'),
  m('Ventorlin Inhaler CFC Free', 'Ventorlin', 'inhaler', 'inhaler of 200 MDI', 'GlaxoSmithKline Pharmaceuticals Ltd', [['Salbutamol', '100mcg']], 80.64, 68.54, 'H'),
  m('Derihaler 100mcg Inhaler', 'Derihaler', 'inhaler', 'inhaler of 200 MDI', 'Zydus Cadila', [['Salbutamol', '100mcg']], 95.0, 80.75, 'H'),
  m('Asthalin Syrup', 'Asthalin', 'syrup', 'bottle of 100 ml', 'Cipla Ltd', [['Salbutamol', '2mg/5ml']], 19.04, 17.14, 'H'),
  m('Asthalin Respules', 'Asthalin', 'respules', 'packet of 2.5 ml respules', 'Cipla Ltd', [['Salbutamol', '2.5mg/2.5ml']], 7.07, 6.36, 'H'),
  m('Levolin 50mcg Inhaler', 'Levolin', 'inhaler', 'inhaler of 200 MDI', 'Cipla Ltd', [['Levosalbutamol', '50mcg']], 190.0, 161.5, 'H'),
  m('Duolin Inhaler', 'Duolin', 'inhaler', 'inhaler of 200 MDI', 'Cipla Ltd', [['Levosalbutamol', '50mcg'], ['Ipratropium', '20mcg']], 305.0, 259.25, 'H'),
  m('Duolin Respules', 'Duolin', 'respules', 'packet of 2.5 ml respules', 'Cipla Ltd', [['Levosalbutamol', '1.25mg/2.5ml'], ['Ipratropium', '500mcg/2.5ml']], 22.0, 18.7, 'H'),
  m('Ipravent 20mcg Inhaler', 'Ipravent', 'inhaler', 'inhaler of 200 MDI', 'Cipla Ltd', [['Ipratropium', '20mcg']], 215.0, 182.75, 'H'),
  m('Tiova 18mcg Rotacaps', 'Tiova', 'capsule', 'bottle of 30 rotacaps', 'Cipla Ltd', [['Tiotropium', '18mcg']], 390.0, 331.5, 'H'),
  m('Doxolin 400 Tablet', 'Doxolin', 'tablet', 'strip of 10 tablets', 'German Remedies', [['Doxofylline', '400mg']], 190.0, 161.5, 'H'),
  m('AB Phylline Capsule', 'AB Phylline', 'capsule', 'strip of 10 capsules', 'Sun Pharmaceutical Industries Ltd', [['Acebrophylline', '100mg']], 162.0, 137.7, 'H'),
  m('AB Phylline SR 200 Tablet', 'AB Phylline', 'tablet', 'strip of 10 tablets', 'Sun Pharmaceutical Industries Ltd', [['Acebrophylline', '200mg']], 252.0, 214.2, 'H'),
  m('Deriphyllin Retard 150 Tablet', 'Deriphyllin', 'tablet', 'strip of 30 tablets', 'Zydus Cadila', [['Etofylline', '115mg'], ['Theophylline', '35mg']], 26.0, 22.1, 'H'),

  // Inhaled and topical steroids
  m('Aerocort Inhaler', 'Aerocort', 'inhaler', 'inhaler of 200 MDI', 'Cipla Ltd', [['Levosalbutamol', '50mcg'], ['Beclomethasone', '50mcg']], 273.77, 232.7, 'H'),
  m('Foracort 200 Inhaler', 'Foracort', 'inhaler', 'inhaler of 120 MDI', 'Cipla Ltd', [['Formoterol', '6mcg'], ['Budesonide', '200mcg']], 398.0, 338.3, 'H'),
  m('Budamate 200 Transcaps', 'Budamate', 'capsule', 'bottle of 30 transcaps', 'Lupin Ltd', [['Formoterol', '6mcg'], ['Budesonide', '200mcg']], 190.0, 161.5, 'H'),
  m('Seroflo 250 Inhaler', 'Seroflo', 'inhaler', 'inhaler of 120 MDI', 'Cipla Ltd', [['Salmeterol', '25mcg'], ['Fluticasone', '250mcg']], 690.0, 586.5, 'H'),
  m('Budecort 0.5mg Respules', 'Budecort', 'respules', 'packet of 2 ml respules', 'Cipla Ltd', [['Budesonide', '0.5mg/2ml']], 24.0, 20.4, 'H'),
  m('Budenase AQ Nasal Spray', 'Budenase', 'spray', 'bottle of 150 metered doses', 'Cipla Ltd', [['Budesonide', '100mcg']], 270.0, 229.5, 'H'),
  m('Beclate 200 Inhaler', 'Beclate', 'inhaler', 'inhaler of 200 MDI', 'Cipla Ltd', [['Beclomethasone', '200mcg']], 240.0, 204.0, 'H'),
  m('Flomist Nasal Spray', 'Flomist', 'spray', 'bottle of 120 metered doses', 'Cipla Ltd', [['Fluticasone', '50mcg']], 330.0, 280.5, 'H'),
  m('Flutivate Cream', 'Flutivate', 'cream', 'tube of 10 gm', 'GlaxoSmithKline Pharmaceuticals Ltd', [['Fluticasone', '0.05% w/w']], 180.0, 153.0, 'H'),
  m('Momate Cream', 'Momate', 'cream', 'tube of 15 gm', 'Glenmark Pharmaceuticals Ltd', [['Mometasone', '0.1% w/w']], 180.0, 153.0, 'H'),
  m('Metaspray Nasal Spray', 'Metaspray', 'spray', 'bottle of 120 metered doses', 'Cipla Ltd', [['Mometasone', '50mcg']], 350.0, 297.5, 'H'),

  // Nasal decongestants
  m('Otrivin 0.1% Nasal Spray', 'Otrivin', 'spray', 'bottle of 10 ml', 'Haleon India Ltd', [['Xylometazoline', '0.1% w/v']], 105.0, 94.5, 'OTC'),
  m('Nasivion 0.05% Nasal Spray', 'Nasivion', 'spray', 'bottle of 10 ml', 'Procter & Gamble Health Ltd', [['Oxymetazoline', '0.05% w/v']], 120.0, 108.0, 'OTC'),

  // Angiotensin receptor blockers
  m('Telma 40 Tablet', 'Telma', 'tablet', 'strip of 15 tablets', 'Glenmark Pharmaceuticals Ltd', [['Telmisartan', '40mg']], 246.0, 209.1, 'H'),
  m('Telmikind 40 Tablet', 'Telmikind', 'tablet', 'strip of 10 tablets', 'Mankind Pharma Ltd', [['Telmisartan', '40mg']], 90.0, 76.5, 'H'),
  m('Telsar 40 Tablet', 'Telsar', 'tablet', 'strip of 10 tablets', 'Unichem Laboratories Ltd', [['Telmisartan', '40mg']], 118.0, 100.3, 'H'),
  m('Tazloc 40 Tablet', 'Tazloc', 'tablet', 'strip of 10 tablets', 'USV Ltd', [['Telmisartan', '40mg']], 145.0, 123.25, 'H'),
  m('Arbitel 40 Tablet', 'Arbitel', 'tablet', 'strip of 10 tablets', 'Micro Labs Ltd', [['Telmisartan', '40mg']], 110.0, 93.5, 'H'),
  m('Telma 80 Tablet', 'Telma', 'tablet', 'strip of 15 tablets', 'Glenmark Pharmaceuticals Ltd', [['Telmisartan', '80mg']], 360.0, 306.0, 'H'),
  m('Telmikind-AM Tablet', 'Telmikind', 'tablet', 'strip of 10 tablets', 'Mankind Pharma Ltd', [['Telmisartan', '40mg'], ['Amlodipine', '5mg']], 98.0, 83.3, 'H'),
  m('Tazloc-AM Tablet', 'Tazloc', 'tablet', 'strip of 10 tablets', 'USV Ltd', [['Telmisartan', '40mg'], ['Amlodipine', '5mg']], 160.0, 136.0, 'H'),
  m('Telmikind-H Tablet', 'Telmikind', 'tablet', 'strip of 10 tablets', 'Mankind Pharma Ltd', [['Telmisartan', '40mg'], ['Hydrochlorothiazide', '12.5mg']], 96.0, 81.6, 'H'),
  m('Losar 50 Tablet', 'Losar', 'tablet', 'strip of 15 tablets', 'Unichem Laboratories Ltd', [['Losartan', '50mg']], 95.0, 80.75, 'H'),
  m('Losacar 50 Tablet', 'Losacar', 'tablet', 'strip of 10 tablets', 'Zydus Cadila', [['Losartan', '50mg']], 72.0, 61.2, 'H'),
  m('Repace 50 Tablet', 'Repace', 'tablet', 'strip of 10 tablets', 'Sun Pharmaceutical Industries Ltd', [['Losartan', '50mg']], 75.0, 63.75, 'H'),
  m('Tozaar 50 Tablet', 'Tozaar', 'tablet', 'strip of 10 tablets', 'Torrent Pharmaceuticals Ltd', [['Losartan', '50mg']], 70.0, 59.5, 'H'),
  m('Repace-H Tablet', 'Repace', 'tablet', 'strip of 10 tablets', 'Sun Pharmaceutical Industries Ltd', [['Losartan', '50mg'], ['Hydrochlorothiazide', '12.5mg']], 92.0, 78.2, 'H'),
  m('Losacar-H Tablet', 'Losacar', 'tablet', 'strip of 10 tablets', 'Zydus Cadila', [['Losartan', '50mg'], ['Hydrochlorothiazide', '12.5mg']], 88.0, 74.8, 'H'),
  m('Olmezest 20 Tablet', 'Olmezest', 'tablet', 'strip of 10 tablets', 'Sun Pharmaceutical Industries Ltd', [['Olmesartan', '20mg']], 140.0, 119.0, 'H'),
  m('Olsar 20 Tablet', 'Olsar', 'tablet', 'strip of 10 tablets', 'Unichem Laboratories Ltd', [['Olmesartan', '20mg']], 120.0, 102.0, 'H'),
  m('Olkem 20 Tablet', 'Olkem', 'tablet', 'strip of 10 tablets', 'Alkem Laboratories Ltd', [['Olmesartan', '20mg']], 115.0, 97.75, 'H'),
  m('Olmezest-AM Tablet', 'Olmezest', 'tablet', 'strip of 10 tablets', 'Sun Pharmaceutical Industries Ltd', [['Olmesartan', '20mg'], ['Amlodipine', '5mg']], 170.0, 144.5, 'H'),
  m('Diovan 80mg Tablet', 'Diovan', 'tablet', 'strip of 14 tablets', 'Novartis India Ltd', [['Valsartan', '80mg']], 450.0, 382.5, 'H'),
  m('Valent 80 Tablet', 'Valent', 'tablet', 'strip of 10 tablets', 'Lupin Ltd', [['Valsartan', '80mg']], 150.0, 127.5, 'H'),
]

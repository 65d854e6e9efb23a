import { medicine } from '../factories.ts'
import type { MedicineSeed } from '../types.ts'

/** Branded medicines, part B3: other corticosteroids, neuropathic pain, antidepressants, anxiolytics, hypnotics, antipsychotics, antiepileptics, dementia and vertigo drugs. */
const m = medicine

export const medicines: MedicineSeed[] = [
  // Corticosteroids
  m('Dexona 0.5 Tablet', 'Dexona', 'tablet', 'strip of 30 tablets', 'Zydus Cadila', [['Dexamethasone', '0.5mg']], 7, 6, 'H'),
  m('Dexona 4mg/ml Injection', 'Dexona', 'injection', 'vial of 2 ml', 'Zydus Cadila', [['Dexamethasone', '4mg/ml']], 11, 9.35, 'H'),
  m('Decdan 0.5 Tablet', 'Decdan', 'tablet', 'strip of 20 tablets', 'Wockhardt', [['Dexamethasone', '0.5mg']], 6.5, 5.5, 'H'),
  m('Defcort 6 Tablet', 'Defcort', 'tablet', 'strip of 10 tablets', 'Macleods Pharmaceuticals', [['Deflazacort', '6mg']], 79, 67.15, 'H'),
  m('Dezacor 6 Tablet', 'Dezacor', 'tablet', 'strip of 10 tablets', 'Zydus Cadila', [['Deflazacort', '6mg']], 82, 69.7, 'H'),
  m('Wycort 10 Tablet', 'Wycort', 'tablet', 'strip of 10 tablets', 'Pfizer', [['Hydrocortisone', '10mg']], 38, 32.3, 'H'),
  m('Betnesol 0.5 Tablet', 'Betnesol', 'tablet', 'strip of 20 tablets', 'GlaxoSmithKline Pharmaceuticals', [['Betamethasone', '0.5mg']], 12.2, 10.4, 'H'),
  m('Betnovate Cream', 'Betnovate', 'cream', 'tube of 20 gm', 'GlaxoSmithKline Pharmaceuticals', [['Betamethasone', '0.1% w/w']], 43, 36.55, 'H'),
  m('Betnovate-N Cream', 'Betnovate', 'cream', 'tube of 20 gm', 'GlaxoSmithKline Pharmaceuticals', [['Betamethasone', '0.1% w/w'], ['Neomycin', '0.5% w/w']], 60, 51, 'H'),

  // Neuropathic pain
  m('Lyrica 75 Capsule', 'Lyrica', 'capsule', 'strip of 14 capsules', 'Pfizer', [['Pregabalin', '75mg']], 720, 612, 'H'),
  m('Maxgalin 75 Capsule', 'Maxgalin', 'capsule', 'strip of 10 capsules', 'Sun Pharmaceutical Industries', [['Pregabalin', '75mg']], 180, 153, 'H'),
  m('Pregalin 75 Capsule', 'Pregalin', 'capsule', 'strip of 10 capsules', 'Torrent Pharmaceuticals', [['Pregabalin', '75mg']], 165, 140.25, 'H'),
  m('Pregeb 75 Capsule', 'Pregeb', 'capsule', 'strip of 10 capsules', 'Intas Pharmaceuticals', [['Pregabalin', '75mg']], 172, 146.2, 'H'),
  m('Pregalin M 75 Capsule', 'Pregalin', 'capsule', 'strip of 10 capsules', 'Torrent Pharmaceuticals', [['Pregabalin', '75mg'], ['Methylcobalamin', '750mcg']], 210, 178.5, 'H'),
  m('Pregeb M 75 Capsule', 'Pregeb', 'capsule', 'strip of 10 capsules', 'Intas Pharmaceuticals', [['Pregabalin', '75mg'], ['Methylcobalamin', '750mcg']], 215, 182.75, 'H'),
  m('Gabapin 300 Tablet', 'Gabapin', 'tablet', 'strip of 10 tablets', 'Intas Pharmaceuticals', [['Gabapentin', '300mg']], 250, 212.5, 'H'),
  m('Gabantin 300 Capsule', 'Gabantin', 'capsule', 'strip of 10 capsules', 'Sun Pharmaceutical Industries', [['Gabapentin', '300mg']], 230, 195.5, 'H'),
  m('Gabapin NT 400 Tablet', 'Gabapin', 'tablet', 'strip of 15 tablets', 'Intas Pharmaceuticals', [['Gabapentin', '400mg'], ['Nortriptyline', '10mg']], 350, 297.5, 'H'),
  m('Tryptomer 10 Tablet', 'Tryptomer', 'tablet', 'strip of 30 tablets', 'Merind', [['Amitriptyline', '10mg']], 38, 32.3, 'H'),

  // Antidepressants
  m('Nexito 10 Tablet', 'Nexito', 'tablet', 'strip of 15 tablets', 'Sun Pharmaceutical Industries', [['Escitalopram', '10mg']], 195, 165.75, 'H'),
  m('Feliz S 10 Tablet', 'Feliz S', 'tablet', 'strip of 10 tablets', 'Torrent Pharmaceuticals', [['Escitalopram', '10mg']], 140, 119, 'H'),
  m('Stalopam 10 Tablet', 'Stalopam', 'tablet', 'strip of 10 tablets', 'Lupin', [['Escitalopram', '10mg']], 118, 100.3, 'H'),
  m('Nexito Plus Tablet', 'Nexito', 'tablet', 'strip of 10 tablets', 'Sun Pharmaceutical Industries', [['Escitalopram', '10mg'], ['Clonazepam', '0.5mg']], 210, 178.5, 'H'),
  m('Daxid 50 Tablet', 'Daxid', 'tablet', 'strip of 10 tablets', 'Pfizer', [['Sertraline', '50mg']], 105, 89.25, 'H'),
  m('Zosert 50 Tablet', 'Zosert', 'tablet', 'strip of 15 tablets', 'Sun Pharmaceutical Industries', [['Sertraline', '50mg']], 95, 80.75, 'H'),
  m('Serenata 50 Tablet', 'Serenata', 'tablet', 'strip of 15 tablets', 'Torrent Pharmaceuticals', [['Sertraline', '50mg']], 112, 95.2, 'H'),
  m('Fludac 20 Capsule', 'Fludac', 'capsule', 'strip of 10 capsules', 'Zydus Cadila', [['Fluoxetine', '20mg']], 42, 35.7, 'H'),
  m('Flunil 20 Capsule', 'Flunil', 'capsule', 'strip of 10 capsules', 'Intas Pharmaceuticals', [['Fluoxetine', '20mg']], 40, 34, 'H'),
  m('Prodep 20 Capsule', 'Prodep', 'capsule', 'strip of 10 capsules', 'Sun Pharmaceutical Industries', [['Fluoxetine', '20mg']], 45, 38.25, 'H'),
  m('Pexep CR 12.5 Tablet', 'Pexep', 'tablet', 'strip of 10 tablets', 'Intas Pharmaceuticals', [['Paroxetine', '12.5mg']], 120, 102, 'H'),
  m('Paxidep CR 12.5 Tablet', 'Paxidep', 'tablet', 'strip of 10 tablets', 'Sun Pharmaceutical Industries', [['Paroxetine', '12.5mg']], 118, 100.3, 'H'),
  m('Duzela 20 Capsule', 'Duzela', 'capsule', 'strip of 15 capsules', 'Sun Pharmaceutical Industries', [['Duloxetine', '20mg']], 230, 195.5, 'H'),
  m('Duvanta 20 Capsule', 'Duvanta', 'capsule', 'strip of 10 capsules', 'Intas Pharmaceuticals', [['Duloxetine', '20mg']], 180, 153, 'H'),

  // Benzodiazepines and hypnotics
  m('Clonotril 0.5 Tablet', 'Clonotril', 'tablet', 'strip of 15 tablets', 'Torrent Pharmaceuticals', [['Clonazepam', '0.5mg']], 42, 35.7, 'H'),
  m('Lonazep 0.5 Tablet', 'Lonazep', 'tablet', 'strip of 15 tablets', 'Sun Pharmaceutical Industries', [['Clonazepam', '0.5mg']], 55, 46.75, 'H'),
  m('Petril 0.5 Tablet', 'Petril', 'tablet', 'strip of 15 tablets', 'Micro Labs', [['Clonazepam', '0.5mg']], 60, 51, 'H'),
  m('Restyl 0.25 Tablet', 'Restyl', 'tablet', 'strip of 15 tablets', 'Cipla', [['Alprazolam', '0.25mg']], 34, 28.9, 'H1'),
  m('Alprax 0.25 Tablet', 'Alprax', 'tablet', 'strip of 15 tablets', 'Torrent Pharmaceuticals', [['Alprazolam', '0.25mg']], 36, 30.6, 'H1'),
  m('Alzolam 0.25 Tablet', 'Alzolam', 'tablet', 'strip of 10 tablets', 'Sun Pharmaceutical Industries', [['Alprazolam', '0.25mg']], 28, 23.8, 'H1'),
  m('Etilaam 0.5 Tablet', 'Etilaam', 'tablet', 'strip of 15 tablets', 'Intas Pharmaceuticals', [['Etizolam', '0.5mg']], 65, 55.25, 'H'),
  m('Etizola 0.5 Tablet', 'Etizola', 'tablet', 'strip of 10 tablets', 'Macleods Pharmaceuticals', [['Etizolam', '0.5mg']], 58, 49.3, 'H'),
  m('Ativan 1 Tablet', 'Ativan', 'tablet', 'strip of 30 tablets', 'Pfizer', [['Lorazepam', '1mg']], 82, 69.7, 'H'),
  m('Calmpose 5 Tablet', 'Calmpose', 'tablet', 'strip of 15 tablets', 'Sun Pharmaceutical Industries', [['Diazepam', '5mg']], 18, 15.3, 'H1'),
  m('Calmpose Injection', 'Calmpose', 'injection', 'ampoule of 2 ml', 'Sun Pharmaceutical Industries', [['Diazepam', '5mg/ml']], 18, 15.3, 'H1'),
  m('Zolfresh 10 Tablet', 'Zolfresh', 'tablet', 'strip of 10 tablets', 'Abbott', [['Zolpidem', '10mg']], 125, 106.25, 'H1'),
  m('Nitrest 10 Tablet', 'Nitrest', 'tablet', 'strip of 15 tablets', 'Intas Pharmaceuticals', [['Zolpidem', '10mg']], 110, 93.5, 'H1'),

  // Antipsychotics
  m('Oleanz 5 Tablet', 'Oleanz', 'tablet', 'strip of 10 tablets', 'Sun Pharmaceutical Industries', [['Olanzapine', '5mg']], 70, 59.5, 'H'),
  m('Oleanz 10 Tablet', 'Oleanz', 'tablet', 'strip of 10 tablets', 'Sun Pharmaceutical Industries', [['Olanzapine', '10mg']], 120, 102, 'H'),
  m('Qutipin 25 Tablet', 'Qutipin', 'tablet', 'strip of 10 tablets', 'Sun Pharmaceutical Industries', [['Quetiapine', '25mg']], 48, 40.8, 'H'),
  m('Risdone 2 Tablet', 'Risdone', 'tablet', 'strip of 10 tablets', 'Intas Pharmaceuticals', [['Risperidone', '2mg']], 45, 38.25, 'H'),
  m('Sizodon 2 Tablet', 'Sizodon', 'tablet', 'strip of 10 tablets', 'Sun Pharmaceutical Industries', [['Risperidone', '2mg']], 52, 44.2, 'H'),
  m('Arip MT 10 Tablet', 'Arip MT', 'tablet', 'strip of 10 tablets', 'Torrent Pharmaceuticals', [['Aripiprazole', '10mg']], 145, 123.25, 'H'),
  m('Arpizol 10 Tablet', 'Arpizol', 'tablet', 'strip of 10 tablets', 'Sun Pharmaceutical Industries', [['Aripiprazole', '10mg']], 138, 117.3, 'H'),

  // Antiepileptics
  m('Levipil 500 Tablet', 'Levipil', 'tablet', 'strip of 10 tablets', 'Sun Pharmaceutical Industries', [['Levetiracetam', '500mg']], 235, 199.75, 'H'),
  m('Levera 500 Tablet', 'Levera', 'tablet', 'strip of 10 tablets', 'Intas Pharmaceuticals', [['Levetiracetam', '500mg']], 220, 187, 'H'),
  m('Keppra 500 Tablet', 'Keppra', 'tablet', 'strip of 10 tablets', 'UCB India', [['Levetiracetam', '500mg']], 310, 263.5, 'H'),
  m('Valparin 200 Tablet', 'Valparin', 'tablet', 'strip of 10 tablets', 'Sanofi India', [['Sodium Valproate', '200mg']], 32, 27.2, 'H'),
  m('Valparin Chrono 500 Tablet', 'Valparin', 'tablet', 'strip of 10 tablets', 'Sanofi India', [['Sodium Valproate', '333mg'], ['Valproic Acid', '145mg']], 96, 81.6, 'H'),
  m('Encorate Chrono 500 Tablet', 'Encorate', 'tablet', 'strip of 10 tablets', 'Sun Pharmaceutical Industries', [['Sodium Valproate', '333mg'], ['Valproic Acid', '145mg']], 90, 76.5, 'H'),
  m('Tegretol 200 Tablet', 'Tegretol', 'tablet', 'strip of 10 tablets', 'Novartis', [['Carbamazepine', '200mg']], 32, 27.2, 'H'),
  m('Mazetol 200 Tablet', 'Mazetol', 'tablet', 'strip of 10 tablets', 'Sun Pharmaceutical Industries', [['Carbamazepine', '200mg']], 26, 22.1, 'H'),
  m('Eptoin 100 Tablet', 'Eptoin', 'tablet', 'strip of 15 tablets', 'Abbott', [['Phenytoin', '100mg']], 16, 13.6, 'G'),
  m('Lametec 50 Tablet', 'Lametec', 'tablet', 'strip of 10 tablets', 'Cipla', [['Lamotrigine', '50mg']], 75, 63.75, 'H'),
  m('Lamitor 50 Tablet', 'Lamitor', 'tablet', 'strip of 10 tablets', 'Torrent Pharmaceuticals', [['Lamotrigine', '50mg']], 80, 68, 'H'),

  // Dementia, vertigo, migraine and ADHD
  m('Aricept 5 Tablet', 'Aricept', 'tablet', 'strip of 10 tablets', 'Eisai Pharmaceuticals India', [['Donepezil', '5mg']], 180, 153, 'H'),
  m('Admenta 10 Tablet', 'Admenta', 'tablet', 'strip of 15 tablets', 'Sun Pharmaceutical Industries', [['Memantine', '10mg']], 160, 136, 'H'),
  m('Vertin 8 Tablet', 'Vertin', 'tablet', 'strip of 15 tablets', 'Abbott', [['Betahistine', '8mg']], 130, 110.5, 'H'),
  m('Betavert 8 Tablet', 'Betavert', 'tablet', 'strip of 15 tablets', 'Cipla', [['Betahistine', '8mg']], 105, 89.25, 'H'),
  m('Stugeron 25 Tablet', 'Stugeron', 'tablet', 'strip of 15 tablets', 'Johnson & Johnson', [['Cinnarizine', '25mg']], 32, 27.2, 'H'),
  m('Sibelium 10 Tablet', 'Sibelium', 'tablet', 'strip of 15 tablets', 'Johnson & Johnson', [['Flunarizine', '10mg']], 88, 74.8, 'H'),
  m('Stemetil MD 5 Tablet', 'Stemetil', 'tablet', 'strip of 10 tablets', 'Abbott', [['Prochlorperazine', '5mg']], 48, 40.8, 'H'),
  m('Addwize 10 Tablet', 'Addwize', 'tablet', 'strip of 10 tablets', 'Sun Pharmaceutical Industries', [['Methylphenidate', '10mg']], 60, 51, 'X'),
  m('Inspiral 10 Tablet', 'Inspiral', 'tablet', 'strip of 10 tablets', 'Intas Pharmaceuticals', [['Methylphenidate', '10mg']], 45, 38.25, 'X'),
]

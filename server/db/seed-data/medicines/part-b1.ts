import { medicine } from '../factories.ts'
import type { MedicineSeed } from '../types.ts'

/** Branded medicines, part B1: antihypertensives, beta blockers, diuretics, antiplatelets, statins, anticoagulants, antianginals. */
const m = medicine

export const medicines: MedicineSeed[] = [
  // Amlodipine and combinations
  m('Amlokind 5 Tablet', 'Amlokind', 'tablet', 'strip of 30 tablets', 'Mankind Pharma', [['Amlodipine', '5mg']], 40.5, 34.4, 'H'),
  m('Amlong 5 Tablet', 'Amlong', 'tablet', 'strip of 30 tablets', 'Micro Labs', [['Amlodipine', '5mg']], 74.6, 63.4, 'H'),
  m('Stamlo 5 Tablet', 'Stamlo', 'tablet', 'strip of 30 tablets', "Dr. Reddy's Laboratories", [['Amlodipine', '5mg']], 92.5, 78.6, 'H'),
  m('Amlopres 5 Tablet', 'Amlopres', 'tablet', 'strip of 30 tablets', 'Cipla', [['Amlodipine', '5mg']], 69, 58.65, 'H'),
  m('Amtas 5 Tablet', 'Amtas', 'tablet', 'strip of 30 tablets', 'Intas Pharmaceuticals', [['Amlodipine', '5mg']], 63.2, 53.7, 'H'),
  m('Amlong 10 Tablet', 'Amlong', 'tablet', 'strip of 30 tablets', 'Micro Labs', [['Amlodipine', '10mg']], 118.3, 100.5, 'H'),
  m('Amlopres-AT Tablet', 'Amlopres', 'tablet', 'strip of 15 tablets', 'Cipla', [['Amlodipine', '5mg'], ['Atenolol', '50mg']], 62.5, 53.1, 'H'),
  m('Amlokind-AT Tablet', 'Amlokind', 'tablet', 'strip of 10 tablets', 'Mankind Pharma', [['Amlodipine', '5mg'], ['Atenolol', '50mg']], 28.6, 24.3, 'H'),
  m('Telma-AM Tablet', 'Telma', 'tablet', 'strip of 15 tablets', 'Glenmark Pharmaceuticals', [['Telmisartan', '40mg'], ['Amlodipine', '5mg']], 247.8, 210.6, 'H'),

  // Other calcium channel blockers
  m('Cilacar 10 Tablet', 'Cilacar', 'tablet', 'strip of 15 tablets', 'J B Chemicals & Pharmaceuticals', [['Cilnidipine', '10mg']], 161.5, 137.3, 'H'),
  m('Cilacar-T Tablet', 'Cilacar', 'tablet', 'strip of 15 tablets', 'J B Chemicals & Pharmaceuticals', [['Cilnidipine', '10mg'], ['Telmisartan', '40mg']], 250, 212.5, 'H'),
  m('Depin 10 Capsule', 'Depin', 'capsule', 'strip of 15 capsules', 'Zydus Cadila', [['Nifedipine', '10mg']], 18.3, 15.55, 'H'),
  m('Calcigard 10 Capsule', 'Calcigard', 'capsule', 'strip of 30 capsules', 'Torrent Pharmaceuticals', [['Nifedipine', '10mg']], 45, 38.25, 'H'),
  m('Nicardia Retard 20 Tablet', 'Nicardia', 'tablet', 'strip of 10 tablets', 'J B Chemicals & Pharmaceuticals', [['Nifedipine', '20mg']], 30.9, 26.3, 'H'),
  m('Calcigard Retard 20 Tablet', 'Calcigard', 'tablet', 'strip of 30 tablets', 'Torrent Pharmaceuticals', [['Nifedipine', '20mg']], 84, 71.4, 'H'),

  // Beta blockers
  m('Met XL 25 Tablet', 'Met XL', 'tablet', 'strip of 10 tablets', 'Ajanta Pharma', [['Metoprolol', '25mg']], 63.7, 54.1, 'H'),
  m('Metolar XR 25 Tablet', 'Metolar', 'tablet', 'strip of 10 tablets', 'Cipla', [['Metoprolol', '25mg']], 58.3, 49.6, 'H'),
  m('Prolomet XL 25 Tablet', 'Prolomet', 'tablet', 'strip of 10 tablets', 'Sun Pharmaceutical Industries', [['Metoprolol', '25mg']], 61.2, 52, 'H'),
  m('Revelol XL 25 Tablet', 'Revelol', 'tablet', 'strip of 10 tablets', 'Ipca Laboratories', [['Metoprolol', '25mg']], 55.9, 47.5, 'H'),
  m('Concor 5 Tablet', 'Concor', 'tablet', 'strip of 10 tablets', 'Merck Ltd', [['Bisoprolol', '5mg']], 118, 100.3, 'H'),
  m('Corbis 5 Tablet', 'Corbis', 'tablet', 'strip of 10 tablets', 'Torrent Pharmaceuticals', [['Bisoprolol', '5mg']], 96.5, 82, 'H'),
  m('Nebicard 5 Tablet', 'Nebicard', 'tablet', 'strip of 10 tablets', 'Torrent Pharmaceuticals', [['Nebivolol', '5mg']], 120.3, 102.3, 'H'),
  m('Nebistar 5 Tablet', 'Nebistar', 'tablet', 'strip of 10 tablets', 'Lupin', [['Nebivolol', '5mg']], 112.8, 95.9, 'H'),
  m('Carca 6.25 Tablet', 'Carca', 'tablet', 'strip of 10 tablets', 'Intas Pharmaceuticals', [['Carvedilol', '6.25mg']], 51.5, 43.8, 'H'),
  m('Cardivas 6.25 Tablet', 'Cardivas', 'tablet', 'strip of 10 tablets', 'Sun Pharmaceutical Industries', [['Carvedilol', '6.25mg']], 68.9, 58.6, 'H'),
  m('Ciplar 10 Tablet', 'Ciplar', 'tablet', 'strip of 15 tablets', 'Cipla', [['Propranolol', '10mg']], 18.5, 15.7, 'H'),
  m('Ciplar LA 40 Capsule', 'Ciplar', 'capsule', 'strip of 15 capsules', 'Cipla', [['Propranolol', '40mg']], 112.6, 95.7, 'H'),
  m('Aten 50 Tablet', 'Aten', 'tablet', 'strip of 14 tablets', 'Zydus Cadila', [['Atenolol', '50mg']], 24.9, 21.2, 'H'),
  m('Betacard 50 Tablet', 'Betacard', 'tablet', 'strip of 14 tablets', 'Torrent Pharmaceuticals', [['Atenolol', '50mg']], 23.6, 20.1, 'H'),
  m('Lobet 100 Tablet', 'Lobet', 'tablet', 'strip of 15 tablets', 'Samarth Life Sciences', [['Labetalol', '100mg']], 102, 86.7, 'H'),

  // ACE inhibitors and alpha blockers
  m('Cardace 2.5 Tablet', 'Cardace', 'tablet', 'strip of 10 tablets', 'Sanofi India', [['Ramipril', '2.5mg']], 89.6, 76.2, 'H'),
  m('Cardace 5 Tablet', 'Cardace', 'tablet', 'strip of 10 tablets', 'Sanofi India', [['Ramipril', '5mg']], 149.7, 127.2, 'H'),
  m('Envas 5 Tablet', 'Envas', 'tablet', 'strip of 10 tablets', 'Zydus Cadila', [['Enalapril', '5mg']], 30.3, 25.8, 'H'),
  m('Enam 5 Tablet', 'Enam', 'tablet', 'strip of 14 tablets', "Dr. Reddy's Laboratories", [['Enalapril', '5mg']], 34.6, 29.4, 'H'),
  m('Minipress XL 2.5 Tablet', 'Minipress', 'tablet', 'strip of 15 tablets', 'Pfizer', [['Prazosin', '2.5mg']], 120.5, 102.4, 'H'),
  m('Prazopress XL 2.5 Tablet', 'Prazopress', 'tablet', 'strip of 15 tablets', 'Sun Pharmaceutical Industries', [['Prazosin', '2.5mg']], 115, 97.75, 'H'),

  // Diuretics and diuretic combinations
  m('Aquazide 12.5 Tablet', 'Aquazide', 'tablet', 'strip of 10 tablets', 'Sun Pharmaceutical Industries', [['Hydrochlorothiazide', '12.5mg']], 12.5, 10.6, 'G'),
  m('Telma-H Tablet', 'Telma', 'tablet', 'strip of 15 tablets', 'Glenmark Pharmaceuticals', [['Telmisartan', '40mg'], ['Hydrochlorothiazide', '12.5mg']], 260, 221, 'H'),
  m('Losar-H Tablet', 'Losar', 'tablet', 'strip of 15 tablets', 'Unichem Laboratories', [['Losartan', '50mg'], ['Hydrochlorothiazide', '12.5mg']], 135.6, 115.3, 'H'),
  m('CTD 12.5 Tablet', 'CTD', 'tablet', 'strip of 10 tablets', 'Ipca Laboratories', [['Chlorthalidone', '12.5mg']], 45.2, 38.4, 'G'),
  m('Telsartan-CH 40 Tablet', 'Telsartan', 'tablet', 'strip of 15 tablets', "Dr. Reddy's Laboratories", [['Telmisartan', '40mg'], ['Chlorthalidone', '12.5mg']], 173, 147, 'H'),
  m('Lasix 40 Tablet', 'Lasix', 'tablet', 'strip of 15 tablets', 'Sanofi India', [['Furosemide', '40mg']], 13.9, 11.8, 'H'),
  m('Lasix Injection', 'Lasix', 'injection', 'ampoule of 2 ml', 'Sanofi India', [['Furosemide', '10mg/ml']], 12.1, 10.3, 'H'),
  m('Frusenex 40 Tablet', 'Frusenex', 'tablet', 'strip of 10 tablets', 'Geno Pharmaceuticals', [['Furosemide', '40mg']], 8.9, 7.6, 'H'),
  m('Lasilactone 50 Tablet', 'Lasilactone', 'tablet', 'strip of 15 tablets', 'Sanofi India', [['Furosemide', '20mg'], ['Spironolactone', '50mg']], 79.2, 67.3, 'H'),
  m('Dytor 10 Tablet', 'Dytor', 'tablet', 'strip of 15 tablets', 'Cipla', [['Torsemide', '10mg']], 140.5, 119.4, 'H'),
  m('Dytor Plus 10 Tablet', 'Dytor', 'tablet', 'strip of 15 tablets', 'Cipla', [['Torsemide', '10mg'], ['Spironolactone', '50mg']], 248, 210.8, 'H'),
  m('Aldactone 25 Tablet', 'Aldactone', 'tablet', 'strip of 15 tablets', 'RPG Life Sciences', [['Spironolactone', '25mg']], 48.4, 41.1, 'H'),

  // Antiplatelets
  m('Clopilet 75 Tablet', 'Clopilet', 'tablet', 'strip of 15 tablets', 'Sun Pharmaceutical Industries', [['Clopidogrel', '75mg']], 98.2, 83.5, 'H'),
  m('Deplatt 75 Tablet', 'Deplatt', 'tablet', 'strip of 15 tablets', 'Torrent Pharmaceuticals', [['Clopidogrel', '75mg']], 103.5, 88, 'H'),
  m('Clopitab 75 Tablet', 'Clopitab', 'tablet', 'strip of 15 tablets', 'Lupin', [['Clopidogrel', '75mg']], 95, 80.75, 'H'),
  m('Plavix 75 Tablet', 'Plavix', 'tablet', 'strip of 15 tablets', 'Sanofi India', [['Clopidogrel', '75mg']], 285, 242.25, 'H'),
  m('Clavix 75 Tablet', 'Clavix', 'tablet', 'strip of 15 tablets', 'Intas Pharmaceuticals', [['Clopidogrel', '75mg']], 99.4, 84.5, 'H'),
  m('Clopitab-A 75 Capsule', 'Clopitab', 'capsule', 'strip of 15 capsules', 'Lupin', [['Clopidogrel', '75mg'], ['Aspirin', '75mg']], 73.5, 62.5, 'H'),
  m('Deplatt-A 75 Tablet', 'Deplatt', 'tablet', 'strip of 15 tablets', 'Torrent Pharmaceuticals', [['Clopidogrel', '75mg'], ['Aspirin', '75mg']], 78, 66.3, 'H'),
  m('Brilinta 90 Tablet', 'Brilinta', 'tablet', 'strip of 14 tablets', 'AstraZeneca Pharma India', [['Ticagrelor', '90mg']], 688, 584.8, 'H'),
  m('Axcer 90 Tablet', 'Axcer', 'tablet', 'strip of 14 tablets', 'Sun Pharmaceutical Industries', [['Ticagrelor', '90mg']], 588, 499.8, 'H'),

  // Statins and other lipid-lowering drugs
  m('Atorva 10 Tablet', 'Atorva', 'tablet', 'strip of 15 tablets', 'Zydus Cadila', [['Atorvastatin', '10mg']], 120, 102, 'H'),
  m('Atorva 20 Tablet', 'Atorva', 'tablet', 'strip of 15 tablets', 'Zydus Cadila', [['Atorvastatin', '20mg']], 229, 194.65, 'H'),
  m('Storvas 10 Tablet', 'Storvas', 'tablet', 'strip of 15 tablets', 'Sun Pharmaceutical Industries', [['Atorvastatin', '10mg']], 112.5, 95.6, 'H'),
  m('Tonact 10 Tablet', 'Tonact', 'tablet', 'strip of 15 tablets', 'Lupin', [['Atorvastatin', '10mg']], 101.3, 86.1, 'H'),
  m('Atocor 10 Tablet', 'Atocor', 'tablet', 'strip of 15 tablets', "Dr. Reddy's Laboratories", [['Atorvastatin', '10mg']], 95.6, 81.3, 'H'),
  m('Aztor 10 Tablet', 'Aztor', 'tablet', 'strip of 15 tablets', 'Sun Pharmaceutical Industries', [['Atorvastatin', '10mg']], 108.4, 92.1, 'H'),
  m('Ecosprin-AV 75 Capsule', 'Ecosprin', 'capsule', 'strip of 15 capsules', 'USV', [['Aspirin', '75mg'], ['Atorvastatin', '10mg']], 65.3, 55.5, 'H'),
  m('Rosuvas 10 Tablet', 'Rosuvas', 'tablet', 'strip of 15 tablets', 'Sun Pharmaceutical Industries', [['Rosuvastatin', '10mg']], 225, 191.25, 'H'),
  m('Rozavel 10 Tablet', 'Rozavel', 'tablet', 'strip of 15 tablets', 'Sun Pharmaceutical Industries', [['Rosuvastatin', '10mg']], 235.5, 200.2, 'H'),
  m('Crestor 10 Tablet', 'Crestor', 'tablet', 'strip of 10 tablets', 'AstraZeneca Pharma India', [['Rosuvastatin', '10mg']], 310, 263.5, 'H'),
  m('Rosulip 10 Tablet', 'Rosulip', 'tablet', 'strip of 10 tablets', 'Cipla', [['Rosuvastatin', '10mg']], 189.8, 161.3, 'H'),
  m('Rozucor 10 Tablet', 'Rozucor', 'tablet', 'strip of 15 tablets', 'Torrent Pharmaceuticals', [['Rosuvastatin', '10mg']], 221, 187.85, 'H'),
  m('Razel 10 Tablet', 'Razel', 'tablet', 'strip of 10 tablets', 'Glenmark Pharmaceuticals', [['Rosuvastatin', '10mg']], 180, 153, 'H'),
  m('Rosuvas F 10 Tablet', 'Rosuvas', 'tablet', 'strip of 15 tablets', 'Sun Pharmaceutical Industries', [['Rosuvastatin', '10mg'], ['Fenofibrate', '160mg']], 320, 272, 'H'),
  m('Rosuvas EZ 10 Tablet', 'Rosuvas', 'tablet', 'strip of 10 tablets', 'Sun Pharmaceutical Industries', [['Rosuvastatin', '10mg'], ['Ezetimibe', '10mg']], 290, 246.5, 'H'),
  m('Rosuvas Gold 10 Capsule', 'Rosuvas', 'capsule', 'strip of 10 capsules', 'Sun Pharmaceutical Industries', [['Rosuvastatin', '10mg'], ['Aspirin', '75mg'], ['Clopidogrel', '75mg']], 185, 157.25, 'H'),
  m('Lipicard 160 Tablet', 'Lipicard', 'tablet', 'strip of 10 tablets', 'USV', [['Fenofibrate', '160mg']], 190.3, 161.8, 'H'),

  // Anticoagulants
  m('Warf 5 Tablet', 'Warf', 'tablet', 'strip of 10 tablets', 'Cipla', [['Warfarin', '5mg']], 43, 36.55, 'H'),
  m('Uniwarfin 5 Tablet', 'Uniwarfin', 'tablet', 'strip of 30 tablets', 'J B Chemicals & Pharmaceuticals', [['Warfarin', '5mg']], 95, 80.75, 'H'),
  m('Xarelto 20 Tablet', 'Xarelto', 'tablet', 'strip of 14 tablets', 'Bayer Zydus Pharma', [['Rivaroxaban', '20mg']], 2100, 1785, 'H'),
  m('Eliquis 5 Tablet', 'Eliquis', 'tablet', 'strip of 10 tablets', 'Pfizer', [['Apixaban', '5mg']], 1075, 913.75, 'H'),
  m('Pradaxa 110 Capsule', 'Pradaxa', 'capsule', 'strip of 10 capsules', 'Boehringer Ingelheim', [['Dabigatran', '110mg']], 480, 408, 'H'),

  // Heart failure, arrhythmia and angina
  m('Lanoxin 0.25 Tablet', 'Lanoxin', 'tablet', 'strip of 10 tablets', 'GlaxoSmithKline Pharmaceuticals', [['Digoxin', '0.25mg']], 12.2, 10.4, 'H'),
  m('Ivabrad 5 Tablet', 'Ivabrad', 'tablet', 'strip of 15 tablets', 'Lupin', [['Ivabradine', '5mg']], 210, 178.5, 'H'),
  m('Coralan 5 Tablet', 'Coralan', 'tablet', 'strip of 14 tablets', 'Serdia Pharmaceuticals', [['Ivabradine', '5mg']], 290, 246.5, 'H'),
  m('Ranozex 500 Tablet ER', 'Ranozex', 'tablet', 'strip of 15 tablets', 'Sun Pharmaceutical Industries', [['Ranolazine', '500mg']], 289, 245.65, 'H'),
  m('Flavedon MR 35 Tablet', 'Flavedon', 'tablet', 'strip of 10 tablets', 'Serdia Pharmaceuticals', [['Trimetazidine', '35mg']], 89, 75.65, 'H'),
  m('Trivedon MR 35 Tablet', 'Trivedon', 'tablet', 'strip of 15 tablets', 'Cipla', [['Trimetazidine', '35mg']], 123, 104.55, 'H'),
]

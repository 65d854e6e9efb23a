import { medicine } from '../factories.ts'
import type { MedicineSeed } from '../types.ts'

/** Branded medicines, part B2: nitrates, heart failure, antidiabetics, insulins, thyroid drugs, prednisolone and methylprednisolone. */
const m = medicine

export const medicines: MedicineSeed[] = [
  // Nitrates and heart failure
  m('Nitrocontin 2.6 Tablet', 'Nitrocontin', 'tablet', 'strip of 15 tablets', 'Modi-Mundipharma', [['Nitroglycerin', '2.6mg']], 96, 81.6, 'H'),
  m('Angispan-TR 2.5 Capsule', 'Angispan', 'capsule', 'strip of 25 capsules', 'USV', [['Nitroglycerin', '2.5mg']], 82, 69.7, 'H'),
  m('Monotrate 20 Tablet', 'Monotrate', 'tablet', 'strip of 15 tablets', 'Sun Pharmaceutical Industries', [['Isosorbide Mononitrate', '20mg']], 45, 38.25, 'H'),
  m('Sorbitrate 5 Tablet', 'Sorbitrate', 'tablet', 'strip of 50 tablets', 'Abbott', [['Isosorbide Dinitrate', '5mg']], 26.5, 22.5, 'H'),
  m('Vymada 50 Tablet', 'Vymada', 'tablet', 'strip of 14 tablets', 'Novartis', [['Sacubitril', '24mg'], ['Valsartan', '26mg']], 520, 442, 'H'),

  // Metformin
  m('Glycomet 500 Tablet', 'Glycomet', 'tablet', 'strip of 20 tablets', 'USV', [['Metformin', '500mg']], 25.5, 21.7, 'G'),
  m('Glycomet 500 SR Tablet', 'Glycomet', 'tablet', 'strip of 20 tablets', 'USV', [['Metformin', '500mg']], 28.9, 24.55, 'G'),
  m('Glycomet 1000 SR Tablet', 'Glycomet', 'tablet', 'strip of 20 tablets', 'USV', [['Metformin', '1000mg']], 51.6, 43.85, 'G'),
  m('Glyciphage SR 500 Tablet', 'Glyciphage', 'tablet', 'strip of 10 tablets', 'Franco-Indian Pharmaceuticals', [['Metformin', '500mg']], 15.8, 13.45, 'G'),
  m('Cetapin XR 500 Tablet', 'Cetapin', 'tablet', 'strip of 15 tablets', 'Sanofi India', [['Metformin', '500mg']], 42.5, 36.1, 'G'),
  m('Gluconorm SR 500 Tablet', 'Gluconorm', 'tablet', 'strip of 10 tablets', 'Lupin', [['Metformin', '500mg']], 20.9, 17.75, 'G'),

  // Sulfonylureas and their metformin combinations
  m('Amaryl 1 Tablet', 'Amaryl', 'tablet', 'strip of 30 tablets', 'Sanofi India', [['Glimepiride', '1mg']], 212, 180.2, 'H'),
  m('Amaryl 2 Tablet', 'Amaryl', 'tablet', 'strip of 30 tablets', 'Sanofi India', [['Glimepiride', '2mg']], 380, 323, 'H'),
  m('Glimestar 1 Tablet', 'Glimestar', 'tablet', 'strip of 10 tablets', 'Mankind Pharma', [['Glimepiride', '1mg']], 42.6, 36.2, 'H'),
  m('Zoryl 1 Tablet', 'Zoryl', 'tablet', 'strip of 15 tablets', 'Intas Pharmaceuticals', [['Glimepiride', '1mg']], 63.4, 53.9, 'H'),
  m('Glimisave 1 Tablet', 'Glimisave', 'tablet', 'strip of 15 tablets', 'Eris Lifesciences', [['Glimepiride', '1mg']], 59, 50.15, 'H'),
  m('Glycomet GP 1 Tablet', 'Glycomet', 'tablet', 'strip of 15 tablets', 'USV', [['Glimepiride', '1mg'], ['Metformin', '500mg']], 125.5, 106.7, 'H'),
  m('Amaryl M 1 Tablet', 'Amaryl', 'tablet', 'strip of 20 tablets', 'Sanofi India', [['Glimepiride', '1mg'], ['Metformin', '500mg']], 282, 239.7, 'H'),
  m('Glimestar M1 Tablet', 'Glimestar', 'tablet', 'strip of 10 tablets', 'Mankind Pharma', [['Glimepiride', '1mg'], ['Metformin', '500mg']], 58.5, 49.7, 'H'),
  m('Zoryl M1 Tablet', 'Zoryl', 'tablet', 'strip of 15 tablets', 'Intas Pharmaceuticals', [['Glimepiride', '1mg'], ['Metformin', '500mg']], 110, 93.5, 'H'),
  m('Gemer 1 Tablet', 'Gemer', 'tablet', 'strip of 15 tablets', 'Sun Pharmaceutical Industries', [['Glimepiride', '1mg'], ['Metformin', '500mg']], 125, 106.25, 'H'),
  m('Glycomet Trio 1 Tablet', 'Glycomet', 'tablet', 'strip of 15 tablets', 'USV', [['Glimepiride', '1mg'], ['Metformin', '500mg'], ['Voglibose', '0.2mg']], 196, 166.6, 'H'),
  m('Diamicron XR 60 Tablet', 'Diamicron', 'tablet', 'strip of 10 tablets', 'Serdia Pharmaceuticals', [['Gliclazide', '60mg']], 155, 131.75, 'H'),
  m('Glizid 80 Tablet', 'Glizid', 'tablet', 'strip of 10 tablets', 'Panacea Biotec', [['Gliclazide', '80mg']], 38.5, 32.7, 'H'),
  m('Glizid-M Tablet', 'Glizid', 'tablet', 'strip of 10 tablets', 'Panacea Biotec', [['Gliclazide', '80mg'], ['Metformin', '500mg']], 49, 41.65, 'H'),
  m('Daonil 5 Tablet', 'Daonil', 'tablet', 'strip of 30 tablets', 'Sanofi India', [['Glibenclamide', '5mg']], 27.5, 23.4, 'G'),
  m('Glucored Forte Tablet', 'Glucored', 'tablet', 'strip of 10 tablets', 'Sun Pharmaceutical Industries', [['Glibenclamide', '5mg'], ['Metformin', '500mg']], 32, 27.2, 'G'),

  // DPP-4 inhibitors
  m('Januvia 100 Tablet', 'Januvia', 'tablet', 'strip of 7 tablets', 'MSD Pharmaceuticals', [['Sitagliptin', '100mg']], 330, 280.5, 'H'),
  m('Istavel 100 Tablet', 'Istavel', 'tablet', 'strip of 7 tablets', 'Sun Pharmaceutical Industries', [['Sitagliptin', '100mg']], 299, 254.15, 'H'),
  m('Zituvio 100 Tablet', 'Zituvio', 'tablet', 'strip of 10 tablets', 'Zydus Cadila', [['Sitagliptin', '100mg']], 160, 136, 'H'),
  m('Janumet 50/500 Tablet', 'Janumet', 'tablet', 'strip of 15 tablets', 'MSD Pharmaceuticals', [['Sitagliptin', '50mg'], ['Metformin', '500mg']], 550, 467.5, 'H'),
  m('Istamet 50/500 Tablet', 'Istamet', 'tablet', 'strip of 15 tablets', 'Sun Pharmaceutical Industries', [['Sitagliptin', '50mg'], ['Metformin', '500mg']], 520, 442, 'H'),
  m('Galvus 50 Tablet', 'Galvus', 'tablet', 'strip of 15 tablets', 'Novartis', [['Vildagliptin', '50mg']], 395, 335.75, 'H'),
  m('Jalra 50 Tablet', 'Jalra', 'tablet', 'strip of 15 tablets', 'USV', [['Vildagliptin', '50mg']], 320, 272, 'H'),
  m('Zomelis 50 Tablet', 'Zomelis', 'tablet', 'strip of 15 tablets', 'Sun Pharmaceutical Industries', [['Vildagliptin', '50mg']], 305, 259.25, 'H'),
  m('Galvus Met 50/500 Tablet', 'Galvus', 'tablet', 'strip of 15 tablets', 'Novartis', [['Vildagliptin', '50mg'], ['Metformin', '500mg']], 424, 360.4, 'H'),
  m('Jalra-M 50/500 Tablet', 'Jalra', 'tablet', 'strip of 15 tablets', 'USV', [['Vildagliptin', '50mg'], ['Metformin', '500mg']], 345, 293.25, 'H'),
  m('Zomelis Met 50/500 Tablet', 'Zomelis', 'tablet', 'strip of 15 tablets', 'Sun Pharmaceutical Industries', [['Vildagliptin', '50mg'], ['Metformin', '500mg']], 330, 280.5, 'H'),
  m('Ziten 20 Tablet', 'Ziten', 'tablet', 'strip of 15 tablets', 'Glenmark Pharmaceuticals', [['Teneligliptin', '20mg']], 180, 153, 'H'),
  m('Teneblu 20 Tablet', 'Teneblu', 'tablet', 'strip of 15 tablets', 'Blue Cross Laboratories', [['Teneligliptin', '20mg']], 142, 120.7, 'H'),
  m('Dynaglipt 20 Tablet', 'Dynaglipt', 'tablet', 'strip of 10 tablets', 'Mankind Pharma', [['Teneligliptin', '20mg']], 95, 80.75, 'H'),
  m('Teneblu-M 20/500 Tablet', 'Teneblu', 'tablet', 'strip of 15 tablets', 'Blue Cross Laboratories', [['Teneligliptin', '20mg'], ['Metformin', '500mg']], 175, 148.75, 'H'),
  m('Trajenta 5 Tablet', 'Trajenta', 'tablet', 'strip of 10 tablets', 'Boehringer Ingelheim', [['Linagliptin', '5mg']], 590, 501.5, 'H'),
  m('Ondero 5 Tablet', 'Ondero', 'tablet', 'strip of 10 tablets', 'Lupin', [['Linagliptin', '5mg']], 560, 476, 'H'),
  m('Trajenta Duo 2.5/500 Tablet', 'Trajenta', 'tablet', 'strip of 10 tablets', 'Boehringer Ingelheim', [['Linagliptin', '2.5mg'], ['Metformin', '500mg']], 345, 293.25, 'H'),

  // SGLT2 inhibitors
  m('Forxiga 10 Tablet', 'Forxiga', 'tablet', 'strip of 14 tablets', 'AstraZeneca Pharma India', [['Dapagliflozin', '10mg']], 580, 493, 'H'),
  m('Oxra 10 Tablet', 'Oxra', 'tablet', 'strip of 14 tablets', 'Sun Pharmaceutical Industries', [['Dapagliflozin', '10mg']], 420, 357, 'H'),
  m('Udapa 10 Tablet', 'Udapa', 'tablet', 'strip of 10 tablets', 'USV', [['Dapagliflozin', '10mg']], 160, 136, 'H'),
  m('Oxramet XR 10/500 Tablet', 'Oxramet', 'tablet', 'strip of 10 tablets', 'Sun Pharmaceutical Industries', [['Dapagliflozin', '10mg'], ['Metformin', '500mg']], 390, 331.5, 'H'),
  m('Jardiance 10 Tablet', 'Jardiance', 'tablet', 'strip of 10 tablets', 'Boehringer Ingelheim', [['Empagliflozin', '10mg']], 570, 484.5, 'H'),
  m('Gibtulio 10 Tablet', 'Gibtulio', 'tablet', 'strip of 10 tablets', 'Lupin', [['Empagliflozin', '10mg']], 540, 459, 'H'),

  // Other oral antidiabetics
  m('Pioz 15 Tablet', 'Pioz', 'tablet', 'strip of 10 tablets', 'USV', [['Pioglitazone', '15mg']], 68, 57.8, 'H'),
  m('Pioglit 15 Tablet', 'Pioglit', 'tablet', 'strip of 10 tablets', 'Sun Pharmaceutical Industries', [['Pioglitazone', '15mg']], 55, 46.75, 'H'),
  m('Volix 0.2 Tablet', 'Volix', 'tablet', 'strip of 15 tablets', 'Sun Pharmaceutical Industries', [['Voglibose', '0.2mg']], 148, 125.8, 'H'),
  m('Glucobay 50 Tablet', 'Glucobay', 'tablet', 'strip of 15 tablets', 'Bayer Zydus Pharma', [['Acarbose', '50mg']], 168, 142.8, 'H'),

  // Insulins
  m('Lantus Solostar 100IU/ml Pen', 'Lantus', 'pen', 'pre-filled pen of 3 ml', 'Sanofi India', [['Insulin Glargine', '100IU/ml']], 702, 596.7, 'G'),
  m('Basalog One 100IU/ml Pen', 'Basalog', 'pen', 'pre-filled pen of 3 ml', 'Biocon', [['Insulin Glargine', '100IU/ml']], 590, 501.5, 'G'),
  m('Glaritus 100IU/ml Cartridge', 'Glaritus', 'injection', 'cartridge of 3 ml', 'Wockhardt', [['Insulin Glargine', '100IU/ml']], 420, 357, 'G'),
  m('NovoRapid FlexPen 100IU/ml', 'NovoRapid', 'pen', 'pre-filled pen of 3 ml', 'Novo Nordisk', [['Insulin Aspart', '100IU/ml']], 670, 569.5, 'G'),
  m('NovoMix 30 FlexPen 100IU/ml', 'NovoMix', 'pen', 'pre-filled pen of 3 ml', 'Novo Nordisk', [['Insulin Aspart', '100IU/ml']], 685, 582.25, 'G'),
  m('Huminsulin R 40IU/ml Injection', 'Huminsulin', 'injection', 'vial of 10 ml', 'Eli Lilly', [['Human Insulin', '40IU/ml']], 165, 140.25, 'G'),
  m('Actrapid HM 40IU/ml Injection', 'Actrapid', 'injection', 'vial of 10 ml', 'Novo Nordisk', [['Human Insulin', '40IU/ml']], 160, 136, 'G'),
  m('Mixtard 30/70 40IU/ml Injection', 'Mixtard', 'injection', 'vial of 10 ml', 'Novo Nordisk', [['Human Insulin', '40IU/ml']], 160, 136, 'G'),

  // Thyroid
  m('Thyronorm 25mcg Tablet', 'Thyronorm', 'tablet', 'bottle of 120 tablets', 'Abbott', [['Levothyroxine', '25mcg']], 112, 95.2, 'H'),
  m('Thyronorm 50mcg Tablet', 'Thyronorm', 'tablet', 'bottle of 120 tablets', 'Abbott', [['Levothyroxine', '50mcg']], 147, 124.95, 'H'),
  m('Thyronorm 100mcg Tablet', 'Thyronorm', 'tablet', 'bottle of 120 tablets', 'Abbott', [['Levothyroxine', '100mcg']], 192, 163.2, 'H'),
  m('Eltroxin 50mcg Tablet', 'Eltroxin', 'tablet', 'bottle of 100 tablets', 'GlaxoSmithKline Pharmaceuticals', [['Levothyroxine', '50mcg']], 160, 136, 'H'),
  m('Eltroxin 100mcg Tablet', 'Eltroxin', 'tablet', 'bottle of 100 tablets', 'GlaxoSmithKline Pharmaceuticals', [['Levothyroxine', '100mcg']], 187, 158.95, 'H'),
  m('Thyrox 50 Tablet', 'Thyrox', 'tablet', 'bottle of 100 tablets', 'Macleods Pharmaceuticals', [['Levothyroxine', '50mcg']], 142, 120.7, 'H'),
  m('Neo-Mercazole 5 Tablet', 'Neo-Mercazole', 'tablet', 'strip of 30 tablets', 'Abbott', [['Carbimazole', '5mg']], 88, 74.8, 'H'),

  // Prednisolone and methylprednisolone
  m('Omnacortil 5 Tablet', 'Omnacortil', 'tablet', 'strip of 15 tablets', 'Macleods Pharmaceuticals', [['Prednisolone', '5mg']], 13.7, 11.6, 'H'),
  m('Omnacortil 10 Tablet', 'Omnacortil', 'tablet', 'strip of 15 tablets', 'Macleods Pharmaceuticals', [['Prednisolone', '10mg']], 23, 19.55, 'H'),
  m('Omnacortil 20 Tablet', 'Omnacortil', 'tablet', 'strip of 10 tablets', 'Macleods Pharmaceuticals', [['Prednisolone', '20mg']], 34, 28.9, 'H'),
  m('Wysolone 5 Tablet', 'Wysolone', 'tablet', 'strip of 15 tablets', 'Pfizer', [['Prednisolone', '5mg']], 13, 11.05, 'H'),
  m('Wysolone 10 Tablet', 'Wysolone', 'tablet', 'strip of 15 tablets', 'Pfizer', [['Prednisolone', '10mg']], 22, 18.7, 'H'),
  m('Hostacortin-H 5 Tablet', 'Hostacortin', 'tablet', 'strip of 10 tablets', 'Sanofi India', [['Prednisolone', '5mg']], 12, 10.2, 'H'),
  m('Pred Forte Eye Drops', 'Pred Forte', 'drops', 'bottle of 5 ml', 'Allergan', [['Prednisolone', '1% w/v']], 95, 80.75, 'H'),
  m('Medrol 4 Tablet', 'Medrol', 'tablet', 'strip of 10 tablets', 'Pfizer', [['Methylprednisolone', '4mg']], 84, 71.4, 'H'),
  m('Medrol 16 Tablet', 'Medrol', 'tablet', 'strip of 10 tablets', 'Pfizer', [['Methylprednisolone', '16mg']], 275, 233.75, 'H'),
  m('Solu-Medrol 500mg Injection', 'Solu-Medrol', 'injection', 'vial of 500 mg powder', 'Pfizer', [['Methylprednisolone', '500mg']], 1030, 875.5, 'H'),
]

import { medicine } from '../factories.ts'
import type { MedicineSeed } from '../types.ts'

/** Branded medicines, part B4: urology, women's health, rheumatology and gout, dermatology, local anaesthetics, eye lubricants, vitamins, minerals and ORS. */
const m = medicine

export const medicines: MedicineSeed[] = [
  // Prostate and bladder
  m('Urimax 0.4 Capsule', 'Urimax', 'capsule', 'strip of 15 capsules', 'Cipla', [['Tamsulosin', '0.4mg']], 330, 280.5, 'H'),
  m('Contiflo OD 0.4 Capsule', 'Contiflo', 'capsule', 'strip of 10 capsules', 'Sun Pharmaceutical Industries', [['Tamsulosin', '0.4mg']], 195, 165.75, 'H'),
  m('Veltam 0.4 Capsule', 'Veltam', 'capsule', 'strip of 10 capsules', 'Intas Pharmaceuticals', [['Tamsulosin', '0.4mg']], 215, 182.75, 'H'),
  m('Urimax D Capsule', 'Urimax', 'capsule', 'strip of 15 capsules', 'Cipla', [['Tamsulosin', '0.4mg'], ['Dutasteride', '0.5mg']], 440, 374, 'H'),
  m('Veltam Plus Capsule', 'Veltam', 'capsule', 'strip of 10 capsules', 'Intas Pharmaceuticals', [['Tamsulosin', '0.4mg'], ['Dutasteride', '0.5mg']], 365, 310.25, 'H'),
  m('Dutas-T Capsule', 'Dutas', 'capsule', 'strip of 10 capsules', "Dr. Reddy's Laboratories", [['Tamsulosin', '0.4mg'], ['Dutasteride', '0.5mg']], 380, 323, 'H'),
  m('Silodal 8 Capsule', 'Silodal', 'capsule', 'strip of 10 capsules', 'Sun Pharmaceutical Industries', [['Silodosin', '8mg']], 230, 195.5, 'H'),
  m('Rapilif 8 Capsule', 'Rapilif', 'capsule', 'strip of 10 capsules', 'Ajanta Pharma', [['Silodosin', '8mg']], 215, 182.75, 'H'),
  m('Silofast 8 Capsule', 'Silofast', 'capsule', 'strip of 10 capsules', 'Cipla', [['Silodosin', '8mg']], 225, 191.25, 'H'),
  m('Fincar 5 Tablet', 'Fincar', 'tablet', 'strip of 15 tablets', 'Cipla', [['Finasteride', '5mg']], 145, 123.25, 'H'),
  m('Finpecia 1 Tablet', 'Finpecia', 'tablet', 'strip of 15 tablets', 'Cipla', [['Finasteride', '1mg']], 118, 100.3, 'H'),
  m('Dutas 0.5 Capsule', 'Dutas', 'soft gelatin capsule', 'strip of 10 capsules', "Dr. Reddy's Laboratories", [['Dutasteride', '0.5mg']], 230, 195.5, 'H'),
  m('Duprost 0.5 Capsule', 'Duprost', 'soft gelatin capsule', 'strip of 10 capsules', 'Cipla', [['Dutasteride', '0.5mg']], 225, 191.25, 'H'),
  m('Mirago 25 Tablet ER', 'Mirago', 'tablet', 'strip of 10 tablets', 'Sun Pharmaceutical Industries', [['Mirabegron', '25mg']], 320, 272, 'H'),
  m('Soliten 5 Tablet', 'Soliten', 'tablet', 'strip of 10 tablets', 'Sun Pharmaceutical Industries', [['Solifenacin', '5mg']], 210, 178.5, 'H'),

  // Erectile dysfunction
  m('Manforce 50 Tablet', 'Manforce', 'tablet', 'strip of 4 tablets', 'Mankind Pharma', [['Sildenafil', '50mg']], 114, 96.9, 'H'),
  m('Manforce 100 Tablet', 'Manforce', 'tablet', 'strip of 4 tablets', 'Mankind Pharma', [['Sildenafil', '100mg']], 160, 136, 'H'),
  m('Penegra 50 Tablet', 'Penegra', 'tablet', 'strip of 4 tablets', 'Zydus Cadila', [['Sildenafil', '50mg']], 117, 99.45, 'H'),
  m('Suhagra 50 Tablet', 'Suhagra', 'tablet', 'strip of 4 tablets', 'Cipla', [['Sildenafil', '50mg']], 116, 98.6, 'H'),
  m('Edegra 50 Tablet', 'Edegra', 'tablet', 'strip of 4 tablets', 'Sun Pharmaceutical Industries', [['Sildenafil', '50mg']], 104, 88.4, 'H'),
  m('Tadacip 20 Tablet', 'Tadacip', 'tablet', 'strip of 4 tablets', 'Cipla', [['Tadalafil', '20mg']], 188, 159.8, 'H'),
  m('Megalis 20 Tablet', 'Megalis', 'tablet', 'strip of 4 tablets', 'Macleods Pharmaceuticals', [['Tadalafil', '20mg']], 140, 119, 'H'),
  m('Forzest 20 Tablet', 'Forzest', 'tablet', 'strip of 4 tablets', 'Sun Pharmaceutical Industries', [['Tadalafil', '20mg']], 120, 102, 'H'),

  // Women's health
  m('Susten 200 Capsule', 'Susten', 'soft gelatin capsule', 'strip of 10 capsules', 'Sun Pharmaceutical Industries', [['Progesterone', '200mg']], 560, 476, 'H'),
  m('Duphaston 10 Tablet', 'Duphaston', 'tablet', 'strip of 10 tablets', 'Abbott', [['Dydrogesterone', '10mg']], 620, 527, 'H'),
  m('Primolut-N 5 Tablet', 'Primolut-N', 'tablet', 'strip of 10 tablets', 'Bayer Zydus Pharma', [['Norethisterone', '5mg']], 68, 57.8, 'H'),
  m('Regestrone 5 Tablet', 'Regestrone', 'tablet', 'strip of 10 tablets', 'Sun Pharmaceutical Industries', [['Norethisterone', '5mg']], 58, 49.3, 'H'),
  m('Siphene 50 Tablet', 'Siphene', 'tablet', 'strip of 10 tablets', 'Serum Institute of India', [['Clomiphene', '50mg']], 150, 127.5, 'H'),
  m('Letroz 2.5 Tablet', 'Letroz', 'tablet', 'strip of 10 tablets', 'Sun Pharmaceutical Industries', [['Letrozole', '2.5mg']], 195, 165.75, 'H'),
  m('Femara 2.5 Tablet', 'Femara', 'tablet', 'strip of 10 tablets', 'Novartis', [['Letrozole', '2.5mg']], 890, 756.5, 'H'),
  m('Progynova 2 Tablet', 'Progynova', 'tablet', 'strip of 28 tablets', 'Bayer Zydus Pharma', [['Estradiol', '2mg']], 140, 119, 'H'),
  m('Ovral L Tablet', 'Ovral', 'tablet', 'strip of 21 tablets', 'Pfizer', [['Levonorgestrel', '0.15mg'], ['Ethinylestradiol', '0.03mg']], 58, 49.3, 'H'),
  m('Loette Tablet', 'Loette', 'tablet', 'strip of 21 tablets', 'Pfizer', [['Levonorgestrel', '0.1mg'], ['Ethinylestradiol', '0.02mg']], 190, 161.5, 'H'),
  m('i-pill Tablet', 'i-pill', 'tablet', 'strip of 1 tablet', 'Piramal Pharma', [['Levonorgestrel', '1.5mg']], 110, 99, 'OTC'),
  m('Unwanted 72 Tablet', 'Unwanted 72', 'tablet', 'strip of 1 tablet', 'Mankind Pharma', [['Levonorgestrel', '1.5mg']], 103, 92.7, 'OTC'),
  m('Pause 500 Tablet', 'Pause', 'tablet', 'strip of 10 tablets', 'Emcure Pharmaceuticals', [['Tranexamic Acid', '500mg']], 250, 212.5, 'H'),
  m('Pause MF Tablet', 'Pause', 'tablet', 'strip of 10 tablets', 'Emcure Pharmaceuticals', [['Tranexamic Acid', '500mg'], ['Mefenamic Acid', '250mg']], 240, 204, 'H'),
  m('Pause 500mg Injection', 'Pause', 'injection', 'ampoule of 5 ml', 'Emcure Pharmaceuticals', [['Tranexamic Acid', '100mg/ml']], 65, 55.25, 'H'),

  // Rheumatology and gout
  m('Folitrax 7.5 Tablet', 'Folitrax', 'tablet', 'strip of 10 tablets', 'Ipca Laboratories', [['Methotrexate', '7.5mg']], 65, 55.25, 'H'),
  m('Imutrex 7.5 Tablet', 'Imutrex', 'tablet', 'strip of 10 tablets', 'Cipla', [['Methotrexate', '7.5mg']], 60, 51, 'H'),
  m('Saaz 500 Tablet', 'Saaz', 'tablet', 'strip of 10 tablets', 'Ipca Laboratories', [['Sulfasalazine', '500mg']], 88, 74.8, 'H'),
  m('Lefno 20 Tablet', 'Lefno', 'tablet', 'strip of 10 tablets', 'Kusum Healthcare', [['Leflunomide', '20mg']], 165, 140.25, 'H'),
  m('Zyloric 100 Tablet', 'Zyloric', 'tablet', 'strip of 10 tablets', 'GlaxoSmithKline Pharmaceuticals', [['Allopurinol', '100mg']], 22, 18.7, 'H'),
  m('Ciploric 100 Tablet', 'Ciploric', 'tablet', 'strip of 10 tablets', 'Cipla', [['Allopurinol', '100mg']], 18, 15.3, 'H'),
  m('Febutaz 40 Tablet', 'Febutaz', 'tablet', 'strip of 10 tablets', 'Sun Pharmaceutical Industries', [['Febuxostat', '40mg']], 130, 110.5, 'H'),
  m('Zurig 40 Tablet', 'Zurig', 'tablet', 'strip of 10 tablets', 'Zydus Cadila', [['Febuxostat', '40mg']], 140, 119, 'H'),
  m('Zycolchin 0.5 Tablet', 'Zycolchin', 'tablet', 'strip of 10 tablets', 'Zydus Cadila', [['Colchicine', '0.5mg']], 65, 55.25, 'H'),

  // Dermatology and hair
  m('Tenovate Cream', 'Tenovate', 'cream', 'tube of 30 gm', 'GlaxoSmithKline Pharmaceuticals', [['Clobetasol', '0.05% w/w']], 130, 110.5, 'H'),
  m('Mintop 5% Solution', 'Mintop', 'solution', 'bottle of 60 ml', "Dr. Reddy's Laboratories", [['Minoxidil', '5% w/v']], 700, 595, 'H'),
  m('Tugain 5% Solution', 'Tugain', 'solution', 'bottle of 60 ml', 'Cipla', [['Minoxidil', '5% w/v']], 720, 612, 'H'),
  m('Adaferin 0.1% Gel', 'Adaferin', 'gel', 'tube of 15 gm', 'Galderma', [['Adapalene', '0.1% w/w']], 380, 323, 'H'),
  m('Deriva 0.1% Gel', 'Deriva', 'gel', 'tube of 15 gm', 'Glenmark Pharmaceuticals', [['Adapalene', '0.1% w/w']], 195, 165.75, 'H'),
  m('Deriva-CMS Gel', 'Deriva', 'gel', 'tube of 15 gm', 'Glenmark Pharmaceuticals', [['Adapalene', '0.1% w/w'], ['Clindamycin', '1% w/w']], 240, 204, 'H'),
  m('Deriva-BPO Gel', 'Deriva', 'gel', 'tube of 15 gm', 'Glenmark Pharmaceuticals', [['Adapalene', '0.1% w/w'], ['Benzoyl Peroxide', '2.5% w/w']], 250, 212.5, 'H'),
  m('Retino-A 0.025% Cream', 'Retino-A', 'cream', 'tube of 20 gm', 'Johnson & Johnson', [['Tretinoin', '0.025% w/w']], 190, 161.5, 'H'),
  m('Benzac AC 2.5% Gel', 'Benzac', 'gel', 'tube of 20 gm', 'Galderma', [['Benzoyl Peroxide', '2.5% w/w']], 350, 297.5, 'OTC'),
  m('Aziderm 10% Cream', 'Aziderm', 'cream', 'tube of 15 gm', 'Micro Labs', [['Azelaic Acid', '10% w/w']], 170, 144.5, 'H'),
  m('Isotroin 10 Capsule', 'Isotroin', 'soft gelatin capsule', 'strip of 10 capsules', 'Cipla', [['Isotretinoin', '10mg']], 250, 212.5, 'H'),
  m('Sotret 10 Capsule', 'Sotret', 'soft gelatin capsule', 'strip of 10 capsules', 'Sun Pharmaceutical Industries', [['Isotretinoin', '10mg']], 220, 187, 'H'),

  // Local anaesthetics and eye lubricants
  m('Xylocaine 2% Jelly', 'Xylocaine', 'gel', 'tube of 30 gm', 'AstraZeneca Pharma India', [['Lidocaine', '2% w/w']], 90, 76.5, 'H'),
  m('Lox 2% Jelly', 'Lox', 'gel', 'tube of 30 gm', 'Neon Laboratories', [['Lidocaine', '2% w/w']], 68, 57.8, 'H'),
  m('Refresh Tears Eye Drops', 'Refresh', 'drops', 'bottle of 10 ml', 'Allergan', [['Carboxymethylcellulose', '0.5% w/v']], 150, 127.5, 'OTC'),
  m('Refresh Liquigel Eye Drops', 'Refresh', 'drops', 'bottle of 10 ml', 'Allergan', [['Carboxymethylcellulose', '1% w/v']], 195, 165.75, 'OTC'),

  // Vitamin D, calcium, B12, folic acid and iron
  m('Calcirol Sachet', 'Calcirol', 'sachet', 'sachet of 1 gm', 'Zydus Cadila', [['Vitamin D3', '60000IU']], 58, 49.3, 'OTC'),
  m('Uprise-D3 60K Capsule', 'Uprise-D3', 'capsule', 'strip of 4 capsules', 'Alkem Laboratories', [['Vitamin D3', '60000IU']], 130, 110.5, 'OTC'),
  m('D-Rise 60K Capsule', 'D-Rise', 'capsule', 'strip of 4 capsules', 'USV', [['Vitamin D3', '60000IU']], 120, 102, 'OTC'),
  m('Tayo 60K Tablet', 'Tayo', 'tablet', 'strip of 4 tablets', 'Eris Lifesciences', [['Vitamin D3', '60000IU']], 120, 102, 'OTC'),
  m('Arachitol 6L Injection', 'Arachitol', 'injection', 'ampoule of 1 ml', 'Abbott', [['Vitamin D3', '600000IU']], 95, 80.75, 'OTC'),
  m('Rolsical 0.25 Capsule', 'Rolsical', 'soft gelatin capsule', 'strip of 10 capsules', 'Sun Pharmaceutical Industries', [['Calcitriol', '0.25mcg']], 150, 127.5, 'H'),
  m('Shelcal 500 Tablet', 'Shelcal', 'tablet', 'strip of 15 tablets', 'Torrent Pharmaceuticals', [['Calcium Carbonate', '1250mg'], ['Vitamin D3', '250IU']], 142, 120.7, 'OTC'),
  m('Cipcal 500 Tablet', 'Cipcal', 'tablet', 'strip of 15 tablets', 'Cipla', [['Calcium Carbonate', '1250mg'], ['Vitamin D3', '250IU']], 110, 93.5, 'OTC'),
  m('Calcimax 500 Tablet', 'Calcimax', 'tablet', 'strip of 15 tablets', 'Meyer Organics', [['Calcium Carbonate', '1250mg'], ['Vitamin D3', '250IU']], 155, 131.75, 'OTC'),
  m('Methycobal 500 Tablet', 'Methycobal', 'tablet', 'strip of 10 tablets', 'Eisai Pharmaceuticals India', [['Methylcobalamin', '500mcg']], 110, 93.5, 'OTC'),
  m('Nurokind OD Tablet', 'Nurokind', 'tablet', 'strip of 10 tablets', 'Mankind Pharma', [['Methylcobalamin', '1500mcg']], 95, 80.75, 'OTC'),
  m('Meconerv 1500 Tablet', 'Meconerv', 'tablet', 'strip of 10 tablets', 'Micro Labs', [['Methylcobalamin', '1500mcg']], 105, 89.25, 'OTC'),
  m('Folvite 5 Tablet', 'Folvite', 'tablet', 'strip of 45 tablets', 'Pfizer', [['Folic Acid', '5mg']], 20.65, 17.55, 'OTC'),
  m('Doxinate Tablet', 'Doxinate', 'tablet', 'strip of 10 tablets', 'Maneesh Pharmaceuticals', [['Doxylamine', '10mg'], ['Pyridoxine', '10mg']], 90, 76.5, 'G'),
  m('Orofer XT Tablet', 'Orofer', 'tablet', 'strip of 15 tablets', 'Emcure Pharmaceuticals', [['Ferrous Ascorbate', '100mg'], ['Folic Acid', '1.5mg']], 255, 216.75, 'OTC'),
  m('Ferium XT Tablet', 'Ferium', 'tablet', 'strip of 10 tablets', 'Emcure Pharmaceuticals', [['Ferrous Ascorbate', '100mg'], ['Folic Acid', '1.5mg']], 230, 195.5, 'OTC'),
  m('Fericip XT Tablet', 'Fericip', 'tablet', 'strip of 10 tablets', 'Cipla', [['Ferrous Ascorbate', '100mg'], ['Folic Acid', '1.5mg']], 150, 127.5, 'OTC'),
  m('Orofer-S 100 Injection', 'Orofer', 'injection', 'ampoule of 5 ml', 'Emcure Pharmaceuticals', [['Iron Sucrose', '20mg/ml']], 340, 289, 'H'),

  // Zinc and oral rehydration
  m('Ozinc DT Tablet', 'Ozinc', 'tablet', 'strip of 10 tablets', 'Ipca Laboratories', [['Zinc Sulfate', '20mg']], 25, 21.25, 'OTC'),
  m('Electral Powder', 'Electral', 'sachet', 'sachet of 21.8 gm', 'FDC Ltd', [['Oral Rehydration Salts', '21.8g']], 22, 20, 'OTC'),
]

import { healthProduct } from '../factories.ts'
import type { HealthProductSeed } from '../types.ts'

/** Vitamins & Supplements and Diabetes Care. Sample MRPs in rupees; price is MRP less `offPct` percent. */
const hp = healthProduct

const V = 'Vitamins & Supplements'
const D = 'Diabetes Care'

const SUN = 'Sun Pharmaceutical Industries Ltd'
const HK = 'Bright Lifecare Pvt Ltd'
const ABBOTT = 'Abbott India Ltd'
const PG = 'Procter & Gamble Health Ltd'
const HIM = 'Himalaya Wellness Company'
const OI = 'Organic India Pvt Ltd'
const DABUR = 'Dabur India Ltd'
const ROCHE = 'Roche Diabetes Care India Pvt Ltd'
const LIFESCAN = 'LifeScan India Pvt Ltd'
const MOREPEN = 'Morepen Laboratories Ltd'
const ASCENSIA = 'Ascensia Diabetes Care India Pvt Ltd'
const BD = 'Becton Dickinson India Pvt Ltd'

export const healthProductsPart1: HealthProductSeed[] = [
  // Vitamins & Supplements › Multivitamins
  hp('Revital H Men Multivitamin Capsule', 'Revital H', SUN, [V, 'Multivitamins', 'Multivitamins for Men'], 'bottle of 30 capsules', 360, 10),
  hp('Revital H Men Multivitamin Capsule Value Pack', 'Revital H', SUN, [V, 'Multivitamins', 'Multivitamins for Men'], 'bottle of 60 capsules', 650, 12),
  hp('HK Vitals Multivitamin for Men Tablet', 'HK Vitals', HK, [V, 'Multivitamins', 'Multivitamins for Men'], 'bottle of 60 tablets', 799, 25),
  hp('TrueBasics Multivit Men Tablet', 'TrueBasics', HK, [V, 'Multivitamins', 'Multivitamins for Men'], 'bottle of 90 tablets', 1599, 30),
  hp('Revital H Woman Multivitamin Tablet', 'Revital H', SUN, [V, 'Multivitamins', 'Multivitamins for Women'], 'bottle of 30 tablets', 399, 10),
  hp('HK Vitals Multivitamin for Women Tablet', 'HK Vitals', HK, [V, 'Multivitamins', 'Multivitamins for Women'], 'bottle of 60 tablets', 799, 25),
  hp('Supradyn Daily Multivitamin Tablet', 'Supradyn', ABBOTT, [V, 'Multivitamins', 'Everyday Multivitamins'], 'strip of 15 tablets', 60, 5),
  hp('Zincovit Tablet', 'Zincovit', 'Apex Laboratories Pvt Ltd', [V, 'Multivitamins', 'Everyday Multivitamins'], 'strip of 15 tablets', 110, 10),
  hp('A to Z NS Tablet', 'A to Z', 'Alkem Laboratories Ltd', [V, 'Multivitamins', 'Everyday Multivitamins'], 'strip of 15 tablets', 125, 12),
  hp('HealthOK Multivitamin Tablet', 'HealthOK', 'Mankind Pharma Ltd', [V, 'Multivitamins', 'Everyday Multivitamins'], 'strip of 15 tablets', 100, 10),
  hp('Maxirich Multivitamin Softgel Capsule', 'Maxirich', 'Cipla Health Ltd', [V, 'Multivitamins', 'Everyday Multivitamins'], 'strip of 10 capsules', 110, 8),

  // Vitamin B Complex
  hp('Becosules Z Capsule', 'Becosules', 'Pfizer Ltd', [V, 'Vitamin B Complex', 'B-Complex Capsules'], 'strip of 20 capsules', 57, 8),
  hp('Becosules Capsule', 'Becosules', 'Pfizer Ltd', [V, 'Vitamin B Complex', 'B-Complex Capsules'], 'strip of 20 capsules', 49, 8),
  hp('Neurobion Forte Tablet', 'Neurobion', PG, [V, 'Vitamin B Complex', 'B-Complex Tablets'], 'strip of 30 tablets', 42, 5),
  hp('Cobadex CZS Tablet', 'Cobadex', 'GlaxoSmithKline Pharmaceuticals Ltd', [V, 'Vitamin B Complex', 'B-Complex Tablets'], 'strip of 15 tablets', 95, 8),

  // Vitamin C
  hp('Limcee Vitamin C 500mg Chewable Tablet', 'Limcee', ABBOTT, [V, 'Vitamin C', 'Chewable Vitamin C'], 'strip of 15 tablets', 26, 5),
  hp('Celin 500 Chewable Tablet', 'Celin', 'GlaxoSmithKline Pharmaceuticals Ltd', [V, 'Vitamin C', 'Chewable Vitamin C'], 'strip of 15 tablets', 28, 5),
  hp('Fast&Up Charge Vitamin C Effervescent Tablet', 'Fast&Up', 'Aeronutrix Sports Products Pvt Ltd', [V, 'Vitamin C', 'Effervescent Vitamin C'], 'tube of 20 tablets', 415, 20),
  hp('Himalaya Amalaki Tablet', 'Himalaya', HIM, [V, 'Vitamin C', 'Herbal Vitamin C'], 'bottle of 60 tablets', 200, 10),
  hp('Organic India Amalaki Capsule', 'Organic India', OI, [V, 'Vitamin C', 'Herbal Vitamin C'], 'bottle of 60 capsules', 285, 10),

  // Vitamin D & Calcium
  hp('HK Vitals Vitamin D3 2000 IU Tablet', 'HK Vitals', HK, [V, 'Vitamin D & Calcium', 'Vitamin D3'], 'bottle of 60 tablets', 499, 20),
  hp('HK Vitals Calcium with Vitamin D3 Tablet', 'HK Vitals', HK, [V, 'Vitamin D & Calcium', 'Calcium Supplements'], 'bottle of 60 tablets', 549, 20),

  // Omega-3 & Fish Oil
  hp('HK Vitals Fish Oil 1000mg Capsule', 'HK Vitals', HK, [V, 'Omega-3 & Fish Oil', 'Fish Oil Capsules'], 'bottle of 60 capsules', 699, 25),
  hp('MuscleBlaze Fish Oil Gold Capsule', 'MuscleBlaze', HK, [V, 'Omega-3 & Fish Oil', 'Fish Oil Capsules'], 'bottle of 60 capsules', 999, 25),
  hp('Seven Seas Original Cod Liver Oil Capsule', 'Seven Seas', PG, [V, 'Omega-3 & Fish Oil', 'Cod Liver Oil'], 'bottle of 100 capsules', 545, 10),

  // Hair, Skin & Nails
  hp('HK Vitals Biotin 10000mcg Tablet', 'HK Vitals', HK, [V, 'Hair, Skin & Nails', 'Biotin'], 'bottle of 90 tablets', 699, 25),
  hp('HK Vitals Skin Radiance Collagen Powder Orange', 'HK Vitals', HK, [V, 'Hair, Skin & Nails', 'Collagen'], 'jar of 200 gm', 1299, 25),
  hp('OZiva Plant Based Collagen Builder', 'OZiva', 'Zywie Ventures Pvt Ltd', [V, 'Hair, Skin & Nails', 'Collagen'], 'jar of 250 gm', 999, 15),
  hp('Evion 400 Capsule', 'Evion', PG, [V, 'Hair, Skin & Nails', 'Vitamin E Capsules'], 'strip of 10 capsules', 36, 5),
  hp('Evion 600 Capsule', 'Evion', PG, [V, 'Hair, Skin & Nails', 'Vitamin E Capsules'], 'strip of 10 capsules', 52, 5),

  // Herbal Supplements
  hp('Himalaya Ashvagandha Tablet', 'Himalaya', HIM, [V, 'Herbal Supplements', 'Ashwagandha'], 'bottle of 60 tablets', 250, 10),
  hp('Organic India Ashwagandha Capsule', 'Organic India', OI, [V, 'Herbal Supplements', 'Ashwagandha'], 'bottle of 60 capsules', 290, 10),
  hp('Himalaya Guduchi Tablet', 'Himalaya', HIM, [V, 'Herbal Supplements', 'Giloy'], 'bottle of 60 tablets', 200, 10),
  hp('Himalaya Tulasi Tablet', 'Himalaya', HIM, [V, 'Herbal Supplements', 'Tulsi'], 'bottle of 60 tablets', 190, 10),
  hp('Organic India Tulsi Capsule', 'Organic India', OI, [V, 'Herbal Supplements', 'Tulsi'], 'bottle of 60 capsules', 250, 10),
  hp('Himalaya Haridra Tablet', 'Himalaya', HIM, [V, 'Herbal Supplements', 'Turmeric & Curcumin'], 'bottle of 60 tablets', 200, 10),
  hp('Organic India Turmeric Formula Capsule', 'Organic India', OI, [V, 'Herbal Supplements', 'Turmeric & Curcumin'], 'bottle of 60 capsules', 345, 10),
  hp('Organic India Moringa Capsule', 'Organic India', OI, [V, 'Herbal Supplements', 'Moringa'], 'bottle of 60 capsules', 290, 10),

  // Digestive Health
  hp('Sat-Isabgol Psyllium Husk', 'Sat-Isabgol', 'Sidhpur Sat-Isabgol Factory', [V, 'Digestive Health', 'Fibre Supplements'], 'pack of 100 gm', 140, 5),
  hp('Dabur Nature Care Isabgol Powder', 'Dabur', DABUR, [V, 'Digestive Health', 'Fibre Supplements'], 'jar of 100 gm', 199, 10),
  hp('Organic India Psyllium Husk', 'Organic India', OI, [V, 'Digestive Health', 'Fibre Supplements'], 'pack of 100 gm', 150, 8),
  hp('Himalaya Triphala Tablet', 'Himalaya', HIM, [V, 'Digestive Health', 'Triphala'], 'bottle of 60 tablets', 190, 10),
  hp('Organic India Triphala Capsule', 'Organic India', OI, [V, 'Digestive Health', 'Triphala'], 'bottle of 60 capsules', 270, 10),

  // Heart Health
  hp('Himalaya Arjuna Tablet', 'Himalaya', HIM, [V, 'Heart Health', 'Arjuna'], 'bottle of 60 tablets', 230, 10),
  hp('Himalaya Lasuna Tablet', 'Himalaya', HIM, [V, 'Heart Health', 'Garlic Supplements'], 'bottle of 60 tablets', 190, 10),

  // Men's and Women's Wellness
  hp('Dabur Shilajit Gold Capsule', 'Dabur', DABUR, [V, "Men's Wellness", 'Shilajit'], 'bottle of 20 capsules', 380, 15),
  hp('Kapiva Himalayan Shilajit Resin', 'Kapiva', 'Adret Retail Pvt Ltd', [V, "Men's Wellness", 'Shilajit'], 'jar of 20 gm', 1499, 25),
  hp('Himalaya Gokshura Tablet', 'Himalaya', HIM, [V, "Men's Wellness", 'Gokshura'], 'bottle of 60 tablets', 200, 10),
  hp('Himalaya Shatavari Tablet', 'Himalaya', HIM, [V, "Women's Wellness", 'Shatavari'], 'bottle of 60 tablets', 220, 10),
  hp('OZiva Protein & Herbs for Women Chocolate', 'OZiva', 'Zywie Ventures Pvt Ltd', [V, "Women's Wellness", "Women's Protein Supplements"], 'jar of 500 gm', 1299, 20),

  // Brain & Stress
  hp('Himalaya Brahmi Tablet', 'Himalaya', HIM, [V, 'Brain & Stress', 'Brahmi'], 'bottle of 60 tablets', 200, 10),
  hp('Himalaya Mentat Tablet', 'Himalaya', HIM, [V, 'Brain & Stress', 'Brahmi'], 'bottle of 60 tablets', 165, 8),
  hp('Dabur Stresscom Capsule', 'Dabur', DABUR, [V, 'Brain & Stress', 'Stress Relief'], 'strip of 10 capsules', 70, 5),

  // Immunity Boosters
  hp('Himalaya Septilin Tablet', 'Himalaya', HIM, [V, 'Immunity Boosters', 'Immunity Tablets'], 'bottle of 60 tablets', 185, 10),
  hp('Himalaya Septilin Syrup', 'Himalaya', HIM, [V, 'Immunity Boosters', 'Immunity Syrups'], 'bottle of 200 ml', 160, 10),

  // Diabetes Care › Glucometers
  hp('Accu-Chek Active Glucometer Kit', 'Accu-Chek', ROCHE, [D, 'Glucometers', 'Glucometer Kits'], '1 unit (with 10 test strips)', 1575, 25),
  hp('Accu-Chek Instant S Glucometer Kit', 'Accu-Chek', ROCHE, [D, 'Glucometers', 'Glucometer Kits'], '1 unit (with 10 test strips)', 1400, 20),
  hp('OneTouch Select Plus Simple Glucometer', 'OneTouch', LIFESCAN, [D, 'Glucometers', 'Glucometer Kits'], '1 unit (with 10 test strips)', 1299, 20),
  hp('Dr Morepen BG-03 Gluco One Glucometer', 'Dr Morepen', MOREPEN, [D, 'Glucometers', 'Glucometer Kits'], '1 unit (with 25 test strips)', 1499, 30),
  hp('Contour Plus Glucometer', 'Contour', ASCENSIA, [D, 'Glucometers', 'Glucometer Kits'], '1 unit (with 10 test strips)', 1250, 15),
  hp('FreeStyle Libre Sensor', 'FreeStyle Libre', ABBOTT, [D, 'Glucometers', 'Continuous Glucose Monitors'], '1 unit', 4999, 10),

  // Test Strips & Lancets
  hp('Accu-Chek Active Test Strips', 'Accu-Chek', ROCHE, [D, 'Test Strips & Lancets', 'Test Strips'], 'pack of 50 strips', 1249, 20),
  hp('Accu-Chek Instant Test Strips', 'Accu-Chek', ROCHE, [D, 'Test Strips & Lancets', 'Test Strips'], 'pack of 50 strips', 1100, 20),
  hp('Accu-Chek Guide Test Strips', 'Accu-Chek', ROCHE, [D, 'Test Strips & Lancets', 'Test Strips'], 'pack of 50 strips', 1399, 15),
  hp('OneTouch Select Plus Test Strips', 'OneTouch', LIFESCAN, [D, 'Test Strips & Lancets', 'Test Strips'], 'pack of 50 strips', 1150, 15),
  hp('Dr Morepen BG-03 Test Strips', 'Dr Morepen', MOREPEN, [D, 'Test Strips & Lancets', 'Test Strips'], 'pack of 50 strips', 799, 25),
  hp('Contour Plus Test Strips', 'Contour', ASCENSIA, [D, 'Test Strips & Lancets', 'Test Strips'], 'pack of 50 strips', 1100, 15),
  hp('Accu-Chek Softclix Lancets', 'Accu-Chek', ROCHE, [D, 'Test Strips & Lancets', 'Lancets'], 'pack of 100 lancets', 560, 10),
  hp('Accu-Chek FastClix Lancets', 'Accu-Chek', ROCHE, [D, 'Test Strips & Lancets', 'Lancets'], 'pack of 24 lancets', 250, 10),
  hp('OneTouch Delica Plus Lancets', 'OneTouch', LIFESCAN, [D, 'Test Strips & Lancets', 'Lancets'], 'pack of 100 lancets', 499, 10),

  // Insulin Care
  hp('BD Ultra-Fine Insulin Syringe 40 IU', 'BD', BD, [D, 'Insulin Care', 'Insulin Syringes'], 'pack of 10 syringes', 130, 5),
  hp('Dispovan Insulin Syringe 40 IU', 'Dispovan', 'Hindustan Syringes & Medical Devices Ltd', [D, 'Insulin Care', 'Insulin Syringes'], 'pack of 10 syringes', 110, 5),
  hp('BD Ultra-Fine Pen Needles 4mm 32G', 'BD', BD, [D, 'Insulin Care', 'Pen Needles'], 'pack of 5 needles', 100, 5),

  // Diabetic Nutrition
  hp('Ensure Diabetes Care Vanilla Powder', 'Ensure', ABBOTT, [D, 'Diabetic Nutrition', 'Diabetic Health Drinks'], 'jar of 400 gm', 1099, 10),
  hp('Glucerna SR Triple Care Vanilla Powder', 'Glucerna', ABBOTT, [D, 'Diabetic Nutrition', 'Diabetic Health Drinks'], 'jar of 400 gm', 1125, 10),
  hp('Horlicks Diabetes Plus Chocolate', 'Horlicks', 'Hindustan Unilever Ltd', [D, 'Diabetic Nutrition', 'Diabetic Health Drinks'], 'jar of 400 gm', 480, 8),
  hp('Prohance D Vanilla Powder', 'Prohance', SUN, [D, 'Diabetic Nutrition', 'Diabetic Health Drinks'], 'jar of 400 gm', 699, 10),
  hp('Celevida Kesar Elaichi Powder', 'Celevida', "Dr. Reddy's Laboratories Ltd", [D, 'Diabetic Nutrition', 'Diabetic Health Drinks'], 'jar of 400 gm', 850, 12),
  hp('Sugar Free Gold Pellets', 'Sugar Free', 'Zydus Wellness Ltd', [D, 'Diabetic Nutrition', 'Sugar Substitutes'], 'pack of 500 pellets', 230, 5),
  hp('Sugar Free Natura Pellets', 'Sugar Free', 'Zydus Wellness Ltd', [D, 'Diabetic Nutrition', 'Sugar Substitutes'], 'pack of 500 pellets', 250, 5),
  hp('Sugar Free Green Stevia Pellets', 'Sugar Free', 'Zydus Wellness Ltd', [D, 'Diabetic Nutrition', 'Sugar Substitutes'], 'pack of 100 pellets', 99, 5),

  // Herbal Diabetes Care
  hp('Himalaya Diabecon DS Tablet', 'Himalaya', HIM, [D, 'Herbal Diabetes Care', 'Herbal Tablets'], 'bottle of 60 tablets', 195, 10),
  hp('Himalaya Karela Tablet', 'Himalaya', HIM, [D, 'Herbal Diabetes Care', 'Herbal Tablets'], 'bottle of 60 tablets', 200, 10),
  hp('Divya Madhunashini Vati Extra Power', 'Divya', 'Divya Pharmacy', [D, 'Herbal Diabetes Care', 'Herbal Tablets'], 'bottle of 120 tablets', 150, 5),
  hp('Kapiva Dia Free Juice', 'Kapiva', 'Adret Retail Pvt Ltd', [D, 'Herbal Diabetes Care', 'Herbal Juices'], 'bottle of 1 litre', 499, 20),
  hp('Patanjali Karela Amla Juice', 'Patanjali', 'Patanjali Ayurved Ltd', [D, 'Herbal Diabetes Care', 'Herbal Juices'], 'bottle of 1 litre', 150, 5),
]

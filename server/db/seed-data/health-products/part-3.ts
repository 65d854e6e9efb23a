import { healthProduct } from '../factories.ts'
import type { HealthProductSeed } from '../types.ts'

/** Ayurveda, Health Food & Drinks and Skin Care. Sample MRPs in rupees; price is MRP less `offPct` percent. */
const hp = healthProduct

const A = 'Ayurveda'
const F = 'Health Food & Drinks'
const S = 'Skin Care'

const DABUR = 'Dabur India Ltd'
const HIM = 'Himalaya Wellness Company'
const BAIDYANATH = 'Shree Baidyanath Ayurved Bhawan Pvt Ltd'
const PATANJALI = 'Patanjali Ayurved Ltd'
const DIVYA = 'Divya Pharmacy'
const EMAMI = 'Emami Ltd'
const KAPIVA = 'Adret Retail Pvt Ltd'
const CHARAK = 'Charak Pharma Pvt Ltd'
const HUL = 'Hindustan Unilever Ltd'
const ZYDUS = 'Zydus Wellness Ltd'
const ABBOTT = 'Abbott India Ltd'
const NUTRICIA = 'Nutricia International Pvt Ltd'
const MARICO = 'Marico Ltd'
const OI = 'Organic India Pvt Ltd'
const NIVEA = 'Beiersdorf India Pvt Ltd'
const JNJ = 'Johnson & Johnson Pvt Ltd'
const GALDERMA = 'Galderma India Pvt Ltd'
const RECKITT = 'Reckitt Benckiser (India) Pvt Ltd'

export const healthProductsPart3: HealthProductSeed[] = [
  // Ayurveda › Immunity Care
  hp('Dabur Chyawanprash', 'Dabur', DABUR, [A, 'Immunity Care', 'Chyawanprash'], 'jar of 1 kg', 425, 8),
  hp('Dabur Chyawanprash Sugarfree', 'Dabur', DABUR, [A, 'Immunity Care', 'Chyawanprash'], 'jar of 500 gm', 299, 8),
  hp('Baidyanath Chyawanprash Special', 'Baidyanath', BAIDYANATH, [A, 'Immunity Care', 'Chyawanprash'], 'jar of 1 kg', 395, 8),
  hp('Patanjali Chyawanprash', 'Patanjali', PATANJALI, [A, 'Immunity Care', 'Chyawanprash'], 'jar of 1 kg', 360, 5),
  hp('Divya Giloy Ghanvati', 'Divya', DIVYA, [A, 'Immunity Care', 'Ghanvati & Tablets'], 'bottle of 60 tablets', 90, 5),
  hp('Divya Tulsi Ghanvati', 'Divya', DIVYA, [A, 'Immunity Care', 'Ghanvati & Tablets'], 'bottle of 60 tablets', 80, 5),

  // Liver Care
  hp('Himalaya Liv.52 DS Tablet', 'Himalaya', HIM, [A, 'Liver Care', 'Liver Tablets'], 'bottle of 60 tablets', 220, 10),
  hp('Himalaya Liv.52 Tablet', 'Himalaya', HIM, [A, 'Liver Care', 'Liver Tablets'], 'bottle of 100 tablets', 185, 10),
  hp('Himalaya Liv.52 DS Syrup', 'Himalaya', HIM, [A, 'Liver Care', 'Liver Syrups'], 'bottle of 200 ml', 190, 10),

  // Digestive Care
  hp('Himalaya Gasex Tablet', 'Himalaya', HIM, [A, 'Digestive Care', 'Digestive Tablets'], 'bottle of 100 tablets', 165, 10),
  hp('Dabur Pudin Hara Pearls', 'Dabur', DABUR, [A, 'Digestive Care', 'Digestive Tablets'], 'strip of 10 capsules', 24, 5),
  hp('Dabur Hajmola Regular', 'Dabur', DABUR, [A, 'Digestive Care', 'Digestive Tablets'], 'bottle of 120 tablets', 60, 5),
  hp('Dabur Triphala Churna', 'Dabur', DABUR, [A, 'Digestive Care', 'Churna'], 'bottle of 120 gm', 95, 5),
  hp('Dabur Ashwagandha Churna', 'Dabur', DABUR, [A, 'Digestive Care', 'Churna'], 'bottle of 100 gm', 180, 8),
  hp('Divya Triphala Churna', 'Divya', DIVYA, [A, 'Digestive Care', 'Churna'], 'pack of 100 gm', 50, 5),
  hp('Baidyanath Sitopaladi Churna', 'Baidyanath', BAIDYANATH, [A, 'Digestive Care', 'Churna'], 'bottle of 60 gm', 110, 8),
  hp('Dabur Pudin Hara Liquid', 'Dabur', DABUR, [A, 'Digestive Care', 'Digestive Liquids'], 'bottle of 30 ml', 70, 5),
  hp('Zandu Pancharishta', 'Zandu', EMAMI, [A, 'Digestive Care', 'Digestive Liquids'], 'bottle of 450 ml', 200, 8),

  // Joint & Pain Care
  hp('Himalaya Rumalaya Forte Tablet', 'Himalaya', HIM, [A, 'Joint & Pain Care', 'Joint Care Tablets'], 'bottle of 60 tablets', 250, 10),
  hp('Himalaya Shallaki Tablet', 'Himalaya', HIM, [A, 'Joint & Pain Care', 'Joint Care Tablets'], 'bottle of 60 tablets', 250, 10),
  hp('Zandu Ortho Vedic Oil', 'Zandu', EMAMI, [A, 'Joint & Pain Care', 'Pain Relief Oils'], 'bottle of 100 ml', 230, 10),
  hp('Baidyanath Mahanarayan Tail', 'Baidyanath', BAIDYANATH, [A, 'Joint & Pain Care', 'Pain Relief Oils'], 'bottle of 100 ml', 175, 8),

  // Women's Care
  hp('Dabur Ashokarishta', 'Dabur', DABUR, [A, "Women's Care", 'Arishta'], 'bottle of 450 ml', 175, 8),
  hp('Baidyanath Dashmularishta', 'Baidyanath', BAIDYANATH, [A, "Women's Care", 'Arishta'], 'bottle of 450 ml', 210, 8),
  hp('Himalaya Evecare Syrup', 'Himalaya', HIM, [A, "Women's Care", 'Herbal Syrups'], 'bottle of 200 ml', 155, 10),
  hp('Charak M2-Tone Syrup', 'Charak', CHARAK, [A, "Women's Care", 'Herbal Syrups'], 'bottle of 200 ml', 165, 10),

  // Herbal Juices
  hp('Patanjali Aloe Vera Juice with Fiber', 'Patanjali', PATANJALI, [A, 'Herbal Juices', 'Aloe Vera Juice'], 'bottle of 1 litre', 210, 5),
  hp('Kapiva Aloe Vera Juice', 'Kapiva', KAPIVA, [A, 'Herbal Juices', 'Aloe Vera Juice'], 'bottle of 1 litre', 399, 20),
  hp('Patanjali Amla Juice', 'Patanjali', PATANJALI, [A, 'Herbal Juices', 'Amla Juice'], 'bottle of 1 litre', 150, 5),
  hp('Kapiva Amla Juice', 'Kapiva', KAPIVA, [A, 'Herbal Juices', 'Amla Juice'], 'bottle of 1 litre', 349, 20),

  // Cough & Cold
  hp('Dabur Honitus Cough Syrup', 'Dabur', DABUR, [A, 'Cough & Cold', 'Herbal Cough Syrups'], 'bottle of 100 ml', 110, 8),
  hp('Charak Kofol Syrup', 'Charak', CHARAK, [A, 'Cough & Cold', 'Herbal Cough Syrups'], 'bottle of 100 ml', 105, 8),
  hp('Himalaya Koflet-SF Linctus', 'Himalaya', HIM, [A, 'Cough & Cold', 'Herbal Cough Syrups'], 'bottle of 100 ml', 125, 8),
  hp('Vicks Cough Drops Menthol', 'Vicks', 'Procter & Gamble Hygiene and Health Care Ltd', [A, 'Cough & Cold', 'Lozenges'], 'pack of 20 lozenges', 20, 5),

  // Health Food & Drinks › Health Drinks
  hp('Bournvita Chocolate Health Drink', 'Bournvita', 'Mondelez India Foods Pvt Ltd', [F, 'Health Drinks', 'Kids Health Drinks'], 'jar of 500 gm', 250, 5),
  hp('Junior Horlicks Stage 1', 'Horlicks', HUL, [F, 'Health Drinks', 'Kids Health Drinks'], 'jar of 500 gm', 415, 8),
  hp('Complan Royale Chocolate', 'Complan', ZYDUS, [F, 'Health Drinks', 'Kids Health Drinks'], 'jar of 500 gm', 325, 8),
  hp('PediaSure Premium Chocolate', 'PediaSure', ABBOTT, [F, 'Health Drinks', 'Kids Health Drinks'], 'jar of 400 gm', 799, 8),
  hp('Horlicks Classic Malt', 'Horlicks', HUL, [F, 'Health Drinks', 'Family Health Drinks'], 'jar of 500 gm', 265, 5),
  hp('Boost Health Drink', 'Boost', HUL, [F, 'Health Drinks', 'Family Health Drinks'], 'jar of 500 gm', 265, 5),
  hp("Women's Horlicks Chocolate", 'Horlicks', HUL, [F, 'Health Drinks', "Women's Health Drinks"], 'jar of 400 gm', 350, 8),
  hp("Mother's Horlicks Vanilla", 'Horlicks', HUL, [F, 'Health Drinks', "Women's Health Drinks"], 'jar of 500 gm', 455, 8),
  hp('Protinex Mama Vanilla', 'Protinex', NUTRICIA, [F, 'Health Drinks', "Women's Health Drinks"], 'jar of 250 gm', 485, 10),

  // Adult Nutrition
  hp('Ensure Original Vanilla Powder', 'Ensure', ABBOTT, [F, 'Adult Nutrition', 'Complete Nutrition'], 'jar of 400 gm', 850, 8),
  hp('Ensure Chocolate Powder', 'Ensure', ABBOTT, [F, 'Adult Nutrition', 'Complete Nutrition'], 'jar of 400 gm', 850, 8),
  hp('Protinex Original', 'Protinex', NUTRICIA, [F, 'Adult Nutrition', 'High Protein Nutrition'], 'jar of 400 gm', 699, 10),
  hp('Protinex Tasty Chocolate', 'Protinex', NUTRICIA, [F, 'Adult Nutrition', 'High Protein Nutrition'], 'jar of 400 gm', 720, 10),

  // Energy & Hydration
  hp('Glucon-D Instant Energy Orange', 'Glucon-D', ZYDUS, [F, 'Energy & Hydration', 'Glucose Drinks'], 'pack of 1 kg', 270, 8),
  hp('Glucon-D Instant Energy Regular', 'Glucon-D', ZYDUS, [F, 'Energy & Hydration', 'Glucose Drinks'], 'pack of 500 gm', 130, 5),
  hp('Dabur Glucose-D', 'Dabur', DABUR, [F, 'Energy & Hydration', 'Glucose Drinks'], 'pack of 1 kg', 190, 8),
  hp('Enerzal Energy Drink Orange', 'Enerzal', 'FDC Ltd', [F, 'Energy & Hydration', 'Electrolyte Drinks'], 'bottle of 200 ml', 35, 5),
  hp('Fast&Up Reload Electrolyte Effervescent Tablet', 'Fast&Up', 'Aeronutrix Sports Products Pvt Ltd', [F, 'Energy & Hydration', 'Electrolyte Drinks'], 'tube of 20 tablets', 375, 20),

  // Honey & Spreads
  hp('Dabur Honey', 'Dabur', DABUR, [F, 'Honey & Spreads', 'Honey'], 'bottle of 500 gm', 230, 8),
  hp('Saffola Honey', 'Saffola', MARICO, [F, 'Honey & Spreads', 'Honey'], 'bottle of 500 gm', 199, 10),
  hp('Patanjali Honey', 'Patanjali', PATANJALI, [F, 'Honey & Spreads', 'Honey'], 'bottle of 500 gm', 150, 5),
  hp('Sundrop Peanut Butter Creamy', 'Sundrop', 'Agro Tech Foods Ltd', [F, 'Honey & Spreads', 'Peanut Butter'], 'jar of 462 gm', 230, 10),
  hp('MuscleBlaze High Protein Peanut Butter', 'MuscleBlaze', 'Bright Lifecare Pvt Ltd', [F, 'Honey & Spreads', 'Peanut Butter'], 'jar of 1 kg', 699, 25),

  // Breakfast Cereals
  hp('Saffola Masala Oats Classic Masala', 'Saffola', MARICO, [F, 'Breakfast Cereals', 'Oats'], 'pack of 500 gm', 185, 8),
  hp('Quaker Oats', 'Quaker', 'PepsiCo India Holdings Pvt Ltd', [F, 'Breakfast Cereals', 'Oats'], 'pack of 1 kg', 199, 8),
  hp("Kellogg's Muesli Fruit Nut & Seeds", "Kellogg's", 'Kellogg India Pvt Ltd', [F, 'Breakfast Cereals', 'Muesli'], 'pack of 500 gm', 380, 10),

  // Tea & Infusions
  hp('Tetley Green Tea Lemon & Honey', 'Tetley', 'Tata Consumer Products Ltd', [F, 'Tea & Infusions', 'Green Tea'], 'pack of 30 tea bags', 220, 10),
  hp('Lipton Honey Lemon Green Tea', 'Lipton', HUL, [F, 'Tea & Infusions', 'Green Tea'], 'pack of 25 tea bags', 170, 10),
  hp('Organic India Tulsi Green Tea Classic', 'Organic India', OI, [F, 'Tea & Infusions', 'Green Tea'], 'pack of 25 tea bags', 175, 8),
  hp('Organic India Tulsi Original Tea', 'Organic India', OI, [F, 'Tea & Infusions', 'Herbal Tea'], 'pack of 25 tea bags', 160, 8),
  hp('Organic India Tulsi Ginger Tea', 'Organic India', OI, [F, 'Tea & Infusions', 'Herbal Tea'], 'pack of 25 tea bags', 165, 8),

  // Skin Care › Moisturizers
  hp('Nivea Nourishing Body Milk', 'Nivea', NIVEA, [S, 'Moisturizers', 'Body Lotions'], 'bottle of 400 ml', 399, 15),
  hp('Vaseline Intensive Care Deep Restore Body Lotion', 'Vaseline', HUL, [S, 'Moisturizers', 'Body Lotions'], 'bottle of 400 ml', 425, 15),
  hp('Cetaphil Moisturising Lotion', 'Cetaphil', GALDERMA, [S, 'Moisturizers', 'Body Lotions'], 'bottle of 250 ml', 849, 10),
  hp('Neutrogena Hydro Boost Water Gel', 'Neutrogena', JNJ, [S, 'Moisturizers', 'Face Moisturizers'], 'jar of 50 gm', 999, 15),
  hp("Pond's Super Light Gel Moisturiser", "Pond's", HUL, [S, 'Moisturizers', 'Face Moisturizers'], 'jar of 100 gm', 349, 15),
  hp('Cetaphil Moisturising Cream', 'Cetaphil', GALDERMA, [S, 'Moisturizers', 'Moisturizing Creams'], 'jar of 250 gm', 1299, 10),
  hp('Nivea Creme', 'Nivea', NIVEA, [S, 'Moisturizers', 'Moisturizing Creams'], 'tin of 100 ml', 220, 10),
  hp('Venusia Max Intensive Moisturizing Cream', 'Venusia', "Dr. Reddy's Laboratories Ltd", [S, 'Moisturizers', 'Moisturizing Creams'], 'tube of 100 gm', 545, 10),

  // Cleansers
  hp('Himalaya Purifying Neem Face Wash', 'Himalaya', HIM, [S, 'Cleansers', 'Face Wash'], 'tube of 150 ml', 220, 10),
  hp('Neutrogena Deep Clean Facial Cleanser', 'Neutrogena', JNJ, [S, 'Cleansers', 'Face Wash'], 'bottle of 200 ml', 450, 10),
  hp('Cetaphil Gentle Skin Cleanser', 'Cetaphil', GALDERMA, [S, 'Cleansers', 'Gentle Cleansers'], 'bottle of 250 ml', 799, 10),
  hp('CeraVe Hydrating Cleanser', 'CeraVe', "L'Oreal India Pvt Ltd", [S, 'Cleansers', 'Gentle Cleansers'], 'bottle of 236 ml', 1400, 10),

  // Sun Care
  hp('Neutrogena Ultra Sheer Sunscreen SPF 50+', 'Neutrogena', JNJ, [S, 'Sun Care', 'Sunscreen Lotions'], 'bottle of 88 ml', 699, 10),
  hp('Lotus Herbals Safe Sun SPF 50 Sunblock Cream', 'Lotus Herbals', 'Lotus Herbals Pvt Ltd', [S, 'Sun Care', 'Sunscreen Lotions'], 'tube of 100 gm', 595, 15),
  hp('Minimalist SPF 50 Sunscreen', 'Minimalist', 'Uprising Science Pvt Ltd', [S, 'Sun Care', 'Sunscreen Lotions'], 'tube of 50 gm', 399, 5),
  hp('La Shield Sunscreen Gel SPF 40', 'La Shield', 'Glenmark Pharmaceuticals Ltd', [S, 'Sun Care', 'Sunscreen Gels'], 'tube of 60 gm', 750, 10),

  // Acne Care
  hp('Clean & Clear Foaming Face Wash', 'Clean & Clear', JNJ, [S, 'Acne Care', 'Acne Face Wash'], 'tube of 150 ml', 225, 10),
  hp('Himalaya Acne-n-Pimple Cream', 'Himalaya', HIM, [S, 'Acne Care', 'Spot Treatments'], 'tube of 20 gm', 110, 5),

  // Lip & Foot Care
  hp('Nivea Original Care Lip Balm', 'Nivea', NIVEA, [S, 'Lip & Foot Care', 'Lip Balms'], 'stick of 4.8 gm', 199, 10),
  hp('Vaseline Lip Therapy Rosy Lips', 'Vaseline', HUL, [S, 'Lip & Foot Care', 'Lip Balms'], 'tin of 7 gm', 199, 10),
  hp('Krack Heel Repair Cream', 'Krack', RECKITT, [S, 'Lip & Foot Care', 'Foot Creams'], 'tube of 50 gm', 99, 5),
  hp('Himalaya Footcare Cream', 'Himalaya', HIM, [S, 'Lip & Foot Care', 'Foot Creams'], 'tube of 50 gm', 135, 5),

  // Antiseptic & Prickly Heat
  hp('Boroline Antiseptic Ayurvedic Cream', 'Boroline', 'G.D. Pharmaceuticals Pvt Ltd', [S, 'Antiseptic & Prickly Heat', 'Antiseptic Creams'], 'tube of 20 gm', 48, 5),
  hp('Boroplus Antiseptic Cream', 'Boroplus', EMAMI, [S, 'Antiseptic & Prickly Heat', 'Antiseptic Creams'], 'tube of 80 ml', 140, 8),
  hp('Nycil Cool Herbal Prickly Heat Powder', 'Nycil', ZYDUS, [S, 'Antiseptic & Prickly Heat', 'Prickly Heat Powder'], 'pack of 150 gm', 120, 5),
  hp('Dermicool Prickly Heat Powder', 'Dermicool', RECKITT, [S, 'Antiseptic & Prickly Heat', 'Prickly Heat Powder'], 'pack of 150 gm', 125, 5),
  hp('Lacto Calamine Oil Control Lotion', 'Lacto Calamine', 'Piramal Pharma Ltd', [S, 'Antiseptic & Prickly Heat', 'Calamine Lotions'], 'bottle of 120 ml', 225, 10),
]

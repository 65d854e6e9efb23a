import { healthProduct } from '../factories.ts'
import type { HealthProductSeed } from '../types.ts'

/** Healthcare Devices, Personal Care and Baby Care. Sample MRPs in rupees; price is MRP less `offPct` percent. */
const hp = healthProduct

const HD = 'Healthcare Devices'
const PC = 'Personal Care'
const B = 'Baby Care'

const OMRON = 'Omron Healthcare India Pvt Ltd'
const MOREPEN = 'Morepen Laboratories Ltd'
const NURECA = 'Nureca Ltd'
const RECKITT = 'Reckitt Benckiser (India) Pvt Ltd'
const HUL = 'Hindustan Unilever Ltd'
const ITC = 'ITC Ltd'
const JNJ = 'Johnson & Johnson Pvt Ltd'
const COLGATE = 'Colgate-Palmolive (India) Ltd'
const PGHH = 'Procter & Gamble Hygiene and Health Care Ltd'
const PGHP = 'Procter & Gamble Home Products Pvt Ltd'
const GILLETTE = 'Gillette India Ltd'
const HIM = 'Himalaya Wellness Company'
const DABUR = 'Dabur India Ltd'
const MARICO = 'Marico Ltd'
const UNICHARM = 'Unicharm India Pvt Ltd'
const GALDERMA = 'Galderma India Pvt Ltd'
const NESTLE = 'Nestle India Ltd'
const PHILIPS = 'Philips India Ltd'

export const healthProductsPart2: HealthProductSeed[] = [
  // Healthcare Devices
  hp('Omron HEM-7120 Fully Automatic Blood Pressure Monitor', 'Omron', OMRON, [HD, 'Blood Pressure Monitors', 'Upper Arm Monitors'], '1 unit', 2980, 25),
  hp('Omron HEM-7124 Blood Pressure Monitor', 'Omron', OMRON, [HD, 'Blood Pressure Monitors', 'Upper Arm Monitors'], '1 unit', 3150, 25),
  hp('Omron HEM-7156 Blood Pressure Monitor', 'Omron', OMRON, [HD, 'Blood Pressure Monitors', 'Upper Arm Monitors'], '1 unit', 4100, 20),
  hp('Dr Morepen BP-02 Blood Pressure Monitor', 'Dr Morepen', MOREPEN, [HD, 'Blood Pressure Monitors', 'Upper Arm Monitors'], '1 unit', 2400, 30),
  hp('Omron HEM-6161 Wrist Blood Pressure Monitor', 'Omron', OMRON, [HD, 'Blood Pressure Monitors', 'Wrist Monitors'], '1 unit', 3600, 20),
  hp('Omron HEM-6181 Wrist Blood Pressure Monitor', 'Omron', OMRON, [HD, 'Blood Pressure Monitors', 'Wrist Monitors'], '1 unit', 4100, 20),
  hp('Omron MC-246 Digital Thermometer', 'Omron', OMRON, [HD, 'Thermometers', 'Digital Thermometers'], '1 unit', 260, 10),
  hp('Dr Morepen MT-101 Digital Thermometer', 'Dr Morepen', MOREPEN, [HD, 'Thermometers', 'Digital Thermometers'], '1 unit', 200, 15),
  hp('Hicks DMT-101 Digital Thermometer', 'Hicks', 'Hicks Thermometers (India) Ltd', [HD, 'Thermometers', 'Digital Thermometers'], '1 unit', 250, 10),
  hp('Dr Trust Infrared Forehead Thermometer', 'Dr Trust', NURECA, [HD, 'Thermometers', 'Infrared Thermometers'], '1 unit', 2999, 30),
  hp('Omron MC-720 Non-Contact Thermometer', 'Omron', OMRON, [HD, 'Thermometers', 'Infrared Thermometers'], '1 unit', 4499, 20),
  hp('Dr Trust Signature Series Fingertip Pulse Oximeter', 'Dr Trust', NURECA, [HD, 'Health Monitors', 'Pulse Oximeters'], '1 unit', 2499, 30),
  hp('Dr Morepen PO-04 Pulse Oximeter', 'Dr Morepen', MOREPEN, [HD, 'Health Monitors', 'Pulse Oximeters'], '1 unit', 2000, 30),
  hp('Omron HN-289 Digital Weighing Scale', 'Omron', OMRON, [HD, 'Health Monitors', 'Weighing Scales'], '1 unit', 1850, 20),
  hp('Omron HBF-375 Karada Scan Body Composition Monitor', 'Omron', OMRON, [HD, 'Health Monitors', 'Body Composition Monitors'], '1 unit', 6290, 20),
  hp('Omron NE-C101 Compressor Nebulizer', 'Omron', OMRON, [HD, 'Respiratory Care', 'Compressor Nebulizers'], '1 unit', 2790, 20),
  hp('Omron NE-C28 Compressor Nebulizer', 'Omron', OMRON, [HD, 'Respiratory Care', 'Compressor Nebulizers'], '1 unit', 3650, 20),
  hp('Dr Morepen CN-10 Compressor Nebulizer', 'Dr Morepen', MOREPEN, [HD, 'Respiratory Care', 'Compressor Nebulizers'], '1 unit', 2000, 25),
  hp('Omron NE-U100 MicroAIR Mesh Nebulizer', 'Omron', OMRON, [HD, 'Respiratory Care', 'Mesh Nebulizers'], '1 unit', 10900, 15),

  // Personal Care › Oral Care
  hp('Sensodyne Rapid Relief Toothpaste', 'Sensodyne', 'Haleon India Pvt Ltd', [PC, 'Oral Care', 'Toothpaste'], 'tube of 80 gm', 220, 8),
  hp('Colgate Strong Teeth Toothpaste', 'Colgate', COLGATE, [PC, 'Oral Care', 'Toothpaste'], 'tube of 200 gm', 125, 8),
  hp('Dabur Red Paste', 'Dabur', DABUR, [PC, 'Oral Care', 'Toothpaste'], 'tube of 200 gm', 125, 8),
  hp('Oral-B Pro-Health Soft Toothbrush', 'Oral-B', GILLETTE, [PC, 'Oral Care', 'Toothbrushes'], '1 unit', 110, 5),
  hp('Colgate Slim Soft Toothbrush', 'Colgate', COLGATE, [PC, 'Oral Care', 'Toothbrushes'], '1 unit', 99, 5),
  hp('Listerine Cool Mint Mouthwash', 'Listerine', JNJ, [PC, 'Oral Care', 'Mouthwash'], 'bottle of 250 ml', 165, 10),
  hp('Colgate Plax Peppermint Fresh Mouthwash', 'Colgate', COLGATE, [PC, 'Oral Care', 'Mouthwash'], 'bottle of 250 ml', 140, 10),

  // Hand & Body Hygiene
  hp('Dettol Original Soap', 'Dettol', RECKITT, [PC, 'Hand & Body Hygiene', 'Soaps'], 'pack of 4 x 125 gm', 200, 10),
  hp('Lifebuoy Total 10 Soap', 'Lifebuoy', HUL, [PC, 'Hand & Body Hygiene', 'Soaps'], 'pack of 4 x 125 gm', 150, 10),
  hp('Dettol Original Liquid Hand Wash Refill', 'Dettol', RECKITT, [PC, 'Hand & Body Hygiene', 'Hand Wash'], 'pouch of 750 ml', 125, 10),
  hp('Lifebuoy Total 10 Hand Wash', 'Lifebuoy', HUL, [PC, 'Hand & Body Hygiene', 'Hand Wash'], 'bottle of 190 ml', 99, 8),
  hp('Savlon Herbal Sensitive Hand Wash', 'Savlon', ITC, [PC, 'Hand & Body Hygiene', 'Hand Wash'], 'bottle of 200 ml', 99, 8),
  hp('Dettol Original Hand Sanitizer', 'Dettol', RECKITT, [PC, 'Hand & Body Hygiene', 'Hand Sanitizers'], 'bottle of 200 ml', 100, 8),
  hp('Savlon Hexa Advanced Hand Sanitizer', 'Savlon', ITC, [PC, 'Hand & Body Hygiene', 'Hand Sanitizers'], 'bottle of 500 ml', 250, 15),

  // First Aid
  hp('Dettol Antiseptic Liquid', 'Dettol', RECKITT, [PC, 'First Aid', 'Antiseptic Liquids'], 'bottle of 550 ml', 250, 8),
  hp('Dettol Antiseptic Liquid Family Pack', 'Dettol', RECKITT, [PC, 'First Aid', 'Antiseptic Liquids'], 'bottle of 1 litre', 420, 10),
  hp('Savlon Antiseptic Liquid', 'Savlon', ITC, [PC, 'First Aid', 'Antiseptic Liquids'], 'bottle of 500 ml', 190, 8),
  hp('Band-Aid Washproof Bandages', 'Band-Aid', JNJ, [PC, 'First Aid', 'Adhesive Bandages'], 'pack of 100 strips', 200, 10),
  hp('Hansaplast Washproof Bandages', 'Hansaplast', 'Beiersdorf India Pvt Ltd', [PC, 'First Aid', 'Adhesive Bandages'], 'pack of 20 strips', 60, 5),
  hp('Tynor Cotton Crepe Bandage 10cm', 'Tynor', 'Tynor Orthotics Pvt Ltd', [PC, 'First Aid', 'Crepe Bandages'], '1 unit', 165, 10),

  // Feminine Hygiene
  hp('Whisper Ultra Clean XL+ Sanitary Pads', 'Whisper', PGHH, [PC, 'Feminine Hygiene', 'Sanitary Pads'], 'pack of 30 pads', 399, 10),
  hp('Whisper Choice Ultra XL Sanitary Pads', 'Whisper', PGHH, [PC, 'Feminine Hygiene', 'Sanitary Pads'], 'pack of 20 pads', 150, 5),
  hp('Stayfree Secure XL Sanitary Pads', 'Stayfree', JNJ, [PC, 'Feminine Hygiene', 'Sanitary Pads'], 'pack of 20 pads', 120, 5),
  hp('Sofy Antibacteria Extra Long Sanitary Pads', 'Sofy', UNICHARM, [PC, 'Feminine Hygiene', 'Sanitary Pads'], 'pack of 28 pads', 399, 12),
  hp('Carefree Super Dry Panty Liners', 'Carefree', JNJ, [PC, 'Feminine Hygiene', 'Panty Liners'], 'pack of 20 liners', 90, 5),
  hp('VWash Plus Expert Intimate Hygiene Wash', 'VWash', 'Glenmark Pharmaceuticals Ltd', [PC, 'Feminine Hygiene', 'Intimate Wash'], 'bottle of 100 ml', 215, 10),
  hp('Sirona Intimate Wash', 'Sirona', 'Sirona Hygiene Pvt Ltd', [PC, 'Feminine Hygiene', 'Intimate Wash'], 'bottle of 100 ml', 249, 15),
  hp('Sirona Reusable Menstrual Cup Medium', 'Sirona', 'Sirona Hygiene Pvt Ltd', [PC, 'Feminine Hygiene', 'Menstrual Cups'], '1 unit', 399, 20),
  hp('Pee Safe Reusable Menstrual Cup Medium', 'Pee Safe', 'Redcliffe Hygiene Pvt Ltd', [PC, 'Feminine Hygiene', 'Menstrual Cups'], '1 unit', 449, 20),

  // Hair Care
  hp('Head & Shoulders Cool Menthol Anti-Dandruff Shampoo', 'Head & Shoulders', PGHP, [PC, 'Hair Care', 'Shampoos'], 'bottle of 340 ml', 375, 10),
  hp('Himalaya Anti-Dandruff Shampoo', 'Himalaya', HIM, [PC, 'Hair Care', 'Shampoos'], 'bottle of 400 ml', 360, 10),
  hp('Parachute Pure Coconut Oil', 'Parachute', MARICO, [PC, 'Hair Care', 'Hair Oils'], 'bottle of 500 ml', 240, 8),
  hp('Indulekha Bringha Ayurvedic Hair Oil', 'Indulekha', HUL, [PC, 'Hair Care', 'Hair Oils'], 'bottle of 100 ml', 432, 12),
  hp('Dabur Amla Hair Oil', 'Dabur', DABUR, [PC, 'Hair Care', 'Hair Oils'], 'bottle of 450 ml', 215, 8),

  // Men's Grooming
  hp('Gillette Mach3 Razor', 'Gillette', GILLETTE, [PC, "Men's Grooming", 'Razors & Blades'], '1 unit', 250, 8),
  hp('Gillette Guard Razor', 'Gillette', GILLETTE, [PC, "Men's Grooming", 'Razors & Blades'], '1 unit', 30, 5),
  hp('Gillette Classic Regular Shaving Foam', 'Gillette', GILLETTE, [PC, "Men's Grooming", 'Shaving Cream & Foam'], 'can of 418 gm', 350, 10),
  hp('Beardo Beard & Hair Growth Oil', 'Beardo', MARICO, [PC, "Men's Grooming", 'Beard Care'], 'bottle of 50 ml', 449, 20),

  // Baby Care › Diapers
  hp('Pampers All Round Protection Pants Medium', 'Pampers', PGHP, [B, 'Diapers', 'Diaper Pants'], 'pack of 76 pants', 1299, 25),
  hp('Pampers Premium Care Pants Small', 'Pampers', PGHP, [B, 'Diapers', 'Diaper Pants'], 'pack of 70 pants', 1599, 25),
  hp('Huggies Wonder Pants Large', 'Huggies', 'Kimberly-Clark Lever Pvt Ltd', [B, 'Diapers', 'Diaper Pants'], 'pack of 64 pants', 1199, 25),
  hp('MamyPoko Pants Extra Absorb Large', 'MamyPoko', UNICHARM, [B, 'Diapers', 'Diaper Pants'], 'pack of 62 pants', 1249, 25),
  hp('Pampers Active Baby Taped Diapers Newborn', 'Pampers', PGHP, [B, 'Diapers', 'Taped Diapers'], 'pack of 24 diapers', 349, 15),
  hp('Huggies Complete Comfort Taped Diapers Newborn', 'Huggies', 'Kimberly-Clark Lever Pvt Ltd', [B, 'Diapers', 'Taped Diapers'], 'pack of 22 diapers', 299, 15),

  // Baby Skin Care
  hp("Johnson's Baby Lotion", "Johnson's Baby", JNJ, [B, 'Baby Skin Care', 'Baby Lotions & Creams'], 'bottle of 200 ml', 245, 8),
  hp('Himalaya Baby Lotion', 'Himalaya', HIM, [B, 'Baby Skin Care', 'Baby Lotions & Creams'], 'bottle of 200 ml', 225, 8),
  hp('Cetaphil Baby Daily Lotion', 'Cetaphil', GALDERMA, [B, 'Baby Skin Care', 'Baby Lotions & Creams'], 'bottle of 400 ml', 1049, 10),
  hp("Johnson's Baby Oil", "Johnson's Baby", JNJ, [B, 'Baby Skin Care', 'Baby Oils'], 'bottle of 200 ml', 249, 8),
  hp('Dabur Lal Tail', 'Dabur', DABUR, [B, 'Baby Skin Care', 'Baby Oils'], 'bottle of 200 ml', 230, 8),
  hp('Himalaya Baby Massage Oil', 'Himalaya', HIM, [B, 'Baby Skin Care', 'Baby Oils'], 'bottle of 200 ml', 210, 8),
  hp("Johnson's Baby Powder", "Johnson's Baby", JNJ, [B, 'Baby Skin Care', 'Baby Powder'], 'pack of 400 gm', 315, 8),
  hp('Himalaya Baby Powder', 'Himalaya', HIM, [B, 'Baby Skin Care', 'Baby Powder'], 'pack of 400 gm', 275, 8),

  // Baby Bath
  hp("Johnson's Baby Soap", "Johnson's Baby", JNJ, [B, 'Baby Bath', 'Baby Soaps'], 'bar of 150 gm', 85, 5),
  hp('Himalaya Gentle Baby Soap', 'Himalaya', HIM, [B, 'Baby Bath', 'Baby Soaps'], 'bar of 125 gm', 65, 5),
  hp("Johnson's Baby No More Tears Shampoo", "Johnson's Baby", JNJ, [B, 'Baby Bath', 'Baby Shampoo & Wash'], 'bottle of 200 ml', 195, 8),
  hp('Himalaya Gentle Baby Shampoo', 'Himalaya', HIM, [B, 'Baby Bath', 'Baby Shampoo & Wash'], 'bottle of 400 ml', 310, 8),
  hp('Cetaphil Baby Wash & Shampoo', 'Cetaphil', GALDERMA, [B, 'Baby Bath', 'Baby Shampoo & Wash'], 'bottle of 400 ml', 999, 10),

  // Baby Hygiene
  hp('Himalaya Gentle Baby Wipes', 'Himalaya', HIM, [B, 'Baby Hygiene', 'Baby Wipes'], 'pack of 72 wipes', 199, 10),
  hp('Mee Mee Fresh Feel Baby Wet Wipes', 'Mee Mee', 'Me N Moms Pvt Ltd', [B, 'Baby Hygiene', 'Baby Wipes'], 'pack of 72 wipes', 179, 15),
  hp('Himalaya Diaper Rash Cream', 'Himalaya', HIM, [B, 'Baby Hygiene', 'Diaper Rash Creams'], 'tube of 50 gm', 135, 5),

  // Baby Food
  hp('Nestle NAN PRO 1 Infant Formula', 'NAN PRO', NESTLE, [B, 'Baby Food', 'Infant Formula'], 'pack of 400 gm', 915, 5),
  hp('Nestle Lactogen 1 Infant Formula', 'Lactogen', NESTLE, [B, 'Baby Food', 'Infant Formula'], 'pack of 400 gm', 555, 5),
  hp('Similac Advance Stage 1 Infant Formula', 'Similac', 'Abbott India Ltd', [B, 'Baby Food', 'Infant Formula'], 'pack of 400 gm', 899, 5),
  hp('Dexolac Stage 1 Infant Formula', 'Dexolac', 'Nutricia International Pvt Ltd', [B, 'Baby Food', 'Infant Formula'], 'pack of 400 gm', 515, 5),
  hp('Nestle Cerelac Wheat Apple', 'Cerelac', NESTLE, [B, 'Baby Food', 'Baby Cereals'], 'pack of 300 gm', 270, 5),
  hp('Nestle Cerelac Wheat Rice Mixed Fruit', 'Cerelac', NESTLE, [B, 'Baby Food', 'Baby Cereals'], 'pack of 300 gm', 290, 5),

  // Feeding Essentials
  hp('Philips Avent Natural Feeding Bottle 260ml', 'Philips Avent', PHILIPS, [B, 'Feeding Essentials', 'Feeding Bottles'], '1 unit', 850, 15),
  hp('Pigeon Peristaltic Plus Feeding Bottle 240ml', 'Pigeon', 'Pigeon India Pvt Ltd', [B, 'Feeding Essentials', 'Feeding Bottles'], '1 unit', 599, 15),
  hp('Philips Avent Ultra Air Pacifier 0-6m', 'Philips Avent', PHILIPS, [B, 'Feeding Essentials', 'Soothers'], 'pack of 2 pacifiers', 799, 15),
]

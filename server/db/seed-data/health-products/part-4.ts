import { healthProduct } from '../factories.ts'
import type { HealthProductSeed } from '../types.ts'

/** Pain Relief, Sexual Wellness, Elderly Care and Fitness & Nutrition. Sample MRPs in rupees; price is MRP less `offPct` percent. */
const hp = healthProduct

const P = 'Pain Relief'
const SW = 'Sexual Wellness'
const E = 'Elderly Care'
const FN = 'Fitness & Nutrition'

const RECKITT = 'Reckitt Benckiser (India) Pvt Ltd'
const EMAMI = 'Emami Ltd'
const SUN = 'Sun Pharmaceutical Industries Ltd'
const TYNOR = 'Tynor Orthotics Pvt Ltd'
const VISSCO = 'Vissco Rehabilitation Aids Pvt Ltd'
const MANKIND = 'Mankind Pharma Ltd'
const GODREJ = 'Godrej Consumer Products Ltd'
const NOBEL = 'Nobel Hygiene Pvt Ltd'
const NESTLE = 'Nestle India Ltd'
const HK = 'Bright Lifecare Pvt Ltd'
const ON = 'Glanbia Performance Nutrition (India) Pvt Ltd'

export const healthProductsPart4: HealthProductSeed[] = [
  // Pain Relief › Balms & Rubs
  hp('Zandu Balm', 'Zandu', EMAMI, [P, 'Balms & Rubs', 'Pain Balms'], 'bottle of 25 ml', 125, 5),
  hp('Amrutanjan Pain Balm Extra Power', 'Amrutanjan', 'Amrutanjan Health Care Ltd', [P, 'Balms & Rubs', 'Pain Balms'], 'jar of 27.5 ml', 110, 5),
  hp('Iodex Fast Relief Balm', 'Iodex', 'Haleon India Pvt Ltd', [P, 'Balms & Rubs', 'Pain Balms'], 'jar of 40 gm', 150, 8),
  hp('Tiger Balm Red Ointment', 'Tiger Balm', 'Haw Par Healthcare Ltd', [P, 'Balms & Rubs', 'Pain Balms'], 'jar of 21 ml', 195, 10),
  hp('Vicks VapoRub', 'Vicks', 'Procter & Gamble Hygiene and Health Care Ltd', [P, 'Balms & Rubs', 'Cold Rubs'], 'jar of 50 ml', 160, 5),
  hp('Vicks VapoRub Family Pack', 'Vicks', 'Procter & Gamble Hygiene and Health Care Ltd', [P, 'Balms & Rubs', 'Cold Rubs'], 'jar of 110 ml', 310, 8),

  // Gels & Sprays
  hp('Volini Pain Relief Gel', 'Volini', SUN, [P, 'Gels & Sprays', 'Pain Relief Gels'], 'tube of 75 gm', 245, 10),
  hp('Omni Gel', 'Omni Gel', 'Cipla Health Ltd', [P, 'Gels & Sprays', 'Pain Relief Gels'], 'tube of 30 gm', 115, 8),
  hp('Volini Pain Relief Spray', 'Volini', SUN, [P, 'Gels & Sprays', 'Pain Relief Sprays'], 'can of 60 gm', 230, 10),
  hp('Moov Pain Relief Spray', 'Moov', RECKITT, [P, 'Gels & Sprays', 'Pain Relief Sprays'], 'can of 80 gm', 269, 10),
  hp('Moov Pain Relief Cream', 'Moov', RECKITT, [P, 'Gels & Sprays', 'Pain Relief Creams'], 'tube of 50 gm', 185, 8),

  // Supports & Braces
  hp('Tynor Knee Cap Comfeel', 'Tynor', TYNOR, [P, 'Supports & Braces', 'Knee Supports'], 'pack of 1 pair', 699, 10),
  hp('Tynor Hinged Knee Brace', 'Tynor', TYNOR, [P, 'Supports & Braces', 'Knee Supports'], '1 unit', 1399, 10),
  hp('Vissco Knee Cap with Patella Support', 'Vissco', VISSCO, [P, 'Supports & Braces', 'Knee Supports'], '1 unit', 499, 10),
  hp('Tynor LS Belt Contoured', 'Tynor', TYNOR, [P, 'Supports & Braces', 'Back & Lumbar Supports'], '1 unit', 1100, 10),
  hp('Vissco Lumbo Sacral Belt', 'Vissco', VISSCO, [P, 'Supports & Braces', 'Back & Lumbar Supports'], '1 unit', 850, 10),
  hp('Tynor Cervical Collar Soft with Support', 'Tynor', TYNOR, [P, 'Supports & Braces', 'Neck Supports'], '1 unit', 350, 10),
  hp('Tynor Wrist Brace with Thumb', 'Tynor', TYNOR, [P, 'Supports & Braces', 'Wrist & Ankle Supports'], '1 unit', 450, 10),
  hp('Tynor Ankle Binder', 'Tynor', TYNOR, [P, 'Supports & Braces', 'Wrist & Ankle Supports'], '1 unit', 300, 10),

  // Sexual Wellness › Condoms
  hp('Durex Invisible Super Ultra Thin Condoms', 'Durex', RECKITT, [SW, 'Condoms', 'Ultra Thin Condoms'], 'pack of 10 condoms', 399, 15),
  hp('Kamasutra Superthin Condoms', 'Kamasutra', GODREJ, [SW, 'Condoms', 'Ultra Thin Condoms'], 'pack of 10 condoms', 180, 10),
  hp('Moods Ultra Thin Condoms', 'Moods', 'HLL Lifecare Ltd', [SW, 'Condoms', 'Ultra Thin Condoms'], 'pack of 12 condoms', 160, 10),
  hp('Manforce Strawberry Flavoured Condoms', 'Manforce', MANKIND, [SW, 'Condoms', 'Flavoured Condoms'], 'pack of 10 condoms', 100, 10),
  hp('Durex Bubblegum Flavoured Condoms', 'Durex', RECKITT, [SW, 'Condoms', 'Flavoured Condoms'], 'pack of 10 condoms', 299, 15),
  hp('Skore Chocolate Flavoured Condoms', 'Skore', 'TTK Healthcare Ltd', [SW, 'Condoms', 'Flavoured Condoms'], 'pack of 10 condoms', 150, 10),
  hp('Durex Extra Dotted Condoms', 'Durex', RECKITT, [SW, 'Condoms', 'Dotted & Ribbed Condoms'], 'pack of 10 condoms', 250, 15),
  hp('Kamasutra Dotted Condoms', 'Kamasutra', GODREJ, [SW, 'Condoms', 'Dotted & Ribbed Condoms'], 'pack of 12 condoms', 150, 10),

  // Lubricants and Pregnancy Tests
  hp('Durex Play Feel Lubricant Gel', 'Durex', RECKITT, [SW, 'Lubricants', 'Water-Based Lubricants'], 'tube of 50 ml', 299, 10),
  hp('K-Y Jelly Lubricant', 'K-Y', RECKITT, [SW, 'Lubricants', 'Water-Based Lubricants'], 'tube of 50 gm', 299, 10),
  hp('Durex Play Massage 2 in 1 Aloe Vera', 'Durex', RECKITT, [SW, 'Lubricants', 'Massage Gels'], 'bottle of 200 ml', 699, 15),
  hp('Prega News Pregnancy Test Kit', 'Prega News', MANKIND, [SW, 'Pregnancy Tests', 'Card Tests'], '1 kit', 60, 5),
  hp('i-can Pregnancy Test Kit', 'i-can', 'Piramal Pharma Ltd', [SW, 'Pregnancy Tests', 'Card Tests'], '1 kit', 50, 5),
  hp('Clearblue Digital Pregnancy Test', 'Clearblue', 'SPD Swiss Precision Diagnostics GmbH', [SW, 'Pregnancy Tests', 'Midstream Tests'], '1 test', 899, 10),

  // Elderly Care
  hp('Vissco Adjustable Walking Stick', 'Vissco', VISSCO, [E, 'Mobility Aids', 'Walking Sticks'], '1 unit', 450, 10),
  hp('Vissco Folding Walker', 'Vissco', VISSCO, [E, 'Mobility Aids', 'Walkers'], '1 unit', 2100, 15),
  hp('Friends Adult Diaper Pants Medium', 'Friends', NOBEL, [E, 'Adult Diapers', 'Adult Diaper Pants'], 'pack of 10 pants', 499, 15),
  hp('Lifree Adult Diaper Pants Large', 'Lifree', 'Unicharm India Pvt Ltd', [E, 'Adult Diapers', 'Adult Diaper Pants'], 'pack of 10 pants', 659, 15),
  hp('Friends Underpads Large', 'Friends', NOBEL, [E, 'Adult Diapers', 'Underpads'], 'pack of 10 underpads', 399, 15),
  hp('Nestle Resource Senior Activ Powder', 'Resource', NESTLE, [E, 'Senior Nutrition', 'Nutrition Drinks'], 'jar of 400 gm', 849, 8),
  hp('Nestle Resource High Protein Powder', 'Resource', NESTLE, [E, 'Senior Nutrition', 'Protein Powders'], 'jar of 400 gm', 649, 8),

  // Fitness & Nutrition › Protein Supplements
  hp('MuscleBlaze Biozyme Performance Whey Rich Chocolate', 'MuscleBlaze', HK, [FN, 'Protein Supplements', 'Whey Protein'], 'jar of 1 kg', 3299, 30),
  hp('MuscleBlaze Raw Whey Protein Unflavoured', 'MuscleBlaze', HK, [FN, 'Protein Supplements', 'Whey Protein'], 'jar of 1 kg', 2099, 25),
  hp('Optimum Nutrition Gold Standard 100% Whey Double Rich Chocolate', 'Optimum Nutrition', ON, [FN, 'Protein Supplements', 'Whey Protein'], 'jar of 2 lb', 3999, 15),
  hp('Optimum Nutrition Gold Standard 100% Whey Double Rich Chocolate 5 lb', 'Optimum Nutrition', ON, [FN, 'Protein Supplements', 'Whey Protein'], 'jar of 5 lb', 8999, 15),
  hp('AS-IT-IS ATOM Whey Protein Chocolate', 'AS-IT-IS', 'AS-IT-IS Nutrition Pvt Ltd', [FN, 'Protein Supplements', 'Whey Protein'], 'jar of 1 kg', 2999, 30),
  hp('OZiva Organic Plant Protein Chocolate', 'OZiva', 'Zywie Ventures Pvt Ltd', [FN, 'Protein Supplements', 'Plant Protein'], 'jar of 500 gm', 1299, 20),
  hp('MuscleBlaze Mass Gainer XXL Chocolate', 'MuscleBlaze', HK, [FN, 'Protein Supplements', 'Mass Gainers'], 'jar of 3 kg', 2999, 25),
  hp('Optimum Nutrition Serious Mass Chocolate', 'Optimum Nutrition', ON, [FN, 'Protein Supplements', 'Mass Gainers'], 'jar of 6 lb', 5499, 15),

  // Sports Nutrition
  hp('MuscleBlaze Creatine Monohydrate Unflavoured', 'MuscleBlaze', HK, [FN, 'Sports Nutrition', 'Creatine'], 'jar of 250 gm', 999, 25),
  hp('Optimum Nutrition Micronized Creatine Powder', 'Optimum Nutrition', ON, [FN, 'Sports Nutrition', 'Creatine'], 'jar of 250 gm', 1699, 15),
  hp('Fast&Up Activate Pre-Workout Effervescent Tablet', 'Fast&Up', 'Aeronutrix Sports Products Pvt Ltd', [FN, 'Sports Nutrition', 'Pre-Workout'], 'tube of 20 tablets', 475, 20),
  hp('MuscleBlaze PRE Workout 200 Fruit Punch', 'MuscleBlaze', HK, [FN, 'Sports Nutrition', 'Pre-Workout'], 'jar of 100 gm', 899, 25),
  hp('MuscleBlaze BCAA Pro Watermelon', 'MuscleBlaze', HK, [FN, 'Sports Nutrition', 'BCAA'], 'jar of 450 gm', 1699, 30),

  // Weight Management
  hp('WOW Life Science Apple Cider Vinegar', 'WOW Life Science', 'Fit & Glow Healthcare Pvt Ltd', [FN, 'Weight Management', 'Apple Cider Vinegar'], 'bottle of 750 ml', 649, 25),
  hp('Kapiva Apple Cider Vinegar', 'Kapiva', 'Adret Retail Pvt Ltd', [FN, 'Weight Management', 'Apple Cider Vinegar'], 'bottle of 500 ml', 499, 20),
  hp('Himalaya Vrikshamla Tablet', 'Himalaya', 'Himalaya Wellness Company', [FN, 'Weight Management', 'Garcinia'], 'bottle of 60 tablets', 230, 10),
]

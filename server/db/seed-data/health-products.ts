import type { CategorySeed, HealthProductSeed } from './types.ts'
import { healthProductsPart1 } from './health-products/part-1.ts'
import { healthProductsPart2 } from './health-products/part-2.ts'
import { healthProductsPart3 } from './health-products/part-3.ts'
import { healthProductsPart4 } from './health-products/part-4.ts'

/** Builds a level-2 node whose children are level-3 leaves. */
const group = (name: string, leaves: string[]): CategorySeed => ({
  name,
  children: leaves.map((leaf) => ({ name: leaf })),
})

/**
 * Health-products menu: exactly three levels on every branch (level 1 → level 2 → level 3).
 * 'Vitamins & Supplements' deliberately has more than twelve level-2 children so the mega-menu's
 * column layout is exercised.
 */
export const categoryTree: CategorySeed[] = [
  {
    name: 'Vitamins & Supplements',
    children: [
      group('Multivitamins', ['Multivitamins for Men', 'Multivitamins for Women', 'Everyday Multivitamins']),
      group('Vitamin B Complex', ['B-Complex Capsules', 'B-Complex Tablets']),
      group('Vitamin C', ['Chewable Vitamin C', 'Effervescent Vitamin C', 'Herbal Vitamin C']),
      group('Vitamin D & Calcium', ['Vitamin D3', 'Calcium Supplements']),
      group('Omega-3 & Fish Oil', ['Fish Oil Capsules', 'Cod Liver Oil']),
      group('Hair, Skin & Nails', ['Biotin', 'Collagen', 'Vitamin E Capsules']),
      group('Herbal Supplements', ['Ashwagandha', 'Giloy', 'Tulsi', 'Turmeric & Curcumin', 'Moringa']),
      group('Digestive Health', ['Fibre Supplements', 'Triphala']),
      group('Heart Health', ['Arjuna', 'Garlic Supplements']),
      group("Men's Wellness", ['Shilajit', 'Gokshura']),
      group("Women's Wellness", ['Shatavari', "Women's Protein Supplements"]),
      group('Brain & Stress', ['Brahmi', 'Stress Relief']),
      group('Immunity Boosters', ['Immunity Tablets', 'Immunity Syrups']),
    ],
  },
  {
    name: 'Diabetes Care',
    children: [
      group('Glucometers', ['Glucometer Kits', 'Continuous Glucose Monitors']),
      group('Test Strips & Lancets', ['Test Strips', 'Lancets']),
      group('Insulin Care', ['Insulin Syringes', 'Pen Needles']),
      group('Diabetic Nutrition', ['Diabetic Health Drinks', 'Sugar Substitutes']),
      group('Herbal Diabetes Care', ['Herbal Tablets', 'Herbal Juices']),
    ],
  },
  {
    name: 'Healthcare Devices',
    children: [
      group('Blood Pressure Monitors', ['Upper Arm Monitors', 'Wrist Monitors']),
      group('Thermometers', ['Digital Thermometers', 'Infrared Thermometers']),
      group('Health Monitors', ['Pulse Oximeters', 'Weighing Scales', 'Body Composition Monitors']),
      group('Respiratory Care', ['Compressor Nebulizers', 'Mesh Nebulizers']),
    ],
  },
  {
    name: 'Personal Care',
    children: [
      group('Oral Care', ['Toothpaste', 'Toothbrushes', 'Mouthwash']),
      group('Hand & Body Hygiene', ['Soaps', 'Hand Wash', 'Hand Sanitizers']),
      group('First Aid', ['Antiseptic Liquids', 'Adhesive Bandages', 'Crepe Bandages']),
      group('Feminine Hygiene', ['Sanitary Pads', 'Panty Liners', 'Intimate Wash', 'Menstrual Cups']),
      group('Hair Care', ['Shampoos', 'Hair Oils']),
      group("Men's Grooming", ['Razors & Blades', 'Shaving Cream & Foam', 'Beard Care']),
    ],
  },
  {
    name: 'Baby Care',
    children: [
      group('Diapers', ['Diaper Pants', 'Taped Diapers']),
      group('Baby Skin Care', ['Baby Lotions & Creams', 'Baby Oils', 'Baby Powder']),
      group('Baby Bath', ['Baby Soaps', 'Baby Shampoo & Wash']),
      group('Baby Hygiene', ['Baby Wipes', 'Diaper Rash Creams']),
      group('Baby Food', ['Infant Formula', 'Baby Cereals']),
      group('Feeding Essentials', ['Feeding Bottles', 'Soothers']),
    ],
  },
  {
    name: 'Ayurveda',
    children: [
      group('Immunity Care', ['Chyawanprash', 'Ghanvati & Tablets']),
      group('Liver Care', ['Liver Tablets', 'Liver Syrups']),
      group('Digestive Care', ['Digestive Tablets', 'Churna', 'Digestive Liquids']),
      group('Joint & Pain Care', ['Joint Care Tablets', 'Pain Relief Oils']),
      group("Women's Care", ['Arishta', 'Herbal Syrups']),
      group('Herbal Juices', ['Aloe Vera Juice', 'Amla Juice']),
      group('Cough & Cold', ['Herbal Cough Syrups', 'Lozenges']),
    ],
  },
  {
    name: 'Health Food & Drinks',
    children: [
      group('Health Drinks', ['Kids Health Drinks', 'Family Health Drinks', "Women's Health Drinks"]),
      group('Adult Nutrition', ['Complete Nutrition', 'High Protein Nutrition']),
      group('Energy & Hydration', ['Glucose Drinks', 'Electrolyte Drinks']),
      group('Honey & Spreads', ['Honey', 'Peanut Butter']),
      group('Breakfast Cereals', ['Oats', 'Muesli']),
      group('Tea & Infusions', ['Green Tea', 'Herbal Tea']),
    ],
  },
  {
    name: 'Skin Care',
    children: [
      group('Moisturizers', ['Body Lotions', 'Face Moisturizers', 'Moisturizing Creams']),
      group('Cleansers', ['Face Wash', 'Gentle Cleansers']),
      group('Sun Care', ['Sunscreen Lotions', 'Sunscreen Gels']),
      group('Acne Care', ['Acne Face Wash', 'Spot Treatments']),
      group('Lip & Foot Care', ['Lip Balms', 'Foot Creams']),
      group('Antiseptic & Prickly Heat', ['Antiseptic Creams', 'Prickly Heat Powder', 'Calamine Lotions']),
    ],
  },
  {
    name: 'Pain Relief',
    children: [
      group('Balms & Rubs', ['Pain Balms', 'Cold Rubs']),
      group('Gels & Sprays', ['Pain Relief Gels', 'Pain Relief Sprays', 'Pain Relief Creams']),
      group('Supports & Braces', ['Knee Supports', 'Back & Lumbar Supports', 'Neck Supports', 'Wrist & Ankle Supports']),
    ],
  },
  {
    name: 'Sexual Wellness',
    children: [
      group('Condoms', ['Ultra Thin Condoms', 'Flavoured Condoms', 'Dotted & Ribbed Condoms']),
      group('Lubricants', ['Water-Based Lubricants', 'Massage Gels']),
      group('Pregnancy Tests', ['Card Tests', 'Midstream Tests']),
    ],
  },
  {
    name: 'Elderly Care',
    children: [
      group('Mobility Aids', ['Walking Sticks', 'Walkers']),
      group('Adult Diapers', ['Adult Diaper Pants', 'Underpads']),
      group('Senior Nutrition', ['Nutrition Drinks', 'Protein Powders']),
    ],
  },
  {
    name: 'Fitness & Nutrition',
    children: [
      group('Protein Supplements', ['Whey Protein', 'Plant Protein', 'Mass Gainers']),
      group('Sports Nutrition', ['Creatine', 'Pre-Workout', 'BCAA']),
      group('Weight Management', ['Apple Cider Vinegar', 'Garcinia']),
    ],
  },
]

/** Non-medicine products sold on the app; real brands and manufacturers, sample prices in rupees. */
export const healthProducts: HealthProductSeed[] = [...healthProductsPart1, ...healthProductsPart2, ...healthProductsPart3, ...healthProductsPart4]

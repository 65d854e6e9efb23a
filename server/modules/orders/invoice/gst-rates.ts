/**
 * The GST rate and HSN (or SAC) code of what MedWise sells, as a table: a rate change is a one-line edit here.
 *
 * Public API:
 * - `gstFor(product) → { hsn, ratePercent }`: the class of a catalog product (a medicine or an OTC health product).
 * - `DELIVERY_SERVICE`: the SAC and rate of the delivery fee line.
 * - `TAX_CLASSES`, `CATEGORY_TAX_CLASS`, `NIL_RATED_MOLECULES`: the tables themselves (read by tests and reports).
 *
 * Sources (rates in force since 22.09.2025, the GST Council's 56th meeting of 03.09.2025):
 * - Notification No. 9/2025-Central Tax (Rate) of 17.09.2025 (and its twin 9/2025-Integrated Tax (Rate)), which
 *   superseded 1/2017-Central Tax (Rate): Schedule I is 5% (2.5% CGST + 2.5% SGST), Schedule II 18%, Schedule III 40%.
 *   Medicaments of heading 3004 moved from 12% to 5%; diagnostic kits, glucometers and test strips, thermometers,
 *   medical and orthopaedic appliances, wadding and bandages, toothpaste, toothbrushes, toilet soap bars, hair oil,
 *   shampoo, talcum powder, shaving cream, baby napkins and clinical diapers, feeding bottles and most packaged foods
 *   (food preparations n.e.s. of 2106, malt-based drinks of 1901, cereals, nut butters, juices) moved to 5%.
 * - Notification No. 10/2025-Central Tax (Rate) of 17.09.2025 (exemptions, superseding 2/2017-Central Tax (Rate)):
 *   36 life-saving drugs at nil (33 from 12%, 3 from 5%), and the long-standing nil entries kept (sanitary napkins,
 *   condoms and contraceptives).
 * - Notification No. 11/2017-Central Tax (Rate), heading 9968 (postal and courier services), unchanged by 15/2025:
 *   18% for the delivery service.
 * Goods not named at 5% or nil stay at 18% (cosmetics of 3304, liquid washes of 3401 30, disinfectants of 3808,
 * razors of 8212, weighing machines of 8423, non-caffeinated beverages of 2202, vinegar of 2209).
 */

/** What an invoice line prints for a product and the GST rate it bears. */
export interface GstClass {
  /** HSN code for goods (4 digits: B2C invoices of a business above ₹5 crore turnover), SAC for services (6). */
  hsn: string
  ratePercent: number
}

interface TaxClass extends GstClass {
  description: string
}

/** The tax classes of the catalog, keyed by name. Edit a rate here and every invoice follows. */
export const TAX_CLASSES = {
  // 9/2025-CT(R) Sch. I: medicaments in measured doses, allopathic, ayurvedic or homoeopathic (was 12%).
  medicine: { hsn: '3004', ratePercent: 5, description: 'Medicaments (including Ayurvedic) in measured doses' },
  // 10/2025-CT(R): the 36 life-saving drugs of NIL_RATED_MOLECULES.
  lifeSavingMedicine: { hsn: '3004', ratePercent: 0, description: 'Life-saving drugs exempted by 10/2025-CT(R)' },
  // 9/2025-CT(R) Sch. I: food preparations n.e.s., i.e. nutraceuticals, protein powders, sugar substitutes (was 18%).
  foodSupplement: { hsn: '2106', ratePercent: 5, description: 'Food preparations n.e.s. (supplements)' },
  // 9/2025-CT(R) Sch. I: malt extract and food preparations of 1901: health drinks, infant food (was 18%).
  maltFoodDrink: { hsn: '1901', ratePercent: 5, description: 'Malt-based food preparations and health drinks' },
  glucose: { hsn: '1702', ratePercent: 5, description: 'Glucose and dextrose powders' },
  honey: { hsn: '0409', ratePercent: 5, description: 'Natural honey, pre-packaged and labelled' },
  nutButter: { hsn: '2008', ratePercent: 5, description: 'Nuts otherwise prepared (peanut butter)' },
  cereal: { hsn: '1904', ratePercent: 5, description: 'Prepared cereals (oats, muesli)' },
  tea: { hsn: '0902', ratePercent: 5, description: 'Tea, green and herbal infusions' },
  juice: { hsn: '2009', ratePercent: 5, description: 'Fruit and vegetable juices' },
  // Sch. II 18%: other non-alcoholic beverages (only caffeinated ones are 40%).
  beverage: { hsn: '2202', ratePercent: 18, description: 'Non-alcoholic beverages' },
  vinegar: { hsn: '2209', ratePercent: 18, description: 'Vinegar' },
  // 9/2025-CT(R) Sch. I: diagnostic kits and reagents, glucometer test strips, pregnancy tests (was 12%).
  diagnosticKit: { hsn: '3822', ratePercent: 5, description: 'Diagnostic kits and reagents' },
  dressing: { hsn: '3005', ratePercent: 5, description: 'Wadding, gauze, bandages' },
  lubricantGel: { hsn: '3006', ratePercent: 5, description: 'Gel lubricants for the body' },
  medicalInstrument: { hsn: '9018', ratePercent: 5, description: 'Medical instruments and appliances' },
  respiratoryAppliance: { hsn: '9019', ratePercent: 5, description: 'Aerosol therapy apparatus (nebulizers)' },
  orthopaedicAppliance: { hsn: '9021', ratePercent: 5, description: 'Orthopaedic appliances, supports, walkers' },
  thermometer: { hsn: '9025', ratePercent: 5, description: 'Clinical thermometers' },
  glucometer: { hsn: '9027', ratePercent: 5, description: 'Blood glucose monitors' },
  weighingScale: { hsn: '8423', ratePercent: 18, description: 'Personal weighing machines' },
  walkingStick: { hsn: '6602', ratePercent: 5, description: 'Walking sticks' },
  // 9/2025-CT(R) Sch. I, personal care moved from 18% to 5%.
  toothpaste: { hsn: '3306', ratePercent: 5, description: 'Toothpaste and tooth powder' },
  toothbrush: { hsn: '9603', ratePercent: 5, description: 'Toothbrushes' },
  soapBar: { hsn: '3401', ratePercent: 5, description: 'Toilet soap in bars' },
  hairCare: { hsn: '3305', ratePercent: 5, description: 'Hair oil and shampoo' },
  talcumPowder: { hsn: '3304', ratePercent: 5, description: 'Talcum and face powder' },
  shavingPreparation: { hsn: '3307', ratePercent: 5, description: 'Shaving cream and lotion' },
  babyNapkin: { hsn: '9619', ratePercent: 5, description: 'Napkins for babies, clinical and adult diapers' },
  feedingBottle: { hsn: '3926', ratePercent: 5, description: 'Feeding bottles and soothers' },
  // 10/2025-CT(R): sanitary napkins and condoms stay exempt.
  sanitaryNapkin: { hsn: '9619', ratePercent: 0, description: 'Sanitary napkins and pads' },
  condom: { hsn: '4014', ratePercent: 0, description: 'Condoms and contraceptives' },
  // Sch. II 18%: not among the items moved to 5%.
  mouthwash: { hsn: '3306', ratePercent: 18, description: 'Preparations for oral hygiene (mouthwash)' },
  cosmetic: { hsn: '3304', ratePercent: 18, description: 'Beauty and skin-care preparations' },
  liquidWash: { hsn: '3401', ratePercent: 18, description: 'Liquid skin and hand washes' },
  disinfectant: { hsn: '3808', ratePercent: 18, description: 'Disinfectants and hand sanitizers' },
  wetWipes: { hsn: '3307', ratePercent: 18, description: 'Wet wipes' },
  razor: { hsn: '8212', ratePercent: 18, description: 'Razors and razor blades' },
  plasticArticle: { hsn: '3926', ratePercent: 18, description: 'Other articles of plastics (menstrual cups)' },
} as const satisfies Record<string, TaxClass>

export type TaxClassId = keyof typeof TAX_CLASSES

/** The delivery fee: SAC 996813 'Local delivery services' (heading 9968, 18% by 11/2017-CT(R) S.No. 11). */
export const DELIVERY_SERVICE: GstClass = { hsn: '996813', ratePercent: 18 }
/** A care plan's membership fee (issue 23): a service, SAC 999799 (other services n.e.c.) at 18 % (decision 054). */
export const CARE_PLAN_SERVICE: GstClass = { hsn: '999799', ratePercent: 18 }

/**
 * The tax class of each health-product category, by the category's name at any level of the catalog's tree: the
 * deepest level named here decides (so 'Mouthwash' beats 'Oral Care'). A category found at no level is a defect of
 * the catalog (gstFor throws), never a silent default: a tax invoice must not guess an HSN code.
 */
export const CATEGORY_TAX_CLASS: Readonly<Record<string, TaxClassId>> = {
  'Vitamins & Supplements': 'foodSupplement',
  'Diabetes Care': 'medicalInstrument',
  Glucometers: 'glucometer',
  'Test Strips': 'diagnosticKit',
  'Diabetic Nutrition': 'foodSupplement',
  'Diabetic Health Drinks': 'maltFoodDrink',
  'Herbal Diabetes Care': 'medicine',
  'Herbal Juices': 'juice',
  'Blood Pressure Monitors': 'medicalInstrument',
  Thermometers: 'thermometer',
  'Pulse Oximeters': 'medicalInstrument',
  'Weighing Scales': 'weighingScale',
  'Body Composition Monitors': 'weighingScale',
  'Respiratory Care': 'respiratoryAppliance',
  Toothpaste: 'toothpaste',
  Toothbrushes: 'toothbrush',
  Mouthwash: 'mouthwash',
  Soaps: 'soapBar',
  'Hand Wash': 'liquidWash',
  'Hand Sanitizers': 'disinfectant',
  'Antiseptic Liquids': 'disinfectant',
  'Adhesive Bandages': 'dressing',
  'Crepe Bandages': 'dressing',
  'Sanitary Pads': 'sanitaryNapkin',
  'Panty Liners': 'sanitaryNapkin',
  'Intimate Wash': 'liquidWash',
  'Menstrual Cups': 'plasticArticle',
  'Hair Care': 'hairCare',
  'Razors & Blades': 'razor',
  'Shaving Cream & Foam': 'shavingPreparation',
  'Beard Care': 'hairCare',
  Diapers: 'babyNapkin',
  'Baby Skin Care': 'cosmetic',
  'Baby Powder': 'talcumPowder',
  'Baby Soaps': 'soapBar',
  'Baby Shampoo & Wash': 'hairCare',
  'Baby Wipes': 'wetWipes',
  'Diaper Rash Creams': 'medicine',
  'Baby Food': 'maltFoodDrink',
  'Feeding Essentials': 'feedingBottle',
  Ayurveda: 'medicine',
  'Health Food & Drinks': 'foodSupplement',
  'Health Drinks': 'maltFoodDrink',
  'Adult Nutrition': 'maltFoodDrink',
  'Glucose Drinks': 'glucose',
  'Electrolyte Drinks': 'beverage',
  Honey: 'honey',
  'Peanut Butter': 'nutButter',
  'Breakfast Cereals': 'cereal',
  'Tea & Infusions': 'tea',
  'Skin Care': 'cosmetic',
  Cleansers: 'liquidWash',
  'Acne Face Wash': 'liquidWash',
  'Antiseptic Creams': 'medicine',
  'Prickly Heat Powder': 'medicine',
  'Calamine Lotions': 'medicine',
  'Pain Relief': 'medicine',
  'Supports & Braces': 'orthopaedicAppliance',
  Condoms: 'condom',
  'Water-Based Lubricants': 'lubricantGel',
  'Massage Gels': 'cosmetic',
  'Pregnancy Tests': 'diagnosticKit',
  'Walking Sticks': 'walkingStick',
  Walkers: 'orthopaedicAppliance',
  'Adult Diapers': 'babyNapkin',
  'Senior Nutrition': 'maltFoodDrink',
  'Protein Powders': 'foodSupplement',
  'Fitness & Nutrition': 'foodSupplement',
  'Apple Cider Vinegar': 'vinegar',
}

/**
 * The 36 life-saving drugs at nil GST from 22.09.2025 (10/2025-CT(R); 56th Council), as the words their composition
 * names them by: a medicine whose composition or name holds one of them is nil-rated. 'Alpha' is read as 'alfa'.
 */
export const NIL_RATED_MOLECULES: readonly string[] = [
  'agalsidase beta',
  'imiglucerase',
  'eptacog alfa',
  'onasemnogene abeparvovec',
  'asciminib',
  'mepolizumab',
  'pegylated liposomal irinotecan',
  'daratumumab', // also its subcutaneous form
  'teclistamab',
  'amivantamab',
  'alectinib',
  'risdiplam',
  'obinutuzumab',
  'polatuzumab vedotin',
  'entrectinib',
  'atezolizumab',
  'spesolimab',
  'velaglucerase alfa',
  'agalsidase alfa',
  'rurioctocog alfa pegol',
  'idursulfase', // 'idursulphatase' in the Council's list
  'alglucosidase alfa',
  'laronidase',
  'olipudase alfa',
  'tepotinib',
  'avelumab',
  'emicizumab',
  'belumosudil',
  'miglustat',
  'velmanase alfa',
  'alirocumab',
  'evolocumab',
  'cysteamine bitartrate', // 'cystamine bitartrate' in the Council's list
  'c1 esterase inhibitor', // 'C1-inhibitor injection'
  'inclisiran',
]

/** The catalog facts that decide a product's tax class (a products row plus its category path). */
export interface GstProduct {
  kind: 'drug' | 'otc'
  name: string
  /** The salts and strengths as displayed ('Daratumumab (1800mg)'); null for health products. */
  composition?: string | null
  /** 'H', 'H1', 'X', 'G' or 'OTC': not a tax fact (a Schedule H drug and an OTC drug are both 3004 at 5%). */
  schedule?: string
  form?: string | null
  /** The health product's category path by name, top level first ('Personal Care', 'Oral Care', 'Mouthwash'). */
  category?: readonly string[] | null
}

/** Lower case, 'alpha' → 'alfa', British spellings of the list folded, punctuation to spaces. */
function normalise(text: string): string {
  return ` ${text
    .toLowerCase()
    .replace(/idursulphatase/g, 'idursulfase')
    .replace(/cystamine/g, 'cysteamine')
    .replace(/\bc1[\s-]*inhibitor/g, 'c1 esterase inhibitor')
    .replace(/\balpha\b/g, 'alfa')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()} `
}

/** The tax class id of a product; throws (a catalog defect) for a health product of an unmapped category. */
export function taxClassOf(product: GstProduct): TaxClassId {
  if (product.kind === 'drug') {
    const text = normalise(`${product.composition ?? ''} ${product.name}`)
    return NIL_RATED_MOLECULES.some((m) => text.includes(` ${m} `)) ? 'lifeSavingMedicine' : 'medicine'
  }
  const path = product.category ?? []
  for (let i = path.length - 1; i >= 0; i--) {
    const id = CATEGORY_TAX_CLASS[path[i] as string]
    if (id) return id
  }
  throw new Error(`No GST class for the health product '${product.name}' (category '${path.join(' › ')}')`)
}

/** The HSN code and GST rate of a catalog product (see the tables above). */
export function gstFor(product: GstProduct): GstClass {
  const { hsn, ratePercent } = TAX_CLASSES[taxClassOf(product)]
  return { hsn, ratePercent }
}

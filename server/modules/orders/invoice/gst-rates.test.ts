import { describe, expect, it } from 'vitest'
import { categoryTree } from '../../../db/seed-data/health-products.ts'
import type { CategorySeed } from '../../../db/seed-data/types.ts'
import { CATEGORY_TAX_CLASS, DELIVERY_SERVICE, gstFor, NIL_RATED_MOLECULES, TAX_CLASSES, type GstProduct } from './gst-rates.ts'

const drug = (name: string, composition: string | null = null): GstProduct => ({
  kind: 'drug',
  name,
  composition,
  schedule: 'H',
  form: 'tablet',
})
const otc = (...category: string[]): GstProduct => ({ kind: 'otc', name: 'A health product', category })

describe('gstFor: medicines (HSN 3004)', () => {
  it.each([
    ['Dolo 650 Tablet', 'Paracetamol (650mg)', 5],
    ['Augmentin 625 Duo Tablet', 'Amoxycillin (500mg) + Clavulanic Acid (125mg)', 5],
    ['Campto 100mg Injection', 'Irinotecan (100mg)', 5], // only the pegylated liposomal form is nil-rated
    ['Darzalex 400mg Injection', 'Daratumumab (400mg)', 0],
    ['Darzalex SC Injection', 'Daratumumab (1800mg) subcutaneous', 0],
    ['VPRIV 400 Units Injection', 'Velaglucerase Alpha (400 units)', 0], // 'Alpha' as the Council wrote it
    ['Elaprase', 'Idursulphatase (6mg)', 0],
    ['Repatha', 'Evolocumab (140mg/ml)', 0],
    ['Onivyde', 'Pegylated Liposomal Irinotecan (43mg)', 0],
    ['Berinert', 'C1-Inhibitor (500 IU)', 0],
    ['Leqvio', null, 5], // a name without the molecule in it is not enough
    ['Inclisiran Injection', null, 0],
  ])('%s (%s) → %s percent', (name, composition, rate) => {
    expect(gstFor(drug(name, composition))).toEqual({ hsn: '3004', ratePercent: rate })
  })

  it('does not read part of a word as a listed molecule', () => {
    expect(gstFor(drug('Xdaratumumabx', 'Xdaratumumabx (1mg)')).ratePercent).toBe(5)
  })

  it('lists the 36 drugs of the exemption (35 entries: daratumumab covers both of its forms)', () => {
    expect(NIL_RATED_MOLECULES).toHaveLength(35)
    expect(new Set(NIL_RATED_MOLECULES).size).toBe(35)
  })
})

describe('gstFor: health products by category, the deepest named level deciding', () => {
  it.each<[string[], string, number]>([
    [['Vitamins & Supplements', 'Multivitamins', 'Multivitamins for Men'], '2106', 5],
    [['Fitness & Nutrition', 'Protein Supplements', 'Whey Protein'], '2106', 5],
    [['Personal Care', 'Oral Care', 'Toothpaste'], '3306', 5],
    [['Personal Care', 'Oral Care', 'Mouthwash'], '3306', 18],
    [['Personal Care', 'Hand & Body Hygiene', 'Soaps'], '3401', 5],
    [['Personal Care', 'Hand & Body Hygiene', 'Hand Wash'], '3401', 18],
    [['Personal Care', 'Feminine Hygiene', 'Sanitary Pads'], '9619', 0],
    [['Baby Care', 'Diapers', 'Taped Diapers'], '9619', 5],
    [['Baby Care', 'Baby Skin Care', 'Baby Powder'], '3304', 5],
    [['Baby Care', 'Baby Skin Care', 'Baby Oils'], '3304', 18],
    [['Sexual Wellness', 'Condoms', 'Ultra Thin Condoms'], '4014', 0],
    [['Sexual Wellness', 'Pregnancy Tests', 'Card Tests'], '3822', 5],
    [['Healthcare Devices', 'Thermometers', 'Digital Thermometers'], '9025', 5],
    [['Healthcare Devices', 'Health Monitors', 'Weighing Scales'], '8423', 18],
    [['Diabetes Care', 'Glucometers', 'Glucometer Kits'], '9027', 5],
    [['Diabetes Care', 'Test Strips & Lancets', 'Test Strips'], '3822', 5],
    [['Diabetes Care', 'Test Strips & Lancets', 'Lancets'], '9018', 5],
    [['Ayurveda', 'Immunity Care', 'Chyawanprash'], '3004', 5],
    [['Ayurveda', 'Herbal Juices', 'Amla Juice'], '2009', 5],
    [['Skin Care', 'Sun Care', 'Sunscreen Lotions'], '3304', 18],
    [['Skin Care', 'Antiseptic & Prickly Heat', 'Antiseptic Creams'], '3004', 5],
    [['Health Food & Drinks', 'Energy & Hydration', 'Electrolyte Drinks'], '2202', 18],
    [['Pain Relief', 'Supports & Braces', 'Knee Supports'], '9021', 5],
  ])('%j → %s at %s percent', (category, hsn, rate) => {
    expect(gstFor(otc(...category))).toEqual({ hsn, ratePercent: rate })
  })

  it('classifies every leaf of the seeded category tree', () => {
    const leaves: string[][] = []
    const walk = (node: CategorySeed, path: string[]) =>
      node.children?.length ? node.children.forEach((c) => walk(c, [...path, c.name])) : leaves.push(path)
    categoryTree.forEach((root) => walk(root, [root.name]))
    expect(leaves.length).toBeGreaterThan(100)
    for (const path of leaves) expect(() => gstFor(otc(...path)), path.join(' › ')).not.toThrow()
  })

  it('refuses to guess for a category it does not know', () => {
    expect(() => gstFor(otc('Pet Care', 'Dog Food', 'Kibble'))).toThrow(/No GST class .* 'Pet Care › Dog Food › Kibble'/)
    expect(() => gstFor({ kind: 'otc', name: 'Loose item' })).toThrow(/No GST class/)
  })
})

describe('the rate table', () => {
  it('holds only the slabs in force since 22.09.2025', () => {
    for (const c of Object.values(TAX_CLASSES)) {
      expect([0, 5, 18, 40]).toContain(c.ratePercent)
      expect(c.hsn).toMatch(/^\d{4}$/)
    }
    expect(TAX_CLASSES.medicine).toMatchObject({ hsn: '3004', ratePercent: 5 })
    expect(TAX_CLASSES.lifeSavingMedicine).toMatchObject({ hsn: '3004', ratePercent: 0 })
  })

  it('maps every category to a class that exists', () => {
    for (const id of Object.values(CATEGORY_TAX_CLASS)) expect(TAX_CLASSES).toHaveProperty(id)
  })

  it('taxes delivery as a local delivery service, SAC 996813 at 18%', () => {
    expect(DELIVERY_SERVICE).toEqual({ hsn: '996813', ratePercent: 18 })
  })
})

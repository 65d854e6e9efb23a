/**
 * Shapes of the catalogue seed data (medicines, salts, health products, lab tests).
 * Facts (brands, manufacturers, compositions, schedules) are real; prices are samples in rupees.
 */

/** Indian Drugs and Cosmetics Rules, 1945 schedules; 'OTC' = sold without prescription. */
export type DrugSchedule = 'H' | 'H1' | 'X' | 'G' | 'OTC'

/** A molecule (salt) as pharmacists name it, e.g. 'Paracetamol', 'Clavulanic Acid'. */
export interface SaltSeed {
  name: string
  therapeuticClass: string
  uses: string
  schedule: DrugSchedule
  /** A narcotic drug or psychotropic substance under the NDPS Act, 1985: never sold online (issue 10 §6). */
  ndps: boolean
}

/**
 * A branded medicine SKU.
 * - `name`: full display name, e.g. 'Dolo 650 Tablet'
 * - `brand`: the brand family, e.g. 'Dolo'
 * - `form`: tablet, capsule, syrup, suspension, injection, cream, gel, ointment, drops, inhaler,
 *   sachet, powder, solution, spray or soft gelatin capsule
 * - `pack`: e.g. 'strip of 15 tablets', 'bottle of 60 ml'
 * - `salts`: [salt name as in salts.ts, strength] with strength like '650mg', '0.5mg', '2mg/ml', '10mg/5ml', '1% w/w'
 * - `schedule`: the strictest schedule of its salts
 */
export interface MedicineSeed {
  name: string
  brand: string
  form: string
  pack: string
  manufacturer: string
  salts: Array<[saltName: string, strength: string]>
  mrp: number
  price: number
  schedule: DrugSchedule
}

/** A node of the health-products category tree; the tree is exactly three levels deep. */
export interface CategorySeed {
  name: string
  children?: CategorySeed[]
}

/** A non-medicine health product placed in a level-3 category. */
export interface HealthProductSeed {
  name: string
  brand: string
  manufacturer: string
  category: [l1: string, l2: string, l3: string]
  pack: string
  mrp: number
  price: number
}

/** A diagnostic lab and the cities (district-style names, e.g. 'Bengaluru', 'Gurugram') it serves. */
export interface LabSeed {
  name: string
  cities: string[]
}

/** A lab test or a package of tests; a package's `includes` names tests in the same list. */
export interface LabTestSeed {
  name: string
  kind: 'test' | 'package'
  sampleType: string
  fasting: boolean
  parameters: number
  includes?: string[]
  mrp: number
  price: number
  description: string
  category: string
}

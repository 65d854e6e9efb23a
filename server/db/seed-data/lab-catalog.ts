import type { LabSeed, LabTestSeed } from './types.ts'

// Sample data for the labs catalog (issue 11 §1), labelled as such wherever it is shown: what each partner lab is
// accredited for and how it is rated, which tests it offers at what price and how soon its report comes, and its
// walk-in centres. Deterministic: the same seed on every machine, so tests and the README can name what it holds.

export interface LabProfileSeed {
  accreditations: string[]
  /** Tenths of a star. */
  ratingTenths: number
  ratingCount: number
  about: string
  homeCollection: boolean
}

export const LAB_PROFILES: Record<string, LabProfileSeed> = {
  'Dr Lal PathLabs': {
    accreditations: ['NABL', 'CAP'],
    ratingTenths: 46,
    ratingCount: 12840,
    about: 'A national chain of pathology labs with a reference laboratory in New Delhi and collection across north and west India.',
    homeCollection: true,
  },
  'Metropolis Healthcare': {
    accreditations: ['NABL', 'CAP'],
    ratingTenths: 45,
    ratingCount: 9310,
    about: 'Pathology labs headquartered in Mumbai, known for specialised tests and a large network in the west and south.',
    homeCollection: true,
  },
  'SRL Diagnostics': {
    accreditations: ['NABL', 'CAP'],
    ratingTenths: 44,
    ratingCount: 8725,
    about: 'One of the largest diagnostic networks in India, with a reference lab in Gurugram and regional labs in every metro.',
    homeCollection: true,
  },
  Thyrocare: {
    accreditations: ['NABL'],
    ratingTenths: 43,
    ratingCount: 15602,
    about: 'A high-volume central laboratory in Navi Mumbai known for affordable preventive health packages.',
    homeCollection: true,
  },
  'Redcliffe Labs': {
    accreditations: ['NABL'],
    ratingTenths: 44,
    ratingCount: 6120,
    about: 'A home-collection first lab network with fast turnaround in the largest cities.',
    homeCollection: true,
  },
  Healthians: {
    accreditations: ['NABL'],
    ratingTenths: 43,
    ratingCount: 7480,
    about: 'Home sample collection with free report consultation, from its own NABL-accredited labs.',
    homeCollection: true,
  },
  'Orange Health': {
    accreditations: ['NABL'],
    ratingTenths: 47,
    ratingCount: 3150,
    about: 'Home collection within 60 minutes in a few large cities, with reports the same day for routine tests.',
    homeCollection: true,
  },
  'Apollo Diagnostics': {
    accreditations: ['NABL', 'CAP'],
    ratingTenths: 45,
    ratingCount: 8890,
    about: 'The diagnostics arm of a hospital group, with collection centres across the south and in every metro.',
    homeCollection: true,
  },
}

/**
 * Tests only one lab offers (the add-test dialog and the replace flow need them): the e2e journey adds one of these to
 * a cart at another lab. Named in README.md.
 */
export const EXCLUSIVE_TESTS: Record<string, string> = {
  'HLA-B27': 'Metropolis Healthcare',
  'Allergy Panel - Drugs': 'SRL Diagnostics',
  'TB Gold (Interferon Gamma Release Assay)': 'Dr Lal PathLabs',
  'Anti-CCP': 'Apollo Diagnostics',
}

export interface LabOfferSeed {
  lab: string
  test: string
  mrp: number
  price: number
  turnaroundHours: number
}

/** A small stable hash (FNV-1a) of a string: the sample data's dice. */
export function hash(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193) >>> 0
  }
  return h
}

/**
 * Which lab offers which test at what price (rupees) and turnaround. Tests that any package includes, every lab
 * offers; an exclusive test, one lab; a package, about three labs in four; any other test, about four in five; every
 * test at least one lab. A lab's price is the reference price moved by up to 15 % either way, rounded to ₹5, never
 * above the MRP.
 */
export function labOffers(labs: readonly LabSeed[], tests: readonly LabTestSeed[]): LabOfferSeed[] {
  const core = new Set(tests.flatMap((t) => t.includes ?? []))
  const offers: LabOfferSeed[] = []
  for (const test of tests) {
    const exclusive = EXCLUSIVE_TESTS[test.name]
    const chosen = labs.filter((lab) => {
      if (exclusive) return lab.name === exclusive
      if (core.has(test.name)) return true
      const roll = hash(`${lab.name}|${test.name}`) % 100
      return test.kind === 'package' ? roll < 75 : roll < 80
    })
    const offering = chosen.length ? chosen : [labs[hash(test.name) % labs.length]!]
    for (const lab of offering) {
      const dice = hash(`${test.name}|${lab.name}|price`)
      const factor = 0.85 + (dice % 31) / 100
      const price = Math.min(test.mrp, Math.max(5, Math.round((test.price * factor) / 5) * 5))
      offers.push({ lab: lab.name, test: test.name, mrp: test.mrp, price, turnaroundHours: turnaround(test, lab.name) })
    }
  }
  return offers
}

function turnaround(test: LabTestSeed, lab: string): number {
  const fast = lab === 'Orange Health' || lab === 'Redcliffe Labs'
  if (test.kind === 'package') return fast ? 24 : 36
  if (/culture|AFB|Gold|Allergy|HLA/i.test(test.name)) return 72
  const steps = fast ? [8, 12, 12, 24] : [12, 24, 24, 36]
  return steps[hash(`${test.name}|${lab}|tat`) % steps.length]!
}

/** How to prepare for a test, from its sample type and fasting (shown on the test page and in the cart). */
export function preparationFor(test: Pick<LabTestSeed, 'fasting' | 'sampleType' | 'kind'>): string {
  if (test.sampleType === 'Urine') {
    return 'Collect the first urine of the morning, mid-stream, in the sterile container the phlebotomist brings. No fasting is needed.'
  }
  if (test.sampleType === 'Stool') {
    return 'Collect a small stool sample in the sterile container the phlebotomist brings, keeping it free of urine and water. No fasting is needed.'
  }
  if (test.fasting) {
    return 'Fast for 10 to 12 hours before the sample is taken: water is fine, but no food, tea, coffee or juice. Take your usual medicines unless your doctor says otherwise, and tell the phlebotomist about them.'
  }
  return 'No fasting is needed. Tell the phlebotomist about any medicines you take, and drink water as usual.'
}

/** Localities with their pincodes for walk-in centres (sample addresses), per city. */
const LOCALITIES: Record<string, [string, string][]> = {
  'New Delhi': [
    ['Lajpat Nagar II', '110024'],
    ['Rajouri Garden', '110027'],
  ],
  Gurugram: [
    ['Sector 14', '122001'],
    ['DLF Phase 4', '122009'],
  ],
  Noida: [
    ['Sector 18', '201301'],
    ['Sector 62', '201309'],
  ],
  Mumbai: [
    ['Andheri West', '400058'],
    ['Dadar West', '400028'],
  ],
  Bengaluru: [
    ['Indiranagar', '560038'],
    ['Jayanagar 4th Block', '560011'],
  ],
  Kolkata: [
    ['Salt Lake Sector V', '700091'],
    ['Ballygunge', '700019'],
  ],
  Chennai: [
    ['T. Nagar', '600017'],
    ['Anna Nagar', '600040'],
  ],
  Hyderabad: [
    ['Banjara Hills', '500034'],
    ['Kukatpally', '500072'],
  ],
  Pune: [
    ['Kothrud', '411038'],
    ['Viman Nagar', '411014'],
  ],
  Ahmedabad: [
    ['Navrangpura', '380009'],
    ['Satellite', '380015'],
  ],
  Jaipur: [
    ['C-Scheme', '302001'],
    ['Malviya Nagar', '302017'],
  ],
  Lucknow: [
    ['Hazratganj', '226001'],
    ['Gomti Nagar', '226010'],
  ],
  Chandigarh: [
    ['Sector 17', '160017'],
    ['Sector 35', '160022'],
  ],
}

export interface LabCentreSeed {
  lab: string
  city: string
  name: string
  address: string
  pincode: string
  opensAt: string
  closesAt: string
  days: string
}

/** One or two walk-in centres per lab in each city it serves (sample addresses). */
export function labCentres(labs: readonly LabSeed[]): LabCentreSeed[] {
  const centres: LabCentreSeed[] = []
  labs.forEach((lab, i) => {
    for (const city of lab.cities) {
      const places = LOCALITIES[city] ?? []
      const count = Math.min(places.length, 1 + (hash(`${lab.name}|${city}`) % 2))
      for (let k = 0; k < count; k++) {
        const [locality, pincode] = places[(i + k) % places.length]!
        const sunday = hash(`${lab.name}|${city}|${k}`) % 3 === 0
        centres.push({
          lab: lab.name,
          city,
          name: `${lab.name}, ${locality}`,
          address: `Shop ${1 + (hash(`${lab.name}${locality}`) % 40)}, Ground Floor, Main Market, ${locality}, ${city}`,
          pincode,
          opensAt: '07:00',
          closesAt: sunday ? '21:00' : '20:00',
          days: sunday ? 'All days' : 'Mon–Sat',
        })
      }
    }
  })
  return centres
}

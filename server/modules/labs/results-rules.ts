// The labs desk's rules (issue 11 §6), pure: a value against its reference range, the patients of a booking and their
// keys, what a patient's results still lack, the day's collections grouped by slot and then by area, and the parameter
// names of a few common tests to start the entry form with. Tested in results-rules.test.ts.

/** How a value reads against its range: above, below, not the expected text, or null (within, or nothing to judge). */
export type ResultFlag = 'high' | 'low' | 'abnormal'

export const FLAG_WORDS: Record<ResultFlag, string> = { high: 'High', low: 'Low', abnormal: 'Abnormal' }

export interface ReferenceRange {
  low: number | null
  high: number | null
  /** A range written as text: '< 200', '70 - 100', '>= 40', 'Negative'. */
  text: string | null
}

interface Bounds {
  low: number | null
  lowInclusive: boolean
  high: number | null
  highInclusive: boolean
  /** A range that is a word ('Negative', 'Non reactive'): the value must read the same. */
  expected: string | null
}

const NUMBER = String.raw`[-+]?\d+(?:,\d{3})*(?:\.\d+)?|[-+]?\.\d+`

/** A number as labs write it ('1,200', '5.6', '+0.4'); null for anything else ('Negative', '5.6 mg', ''). */
export function parseNumber(text: string): number | null {
  const t = text.trim()
  if (!new RegExp(`^(?:${NUMBER})$`).test(t)) return null
  const n = Number(t.replace(/,/g, ''))
  return Number.isFinite(n) ? n : null
}

/** A text range as bounds: 'a - b' (or 'a to b'), '< b', '<= b', '≤ b', '> a', '>= a', '≥ a', 'up to b', or a word. */
export function parseRangeText(text: string): Bounds {
  const t = text.trim().replace(/\s+/g, ' ')
  const none: Bounds = { low: null, lowInclusive: true, high: null, highInclusive: true, expected: null }
  if (!t) return none
  const between = new RegExp(`^(${NUMBER})\\s*(?:-|–|to)\\s*(${NUMBER})$`, 'i').exec(t)
  if (between) return { ...none, low: parseNumber(between[1]!), high: parseNumber(between[2]!) }
  const op = new RegExp(`^(<=|≤|=<|<|>=|≥|=>|>|up to|upto|below|above)\\s*(${NUMBER})$`, 'i').exec(t)
  if (op) {
    const n = parseNumber(op[2]!)
    switch (op[1]!.toLowerCase()) {
      case '<':
      case 'below':
        return { ...none, high: n, highInclusive: false }
      case '<=':
      case '≤':
      case '=<':
      case 'up to':
      case 'upto':
        return { ...none, high: n }
      case '>':
      case 'above':
        return { ...none, low: n, lowInclusive: false }
      default:
        return { ...none, low: n }
    }
  }
  // A number alone says nothing of a direction; anything with a digit in it is not a word to match.
  if (/\d/.test(t)) return none
  return { ...none, expected: t }
}

const folded = (s: string) => s.trim().replace(/\s+/g, ' ').replace(/-/g, ' ').toLowerCase()

/**
 * The flag of a value against its range: numeric bounds (low, high) win over a text range; a bound is inclusive
 * ('70 - 100' takes 70 and 100) unless written strict ('< 200' flags 200 as High). A value that is no number is judged
 * only against a word range ('Negative': 'Positive' is Abnormal). Null: within the range, or nothing to judge by.
 */
export function flagResult(value: string, range: ReferenceRange): ResultFlag | null {
  const bounds: Bounds =
    range.low !== null || range.high !== null
      ? { low: range.low, lowInclusive: true, high: range.high, highInclusive: true, expected: null }
      : parseRangeText(range.text ?? '')
  if (bounds.expected !== null) {
    if (!value.trim()) return null
    return folded(value) === folded(bounds.expected) ? null : 'abnormal'
  }
  const n = parseNumber(value)
  if (n === null) return null
  if (bounds.low !== null && (bounds.lowInclusive ? n < bounds.low : n <= bounds.low)) return 'low'
  if (bounds.high !== null && (bounds.highInclusive ? n > bounds.high : n >= bounds.high)) return 'high'
  return null
}

/** The range as the report prints it: '12 - 16', '< 200', 'Negative', '' when none. */
export function rangeLabel(range: ReferenceRange): string {
  const f = (n: number) => String(n)
  if (range.low !== null && range.high !== null) return `${f(range.low)} - ${f(range.high)}`
  if (range.low !== null) return `>= ${f(range.low)}`
  if (range.high !== null) return `<= ${f(range.high)}`
  return range.text?.trim() ?? ''
}

// ---- patients of a booking ----

export interface BookedItem {
  id: number
  position: number
  testId: number
  testName: string
  patientId: number | null
  patientName: string
  patientAge: number | null
  patientGender: string | null
}

export interface BookedPatient<I extends BookedItem = BookedItem> {
  /** The patient's number in the booking, '1' to '6': the report's key in its URL. */
  key: string
  name: string
  age: number | null
  gender: string | null
  items: I[]
}

/**
 * A booking's patients in the order of its items (position), each with its items; a patient is the account's patient
 * id, or the name for an item whose patient was since removed (its snapshot stays). Keys are 1, 2, … in that order.
 */
export function bookingPatients<I extends BookedItem>(items: readonly I[]): BookedPatient<I>[] {
  const byWho = new Map<string, BookedPatient<I>>()
  for (const item of [...items].sort((a, b) => a.position - b.position || a.id - b.id)) {
    const who = item.patientId === null ? `name:${item.patientName}` : `id:${item.patientId}`
    let p = byWho.get(who)
    if (!p) {
      p = {
        key: String(byWho.size + 1),
        name: item.patientName,
        age: item.patientAge,
        gender: item.patientGender,
        items: [],
      }
      byWho.set(who, p)
    }
    p.items.push(item)
  }
  return [...byWho.values()]
}

/** The tests of a patient that have no results yet (no rows entered); empty when the report can be made. */
export function missingResults<I extends BookedItem>(patient: BookedPatient<I>, withRows: ReadonlySet<number>): I[] {
  return patient.items.filter((i) => !withRows.has(i.id))
}

// ---- the day's collections ----

export interface Collection {
  number: string
  slotStartsAt: Date
  pincode: string
  /** The locality: the address snapshot's city (the address line is shown beside it). */
  city: string
}

export interface AreaGroup<C extends Collection> {
  /** '110001 · New Delhi' */
  label: string
  pincode: string
  collections: C[]
}

export interface SlotGroup<C extends Collection> {
  startsAt: Date
  areas: AreaGroup<C>[]
}

/**
 * The day's collections for the phlebotomists' rounds: by slot (earliest first), then by area (pincode, then city),
 * then by booking number; each slot and area once.
 */
export function groupCollections<C extends Collection>(collections: readonly C[]): SlotGroup<C>[] {
  const sorted = [...collections].sort(
    (a, b) =>
      a.slotStartsAt.getTime() - b.slotStartsAt.getTime() ||
      a.pincode.localeCompare(b.pincode) ||
      a.city.localeCompare(b.city) ||
      a.number.localeCompare(b.number),
  )
  const slots: SlotGroup<C>[] = []
  for (const c of sorted) {
    let slot = slots[slots.length - 1]
    if (!slot || slot.startsAt.getTime() !== c.slotStartsAt.getTime()) {
      slot = { startsAt: c.slotStartsAt, areas: [] }
      slots.push(slot)
    }
    const label = `${c.pincode} · ${c.city}`
    let area = slot.areas[slot.areas.length - 1]
    if (!area || area.label !== label) {
      area = { label, pincode: c.pincode, collections: [] }
      slot.areas.push(area)
    }
    area.collections.push(c)
  }
  return slots
}

// ---- the entry form's starting rows ----

export interface ParameterTemplate {
  name: string
  unit: string
  low: number | null
  high: number | null
  text: string | null
}

const p = (name: string, unit: string, low: number | null, high: number | null, text: string | null = null) => ({
  name,
  unit,
  low,
  high,
  text,
})

/** Common tests' parameters with adult reference ranges (sample values; the lab's own ranges may differ). */
const TEMPLATES: Record<string, ParameterTemplate[]> = {
  'Haemoglobin (Hb)': [p('Haemoglobin', 'g/dL', 12, 16)],
  'Fasting Blood Sugar (FBS)': [p('Glucose, fasting', 'mg/dL', 70, 100)],
  'Random Blood Sugar (RBS)': [p('Glucose, random', 'mg/dL', 70, 140)],
  'Post Prandial Blood Sugar (PPBS)': [p('Glucose, post prandial', 'mg/dL', 70, 140)],
  HbA1c: [p('HbA1c', '%', 4, 5.6), p('Estimated average glucose', 'mg/dL', 68, 114)],
  'Lipid Profile': [
    p('Total cholesterol', 'mg/dL', null, null, '< 200'),
    p('Triglycerides', 'mg/dL', null, null, '< 150'),
    p('HDL cholesterol', 'mg/dL', null, null, '> 40'),
    p('LDL cholesterol', 'mg/dL', null, null, '< 100'),
    p('VLDL cholesterol', 'mg/dL', 5, 40),
  ],
  'Thyroid Profile Total (T3, T4, TSH)': [
    p('Total T3', 'ng/dL', 80, 200),
    p('Total T4', 'µg/dL', 5.1, 14.1),
    p('TSH', 'µIU/mL', 0.27, 4.2),
  ],
  'TSH Ultrasensitive': [p('TSH', 'µIU/mL', 0.27, 4.2)],
  'Vitamin D (25-OH)': [p('25-OH Vitamin D', 'ng/mL', 30, 100)],
  'Vitamin B12': [p('Vitamin B12', 'pg/mL', 211, 911)],
  'Complete Blood Count (CBC)': [
    p('Haemoglobin', 'g/dL', 12, 16),
    p('Total leucocyte count', '10^3/µL', 4, 11),
    p('Platelet count', '10^3/µL', 150, 410),
    p('RBC count', '10^6/µL', 3.8, 5.8),
  ],
}

/** The starting rows of a test's entry form: a common test's parameters, else one empty row. */
export function templateFor(testName: string): ParameterTemplate[] {
  return TEMPLATES[testName] ?? [p('', '', null, null)]
}

import { paise, type Paise } from '../money.ts'

// Vaccination at home (issue 27 §6; decision 086): the vaccines a nurse gives at home, with their licensed age bands,
// doses and minimum intervals, and the two pure rules every floor uses: `eligibility` (may this person have this
// vaccine on this day, and which dose is it) and `nextDoseDue` (when the following dose is due). Dates are calendar
// dates 'YYYY-MM-DD' (India's); ages are whole months, counted as a birthday is. No I/O.
//
// The PRICES ARE SAMPLES (what a dose and the nurse's visit might cost), not a price list: replace them with the
// pharmacy's own before selling. The schedules follow the vaccines' Indian licences and the IAP/WHO schedules in their
// simplest form; a doctor's advice overrides them, and the page says so.

export const VACCINE_CODES = ['influenza', 'hpv', 'hepatitis_b', 'typhoid_conjugate', 'pneumococcal', 'varicella'] as const
export type VaccineCode = (typeof VACCINE_CODES)[number]

export const isVaccineCode = (v: unknown): v is VaccineCode =>
  typeof v === 'string' && (VACCINE_CODES as readonly string[]).includes(v)

/** One schedule, chosen by the person's age at the first dose: an age band, its dose count and the gaps. */
export interface VaccineBand {
  /** From this age in months (inclusive). */
  fromMonths: number
  /** Up to this age in months (exclusive: 27 years = 27 × 12 means 'until the 27th birthday'); null: no upper age. */
  untilMonths: number | null
  /** Doses in the series; null: one dose each `repeatMonths` for life (influenza). */
  doses: number | null
  /**
   * Dose n+2's minimum gaps (index 0 is dose 2): months after the previous dose, and months after the first dose (the
   * 0, 1, 6 months series: dose 3 at least 6 months after dose 1).
   */
  gaps: ReadonlyArray<{ afterPrevious: number; afterFirst?: number }>
  /** For a yearly vaccine: the months between two doses. */
  repeatMonths?: number
  /** How the page names the schedule ('2 doses, 6 months apart'). */
  label: string
}

export interface Vaccine {
  code: VaccineCode
  name: string
  /** What it protects against, in a line. */
  protects: string
  /** SAMPLE price of one dose, in paise. */
  pricePaise: Paise
  bands: readonly VaccineBand[]
  /** The age rule as the page and the refusal say it: 'from 9 to 26 years of age'. */
  ageText: string
}

const Y = 12

/** The catalogue. SAMPLE prices (see the file's header). */
export const VACCINES: Readonly<Record<VaccineCode, Vaccine>> = {
  influenza: {
    code: 'influenza',
    name: 'Influenza (flu) vaccine',
    protects: 'Seasonal flu; one dose every year',
    pricePaise: paise(1_999_00),
    bands: [{ fromMonths: 6, untilMonths: null, doses: null, gaps: [], repeatMonths: 12, label: '1 dose every year' }],
    ageText: 'from 6 months of age',
  },
  hpv: {
    code: 'hpv',
    name: 'HPV vaccine',
    protects: 'Cervical and other HPV cancers, genital warts',
    pricePaise: paise(3_999_00),
    bands: [
      {
        fromMonths: 9 * Y,
        untilMonths: 15 * Y,
        doses: 2,
        gaps: [{ afterPrevious: 6 }],
        label: '9–14 years: 2 doses, 6 months apart',
      },
      {
        fromMonths: 15 * Y,
        untilMonths: 27 * Y,
        doses: 3,
        gaps: [{ afterPrevious: 1 }, { afterPrevious: 3, afterFirst: 6 }],
        label: '15–26 years: 3 doses, at 0, 1–2 and 6 months',
      },
    ],
    ageText: 'from 9 to 26 years of age',
  },
  hepatitis_b: {
    code: 'hepatitis_b',
    name: 'Hepatitis B vaccine',
    protects: 'Hepatitis B, a liver infection',
    pricePaise: paise(499_00),
    bands: [
      {
        fromMonths: 0,
        untilMonths: null,
        doses: 3,
        gaps: [{ afterPrevious: 1 }, { afterPrevious: 2, afterFirst: 6 }],
        label: '3 doses, at 0, 1 and 6 months',
      },
    ],
    ageText: 'at any age',
  },
  typhoid_conjugate: {
    code: 'typhoid_conjugate',
    name: 'Typhoid conjugate vaccine',
    protects: 'Typhoid fever',
    pricePaise: paise(1_799_00),
    bands: [{ fromMonths: 6, untilMonths: 46 * Y, doses: 1, gaps: [], label: '1 dose' }],
    ageText: 'from 6 months to 45 years of age',
  },
  pneumococcal: {
    code: 'pneumococcal',
    name: 'Pneumococcal vaccine (adults)',
    protects: 'Pneumonia, meningitis and blood infections from pneumococcus',
    pricePaise: paise(3_899_00),
    bands: [{ fromMonths: 50 * Y, untilMonths: null, doses: 1, gaps: [], label: '1 dose' }],
    ageText: 'from 50 years of age',
  },
  varicella: {
    code: 'varicella',
    name: 'Varicella (chickenpox) vaccine',
    protects: 'Chickenpox',
    pricePaise: paise(2_199_00),
    bands: [
      {
        fromMonths: 12,
        untilMonths: 13 * Y,
        doses: 2,
        gaps: [{ afterPrevious: 3 }],
        label: '1–12 years: 2 doses, at least 3 months apart',
      },
      {
        fromMonths: 13 * Y,
        untilMonths: null,
        doses: 2,
        gaps: [{ afterPrevious: 1 }],
        label: '13 years and over: 2 doses, at least 1 month apart',
      },
    ],
    ageText: 'from 12 months of age',
  },
}

/** SAMPLE fee of the nurse's home visit, in paise (one visit, one dose). */
export const HOME_VISIT_FEE_PAISE = paise(299_00)
/** The observation after a dose, in minutes: the nurse stays this long before leaving. */
export const OBSERVATION_MINUTES = 30
/** The cold chain: a vaccine is given only when its carrier reads between these (°C, inclusive). */
export const COLD_CHAIN_MIN_C = 2
export const COLD_CHAIN_MAX_C = 8

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/

function parts(date: string): [number, number, number] {
  const m = ISO.exec(date)
  if (!m) throw new Error(`not a date: ${date}`)
  return [Number(m[1]), Number(m[2]), Number(m[3])]
}

/** Whole months from `from` to `to` (a birthday's way: 2016-05-31 → 2016-06-30 is 0, → 2016-07-01 is 1). */
export function monthsBetween(from: string, to: string): number {
  const [fy, fm, fd] = parts(from)
  const [ty, tm, td] = parts(to)
  return (ty - fy) * 12 + (tm - fm) - (td < fd ? 1 : 0)
}

/** The date `months` after a date, the day kept or, in a shorter month, its last day (31 Jan + 1 = 28/29 Feb). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = parts(date)
  const first = new Date(Date.UTC(y, m - 1 + months, 1))
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate()
  first.setUTCDate(Math.min(d, last))
  return first.toISOString().slice(0, 10)
}

/** '12 years', '8 months', '1 year 3 months'. */
export function ageLabel(months: number): string {
  const y = Math.floor(months / 12)
  const m = months % 12
  const ys = y === 1 ? '1 year' : `${y} years`
  const ms = m === 1 ? '1 month' : `${m} months`
  if (y === 0) return ms
  if (y >= 2 || m === 0) return ys
  return `${ys} ${ms}`
}

/** The band that covers an age in months, or null. */
export function bandAt(vaccine: Vaccine, months: number): VaccineBand | null {
  return vaccine.bands.find((b) => months >= b.fromMonths && (b.untilMonths === null || months < b.untilMonths)) ?? null
}

export type EligibilityRefusal =
  /** Outside the vaccine's age bands (first dose). */
  | 'age'
  /** Every dose of the series is given. */
  | 'complete'
  /** The next dose is not due yet. */
  | 'too_early'
  /** A date that cannot be: a dose before birth, birth after the day, a dose in the future. */
  | 'bad_dates'

export type Eligibility =
  | { ok: true; dose: number; of: number | null; band: VaccineBand }
  | { ok: false; code: EligibilityRefusal; reason: string; dueOn?: string }

const LONG_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]

/** '30 November 2026'. */
export function longDate(date: string): string {
  const [y, m, d] = parts(date)
  return `${d} ${LONG_MONTHS[m - 1]} ${y}`
}

/** The earliest date dose `dose` (2, 3, …) of a series may be given, after the earlier doses (sorted). */
function dueDate(band: VaccineBand, given: readonly string[]): string {
  const first = given[0]!
  const previous = given[given.length - 1]!
  if (band.doses === null) return addMonths(previous, band.repeatMonths ?? 12)
  const gap = band.gaps[given.length - 1]!
  const afterPrevious = addMonths(previous, gap.afterPrevious)
  const afterFirst = gap.afterFirst === undefined ? afterPrevious : addMonths(first, gap.afterFirst)
  return afterPrevious > afterFirst ? afterPrevious : afterFirst
}

/**
 * May a person born on `dateOfBirth` have `vaccine` on `onDate`, having had `previousDoses` (dates) of it? The first
 * dose needs an age within one of the vaccine's bands; the band at the first dose then fixes the series (a girl who
 * started HPV at 14 finishes the 2-dose series at 15). Allowed: the dose's number and the series' length; refused: a
 * sentence the page shows as it is.
 */
export function eligibility(
  vaccine: Vaccine,
  dateOfBirth: string,
  onDate: string,
  previousDoses: readonly string[],
): Eligibility {
  const given = [...previousDoses].sort()
  if (dateOfBirth > onDate) {
    return { ok: false, code: 'bad_dates', reason: 'The date of birth is after the day of the vaccination.' }
  }
  if (given.some((d) => d < dateOfBirth || d > onDate)) {
    return { ok: false, code: 'bad_dates', reason: 'An earlier dose is dated before birth or after the day of the vaccination.' }
  }
  if (!given.length) {
    const months = monthsBetween(dateOfBirth, onDate)
    const band = bandAt(vaccine, months)
    if (!band) {
      return {
        ok: false,
        code: 'age',
        reason: `${vaccine.name} is given ${vaccine.ageText}. This person is ${ageLabel(months)} old.`,
      }
    }
    return { ok: true, dose: 1, of: band.doses, band }
  }
  const band = bandAt(vaccine, monthsBetween(dateOfBirth, given[0]!)) ?? vaccine.bands[0]!
  if (band.doses !== null && given.length >= band.doses) {
    return {
      ok: false,
      code: 'complete',
      reason: `All ${band.doses} doses of the ${vaccine.name} are given already (${band.label}).`,
    }
  }
  const due = dueDate(band, given)
  if (onDate < due) {
    return {
      ok: false,
      code: 'too_early',
      reason: `Dose ${given.length + 1} of the ${vaccine.name} is due from ${longDate(due)} (${band.label}).`,
      dueOn: due,
    }
  }
  return { ok: true, dose: given.length + 1, of: band.doses, band }
}

/**
 * The next dose after `doses` (every dose given, the latest last or not): its number and the date it is due, or null
 * when the series is complete (or nothing was given: the first dose is not 'due').
 */
export function nextDoseDue(
  vaccine: Vaccine,
  dateOfBirth: string,
  doses: readonly string[],
): { dose: number; of: number | null; dueOn: string } | null {
  const given = [...doses].sort()
  if (!given.length) return null
  const band = bandAt(vaccine, monthsBetween(dateOfBirth, given[0]!)) ?? vaccine.bands[0]!
  if (band.doses !== null && given.length >= band.doses) return null
  return { dose: given.length + 1, of: band.doses, dueOn: dueDate(band, given) }
}

/** The catalogue in its page order. */
export const VACCINE_LIST: readonly Vaccine[] = VACCINE_CODES.map((c) => VACCINES[c])

/**
 * The cities our nurses visit, and how many nurses a city has for each half-hour slot (the slot's capacity). SAMPLE
 * figures until operations give theirs.
 */
export const NURSES_PER_SLOT: Readonly<Record<string, number>> = {
  'New Delhi': 3,
  Mumbai: 3,
  Bengaluru: 3,
  Kolkata: 2,
  Chennai: 2,
  Hyderabad: 2,
  Pune: 2,
  Gurugram: 2,
  Noida: 2,
}
export const VACCINATION_CITIES: readonly string[] = Object.keys(NURSES_PER_SLOT)

/** A city as we spell it (case and spaces aside), or null when our nurses do not visit it. */
export function vaccinationCity(city: string): string | null {
  const wanted = city.trim().toLowerCase().replace(/\s+/g, ' ')
  return VACCINATION_CITIES.find((c) => c.toLowerCase() === wanted) ?? null
}

/** A booking's states: unpaid, booked (paid), the dose given (observation running), completed (certificate), cancelled. */
export const VACCINATION_STATUSES = ['pending_payment', 'booked', 'given', 'completed', 'cancelled'] as const
export type VaccinationStatus = (typeof VACCINATION_STATUSES)[number]
export const VACCINATION_STATUS_LABELS: Readonly<Record<VaccinationStatus, string>> = {
  pending_payment: 'Awaiting payment',
  booked: 'Booked',
  given: 'Dose given, under observation',
  completed: 'Completed, certificate issued',
  cancelled: 'Cancelled',
}

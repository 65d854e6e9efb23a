// The words and limits of doctor consultations (issue 24 §1–2): the languages a doctor consults in, the listing's
// filters (fee band, experience, sort) and the booking window. What Practo, 1mg and Apollo 24|7 offer where the spec
// says nothing: filters by language, fee and years of experience; 'consult now' connects within minutes; slots of
// 15 minutes, bookable a week ahead.

/** The languages a doctor may consult in: wire codes and labels (India's most spoken, and English). */
export const LANGUAGES = {
  english: 'English',
  hindi: 'Hindi',
  bengali: 'Bengali',
  marathi: 'Marathi',
  telugu: 'Telugu',
  tamil: 'Tamil',
  gujarati: 'Gujarati',
  urdu: 'Urdu',
  kannada: 'Kannada',
  odia: 'Odia',
  malayalam: 'Malayalam',
  punjabi: 'Punjabi',
} as const
export type Language = keyof typeof LANGUAGES
export const LANGUAGE_CODES = Object.keys(LANGUAGES) as Language[]
export const isLanguage = (v: string): v is Language => Object.hasOwn(LANGUAGES, v)

/** Fee bands of the listing's filter, in paise: a fee is in a band when min < fee ≤ max (max null: no ceiling). */
export const FEE_BANDS = {
  upto_300: { label: 'Up to ₹300', min: -1, max: 30_000 },
  '300_500': { label: '₹301 – ₹500', min: 30_000, max: 50_000 },
  '500_1000': { label: '₹501 – ₹1,000', min: 50_000, max: 100_000 },
  above_1000: { label: 'Above ₹1,000', min: 100_000, max: null },
} as const satisfies Record<string, { label: string; min: number; max: number | null }>
export type FeeBand = keyof typeof FEE_BANDS
export const FEE_BAND_CODES = Object.keys(FEE_BANDS) as FeeBand[]

/** Whether a fee (paise) is in a band. */
export function inFeeBand(feePaise: number, band: FeeBand): boolean {
  const { min, max } = FEE_BANDS[band]
  return feePaise > min && (max === null || feePaise <= max)
}

/** The experience filter: at least this many years of practice ('5+ years'). */
export const MIN_EXPERIENCE_YEARS = [5, 10, 15, 20] as const
export type MinExperience = (typeof MIN_EXPERIENCE_YEARS)[number]

/** The listing's orders: relevance is rating, then experience; then fee either way, or experience. */
export const DOCTOR_SORTS = {
  relevance: 'Relevance',
  fee_low: 'Fee: low to high',
  fee_high: 'Fee: high to low',
  experience: 'Experience',
} as const
export type DoctorSort = keyof typeof DOCTOR_SORTS
export const DOCTOR_SORT_CODES = Object.keys(DOCTOR_SORTS) as DoctorSort[]

/** Doctors per page of a listing, and the most a client may ask for. */
export const DOCTORS_PER_PAGE = 10
export const MAX_DOCTORS_PER_PAGE = 30
/** The last page a client may ask for (500 doctors at 10 a page is 50). */
export const MAX_DOCTOR_PAGE = 100

/** A specialty's code: lowercase words joined by hyphens ('general-physician'). */
export const SPECIALTY_CODE = /^[a-z][a-z0-9-]{1,39}$/

/** Bookable days: today (in India) and the 6 after it, as for lab collections. */
export const BOOKING_DAYS = 7
/** A booked slot starts at least this long from now (the doctor's notice); 'consult now' takes the current slot too. */
export const BOOKING_LEAD_MINUTES = 5
/** 'Consult now' offers a doctor whose free slot starts within this many minutes. */
export const CONSULT_NOW_WITHIN_MINUTES = 30
/** 'Consult now' may still take a slot that began less than this long ago (most of it is left). */
export const CONSULT_NOW_GRACE_MINUTES = 5

/** A slot's length by default, and the lengths a doctor's hours may be cut into. */
export const DEFAULT_SLOT_MINUTES = 15
export const SLOT_LENGTHS = [10, 15, 20, 30] as const
/** One patient a slot (issue 24 §1). */
export const DOCTOR_SLOT_CAPACITY = 1

export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const

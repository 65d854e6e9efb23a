import { z } from 'zod'
import { isCalendarDate } from '../core/time/ist.ts'
import { VACCINE_CODES, VACCINATION_STATUSES } from '../core/vaccination/vaccines.ts'
import { formSchema } from './form.ts'
import { envelope } from './http.ts'

// Vaccination at home (issue 27 §6; decision 086). Our paths (the spec names only the page):
//   GET  /pwa-api/api/v4/vaccination/vaccines                      the catalogue: age rules, doses, SAMPLE prices, cities
//   GET  /pwa-api/api/v4/vaccination/slots?city=&date=             a day's nurse slots with their free places
//   POST /pwa-api/api/v4/vaccination/bookings                      Idempotency-Key: a dose at home, through checkout
//   GET  /pwa-api/api/v4/vaccination/bookings                      the account's bookings
//   GET  /pwa-api/api/v4/vaccination/bookings/:number              one (another account's: 404)
//   GET  /pwa-api/api/v4/vaccination/bookings/:number/certificate  the certificate PDF, once issued
// Money is rupees on the wire; the expected total in paise (as every placement).

const MAX_DB_INT = 2_147_483_647
const blank = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v)

const wholeOf = (message: string, min = 1, max = MAX_DB_INT) =>
  z
    .preprocess((v) => (typeof v === 'number' ? String(v) : v), z.string({ error: message }))
    .pipe(z.string().regex(/^\d{1,10}$/, message))
    .transform(Number)
    .pipe(z.number().int().min(min, message).max(max, message))

const calendarDate = (message: string) =>
  z
    .string({ error: message })
    .max(10, message)
    .refine((s) => isCalendarDate(s), message)

const tick = (name: string) =>
  z
    .union([z.boolean(), z.enum(['on', 'true', 'false', '1', '0'])], { error: `${name} must be true or false` })
    .optional()
    .transform((v) => v === true || v === 'on' || v === 'true' || v === '1')

export const VACCINATION_PAYMENT_CHOICES = ['online', 'wallet'] as const
/** At most this many earlier doses given elsewhere. */
export const MAX_EARLIER_DOSES = 5

const VaccineCodeSchema = z.enum(VACCINE_CODES, { error: 'Please choose a vaccine' })

export const VaccineBandSchema = z.object({
  from_months: z.number().int(),
  until_months: z.number().int().nullable(),
  doses: z.number().int().nullable(),
  label: z.string(),
})
export const VaccineSchema = z.object({
  code: VaccineCodeSchema,
  name: z.string(),
  protects: z.string(),
  age_rule: z.string(),
  /** SAMPLE price of a dose, rupees. */
  price: z.number(),
  bands: z.array(VaccineBandSchema),
})
export type VaccineWire = z.infer<typeof VaccineSchema>
export const VaccineCatalogueSchema = z.object({
  vaccines: z.array(VaccineSchema),
  /** SAMPLE fee of the nurse's visit, rupees. */
  visit_fee: z.number(),
  cities: z.array(z.string()),
  observation_minutes: z.number().int(),
  /** Says the prices are samples. */
  note: z.string(),
})
export type VaccineCatalogue = z.infer<typeof VaccineCatalogueSchema>
export const VaccineCatalogueResponseSchema = envelope(VaccineCatalogueSchema)

export const VaccinationSlotsQuerySchema = formSchema(
  z.object({
    city: z.string({ error: 'Please choose a city' }).trim().min(1, 'Please choose a city').max(60, 'Please choose a city'),
    date: calendarDate('Please choose a day (YYYY-MM-DD)'),
  }),
)
export const VaccinationSlotSchema = z.object({
  id: z.number().int(),
  starts_at: z.string(),
  ends_at: z.string(),
  label: z.string(),
  part: z.enum(['morning', 'afternoon', 'evening']),
  capacity: z.number().int(),
  free: z.number().int(),
  available: z.boolean(),
})
export type VaccinationSlot = z.infer<typeof VaccinationSlotSchema>
export const VaccinationSlotDaySchema = z.object({
  city: z.string(),
  date: z.string(),
  label: z.string(),
  days: z.array(z.object({ date: z.string(), label: z.string() })),
  slots: z.array(VaccinationSlotSchema),
})
export type VaccinationSlotDay = z.infer<typeof VaccinationSlotDaySchema>
export const VaccinationSlotDayResponseSchema = envelope(VaccinationSlotDaySchema)

/** POST …/vaccination/bookings (JSON, or the page's form of strings). */
export const BookVaccinationSchema = formSchema(
  z.object({
    vaccine: VaccineCodeSchema,
    patient_id: wholeOf('Please choose who the vaccine is for'),
    /** Needed when the family member's date of birth is not saved; it must agree with their saved age. */
    date_of_birth: z.preprocess(blank, calendarDate('Please enter the date of birth (YYYY-MM-DD)').optional()),
    /** Doses of this vaccine given elsewhere, 'YYYY-MM-DD'. */
    earlier_doses: z.preprocess(
      (v) => {
        if (v === undefined || v === null || v === '') return []
        if (typeof v === 'string') return v.split(',').filter((s) => s.trim() !== '')
        return v
      },
      z
        .array(calendarDate('An earlier dose’s date is YYYY-MM-DD'), { error: 'earlier_doses must be a list of dates' })
        .max(MAX_EARLIER_DOSES, `Please list at most ${MAX_EARLIER_DOSES} earlier doses`),
    ),
    slot_id: wholeOf('Please choose a slot for the nurse’s visit'),
    /** The visit's address: the account's own; its default when left out. */
    address_id: z.preprocess(blank, wholeOf('Please choose an address').optional()),
    payment: z.enum(VACCINATION_PAYMENT_CHOICES, { error: "Please choose how to pay: 'online' or 'wallet'" }),
    use_wallet: tick('use_wallet'),
    /** The amount to pay the person was shown, in paise. */
    expected_total: z.coerce
      .number({ error: 'expected_total must be a number' })
      .int('expected_total must be whole paise')
      .min(0, 'expected_total must not be negative')
      .max(100_000_000, 'expected_total is too large'),
  }),
)
export type BookVaccinationBody = z.input<typeof BookVaccinationSchema>
export type BookVaccinationInput = z.infer<typeof BookVaccinationSchema>

export const PlacedVaccinationSchema = z.object({
  order_id: z.number().int(),
  number: z.string(),
  status: z.string(),
  booking_status: z.enum(VACCINATION_STATUSES),
  dose: z.number().int(),
  dose_of: z.number().int().nullable(),
  total: z.number(),
  wallet_part: z.number(),
  online_part: z.number(),
  hold_expires_at: z.string().nullable(),
  next_url: z.string(),
})
export type PlacedVaccination = z.infer<typeof PlacedVaccinationSchema>
export const PlacedVaccinationResponseSchema = envelope(PlacedVaccinationSchema)

export const VaccinationNumberParamsSchema = formSchema(
  z.object({
    number: z
      .string({ error: 'A booking number is like MW1234567' })
      .max(20, 'A booking number is like MW1234567')
      .regex(/^[A-Za-z0-9-]{1,20}$/, 'A booking number is like MW1234567'),
  }),
)

export const VaccinationBookingSchema = z.object({
  number: z.string(),
  status: z.enum(VACCINATION_STATUSES),
  status_label: z.string(),
  vaccine: z.object({ code: VaccineCodeSchema, name: z.string() }),
  dose: z.number().int(),
  dose_of: z.number().int().nullable(),
  patient: z.object({ id: z.number().int().nullable(), name: z.string() }),
  city: z.string(),
  slot: z.object({ starts_at: z.string(), label: z.string() }),
  total: z.number(),
  given: z
    .object({
      at: z.string(),
      batch_number: z.string(),
      expiry: z.string(),
      cold_chain_c: z.number(),
      observation_ends_at: z.string(),
    })
    .nullable(),
  certificate: z.object({ number: z.string(), url: z.string() }).nullable(),
  next_dose: z.object({ dose: z.number().int(), due_on: z.string(), label: z.string() }).nullable(),
})
export type VaccinationBookingWire = z.infer<typeof VaccinationBookingSchema>
export const VaccinationBookingResponseSchema = envelope(VaccinationBookingSchema)
export const VaccinationBookingsResponseSchema = envelope(z.object({ bookings: z.array(VaccinationBookingSchema) }))

/** The desk's forms (pages, not the API): recording a dose, and ending the observation. */
export const RecordDoseSchema = formSchema(
  z.object({
    batch_number: z
      .string({ error: 'Please enter the batch number' })
      .trim()
      .min(1, 'Please enter the batch number')
      .max(30, 'Please enter the batch number printed on the vial'),
    expiry: calendarDate('Please enter the vial’s expiry date (YYYY-MM-DD)'),
    cold_chain_c: z.coerce
      .number({ error: 'Please enter the carrier’s temperature in °C' })
      .min(-50, 'Please enter the carrier’s temperature in °C')
      .max(60, 'Please enter the carrier’s temperature in °C'),
  }),
)
export type RecordDoseInput = z.infer<typeof RecordDoseSchema>
export const VaccinationDeskDaySchema = formSchema(
  z.object({ date: z.preprocess(blank, calendarDate('Please choose a day (YYYY-MM-DD)').optional()) }),
)

import { z } from 'zod'
import {
  DOCTOR_SORT_CODES,
  DOCTORS_PER_PAGE,
  FEE_BAND_CODES,
  LANGUAGE_CODES,
  MAX_DOCTOR_PAGE,
  MAX_DOCTORS_PER_PAGE,
  MIN_EXPERIENCE_YEARS,
  SPECIALTY_CODE,
} from '../core/consultations/vocabulary.ts'
import { formSchema } from './form.ts'
import { envelope } from './http.ts'

// Finding a doctor (issue 24 §2; the spec has no paths for it, so they are ours, recorded in the decision):
//   GET /pwa-api/api/v1/consultations/specialties
//   GET /pwa-api/api/v1/consultations/specialties/:code/doctors?language=&fee=&min_experience=&sort=&page=&per_page=
//   GET /pwa-api/api/v1/consultations/specialties/:code/consult-now?language=
//   GET /pwa-api/api/v1/consultations/doctors/:id?date=YYYY-MM-DD
//   GET /pwa-api/api/v1/consultations/doctors/:id/slots?date=YYYY-MM-DD
// All public (a guest finds a doctor before signing in, as on Practo and 1mg). Money is rupees on the wire.

const MAX_DB_INT = 2_147_483_647
const blank = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v)

const wholeOf = (message: string, min: number, max: number) =>
  z
    .preprocess((v) => (typeof v === 'number' ? String(v) : v), z.string({ error: message }))
    .pipe(z.string().regex(/^\d{1,10}$/, message))
    .transform(Number)
    .pipe(z.number().int().min(min, message).max(max, message))

const oneOf = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.preprocess(blank, z.enum(values, { error: message }).optional())

export const SpecialtyCodeParamsSchema = formSchema(
  z.object({
    code: z.string({ error: 'Please choose a specialty' }).regex(SPECIALTY_CODE, 'Please choose a specialty'),
  }),
)

/** The listing's filters and page: each left out (or blank) is no filter. */
export const DoctorListQuerySchema = formSchema(
  z.object({
    language: oneOf(LANGUAGE_CODES as [string, ...string[]], `language must be one of ${LANGUAGE_CODES.join(', ')}`),
    fee: oneOf(FEE_BAND_CODES as [string, ...string[]], `fee must be one of ${FEE_BAND_CODES.join(', ')}`),
    min_experience: z.preprocess(
      blank,
      z
        .enum(
          MIN_EXPERIENCE_YEARS.map(String) as [string, ...string[]],
          `min_experience must be one of ${MIN_EXPERIENCE_YEARS.join(', ')} (years)`,
        )
        .transform(Number)
        .optional(),
    ),
    sort: oneOf(DOCTOR_SORT_CODES as [string, ...string[]], `sort must be one of ${DOCTOR_SORT_CODES.join(', ')}`),
    page: z.preprocess(blank, wholeOf(`page must be a whole number from 1 to ${MAX_DOCTOR_PAGE}`, 1, MAX_DOCTOR_PAGE).optional()),
    per_page: z.preprocess(
      blank,
      wholeOf(`per_page must be a whole number from 1 to ${MAX_DOCTORS_PER_PAGE}`, 1, MAX_DOCTORS_PER_PAGE).optional(),
    ),
  }),
)
export type DoctorListQuery = z.infer<typeof DoctorListQuerySchema>
export { DOCTORS_PER_PAGE }

export const ConsultNowQuerySchema = formSchema(
  z.object({
    language: oneOf(LANGUAGE_CODES as [string, ...string[]], `language must be one of ${LANGUAGE_CODES.join(', ')}`),
  }),
)

export const DoctorIdParamsSchema = formSchema(z.object({ id: wholeOf('A doctor id is a whole number', 1, MAX_DB_INT) }))

const dayField = z.string({ error: 'Please choose a day' }).regex(/^\d{4}-\d{2}-\d{2}$/, 'Please choose a day (YYYY-MM-DD)')

export const DoctorSlotsQuerySchema = formSchema(z.object({ date: dayField }))

/** The doctor's page: the slots of `date` (else of the next free slot's day, else today). */
export const DoctorPageQuerySchema = formSchema(z.object({ date: z.preprocess(blank, dayField.optional()) }))

// ---- Answers ----

const rupees = z.number().nonnegative().multipleOf(0.01)

export const SpecialtySchema = z.object({
  code: z.string(),
  name: z.string(),
  symptoms: z.array(z.string()),
  /** Active doctors who consult in it. */
  doctors: z.number().int().nonnegative(),
  /** The lowest fee among them, in rupees ('from ₹299'); null without doctors. */
  fee_from: rupees.nullable(),
})
export type Specialty = z.infer<typeof SpecialtySchema>
export const SpecialtiesAnswerSchema = envelope(z.object({ specialties: z.array(SpecialtySchema) }))

export const NextSlotSchema = z.object({
  starts_at: z.string(),
  /** 'Today, 4:15 PM', 'Tomorrow, 9:00 AM', 'Fri 4 Dec, 10:30 AM' (India time). */
  label: z.string(),
})

export const DoctorCardSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The photo's stand-in. */
  initials: z.string(),
  qualifications: z.string(),
  specialties: z.array(z.object({ code: z.string(), name: z.string() })),
  languages: z.array(z.object({ code: z.string(), label: z.string() })),
  experience_years: z.number().int(),
  fee: rupees,
  /** Stars out of 5 to one decimal; null until rated. */
  rating: z.number().nullable(),
  ratings: z.number().int(),
  /** A seeded sample doctor (development only). */
  sample: z.boolean(),
  /** The first bookable free slot in the 7-day window; null when every one is taken. */
  next_free_slot: NextSlotSchema.nullable(),
})
export type DoctorCard = z.infer<typeof DoctorCardSchema>

export const DoctorListSchema = z.object({
  specialty: z.object({ code: z.string(), name: z.string() }),
  filters: z.object({
    language: z.string().nullable(),
    fee: z.string().nullable(),
    min_experience: z.number().int().nullable(),
    sort: z.string(),
  }),
  page: z.number().int(),
  per_page: z.number().int(),
  /** Doctors matching the filters, on every page. */
  total: z.number().int(),
  doctors: z.array(DoctorCardSchema),
})
export type DoctorList = z.infer<typeof DoctorListSchema>
export const DoctorListAnswerSchema = envelope(DoctorListSchema)

export const DoctorSlotSchema = z.object({
  id: z.number().int(),
  starts_at: z.string(),
  ends_at: z.string(),
  /** '4:15 PM' (India time). */
  label: z.string(),
  /** Free to book (one patient a slot). */
  available: z.boolean(),
})
export const DoctorDaySchema = z.object({
  doctor_id: z.number().int(),
  date: z.string(),
  /** 'Today', 'Tomorrow', 'Fri 4 Dec'. */
  label: z.string(),
  /** The day's slots from 5 minutes on, earliest first; none on a day off or outside the 7-day window. */
  slots: z.array(DoctorSlotSchema),
})
export type DoctorDay = z.infer<typeof DoctorDaySchema>
export const DoctorDayAnswerSchema = envelope(DoctorDaySchema)

export const DoctorPageSchema = z.object({
  doctor: DoctorCardSchema.extend({
    registration_number: z.string(),
    council: z.string(),
  }),
  /** The bookable days (India), for the day tabs. */
  days: z.array(z.object({ date: z.string(), label: z.string() })),
  /** The slots of the day asked for (else of the next free slot's day, else today). */
  day: DoctorDaySchema,
})
export type DoctorPage = z.infer<typeof DoctorPageSchema>
export const DoctorPageAnswerSchema = envelope(DoctorPageSchema)

export const ConsultNowSchema = z.object({
  specialty: z.object({ code: z.string(), name: z.string() }),
  /** Whether a doctor is free within 30 minutes. */
  available: z.boolean(),
  /** The first such doctor (the earliest free slot, then the best rated); null when none is. */
  doctor: DoctorCardSchema.nullable(),
  /** Their slot: a free one that starts within 30 minutes (or began less than 5 minutes ago). */
  slot: z.object({ starts_at: z.string(), label: z.string() }).nullable(),
  /** Minutes until it starts (0: now), and as the page says it. Asked again, it is the live estimate. */
  wait_minutes: z.number().int().nullable(),
  wait_label: z.string().nullable(),
  /** When no doctor is free within 30 minutes: the specialty's next free slot in the 7-day window ('next at'), or null. */
  next_slot: NextSlotSchema.nullable(),
})
export type ConsultNow = z.infer<typeof ConsultNowSchema>
export const ConsultNowAnswerSchema = envelope(ConsultNowSchema)

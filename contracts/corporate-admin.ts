import { z } from 'zod'
import { BENEFITS, COVERAGES, CORPORATE_SLUG_MAX, HEALTH_CHECK_FOR, isCorporateSlug } from '../core/corporate/vocabulary.ts'
import { EMPLOYEE_CODE, GENDERS, rosterDate, rosterPhone } from '../core/corporate/roster.ts'
import { EMAIL_PATTERN, NAME_PATTERN } from '../core/fields/validation.ts'
import { withoutControls } from '../core/fields/free-text.ts'
import { formSchema } from './form.ts'
import { envelope } from './http.ts'
import { idempotencyKeyField } from './idempotency.ts'

// The HR console's wire (issue 25 §8; decision 066): /pwa-api/corporate/{slug}/admin/... and the page
// /corporate/{slug}/admin, whose forms post the same fields. Every call answers 404 to anyone but the corporate's HR
// admins. Money is rupees on the wire. HR reads aggregates and bookings' status: no answer here carries a prescription,
// a report or a diagnosis.

const MAX_DB_INT = 2_147_483_647
/** Form fields arrive as text; JSON as numbers and booleans: both are read. */
const str = (v: unknown) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? withoutControls(v).trim() : v)
const blank = (v: unknown) => {
  const s = str(v)
  return s === '' || s === undefined || s === null ? undefined : s
}

export const CorporateSlugSchema = z
  .string({ error: 'Unknown corporate' })
  .max(CORPORATE_SLUG_MAX, 'Unknown corporate')
  .refine(isCorporateSlug, 'Unknown corporate')

export const AdminParamsSchema = z.object({ slug: CorporateSlugSchema })

const idOf = (message: string) =>
  z.preprocess(
    str,
    z
      .string({ error: message })
      .regex(/^\d{1,10}$/, message)
      .transform(Number)
      .pipe(z.number().int().min(1, message).max(MAX_DB_INT, message)),
  )

export const EmployeeParamsSchema = z.object({ slug: CorporateSlugSchema, id: idOf('Unknown employee') })

const YEAR_MIN = 2020
const YEAR_MAX = 2100
const yearOf = z.preprocess(
  str,
  z
    .string({ error: 'Choose a year' })
    .regex(/^\d{4}$/, 'Choose a year')
    .transform(Number)
    .pipe(z.number().int().min(YEAR_MIN, 'Choose a year').max(YEAR_MAX, 'Choose a year')),
)
export const PolicyParamsSchema = z.object({ slug: CorporateSlugSchema, year: yearOf })
export const YearQuerySchema = z.object({ year: yearOf.optional() })

export const ROSTER_PAGE_SIZE = 20
export const RosterQuerySchema = z.object({
  q: z.preprocess(blank, z.string().max(100, 'Search for at most 100 characters').optional()),
  page: z.preprocess(
    blank,
    z
      .string()
      .regex(/^\d{1,5}$/, 'page must be a number from 1')
      .transform(Number)
      .pipe(z.number().int().min(1, 'page must be a number from 1'))
      .optional(),
  ),
})

const dateField = (label: string) =>
  z.preprocess(
    str,
    z.string({ error: `Enter the ${label}` }).transform((v, ctx) => {
      const d = rosterDate(v)
      if (!d) {
        ctx.addIssue({ code: 'custom', message: `Enter the ${label} as DD/MM/YYYY` })
        return z.NEVER
      }
      return d
    }),
  )

/** An employee as HR adds or edits them on the console (the roster's rules, core/corporate/roster.ts). */
export const EmployeeFormSchema = formSchema(
  z
    .object({
      employee_id: z.preprocess(
        str,
        z
          .string({ error: 'Enter the employee id' })
          .regex(EMPLOYEE_CODE, 'The employee id may have only letters, digits and . _ / - (at most 40)'),
      ),
      name: z.preprocess(
        str,
        z
          .string({ error: 'Enter the name' })
          .min(3, 'The name must be at least 3 characters')
          .max(100, 'The name must be at most 100 characters')
          .regex(NAME_PATTERN, 'The name may have only letters, digits, spaces and dots'),
      ),
      gender: z.preprocess(blank, z.enum(GENDERS, { error: 'Choose male, female or other' }).optional()),
      date_of_birth: z.preprocess(blank, dateField('date of birth').optional()),
      work_email: z.preprocess(
        blank,
        z
          .string()
          .max(254, 'Please enter a valid email address')
          .regex(EMAIL_PATTERN, 'Please enter a valid email address')
          .transform((v) => v.toLowerCase())
          .optional(),
      ),
      phone: z.preprocess(
        blank,
        z
          .string()
          .max(20, 'Please enter a valid number')
          .transform((v, ctx) => {
            const p = rosterPhone(v)
            if (!p) {
              ctx.addIssue({ code: 'custom', message: 'Please enter a valid number' })
              return z.NEVER
            }
            return p
          })
          .optional(),
      ),
      coverage: z.enum(COVERAGES, { error: 'Choose self or self and family' }),
      cover_from: z.preprocess(blank, dateField('cover start date').optional()),
    })
    .refine((e) => e.phone !== undefined || e.work_email !== undefined, {
      message: 'Enter a phone or a work e-mail',
      path: ['phone'],
    }),
)
export type EmployeeForm = z.infer<typeof EmployeeFormSchema>

/** The roster upload (multipart/form-data): its one part is the file `roster` (CSV, UTF-8). */
export const RosterUploadSchema = z.object({})

export const EndCoverSchema = formSchema(z.object({ cover_until: dateField('last day of cover') }))

const rupeesField = (label: string) =>
  z.preprocess(
    str,
    z
      .string({ error: `Enter the ${label} in rupees` })
      .regex(/^\d{1,7}(\.\d{1,2})?$/, `Enter the ${label} in rupees (up to ₹99,99,999)`)
      .transform(Number),
  )
const yes = (v: unknown) =>
  v === true || v === 'true' || v === 'on' || v === 'yes'
    ? true
    : v === undefined || v === false || v === 'false' || v === ''
      ? false
      : v

export const PolicyFormSchema = formSchema(
  z.object({
    pharmacy: rupeesField('medicines wallet'),
    labs: rupeesField('lab tests wallet'),
    consultation: rupeesField('consultations wallet'),
    family_cover: z.preprocess(yes, z.boolean({ error: 'family_cover must be true or false' })),
    health_check_test_id: z.preprocess(blank, idOf('Choose a health check package').optional()),
    health_check_for: z.enum(HEALTH_CHECK_FOR, { error: 'Choose who may take the health check' }),
  }),
)
export type PolicyForm = z.infer<typeof PolicyFormSchema>

export const TopUpFormSchema = formSchema(
  z
    .object({
      /** 'all': every employee covered today; else one employee's id (the employer's code). */
      target: z.preprocess(str, z.enum(['all', 'one'], { error: 'Choose all covered employees or one' })),
      employee_id: z.preprocess(blank, z.string().regex(EMPLOYEE_CODE, 'Enter the employee id').optional()),
      pharmacy: z.preprocess(blank, rupeesField('medicines top-up').optional()),
      labs: z.preprocess(blank, rupeesField('lab tests top-up').optional()),
      consultation: z.preprocess(blank, rupeesField('consultations top-up').optional()),
      idempotency_key: idempotencyKeyField.optional(),
    })
    .refine((t) => t.target === 'all' || t.employee_id !== undefined, {
      message: 'Enter the employee id',
      path: ['employee_id'],
    })
    .refine((t) => BENEFITS.some((b) => (t[b] ?? 0) > 0), { message: 'Top up at least one wallet', path: ['pharmacy'] }),
)
export type TopUpForm = z.infer<typeof TopUpFormSchema>

// ---- Answers ----

export const AdminEmployeeSchema = z.object({
  id: z.number().int(),
  employee_id: z.string(),
  name: z.string(),
  gender: z.string().nullable(),
  date_of_birth: z.string().nullable(),
  work_email: z.string().nullable(),
  phone: z.string().nullable(),
  coverage: z.enum(COVERAGES),
  cover_from: z.string(),
  cover_until: z.string().nullable(),
  covered: z.boolean(),
  linked: z.boolean(),
  dependants: z.number().int(),
})
export type AdminEmployee = z.infer<typeof AdminEmployeeSchema>

export const RosterPageSchema = z.object({
  employees: z.array(AdminEmployeeSchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
})
export type RosterPage = z.infer<typeof RosterPageSchema>

export const RosterImportSchema = z.object({
  rows: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  dependants_added: z.number().int(),
})
export type RosterImport = z.infer<typeof RosterImportSchema>

export const RosterProblemSchema = z.object({ line: z.number().int(), reason: z.string() })

export const PolicySchema = z.object({
  year: z.number().int(),
  pharmacy: z.number(),
  labs: z.number(),
  consultation: z.number(),
  family_cover: z.boolean(),
  health_check_test_id: z.number().int().nullable(),
  health_check_for: z.enum(HEALTH_CHECK_FOR),
})
export type Policy = z.infer<typeof PolicySchema>

export const TopUpSchema = z.object({
  employees: z.number().int(),
  /** Rupees credited now per benefit (0 on a retry of the same key). */
  credited: z.object({ pharmacy: z.number(), labs: z.number(), consultation: z.number() }),
  replayed: z.boolean(),
})
export type TopUp = z.infer<typeof TopUpSchema>

export const UtilisationRowSchema = z.object({
  month: z.string(),
  benefit: z.enum(BENEFITS),
  topped_up: z.number(),
  spent: z.number(),
  refunded: z.number(),
  withdrawn: z.number(),
})
export const UtilisationSchema = z.object({ year: z.number().int(), rows: z.array(UtilisationRowSchema) })
export type Utilisation = z.infer<typeof UtilisationSchema>

export const HealthCheckCompletionSchema = z.object({
  year: z.number().int(),
  /** People who may take it this year (covered employees, and their dependants when the policy says so). */
  eligible: z.number().int(),
  booked: z.number().int(),
  sample_collected: z.number().int(),
  report_ready: z.number().int(),
  cancelled: z.number().int(),
  not_booked: z.number().int(),
})
export type HealthCheckCompletion = z.infer<typeof HealthCheckCompletionSchema>

export const RosterPageAnswerSchema = envelope(RosterPageSchema)
export const RosterImportAnswerSchema = envelope(RosterImportSchema)
export const AdminEmployeeAnswerSchema = envelope(AdminEmployeeSchema)
export const PolicyAnswerSchema = envelope(PolicySchema.nullable())
export const TopUpAnswerSchema = envelope(TopUpSchema)
export const UtilisationAnswerSchema = envelope(UtilisationSchema)
export const HealthCheckCompletionAnswerSchema = envelope(HealthCheckCompletionSchema)

// ---- The operator's page (/staff/corporates) and the development route ----

export const CorporateCreateSchema = formSchema(
  z.object({
    slug: z.preprocess(
      (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
      z
        .string({ error: 'Enter a slug' })
        .refine(isCorporateSlug, 'Use lower-case letters, digits and single hyphens (at most 40)'),
    ),
    name: z.preprocess(str, z.string({ error: 'Enter the name' }).min(2, 'Enter the name').max(100, 'At most 100 characters')),
    logo_url: z.preprocess(
      blank,
      z
        .url({ protocol: /^https$/, error: 'Enter an https:// address' })
        .max(500, 'At most 500 characters')
        .optional(),
    ),
  }),
)
export type CorporateCreate = z.infer<typeof CorporateCreateSchema>

export const HrAdminFormSchema = formSchema(
  z.object({
    slug: CorporateSlugSchema,
    /** A phone (10 digits) or an e-mail of an existing account. */
    account: z.preprocess(str, z.string({ error: 'Enter a phone or an e-mail' }).min(3, 'Enter a phone or an e-mail').max(254)),
  }),
)

export const DevCorporateSchema = z.object({
  slug: CorporateSlugSchema,
  name: z.string().min(2).max(100),
  hr_phone: z.string().regex(/^[6-9]\d{9}$/, 'hr_phone must be 10 digits'),
})

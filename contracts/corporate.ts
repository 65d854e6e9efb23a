import { z } from 'zod'
import { BENEFITS, DEPENDANT_RELATIONS, RELATION_LABELS, WALLET_ENTRY_KINDS } from '../core/corporate/vocabulary.ts'
import { HEALTH_CHECK_STATES } from '../core/corporate/member-rules.ts'
import { PATIENT_GENDERS } from '../core/patients/patients.ts'
import { makeNameSchema } from './fields.ts'
import { PATIENT_MESSAGES } from './patients.ts'
import { formSchema, text } from './form.ts'
import { envelope } from './http.ts'

// A corporate member's own calls (issue 25 §2–3, decision 065): the membership with its balances, the OPD wallet's
// history a page at a time, adding a covered dependant, and the explicit claim of a roster row. Money is in rupees on
// the wire, as elsewhere. Request schemas are forms (contracts/form.ts): messages show under the field they name.

export { DEPENDANT_RELATIONS, RELATION_LABELS }

export const CORPORATE_MESSAGES = {
  // The family form's messages are the patients' (app/patients/family-member-fields.tsx serves both).
  relation: PATIENT_MESSAGES.relation,
  gender: PATIENT_MESSAGES.gender,
  birthDate: 'Please enter a date of birth (DD-MM-YYYY), not in the future',
  before: 'before is the id of the last entry you have',
  limit: 'limit is a whole number from 1 to 50',
} as const

const lower = (v: unknown) => (typeof v === 'string' ? v.trim().toLowerCase() : v)

/** A date of birth: YYYY-MM-DD (a date input's value), a real day from 1900 up to today. */
export const birthDateSchema = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim() : v),
  z
    .string({ error: CORPORATE_MESSAGES.birthDate })
    .regex(/^(19|20)\d{2}-\d{2}-\d{2}$/, CORPORATE_MESSAGES.birthDate)
    .refine((s) => {
      const d = new Date(`${s}T00:00:00Z`)
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s && d.getTime() <= Date.now()
    }, CORPORATE_MESSAGES.birthDate),
)

/** POST /corporate/dependants (and the member list's form). */
export const DependantBodySchema = formSchema(
  z.object({
    name: text(
      makeNameSchema({
        empty: 'Please enter their name',
        minLength: 'The name should be more than 2 letters',
        maxLength: 'The name should be less than 100 letters',
      }),
    ),
    relation: z.preprocess(lower, z.enum(DEPENDANT_RELATIONS, { error: CORPORATE_MESSAGES.relation })),
    gender: z.preprocess(lower, z.enum(PATIENT_GENDERS, { error: CORPORATE_MESSAGES.gender })),
    birth_date: birthDateSchema,
  }),
)
export type DependantBody = z.infer<typeof DependantBodySchema>

const entryId = z
  .string()
  .regex(/^\d{1,10}$/, CORPORATE_MESSAGES.before)
  .transform(Number)
  .pipe(z.number().int().min(1, CORPORATE_MESSAGES.before).max(2_147_483_647, CORPORATE_MESSAGES.before))

/** GET /corporate/wallet/transactions?before=&limit= : keyset pages, newest first. */
export const HISTORY_PAGE_DEFAULT = 20
export const HISTORY_PAGE_MAX = 50
export const TransactionsQuerySchema = formSchema(
  z.object({
    before: entryId.optional(),
    limit: z
      .string()
      .regex(/^\d{1,2}$/, CORPORATE_MESSAGES.limit)
      .transform(Number)
      .pipe(z.number().int().min(1, CORPORATE_MESSAGES.limit).max(HISTORY_PAGE_MAX, CORPORATE_MESSAGES.limit))
      .optional(),
  }),
)

// ---- Answers ----

const rupees = z.number()
export const BalancesSchema = z.object({ pharmacy: rupees, labs: rupees, consultation: rupees })

export const MemberSchema = z.object({
  /** null: the employee. */
  dependant_id: z.number().int().nullable(),
  name: z.string(),
  relation: z.enum(['self', ...DEPENDANT_RELATIONS]),
  gender: z.string().nullable(),
  birth_date: z.string().nullable(),
  /** The account's patient for bookings (null: the employee, or an account already at its patients' limit). */
  patient_id: z.number().int().nullable(),
  health_check: z.enum(HEALTH_CHECK_STATES),
})
export type MemberWire = z.infer<typeof MemberSchema>

export const CorporateMeSchema = z.object({
  corporate: z.object({ slug: z.string(), name: z.string(), logo_url: z.string().nullable() }),
  employee: z.object({
    employee_code: z.string(),
    name: z.string(),
    coverage: z.enum(['self', 'self_and_family']),
    cover_from: z.string(),
    cover_until: z.string().nullable(),
  }),
  covered: z.boolean(),
  policy: z
    .object({
      year: z.number().int(),
      pharmacy: rupees,
      labs: rupees,
      consultation: rupees,
      family_cover: z.boolean(),
      health_check_test_id: z.number().int().nullable(),
      health_check_for: z.enum(['employee', 'employee_and_family']),
    })
    .nullable(),
  balances: BalancesSchema,
  members: z.array(MemberSchema),
  /** Why 'Add a family member' is not offered, or null: it is. */
  add_dependant_refusal: z.string().nullable(),
  dashboard_url: z.string(),
})
export type CorporateMe = z.infer<typeof CorporateMeSchema>

export const TransactionSchema = z.object({
  id: z.number().int(),
  benefit: z.enum(BENEFITS),
  /** Rupees: positive a credit, negative a debit. */
  amount: rupees,
  kind: z.enum(WALLET_ENTRY_KINDS),
  order_id: z.number().int().nullable(),
  /** The order's number (MW…), when the entry is an order's. */
  order_number: z.string().nullable(),
  balance_after: rupees,
  note: z.string(),
  at: z.string(),
})
export type TransactionWire = z.infer<typeof TransactionSchema>

/**
 * A health check the employer paid for (decision 071): listed beside the wallet's entries as 'Paid by your employer',
 * not a wallet entry (no balance moved). One per booking.
 */
export const SponsoredBenefitSchema = z.object({
  benefit: z.literal('labs'),
  /** Rupees the employer paid (positive). */
  amount: rupees,
  order_id: z.number().int(),
  order_number: z.string().nullable(),
  /** Who it was booked for. */
  people: z.array(z.string()),
  at: z.string(),
})
export type SponsoredBenefitWire = z.infer<typeof SponsoredBenefitSchema>

export const TransactionPageSchema = z.object({
  transactions: z.array(TransactionSchema),
  /** The employer-paid health checks of this page's stretch of time (each on one page only), newest first. */
  sponsored: z.array(SponsoredBenefitSchema),
  /** The `before` of the next page, or null: this was the last. */
  next_before: z.number().int().nullable(),
})
export type TransactionPage = z.infer<typeof TransactionPageSchema>

export const DependantAddedSchema = z.object({ member: MemberSchema, members: z.array(MemberSchema) })

export const CorporateMeAnswerSchema = envelope(CorporateMeSchema)
export const TransactionPageAnswerSchema = envelope(TransactionPageSchema)
export const DependantAddedAnswerSchema = envelope(DependantAddedSchema)

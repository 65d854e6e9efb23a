import { z } from 'zod'
import { COMPANY_SIZES, FORM_TEXTS, LEAD_LIMITS, LEAD_STATUSES, QUESTION_LIMITS } from '../core/partnerships/leads.ts'
import { withoutControls } from '../core/fields/free-text.ts'
import type { FormKind } from './content-pages.ts'
import { idempotencyKeyField } from './idempotency.ts'
import { emailSchema, makeNameSchema, phoneSchema } from './fields.ts'
import { formSchema, text } from './form.ts'

// Issue 27 §2 and §5 (decision 084): the partnership lead form (the page's action and POST
// api/v4/partnerships/leads), the campaign's question form, and the staff moves on both. Failures answer the one error
// body; data.errors[0].field names the form's field ('captcha' for the robot check).

const captchaField = text(z.string().trim().min(1, FORM_TEXTS.captchaMissing).max(4096, FORM_TEXTS.captchaInvalid))
/** Free text: control characters other than line breaks and tabs dropped (a NUL cannot be stored), trimmed. */
const freeText = (min: number, max: number, tooShort: string, tooLong: string) =>
  z.preprocess(
    (v) =>
      typeof v === 'string'
        ? v.toWellFormed().replace(/\p{Cc}/gu, (ch) => (ch === '\t' || ch === '\n' || ch === '\r' ? ch : ''))
        : '',
    z.string().trim().min(min, tooShort).max(max, tooLong),
  )
const line = (max: number, empty: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? withoutControls(v.toWellFormed()) : ''),
    z.string().trim().min(1, empty).max(max, `Please write at most ${max} characters`),
  )
const optionalLine = (max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? withoutControls(v.toWellFormed()) || undefined : v === null ? undefined : v),
    z.string().max(max, `Please write at most ${max} characters`).optional(),
  )

/** A form's key for one page view: a double submit or a client's retry stores one row (decision 084). */
export const FormKeySchema = z.preprocess((v) => (v === '' || v === null ? undefined : v), idempotencyKeyField.optional())

export const PartnershipLeadSchema = formSchema(
  z.object(
    {
      name: text(
        makeNameSchema({ empty: 'Please enter your name', default: 'Please enter your name (letters, digits and . only)' }),
      ),
      company: line(LEAD_LIMITS.companyMax, 'Please enter your company'),
      email: text(emailSchema.refine((s) => s.length <= 254, 'Please enter a valid email address')),
      phone: text(phoneSchema),
      city: line(LEAD_LIMITS.cityMax, 'Please enter your city'),
      company_size: z.enum(COMPANY_SIZES, { error: 'Please choose the size of your company' }),
      message: freeText(0, LEAD_LIMITS.messageMax, '', `Please write at most ${LEAD_LIMITS.messageMax} characters`),
      /** The page the form was sent from (a path of ours); anything else counts as /partnerships. */
      source: z.string().max(LEAD_LIMITS.sourceMax).optional(),
      /** A retry with the same key answers the lead stored the first time (the page renders one per view). */
      idempotency_key: FormKeySchema,
      recaptcha_response_field: captchaField,
    },
    { error: 'Please fill in the form.' },
  ),
  { recaptcha_response_field: 'captcha' },
)
export type PartnershipLeadBody = z.infer<typeof PartnershipLeadSchema>

export const PartnershipLeadAnswerSchema = z.object({
  is_success: z.literal(true),
  data: z.object({
    id: z.number().int(),
    message: z.string(),
    /** false when a retry with the same key found the lead stored the first time. */
    created: z.boolean(),
  }),
})
export type PartnershipLeadAnswer = z.infer<typeof PartnershipLeadAnswerSchema>

export const CampaignQuestionSchema = formSchema(
  z.object(
    {
      question: freeText(
        QUESTION_LIMITS.questionMin,
        QUESTION_LIMITS.questionMax,
        `Please write your question in at least ${QUESTION_LIMITS.questionMin} characters`,
        `Please write at most ${QUESTION_LIMITS.questionMax} characters`,
      ),
      medicine: optionalLine(QUESTION_LIMITS.medicineMax),
      name: text(
        makeNameSchema({ empty: 'Please enter your name', default: 'Please enter your name (letters, digits and . only)' }),
      ),
      phone: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), phoneSchema.optional()),
      /** A retry with the same key answers the question stored the first time (the page renders one per view). */
      idempotency_key: FormKeySchema,
      recaptcha_response_field: captchaField,
    },
    { error: 'Please fill in the form.' },
  ),
  { recaptcha_response_field: 'captcha' },
)
export type CampaignQuestionBody = z.infer<typeof CampaignQuestionSchema>

/** A staff change to a lead (/staff/leads): its status, its owner (a staff account, or none) and its notes. */
export const LeadUpdateSchema = z.object({
  lead_id: z.coerce.number().int().positive().max(2_147_483_647),
  status: z.enum(LEAD_STATUSES),
  owner: z.preprocess(
    (v) => (v === '' || v === undefined ? null : v),
    z.coerce.number().int().positive().max(2_147_483_647).nullable(),
  ),
  notes: freeText(0, LEAD_LIMITS.notesMax, '', `Please write at most ${LEAD_LIMITS.notesMax} characters`),
})
export type LeadUpdate = z.infer<typeof LeadUpdateSchema>

/** The queue's filters (/staff/leads?status=&owner=&q=). */
export const LeadFilterSchema = z.object({
  status: z.preprocess((v) => (v === '' ? undefined : v), z.enum(LEAD_STATUSES).optional().catch(undefined)),
  owner: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .union([z.literal('none'), z.coerce.number().int().positive().max(2_147_483_647)])
      .optional()
      .catch(undefined),
  ),
  q: z.preprocess(
    (v) => (typeof v === 'string' ? withoutControls(v).trim().slice(0, 100) || undefined : undefined),
    z.string().optional(),
  ),
})
export type LeadFilter = z.infer<typeof LeadFilterSchema>

/** A pharmacist's move on a question (/staff/questions). */
export const QuestionMoveSchema = z.discriminatedUnion('intent', [
  z.object({
    intent: z.literal('answer'),
    question_id: z.coerce.number().int().positive().max(2_147_483_647),
    answer: freeText(
      10,
      QUESTION_LIMITS.answerMax,
      'Please write an answer of at least 10 characters',
      `Please write at most ${QUESTION_LIMITS.answerMax} characters`,
    ),
  }),
  z.object({ intent: z.literal('approve'), question_id: z.coerce.number().int().positive().max(2_147_483_647) }),
  z.object({ intent: z.literal('reject'), question_id: z.coerce.number().int().positive().max(2_147_483_647) }),
])
export type QuestionMove = z.infer<typeof QuestionMoveSchema>

/** What a form shows after a post. */
export type FormOutcome =
  | { ok: true; form: FormKind; message: string }
  | {
      ok: false
      form: FormKind
      message: string
      field?: string
      /** Each field's (or survey question's) message. */
      errors: Record<string, string>
      values: Record<string, string>
    }

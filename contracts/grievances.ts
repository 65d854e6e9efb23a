import { z } from 'zod'
import {
  GRIEVANCE_ANSWER_MAX,
  GRIEVANCE_CATEGORIES,
  GRIEVANCE_MESSAGE_MAX,
  GRIEVANCE_MESSAGE_MIN,
  GRIEVANCE_STATUSES,
  GRIEVANCE_TEXTS,
  isGrievanceReference,
  normaliseGrievanceText,
  parseGrievanceNumber,
} from '../core/grievances/rules.ts'
import { blankToUndefined, formSchema, text } from './form.ts'
import { envelope } from './http.ts'

// Grievances (issue 26 §6; decision 082): the wire of /pwa-api/api/v4/grievances…, the /profile/grievances form and
// the staff queue's moves. Request schemas are forms: their messages are shown as they are.

const MAX_DB_INT = 2_147_483_647

/** 8 to 128 letters, digits, _ or -: a retried filing with the same key answers the ticket filed the first time. */
export const idempotencyKeySchema = z
  .string({ error: 'idempotency_key must be text' })
  .trim()
  .regex(/^[\w-]{8,128}$/, 'idempotency_key must be 8 to 128 letters, digits, _ or -')

/** POST /api/v4/grievances and the page's form. */
export const GrievanceBodySchema = formSchema(
  z.object({
    category: z.enum(GRIEVANCE_CATEGORIES, { error: GRIEVANCE_TEXTS.category }),
    message: text(
      z
        .string()
        .transform((s) => normaliseGrievanceText(s))
        .pipe(
          z
            .string()
            .refine((s) => [...s].length >= GRIEVANCE_MESSAGE_MIN, GRIEVANCE_TEXTS.messageShort)
            .refine((s) => [...s].length <= GRIEVANCE_MESSAGE_MAX, GRIEVANCE_TEXTS.messageLong),
        ),
    ),
    reference: z.preprocess(
      (v) => (v === null ? undefined : blankToUndefined(v)),
      z.string({ error: GRIEVANCE_TEXTS.reference }).trim().refine(isGrievanceReference, GRIEVANCE_TEXTS.reference).optional(),
    ),
    idempotency_key: z.preprocess((v) => (v === null ? undefined : blankToUndefined(v)), idempotencyKeySchema.optional()),
  }),
)
export type GrievanceBody = z.infer<typeof GrievanceBodySchema>

export const GrievanceParamsSchema = z.object({
  number: z
    .string()
    .max(24, 'number is not a grievance number (GRV-2026-000123)')
    .refine((s) => parseGrievanceNumber(s) !== null, 'number is not a grievance number (GRV-2026-000123)'),
})

/** A grievance as its person sees it. */
export const GrievanceSchema = z.object({
  number: z.string(),
  category: z.enum(GRIEVANCE_CATEGORIES),
  message: z.string(),
  reference: z.string().nullable(),
  status: z.enum(GRIEVANCE_STATUSES),
  filed_at: z.string(),
  /** 90 days after filing (DPDP Rules, 2025). */
  due_at: z.string(),
  answer: z.string().nullable(),
  answered_at: z.string().nullable(),
  closed_at: z.string().nullable(),
})
export type Grievance = z.infer<typeof GrievanceSchema>

export const GrievanceListSchema = z.object({ items: z.array(GrievanceSchema) })
export type GrievanceList = z.infer<typeof GrievanceListSchema>

export const GrievanceAnswerSchema = envelope(GrievanceSchema)
export const GrievanceListAnswerSchema = envelope(GrievanceListSchema)

// ---- The staff queue's forms (/staff/grievances) ----

const grievanceId = z.preprocess(
  (v) => (typeof v === 'string' && /^\d{1,10}$/.test(v.trim()) ? Number(v.trim()) : v),
  z.number({ error: 'grievance_id must be a number' }).int().min(1).max(MAX_DB_INT, 'grievance_id is not a known id'),
)

export const GrievanceMoveSchema = formSchema(
  z.discriminatedUnion(
    'intent',
    [
      z.object({ intent: z.literal('assign'), grievance_id: grievanceId }),
      z.object({
        intent: z.literal('answer'),
        grievance_id: grievanceId,
        answer: text(
          z
            .string()
            .transform((s) => normaliseGrievanceText(s))
            .pipe(z.string().min(1, GRIEVANCE_TEXTS.answerShort).max(GRIEVANCE_ANSWER_MAX, GRIEVANCE_TEXTS.answerLong)),
        ),
      }),
      z.object({ intent: z.literal('close'), grievance_id: grievanceId }),
    ],
    { error: 'intent must be assign, answer or close' },
  ),
)
export type GrievanceMoveInput = z.infer<typeof GrievanceMoveSchema>

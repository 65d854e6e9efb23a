import { z } from 'zod'
import { CART_MAX_QUANTITY_PER_SKU } from '../core/constants.ts'
import {
  DIO_MAX_LINES,
  DIO_MODES,
  DIO_REJECT_REASONS,
  DIO_REQUEST_KINDS,
  DIO_REQUEST_STATUSES,
} from '../core/done-in-one/texts.ts'
import { formSchema, text } from './form.ts'

// The order with a prescription alone ('done in one', issue 10 §1; spec 2 §2 /done-in-one/…): the pharmacist's two
// decisions on a request (build its cart, or reject it), the customer's forms of the preview, and a request's
// progress as the processing page reads it.

const MAX_DB_INT = 2_147_483_647
const id = (field: string) =>
  z
    .number({ error: `${field} must be a number` })
    .int(`${field} must be a whole number`)
    .min(1, `${field} must be positive`)
    .max(MAX_DB_INT, `${field} is too large`)

/** One line of the cart the pharmacist builds: a SKU and the most the prescription allows of it. */
export const DioCartLineSchema = z
  .object({
    skuId: id('skuId'),
    maxQuantity: z
      .number({ error: 'maxQuantity must be a number' })
      .int('maxQuantity must be a whole number')
      .min(1, 'maxQuantity must be at least 1')
      .max(CART_MAX_QUANTITY_PER_SKU, `maxQuantity must be at most ${CART_MAX_QUANTITY_PER_SKU}`),
  })
  .strict()
export type DioCartLine = z.infer<typeof DioCartLineSchema>

/** services.doneInOne.buildCart: the request's cart, built by a pharmacist from its prescriptions. */
export const DioBuildCartInputSchema = z
  .object({
    requestId: id('requestId'),
    pharmacistId: id('pharmacistId'),
    lines: z
      .array(DioCartLineSchema)
      .min(1, 'Add at least one medicine to the cart')
      .max(DIO_MAX_LINES, `A cart can hold at most ${DIO_MAX_LINES} medicines`)
      .refine((lines) => new Set(lines.map((l) => l.skuId)).size === lines.length, 'Each medicine may appear once'),
  })
  .strict()
export type DioBuildCartInput = z.infer<typeof DioBuildCartInputSchema>

/** The reasons a pharmacist may give (the customer reads them: DIO_REJECT_TEXTS). */
export const DioRejectReasonSchema = z.enum(DIO_REJECT_REASONS, { error: 'Choose a reason from the list' })
export type DioRejectReason = z.infer<typeof DioRejectReasonSchema>

/** services.doneInOne.reject: the request cannot be served; the customer is told why. */
export const DioRejectInputSchema = z
  .object({
    requestId: id('requestId'),
    pharmacistId: id('pharmacistId'),
    reason: DioRejectReasonSchema,
    /** Free text for the customer (required with 'other'). */
    note: z.string().trim().max(500, 'Keep the note under 500 characters').optional().nullable(),
  })
  .strict()
  .refine((v) => v.reason !== 'other' || (v.note ?? '').length > 0, {
    message: 'Say what is wrong when the reason is Other',
    path: ['note'],
  })
export type DioRejectInput = z.infer<typeof DioRejectInputSchema>

/** The preview's form (/done-in-one/rx-order-preview): what to order and whether a brand may be substituted. */
export const DioSubmitFormSchema = formSchema(
  z.object({
    request_id: text(
      z
        .string()
        .regex(/^\d{1,10}$/, 'request_id must be a number')
        .transform(Number)
        .pipe(z.number().min(1).max(MAX_DB_INT)),
    ),
    mode: z.enum(DIO_MODES, { error: 'Choose what we should order' }),
    /** A checkbox: present ('on') when ticked. */
    allow_substitutes: z
      .union([z.literal('on'), z.literal('true'), z.literal('')])
      .optional()
      .transform((v) => v === 'on' || v === 'true'),
  }),
)
export type DioSubmitForm = z.infer<typeof DioSubmitFormSchema>

/** A request as the customer's pages read it. */
export const DioRequestViewSchema = z.object({
  id: z.number(),
  reference: z.string(),
  kind: z.enum(DIO_REQUEST_KINDS),
  status: z.enum(DIO_REQUEST_STATUSES),
  mode: z.enum(DIO_MODES),
  allow_substitutes: z.boolean(),
  prescription_ids: z.array(z.number()),
  address_id: z.number().nullable(),
  reject_reason: DioRejectReasonSchema.nullable(),
  reject_text: z.string().nullable(),
  order_number: z.string().nullable(),
  submitted_at: z.string().nullable(),
  updated_at: z.string(),
})
export type DioRequestView = z.infer<typeof DioRequestViewSchema>

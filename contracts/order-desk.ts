import { z } from 'zod'
import { COURIERS, DESK_CANCEL_REASONS, DESK_PAYMENTS, DESK_RETURN_REASONS, DESK_STATES } from '../core/order-desk/options.ts'
import { blankToUndefined, formSchema, searchField, text } from './form.ts'

export { COURIERS, DESK_CANCEL_REASONS, DESK_PAYMENTS, DESK_RETURN_REASONS, DESK_STATES }

// The order desk (issue 10 §4): the back office's filters (a GET form), its action forms (pack, ship, deliver, cancel,
// return; each posts `_csrf` like every page form), and the courier's status webhook. Staff read the messages as they
// are (form schemas).

const isoDate = z.preprocess(
  blankToUndefined,
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates are YYYY-MM-DD')
    .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)), 'Not a date')
    .optional(),
)

/** GET /staff/orders?… : every filter optional; a bad value is a message beside the form, never a 500. */
export const DeskFiltersSchema = formSchema(
  z.object({
    state: z.preprocess(blankToUndefined, z.enum(DESK_STATES, { error: 'Unknown state' }).optional()),
    city: searchField(z.string().max(60, 'City names are shorter').optional()),
    centre: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(2_147_483_647).optional()),
    from: isoDate,
    to: isoDate,
    payment: z.preprocess(blankToUndefined, z.enum(DESK_PAYMENTS, { error: 'Unknown payment method' }).optional()),
    /** An order number (MW and 8 digits) or a phone number (10 digits, +91 or 0 before it allowed). */
    q: searchField(z.string().max(20, 'Search by an order number or a phone number').optional()),
    page: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(10_000).default(1)),
  }),
)
export type DeskFilters = z.infer<typeof DeskFiltersSchema>

export const DESK_INTENTS = ['pack', 'ship', 'deliver', 'cancel', 'return'] as const
export const DeskIntentSchema = formSchema(z.object({ intent: text(z.enum(DESK_INTENTS, { error: 'Unknown action' })) }))

export const DeskShipSchema = formSchema(
  z.object({
    courier: text(z.enum(COURIERS, { error: 'Please choose the courier' })),
    tracking_number: text(
      z
        .string()
        .trim()
        .toUpperCase()
        .regex(/^[A-Z0-9-]{6,40}$/, 'A tracking number is 6 to 40 letters, digits or dashes'),
    ),
  }),
)

export const DeskCancelSchema = formSchema(
  z.object({
    reason: text(z.enum(DESK_CANCEL_REASONS, { error: 'Please choose a reason' })),
  }),
)

export const DeskReturnSchema = formSchema(
  z.object({
    reason: z.enum(DESK_RETURN_REASONS, { error: 'Please choose a reason' }),
    lines: z
      .array(
        z.object({
          order_line_id: z.number().int().min(1),
          quantity: z.number().int().min(0).max(20),
          opened: z.boolean(),
        }),
      )
      .max(100)
      .refine((ls) => ls.some((l) => l.quantity > 0), 'Choose at least one item to take back'),
  }),
)
export type DeskReturn = z.infer<typeof DeskReturnSchema>

/**
 * The return form's fields as the schema reads them: `qty_{lineId}` (how many come back) and `opened_{lineId}` (a
 * checkbox: the strip was opened) for each line, beside `reason`.
 */
export function returnInputOf(form: Iterable<[string, unknown]>): unknown {
  const lines = new Map<number, { order_line_id: number; quantity: number; opened: boolean }>()
  let reason: unknown
  const lineOf = (id: number) => {
    const l = lines.get(id) ?? { order_line_id: id, quantity: 0, opened: false }
    lines.set(id, l)
    return l
  }
  for (const [key, value] of form) {
    if (key === 'reason') reason = value
    const m = /^(qty|opened)_(\d{1,9})$/.exec(key)
    if (!m || typeof value !== 'string') continue
    const line = lineOf(Number(m[2]))
    if (m[1] === 'opened') line.opened = true
    else line.quantity = /^\d{1,2}$/.test(value.trim()) ? Number(value.trim()) : -1
  }
  return { reason, lines: [...lines.values()] }
}

// ---- The courier's webhook: POST /pwa-api/courier/webhook ----

/** Hex HMAC-SHA256 of the raw body with COURIER_WEBHOOK_SECRET. */
export const COURIER_SIGNATURE_HEADER = 'x-courier-signature'

export const COURIER_STATUSES = ['picked_up', 'in_transit', 'out_for_delivery', 'delivered', 'failed_attempt', 'rto'] as const

/** What a courier sends when a parcel's status changes (one event; its id is the same on every redelivery). */
export const CourierEventSchema = z.object({
  event_id: z.string().min(1).max(100),
  courier: z.string().min(1).max(60).optional(),
  tracking_number: z.string().trim().toUpperCase().min(1).max(40),
  status: z.enum(COURIER_STATUSES),
  occurred_at: z.iso.datetime({ offset: true }).optional(),
})
export type CourierEvent = z.infer<typeof CourierEventSchema>

export const CourierWebhookAnswerSchema = z.object({ status: z.enum(['applied', 'duplicate', 'ignored']) })
export type CourierWebhookAnswer = z.infer<typeof CourierWebhookAnswerSchema>

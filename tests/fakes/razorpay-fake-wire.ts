// Razorpay's entity shapes and error answers as the fake (razorpay-fake.ts) serves them, with the request checks it
// makes (Razorpay API reference: Orders, Payments and Refunds entities; "About Errors"; the errors listed under
// "Create an Order" and "Create a Normal Refund").
import { createHmac, randomBytes } from 'node:crypto'

export type Notes = Record<string, string> | []

export interface FakeOrder {
  id: string
  entity: 'order'
  amount: number
  amount_paid: number
  amount_due: number
  currency: string
  receipt: string | null
  offer_id: null
  status: 'created' | 'attempted' | 'paid'
  attempts: number
  notes: Notes
  created_at: number
}

export interface FakePayment {
  id: string
  entity: 'payment'
  amount: number
  currency: string
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed'
  order_id: string
  invoice_id: null
  international: boolean
  method: string
  amount_refunded: number
  refund_status: 'partial' | 'full' | null
  captured: boolean
  description: string | null
  bank: string | null
  wallet: string | null
  vpa: string | null
  email: string
  contact: string
  notes: Notes
  fee: number | null
  tax: number | null
  error_code: string | null
  error_description: string | null
  error_source: string | null
  error_step: string | null
  error_reason: string | null
  created_at: number
}

export interface FakeRefund {
  id: string
  entity: 'refund'
  amount: number
  currency: string
  payment_id: string
  notes: Notes
  receipt: string | null
  acquirer_data: { arn: string | null }
  created_at: number
  batch_id: null
  status: 'pending' | 'processed' | 'failed'
  speed_processed: string
  speed_requested: string
}

export interface CheckoutSuccess {
  razorpay_payment_id: string
  razorpay_order_id: string
  razorpay_signature: string
}

/** What Standard Checkout hands the page's `payment.failed` callback. */
export interface CheckoutFailure {
  error: {
    code: string
    description: string
    source: string
    step: string
    reason: string
    metadata: { order_id: string; payment_id: string }
  }
}

export const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'
export const randomId = (prefix: string) => `${prefix}_${Array.from(randomBytes(14), (b) => BASE62[b % 62]).join('')}`
export const hmac = (secret: string, data: string) => createHmac('sha256', secret).update(data).digest('hex')
export const clone = <T>(value: T): T => structuredClone(value)

export interface Reply {
  status: number
  body: unknown
}

export function errorReply(
  status: number,
  description: string,
  more: { code?: string; field?: string; source?: string; step?: string; reason?: string } = {},
): Reply {
  const { code = 'BAD_REQUEST_ERROR', field, source = 'business', step = 'payment_initiation' } = more
  const reason = more.reason ?? 'input_validation_failed'
  const error = { code, description, source, step, reason, metadata: {}, ...(field ? { field } : {}) }
  return { status, body: { error } }
}
export const invalid = (description: string, field?: string) => errorReply(400, description, { field })
export const NA = { source: 'NA', step: 'NA', reason: 'NA' }
export const notFoundUrl = () => errorReply(400, 'The requested URL was not found on the server.', NA)
export const noSuchId = () => errorReply(400, 'The id provided does not exist')
export const serverError = (status: number) =>
  errorReply(status, 'We are facing some trouble completing your request at the moment. Please try again shortly.', {
    code: 'SERVER_ERROR',
    ...NA,
  })

/** Checks an `amount` member: a whole number of paise, at least ₹1.00. */
export function amountProblem(amount: unknown, required: boolean): Reply | undefined {
  if (amount === undefined) return required ? invalid('The amount field is required.', 'amount') : undefined
  if (typeof amount !== 'number' || !Number.isInteger(amount)) return invalid('The amount must be an integer.', 'amount')
  if (amount < 100) return invalid('The amount must be at least INR 1.00', 'amount')
  return undefined
}

export function extraProblem(body: Record<string, unknown>, allowed: string[]): Reply | undefined {
  const extra = Object.keys(body).filter((k) => !allowed.includes(k))
  return extra.length ? invalid(`${extra.join(', ')} is/are not required and should not be sent`, extra[0]) : undefined
}

export function notesProblem(notes: unknown): Reply | undefined {
  if (notes === undefined) return undefined
  if (typeof notes !== 'object' || notes === null || Array.isArray(notes)) return invalid('The notes must be an array.', 'notes')
  const entries = Object.entries(notes)
  if (entries.length > 15) return invalid('Number of fields in notes should be less than or equal to 15', 'notes')
  if (entries.some(([, v]) => String(v).length > 256))
    return invalid('Notes values may not be greater than 256 characters.', 'notes')
  return undefined
}

/** A stable text of a JSON body, to compare a retried refund with the first one. */
export function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1))
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`
  }
  return JSON.stringify(value)
}

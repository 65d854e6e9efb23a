// Razorpay's server-side API v1 (Orders, Payments, Refunds) over fetch, with Basic auth keyId:keySecret (Razorpay
// docs, "Authentication"). Amounts go out and come back as integer paise; answers are checked with the schemas of
// wire.ts. Failures become AppErrors (errors.ts): 503 `payment_provider_unavailable` when the caller may retry, 502
// `payment_provider_rejected` when Razorpay said no. The keys never reach a log line or an error.
//
// The client does not retry by itself: a caller that retries a refund passes the same idempotency key, and Razorpay
// answers with the refund it already made instead of making a second one.
import type { z } from 'zod'
import { paise, type Paise } from '../../../../core/money.ts'
import type { Logger } from '../../../lib/logger.ts'
import { isRetryableStatus, providerRejected, providerUnavailable, RazorpayApiError, type RazorpayOperation } from './errors.ts'
import {
  collectionSchema,
  RazorpayErrorBodySchema,
  RazorpayOrderSchema,
  RazorpayPaymentSchema,
  RazorpayRefundSchema,
  RazorpayCustomerSchema,
  RazorpayDeletedSchema,
  RazorpayTokenSchema,
  type RazorpayCustomer,
  type RazorpayToken,
  type RazorpayOrder,
  type RazorpayPayment,
  type RazorpayRefund,
} from './wire.ts'

/** Razorpay's API host; tests point baseUrl at the local fake (tests/fakes/razorpay-fake.ts). */
export const RAZORPAY_BASE_URL = 'https://api.razorpay.com'

/** Razorpay's smallest order and refund: ₹1.00 ("The amount must be at least INR 1.00"). */
export const RAZORPAY_MIN_AMOUNT = paise(100)

/** Razorpay's documented limits: receipt ≤ 40 characters; notes ≤ 15 pairs of ≤ 256 characters each. */
export const RECEIPT_MAX = 40
const NOTES_MAX = 15
const NOTE_VALUE_MAX = 256

/** "Create a Normal Refund (Idempotent Request)": the key is ≥ 10 characters of letters, digits, '-' and '_'. */
export const REFUND_IDEMPOTENCY_HEADER = 'X-Refund-Idempotency'
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{10,}$/

export interface RazorpayClientOptions {
  keyId: string
  keySecret: string
  baseUrl?: string
  fetch?: typeof fetch
  /** How long one request may take (default 10 s). */
  timeoutMs?: number
  log?: Logger
}

export interface CreateOrderInput {
  /** What the customer pays, in paise (≥ ₹1.00). */
  amount: Paise
  /** Our reference for the order (≤ 40 characters), shown on Razorpay's Dashboard. */
  receipt: string
  notes?: Record<string, string>
}

export interface RefundInput {
  /** How much to refund, in paise (≥ ₹1.00, at most what is left of the captured amount). */
  amount: Paise
  /** The same key for every retry of one refund; another refund needs another key. */
  idempotencyKey: string
  notes?: Record<string, string>
}

export interface RazorpayClient {
  /** The public key id, which Standard Checkout needs in the browser (`key`). The secret is never exposed. */
  readonly keyId: string
  /** POST /v1/orders (INR). */
  createOrder(input: CreateOrderInput): Promise<RazorpayOrder>
  /** GET /v1/orders/{id}. */
  fetchOrder(orderId: string): Promise<RazorpayOrder>
  /** GET /v1/payments/{id}. */
  fetchPayment(paymentId: string): Promise<RazorpayPayment>
  /** GET /v1/orders/{id}/payments: every attempt on an order, to settle one whose callback never came. */
  fetchOrderPayments(orderId: string): Promise<RazorpayPayment[]>
  /** POST /v1/payments/{id}/refund with the idempotency header: a retry with the same key refunds once. */
  refund(paymentId: string, input: RefundInput): Promise<RazorpayRefund>
  /** POST /v1/customers with fail_existing 0: the customer of this contact, made on first use (issue 26 §8). */
  createCustomer(input: {
    name: string
    contact: string
    email?: string
    notes?: Record<string, string>
  }): Promise<RazorpayCustomer>
  /** GET /v1/customers/{id}/tokens: the cards and UPI ids the customer saved with Razorpay. */
  fetchTokens(customerId: string): Promise<RazorpayToken[]>
  /** DELETE /v1/customers/{id}/tokens/{token_id}. */
  deleteToken(customerId: string, tokenId: string): Promise<boolean>
}

const silent: Logger = { debug() {}, info() {}, warn() {}, error() {}, child: () => silent }

// Inputs that break Razorpay's documented limits are our own defects (the caller builds them), not something a
// person can correct: they throw plain errors before any request, and the HTTP layer answers those with a 500.
function checkNotes(notes: Record<string, string> | undefined): void {
  if (!notes) return
  const entries = Object.entries(notes)
  if (entries.length > NOTES_MAX) throw new RangeError(`Razorpay notes hold at most ${NOTES_MAX} pairs`)
  for (const [key, value] of entries) {
    if (value.length > NOTE_VALUE_MAX) throw new RangeError(`Razorpay note ${key} is over ${NOTE_VALUE_MAX} characters`)
  }
}

function checkAmount(amount: Paise, what: string): void {
  if (!Number.isSafeInteger(amount) || amount < RAZORPAY_MIN_AMOUNT) {
    throw new RangeError(`A Razorpay ${what} must be a whole number of paise, at least ${RAZORPAY_MIN_AMOUNT}`)
  }
}

export function createRazorpayClient(options: RazorpayClientOptions): RazorpayClient {
  if (!options.keyId || !options.keySecret) throw new Error('Razorpay needs RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET')
  const base = (options.baseUrl ?? RAZORPAY_BASE_URL).replace(/\/+$/, '')
  const doFetch = options.fetch ?? globalThis.fetch
  const timeoutMs = options.timeoutMs ?? 10_000
  const log = options.log ?? silent
  const authorization = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64')}`

  async function call<S extends z.ZodType>(
    operation: RazorpayOperation,
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    schema: S,
    request: { body?: unknown; headers?: Record<string, string> } = {},
  ): Promise<z.infer<S>> {
    // Only these go to the log: never the headers (the Authorization header holds the keys) nor the body.
    const where = { provider: 'razorpay', operation, method, path }
    let status: number
    let text: string
    try {
      const res = await doFetch(`${base}${path}`, {
        method,
        headers: {
          authorization,
          accept: 'application/json',
          ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...request.headers,
        },
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
        signal: AbortSignal.timeout(timeoutMs),
      })
      status = res.status
      text = await res.text()
    } catch (e) {
      const name = (e as { name?: unknown }).name
      const timedOut = name === 'TimeoutError' || name === 'AbortError'
      log.warn(timedOut ? 'razorpay did not answer in time' : 'razorpay could not be reached', { ...where, timeoutMs })
      throw providerUnavailable(
        new Error(
          timedOut
            ? `Razorpay did not answer ${operation} within ${timeoutMs} ms`
            : `Razorpay could not be reached for ${operation}`,
          {
            cause: e,
          },
        ),
      )
    }

    let json: unknown
    try {
      json = JSON.parse(text)
    } catch {
      json = undefined
    }

    if (status < 200 || status > 299) {
      const body = RazorpayErrorBodySchema.safeParse(json)
      const e = body.success ? body.data.error : undefined
      const cause = new RazorpayApiError(
        operation,
        status,
        e?.code,
        e?.description ?? undefined,
        e?.field ?? undefined,
        e?.reason ?? undefined,
      )
      const fields = {
        ...where,
        status,
        code: cause.code,
        description: cause.description,
        field: cause.field,
        reason: cause.reason,
      }
      if (isRetryableStatus(status)) {
        log.warn('razorpay failed', fields)
        throw providerUnavailable(cause)
      }
      // A 401 is our configuration (wrong or revoked keys), not the customer: say so loudly.
      if (status === 401) log.error('razorpay refused our API keys: check RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET', fields)
      else log.warn('razorpay refused a request', fields)
      throw providerRejected(cause)
    }

    const parsed = schema.safeParse(json)
    if (!parsed.success) {
      log.error('razorpay gave an answer we cannot read', {
        ...where,
        status,
        issues: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).slice(0, 5),
      })
      throw providerUnavailable(new Error(`Razorpay's answer to ${operation} did not match its documented shape`))
    }
    return parsed.data
  }

  const id = (value: string) => encodeURIComponent(value)

  return {
    keyId: options.keyId,

    async createOrder(input) {
      checkAmount(input.amount, 'order amount')
      if (!input.receipt || input.receipt.length > RECEIPT_MAX) {
        throw new RangeError(`A Razorpay receipt must be 1 to ${RECEIPT_MAX} characters`)
      }
      checkNotes(input.notes)
      const body: Record<string, unknown> = { amount: input.amount, currency: 'INR', receipt: input.receipt }
      if (input.notes) body.notes = input.notes
      return call('createOrder', 'POST', '/v1/orders', RazorpayOrderSchema, { body })
    },

    fetchOrder: (orderId) => call('fetchOrder', 'GET', `/v1/orders/${id(orderId)}`, RazorpayOrderSchema),

    fetchPayment: (paymentId) => call('fetchPayment', 'GET', `/v1/payments/${id(paymentId)}`, RazorpayPaymentSchema),

    async fetchOrderPayments(orderId) {
      const list = await call(
        'fetchOrderPayments',
        'GET',
        `/v1/orders/${id(orderId)}/payments`,
        collectionSchema(RazorpayPaymentSchema),
      )
      return list.items
    },

    async refund(paymentId, input) {
      checkAmount(input.amount, 'refund')
      if (!IDEMPOTENCY_KEY.test(input.idempotencyKey)) {
        throw new RangeError('A Razorpay refund idempotency key is at least 10 letters, digits, - or _')
      }
      checkNotes(input.notes)
      // The body must be identical on every retry with the same key, or Razorpay refuses it: build it the same way.
      const body: Record<string, unknown> = { amount: input.amount }
      if (input.notes) body.notes = input.notes
      return call('refund', 'POST', `/v1/payments/${id(paymentId)}/refund`, RazorpayRefundSchema, {
        body,
        headers: { [REFUND_IDEMPOTENCY_HEADER]: input.idempotencyKey },
      })
    },

    async createCustomer(input) {
      checkNotes(input.notes)
      const body: Record<string, unknown> = { name: input.name.slice(0, 50), contact: input.contact, fail_existing: '0' }
      if (input.email) body.email = input.email
      if (input.notes) body.notes = input.notes
      return call('createCustomer', 'POST', '/v1/customers', RazorpayCustomerSchema, { body })
    },

    async fetchTokens(customerId) {
      const list = await call(
        'fetchTokens',
        'GET',
        `/v1/customers/${id(customerId)}/tokens`,
        collectionSchema(RazorpayTokenSchema),
      )
      return list.items
    },

    async deleteToken(customerId, tokenId) {
      const answer = await call(
        'deleteToken',
        'DELETE',
        `/v1/customers/${id(customerId)}/tokens/${id(tokenId)}`,
        RazorpayDeletedSchema,
      )
      return answer.deleted
    },
  }
}

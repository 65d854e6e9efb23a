// A local fake of Razorpay's API v1 (node:http on 127.0.0.1, port 0) for tests: the endpoints our client uses, with
// Razorpay's entity shapes and rules as its API reference documents them, plus controls that stand in for the
// customer and for Razorpay's side (Standard Checkout, webhooks, outages).
//
// Documented behaviour it copies: Basic auth with the key id and secret (401 otherwise); errors as
// `{ error: { code, description, source, step, reason, metadata, field? } }` with HTTP 400 BAD_REQUEST_ERROR for
// validation ("The amount must be at least INR 1.00", "The id provided does not exist", "... is/are not required and
// should not be sent", "The requested URL was not found on the server."); empty `notes` answered as `[]`; orders
// created → attempted → paid; payments created → authorized → captured → refunded | failed; partial and full refunds,
// never more than captured ("The refund amount provided is greater than amount captured", "The payment has been fully
// refunded already"); refunds idempotent by the `X-Refund-Idempotency` header (same key and body → the same refund;
// same key, other body → 400 "Different request with the same idempotency key has already been processed.").
// Approximated (the exact text is not documented): the descriptions for a bad key or secret, a bad receipt or notes,
// a refund of an uncaptured payment, an invalid idempotency key and an unreadable body.
import { timingSafeEqual } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { FaultMode } from './fault-mode.ts'
import { HOSTED_CHECKOUT_PATH, hostedCheckout } from './razorpay-fake-checkout.ts'
import { createRazorpayState, type PayOptions, type WebhookOptions } from './razorpay-fake-state.ts'
import {
  clone,
  errorReply,
  invalid,
  NA,
  noSuchId,
  notFoundUrl,
  serverError,
  type CheckoutFailure,
  type CheckoutSuccess,
  type FakeOrder,
  type FakePayment,
  type FakeRefund,
  type Reply,
} from './razorpay-fake-wire.ts'

export type { PayOptions, WebhookOptions } from './razorpay-fake-state.ts'
export type { CheckoutFailure, CheckoutSuccess, FakeOrder, FakePayment, FakeRefund } from './razorpay-fake-wire.ts'

export interface RecordedRequest {
  method: string
  path: string
  query: Record<string, string>
  /** The key id of the Basic auth header, if one was sent (never the secret). */
  keyId: string | undefined
  authorized: boolean
  contentType: string | undefined
  /** The `X-Refund-Idempotency` header. */
  idempotencyKey: string | undefined
  body: unknown
  /** The failure failNext injected into this request, if any. */
  injected?: number | 'timeout'
}

/** What Standard Checkout hands the page's `handler` after a successful payment (Razorpay docs, Standard Checkout). */
export type InjectedFailure = { status: number } | 'timeout'

export interface RazorpayFake {
  baseUrl: string
  keyId: string
  keySecret: string
  webhookSecret: string
  /** Every request received, oldest first. */
  requests: RecordedRequest[]
  /** The forms browsers posted to Hosted Checkout (/v1/checkout/embedded), oldest first. */
  checkoutForms: Record<string, string>[]
  close(): Promise<void>
  /** The customer pays an order through Standard Checkout. */
  pay(orderId: string, options: PayOptions & { outcome: 'success' }): CheckoutSuccess
  pay(orderId: string, options: PayOptions & { outcome: 'failure' }): CheckoutFailure
  /** Razorpay captures an authorized payment (automatic capture later, or a capture from the Dashboard). */
  capture(paymentId: string): void
  /** A webhook as Razorpay would POST it: the raw body and its headers, signed with the webhook secret. */
  webhookFor(
    event: string,
    ids: { orderId?: string; paymentId?: string; refundId?: string },
    options?: WebhookOptions,
  ): { body: string; headers: Record<string, string> }
  /** The next n requests fail: with an HTTP status (Razorpay's error body), or they never answer ('timeout'). With
   * afterProcessing, the request takes effect first and only its answer is lost. */
  failNext(n: number, failure: InjectedFailure, options?: { afterProcessing?: boolean }): void
  /** Every request from now on (tests/fakes/fault-mode.ts): 'fail' answers 503, 'hang' never answers; 'ok' as above. */
  mode: FaultMode
  order(id: string): FakeOrder | undefined
  payment(id: string): FakePayment | undefined
  refundsOf(paymentId: string): FakeRefund[]
}

export async function startRazorpayFake(
  options: { keyId?: string; keySecret?: string; webhookSecret?: string; accountId?: string } = {},
): Promise<RazorpayFake> {
  const keyId = options.keyId ?? 'rzp_test_FakeKeyId00001'
  const keySecret = options.keySecret ?? 'fake-key-secret-0123456789abcdef'
  const webhookSecret = options.webhookSecret ?? 'fake-webhook-secret-0123456789'
  const accountId = options.accountId ?? 'acc_FakeAccount0001'
  const state = createRazorpayState({ keySecret, webhookSecret, accountId })
  const { orders, payments, refunds, createOrder, createRefund, collection, paymentsOf } = state

  const requests: RecordedRequest[] = []
  const fake = { mode: 'ok' as FaultMode }
  const checkoutForms: Record<string, string>[] = []
  const failures: { failure: InjectedFailure; afterProcessing: boolean }[] = []

  function authorize(header: string | undefined): Reply | undefined {
    const match = /^Basic (.+)$/i.exec(header ?? '')
    const [id, ...rest] = match ? Buffer.from(match[1]!, 'base64').toString('utf8').split(':') : []
    const secret = rest.join(':')
    if (id !== keyId) return errorReply(401, 'The api key provided is invalid', NA)
    const a = Buffer.from(secret)
    const b = Buffer.from(keySecret)
    if (a.length !== b.length || !timingSafeEqual(a, b)) return errorReply(401, 'Authentication failed', NA)
    return undefined
  }

  function route(req: RecordedRequest, authHeader: string | undefined, bodyProblem: boolean): Reply {
    const denied = authorize(authHeader)
    if (denied) return denied
    if (bodyProblem) return invalid('The request body could not be read as JSON.')
    const body = (req.body ?? {}) as Record<string, unknown>
    const parts = req.path.split('/').filter(Boolean) // ['v1', 'orders', id, 'payments']
    if (parts[0] !== 'v1') return notFoundUrl()
    const [, resource, id, sub, extra] = parts
    if (extra !== undefined) return notFoundUrl()
    if (resource === 'orders') {
      if (req.method === 'POST' && id === undefined) return createOrder(body)
      if (req.method !== 'GET' || id === undefined) return notFoundUrl()
      const order = orders.get(id)
      if (sub === undefined) return order ? { status: 200, body: order } : noSuchId()
      if (sub === 'payments') return order ? { status: 200, body: collection(paymentsOf(id)) } : noSuchId()
      return notFoundUrl()
    }
    if (resource === 'payments' && id !== undefined) {
      if (req.method === 'POST' && sub === 'refund') return createRefund(id, body, req.idempotencyKey)
      if (req.method !== 'GET') return notFoundUrl()
      const payment = payments.get(id)
      if (!payment) return noSuchId()
      if (sub === undefined) return { status: 200, body: payment }
      if (sub === 'refunds') {
        return { status: 200, body: collection([...refunds.values()].filter((r) => r.payment_id === id).reverse()) }
      }
    }
    return notFoundUrl()
  }

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake')
      const raw = Buffer.concat(chunks).toString('utf8')
      // Hosted Checkout: a browser's form, answered with Razorpay's page (razorpay-fake-checkout.ts).
      if (req.method === 'POST' && url.pathname.startsWith(HOSTED_CHECKOUT_PATH)) {
        const form = new URLSearchParams(raw)
        if (url.pathname === HOSTED_CHECKOUT_PATH) checkoutForms.push(Object.fromEntries(form))
        const reply = hostedCheckout(state, keyId, url.pathname, form)
        return res.writeHead(reply.status, { 'content-type': 'text/html; charset=utf-8' }).end(reply.html)
      }
      let body: unknown
      let bodyProblem: boolean
      try {
        body = raw ? JSON.parse(raw) : undefined
        bodyProblem = body !== undefined && (typeof body !== 'object' || body === null || Array.isArray(body))
      } catch {
        body = raw
        bodyProblem = true
      }
      const authHeader = req.headers.authorization
      const basic = /^Basic (.+)$/i.exec(authHeader ?? '')
      const recorded: RecordedRequest = {
        method: req.method ?? '',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        keyId: basic ? Buffer.from(basic[1]!, 'base64').toString('utf8').split(':')[0] : undefined,
        authorized: authorize(authHeader) === undefined,
        contentType: req.headers['content-type'],
        idempotencyKey: req.headers['x-refund-idempotency'] as string | undefined,
        body,
      }
      requests.push(recorded)
      if (fake.mode === 'hang') return // never answers; close() drops the connection
      if (fake.mode === 'fail') {
        const reply = serverError(503)
        return res.writeHead(reply.status, { 'content-type': 'application/json' }).end(JSON.stringify(reply.body))
      }

      const injected = failures.shift()
      if (injected?.afterProcessing) route(recorded, authHeader, bodyProblem)
      if (injected) {
        const { failure } = injected
        recorded.injected = failure === 'timeout' ? 'timeout' : failure.status
        if (failure === 'timeout') return // never answers; close() drops the connection
        const reply = failure.status >= 500 ? serverError(failure.status) : errorReply(failure.status, 'Injected failure', NA)
        return res.writeHead(reply.status, { 'content-type': 'application/json' }).end(JSON.stringify(reply.body))
      }
      const reply = route(recorded, authHeader, bodyProblem)
      res.writeHead(reply.status, { 'content-type': 'application/json' }).end(JSON.stringify(reply.body))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  return Object.assign(fake, {
    baseUrl,
    keyId,
    keySecret,
    webhookSecret,
    requests,
    checkoutForms,
    async close() {
      server.closeAllConnections()
      await new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve())))
    },
    pay: state.pay as RazorpayFake['pay'],
    capture: state.capture,
    webhookFor: state.webhookFor,
    failNext(n, failure, { afterProcessing = false } = {}) {
      for (let i = 0; i < n; i++) failures.push({ failure, afterProcessing })
    },
    order: (id) => clone(orders.get(id)),
    payment: (id) => clone(payments.get(id)),
    refundsOf: (paymentId) => clone([...refunds.values()].filter((r) => r.payment_id === paymentId)),
  } satisfies Omit<RazorpayFake, 'mode'>)
}

// Razorpay's side of the fake: its orders, payments and refunds and the rules that move them (Razorpay docs: Orders,
// Payments and Refunds entities and their APIs; Standard Checkout; webhook sample payloads). razorpay-fake.ts puts it
// behind HTTP.
import {
  amountProblem,
  canonical,
  clone,
  extraProblem,
  hmac,
  invalid,
  NA,
  noSuchId,
  notesProblem,
  randomId,
  errorReply,
  type CheckoutFailure,
  type CheckoutSuccess,
  type FakeOrder,
  type FakePayment,
  type FakeRefund,
  type Reply,
} from './razorpay-fake-wire.ts'

export interface PayOptions {
  /** 'card' by default; 'upi', 'netbanking' and 'wallet' fill vpa, bank or wallet like Razorpay does. */
  method?: 'card' | 'upi' | 'netbanking' | 'wallet'
  /** Whether the payment is captured at once (Razorpay's automatic capture, the default) or left authorized. */
  capture?: boolean
}

export interface WebhookOptions {
  /** Reuse an event id (a redelivery); a new one by default. */
  eventId?: string
  /** Sign with another secret (a forged event). */
  signWith?: string
  /** Change the body after signing it (a tampered event). */
  tamper?: boolean
}

export function createRazorpayState(options: { keySecret: string; webhookSecret: string; accountId: string }) {
  const { keySecret, webhookSecret, accountId } = options
  const now = () => Math.floor(Date.now() / 1000)
  const orders = new Map<string, FakeOrder>()
  const payments = new Map<string, FakePayment>()
  const refunds = new Map<string, FakeRefund>()
  const idempotency = new Map<string, { paymentId: string; body: string; refundId: string }>()

  function createOrder(body: Record<string, unknown>): Reply {
    const problem =
      extraProblem(body, ['amount', 'currency', 'receipt', 'notes', 'partial_payment']) ??
      amountProblem(body.amount, true) ??
      (body.currency === undefined ? invalid('The currency field is required.', 'currency') : undefined) ??
      (body.currency !== 'INR' ? invalid('Currency is not supported', 'currency') : undefined) ??
      (body.receipt !== undefined && (typeof body.receipt !== 'string' || body.receipt.length > 40)
        ? invalid('The receipt may not be greater than 40 characters.', 'receipt')
        : undefined) ??
      notesProblem(body.notes)
    if (problem) return problem
    const order: FakeOrder = {
      id: randomId('order'),
      entity: 'order',
      amount: body.amount as number,
      amount_paid: 0,
      amount_due: body.amount as number,
      currency: 'INR',
      receipt: (body.receipt as string | undefined) ?? null,
      offer_id: null,
      status: 'created',
      attempts: 0,
      notes: (body.notes as Record<string, string> | undefined) ?? [],
      created_at: now(),
    }
    orders.set(order.id, order)
    return { status: 200, body: order }
  }

  function createRefund(paymentId: string, body: Record<string, unknown>, key: string | undefined): Reply {
    const payment = payments.get(paymentId)
    if (!payment) return noSuchId()
    if (key !== undefined) {
      if (!/^[A-Za-z0-9_-]{10,}$/.test(key)) {
        return invalid('The idempotency key must be at least 10 characters of alphabets, numbers, hyphens and underscores.')
      }
      const seen = idempotency.get(key)
      if (seen) {
        if (seen.paymentId !== paymentId || seen.body !== canonical(body)) {
          return errorReply(400, 'Different request with the same idempotency key has already been processed.', NA)
        }
        return { status: 200, body: refunds.get(seen.refundId) }
      }
    }
    const problem =
      extraProblem(body, ['amount', 'speed', 'notes', 'receipt']) ??
      amountProblem(body.amount, false) ??
      (body.speed !== undefined && body.speed !== 'normal' && body.speed !== 'optimum'
        ? invalid('The selected speed is invalid.', 'speed')
        : undefined) ??
      notesProblem(body.notes)
    if (problem) return problem
    if (payment.status === 'refunded') return invalid('The payment has been fully refunded already')
    if (payment.status !== 'captured') return invalid('Refund cannot be initiated on a payment that is not captured')
    const left = payment.amount - payment.amount_refunded
    const amount = (body.amount as number | undefined) ?? left
    if (amount > left) return invalid('The refund amount provided is greater than amount captured', 'amount')
    const refund: FakeRefund = {
      id: randomId('rfnd'),
      entity: 'refund',
      amount,
      currency: payment.currency,
      payment_id: payment.id,
      notes: (body.notes as Record<string, string> | undefined) ?? [],
      receipt: (body.receipt as string | undefined) ?? null,
      acquirer_data: { arn: null },
      created_at: now(),
      batch_id: null,
      status: 'processed', // test mode processes normal refunds at once
      speed_processed: 'normal',
      speed_requested: (body.speed as string | undefined) ?? 'normal',
    }
    refunds.set(refund.id, refund)
    if (key !== undefined) idempotency.set(key, { paymentId, body: canonical(body), refundId: refund.id })
    payment.amount_refunded += amount
    payment.refund_status = payment.amount_refunded === payment.amount ? 'full' : 'partial'
    if (payment.refund_status === 'full') payment.status = 'refunded'
    return { status: 200, body: refund }
  }

  const collection = (items: unknown[]) => ({ entity: 'collection', count: items.length, items })
  const paymentsOf = (orderId: string) => [...payments.values()].filter((p) => p.order_id === orderId).reverse() // newest first

  function newPayment(order: FakeOrder, status: FakePayment['status'], method: string): FakePayment {
    return {
      id: randomId('pay'),
      entity: 'payment',
      amount: order.amount,
      currency: order.currency,
      status,
      order_id: order.id,
      invoice_id: null,
      international: false,
      method,
      amount_refunded: 0,
      refund_status: null,
      captured: false,
      description: null,
      bank: method === 'netbanking' ? 'HDFC' : null,
      wallet: method === 'wallet' ? 'paytm' : null,
      vpa: method === 'upi' ? 'success@razorpay' : null,
      email: 'void@razorpay.com',
      contact: '+919000090000',
      notes: [],
      fee: null,
      tax: null,
      error_code: null,
      error_description: null,
      error_source: null,
      error_step: null,
      error_reason: null,
      created_at: now(),
    }
  }

  function markPaid(payment: FakePayment) {
    const order = orders.get(payment.order_id)!
    Object.assign(payment, {
      status: 'captured',
      captured: true,
      fee: Math.round(payment.amount * 0.02),
      tax: Math.round(payment.amount * 0.0036),
    })
    Object.assign(order, { status: 'paid', amount_paid: order.amount, amount_due: 0 })
  }

  function pay(orderId: string, opts: PayOptions & { outcome: 'success' | 'failure' }): CheckoutSuccess | CheckoutFailure {
    const order = orders.get(orderId)
    if (!order) throw new Error(`The fake has no order ${orderId}`)
    if (order.status === 'paid') throw new Error(`Order ${orderId} is paid: Checkout allows no further payment`)
    order.attempts += 1
    order.status = 'attempted'
    const method = opts.method ?? 'card'
    if (opts.outcome === 'failure') {
      const payment = newPayment(order, 'failed', method)
      Object.assign(payment, {
        error_code: 'BAD_REQUEST_ERROR',
        error_description:
          "Your payment didn't go through as it was declined by the bank. Try another payment method or contact your bank.",
        error_source: 'bank',
        error_step: 'payment_authorization',
        error_reason: 'payment_failed',
      })
      payments.set(payment.id, payment)
      return {
        error: {
          code: payment.error_code!,
          description: payment.error_description!,
          source: payment.error_source!,
          step: payment.error_step!,
          reason: payment.error_reason!,
          metadata: { order_id: order.id, payment_id: payment.id },
        },
      }
    }
    const payment = newPayment(order, 'authorized', method)
    payments.set(payment.id, payment)
    if (opts.capture ?? true) markPaid(payment)
    return {
      razorpay_payment_id: payment.id,
      razorpay_order_id: order.id,
      razorpay_signature: hmac(keySecret, `${order.id}|${payment.id}`),
    }
  }

  function webhookFor(
    event: string,
    ids: { orderId?: string; paymentId?: string; refundId?: string },
    opts: WebhookOptions = {},
  ): { body: string; headers: Record<string, string> } {
    const refund = ids.refundId ? refunds.get(ids.refundId) : undefined
    const paymentId = ids.paymentId ?? refund?.payment_id ?? (ids.orderId ? paymentsOf(ids.orderId)[0]?.id : undefined)
    const payment = paymentId ? payments.get(paymentId) : undefined
    const order = (ids.orderId ?? payment?.order_id) ? orders.get((ids.orderId ?? payment?.order_id)!) : undefined
    const payload: Record<string, { entity: unknown }> = {}
    const contains: string[] = []
    // Each payload is a snapshot of the entity when the event happened (Razorpay: "Payments Webhook Events").
    if (event.startsWith('refund.')) {
      if (!refund || !payment) throw new Error(`${event} needs a refund of the fake`)
      const snapshot = event === 'refund.failed' ? { ...refund, status: 'failed' } : refund
      payload.refund = { entity: clone(snapshot) }
      payload.payment = { entity: clone(payment) }
      contains.push('refund', 'payment')
    } else if (event === 'order.paid') {
      if (!order || !payment) throw new Error('order.paid needs an order of the fake with a payment')
      payload.payment = { entity: clone(payment) }
      payload.order = { entity: clone(order) }
      contains.push('payment', 'order')
    } else if (event.startsWith('payment.')) {
      if (!payment) throw new Error(`${event} needs a payment of the fake`)
      const snapshot = event === 'payment.authorized' ? { ...payment, status: 'authorized', captured: false } : payment
      payload.payment = { entity: clone(snapshot) }
      contains.push('payment')
    }
    let body = JSON.stringify({ entity: 'event', account_id: accountId, event, contains, payload, created_at: now() })
    const signature = hmac(opts.signWith ?? webhookSecret, body)
    if (opts.tamper) body = body.replace(/"amount":\d+/, '"amount":1')
    return {
      body,
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': signature,
        'x-razorpay-event-id': opts.eventId ?? randomId('evt').slice(4),
      },
    }
  }

  function capture(paymentId: string) {
    const payment = payments.get(paymentId)
    if (payment?.status !== 'authorized') throw new Error(`Payment ${paymentId} is not authorized`)
    markPaid(payment)
  }

  return { orders, payments, refunds, createOrder, createRefund, collection, paymentsOf, pay, capture, webhookFor }
}
export type RazorpayState = ReturnType<typeof createRazorpayState>

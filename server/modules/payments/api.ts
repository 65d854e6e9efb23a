import { Hono, type Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { noticeCookie } from '../../../core/cart/notice.ts'
import { formatPaise } from '../../../core/money.ts'
import { RECHARGE_PAGE, rechargeReturn } from '../../../core/wallet/wallet.ts'
import { FailureMetadataSchema, PaymentCallbackSchema, type PaymentCallback } from '../../../contracts/payments.ts'
import type { AppEnv } from '../../http/types.ts'
import { AppError } from '../../lib/app-error.ts'
import type { AttemptResult } from './service.ts'

// The gateway's two ways back to us (issue 9 §6). Neither can carry our CSRF token, so both sit on the app's explicit
// CSRF allow-list (server/app.ts), each authenticated another way:
// - the browser's return from the checkout (/order-payment/callback): a cross-site POST from Razorpay's page (the
//   test gateway sends the same fields by a redirect). It arrives without the session cookie (SameSite=Lax) and needs
//   none: the attempt is found by the gateway's order id we stored, a success is proved by razorpay_signature over
//   that order id, a failure is checked with the gateway. A forged or replayed return changes nothing.
// - Razorpay's webhook: its raw body is checked against X-Razorpay-Signature before anything is read.

export const CALLBACK_PATH = '/order-payment/callback'
export const WEBHOOK_PATH = '/payments/razorpay/webhook'

/** Razorpay's webhook bodies are a few kilobytes; anything near this is not from Razorpay. */
const WEBHOOK_BODY_LIMIT = 256 * 1024

/** POST /pwa-api/payments/razorpay/webhook: 200 with what became of the event; 400 on a bad signature. */
export function paymentsApi() {
  const api = new Hono<AppEnv>()
  api.post(
    WEBHOOK_PATH,
    bodyLimit({
      maxSize: WEBHOOK_BODY_LIMIT,
      onError: () => {
        throw new AppError({ code: 'too_large', status: 413, message: 'The webhook body is too large.' })
      },
    }),
    async (c) => {
      // The raw bytes, before any parsing: the signature is over them exactly as sent.
      const raw = new Uint8Array(await c.req.arrayBuffer())
      const status = await c.var.services.payments.razorpayWebhook(raw, c.req.raw.headers)
      return c.json({ status })
    },
  )
  return api
}

/** GET|POST /order-payment/callback: a redirect to what the person should see next. */
export function paymentReturnRoutes() {
  const app = new Hono<AppEnv>()
  app.on(['GET', 'POST'], CALLBACK_PATH, async (c) => {
    if (!c.var.services.payments.gateway()) return c.text('Online payment is not available.', 404)
    const fields = await callbackFields(c)
    if (!fields) return c.text('This payment link is not valid.', 400)
    return handleReturn(c, fields)
  })
  return app
}

/** The query (ours, from the callback_url) and the posted form (the gateway's), the form winning. */
async function callbackFields(c: Context<AppEnv>): Promise<PaymentCallback | null> {
  const merged: Record<string, string> = {}
  for (const [k, v] of new URL(c.req.url).searchParams) merged[k] = v
  if (c.req.method === 'POST') {
    const form = await c.req.raw.formData().catch(() => null)
    for (const [k, v] of form ?? []) if (typeof v === 'string') merged[k] = v
  }
  const known = Object.fromEntries(Object.entries(merged).filter(([k]) => Object.hasOwn(PaymentCallbackSchema.shape, k)))
  const parsed = PaymentCallbackSchema.safeParse(known)
  return parsed.success ? parsed.data : null
}

/** The failed payment named by the return: `error[metadata]` as JSON, or as `error[metadata][…]` fields. */
function failureOf(f: PaymentCallback): { orderId?: string; paymentId?: string; signature?: string } {
  let json: unknown
  try {
    json = f['error[metadata]'] ? JSON.parse(f['error[metadata]']) : {}
  } catch {
    json = {}
  }
  const meta = FailureMetadataSchema.safeParse(json)
  const m = meta.success ? meta.data : {}
  return {
    orderId: m.order_id ?? f['error[metadata][order_id]'],
    paymentId: m.payment_id ?? f['error[metadata][payment_id]'],
    signature: m.signature,
  }
}

async function handleReturn(c: Context<AppEnv>, f: PaymentCallback): Promise<Response> {
  const payments = c.var.services.payments
  const back = rechargeReturn(f.back)
  if (f.razorpay_order_id && f.razorpay_payment_id && f.razorpay_signature) {
    try {
      const result = await payments.confirm({
        orderId: f.razorpay_order_id,
        paymentId: f.razorpay_payment_id,
        signature: f.razorpay_signature,
      })
      return succeeded(c, result, back)
    } catch (error) {
      if (!AppError.is(error)) throw error
      c.var.log.warn('payment return refused', { code: error.code })
      return c.text(error.message, error.status as 400)
    }
  }
  const failure = failureOf(f)
  // Our own query names the attempt; Razorpay's error names it too. Only an attempt we stored is ever touched.
  const orderId = f.attempt ?? f.razorpay_order_id ?? failure.orderId
  if (!orderId) return c.text('This payment link is not valid.', 400)
  const reason = f['error[description]'] ?? 'Payment not completed'
  const outcome = await payments.returnedWithoutPayment({ ...failure, orderId }, reason)
  if (!outcome) return c.text('We could not find this payment.', 404)
  if (outcome.result.purpose === 'order') {
    return c.redirect(`/order-payment/?order=${encodeURIComponent(outcome.result.number)}&failed=1`, 303)
  }
  return c.redirect(`${RECHARGE_PAGE}?${new URLSearchParams({ back, failed: '1' })}`, 303)
}

function succeeded(c: Context<AppEnv>, result: AttemptResult, back: string): Response {
  if (result.purpose === 'order') return c.redirect(`/cart/checkout/success?order=${encodeURIComponent(result.number)}`, 303)
  // Back where 'Add money' was pressed, with the outcome in the next page's snack bar.
  c.header('set-cookie', noticeCookie(`${formatPaise(result.amount)} added to your MedWise Cash`))
  return c.redirect(back, 303)
}

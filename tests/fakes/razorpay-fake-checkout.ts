// Razorpay's Hosted Checkout as the fake serves it to a browser (Razorpay docs: Hosted Checkout; Callback URL): the
// merchant's page posts a form to /v1/checkout/embedded (key_id, order_id, callback_url, cancel_url, prefill[…]);
// Razorpay's page takes the payment and posts the outcome to callback_url: razorpay_payment_id, razorpay_order_id and
// razorpay_signature, or error[code], error[description], … with error[metadata] naming the failed payment and order.
// The fake's page has two buttons where Razorpay's has the payment methods. Approximated (not documented): the exact
// encoding of error[metadata] (a JSON text here) and Razorpay's own error page for a bad form.
import type { RazorpayState } from './razorpay-fake-state.ts'
import type { CheckoutFailure, CheckoutSuccess } from './razorpay-fake-wire.ts'

export const HOSTED_CHECKOUT_PATH = '/v1/checkout/embedded'

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><link rel="icon" href="data:,">` +
  `<title>${escape(title)}</title></head><body><main><h1>${escape(title)}</h1>${body}</main></body></html>`
const hidden = (fields: Array<[string, string]>) =>
  fields.map(([k, v]) => `<input type="hidden" name="${escape(k)}" value="${escape(v)}">`).join('')

export interface HostedReply {
  status: number
  html: string
}

/** A merchant URL Razorpay would post to: http(s) only. */
function isWebUrl(value: string | null): value is string {
  try {
    return value !== null && /^https?:$/.test(new URL(value).protocol)
  } catch {
    return false
  }
}

export function hostedCheckout(state: RazorpayState, keyId: string, path: string, form: URLSearchParams): HostedReply {
  const orderId = form.get('order_id') ?? ''
  const order = state.orders.get(orderId)
  const callback = form.get('callback_url')
  if (path === HOSTED_CHECKOUT_PATH) {
    if (form.get('key_id') !== keyId) return { status: 400, html: page('Invalid key', '<p>The api key provided is invalid</p>') }
    if (!order || order.status === 'paid')
      return { status: 400, html: page('Invalid order', '<p>The id provided does not exist</p>') }
    if (!isWebUrl(callback)) return { status: 400, html: page('Invalid callback', '<p>callback_url is required</p>') }
    const carry = hidden([
      ['order_id', orderId],
      ['callback_url', callback],
    ])
    const cancel = form.get('cancel_url')
    return {
      status: 200,
      html: page(
        'Razorpay test checkout',
        `<p>${escape(form.get('name') ?? '')}: ${escape(form.get('description') ?? '')}</p>` +
          `<p>Amount ₹${(order.amount / 100).toFixed(2)} for ${escape(form.get('prefill[contact]') ?? 'a guest')}</p>` +
          `<form method="post" action="${HOSTED_CHECKOUT_PATH}/pay">${carry}<button name="outcome" value="success">Pay with UPI</button>` +
          `<button name="outcome" value="failure">Decline</button></form>` +
          (isWebUrl(cancel) ? `<p><a href="${escape(cancel)}">Cancel payment</a></p>` : ''),
      ),
    }
  }
  if (path === `${HOSTED_CHECKOUT_PATH}/pay` && order && isWebUrl(callback)) {
    const outcome = form.get('outcome') === 'success' ? 'success' : 'failure'
    const result = state.pay(orderId, { outcome, method: 'upi' }) as CheckoutSuccess | CheckoutFailure
    const fields: Array<[string, string]> =
      'error' in result
        ? [
            ['error[code]', result.error.code],
            ['error[description]', result.error.description],
            ['error[source]', result.error.source],
            ['error[step]', result.error.step],
            ['error[reason]', result.error.reason],
            ['error[metadata]', JSON.stringify(result.error.metadata)],
          ]
        : [
            ['razorpay_payment_id', result.razorpay_payment_id],
            ['razorpay_order_id', result.razorpay_order_id],
            ['razorpay_signature', result.razorpay_signature],
          ]
    // Razorpay's page posts the outcome to the merchant at once (a cross-site POST).
    return {
      status: 200,
      html: page(
        'Returning to the merchant',
        `<form method="post" action="${escape(callback)}">${hidden(fields)}<button>Return to the merchant</button></form>` +
          '<script>document.forms[0].submit()</script>',
      ),
    }
  }
  return { status: 404, html: page('Not found', '<p>The requested URL was not found on the server.</p>') }
}

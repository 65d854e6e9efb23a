import { data } from 'react-router'
import type { SessionUser } from '../../server/modules/auth/index.ts'
import type { OnlineGateway, PaymentRow } from '../../server/modules/payments/index.ts'
import { CSP_FORM_ACTION_HEADER } from '../../server/http/csp.ts'

// Razorpay's Hosted Checkout (decision 025): the person's browser posts a form to Razorpay, pays on Razorpay's page,
// and Razorpay posts the outcome back to our callback_url (/order-payment/callback, on the CSRF allow-list). The page
// that shows this form asks for Razorpay's origin as a form target in its own CSP; no script or frame of Razorpay's
// ever runs on our pages.

export interface HostedCheckout {
  /** Razorpay's checkout URL (the form's action). */
  action: string
  fields: Array<[name: string, value: string]>
  amountRupees: number
}

/** The origin the browser used (behind a TLS-terminating proxy, the proxy says the scheme). */
export function publicOrigin(request: Request): string {
  const url = new URL(request.url)
  const forwarded = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase()
  return `${forwarded === 'https' || forwarded === 'http' ? forwarded : url.protocol.replace(':', '')}://${url.host}`
}

/** The form that hands a waiting attempt to Razorpay's page, with where Razorpay sends the person back. */
export function hostedCheckout(
  gateway: OnlineGateway,
  attempt: PaymentRow,
  opts: { request: Request; person: SessionUser; description: string; cancelPath: string; back?: string },
): HostedCheckout {
  const origin = publicOrigin(opts.request)
  const callback = new URLSearchParams({ attempt: attempt.providerOrderId! })
  if (opts.back) callback.set('back', opts.back)
  const fields: Array<[string, string]> = [
    ['key_id', gateway.keyId],
    ['order_id', attempt.providerOrderId!],
    ['amount', String(attempt.amountPaise)],
    ['currency', 'INR'],
    ['name', 'MedWise'],
    ['description', opts.description],
    ['callback_url', `${origin}/order-payment/callback?${callback}`],
    ['cancel_url', `${origin}${opts.cancelPath}`],
  ]
  if (opts.person.name) fields.push(['prefill[name]', opts.person.name])
  if (opts.person.phone) fields.push(['prefill[contact]', `+91${opts.person.phone.replace(/^\+?91/, '')}`])
  if (opts.person.email) fields.push(['prefill[email]', opts.person.email])
  return { action: gateway.hostedCheckoutUrl!, fields, amountRupees: attempt.amountPaise / 100 }
}

/** A loader's answer that lets this response's forms post to the checkout's origin (and nowhere else new). */
export function withCheckoutCsp<T>(value: T, checkout: HostedCheckout | null) {
  if (!checkout) return data(value)
  return data(value, { headers: { [CSP_FORM_ACTION_HEADER]: new URL(checkout.action).origin } })
}

/** The route's `headers`: passes the loader's CSP request on to the document's answer (server/app.ts reads it). */
export function checkoutCspHeaders(loaderHeaders: Headers): HeadersInit {
  const asked = loaderHeaders.get(CSP_FORM_ACTION_HEADER)
  return asked ? { [CSP_FORM_ACTION_HEADER]: asked } : {}
}

import { redirect, redirectDocument, type RouterContextProvider } from 'react-router'
import { AppError } from '../../server/lib/app-error.ts'
import { isTestGateway, type Attempt } from '../../server/modules/payments/index.ts'
import { cartTypeFromPath, cartUrlPrefix, isLabsCartType, type LabsCartType } from '../../core/cart/cart-types.ts'
import { paise, toRupees } from '../../core/money.ts'
import { RECHARGE_PAGE, rechargeReturn } from '../../core/wallet/wallet.ts'
import { servicesContext } from '../context.server.ts'
import { notFound, notFoundUnless, orNotFound, refusal, requireCustomer } from '../lib/page-edge.server.ts'
import { hostedCheckout, withCheckoutCsp } from './hosted-checkout.server.ts'

// Paying online (issue 9 §6): spec 2 §2 '/order-payment/' (a waiting order's payment), the test gateway's hosted page
// (outside production, without Razorpay keys), and the hand-over to Razorpay's Hosted Checkout (decision 025). The
// return from either gateway is /order-payment/callback (server/modules/payments/api.ts).

const CHECKOUT_PARAM = 'checkout'
const orderParam = (request: Request) => (new URL(request.url).searchParams.get('order') ?? '').slice(0, 20)
const checkoutParam = (request: Request) => (new URL(request.url).searchParams.get(CHECKOUT_PARAM) ?? '').slice(0, 64)

/**
 * The page paying an order online: /order-payment/, or for a lab booking its cart's /labs/cart/order-payment (or
 * /cp_labs/…: spec 2 §2 'Payment'), where the booking's texts and links are.
 */
type PaymentPageKind = 'pharmacy' | LabsCartType
const paymentPageKind = (cartType: string): PaymentPageKind => (isLabsCartType(cartType) ? cartType : 'pharmacy')
const paymentPagePath = (kind: PaymentPageKind) =>
  kind === 'pharmacy' ? '/order-payment/' : `${cartUrlPrefix(kind)}/cart/order-payment`
/** The kind of the page a request is for (a client navigation's request is the page's .data twin: same first segment). */
const requestKind = (request: Request) => paymentPageKind(cartTypeFromPath(new URL(request.url).pathname))

export async function orderPaymentLoader(request: Request, context: Readonly<RouterContextProvider>) {
  // The account's person (the customer acted for in a super-login): Razorpay's page is prefilled with them.
  const { userId, services, person } = requireCustomer(context, request)
  const number = orderParam(request)
  const view = await orNotFound(() => services.orders.get(userId, number))
  const kind = paymentPageKind(view.order.cartType)
  if (kind !== requestKind(request)) {
    // The gateway's failed return comes to /order-payment/ for every order: a booking's payment is its cart's page.
    const query = new URL(request.url).searchParams
    query.delete('_routes')
    throw redirect(`${paymentPagePath(kind)}?${query}`)
  }
  if (view.status !== 'pending_payment') {
    const number = encodeURIComponent(view.order.number)
    throw redirect(kind === 'pharmacy' ? `/order/${number}` : `${cartUrlPrefix(kind)}/cart/checkout/success?order=${number}`)
  }
  const here = `${paymentPagePath(kind)}?order=${encodeURIComponent(view.order.number)}`
  const gateway = services.payments.gateway()
  // After 'Pay online' with Razorpay: this order's attempt, still waiting, handed to Razorpay's page.
  const attempt = gateway?.hostedCheckoutUrl ? await services.payments.waitingAttempt(userId, checkoutParam(request)) : null
  const checkout =
    attempt && attempt.orderId === view.order.id
      ? hostedCheckout(gateway!, attempt, {
          request,
          person,
          description: kind === 'pharmacy' ? `Order ${view.order.number}` : `Lab booking ${view.order.number}`,
          cancelPath: here,
        })
      : null
  return withCheckoutCsp(
    {
      number: view.order.number,
      due: toRupees(paise(view.order.totalPaise - view.order.walletPaise)),
      wallet: toRupees(view.order.walletPaise),
      holdUntil: view.order.holdExpiresAt?.toISOString() ?? null,
      failed: new URL(request.url).searchParams.get('failed') === '1',
      online: gateway !== null,
      checkout,
      /** A lab booking's page: its texts, and the way back to its cart. */
      lab: kind !== 'pharmacy',
      cartPath: kind === 'pharmacy' ? '/cart' : `${cartUrlPrefix(kind)}/cart`,
    },
    checkout,
  )
}

/**
 * Where a new attempt goes next: the test gateway's page, or (Razorpay) this page again as a whole document, whose
 * answer alone may post to Razorpay (a client-side navigation would keep the previous document's strict CSP).
 */
function toGateway(attempt: Attempt, here: string, back?: string): never {
  if (attempt.provider === 'test_gateway') {
    const query = new URLSearchParams({ order_id: attempt.providerOrderId })
    if (back) query.set('back', back)
    throw redirect(`/pay/test-gateway?${query}`, 303)
  }
  const url = new URL(here, 'http://x')
  url.searchParams.set(CHECKOUT_PARAM, attempt.providerOrderId)
  url.searchParams.delete('failed')
  throw redirectDocument(`${url.pathname}${url.search}`, 303)
}

/** 'Pay online': a new attempt at the gateway, then its checkout. */
export async function orderPaymentAction(request: Request, context: Readonly<RouterContextProvider>) {
  const { userId, services } = requireCustomer(context, request)
  try {
    const attempt = await services.payments.start(userId, orderParam(request))
    return toGateway(attempt, `${paymentPagePath(requestKind(request))}?order=${encodeURIComponent(attempt.orderNumber!)}`)
  } catch (error) {
    if (!AppError.is(error)) throw error
    return refusal(error)
  }
}

/** A recharge's attempt, then its checkout (the recharge page hands it over for Razorpay). */
export async function startRechargePayment(
  context: Readonly<RouterContextProvider>,
  userId: number,
  rupees: number,
  back: string,
): Promise<never> {
  const attempt = await context.get(servicesContext).payments.startRecharge(userId, paise(rupees * 100))
  return toGateway(attempt, `${RECHARGE_PAGE}?${new URLSearchParams({ back })}`, back)
}

/** The test gateway's page: what it charges for, and buttons that succeed or fail. */
export async function testGatewayLoader(request: Request, context: Readonly<RouterContextProvider>) {
  const services = context.get(servicesContext)
  if (!isTestGateway(services.payments.gateway())) notFound()
  const params = new URL(request.url).searchParams
  const orderId = (params.get('order_id') ?? '').slice(0, 64)
  const attempt = notFoundUnless(await services.payments.attemptOf(orderId))
  if (attempt.status !== 'created') notFound()
  const purpose = attempt.purpose === 'wallet_recharge' ? 'Add to MedWise Cash' : 'Pay for your order'
  return { orderId, amount: toRupees(attempt.amountPaise), purpose, back: rechargeReturn(params.get('back')) }
}

/**
 * Succeed or fail: the gateway signs what happened and sends the browser back with the fields Razorpay's checkout
 * returns (a failure carries the failed payment's id in error[metadata], signed so that a forged one is refused).
 */
export async function testGatewayAction(request: Request, context: Readonly<RouterContextProvider>) {
  const gateway = context.get(servicesContext).payments.gateway()
  if (!isTestGateway(gateway)) notFound()
  const form = await request.formData()
  const orderId = String(form.get('order_id') ?? '').slice(0, 64)
  const back = new URLSearchParams({ back: rechargeReturn(form.get('back')) })
  if (form.get('outcome') === 'success') {
    const proof = await gateway.succeed(orderId)
    back.set('razorpay_order_id', orderId)
    back.set('razorpay_payment_id', proof.paymentId)
    back.set('razorpay_signature', proof.signature)
  } else {
    const failure = await gateway.decline(orderId)
    back.set('attempt', orderId)
    back.set('error[description]', 'Payment declined by the test gateway')
    back.set(
      'error[metadata]',
      JSON.stringify({ order_id: orderId, payment_id: failure.paymentId, signature: failure.signature }),
    )
  }
  // The return is no page of the router (server/modules/payments/api.ts): a whole-document navigation, as from Razorpay.
  throw redirectDocument(`/order-payment/callback?${back}`, 303)
}

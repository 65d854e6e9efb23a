import { data, redirect, type RouterContextProvider } from 'react-router'
import { AppError } from '../../server/lib/app-error.ts'
import { paise, toRupees } from '../lib/money.ts'
import { servicesContext } from '../context.server.ts'
import { checkoutAccount, refusalOf } from './checkout.server.ts'

// Paying an order online (issue 9 §6): spec 2 §2 '/order-payment/' (a waiting order's payment), the test gateway's
// hosted page (outside production, without Razorpay keys) and the return from the gateway, which checks the signed
// proof against the attempt we stored, then shows the success page, or the payment page again with what went wrong.

const orderParam = (request: Request) => (new URL(request.url).searchParams.get('order') ?? '').slice(0, 20)

export async function orderPaymentLoader(request: Request, context: Readonly<RouterContextProvider>) {
  const { userId, services } = checkoutAccount(context)
  const number = orderParam(request)
  let view
  try {
    view = await services.orders.get(userId, number)
  } catch (error) {
    if (AppError.is(error) && error.status === 404) throw data(null, { status: 404 })
    throw error
  }
  if (view.status !== 'pending_payment') throw redirect(`/order/${encodeURIComponent(view.order.number)}`)
  const failed = new URL(request.url).searchParams.get('failed') === '1'
  return {
    number: view.order.number,
    due: toRupees(paise(view.order.totalPaise - view.order.walletPaise)),
    wallet: toRupees(view.order.walletPaise),
    holdUntil: view.order.holdExpiresAt?.toISOString() ?? null,
    failed,
    online: services.payments.gateway() !== null,
  }
}

/** 'Pay online': a new attempt at the gateway, then its checkout. */
export async function orderPaymentAction(request: Request, context: Readonly<RouterContextProvider>) {
  const { userId, services } = checkoutAccount(context)
  return refusalOf(async () => {
    const attempt = await services.payments.start(userId, orderParam(request))
    if (attempt.provider === 'test_gateway') {
      throw redirect(`/pay/test-gateway?order_id=${encodeURIComponent(attempt.providerOrderId)}`, 303)
    }
    // Razorpay's hosted checkout needs its script or form host allowed by the CSP: not yet wired (decision 021).
    throw AppError.unavailable('Online payment is not available right now. Please choose cash on delivery.')
  })
}

/** The test gateway's page: what it charges for, and buttons that succeed or fail. */
export async function testGatewayLoader(request: Request, context: Readonly<RouterContextProvider>) {
  const services = context.get(servicesContext)
  const gateway = services.payments.gateway()
  if (gateway?.name !== 'test_gateway') throw data(null, { status: 404 })
  const orderId = (new URL(request.url).searchParams.get('order_id') ?? '').slice(0, 64)
  const attempt = await services.payments.attemptOf(orderId)
  if (!attempt || attempt.status !== 'created') throw data(null, { status: 404 })
  return { orderId, amount: toRupees(attempt.amountPaise) }
}

/** Succeed: the gateway signs a payment for the attempt and sends the browser back, as Standard Checkout does. */
export async function testGatewayAction(request: Request, context: Readonly<RouterContextProvider>) {
  const services = context.get(servicesContext)
  const gateway = services.payments.gateway()
  if (gateway?.name !== 'test_gateway' || !('succeed' in gateway)) throw data(null, { status: 404 })
  const form = await request.formData()
  const orderId = String(form.get('order_id') ?? '').slice(0, 64)
  const back = new URLSearchParams({ razorpay_order_id: orderId })
  if (form.get('outcome') === 'success') {
    const proof = await (gateway as { succeed(id: string): Promise<{ paymentId: string; signature: string }> }).succeed(orderId)
    back.set('razorpay_payment_id', proof.paymentId)
    back.set('razorpay_signature', proof.signature)
  } else {
    back.set('error', 'Payment declined by the test gateway')
  }
  throw redirect(`/order-payment/callback?${back}`, 303)
}

/** The return from the gateway: captured (success page) or failed (the payment page again, the cart untouched). */
export async function paymentCallback(params: URLSearchParams, context: Readonly<RouterContextProvider>) {
  const services = context.get(servicesContext)
  const orderId = (params.get('razorpay_order_id') ?? '').slice(0, 64)
  const paymentId = (params.get('razorpay_payment_id') ?? '').slice(0, 64)
  const signature = (params.get('razorpay_signature') ?? '').slice(0, 128)
  if (!orderId) throw data(null, { status: 404 })
  if (!paymentId || !signature) {
    const number = await services.payments.fail(orderId, params.get('error') ?? 'Payment not completed')
    if (!number) throw data(null, { status: 404 })
    throw redirect(`/order-payment/?order=${encodeURIComponent(number)}&failed=1`, 303)
  }
  try {
    const number = await services.payments.confirm({ orderId, paymentId, signature })
    throw redirect(`/cart/checkout/success?order=${encodeURIComponent(number)}`, 303)
  } catch (error) {
    if (AppError.is(error) && error.status === 404) throw data(null, { status: 404 })
    if (AppError.is(error)) throw data(error.message, { status: error.status })
    throw error
  }
}

import { paymentCallback } from '~/checkout/online-payment.server'
import type { Route } from './+types/order-payment-callback'

// The return from the payment gateway (issue 9 §6): Standard Checkout posts razorpay_order_id, razorpay_payment_id
// and razorpay_signature (or an error); the test gateway sends the same fields. Nothing to render: a redirect.

export async function loader({ request, context }: Route.LoaderArgs) {
  return paymentCallback(new URL(request.url).searchParams, context)
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData()
  return paymentCallback(new URLSearchParams([...form].map(([k, v]) => [k, String(v)])), context)
}

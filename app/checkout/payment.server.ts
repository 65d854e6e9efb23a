import { randomUUID } from 'node:crypto'
import { redirect, type RouterContextProvider } from 'react-router'
import { PlaceOrderFormSchema } from '../../contracts/orders.ts'
import { AppError } from '../../server/lib/app-error.ts'
import { parseInput } from '../../server/lib/validation.ts'
import { nextUrl } from '../../server/modules/orders/index.ts'
import { checkoutPath } from '../../core/cart/checkout-path.ts'
import { paise, toRupees } from '../../core/money.ts'
import { walletOffer } from '../../core/wallet/rewards.ts'
import { walletOfferView } from '../wallet/wallet.server.ts'
import { refusal, requireCustomer } from '../lib/page-edge.server.ts'
import { checkoutCartType } from './checkout.server.ts'

// The payment page's server side (app/routes/cart-payment.tsx), for the cart of its URL (/cart/payment: the pharmacy
// cart; /pharmacy-buy-now/cart/payment: the buy-now cart).

export async function paymentLoader(request: Request, context: Readonly<RouterContextProvider>) {
  const cartType = checkoutCartType(request)
  const { userId, services } = requireCustomer(context, request)
  const { address, reading, plan } = await services.orders.placement.preview(userId, cartType)
  if (!address || !reading || !reading.details.can_checkout || plan?.ok !== true) {
    throw redirect(checkoutPath(cartType, '/cart/summary-page'))
  }
  const purses = await services.wallet.purses(userId)
  const total = reading.bill.payable
  // decision 055: rewards pay a larger share of a member's order (or one buying the plan), as placement counts it.
  const member = reading.carePlan.applyingId != null || reading.carePlan.ticked != null
  return {
    cartType,
    total,
    totalRupees: toRupees(total),
    wallet: walletOfferView(walletOffer(total, purses, member)),
    // issue 25 §4: a covered employee's medicines sub-wallet pays first.
    corporate: await services.corporateCheckout.offer(userId, 'pharmacy', total),
    codLimit: toRupees(services.orders.placement.policy.codLimit),
    /** issue 23: a care plan alone has nothing to deliver, so no cash on delivery. */
    goods: reading.orderable.length > 0,
    // spec 2 §2 'Cart payment: … care-plan checkbox' (issue 23 §6): the same box as the cart's.
    carePlan: reading.details.widgets.find((w) => w.type === 'care_plan') ?? null,
    // A new key per rendering of the page: a double click or a retried post sends the same one.
    idempotencyKey: randomUUID(),
  }
}

/**
 * 'Place order': placed once per key from the cart of the page's URL (whatever the form says); cash on delivery and
 * wallet go to the success page under the same prefix, online to its payment.
 */
export async function paymentAction(request: Request, context: Readonly<RouterContextProvider>) {
  const cartType = checkoutCartType(request)
  const { userId, services } = requireCustomer(context, request)
  try {
    const form = parseInput(PlaceOrderFormSchema, { ...Object.fromEntries(await request.formData()), cart_type: cartType })
    const answer = await services.orders.place(
      userId,
      {
        cartType: form.cart_type,
        payment: form.payment,
        useWallet: form.use_wallet,
        useCorporateWallet: form.use_corporate_wallet,
        expectedTotal: paise(form.expected_total),
      },
      form.idempotency_key,
    )
    return redirect(checkoutPath(cartType, nextUrl(answer.body)), 303)
  } catch (error) {
    if (!AppError.is(error)) throw error
    return refusal(error)
  }
}

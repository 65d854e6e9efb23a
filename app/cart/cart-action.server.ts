import { data, redirect, type RouterContextProvider } from 'react-router'
import { CartIntentSchema, type CartActionData, type CartIntent } from '../../contracts/cart.ts'
import { AppError } from '../../server/lib/app-error.ts'
import { parseInput } from '../../server/lib/validation.ts'
import { requestContext, servicesContext } from '../context.server.ts'
import { refusal } from '../lib/page-edge.server.ts'
import { parseCookieHeader } from '../../core/cookies.ts'
import { safeRedirectPath } from '../../core/url/url-path.ts'
import { formatPaise } from '../../core/money.ts'
import { cityOfCookies } from '../../core/places/city.ts'
import { DEFAULT_CITY } from '../../core/constants.ts'
import { BUY_NOW_CART_PATH } from '../../core/cart/checkout-path.ts'
import { noticeCookie } from '../../core/cart/notice.ts'
import { cpAddedSourceCookie } from '../../core/care-plan/cookies.ts'

// The one cart action (Hydrogen's app/routes/cart.tsx): every cart change a page makes is a form posted to /cart with
// a named intent (contracts/cart.ts CartIntentSchema), for the request's cart owner. A fetcher gets CartActionData;
// a form sent without JavaScript (it carries redirectTo) is sent back to its page with the outcome as a notice.
// The cart page's own changes name their cart (cart_type: the buy-now cart on /pharmacy-buy-now/cart, else the
// pharmacy cart). 'Buy now' (issue 9 §10) fills the buy-now cart and goes on to its page, with or without JavaScript
// (a fetcher follows the redirect); a refusal stays on the product page.

export async function cartAction(request: Request, context: Readonly<RouterContextProvider>) {
  const services = context.get(servicesContext)
  const { cart } = context.get(requestContext)
  const form = Object.fromEntries(await request.formData())
  const city = cityOfCookies(parseCookieHeader(request.headers.get('cookie')), DEFAULT_CITY)

  /** Where the care plan was ticked from (the `cp_added_source` cookie, decision 054); null clears it. */
  let addedFrom: string | null | undefined
  async function run(intent: CartIntent): Promise<Extract<CartActionData, { ok: true }>> {
    switch (intent.intent) {
      case 'add': {
        const pharmacy = await services.cart.addSkus(cart.owner, [{ skuId: intent.sku_id, quantity: intent.quantity }])
        return { ok: true, intent: 'add', pharmacy, notice: `Added ${nameIn(pharmacy, intent.sku_id)} to your cart` }
      }
      case 'set-quantity': {
        const pharmacy = await services.cart.setQuantity(cart.owner, intent.sku_id, intent.quantity, intent.cart_type)
        return {
          ok: true,
          intent: 'set-quantity',
          pharmacy,
          notice: `Quantity of ${nameIn(pharmacy, intent.sku_id)} is now ${intent.quantity}`,
        }
      }
      case 'remove': {
        const pharmacy = await services.cart.removeSku(cart.owner, intent.sku_id, intent.cart_type)
        return { ok: true, intent: 'remove', pharmacy, notice: 'Removed from your cart' }
      }
      case 'substitute': {
        const pharmacy = await services.cart.substitute(cart.owner, intent.sku_id, intent.substitute_id, intent.cart_type)
        return {
          ok: true,
          intent: 'substitute',
          pharmacy,
          notice: `Replaced with ${nameIn(pharmacy, intent.substitute_id)}`,
        }
      }
      case 'apply-coupon': {
        const reading = await services.cartDetails.applyCoupon(cart.owner, intent.code, city, intent.cart_type)
        const coupon = reading.coupon
        return {
          ok: true,
          intent: 'apply-coupon',
          notice: coupon ? `${coupon.code} applied: you save ${formatPaise(coupon.discount)}` : 'Coupon applied',
        }
      }
      case 'remove-coupon': {
        await services.cartDetails.removeCoupon(cart.owner, city, intent.cart_type)
        return { ok: true, intent: 'remove-coupon', notice: 'Coupon removed' }
      }
      case 'add-care-plan': {
        await services.cartDetails.setCarePlan(cart.owner, intent.plan_id, intent.cart_type)
        addedFrom = intent.source
        return { ok: true, intent: 'add-care-plan', notice: 'Care Plan added: its benefits apply to this order' }
      }
      case 'remove-care-plan': {
        await services.cartDetails.setCarePlan(cart.owner, null, intent.cart_type)
        addedFrom = null
        return { ok: true, intent: 'remove-care-plan', notice: 'Care Plan removed' }
      }
      case 'add-lab-test': {
        const added = await services.cart.addLabTest(cart.owner, intent.test_id, city)
        // issue 11 §3: the cart's lab does not offer it: the add-test dialog asks (without JavaScript, the labs cart
        // page shows the same choice as a form).
        if (added.dialog) {
          if (form.redirectTo !== undefined) throw redirect(`/labs/cart?choose=${intent.test_id}`, 303)
          return { ok: true, intent: 'add-lab-test', labs: null, dialog: added.dialog, notice: added.dialog.header }
        }
        return {
          ok: true,
          intent: 'add-lab-test',
          labs: added.result,
          notice: `Added ${testName(added.result, intent.test_id)} to your cart`,
        }
      }
      case 'keep-lab-test': {
        const labs = await services.cart.keepLabTestPartial(cart.owner, intent.test_id, city)
        const name = testName(labs, intent.test_id)
        return {
          ok: true,
          intent: 'keep-lab-test',
          labs,
          notice: labs.is_partial_cart ? `Added ${name}: your tests are now at two labs` : `Added ${name} to your cart`,
        }
      }
      case 'replace-labs': {
        const labs = await services.cart.replaceLabs(cart.owner, intent.test_ids, city)
        return { ok: true, intent: 'replace-labs', labs, notice: `Your tests are now at ${labs.lab_name ?? 'one lab'}` }
      }
      case 'remove-lab-test': {
        await services.cart.removeLabTest(cart.owner, intent.test_id)
        return { ok: true, intent: 'remove-lab-test', notice: 'Removed from your cart' }
      }
      case 'buy-now': {
        const pharmacy = await services.cart.buyNow(cart.owner, intent.sku_id, intent.quantity)
        return {
          ok: true,
          intent: 'buy-now',
          pharmacy,
          next: BUY_NOW_CART_PATH,
          notice: `Buying ${nameIn(pharmacy, intent.sku_id)} now`,
        }
      }
      case 'add-many': {
        // /reorder's 'Add all to cart': availability is judged again now, in the visitor's city (the page's own rule);
        // what is no longer sold or cannot be delivered there is left out and said so, the rest added one of each.
        const deliverable = await services.reorder.addable(intent.sku_ids, city)
        if (!deliverable.length) {
          throw AppError.invalid(`None of these items can be delivered to ${city} now`, 'sku_ids', 'out_of_stock')
        }
        const pharmacy = await services.cart.addSkus(
          cart.owner,
          deliverable.map((skuId) => ({ skuId, quantity: 1 })),
        )
        const left = intent.sku_ids.length - deliverable.length
        const added = `Added ${deliverable.length} ${deliverable.length === 1 ? 'item' : 'items'} to your cart`
        return {
          ok: true,
          intent: 'add-many',
          pharmacy,
          notice: left ? `${added}; ${left} cannot be delivered to ${city} now` : added,
        }
      }
    }
  }

  // Without JavaScript: back to the page the form was on, the outcome in its snack bar.
  const back = (text: string) => {
    const headers = new Headers({ 'set-cookie': noticeCookie(text) })
    if (addedFrom !== undefined) headers.append('set-cookie', cpAddedSourceCookie(addedFrom))
    return redirect(safeRedirectPath(form.redirectTo), { status: 303, headers })
  }
  let result: Awaited<ReturnType<typeof run>>
  try {
    result = await run(parseInput(CartIntentSchema, form))
  } catch (error) {
    if (!AppError.is(error)) throw error
    if (form.redirectTo !== undefined) throw back(error.message)
    return refusal(error)
  }
  // Buy now goes on to its cart, with JavaScript (the fetcher follows) or without.
  if (result.intent === 'buy-now') throw redirect(result.next, 303)
  if (form.redirectTo !== undefined) throw back(result.notice)
  return data(result, {
    status: 200,
    headers: addedFrom === undefined ? undefined : { 'set-cookie': cpAddedSourceCookie(addedFrom) },
  })
}

function testName(labs: { analytics_data: { test_ids: number[]; test_names: string[] } }, testId: number): string {
  return labs.analytics_data.test_names[labs.analytics_data.test_ids.indexOf(testId)] ?? 'the test'
}

function nameIn(brief: { items: { sku_id: number; sku_name: string }[] }, skuId: number): string {
  return brief.items.find((i) => i.sku_id === skuId)?.sku_name ?? 'the item'
}

import { data, redirect, type RouterContextProvider } from 'react-router'
import {
  AddressIntentSchema,
  type Address,
  type AddressActionData,
  type AddressIntent,
  type AddressIntentName,
} from '../../contracts/addresses.ts'
import { MAX_ADDRESSES } from '../../core/addresses/address.ts'
import { AppError } from '../../server/lib/app-error.ts'
import { parseInput } from '../../server/lib/validation.ts'
import { chosenOf, toWire, type AddressRow } from '../../server/modules/addresses/index.ts'
import { type CartType, isProductCartType } from '../../core/cart/cart-types.ts'
import { refusal, requireCustomer } from '../lib/page-edge.server.ts'
import { noticeCookie } from '../../core/cart/notice.ts'
import { checkoutCartType } from '../checkout/checkout.server.ts'
import { checkoutPath } from '../../core/cart/checkout-path.ts'
import { DIO_PATHS } from '../../core/done-in-one/texts.ts'
import { safeRedirectPath } from '../../core/url/url-path.ts'
import { ADDRESS_FORM_FIELDS, ADDRESS_PAGE, SELECT_SHIPMENT_PAGE } from './paths.ts'

// The address page's loader and its one action (issue 9 'Address'; the cart action's habit, decision 017): named
// intents parsed with AddressIntentSchema, for the signed-in account (the customer acted for in a super-login). A
// guest is sent to sign in over the cart. Forms sent without JavaScript carry redirectTo and come back to the page
// with the outcome in the snack bar; a fetcher gets AddressActionData. The cart whose address is chosen is the one
// of the page's URL (/pharmacy-buy-now/cart/address-page: the buy-now cart), and the pages it leads to keep its prefix.

export type AddressForm = { mode: 'add' } | { mode: 'edit'; address: Address } | null

/**
 * Which cart's address step a page is: the checkout carts' (from the URL, below), or the labs carts' collection
 * address (app/labs-booking/checkout.server.ts), whose Continue checks the address first and leads elsewhere.
 */
export interface AddressStep {
  cartType: CartType
  /** The page itself: where its forms come back to. */
  page: string
  /** Where a guest signs in (none: over the checkout cart of the page's URL, requireCustomer's default). */
  signIn?: string
  /** The snack bar's word after choosing an address. */
  chosenNotice: (name: string) => string
  /** Continue: refuses the chosen address (an AppError) or answers where to go next; none: the pharmacy's steps. */
  onContinue?: (chosen: AddressRow) => Promise<string>
}

function checkoutStep(request: Request): AddressStep {
  const cartType = checkoutCartType(request)
  return {
    cartType,
    page: checkoutPath(cartType, ADDRESS_PAGE),
    chosenNotice: (name) => `Delivering to ${name}`,
  }
}

export async function loadAddressPage(
  request: Request,
  context: Readonly<RouterContextProvider>,
  step: AddressStep = checkoutStep(request),
) {
  const { owner, services } = requireCustomer(context, request, { signIn: step.signIn })
  const { cartType } = step
  const [rows, cartAddressId] = await Promise.all([
    services.addresses.list(owner),
    services.cart.chosenAddressId(owner, undefined, cartType),
  ])
  const addresses = rows.map(toWire)
  const url = new URL(request.url)
  const editing = addresses.find((a) => String(a.id) === url.searchParams.get('edit'))
  const form: AddressForm = editing
    ? { mode: 'edit', address: editing }
    : url.searchParams.get('form') === 'new' && addresses.length < MAX_ADDRESSES
      ? { mode: 'add' }
      : null
  return { addresses, chosenId: chosenOf(rows, cartAddressId)?.id ?? null, form, max: MAX_ADDRESSES }
}

const INTENTS: readonly AddressIntentName[] = ['add', 'edit', 'delete', 'make-default', 'choose']

export async function addressPageAction(
  request: Request,
  context: Readonly<RouterContextProvider>,
  step: AddressStep = checkoutStep(request),
) {
  const { owner, services } = requireCustomer(context, request, { signIn: step.signIn })
  const { cartType, page: addressPage } = step
  const form: Record<string, string> = {}
  for (const [name, value] of await request.formData()) if (typeof value === 'string') form[name] = value
  const named = INTENTS.find((i) => i === form.intent) ?? null
  let continueTo: string | null = null

  async function run(intent: AddressIntent): Promise<string> {
    switch (intent.intent) {
      case 'add': {
        const saved = await services.addresses.create(owner, intent)
        return `Address ${saved.addressName} saved`
      }
      case 'edit': {
        const saved = await services.addresses.update(owner, intent.address_id, intent)
        return `Address ${saved.addressName} saved`
      }
      case 'delete': {
        const gone = await services.addresses.get(owner, intent.address_id)
        await services.addresses.remove(owner, intent.address_id)
        return `Address ${gone.addressName} deleted`
      }
      case 'make-default': {
        const made = await services.addresses.makeDefault(owner, intent.address_id)
        return `${made.addressName} is now your default address`
      }
      case 'choose': {
        const chosen = await services.addresses.choose(owner, intent.address_id, cartType)
        if (intent.next === 'shipment' && step.onContinue) continueTo = await step.onContinue(chosen)
        return step.chosenNotice(chosen.addressName)
      }
    }
  }

  let intent: AddressIntent
  let notice: string
  try {
    intent = parseInput(AddressIntentSchema, form)
    notice = await run(intent)
  } catch (error) {
    if (!AppError.is(error)) throw error
    // Without JavaScript a refused delete, make-default or choose comes back to the page with the refusal in the snack
    // bar; a refused add or edit shows the form again, with what it held and each field's message.
    if (form.redirectTo !== undefined && named !== 'add' && named !== 'edit') {
      throw redirect(safeRedirectPath(form.redirectTo, addressPage), {
        status: 303,
        headers: { 'set-cookie': noticeCookie(error.message) },
      })
    }
    const errors: Record<string, string> = {}
    for (const e of error.errors) if (e.field && !(e.field in errors)) errors[e.field] = e.message
    const values = named === 'add' || named === 'edit' ? pick(form, ADDRESS_FORM_FIELDS) : undefined
    return refusal(error, { intent: named, errors, ...(values ? { values } : {}) })
  }

  if (continueTo !== null) throw redirect(continueTo, 303)
  if (intent.intent === 'choose' && intent.next === 'shipment' && isProductCartType(cartType)) {
    // issue 10 §1: before the pharmacist has built the done-in-one cart, the address step leads to the preview.
    const preview = cartType === 'done_in_one' && (await services.cart.pharmacyBrief(owner, cartType)).total_quantity === 0
    throw redirect(preview ? DIO_PATHS.preview : checkoutPath(cartType, SELECT_SHIPMENT_PAGE), 303)
  }
  // A saved address closes the form (the page without ?form or ?edit), with or without JavaScript.
  if (intent.intent === 'add' || intent.intent === 'edit') {
    throw redirect(addressPage, { status: 303, headers: { 'set-cookie': noticeCookie(notice) } })
  }
  if (form.redirectTo !== undefined) {
    throw redirect(safeRedirectPath(form.redirectTo, addressPage), {
      status: 303,
      headers: { 'set-cookie': noticeCookie(notice) },
    })
  }
  const result: AddressActionData = { ok: true, intent: intent.intent, notice }
  return data(result, { status: 200 })
}

function pick(form: Record<string, string>, names: readonly string[]): Record<string, string> {
  return Object.fromEntries(names.filter((n) => n in form).map((n) => [n, form[n]!]))
}

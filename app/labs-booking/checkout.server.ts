import { randomUUID } from 'node:crypto'
import { redirect, type RouterContextProvider } from 'react-router'
import { PlaceLabBookingFormSchema } from '../../contracts/lab-bookings.ts'
import { LabPatientStepBodySchema } from '../../contracts/lab-slots.ts'
import { type LabsCartType } from '../../core/cart/cart-types.ts'
import type { OrderSuccessWidget } from '../../contracts/order-placed.ts'
import type { BillSummaryWidget, LabsCartLine } from '../../contracts/widgets.ts'
import { AppError } from '../../server/lib/app-error.ts'
import { parseInput } from '../../server/lib/validation.ts'
import type { AddressRow } from '../../server/modules/addresses/index.ts'
import { SLOT_REFUSAL_TEXT, slotRefusal, slotWithDayLabel } from '../../server/modules/labs/index.ts'
import { addressPageAction, loadAddressPage, type AddressStep } from '../addresses/address-page.server.ts'
import { noticeCookie } from '../../core/cart/notice.ts'
import { orNotFound, refusal, requireCustomer, type Customer, type Refusal } from '../lib/page-edge.server.ts'
import { formatRupees, paise } from '../../core/money.ts'
import { ORDER_PLACED_IMAGE, orderPlacedWidget } from '../widgets/order-placed.server.ts'
import { labStepCartType } from './patient-page.server.ts'
import { labCheckoutPaths } from './paths.ts'
import { walletOffer } from '../../core/wallet/rewards.ts'
import { walletOfferView } from '../wallet/wallet.server.ts'
import { requestContext } from '../context.server.ts'

// The labs carts' checkout after the patient step (issue 11 §5; decision 035): the collection address (the account's
// address book, checked against the cities the lab collects in), the summary (lab, slot, tests per patient, bill),
// payment (online through /labs/cart/order-payment and the gateway, or all from MedWise Cash; no cash at the door) and
// the success page (the order-placed widget for the booking). The cart is the one of the URL: /labs/cart/… the labs
// cart, /cp_labs/cart/… its care-plan twin. Every form works without JavaScript (redirects with the outcome in the
// snack bar, or the page again with its refusal), as the pharmacy checkout's do.

type Context = Readonly<RouterContextProvider>

/** The signed-in customer; a guest signs in over the labs cart of the URL. */
function account(context: Context, request: Request, cartType: LabsCartType) {
  return requireCustomer(context, request, { signIn: `${labCheckoutPaths(cartType).cart}?login=true` })
}

/** '{lab} does not collect samples at home in {city}…', or null when it does. */
function notCollectedText(lab: { name: string; cities: string[] }, city: string): string | null {
  const wanted = city.trim().toLowerCase()
  if (lab.cities.some((c) => c.toLowerCase() === wanted)) return null
  return `${lab.name} does not collect samples at home in ${city}. Please choose an address in ${lab.cities.join(', ')}.`
}

/** The lab whose phlebotomist visits (the patient step's), with its cities. */
async function visitingLab(services: Customer['services'], labId: number | null) {
  if (labId === null) return null
  return (await services.labs.labs()).find((l) => l.id === labId) ?? null
}

// ---- Address: /labs/cart/address-page ----

function addressStep(context: Context, request: Request, cartType: LabsCartType): AddressStep {
  const paths = labCheckoutPaths(cartType)
  return {
    cartType,
    page: paths.address,
    signIn: `${paths.cart}?login=true`,
    chosenNotice: (name) => `Samples will be collected at ${name}`,
    // Continue: the chosen address must be in a city the lab collects in; then the summary.
    onContinue: async (chosen: AddressRow) => {
      const { owner, services } = account(context, request, cartType)
      const step = await services.patientStep.read(owner, cartType)
      if (!step)
        throw AppError.invalid('Your labs cart is empty. Add a test to book a home collection.', undefined, 'labs_cart_empty')
      const lab = await visitingLab(services, step.lab_id)
      const refusal = lab && notCollectedText(lab, chosen.city)
      if (refusal) throw AppError.invalid(refusal, 'address_id', 'city_not_served')
      return paths.summary
    },
  }
}

export async function loadLabAddressPage(request: Request, context: Context) {
  const cartType = labStepCartType(request)
  const paths = labCheckoutPaths(cartType)
  const { owner, services } = account(context, request, cartType)
  const step = await services.patientStep.read(owner, cartType)
  if (!step) throw redirect(paths.cart)
  const [page, lab] = await Promise.all([
    loadAddressPage(request, context, addressStep(context, request, cartType)),
    visitingLab(services, step.lab_id),
  ])
  // Each address the lab does not collect at says so under it.
  const notes: Record<number, string> = {}
  if (lab) {
    for (const a of page.addresses) {
      if (notCollectedText(lab, a.city)) notes[a.id] = `${lab.name} does not collect samples in ${a.city}`
    }
  }
  return { ...page, notes, paths, lab: lab ? { name: lab.name, cities: lab.cities } : null }
}

export async function labAddressAction(request: Request, context: Context) {
  return addressPageAction(request, context, addressStep(context, request, labStepCartType(request)))
}

// ---- Summary: /labs/cart/summary-page ----

export interface LabCheckoutBlocker {
  message: string
  link: { to: string; label: string }
}

/**
 * The labs cart as it would be booked now: the lab, slot, tests per patient, the collection address and the bill,
 * and what stands in the way of booking it (the first thing to fix, with where to fix it), else null.
 */
async function readLabCheckout(context: Context, request: Request, cartType: LabsCartType) {
  const paths = labCheckoutPaths(cartType)
  const { owner, userId, services } = account(context, request, cartType)
  const [step, details, address] = await Promise.all([
    services.patientStep.read(owner, cartType),
    services.cart.labsDetails(owner, cartType),
    services.addresses.chosen(owner, cartType),
  ])
  if (!step || details.cart_count === 0) throw redirect(paths.cart)
  const lab = await visitingLab(services, step.lab_id)
  const list = details.widgets.find((w) => w.type === 'list_tests_cart')
  const items: LabsCartLine[] = list?.type === 'list_tests_cart' ? list.items : []
  const bill = details.widgets.find((w): w is BillSummaryWidget => w.type === 'bill_summary') ?? null
  const priceOf = (testId: number) => items.find((i) => i.sku_id === testId)?.prices.discounted_price ?? 0
  // Tests per patient, in the order the patients were added.
  const patients = step.patients
    .map((p) => ({
      id: p.id,
      name: p.name,
      tests: step.lines
        .filter((l) => l.patient_ids.includes(p.id))
        .map((l) => ({ id: l.test_id, name: l.name, price: priceOf(l.test_id) })),
    }))
    .filter((p) => p.tests.length > 0)

  const blockerOf = (): LabCheckoutBlocker | null => {
    if (details.is_partial_cart || !lab) {
      return {
        message: `Your tests are at ${details.labs.length} labs. One booking is one home visit of one lab: remove the tests at the other labs, or switch them all to one lab.`,
        link: { to: paths.cart, label: 'Back to cart' },
      }
    }
    const unchosen = step.lines.find((l) => l.patient_ids.length === 0)
    if (unchosen) {
      return {
        message: `Please choose who the ${unchosen.name} test is for`,
        link: { to: paths.patients, label: 'Choose patients' },
      }
    }
    if (!step.slot) return { message: 'Please choose a collection slot', link: { to: paths.patients, label: 'Choose a slot' } }
    const refusal = slotRefusal(new Date(step.slot.starts_at), services.now(), { fasting: step.fasting })
    if (refusal) return { message: SLOT_REFUSAL_TEXT[refusal], link: { to: paths.patients, label: 'Choose a slot' } }
    if (!address) {
      return { message: 'Please choose a collection address', link: { to: paths.address, label: 'Choose an address' } }
    }
    const notCollected = notCollectedText(lab, address.city)
    if (notCollected) return { message: notCollected, link: { to: paths.address, label: 'Change address' } }
    if (step.city && step.city.toLowerCase() !== address.city.trim().toLowerCase()) {
      return {
        message: `Your collection slot is in ${step.city} but the address is in ${address.city}. Choose an address in ${step.city}, or change the city at the top of the page to ${address.city} and choose a slot there.`,
        link: { to: paths.address, label: 'Change address' },
      }
    }
    return null
  }

  return {
    cartType,
    paths,
    userId,
    services,
    owner,
    lab: lab ? { id: lab.id, name: lab.name } : null,
    city: step.city,
    slotLabel: step.slot ? slotWithDayLabel(new Date(step.slot.starts_at)) : null,
    slotId: step.slot?.id ?? null,
    patients,
    address,
    bill,
    payable: details.payable_amount,
    blocker: blockerOf(),
  }
}

export async function loadLabSummary(request: Request, context: Context) {
  const c = await readLabCheckout(context, request, labStepCartType(request))
  return {
    paths: c.paths,
    lab: c.lab,
    city: c.city,
    slotLabel: c.slotLabel,
    patients: c.patients,
    address: c.address
      ? {
          recipientName: c.address.recipientName,
          phone: c.address.phone,
          address: c.address.address,
          landmark: c.address.landmark,
          city: c.address.city,
          state: c.address.state,
          pincode: c.address.pincode,
          addressName: c.address.addressName,
        }
      : null,
    bill: c.bill,
    blocker: c.blocker,
  }
}

// ---- Payment: /labs/cart/payment (and /labs/checkout) ----

export async function loadLabPayment(request: Request, context: Context) {
  const c = await readLabCheckout(context, request, labStepCartType(request))
  if (c.blocker) throw redirect(c.paths.summary)
  const [purses, member] = await Promise.all([
    c.services.wallet.purses(c.userId),
    // Read once per request (the header asked already): rewards pay a larger share of a member's booking.
    context.get(requestContext).cart.memberNow(),
  ])
  const total = paise(Math.round(c.payable * 100))
  // issue 25 §4: a covered employee's lab-tests sub-wallet.
  const corporate = await c.services.corporateCheckout.offer(c.userId, 'labs', total)
  return {
    cartType: c.cartType,
    corporate,
    paths: c.paths,
    lab: c.lab!.name,
    slotLabel: c.slotLabel!,
    total,
    totalRupees: c.payable,
    wallet: walletOfferView(walletOffer(total, purses, member.applying !== null)),
    // A new key per rendering of the page: a double click or a retried post places the booking once.
    idempotencyKey: randomUUID(),
  }
}

export type LabPaymentRefusal = Refusal & {
  /** A slot that filled meanwhile: the next free one, to switch to. */
  nextFree?: { id: number; label: string } | null
}

/** A refusal of 'Book and pay', said above the button; a full slot's comes with the next free one. */
function paymentRefusal(error: AppError) {
  const next = error.details?.next_free_slot as { id: number; label: string } | null | undefined
  return refusal(error, error.code === 'slot_full' ? { nextFree: next ? { id: next.id, label: next.label } : null } : {})
}

/** The placement's next_url under the cart's own prefix: its online payment is /labs/cart/order-payment. */
export function labNextPath(cartType: LabsCartType, nextUrl: string): string {
  const online = /^\/order-payment\/?(\?.*)?$/.exec(nextUrl)
  return online ? `${labCheckoutPaths(cartType).orderPayment}${online[1] ?? ''}` : nextUrl
}

/**
 * 'Book and pay': placed once per key from the cart of the URL (decision 035). 'switch-slot' (offered when the slot
 * filled meanwhile) moves the cart to the next free slot and comes back here to pay.
 */
export async function labPaymentAction(request: Request, context: Context) {
  const cartType = labStepCartType(request)
  const paths = labCheckoutPaths(cartType)
  const { owner, userId, services } = account(context, request, cartType)
  const form = Object.fromEntries([...(await request.formData())].filter((e): e is [string, string] => typeof e[1] === 'string'))
  try {
    if (form.intent === 'switch-slot') {
      const step = await services.patientStep.save(
        owner,
        parseInput(LabPatientStepBodySchema, { cart_type: cartType, lines: [], slot_id: form.slot_id }),
      )
      const label = step.slot ? slotWithDayLabel(new Date(step.slot.starts_at)) : 'the new slot'
      throw redirect(new URL(request.url).pathname.endsWith('/labs/checkout') ? '/labs/checkout' : paths.payment, {
        status: 303,
        headers: { 'set-cookie': noticeCookie(`Collection slot changed to ${label}`) },
      })
    }
    const body = parseInput(PlaceLabBookingFormSchema, {
      payment: form.payment,
      use_wallet: form.use_wallet,
      use_corporate_wallet: form.use_corporate_wallet,
      expected_total: form.expected_total,
      cart_type: cartType,
      idempotency_key: form.idempotency_key,
    })
    const answer = await services.labBookings.place(
      userId,
      {
        cartType,
        addressId: null,
        payment: body.payment,
        useWallet: body.use_wallet,
        useCorporateWallet: body.use_corporate_wallet,
        expectedTotal: paise(body.expected_total),
      },
      body.idempotency_key,
    )
    throw redirect(labNextPath(cartType, answer.body.next_url), 303)
  } catch (error) {
    if (AppError.is(error)) return paymentRefusal(error)
    throw error
  }
}

// ---- Success: /labs/cart/checkout/success?order=… ----

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

/** 'A, B and C'. */
function listOf(names: string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`
}

export async function loadLabSuccess(request: Request, context: Context) {
  const cartType = labStepCartType(request)
  const { userId, services } = account(context, request, cartType)
  const number = (new URL(request.url).searchParams.get('order') ?? '').slice(0, 20)
  // A number that is not one (400) is no page either.
  const booking = await orNotFound(
    () => services.labBookings.get(userId, number),
    (error) => error.status === 404 || error.status === 400,
  )
  const own = booking.cart_type === 'cp_labs' ? 'cp_labs' : 'labs'
  const query = `?order=${encodeURIComponent(booking.number)}`
  // The booking's own cart's page (a request of a client navigation is the .data twin: compare cart types).
  if (own !== cartType) throw redirect(`${labCheckoutPaths(own).success}${query}`)
  // Not paid yet: its payment.
  if (booking.order_status === 'pending_payment') throw redirect(`${labCheckoutPaths(own).orderPayment}${query}`)
  const people = listOf(booking.patients.map((p) => escapeHtml(p.name)))
  const tests = booking.patients.reduce((n, p) => n + p.tests.length, 0)
  const cancelled = booking.status === 'cancelled'
  const widgets: OrderSuccessWidget[] = [
    orderPlacedWidget({
      image_url: ORDER_PLACED_IMAGE,
      header_text: null,
      data: {
        header: cancelled ? 'Booking cancelled' : 'Lab tests booked',
        sub_header:
          `Booking <b>${escapeHtml(booking.number)}</b> with <b>${escapeHtml(booking.lab.name)}</b> for ` +
          `${escapeHtml(formatRupees(booking.total))}: ${tests} ${tests === 1 ? 'test' : 'tests'} for ${people}. ` +
          `Home sample collection in ${escapeHtml(booking.city)} on <b>${escapeHtml(booking.slot.label)}</b>.`,
        primary_cta: { label: 'View my bookings', url: '/labs/mybookings' },
        secondary_cta: { label: 'Book more tests', url: '/labs' },
      },
    }),
  ]
  return { widgets, number: booking.number }
}

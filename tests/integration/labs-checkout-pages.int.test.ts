import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { successLoader } from '../../app/checkout/success.server.ts'
import { orderPaymentAction, orderPaymentLoader } from '../../app/checkout/online-payment.server.ts'
import {
  labAddressAction,
  labPaymentAction,
  loadLabAddressPage,
  loadLabPayment,
  loadLabSuccess,
  loadLabSummary,
  type LabPaymentRefusal,
} from '../../app/labs-booking/checkout.server.ts'
import { formatRupees, paise } from '../../core/money.ts'
import type { AddressActionData } from '../../contracts/addresses.ts'
import type { Db } from '../../server/db/client.ts'
import {
  addresses,
  carts,
  labBookings,
  labCartItemPatients,
  labCartItems,
  labOffers,
  labs,
  labSlots,
  labTests,
  orders,
  patients,
} from '../../server/db/schema.ts'
import { labsBillFor } from '../../server/modules/cart/labs-rules.ts'
import { visitorOwner } from '../../server/modules/cart/owner.ts'
import { istInstant } from '../../server/modules/labs/slot-rules.ts'
import type { TestGateway } from '../../server/modules/payments/gateway.ts'
import { createApiFixture, type ApiFixture } from './app-fixture.ts'
import { formPost, pageContext, shop } from './shop.ts'

// Issue 11 §5, the labs checkout pages' server side (app/labs-booking/checkout.server.ts) as the server process calls
// it: guests and empty carts sent away; the collection address (the lab's cities said per address, Continue refusing
// one it does not collect at, the choice kept on the labs cart); the summary (lab, slot, tests per patient, bill, what
// blocks booking); payment online (the labs order-payment page, the gateway's failed and successful returns landing on
// the labs pages) and from MedWise Cash; a slot that filled meanwhile (its next free slot offered and switched to);
// the success page's widget; another account's booking a 404; the care-plan twin under /cp_labs. A fixed clock.

// Wednesday 25 November 2026, 08:10 in India; the collection is tomorrow.
const clock = new Date('2026-11-25T08:10:00+05:30')
const TOMORROW = '2026-11-26'
const ORIGIN = 'http://localhost'
let f: ApiFixture
let db: Db
let lab: { id: number; name: string; city: string; cities: string[] }
let tests: Array<{ id: number; name: string; price: number; mrp: number }>

beforeAll(async () => {
  f = await createApiFixture({ now: () => clock })
  db = f.database.db
  const all = await db.select().from(labs).orderBy(labs.id)
  const found = all.find((l) => l.cities.includes('New Delhi') && !l.cities.includes('Surat'))!
  lab = { id: found.id, name: found.name, city: 'New Delhi', cities: found.cities }
  tests = await db
    .select({ id: labTests.id, name: labTests.name, price: labOffers.pricePaise, mrp: labOffers.mrpPaise })
    .from(labOffers)
    .innerJoin(labTests, eq(labTests.id, labOffers.testId))
    .where(and(eq(labOffers.labId, lab.id), eq(labTests.fasting, false)))
    .orderBy(labTests.id)
    .limit(2)
})
afterAll(() => f?.close())

const people = shop(() => f, { prefix: '74377', name: 'Lab Checkout Tester' })
const gateway = () => f.services.payments.gateway() as TestGateway

async function slotAt(minute: number) {
  const rows = await f.services.labSlots.dayRows(db, lab.id, lab.city, TOMORROW)
  return rows.find((r) => r.startsAt.getTime() === istInstant(TOMORROW, minute).getTime())!
}

/**
 * A signed-in customer (default address in New Delhi, a second one in Surat, where the lab does not collect) with a
 * labs cart of two tests: the first for two patients, the second for one, and a slot tomorrow chosen (as the patient
 * step leaves them).
 */
async function readyCart(opts: { cartType?: 'labs' | 'cp_labs'; minute?: number; patients?: boolean; slot?: boolean } = {}) {
  const c = await people.customer()
  const [surat] = await db
    .insert(addresses)
    .values({
      userId: c.userId,
      recipientName: 'Lab Checkout Tester',
      phone: c.phone,
      address: '4 Ring Road, Athwa',
      pincode: '395001',
      city: 'Surat',
      state: 'Gujarat',
      addressType: 'work',
      addressName: 'Office',
      isDefault: false,
    })
    .returning({ id: addresses.id })
  const [asha, ravi] = await db
    .insert(patients)
    .values([
      { userId: c.userId, name: 'Asha Verma', age: 34, gender: 'female', relation: 'self' },
      { userId: c.userId, name: 'Ravi Verma', age: 61, gender: 'male', relation: 'spouse' },
    ])
    .returning({ id: patients.id })
  const slot = await slotAt(opts.minute ?? 7 * 60)
  const cartType = opts.cartType ?? 'labs'
  const [cart] = await db
    .insert(carts)
    .values({
      userId: c.userId,
      type: cartType,
      labId: lab.id,
      city: lab.city,
      labSlotId: opts.slot === false ? null : slot.id,
    })
    .returning({ id: carts.id })
  await db
    .insert(labCartItems)
    .values(tests.map((t, i) => ({ cartId: cart!.id, testId: t.id, labId: lab.id, addedAt: new Date(clock.getTime() + i) })))
  if (opts.patients !== false) {
    await db.insert(labCartItemPatients).values([
      { cartId: cart!.id, testId: tests[0]!.id, patientId: asha!.id },
      { cartId: cart!.id, testId: tests[0]!.id, patientId: ravi!.id },
      { cartId: cart!.id, testId: tests[1]!.id, patientId: ravi!.id },
    ])
  }
  const total = labsBillFor([
    { mrp: paise(tests[0]!.mrp), price: paise(tests[0]!.price), patients: 2 },
    { mrp: paise(tests[1]!.mrp), price: paise(tests[1]!.price), patients: 1 },
  ]).payable
  const prefix = cartType === 'cp_labs' ? '/cp_labs' : '/labs'
  return {
    ...c,
    cartId: cart!.id,
    surat: surat!.id,
    slot,
    total,
    prefix,
    context: pageContext(f, c.owner, c.session),
    url: (path: string) => `${ORIGIN}${prefix}${path}`,
  }
}

async function thrown(run: () => Promise<unknown>): Promise<Response> {
  try {
    await run()
  } catch (error) {
    if (error instanceof Response) return error
    throw error
  }
  throw new Error('expected a redirect')
}
const locationOf = async (run: () => Promise<unknown>) => (await thrown(run)).headers.get('location')
const refusalOf = (result: unknown) => result as { data: LabPaymentRefusal; init: { status: number } | null }
const addressData = (result: unknown) => result as { data: AddressActionData; init: { status: number } | null }
const cartAddress = async (cartId: number) => (await db.select().from(carts).where(eq(carts.id, cartId)))[0]!.addressId

describe('who may see the pages', () => {
  test('a guest signs in over the labs cart (the twin over its own); an empty labs cart goes back to it', async () => {
    const guest = pageContext(f, visitorOwner('c'.repeat(32)), null)
    for (const path of ['/cart/address-page', '/cart/summary-page', '/cart/payment']) {
      const load = path.endsWith('address-page') ? loadLabAddressPage : path.endsWith('payment') ? loadLabPayment : loadLabSummary
      expect(await locationOf(() => load(new Request(`${ORIGIN}/labs${path}`), guest))).toBe('/labs/cart?login=true')
      expect(await locationOf(() => load(new Request(`${ORIGIN}/cp_labs${path}`), guest))).toBe('/cp_labs/cart?login=true')
    }
    const c = await people.customer()
    const context = pageContext(f, c.owner, c.session)
    expect(await locationOf(() => loadLabAddressPage(new Request(`${ORIGIN}/labs/cart/address-page`), context))).toBe(
      '/labs/cart',
    )
    expect(await locationOf(() => loadLabSummary(new Request(`${ORIGIN}/labs/cart/summary-page`), context))).toBe('/labs/cart')
  })
})

describe('the collection address', () => {
  test('each address the lab does not collect at says so; Continue refuses it (kept on the cart), then goes on', async () => {
    const c = await readyCart()
    const page = await loadLabAddressPage(new Request(c.url('/cart/address-page')), c.context)
    expect(page.addresses.map((a) => a.address_name).sort()).toEqual(['Home', 'Office'])
    expect(page.chosenId).toBe(c.addressId)
    expect(page.notes).toEqual({ [c.surat]: `${lab.name} does not collect samples in Surat` })
    expect(page.lab).toEqual({ name: lab.name, cities: lab.cities })

    const refused = addressData(
      await labAddressAction(
        formPost(c.url('/cart/address-page'), { intent: 'choose', address_id: c.surat, next: 'shipment' }),
        c.context,
      ),
    )
    expect(refused.init?.status).toBe(400)
    expect(refused.data).toMatchObject({
      ok: false,
      message: `${lab.name} does not collect samples at home in Surat. Please choose an address in ${lab.cities.join(', ')}.`,
    })
    // The choice is the cart's (as for pharmacy); the summary says what is wrong with it.
    expect(await cartAddress(c.cartId)).toBe(c.surat)
    const summary = await loadLabSummary(new Request(c.url('/cart/summary-page')), c.context)
    expect(summary.blocker).toMatchObject({ link: { to: '/labs/cart/address-page', label: 'Change address' } })
    expect(summary.blocker!.message).toContain('does not collect samples at home in Surat')
    expect(await locationOf(() => loadLabPayment(new Request(c.url('/cart/payment')), c.context))).toBe('/labs/cart/summary-page')

    const next = await thrown(() =>
      labAddressAction(
        formPost(c.url('/cart/address-page'), { intent: 'choose', address_id: c.addressId, next: 'shipment' }),
        c.context,
      ),
    )
    expect(next.status).toBe(303)
    expect(next.headers.get('location')).toBe('/labs/cart/summary-page')
    expect(await cartAddress(c.cartId)).toBe(c.addressId)
    // The pharmacy cart's address is not touched.
    expect(await f.services.cart.chosenAddressId(c.owner)).toBeNull()
  })

  test('without JavaScript a choice comes back to the labs page with its word in the snack bar', async () => {
    const c = await readyCart()
    const back = await thrown(() =>
      labAddressAction(
        formPost(c.url('/cart/address-page'), {
          intent: 'choose',
          address_id: c.addressId,
          redirectTo: '/labs/cart/address-page',
        }),
        c.context,
      ),
    )
    expect(back.headers.get('location')).toBe('/labs/cart/address-page')
    expect(decodeURIComponent(back.headers.get('set-cookie') ?? '')).toContain('Samples will be collected at Home')
  })
})

describe('the summary', () => {
  test('lab, slot, tests per patient, the address and the bill; what blocks booking is said with its link', async () => {
    const c = await readyCart()
    const s = await loadLabSummary(new Request(c.url('/cart/summary-page')), c.context)
    expect(s.blocker).toBeNull()
    expect(s.lab).toEqual({ id: lab.id, name: lab.name })
    expect(s.slotLabel).toBe('Thu 26 Nov, 7:00 AM – 7:30 AM')
    expect(s.patients).toEqual([
      {
        id: expect.any(Number),
        name: 'Asha Verma',
        tests: [{ id: tests[0]!.id, name: tests[0]!.name, price: tests[0]!.price / 100 }],
      },
      {
        id: expect.any(Number),
        name: 'Ravi Verma',
        tests: tests.map((t) => ({ id: t.id, name: t.name, price: t.price / 100 })),
      },
    ])
    expect(s.address).toMatchObject({ addressName: 'Home', city: 'New Delhi' })
    expect(s.bill?.payable_amount).toBe(c.total / 100)
    expect(s.bill?.rows.map((r) => r.id)).toEqual(['mrp_total', 'item_discount', 'collection_fee'])

    const unchosen = await readyCart({ patients: false })
    const u = await loadLabSummary(new Request(unchosen.url('/cart/summary-page')), unchosen.context)
    expect(u.blocker).toEqual({
      message: `Please choose who the ${tests[0]!.name} test is for`,
      link: { to: '/labs/cart/patient-page', label: 'Choose patients' },
    })
    const noSlot = await readyCart({ slot: false })
    expect((await loadLabSummary(new Request(noSlot.url('/cart/summary-page')), noSlot.context)).blocker).toEqual({
      message: 'Please choose a collection slot',
      link: { to: '/labs/cart/patient-page', label: 'Choose a slot' },
    })
  })
})

describe('payment', () => {
  test('online: the labs order-payment page, a failed return kept there, a paid one on the labs success page', async () => {
    const c = await readyCart()
    const page = await loadLabPayment(new Request(c.url('/cart/payment')), c.context)
    expect(page).toMatchObject({ total: c.total, lab: lab.name, slotLabel: 'Thu 26 Nov, 7:00 AM – 7:30 AM' })
    // /labs/checkout is the same page (spec 2 §2 'Payment').
    expect(await loadLabPayment(new Request(`${ORIGIN}/labs/checkout`), c.context)).toMatchObject({ total: c.total })
    const placed = await thrown(() =>
      labPaymentAction(
        formPost(c.url('/cart/payment'), {
          intent: 'place',
          payment: 'online',
          expected_total: page.total,
          idempotency_key: page.idempotencyKey,
        }),
        c.context,
      ),
    )
    expect(placed.status).toBe(303)
    const to = placed.headers.get('location')!
    expect(to).toMatch(/^\/labs\/cart\/order-payment\?order=MW\d{8}$/)
    const number = new URL(to, ORIGIN).searchParams.get('order')!

    // The gateway's failed return comes to /order-payment/: a booking's payment is the labs page.
    expect(
      await locationOf(() => orderPaymentLoader(new Request(`${ORIGIN}/order-payment/?order=${number}&failed=1`), c.context)),
    ).toBe(`/labs/cart/order-payment?order=${number}&failed=1`)
    const pay = await orderPaymentLoader(new Request(`${ORIGIN}${to}&failed=1`), c.context)
    expect(pay.data).toMatchObject({ lab: true, cartPath: '/labs/cart', failed: true, due: c.total / 100 })

    const toGateway = await locationOf(() => orderPaymentAction(formPost(`${ORIGIN}${to}`, {}), c.context))
    expect(toGateway).toMatch(/^\/pay\/test-gateway\?order_id=/)
    const orderId = new URL(toGateway!, ORIGIN).searchParams.get('order_id')!
    await f.services.payments.confirm(await gateway().succeed(orderId))

    // The gateway's successful return comes to /cart/checkout/success: a booking's success is the labs page.
    expect(await locationOf(() => successLoader(new Request(`${ORIGIN}/cart/checkout/success?order=${number}`), c.context))).toBe(
      `/labs/cart/checkout/success?order=${number}`,
    )
    const success = await loadLabSuccess(new Request(c.url(`/cart/checkout/success?order=${number}`)), c.context)
    expect(success.number).toBe(number)
    const [widget] = success.widgets
    expect(widget!.data.header).toBe('Lab tests booked')
    expect(widget!.data.sub_header).toBe(
      `Booking <b>${number}</b> with <b>${lab.name}</b> for ${formatRupees(c.total / 100)}: ` +
        '3 tests for Asha Verma and Ravi Verma. Home sample collection in New Delhi on <b>Thu 26 Nov, 7:00 AM – 7:30 AM</b>.',
    )
    expect(widget!.data.primary_cta).toMatchObject({ label: 'View my bookings', url: '/labs/mybookings' })
    // Paid: the booked tests left the cart, and the payment page of the booking leads to its success page.
    expect(await db.select().from(labCartItems).where(eq(labCartItems.cartId, c.cartId))).toHaveLength(0)
    expect(await locationOf(() => orderPaymentLoader(new Request(`${ORIGIN}${to}`), c.context))).toBe(
      `/labs/cart/checkout/success?order=${number}`,
    )

    // Another account's booking is a 404; so is no booking number.
    const other = await people.customer()
    const stranger = pageContext(f, other.owner, other.session)
    const notFound = { init: { status: 404 } }
    await expect(loadLabSuccess(new Request(c.url(`/cart/checkout/success?order=${number}`)), stranger)).rejects.toMatchObject(
      notFound,
    )
    await expect(loadLabSuccess(new Request(c.url('/cart/checkout/success?order=x')), c.context)).rejects.toMatchObject(notFound)
  })

  test('all from MedWise Cash: booked at once, straight to the success page; a changed total is refused first', async () => {
    const c = await readyCart({ minute: 8 * 60 })
    await db.transaction((tx) =>
      f.services.wallet.credit(tx, c.userId, paise(c.total + 5_000), {
        kind: 'recharge',
        reference: `test:${c.userId}`,
        note: 'Test money',
      }),
    )
    const page = await loadLabPayment(new Request(c.url('/cart/payment')), c.context)
    expect(page.wallet).toMatchObject({ balance: (c.total + 5_000) / 100, usable: c.total / 100, covers: true })
    const changed = refusalOf(
      await labPaymentAction(
        formPost(c.url('/cart/payment'), { payment: 'wallet', expected_total: c.total - 100, idempotency_key: 'k-changed-0001' }),
        c.context,
      ),
    )
    expect(changed.init?.status).toBe(409)
    expect(changed.data).toMatchObject({ ok: false, code: 'price_changed' })
    const to = await locationOf(() =>
      labPaymentAction(
        formPost(c.url('/cart/payment'), { payment: 'wallet', expected_total: c.total, idempotency_key: page.idempotencyKey }),
        c.context,
      ),
    )
    expect(to).toMatch(/^\/labs\/cart\/checkout\/success\?order=MW\d{8}$/)
    const success = await loadLabSuccess(new Request(`${ORIGIN}${to}`), c.context)
    expect(success.widgets[0]!.data.header).toBe('Lab tests booked')
    expect(await f.services.wallet.balance(c.userId)).toBe(5_000)
  })

  test('the form without its idempotency key is refused, as the pharmacy’s is; the same key twice books once', async () => {
    const c = await readyCart({ minute: 8 * 60 + 30 })
    await db.transaction((tx) =>
      f.services.wallet.credit(tx, c.userId, paise(c.total), {
        kind: 'recharge',
        reference: `test:${c.userId}`,
        note: 'Test money',
      }),
    )
    const page = await loadLabPayment(new Request(c.url('/cart/payment')), c.context)
    for (const key of [undefined, '', 'short', 'not a key!']) {
      const fields = { payment: 'wallet', expected_total: c.total, ...(key === undefined ? {} : { idempotency_key: key }) }
      const refused = refusalOf(await labPaymentAction(formPost(c.url('/cart/payment'), fields), c.context))
      expect(refused.init?.status).toBe(400)
      expect(refused.data).toMatchObject({ ok: false, code: 'invalid_input', message: 'The page expired. Please reload it.' })
    }
    expect(await db.select().from(orders).where(eq(orders.userId, c.userId))).toHaveLength(0)

    const fields = { payment: 'wallet', expected_total: c.total, idempotency_key: page.idempotencyKey }
    const first = await locationOf(() => labPaymentAction(formPost(c.url('/cart/payment'), fields), c.context))
    const second = await locationOf(() => labPaymentAction(formPost(c.url('/cart/payment'), fields), c.context))
    expect(first).toMatch(/^\/labs\/cart\/checkout\/success\?order=MW\d{8}$/)
    expect(second).toBe(first)
    expect(await db.select().from(orders).where(eq(orders.userId, c.userId))).toHaveLength(1)
    expect(await f.services.wallet.balance(c.userId)).toBe(0)
  })

  test('a slot that filled meanwhile: its message and the next free slot, which one form switches to', async () => {
    const c = await readyCart({ minute: 9 * 60 })
    const page = await loadLabPayment(new Request(c.url('/cart/payment')), c.context)
    // Someone else took the last places since the slot was chosen.
    await db.update(labSlots).set({ taken: c.slot.capacity }).where(eq(labSlots.id, c.slot.id))
    const full = refusalOf(
      await labPaymentAction(
        formPost(c.url('/cart/payment'), { payment: 'online', expected_total: page.total, idempotency_key: page.idempotencyKey }),
        c.context,
      ),
    )
    expect(full.init?.status).toBe(409)
    const next = await slotAt(9 * 60 + 30)
    expect(full.data).toEqual({
      ok: false,
      code: 'slot_full',
      field: 'slot_id',
      message: 'That slot just filled. The next free one is Thu 26 Nov, 9:30 AM – 10:00 AM.',
      nextFree: { id: next.id, label: 'Thu 26 Nov, 9:30 AM – 10:00 AM' },
    })
    expect(await db.select().from(orders).where(eq(orders.userId, c.userId))).toHaveLength(0)

    const switched = await thrown(() =>
      labPaymentAction(formPost(c.url('/cart/payment'), { intent: 'switch-slot', slot_id: next.id }), c.context),
    )
    expect(switched.status).toBe(303)
    expect(switched.headers.get('location')).toBe('/labs/cart/payment')
    expect(decodeURIComponent(switched.headers.get('set-cookie') ?? '')).toContain(
      'Collection slot changed to Thu 26 Nov, 9:30 AM – 10:00 AM',
    )
    expect((await db.select().from(carts).where(eq(carts.id, c.cartId)))[0]!.labSlotId).toBe(next.id)
    const again = await loadLabPayment(new Request(c.url('/cart/payment')), c.context)
    expect(again.slotLabel).toBe('Thu 26 Nov, 9:30 AM – 10:00 AM')
  })

  test('the care-plan twin books its own cart under /cp_labs', async () => {
    const c = await readyCart({ cartType: 'cp_labs', minute: 10 * 60 })
    const s = await loadLabSummary(new Request(c.url('/cart/summary-page')), c.context)
    expect(s.paths.payment).toBe('/cp_labs/cart/payment')
    expect(s.blocker).toBeNull()
    const page = await loadLabPayment(new Request(c.url('/cart/payment')), c.context)
    const to = await locationOf(() =>
      labPaymentAction(
        formPost(c.url('/cart/payment'), { payment: 'online', expected_total: page.total, idempotency_key: page.idempotencyKey }),
        c.context,
      ),
    )
    expect(to).toMatch(/^\/cp_labs\/cart\/order-payment\?order=MW\d{8}$/)
    const number = new URL(to!, ORIGIN).searchParams.get('order')!
    expect((await db.select().from(orders).where(eq(orders.number, number)))[0]!.cartType).toBe('cp_labs')
    const [booking] = await db
      .select()
      .from(labBookings)
      .innerJoin(orders, eq(orders.id, labBookings.orderId))
      .where(eq(orders.number, number))
    expect(booking!.lab_bookings.status).toBe('pending_payment')
    // The labs success page of an unpaid booking sends it to its payment; the wrong twin to its own.
    expect(
      await locationOf(() => loadLabSuccess(new Request(`${ORIGIN}/labs/cart/checkout/success?order=${number}`), c.context)),
    ).toBe(`/cp_labs/cart/checkout/success?order=${number}`)
    expect(
      await locationOf(() => loadLabSuccess(new Request(`${ORIGIN}/cp_labs/cart/checkout/success?order=${number}`), c.context)),
    ).toBe(`/cp_labs/cart/order-payment?order=${number}`)
  })
})

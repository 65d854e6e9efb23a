import { and, asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { addressPageAction } from '../../app/addresses/address-page.server.ts'
import { cartAction } from '../../app/cart/cart-action.server.ts'
import { paymentAction, paymentLoader } from '../../app/checkout/payment.server.ts'
import { successLoader } from '../../app/checkout/success.server.ts'
import { prescriptionAction } from '../../app/prescriptions/prescription-action.server.ts'
import type { Db } from '../../server/db/client.ts'
import {
  cartItems,
  cartPrescriptions,
  carts,
  orderLines,
  orderPrescriptions,
  orders,
  prescriptions,
  products,
} from '../../server/db/schema.ts'
import type { ActiveSession } from '../../server/modules/auth/sessions.ts'
import { visitorOwner, type CartOwner } from '../../server/modules/cart/owner.ts'
import type { CheckoutProof } from '../../server/modules/payments/gateway.ts'
import { createApiFixture, type ApiFixture } from './app-fixture.ts'
import { DELHI } from './seed-customers.ts'
import { formPost, pageContext, seededCatalog, shop, type Product } from './shop.ts'

// Issue 9 §10 'Buy now': the buy-now intent of the one cart action replaces the owner's pharmacy_buy_now cart with one
// line and never touches the pharmacy cart; the checkout pages under /pharmacy-buy-now work on that cart (address,
// prescription, payment, success); an order placed or paid from it empties it alone.

const clock = new Date('2026-11-25T10:00:00+05:30')
let f: ApiFixture
let db: Db
beforeAll(async () => {
  f = await createApiFixture({ now: () => clock })
  db = f.database.db
})
afterAll(() => f?.close())

const ORIGIN = 'http://localhost'

const shopper = shop(() => f, { prefix: '72000', name: 'Buy Now Tester' })
/** A customer with a default address 'Home' and another, 'Office'. */
async function customer() {
  const c = await shopper.customer(DELHI, ['Office'])
  return { ...c, home: c.addressId, office: c.more[0]! }
}
type Customer = Awaited<ReturnType<typeof customer>>
const catalog = seededCatalog(() => db)
let scheduleX: Product
beforeAll(async () => {
  await catalog.load()
  const [x] = await db.select().from(products).where(eq(products.schedule, 'X')).limit(1)
  scheduleX = x!
})
const { otc, rx } = catalog
let visitors = 0
const visitor = () =>
  visitorOwner(`${String(++visitors).padStart(8, '0')}${'b'.repeat(24)}`) as { kind: 'visitor'; visitorId: string }

const contextFor = (owner: CartOwner, session: ActiveSession | null = null) => pageContext(f, owner, session)
const post = (path: string, fields: Record<string, string | number>) => formPost(`${ORIGIN}${path}`, fields)

type Outcome = { status: number; data?: any; location?: string | null; notice?: string | null }
/** A page action's answer, whichever way it came: data (a fetcher's), or a redirect (returned or thrown). */
async function outcome(run: () => Promise<unknown>): Promise<Outcome> {
  let answer: unknown
  try {
    answer = await run()
  } catch (thrown) {
    answer = thrown
  }
  if (answer instanceof Response) {
    return { status: answer.status, location: answer.headers.get('location'), notice: answer.headers.get('set-cookie') }
  }
  const withInit = answer as { data?: unknown; init?: ResponseInit | null; type?: string }
  if (withInit?.type === 'DataWithResponseInit') return { status: withInit.init?.status ?? 200, data: withInit.data }
  return { status: 200, data: answer }
}

const cartAct = (owner: CartOwner, fields: Record<string, string | number>, session: ActiveSession | null = null) =>
  outcome(() => cartAction(post('/cart', fields), contextFor(owner, session)))

async function cartOf(owner: CartOwner, type: string) {
  const [cart] = await db
    .select()
    .from(carts)
    .where(
      and(owner.kind === 'user' ? eq(carts.userId, owner.userId) : eq(carts.visitorId, owner.visitorId), eq(carts.type, type)),
    )
  return cart ?? null
}
async function linesOf(owner: CartOwner, type: string): Promise<Array<[number, number]>> {
  const cart = await cartOf(owner, type)
  if (!cart) return []
  const rows = await db.select().from(cartItems).where(eq(cartItems.cartId, cart.id)).orderBy(asc(cartItems.addedAt))
  return rows.map((r) => [r.skuId, r.quantity])
}

describe("the 'buy-now' intent", () => {
  test.each([
    ['an account', async () => (await customer()).owner],
    ['a visitor', async () => visitor()],
  ])('for %s: the buy-now cart holds exactly the one line, the pharmacy cart is untouched', async (_who, make) => {
    const owner = await make()
    await f.services.cart.addSkus(owner, [
      { skuId: otc(0).id, quantity: 2 },
      { skuId: otc(1).id, quantity: 1 },
    ])
    const pharmacyBefore = await cartOf(owner, 'pharmacy')

    const first = await cartAct(owner, { intent: 'buy-now', sku_id: otc(2).id, quantity: 1 })
    expect(first).toMatchObject({ status: 303, location: '/pharmacy-buy-now/cart' })
    expect(await linesOf(owner, 'pharmacy_buy_now')).toEqual([[otc(2).id, 1]])

    // A second 'Buy now' replaces the first, even for a product the pharmacy cart holds.
    const second = await cartAct(owner, { intent: 'buy-now', sku_id: String(otc(0).id), quantity: '3' })
    expect(second).toMatchObject({ status: 303, location: '/pharmacy-buy-now/cart' })
    expect(await linesOf(owner, 'pharmacy_buy_now')).toEqual([[otc(0).id, 3]])

    expect(await linesOf(owner, 'pharmacy')).toEqual([
      [otc(0).id, 2],
      [otc(1).id, 1],
    ])
    expect(await cartOf(owner, 'pharmacy')).toEqual(pharmacyBefore)
    // The header's count is the pharmacy cart's.
    expect((await f.services.cart.pharmacyBrief(owner)).total_quantity).toBe(3)
    expect((await f.services.cart.pharmacyBrief(owner, 'pharmacy_buy_now')).total_quantity).toBe(3)
  })

  test('a form sent without JavaScript goes on to the buy-now cart too (redirectTo does not bring it back)', async () => {
    const owner = visitor()
    const answer = await cartAct(owner, { intent: 'buy-now', sku_id: otc(3).id, quantity: 1, redirectTo: '/otc/x-otc1' })
    expect(answer).toMatchObject({ status: 303, location: '/pharmacy-buy-now/cart' })
    expect(await linesOf(owner, 'pharmacy_buy_now')).toEqual([[otc(3).id, 1]])
  })

  test('the previous buy-now cart goes whole: its prescriptions and coupon too; the chosen address stays', async () => {
    const c = await customer()
    await cartAct(c.owner, { intent: 'buy-now', sku_id: rx().id, quantity: 1 })
    const cart = (await cartOf(c.owner, 'pharmacy_buy_now'))!
    const [p] = await db.insert(prescriptions).values({ userId: c.userId, patientName: 'Asha' }).returning()
    await db.insert(cartPrescriptions).values({ cartId: cart.id, prescriptionId: p!.id })
    await db.update(carts).set({ couponCode: 'FLAT50', addressId: c.office }).where(eq(carts.id, cart.id))

    await cartAct(c.owner, { intent: 'buy-now', sku_id: otc(4).id, quantity: 1 })
    const after = (await cartOf(c.owner, 'pharmacy_buy_now'))!
    expect(after).toMatchObject({ id: cart.id, couponCode: null, addressId: c.office })
    expect(await db.select().from(cartPrescriptions).where(eq(cartPrescriptions.cartId, cart.id))).toEqual([])
    expect(await linesOf(c.owner, 'pharmacy_buy_now')).toEqual([[otc(4).id, 1]])
  })

  test('schedule X is refused as "add" refuses it, and the buy-now cart stays as it was', async () => {
    const owner = visitor()
    await cartAct(owner, { intent: 'buy-now', sku_id: otc(5).id, quantity: 1 })
    const refused = await cartAct(owner, { intent: 'buy-now', sku_id: scheduleX.id, quantity: 1 })
    const added = await cartAct(owner, { intent: 'add', sku_id: scheduleX.id, quantity: 1 })
    expect(refused.status).toBe(400)
    expect(refused.data).toEqual({
      ok: false,
      code: 'not_sold_online',
      field: 'sku_id',
      message: `${scheduleX.name} is a Schedule X medicine and cannot be sold online. Please buy it at a pharmacy with your prescription.`,
    })
    expect(refused.data).toEqual(added.data)
    expect(await linesOf(owner, 'pharmacy_buy_now')).toEqual([[otc(5).id, 1]])

    // Without JavaScript: back to the product page, the refusal in its snack bar.
    const plainPost = await cartAct(owner, { intent: 'buy-now', sku_id: scheduleX.id, redirectTo: '/drugs/x-1' })
    expect(plainPost).toMatchObject({ status: 303, location: '/drugs/x-1' })
    expect(plainPost.notice).toContain('Schedule%20X')
  })

  test.each([
    [{ sku_id: 999_999_999, quantity: 1 }, 404, 'No product with id 999999999'],
    [{ sku_id: 'abc', quantity: 1 }, 400, null],
    [{ quantity: 1 }, 400, null],
    [{ sku_id: 1, quantity: 21 }, 400, 'quantity: You can add at most 20 of an item at once'],
    [{ sku_id: 1, quantity: 0 }, 400, 'quantity: quantity must be at least 1'],
  ])('%j is refused with %i', async (fields, status, message) => {
    const owner = visitor()
    const answer = await cartAct(owner, { intent: 'buy-now', ...fields })
    expect(answer.status).toBe(status)
    expect(answer.data.ok).toBe(false)
    if (message) expect(answer.data.message).toBe(message)
    expect(await cartOf(owner, 'pharmacy_buy_now')).toBeNull()
  })
})

describe("the buy-now cart page's own changes (cart_type)", () => {
  test('the stepper, remove and the coupon change the buy-now cart only', async () => {
    const c = await customer()
    await f.services.cart.setQuantity(c.owner, otc(0).id, 2)
    await cartAct(c.owner, { intent: 'buy-now', sku_id: otc(0).id, quantity: 1 })

    const stepped = await cartAct(c.owner, {
      intent: 'set-quantity',
      sku_id: otc(0).id,
      quantity: 4,
      cart_type: 'pharmacy_buy_now',
    })
    expect(stepped).toMatchObject({ status: 200, data: { ok: true, pharmacy: { total_quantity: 4 } } })
    expect(await linesOf(c.owner, 'pharmacy_buy_now')).toEqual([[otc(0).id, 4]])
    expect(await linesOf(c.owner, 'pharmacy')).toEqual([[otc(0).id, 2]])

    const removed = await cartAct(c.owner, { intent: 'remove', sku_id: otc(0).id, cart_type: 'pharmacy_buy_now' })
    expect(removed).toMatchObject({ status: 200, data: { ok: true, pharmacy: { total_quantity: 0 } } })
    expect(await linesOf(c.owner, 'pharmacy_buy_now')).toEqual([])
    expect(await linesOf(c.owner, 'pharmacy')).toEqual([[otc(0).id, 2]])

    // Left out, the cart type is the pharmacy cart's (the /cart page's forms).
    await cartAct(c.owner, { intent: 'set-quantity', sku_id: otc(0).id, quantity: 5 })
    expect(await linesOf(c.owner, 'pharmacy')).toEqual([[otc(0).id, 5]])

    await cartAct(c.owner, { intent: 'buy-now', sku_id: otc(1).id, quantity: 1 })
    const buyNowCart = (await cartOf(c.owner, 'pharmacy_buy_now'))!
    await db.update(carts).set({ couponCode: 'SOMECODE' }).where(eq(carts.id, buyNowCart.id))
    await db
      .update(carts)
      .set({ couponCode: 'KEEPME' })
      .where(eq(carts.id, (await cartOf(c.owner, 'pharmacy'))!.id))
    const off = await cartAct(c.owner, { intent: 'remove-coupon', cart_type: 'pharmacy_buy_now' })
    expect(off).toMatchObject({ status: 200, data: { ok: true, intent: 'remove-coupon' } })
    expect((await cartOf(c.owner, 'pharmacy_buy_now'))!.couponCode).toBeNull()
    expect((await cartOf(c.owner, 'pharmacy'))!.couponCode).toBe('KEEPME')
  })

  test('a cart type other than the two checkout carts is refused', async () => {
    const answer = await cartAct(visitor(), { intent: 'remove', sku_id: 1, cart_type: 'labs' })
    expect(answer).toMatchObject({ status: 400, data: { ok: false, message: 'cart_type: Unknown cart type' } })
  })
})

describe('signing in with a buy-now cart', () => {
  test("the guest's buy-now line replaces the account's; the pharmacy carts still merge", async () => {
    const c = await customer()
    const guest = visitor()
    await f.services.cart.setQuantity(c.owner, otc(0).id, 1)
    await cartAct(c.owner, { intent: 'buy-now', sku_id: otc(1).id, quantity: 2 })
    await db
      .update(carts)
      .set({ addressId: c.office })
      .where(eq(carts.id, (await cartOf(c.owner, 'pharmacy_buy_now'))!.id))
    await f.services.cart.setQuantity(guest, otc(0).id, 2)
    await cartAct(guest, { intent: 'buy-now', sku_id: otc(2).id, quantity: 1 })

    await db.transaction((tx) => f.services.cart.adoptGuestCart(tx, guest.visitorId, c.userId))

    expect(await linesOf(c.owner, 'pharmacy_buy_now')).toEqual([[otc(2).id, 1]])
    expect((await cartOf(c.owner, 'pharmacy_buy_now'))!.addressId).toBe(c.office)
    expect(await linesOf(c.owner, 'pharmacy')).toEqual([[otc(0).id, 3]])
    expect(await cartOf(guest, 'pharmacy_buy_now')).toBeNull()
    expect(await cartOf(guest, 'pharmacy')).toBeNull()
  })

  test("a guest's buy-now cart becomes the account's when it has none", async () => {
    const c = await customer()
    const guest = visitor()
    await cartAct(guest, { intent: 'buy-now', sku_id: otc(3).id, quantity: 1 })
    await db.transaction((tx) => f.services.cart.adoptGuestCart(tx, guest.visitorId, c.userId))
    expect(await linesOf(c.owner, 'pharmacy_buy_now')).toEqual([[otc(3).id, 1]])
    expect(await cartOf(c.owner, 'pharmacy')).toBeNull()
  })
})

describe('the checkout pages under /pharmacy-buy-now', () => {
  test("the address page chooses the buy-now cart's address and goes on under the prefix", async () => {
    const c = await customer()
    await f.services.cart.setQuantity(c.owner, otc(0).id, 1)
    await f.services.addresses.choose(c.owner, c.home)
    await cartAct(c.owner, { intent: 'buy-now', sku_id: otc(1).id, quantity: 1 })

    const chosen = await outcome(() =>
      addressPageAction(
        post('/pharmacy-buy-now/cart/address-page', { intent: 'choose', address_id: c.office, next: 'shipment' }),
        contextFor(c.owner, c.session),
      ),
    )
    expect(chosen).toMatchObject({ status: 303, location: '/pharmacy-buy-now/cart/select-shipment' })
    expect((await cartOf(c.owner, 'pharmacy_buy_now'))!.addressId).toBe(c.office)
    expect((await cartOf(c.owner, 'pharmacy'))!.addressId).toBe(c.home)
    expect((await f.services.addresses.chosen(c.owner, 'pharmacy_buy_now'))!.id).toBe(c.office)
    expect((await f.services.addresses.chosen(c.owner))!.id).toBe(c.home)

    // The same action on the pharmacy page writes the pharmacy cart.
    const pharmacy = await outcome(() =>
      addressPageAction(
        post('/cart/address-page', { intent: 'choose', address_id: c.office, next: 'shipment' }),
        contextFor(c.owner, c.session),
      ),
    )
    expect(pharmacy).toMatchObject({ status: 303, location: '/cart/select-shipment' })
    expect((await cartOf(c.owner, 'pharmacy'))!.addressId).toBe(c.office)

    // A deleted address is forgotten by every cart that chose it.
    await f.services.addresses.remove(c.owner, c.office)
    expect((await cartOf(c.owner, 'pharmacy_buy_now'))!.addressId).toBeNull()
    expect((await cartOf(c.owner, 'pharmacy'))!.addressId).toBeNull()
  })

  test('a guest on a buy-now step signs in over the buy-now cart', async () => {
    const answer = await outcome(() =>
      addressPageAction(post('/pharmacy-buy-now/cart/address-page', { intent: 'choose', address_id: 1 }), contextFor(visitor())),
    )
    expect(answer).toMatchObject({ status: 302, location: '/pharmacy-buy-now/cart?login=true' })
  })

  test('the prescription page attaches to the buy-now cart, and the order takes it', async () => {
    const c = await customer()
    await f.services.cart.setQuantity(c.owner, rx(1).id, 1)
    await cartAct(c.owner, { intent: 'buy-now', sku_id: rx(0).id, quantity: 1 })
    const [p] = await db.insert(prescriptions).values({ userId: c.userId, patientName: 'Asha Verma' }).returning()

    const attached = await outcome(() =>
      prescriptionAction(
        post('/pharmacy-buy-now/cart/prescription', { intent: 'select', prescription_id: p!.id, redirectTo: '/x' }),
        contextFor(c.owner, c.session),
      ),
    )
    expect(attached).toMatchObject({ status: 303, location: '/pharmacy-buy-now/cart/prescription' })
    expect(await f.services.prescriptions.attached(c.owner, 'pharmacy_buy_now')).toEqual([p!.id])
    expect(await f.services.prescriptions.attached(c.owner)).toEqual([])

    const total = (await f.services.orders.placement.preview(c.userId, 'pharmacy_buy_now')).reading!.bill.payable
    const placed = await f.services.orders.place(
      c.userId,
      { cartType: 'pharmacy_buy_now', payment: 'cod', useWallet: false, expectedTotal: total },
      `buy-now-rx-${c.userId}-key`,
    )
    expect(await db.select().from(orderPrescriptions).where(eq(orderPrescriptions.orderId, placed.body.orderId))).toEqual([
      { orderId: placed.body.orderId, prescriptionId: p!.id },
    ])
    expect(await linesOf(c.owner, 'pharmacy')).toEqual([[rx(1).id, 1]])
  })
})

describe('placing an order from the buy-now cart', () => {
  async function ready(c: Customer) {
    await f.services.cart.addSkus(c.owner, [
      { skuId: otc(0).id, quantity: 1 },
      { skuId: otc(1).id, quantity: 2 },
    ])
    await cartAct(c.owner, { intent: 'buy-now', sku_id: otc(1).id, quantity: 1 })
    await f.services.addresses.choose(c.owner, c.office, 'pharmacy_buy_now')
  }

  test('the payment page places it from the cart of its URL: cart_type pharmacy_buy_now, source PHARMACY', async () => {
    const c = await customer()
    await ready(c)
    const page = (await paymentLoader(new Request(`${ORIGIN}/pharmacy-buy-now/cart/payment`), contextFor(c.owner, c.session)))!
    expect(page.cartType).toBe('pharmacy_buy_now')
    expect(page.total).toBe(
      (await f.services.cartDetails.read(c.owner, { city: 'New Delhi', checkStock: true, cartType: 'pharmacy_buy_now' })).bill
        .payable,
    )

    // The URL decides the cart, whatever the form says.
    const placed = await outcome(() =>
      paymentAction(
        post('/pharmacy-buy-now/cart/payment', {
          _csrf: 't',
          idempotency_key: page.idempotencyKey,
          expected_total: page.total,
          cart_type: 'pharmacy',
          payment: 'cod',
        }),
        contextFor(c.owner, c.session),
      ),
    )
    expect(placed.status).toBe(303)
    expect(placed.location).toMatch(/^\/pharmacy-buy-now\/cart\/checkout\/success\?order=MW1\d{7}$/)
    const number = decodeURIComponent(placed.location!.split('order=')[1]!)
    const [order] = await db.select().from(orders).where(eq(orders.number, number))
    expect(order).toMatchObject({ userId: c.userId, cartType: 'pharmacy_buy_now', source: 'PHARMACY', status: 'confirmed' })
    expect(order!.address).toMatchObject({ addressName: 'Office' })
    const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, order!.id))
    expect(lines.map((l) => [l.skuId, l.quantity])).toEqual([[otc(1).id, 1]])

    // Only the buy-now cart is emptied; the pharmacy cart keeps every line, the same product included.
    expect(await linesOf(c.owner, 'pharmacy_buy_now')).toEqual([])
    expect(await linesOf(c.owner, 'pharmacy')).toEqual([
      [otc(0).id, 1],
      [otc(1).id, 2],
    ])

    // Its success page is the buy-now one; the unprefixed one sends it there.
    const success = await successLoader(
      new Request(`${ORIGIN}/pharmacy-buy-now/cart/checkout/success?order=${number}`),
      contextFor(c.owner, c.session),
    )
    expect(success.number).toBe(number)
    const moved = await outcome(() =>
      successLoader(new Request(`${ORIGIN}/cart/checkout/success?order=${number}`), contextFor(c.owner, c.session)),
    )
    expect(moved).toMatchObject({ status: 302, location: `/pharmacy-buy-now/cart/checkout/success?order=${number}` })
  })

  test('an empty buy-now cart cannot be paid: the payment page goes back to its summary', async () => {
    const c = await customer()
    await f.services.cart.setQuantity(c.owner, otc(0).id, 1)
    await f.services.addresses.choose(c.owner, c.home)
    const answer = await outcome(() =>
      paymentLoader(new Request(`${ORIGIN}/pharmacy-buy-now/cart/payment`), contextFor(c.owner, c.session)),
    )
    expect(answer).toMatchObject({ status: 302, location: '/pharmacy-buy-now/cart/summary-page' })
  })

  test('paid online, only the buy-now cart loses the ordered line', async () => {
    const c = await customer()
    await ready(c)
    const total = (await f.services.orders.placement.preview(c.userId, 'pharmacy_buy_now')).reading!.bill.payable
    const placed = await f.services.orders.place(
      c.userId,
      { cartType: 'pharmacy_buy_now', payment: 'online', useWallet: false, expectedTotal: total },
      `buy-now-online-${c.userId}-key`,
    )
    // Waiting for its payment, both carts are as they were.
    expect(await linesOf(c.owner, 'pharmacy_buy_now')).toEqual([[otc(1).id, 1]])
    const attempt = await f.services.payments.start(c.userId, placed.body.number)
    const gateway = f.services.payments.gateway() as unknown as { succeed(id: string): Promise<CheckoutProof> }
    await f.services.payments.confirm(await gateway.succeed(attempt.providerOrderId))

    const [order] = await db.select().from(orders).where(eq(orders.id, placed.body.orderId))
    expect(order).toMatchObject({ cartType: 'pharmacy_buy_now', source: 'PHARMACY', status: 'confirmed' })
    expect(await linesOf(c.owner, 'pharmacy_buy_now')).toEqual([])
    expect(await linesOf(c.owner, 'pharmacy')).toEqual([
      [otc(0).id, 1],
      [otc(1).id, 2],
    ])
  })
})

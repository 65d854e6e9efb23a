import { and, desc, eq, or } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { dioReference } from '../../../core/done-in-one/texts.ts'
import {
  auditLog,
  cartItems,
  cartPrescriptions,
  carts,
  dioRequestLines,
  dioRequests,
  orderPrescriptions,
  orders,
  outboxMessages,
  prescriptions,
  products,
  rxReviews,
  users,
} from '../../db/schema.ts'
import { createApiFixture, type ApiFixture } from '../../../tests/integration/app-fixture.ts'
import { seededCatalog, shop, type Shopper } from '../../../tests/integration/shop.ts'
import { userOwner } from '../cart/owner.ts'
import { mergeDioAccounts } from './customer.ts'
import type { EventBus } from '../events/bus.ts'
import { within } from '../../../tests/helpers/within.ts'

// The order with a prescription alone (issue 10 §1), through the services on a database of the file's own (PGlite, or
// PostgreSQL in CI): the preview's submit is one transaction and answers a second submit with the same request; the
// pharmacist's cart and rejection decide the queue row, audit and tell the customer; the done_in_one cart never holds
// more than the prescription allows nor another SKU; a request is its own account's only.

let f: ApiFixture
const catalog = seededCatalog(() => f.database.db)
const customers = shop(() => f, { prefix: '74610', name: 'Dio Tester' })
let pharmacistId: number

beforeAll(async () => {
  f = await createApiFixture()
  await catalog.load()
  const [p] = await f.database.db.select({ id: users.id }).from(users).where(eq(users.phone, '9810000010'))
  pharmacistId = p!.id
})
afterAll(() => f?.close())

/** A prescription row of the account's (the files do not matter to these rules). */
async function prescriptionOf(userId: number, status = 'uploaded'): Promise<number> {
  const [row] = await f.database.db
    .insert(prescriptions)
    .values({ userId, patientName: 'Dio Tester', status, createdAt: new Date() })
    .returning({ id: prescriptions.id })
  return row!.id
}

/** A customer's request submitted from the preview: waiting in the queue. */
async function submitted(c: Shopper, opts: { kind?: 'pharmacy' | 'labs' } = {}) {
  const kind = opts.kind ?? 'pharmacy'
  const rx = await prescriptionOf(c.userId)
  await f.services.doneInOne.attach(c.userId, kind, [rx])
  const draft = await f.services.doneInOne.draft(c.userId, kind)
  const { request } = await f.services.doneInOne.submit(c.userId, { requestId: draft.id!, mode: 'all', allowSubstitutes: false })
  return { requestId: request.id, rx }
}

/** The events of a topic from now on: the next one, within 5 s. */
function takeEvents(bus: EventBus, topic: string) {
  const seen: unknown[] = []
  let wake: (() => void) | null = null
  const stop = bus.subscribe(topic, (payload) => {
    seen.push(payload)
    wake?.()
  })
  return {
    stop,
    /**
     * The next event whose status is `status`. On PostgreSQL the bus delivers through LISTEN/NOTIFY, so an event a
     * step published before the subscription (the submit's 'waiting') may still arrive after it: skip those.
     */
    next: (status: string) =>
      within(
        new Promise<unknown>((resolve) => {
          const take = () => {
            while (seen.length) {
              const event = seen.shift() as { status?: string }
              if (event.status === status) return resolve(event)
            }
            wake = take
          }
          take()
        }),
        5000,
        `a '${status}' event on ${topic}`,
      ),
  }
}

async function queueRow(requestId: number) {
  const [row] = await f.database.db.select().from(rxReviews).where(eq(rxReviews.dioRequestId, requestId))
  return row
}

describe('submit', () => {
  test('the request waits with its address snapshot and its queue row, written together', async () => {
    const c = await customers.customer()
    const rx = await prescriptionOf(c.userId)
    expect(await f.services.doneInOne.attach(c.userId, 'pharmacy', [rx])).toEqual([rx])
    const draft = await f.services.doneInOne.draft(c.userId, 'pharmacy')
    expect(draft.prescriptionIds).toEqual([rx])
    expect(await queueRow(draft.id!)).toBeUndefined()

    const { request, replayed } = await f.services.doneInOne.submit(c.userId, {
      requestId: draft.id!,
      mode: 'call',
      allowSubstitutes: true,
    })
    expect(replayed).toBe(false)
    expect(request).toMatchObject({
      reference: dioReference(draft.id!),
      status: 'waiting',
      mode: 'call',
      allow_substitutes: true,
      prescription_ids: [rx],
      address_id: c.addressId,
    })
    const [row] = await f.database.db.select().from(dioRequests).where(eq(dioRequests.id, draft.id!))
    expect(row!.address).toMatchObject({ city: 'New Delhi', pincode: '110001', addressName: 'Home' })
    expect(await queueRow(draft.id!)).toMatchObject({ kind: 'dio', status: 'waiting', decision: null })
    expect(await f.services.doneInOne.inProgressCount(c.userId)).toBe(1)
  })

  test('a second submit (a double click, the form again) answers the same request and adds no queue row', async () => {
    const c = await customers.customer()
    const rx = await prescriptionOf(c.userId)
    await f.services.doneInOne.attach(c.userId, 'pharmacy', [rx])
    const draft = await f.services.doneInOne.draft(c.userId, 'pharmacy')
    const input = { requestId: draft.id!, mode: 'all' as const, allowSubstitutes: false }
    const both = await Promise.all([f.services.doneInOne.submit(c.userId, input), f.services.doneInOne.submit(c.userId, input)])
    expect(both.map((b) => b.replayed).sort()).toEqual([false, true])
    expect(both[0].request.id).toBe(both[1].request.id)
    const again = await f.services.doneInOne.submit(c.userId, { ...input, mode: 'call' })
    expect(again).toMatchObject({ replayed: true, request: { status: 'waiting', mode: 'all' } })
    const rows = await f.database.db.select().from(rxReviews).where(eq(rxReviews.dioRequestId, draft.id!))
    expect(rows).toHaveLength(1)
    const requests = await f.database.db.select().from(dioRequests).where(eq(dioRequests.userId, c.userId))
    expect(requests).toHaveLength(1)
  })

  test('without a prescription nothing is queued; a prescription of another account is a 404', async () => {
    const c = await customers.customer()
    const other = await customers.customer()
    const theirs = await prescriptionOf(other.userId)
    await expect(f.services.doneInOne.attach(c.userId, 'pharmacy', [theirs])).rejects.toMatchObject({ status: 404 })
    await f.services.doneInOne.setAttached(c.userId, 'pharmacy', [])
    const draft = await f.services.doneInOne.draft(c.userId, 'pharmacy')
    await expect(
      f.services.doneInOne.submit(c.userId, { requestId: draft.id!, mode: 'all', allowSubstitutes: false }),
    ).rejects.toMatchObject({ status: 400, code: 'prescription_required' })
    expect(await queueRow(draft.id!)).toBeUndefined()
    const [row] = await f.database.db.select().from(dioRequests).where(eq(dioRequests.id, draft.id!))
    expect(row!.status).toBe('draft')
  })

  test('a medicines request without an address is refused; a labs request needs none', async () => {
    const c = await customers.customer()
    const db = f.database.db
    // An account with an empty address book.
    const [u] = await db.insert(users).values({ name: 'No Address', phone: '7461099999', phoneVerified: true }).returning()
    const rx = await prescriptionOf(u!.id)
    await f.services.doneInOne.attach(u!.id, 'pharmacy', [rx])
    const draft = await f.services.doneInOne.draft(u!.id, 'pharmacy')
    await expect(
      f.services.doneInOne.submit(u!.id, { requestId: draft.id!, mode: 'all', allowSubstitutes: false }),
    ).rejects.toMatchObject({ status: 400, code: 'address_required' })
    const labs = await submitted(c, { kind: 'labs' })
    expect(await f.services.doneInOne.view(c.userId, labs.requestId)).toMatchObject({ kind: 'labs', status: 'waiting' })
    expect(await queueRow(labs.requestId)).toMatchObject({ kind: 'dio', status: 'waiting' })
  })

  test('a customer sees only their own requests: anyone else gets a 404', async () => {
    const c = await customers.customer()
    const other = await customers.customer()
    const { requestId } = await submitted(c)
    await expect(f.services.doneInOne.view(other.userId, requestId)).rejects.toMatchObject({ status: 404 })
    await expect(
      f.services.doneInOne.submit(other.userId, { requestId, mode: 'all', allowSubstitutes: false }),
    ).rejects.toMatchObject({ status: 404 })
    expect(await f.services.doneInOne.latest(other.userId)).toBeNull()
    expect((await f.services.doneInOne.latest(c.userId))!.id).toBe(requestId)
  })
})

describe('an account merge', () => {
  test('the absorbed account’s requests become the survivor’s', async () => {
    const absorbed = await customers.customer()
    const survivor = await customers.customer()
    const { requestId } = await submitted(absorbed)
    await f.database.db.transaction((tx) => mergeDioAccounts(tx as never, absorbed.userId, survivor.userId))
    expect(await f.services.doneInOne.view(survivor.userId, requestId)).toMatchObject({ status: 'waiting' })
    await expect(f.services.doneInOne.view(absorbed.userId, requestId)).rejects.toMatchObject({ status: 404 })
  })
})

describe('the pharmacist builds the cart', () => {
  test('fills the done_in_one cart at the prescribed quantities, decides the queue row, audits, publishes and tells', async () => {
    const c = await customers.customer()
    const { requestId, rx } = await submitted(c)
    const [a, b] = [catalog.rx(0), catalog.otc(1)]
    const events = takeEvents(f.services.events!, `user:${c.userId}`)
    const built = await f.services.doneInOne.buildCart({
      requestId,
      pharmacistId,
      lines: [
        { skuId: a.id, maxQuantity: 3 },
        { skuId: b.id, maxQuantity: 2 },
      ],
    })
    expect(built).toMatchObject({ requestId, status: 'cart_ready' })
    const db = f.database.db
    const lines = await db.select().from(cartItems).where(eq(cartItems.cartId, built.cartId))
    expect(lines.map((l) => [l.skuId, l.quantity]).sort()).toEqual(
      [
        [a.id, 3],
        [b.id, 2],
      ].sort(),
    )
    const [cart] = await db.select().from(carts).where(eq(carts.id, built.cartId))
    expect(cart).toMatchObject({ userId: c.userId, type: 'done_in_one', addressId: c.addressId })
    expect(await db.select().from(cartPrescriptions).where(eq(cartPrescriptions.cartId, built.cartId))).toEqual([
      { cartId: built.cartId, prescriptionId: rx },
    ])
    const kept = await db.select().from(dioRequestLines).where(eq(dioRequestLines.requestId, requestId))
    expect(kept.map((l) => [l.skuId, l.maxQuantity, l.position])).toEqual([
      [a.id, 3, 1],
      [b.id, 2, 2],
    ])
    expect(await queueRow(requestId)).toMatchObject({ status: 'decided', decision: 'cart_built', decidedBy: pharmacistId })
    const [audit] = await db.select().from(auditLog).where(eq(auditLog.action, 'dio.build_cart')).orderBy(desc(auditLog.id))
    expect(audit).toMatchObject({ actorUserId: pharmacistId, targetUserId: c.userId })
    expect(audit!.detail).toMatchObject({ subject: { dioRequestId: requestId }, before: { status: 'waiting' } })
    expect(await events.next('cart_ready')).toEqual({ order: dioReference(requestId), status: 'cart_ready', label: 'Cart ready' })
    events.stop()
    const [sms] = await db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.to, `+91${c.phone}`))
      .orderBy(desc(outboxMessages.id))
    expect(sms!.text).toContain(`your cart for request ${dioReference(requestId)} is ready`)
    expect(await f.services.doneInOne.view(c.userId, requestId)).toMatchObject({ status: 'cart_ready' })
  })

  test('refuses a second decision, an unknown SKU, a schedule X medicine, and a labs request; each changes nothing', async () => {
    const c = await customers.customer()
    const { requestId } = await submitted(c)
    const line = { skuId: catalog.otc(2).id, maxQuantity: 1 }
    await expect(
      f.services.doneInOne.buildCart({ requestId, pharmacistId, lines: [{ skuId: 2_000_000_000, maxQuantity: 1 }] }),
    ).rejects.toMatchObject({ status: 404, code: 'unknown_sku' })
    const [x] = await f.database.db
      .select({ id: products.id })
      .from(products)
      .where(or(eq(products.schedule, 'X'), eq(products.ndps, true)))
      .limit(1)
    expect(x).toBeDefined()
    await expect(
      f.services.doneInOne.buildCart({ requestId, pharmacistId, lines: [{ skuId: x!.id, maxQuantity: 1 }] }),
    ).rejects.toMatchObject({ status: 400, code: 'not_sold_online' })
    await expect(
      f.services.doneInOne.buildCart({ requestId, pharmacistId, lines: [{ ...line, maxQuantity: 21 }] }),
    ).rejects.toMatchObject({ status: 400 })
    expect(await queueRow(requestId)).toMatchObject({ status: 'waiting' })
    await f.services.doneInOne.buildCart({ requestId, pharmacistId, lines: [line] })
    await expect(f.services.doneInOne.buildCart({ requestId, pharmacistId, lines: [line] })).rejects.toMatchObject({
      status: 409,
      code: 'already_decided',
    })
    await expect(f.services.doneInOne.reject({ requestId, pharmacistId, reason: 'illegible', note: null })).rejects.toMatchObject(
      { status: 409 },
    )
    const labs = await submitted(c, { kind: 'labs' })
    await expect(
      f.services.doneInOne.buildCart({ requestId: labs.requestId, pharmacistId, lines: [line] }),
    ).rejects.toMatchObject({ status: 400, code: 'labs_request' })
  })

  test('a request another pharmacist has open is theirs until the claim lapses', async () => {
    const c = await customers.customer()
    const { requestId } = await submitted(c)
    const [admin] = await f.database.db.select({ id: users.id }).from(users).where(eq(users.phone, '9810000008'))
    await f.database.db
      .update(rxReviews)
      .set({ claimedBy: admin!.id, claimedAt: new Date() })
      .where(eq(rxReviews.dioRequestId, requestId))
    await expect(f.services.doneInOne.reject({ requestId, pharmacistId, reason: 'expired', note: null })).rejects.toMatchObject({
      status: 409,
      code: 'claimed',
    })
    await f.database.db
      .update(rxReviews)
      .set({ claimedAt: new Date(Date.now() - 16 * 60_000) })
      .where(eq(rxReviews.dioRequestId, requestId))
    await expect(f.services.doneInOne.reject({ requestId, pharmacistId, reason: 'expired', note: null })).resolves.toMatchObject({
      status: 'rejected',
    })
  })
})

describe('the pharmacist rejects', () => {
  test('the request ends with the reason the customer reads; queue row decided, audited, SMS sent', async () => {
    const c = await customers.customer()
    const { requestId } = await submitted(c)
    await expect(f.services.doneInOne.reject({ requestId, pharmacistId, reason: 'other', note: '' })).rejects.toMatchObject({
      status: 400,
    })
    await f.services.doneInOne.reject({ requestId, pharmacistId, reason: 'other', note: 'Please send page 2' })
    expect(await f.services.doneInOne.view(c.userId, requestId)).toMatchObject({
      status: 'rejected',
      reject_reason: 'other',
      reject_text: 'Our pharmacist could not accept the prescription: Please send page 2',
    })
    expect(await queueRow(requestId)).toMatchObject({
      status: 'decided',
      decision: 'rejected',
      reason: 'other',
      note: 'Please send page 2',
      decidedBy: pharmacistId,
    })
    const db = f.database.db
    const [audit] = await db.select().from(auditLog).where(eq(auditLog.action, 'dio.reject')).orderBy(desc(auditLog.id))
    expect(audit).toMatchObject({ actorUserId: pharmacistId, targetUserId: c.userId })
    const [sms] = await db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.to, `+91${c.phone}`))
      .orderBy(desc(outboxMessages.id))
    expect(sms!.text).toContain('Please send page 2')
    expect(await f.services.doneInOne.inProgressCount(c.userId)).toBe(0)
  })
})

describe('the done_in_one cart', () => {
  test('quantities may go down, never above the prescription, and no other SKU comes in', async () => {
    const c = await customers.customer()
    const { requestId } = await submitted(c)
    const [a, b, other] = [catalog.otc(3), catalog.otc(4), catalog.otc(5)]
    await f.services.doneInOne.buildCart({
      requestId,
      pharmacistId,
      lines: [
        { skuId: a.id, maxQuantity: 3 },
        { skuId: b.id, maxQuantity: 2 },
      ],
    })
    const owner = userOwner(c.userId)
    const lowered = await f.services.cart.setQuantity(owner, a.id, 1, 'done_in_one')
    expect(lowered.items.find((i) => i.sku_id === a.id)!.quantity).toBe(1)
    await expect(f.services.cart.setQuantity(owner, a.id, 4, 'done_in_one')).rejects.toMatchObject({
      status: 400,
      code: 'above_prescription',
    })
    await expect(f.services.cart.setQuantity(owner, a.id, 3, 'done_in_one')).resolves.toBeTruthy()
    await expect(f.services.cart.setQuantity(owner, other.id, 1, 'done_in_one')).rejects.toMatchObject({
      status: 400,
      code: 'not_on_prescription',
    })
    await expect(f.services.cart.substitute(owner, a.id, other.id, 'done_in_one')).rejects.toMatchObject({ status: 400 })
    // A removed line may come back, up to its cap.
    await f.services.cart.removeSku(owner, b.id, 'done_in_one')
    await expect(f.services.cart.setQuantity(owner, b.id, 2, 'done_in_one')).resolves.toBeTruthy()
    const reading = await f.services.cartDetails.read(owner, { city: c.city, checkStock: true, cartType: 'done_in_one' })
    const items = reading.details.widgets.flatMap((w) => (w.type === 'cart_items' ? w.grouped_items.flatMap((g) => g.items) : []))
    expect(items.find((i) => i.sku_id === a.id)!.max_quantity).toBeLessThanOrEqual(3)
    expect(items.find((i) => i.sku_id === b.id)!.max_quantity).toBeLessThanOrEqual(2)
    expect(items.every((i) => i.substitute === null)).toBe(true)
    const cart = await f.database.db
      .select({ n: cartItems.skuId })
      .from(cartItems)
      .innerJoin(carts, eq(carts.id, cartItems.cartId))
      .where(and(eq(carts.userId, c.userId), eq(carts.type, 'done_in_one')))
    expect(cart.map((r) => r.n).sort()).toEqual([a.id, b.id].sort())
  })

  test('an account without a ready cart can put nothing in a done_in_one cart', async () => {
    const c = await customers.customer()
    await expect(f.services.cart.setQuantity(userOwner(c.userId), catalog.otc(0).id, 1, 'done_in_one')).rejects.toMatchObject({
      status: 400,
      code: 'not_on_prescription',
    })
  })

  test('the order placed from it comes from DIO, carries the prescriptions and ends the request', async () => {
    const c = await customers.customer()
    const { requestId, rx } = await submitted(c)
    const a = catalog.rx(1)
    await f.services.doneInOne.buildCart({ requestId, pharmacistId, lines: [{ skuId: a.id, maxQuantity: 2 }] })
    const reading = await f.services.cartDetails.read(userOwner(c.userId), {
      city: c.city,
      checkStock: true,
      cartType: 'done_in_one',
    })
    const placed = await f.services.orders.place(
      c.userId,
      { cartType: 'done_in_one', payment: 'cod', useWallet: false, expectedTotal: reading.bill.payable },
      `dio-${requestId}-key`,
    )
    const db = f.database.db
    const [order] = await db.select().from(orders).where(eq(orders.id, placed.body.orderId))
    expect(order).toMatchObject({ cartType: 'done_in_one', source: 'PHARMACY', rxRequired: true })
    expect(await db.select().from(orderPrescriptions).where(eq(orderPrescriptions.orderId, order!.id))).toEqual([
      { orderId: order!.id, prescriptionId: rx },
    ])
    expect(await f.services.doneInOne.view(c.userId, requestId)).toMatchObject({
      status: 'ordered',
      order_number: placed.body.number,
    })
    // The cart is emptied (cash on delivery), so nothing is left to add to.
    await expect(f.services.cart.setQuantity(userOwner(c.userId), a.id, 1, 'done_in_one')).rejects.toMatchObject({
      code: 'not_on_prescription',
    })
  })
})

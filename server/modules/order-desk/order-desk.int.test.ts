import { and, asc, desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createApiFixture, type ApiFixture } from '../../../tests/integration/app-fixture.ts'
import { plain, seededCatalog, shop, type Product, type Shopper } from '../../../tests/integration/shop.ts'
import type { Db } from '../../db/client.ts'
import {
  auditLog,
  carePlanSavings,
  cartPrescriptions,
  orderEvents,
  orderReturns,
  orders,
  orderShipments,
  outboxMessages,
  payments,
  prescriptionMedicines,
  prescriptions,
  rxRegister,
  stockBatches,
  stockReservations,
  users,
  walletEntries,
} from '../../db/schema.ts'
import { BATCH_CHANGED_AT_PACKING } from '../registers/corrections.ts'

// Issue 10 §4 and §6: the order desk's moves, each one transaction with its order_events row and its audit row, the
// customer told after; packing checks the batches against the delivery estimate and picks again; a prescription-only
// line is never packed or shipped without an approved prescription naming it, however the move is asked for;
// cancellations and returns refund through the orders module's path.

let clock = new Date('2026-11-24T10:00:00+05:30')
let f: ApiFixture
let db: Db
let admin = 0
beforeAll(async () => {
  f = await createApiFixture({ now: () => clock })
  db = f.database.db
  admin = (await db.select({ id: users.id }).from(users).where(eq(users.phone, '9810000008')))[0]!.id
})
afterAll(() => f?.close())

const { customer, fill, order, member } = shop(() => f, { prefix: '70952', name: 'Desk Tester' })
const catalog = seededCatalog(() => db)
beforeAll(() => catalog.load())
const desk = () => f.services.orderDesk
let keys = 0

/** An Rx order placed with a prescription attached, then moved past the pharmacist's step (as the queue would). */
async function rxOrder(c: Shopper, product: Product, opts: { approve: boolean; names?: boolean } = { approve: true }) {
  const { cartId, total } = await fill(c, [[product, 1]])
  const [p] = await db.insert(prescriptions).values({ userId: c.userId, patientName: 'Desk Tester' }).returning()
  await db.insert(cartPrescriptions).values({ cartId, prescriptionId: p!.id })
  const placed = await f.services.orders.place(
    c.userId,
    { cartType: 'pharmacy', payment: 'cod', useWallet: false, expectedTotal: total },
    `desk-rx-${++keys}-key`,
  )
  if (opts.approve) {
    await db
      .update(prescriptions)
      .set({ status: 'approved', prescribedOn: '2026-11-20', verifiedBy: admin, verifiedAt: clock })
      .where(eq(prescriptions.id, p!.id))
    if (opts.names !== false) {
      await db
        .insert(prescriptionMedicines)
        .values({ prescriptionId: p!.id, skuId: product.id, name: product.name, quantity: 1, position: 0 })
    }
  }
  await f.services.orders.move(placed.body.orderId, 'rx_approved', 'system')
  return { ...placed.body, prescriptionId: p!.id }
}

const auditOf = (action: string, orderId: number) =>
  db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.actorUserId, admin)))
    .then((rows) => rows.filter((r) => (r.detail as { subject: { orderId: number } }).subject.orderId === orderId))
const statusOf = async (id: number) => (await db.select({ s: orders.status }).from(orders).where(eq(orders.id, id)))[0]!.s
const lastMessage = async (c: Shopper) =>
  (
    await db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.to, `+91${c.phone}`))
      .orderBy(desc(outboxMessages.id))
  )[0]?.text

describe('finding orders', () => {
  test('by state, payment, city, centre and dates; by number or phone; paginated', async () => {
    const c = await customer()
    const placed = await order(c, [[catalog.otc(0), 1]])
    const byNumber = await desk().list({ q: placed.number.toLowerCase(), page: 1 })
    expect(byNumber.orders.map((o) => o.number)).toEqual([placed.number])
    expect(byNumber.orders[0]).toMatchObject({ status: 'confirmed', phone: c.phone, customerName: 'Desk Tester' })
    const byPhone = await desk().list({ q: `+91 ${c.phone}`, page: 1 })
    expect(byPhone.orders.map((o) => o.number)).toEqual([placed.number])
    const [shipment] = await db.select().from(orderShipments).where(eq(orderShipments.orderId, placed.orderId))
    const all = { state: 'confirmed' as const, payment: 'cod' as const, city: 'new delhi', centre: shipment!.centreId }
    const found = await desk().list({ ...all, from: '2026-11-24', to: '2026-11-24', page: 1 })
    expect(found.orders.map((o) => o.number)).toContain(placed.number)
    expect((await desk().list({ ...all, payment: 'online', page: 1 })).orders.map((o) => o.number)).not.toContain(placed.number)
    expect((await desk().list({ ...all, from: '2026-11-25', page: 1 })).orders).toEqual([])
    expect((await desk().list({ ...all, to: '2026-11-23', page: 1 })).orders).toEqual([])
    expect((await desk().list({ state: 'shipped', q: placed.number, page: 1 })).orders).toEqual([])
    const page2 = await desk().list({ page: 2 })
    expect(page2.page).toBe(2)
    await expect(desk().list({ q: 'hello', page: 1 })).rejects.toMatchObject({ status: 400, code: 'bad_search' })
  })
})

describe('priority processing (issue 23 §2)', () => {
  test("in the work queues Care Plan members' orders come first, each part oldest first; voided savings do not count", async () => {
    const before = clock
    // A day of their own, so the date filter holds only these orders.
    clock = new Date('2026-12-02T09:00:00+05:30')
    const later = () => (clock = new Date(clock.getTime() + 5 * 60_000))
    try {
      const anyone = await order(await customer(), [[catalog.otc(2), 1]])
      later()
      const m = await customer()
      await member(m) // its own order is a plan alone: delivered at once, never at the desk
      later()
      const saved = await order(m, [[catalog.otc(3), 1]])
      later()
      const buyer = await customer()
      await f.services.cartDetails.setCarePlan(buyer.owner, (await f.services.carePlan.plans())[0]!.id)
      const bought = await order(buyer, [[catalog.otc(4), 1]])

      const day = { from: '2026-12-02', to: '2026-12-02', page: 1 }
      const queue = async () => (await desk().list({ ...day, state: 'confirmed' })).orders.map((o) => [o.number, o.priority])
      expect(await queue()).toEqual([
        [saved.number, true],
        [bought.number, true],
        [anyone.number, false],
      ])
      // Outside the work queues the list stays newest first, the badge on each member's order.
      const ours = new Set([anyone.number, saved.number, bought.number])
      const all = (await desk().list(day)).orders.filter((o) => ours.has(o.number))
      expect(all.map((o) => [o.number, o.priority])).toEqual([
        [bought.number, true],
        [saved.number, true],
        [anyone.number, false],
      ])
      expect((await desk().get(saved.number)).priority).toBe(true)
      expect((await desk().get(anyone.number)).priority).toBe(false)

      await db.update(carePlanSavings).set({ voidedAt: clock }).where(eq(carePlanSavings.orderId, saved.orderId))
      expect(await queue()).toEqual([
        [bought.number, true],
        [anyone.number, false],
        [saved.number, false],
      ])
      expect((await desk().get(saved.number)).priority).toBe(false)
    } finally {
      clock = before
    }
  })
})

describe('packing, shipping and delivering', () => {
  test('an OTC order: packed with its batches, shipped, delivered; each move audited and told', async () => {
    const c = await customer()
    const placed = await order(c, [[catalog.otc(1), 2]])
    const packed = await desk().pack(admin, placed.number)
    expect(packed.status).toBe('packed')
    const [event] = await db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, placed.orderId), eq(orderEvents.toStatus, 'packed')))
    expect(event).toMatchObject({ actor: `staff:${admin}`, fromStatus: 'confirmed', note: 'Packed' })
    const [audit] = await auditOf('order.pack', placed.orderId)
    expect(audit).toMatchObject({ targetUserId: c.userId })
    expect(audit!.detail).toMatchObject({ before: { status: 'confirmed' }, after: { status: 'packed', changed: [] } })
    expect(await lastMessage(c)).toBe(`MedWise: order ${placed.number} is packed.`)
    const [shipment] = await db.select().from(orderShipments).where(eq(orderShipments.orderId, placed.orderId))
    expect(shipment).toMatchObject({ packedBy: admin, packedAt: clock })

    await expect(desk().pack(admin, placed.number)).rejects.toMatchObject({ status: 409, code: 'order_state' })
    await desk().ship(admin, placed.number, { courier: 'Delhivery', trackingNumber: `DL${placed.orderId}000` })
    expect(await statusOf(placed.orderId)).toBe('shipped')
    expect((await db.select().from(orderShipments).where(eq(orderShipments.orderId, placed.orderId)))[0]).toMatchObject({
      courier: 'Delhivery',
      trackingNumber: `DL${placed.orderId}000`,
    })
    expect(await auditOf('order.ship', placed.orderId)).toHaveLength(1)

    await desk().deliver(admin, placed.number)
    expect(await statusOf(placed.orderId)).toBe('delivered')
    const cod = await db.select().from(payments).where(eq(payments.orderId, placed.orderId))
    expect(cod).toMatchObject([{ provider: 'cod', status: 'captured' }])
    expect(await auditOf('order.deliver', placed.orderId)).toHaveLength(1)
    expect(await lastMessage(c)).toBe(`MedWise: order ${placed.number} is delivered. Get well soon!`)
    const view = await desk().get(placed.number)
    expect(view.events.map((e) => e.toStatus)).toEqual(['confirmed', 'packed', 'shipped', 'delivered'])
    expect(view.lines[0]!.batches.length).toBeGreaterThan(0)
  })

  test('a tracking number already on another order is refused, and nothing moves', async () => {
    const [a, b] = [await customer(), await customer()]
    const first = await order(a, [[catalog.otc(2), 1]])
    const second = await order(b, [[catalog.otc(2), 1]])
    for (const o of [first, second]) await desk().pack(admin, o.number)
    await desk().ship(admin, first.number, { courier: 'Blue Dart', trackingNumber: 'BD-TAKEN-001' })
    await expect(
      desk().ship(admin, second.number, { courier: 'Blue Dart', trackingNumber: 'BD-TAKEN-001' }),
    ).rejects.toMatchObject({ status: 409, code: 'tracking_taken' })
    expect(await statusOf(second.orderId)).toBe('packed')
    expect(await auditOf('order.ship', second.orderId)).toEqual([])
  })

  test('a batch that expires within 3 months of delivery is picked again from the centre, FEFO, with the stock moved', async () => {
    const c = await customer()
    const product = catalog.otc(3)
    const placed = await order(c, [[product, 2]])
    const [r] = await db.select().from(stockReservations).where(eq(stockReservations.orderId, placed.orderId))
    // The reserved batch now expires a month after packing: too soon.
    await db.update(stockBatches).set({ expiresOn: '2026-12-31' }).where(eq(stockBatches.id, r!.batchId))
    const [old] = await db.select().from(stockBatches).where(eq(stockBatches.id, r!.batchId))
    const others = await db
      .select()
      .from(stockBatches)
      .where(and(eq(stockBatches.centreId, old!.centreId), eq(stockBatches.skuId, product.id)))
      .orderBy(asc(stockBatches.expiresOn))
    const fresh = others.find((b) => b.id !== old!.id && b.expiresOn >= '2027-02-26' && b.onHand >= 2)!
    await desk().pack(admin, placed.number)
    const [moved] = await db.select().from(stockReservations).where(eq(stockReservations.orderId, placed.orderId))
    expect(moved).toMatchObject({ id: r!.id, batchId: fresh.id, quantity: 2, status: 'committed' })
    const onHand = async (id: number) => (await db.select().from(stockBatches).where(eq(stockBatches.id, id)))[0]!.onHand
    expect(await onHand(old!.id)).toBe(old!.onHand + 2)
    expect(await onHand(fresh.id)).toBe(fresh.onHand - 2)
    const [audit] = await auditOf('order.pack', placed.orderId)
    expect(audit!.detail).toMatchObject({
      after: { changed: [{ from: [old!.batchNo], to: [fresh.batchNo] }] },
    })
  })

  test('when no batch of the centre expires late enough, packing is refused and nothing changes', async () => {
    const c = await customer()
    const product = catalog.otc(4)
    const placed = await order(c, [[product, 1]])
    const [r] = await db.select().from(stockReservations).where(eq(stockReservations.orderId, placed.orderId))
    const [b] = await db.select().from(stockBatches).where(eq(stockBatches.id, r!.batchId))
    await db
      .update(stockBatches)
      .set({ expiresOn: '2026-12-31' })
      .where(and(eq(stockBatches.centreId, b!.centreId), eq(stockBatches.skuId, product.id)))
    await expect(desk().pack(admin, placed.number)).rejects.toMatchObject({
      status: 409,
      code: 'no_fresh_batch',
      message: expect.stringContaining(`${product.name}: the centre has 0 of 1 units expiring on or after`),
    })
    expect(await statusOf(placed.orderId)).toBe('confirmed')
    expect(await auditOf('order.pack', placed.orderId)).toEqual([])
    expect((await db.select().from(stockReservations).where(eq(stockReservations.orderId, placed.orderId)))[0]!.batchId).toBe(
      r!.batchId,
    )
  })
})

describe('a prescription-only line never ships without an approved prescription that names it', () => {
  test('refused at pack through the desk and through the service directly, until the prescription names the line', async () => {
    const c = await customer()
    const product = catalog.rx(0)
    const placed = await rxOrder(c, product, { approve: false })
    expect(await statusOf(placed.orderId)).toBe('confirmed')
    const refused = { status: 409, code: 'rx_not_covered', message: expect.stringContaining(product.name) }
    await expect(desk().pack(admin, placed.number)).rejects.toMatchObject(refused)
    await expect(f.services.orders.move(placed.orderId, 'pack', 'system')).rejects.toMatchObject(refused)
    // Approved, but the medicines recorded from it do not name this line.
    await db
      .update(prescriptions)
      .set({ status: 'approved', prescribedOn: '2026-11-20' })
      .where(eq(prescriptions.id, placed.prescriptionId))
    await db
      .insert(prescriptionMedicines)
      .values({ prescriptionId: placed.prescriptionId, skuId: catalog.rx(1).id, name: 'Another', quantity: 1, position: 0 })
    await expect(desk().pack(admin, placed.number)).rejects.toMatchObject(refused)
    // Expired (older than 6 months) is no better.
    await db
      .insert(prescriptionMedicines)
      .values({ prescriptionId: placed.prescriptionId, skuId: product.id, name: product.name, quantity: 1, position: 1 })
    await db.update(prescriptions).set({ prescribedOn: '2026-04-01' }).where(eq(prescriptions.id, placed.prescriptionId))
    await expect(desk().pack(admin, placed.number)).rejects.toMatchObject(refused)
    expect(await statusOf(placed.orderId)).toBe('confirmed')
    expect(await auditOf('order.pack', placed.orderId)).toEqual([])

    await db.update(prescriptions).set({ prescribedOn: '2026-11-20' }).where(eq(prescriptions.id, placed.prescriptionId))
    await desk().pack(admin, placed.number)
    expect(await statusOf(placed.orderId)).toBe('packed')
    // Shipping checks again: a prescription rejected since then stops it.
    await db.update(prescriptions).set({ status: 'rejected' }).where(eq(prescriptions.id, placed.prescriptionId))
    await expect(
      desk().ship(admin, placed.number, { courier: 'Delhivery', trackingNumber: 'RX-SHIP-0001' }),
    ).rejects.toMatchObject(refused)
    expect(await statusOf(placed.orderId)).toBe('packed')
  })

  test('an Rx line whose batch changes at packing gets a correction line in the Rule 65 register', async () => {
    const c = await customer()
    const product = catalog.rx(2)
    const placed = await rxOrder(c, product)
    const [r] = await db.select().from(stockReservations).where(eq(stockReservations.orderId, placed.orderId))
    const [batch] = await db.select().from(stockBatches).where(eq(stockBatches.id, r!.batchId))
    const [line] = await db.select().from(rxRegister).where(eq(rxRegister.orderId, placed.orderId))
    // The dispensing line the pharmacist's approval wrote (here by hand when the queue has not written one).
    if (!line) {
      await db.insert(rxRegister).values({
        at: clock,
        dispensedOn: '2026-11-24',
        orderId: placed.orderId,
        orderLineId: r!.orderLineId!,
        memoNumber: placed.number,
        prescriptionId: placed.prescriptionId,
        prescriberName: 'Dr. R. Mehta',
        prescriberAddress: 'Clinic, New Delhi',
        patientName: 'Desk Tester',
        patientAddress: 'New Delhi',
        skuId: product.id,
        medicine: product.name,
        schedule: product.schedule,
        quantity: 1,
        batchNo: batch!.batchNo,
        expiresOn: batch!.expiresOn,
        pharmacistId: admin,
        pharmacistName: 'Pooja Nair',
        pharmacistRegNo: 'DPC/2019/48213',
      })
    }
    await db.update(stockBatches).set({ expiresOn: '2026-12-31' }).where(eq(stockBatches.id, r!.batchId))
    await desk().pack(admin, placed.number)
    const [moved] = await db.select().from(stockReservations).where(eq(stockReservations.orderId, placed.orderId))
    const [fresh] = await db.select().from(stockBatches).where(eq(stockBatches.id, moved!.batchId))
    const register = await db.select().from(rxRegister).where(eq(rxRegister.orderId, placed.orderId)).orderBy(asc(rxRegister.id))
    expect(register.at(-1)).toMatchObject({
      note: BATCH_CHANGED_AT_PACKING,
      batchNo: fresh!.batchNo,
      expiresOn: fresh!.expiresOn,
      quantity: 1,
      orderLineId: r!.orderLineId,
      prescriberName: register[0]!.prescriberName,
    })
  })
})

describe('cancelling and returning', () => {
  test('a cancellation with a reason refunds the wallet part, puts stock back and is audited', async () => {
    const c = await customer()
    await f.services.wallet.credit(db, c.userId, 100_000 as never, { kind: 'recharge', reference: `desk-${c.userId}`, note: 't' })
    const product = catalog.otc(5)
    const { total } = await fill(c, [[product, 1]])
    const placed = await f.services.orders.place(
      c.userId,
      { cartType: 'pharmacy', payment: 'wallet', useWallet: true, expectedTotal: total },
      `desk-wallet-${++keys}-key`,
    )
    const [r] = await db.select().from(stockReservations).where(eq(stockReservations.orderId, placed.body.orderId))
    const before = (await db.select().from(stockBatches).where(eq(stockBatches.id, r!.batchId)))[0]!.onHand
    await desk().cancel(admin, placed.body.number, 'Out of stock at the centre')
    const [o] = await db.select().from(orders).where(eq(orders.id, placed.body.orderId))
    expect(o).toMatchObject({ status: 'cancelled', cancelReason: 'Out of stock at the centre' })
    expect((await db.select().from(stockBatches).where(eq(stockBatches.id, r!.batchId)))[0]!.onHand).toBe(before + 1)
    expect(await f.services.wallet.balance(c.userId)).toBe(100_000)
    const [audit] = await auditOf('order.cancel', placed.body.orderId)
    expect(audit!.detail).toMatchObject({
      before: { status: 'confirmed' },
      after: { status: 'cancelled', reason: 'Out of stock at the centre' },
    })
    expect(await lastMessage(c)).toBe(`MedWise: order ${placed.body.number} is cancelled. Any amount paid will be refunded.`)
  })

  test('within 7 days a delivered order comes back, refunded to the wallet for cash paid on delivery', async () => {
    const c = await customer()
    const [a, b] = [catalog.otc(6), catalog.otc(7)]
    const { total } = await fill(c, [
      [a, 2],
      [b, 1],
    ])
    const placed = await f.services.orders.place(
      c.userId,
      { cartType: 'pharmacy', payment: 'cod', useWallet: false, expectedTotal: total },
      `desk-return-${++keys}-key`,
    )
    for (const step of ['pack', 'ship', 'deliver'] as const) await f.services.orders.move(placed.body.orderId, step, 'system')
    const view = await desk().get(placed.body.number)
    expect(view.actions.return).toBe(true)
    const lineA = view.lines.find((l) => l.skuId === a.id)!
    const lineB = view.lines.find((l) => l.skuId === b.id)!
    await expect(
      desk().returnOrder(admin, placed.body.number, {
        reason: 'Damaged in transit',
        lines: [{ order_line_id: lineB.id, quantity: 1, opened: true }],
      }),
    ).rejects.toMatchObject({ status: 409, code: 'not_returnable', message: `${b.name} was opened and cannot be taken back` })
    clock = new Date(clock.getTime() + 6 * 24 * 3600_000)
    try {
      await desk().returnOrder(admin, placed.body.number, {
        reason: 'Damaged in transit',
        lines: [
          { order_line_id: lineA.id, quantity: 2, opened: false },
          { order_line_id: lineB.id, quantity: 0, opened: false },
        ],
      })
    } finally {
      clock = new Date('2026-11-24T10:00:00+05:30')
    }
    expect(await statusOf(placed.body.orderId)).toBe('returned')
    const [ret] = await db.select().from(orderReturns).where(eq(orderReturns.orderId, placed.body.orderId))
    expect(ret).toMatchObject({
      lines: [{ orderLineId: lineA.id, quantity: 2 }],
      refundPaise: a.pricePaise * 2,
      createdBy: admin,
    })
    expect(await f.services.wallet.balance(c.userId)).toBe(a.pricePaise * 2)
    const [entry] = await db.select().from(walletEntries).where(eq(walletEntries.userId, c.userId))
    expect(entry).toMatchObject({ kind: 'refund', reference: `order:${placed.body.orderId}:return` })
    const [cod] = await db.select().from(payments).where(eq(payments.orderId, placed.body.orderId))
    expect(cod).toMatchObject({ status: 'partially_refunded', refundedPaise: a.pricePaise * 2 })
    expect(await auditOf('order.return', placed.body.orderId)).toHaveLength(1)
  })

  test('after 7 days, or for a cold-chain product, nothing comes back', async () => {
    const c = await customer()
    const placed = await order(c, [[catalog.otc(8), 1]])
    for (const step of ['pack', 'ship', 'deliver'] as const) await f.services.orders.move(placed.orderId, step, 'system')
    const [line] = (await desk().get(placed.number)).lines
    clock = new Date(clock.getTime() + 8 * 24 * 3600_000)
    try {
      expect((await desk().get(placed.number)).actions.return).toBe(false)
      await expect(
        desk().returnOrder(admin, placed.number, {
          reason: 'Customer changed their mind',
          lines: [{ order_line_id: line!.id, quantity: 1, opened: false }],
        }),
      ).rejects.toMatchObject({ status: 409, code: 'return_window' })
    } finally {
      clock = new Date('2026-11-24T10:00:00+05:30')
    }
    expect(await statusOf(placed.orderId)).toBe('delivered')

    const cold = catalog.all().find((p) => p.coldChain && plain(p))!
    const c2 = await customer()
    const rx = await rxOrder(c2, cold)
    for (const step of ['pack', 'ship', 'deliver'] as const) await f.services.orders.move(rx.orderId, step, 'system')
    const [coldLine] = (await desk().get(rx.number)).lines
    expect(coldLine!.coldChain).toBe(true)
    await expect(
      desk().returnOrder(admin, rx.number, {
        reason: 'Customer changed their mind',
        lines: [{ order_line_id: coldLine!.id, quantity: 1, opened: false }],
      }),
    ).rejects.toMatchObject({
      status: 409,
      code: 'not_returnable',
      message: `${cold.name} is kept cold (2–8 °C) and cannot be taken back`,
    })
    expect(await statusOf(rx.orderId)).toBe('delivered')
    expect(await db.select().from(orderReturns).where(eq(orderReturns.orderId, rx.orderId))).toEqual([])
  })
})

import { readFileSync } from 'node:fs'
import { and, asc, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createApiFixture, type ApiFixture } from '../../../tests/integration/app-fixture.ts'
import { seededCatalog, shop, type Product, type Shopper } from '../../../tests/integration/shop.ts'
import type { Db } from '../../db/client.ts'
import { isPriorityOrder } from '../../../core/care-plan/priority.ts'
import {
  auditLog,
  carePlanSavings,
  cartPrescriptions,
  h1Register,
  orderLines,
  orders,
  payments,
  pharmacists,
  prescriptions,
  rxRegister,
  rxReviews,
  stockBatches,
  stockReservations,
  users,
} from '../../db/schema.ts'
import { createPharmacistService } from './service.ts'

// Issue 10 §3, §5, §6: the pharmacist's queue on a seeded database (PGlite here, PostgreSQL in CI): orders join it
// with their move into awaiting_rx_check; claims; approval as one transaction (decision, prescriptions, the order's
// move, the register lines, the audit row); the refusals (expired, not named, never sold online); approval in part,
// rejection, repeat orders; the registers' append-only triggers.

let clock = new Date('2026-11-24T10:00:00+05:30')
let f: ApiFixture
let db: Db
beforeAll(async () => {
  f = await createApiFixture({ now: () => clock })
  db = f.database.db
})
afterAll(() => f?.close())

const { customer, fill, member } = shop(() => f, { prefix: '76410', name: 'Queue Tester' })
const catalog = seededCatalog(() => db)
let pooja: number
let arvind: number
beforeAll(async () => {
  await catalog.load()
  const [p] = await db.select({ id: users.id }).from(users).where(eq(users.phone, '9810000010'))
  pooja = p!.id
  const [a] = await db
    .insert(users)
    .values({ name: 'Arvind Rao', phone: '7641099999', phoneVerified: true, roles: ['ROLE_PHARMACIST'] })
    .returning()
  arvind = a!.id
  await db.insert(pharmacists).values({
    userId: arvind,
    name: 'Arvind Rao',
    registrationNumber: 'KSPC/2020/5521',
    council: 'Karnataka State Pharmacy Council',
  })
})

const today = () => new Date(clock.getTime() + 330 * 60_000).toISOString().slice(0, 10)
const rxOnly = (i: number) =>
  catalog.all().filter((p) => p.rxRequired && p.schedule === 'H' && p.id % 97 && p.id % 31 && p.id % 17 && p.id % 13)[i]!
const h1 = () => catalog.all().find((p) => p.schedule === 'H1' && p.id % 97 && p.id % 31 && p.id % 17 && p.id % 13)!

let keys = 0
/** A cash-on-delivery order of these lines with a new prescription attached; answers the order, its review and prescription. */
async function rxOrder(c: Shopper, lines: Array<[Product, number]>, prescriptionId?: number) {
  const { cartId, total } = await fill(c, lines)
  const id =
    prescriptionId ?? (await db.insert(prescriptions).values({ userId: c.userId, patientName: 'Meera Iyer' }).returning())[0]!.id
  await db.insert(cartPrescriptions).values({ cartId, prescriptionId: id })
  const placed = await f.services.orders.place(
    c.userId,
    { cartType: 'pharmacy', payment: 'cod', useWallet: false, expectedTotal: total },
    `76410-${++keys}-key-0000`,
  )
  const [review] = await db.select().from(rxReviews).where(eq(rxReviews.orderId, placed.body.orderId))
  return { order: placed.body, review, prescriptionId: id }
}

const paper = (id: number, prescribedOn = today()) => ({
  prescription_id: id,
  prescriber_name: 'Dr. Anil Kapoor',
  prescriber_reg_no: 'DMC/R/04512',
  prescriber_address: 'Kapoor Clinic, 4 Lodhi Road, New Delhi 110003',
  patient_name: 'Meera Iyer',
  patient_age: 54,
  prescribed_on: prescribedOn,
})

const statusOf = async (orderId: number) => (await db.select().from(orders).where(eq(orders.id, orderId)))[0]!.status

describe('the queue', () => {
  test('an Rx order joins the queue with its move; the list is oldest first with the time waiting', async () => {
    const c = await customer()
    const first = await rxOrder(c, [[rxOnly(0), 1]])
    clock = new Date(clock.getTime() + 5 * 60_000)
    const second = await rxOrder(await customer(), [[rxOnly(1), 1]])
    expect(first.review).toMatchObject({ kind: 'order', status: 'waiting', claimedBy: null })
    expect(second.review?.status).toBe('waiting')
    const list = await f.services.pharmacist.list()
    const mine = list.items.filter((i) => i.id === first.review!.id || i.id === second.review!.id)
    expect(mine.map((i) => i.reference)).toEqual([first.order.number, second.order.number])
    expect(mine[0]!.waitingMinutes).toBeGreaterThanOrEqual(5)
    expect(mine[0]!.lineCount).toBe(1)
  })

  test("a second pharmacist's claim is refused naming the first; the claim lapses after 15 minutes", async () => {
    const { review } = await rxOrder(await customer(), [[rxOnly(2), 1]])
    await f.services.pharmacist.claim(review!.id, pooja)
    await expect(f.services.pharmacist.claim(review!.id, arvind)).rejects.toMatchObject({
      status: 409,
      code: 'claimed',
      message: 'Pooja Nair is checking this prescription',
    })
    const listed = (await f.services.pharmacist.list()).items.find((i) => i.id === review!.id)
    expect(listed?.claimedBy?.name).toBe('Pooja Nair')
    clock = new Date(clock.getTime() + 16 * 60_000)
    await f.services.pharmacist.claim(review!.id, arvind)
    const [row] = await db.select().from(rxReviews).where(eq(rxReviews.id, review!.id))
    expect(row!.claimedBy).toBe(arvind)
    await expect(f.services.pharmacist.claim(review!.id, pooja)).rejects.toMatchObject({
      message: 'Arvind Rao is checking this prescription',
    })
  })
})

describe('priority processing (issue 23 §2)', () => {
  test("Care Plan members' orders come first, each part oldest first; voided savings do not count", async () => {
    const anyone = await rxOrder(await customer(), [[rxOnly(4), 1]])
    clock = new Date(clock.getTime() + 5 * 60_000)
    // A member's order: priced by the plan (savings rows), no fee on it.
    const m = await customer()
    await member(m)
    const saved = await rxOrder(m, [[rxOnly(5), 1]])
    clock = new Date(clock.getTime() + 5 * 60_000)
    // The plan bought with the order itself (its fee on the order).
    const buyer = await customer()
    const plan = (await f.services.carePlan.plans())[0]!
    await f.services.cartDetails.setCarePlan(buyer.owner, plan.id)
    const bought = await rxOrder(buyer, [[rxOnly(6), 1]])

    const ours = [anyone, saved, bought]
    const listed = async () =>
      (await f.services.pharmacist.list()).items
        .filter((i) => ours.some((o) => o.review!.id === i.id))
        .map((i) => [i.reference, i.priority])
    /** What the pure rule says of an order, from its fee and its savings rows. */
    const rule = async (orderId: number) => {
      const [o] = await db.select().from(orders).where(eq(orders.id, orderId))
      const savings = await db.select().from(carePlanSavings).where(eq(carePlanSavings.orderId, orderId))
      return isPriorityOrder({ carePlanFeePaise: o!.carePlanFeePaise, savings })
    }
    expect(await listed()).toEqual([
      [saved.order.number, true],
      [bought.order.number, true],
      [anyone.order.number, false],
    ])
    // The query's condition and the pure rule agree, and the review page says it too.
    for (const o of ours) {
      const priority = await rule(o.order.orderId)
      expect((await f.services.pharmacist.view(o.review!.id, pooja)).order?.priority).toBe(priority)
    }

    // Voided, the member's savings no longer make the order a member's: back in its place by age.
    await db.update(carePlanSavings).set({ voidedAt: clock }).where(eq(carePlanSavings.orderId, saved.order.orderId))
    expect(await rule(saved.order.orderId)).toBe(false)
    expect(await listed()).toEqual([
      [bought.order.number, true],
      [anyone.order.number, false],
      [saved.order.number, false],
    ])
  })
})

describe('approval', () => {
  test('an Rx line not named on the prescription refuses approval', async () => {
    const { review, prescriptionId } = await rxOrder(await customer(), [[rxOnly(3), 1]])
    await f.services.pharmacist.record(review!.id, pooja, paper(prescriptionId))
    // Another medicine (another salt: not an equivalent brand either).
    const another = catalog.all().find((p) => p.rxRequired && p.saltKey !== null && p.saltKey !== rxOnly(3).saltKey)!
    await f.services.pharmacist.addMedicine(review!.id, pooja, {
      prescription_id: prescriptionId,
      sku_id: another.id,
      quantity: 10,
    })
    await expect(f.services.pharmacist.approve(review!.id, pooja, { remove: [] })).rejects.toMatchObject({
      status: 409,
      code: 'rx_not_covered',
    })
    // More units than prescribed is not named either.
    const { review: r2, prescriptionId: p2 } = await rxOrder(await customer(), [[rxOnly(3), 3]])
    await f.services.pharmacist.record(r2!.id, pooja, paper(p2))
    await f.services.pharmacist.addMedicine(r2!.id, pooja, { prescription_id: p2, sku_id: rxOnly(3).id, quantity: 2 })
    await expect(f.services.pharmacist.approve(r2!.id, pooja, { remove: [] })).rejects.toMatchObject({ code: 'rx_not_covered' })
  })

  test('an expired prescription cannot be approved', async () => {
    const { review, prescriptionId, order } = await rxOrder(await customer(), [[rxOnly(5), 1]])
    const old = new Date(clock.getTime() - 200 * 24 * 3600_000).toISOString().slice(0, 10)
    await f.services.pharmacist.record(review!.id, pooja, paper(prescriptionId, old))
    await f.services.pharmacist.addMedicine(review!.id, pooja, {
      prescription_id: prescriptionId,
      sku_id: rxOnly(5).id,
      quantity: 1,
    })
    await expect(f.services.pharmacist.approve(review!.id, pooja, { remove: [] })).rejects.toMatchObject({
      code: 'prescription_expired',
      message: expect.stringContaining(`dated ${old}`),
    })
    expect(await statusOf(order.orderId)).toBe('awaiting_rx_check')
  })

  test('approval writes decision, prescription, move, register lines and audit together, or nothing at all', async () => {
    const c = await customer()
    const medicine = h1()
    const { review, prescriptionId, order } = await rxOrder(c, [[medicine, 2]])
    await f.services.pharmacist.record(review!.id, pooja, paper(prescriptionId))
    await f.services.pharmacist.addMedicine(review!.id, pooja, {
      prescription_id: prescriptionId,
      sku_id: medicine.id,
      quantity: 2,
    })

    // A failure after the register lines are written leaves nothing of the approval behind.
    const failing = createPharmacistService(db, {
      now: () => clock,
      logger: { warn: () => {}, error: () => {} },
      notifier: f.services.notifier,
      orders: f.services.orders,
      catalog: f.services.catalog,
      prescriptions: f.services.prescriptions,
      afterRegisters: async (tx) => {
        const [{ n }] = (await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(rxRegister)
          .where(eq(rxRegister.orderId, order.orderId))) as [{ n: number }]
        expect(n).toBe(2 - 1) // one batch: written, then the fault
        throw new Error('injected fault after the register insert')
      },
    })
    await expect(failing.approve(review!.id, pooja, { remove: [] })).rejects.toThrow('injected fault')
    expect(await db.select().from(rxRegister).where(eq(rxRegister.orderId, order.orderId))).toEqual([])
    expect(await db.select().from(h1Register).where(eq(h1Register.orderId, order.orderId))).toEqual([])
    expect((await db.select().from(rxReviews).where(eq(rxReviews.id, review!.id)))[0]).toMatchObject({
      status: 'waiting',
      decision: null,
    })
    expect((await db.select().from(prescriptions).where(eq(prescriptions.id, prescriptionId)))[0]!.status).toBe('uploaded')
    expect(await statusOf(order.orderId)).toBe('awaiting_rx_check')
    const audits = () =>
      db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'rx.approve'), sql`${auditLog.detail}->'subject'->>'orderId' = ${String(order.orderId)}`))
    expect(await audits()).toEqual([])

    const answer = await f.services.pharmacist.approve(review!.id, pooja, { remove: [] })
    expect(answer).toMatchObject({ status: 'confirmed', decision: 'approved', registerLines: 1 })
    const [o] = await db.select().from(orders).where(eq(orders.id, order.orderId))
    expect(o!.status).toBe('confirmed')
    const [line] = await db.select().from(orderLines).where(eq(orderLines.orderId, order.orderId))
    const [lot] = await db
      .select({ batchNo: stockBatches.batchNo, expiresOn: stockBatches.expiresOn })
      .from(stockReservations)
      .innerJoin(stockBatches, eq(stockBatches.id, stockReservations.batchId))
      .where(eq(stockReservations.orderLineId, line!.id))
    const register = await db.select().from(rxRegister).where(eq(rxRegister.orderId, order.orderId))
    expect(register).toEqual([
      expect.objectContaining({
        memoNumber: o!.invoiceNumber,
        prescriptionId,
        prescriberName: 'Dr. Anil Kapoor (Reg. DMC/R/04512)',
        prescriberAddress: 'Kapoor Clinic, 4 Lodhi Road, New Delhi 110003',
        patientName: 'Meera Iyer, 54 y',
        skuId: medicine.id,
        schedule: 'H1',
        quantity: 2,
        batchNo: lot!.batchNo,
        expiresOn: lot!.expiresOn,
        pharmacistId: pooja,
        pharmacistName: 'Pooja Nair',
        pharmacistRegNo: 'DPC/2019/48213',
        dispensedOn: today(),
      }),
    ])
    expect(register[0]!.memoNumber).toMatch(/^MW\/\d{2}-\d{2}\/\d{7}$/)
    const h1Lines = await db.select().from(h1Register).where(eq(h1Register.orderId, order.orderId))
    expect(h1Lines).toEqual([
      expect.objectContaining({ rxRegisterId: register[0]!.id, quantity: 2, patientName: 'Meera Iyer, 54 y' }),
    ])
    const threeYears = `${Number(today().slice(0, 4)) + 3}${today().slice(4)}`
    expect(h1Lines[0]!.keepUntil).toBe(threeYears)
    expect((await db.select().from(prescriptions).where(eq(prescriptions.id, prescriptionId)))[0]).toMatchObject({
      status: 'approved',
      verifiedBy: pooja,
      keepUntil: threeYears,
    })
    expect((await db.select().from(rxReviews).where(eq(rxReviews.id, review!.id)))[0]).toMatchObject({
      status: 'decided',
      decision: 'approved',
      decidedBy: pooja,
    })
    const [audit] = await audits()
    expect(audit).toMatchObject({ actorUserId: pooja, targetUserId: c.userId })
    // Decided: a second decision is refused.
    await expect(f.services.pharmacist.approve(review!.id, arvind, { remove: [] })).rejects.toMatchObject({
      code: 'already_decided',
      message: 'This prescription was already decided by Pooja Nair',
    })
  })

  test('the registers refuse UPDATE and DELETE', async () => {
    // The database's own message (drizzle wraps it: the cause holds it).
    const refusal = (q: Promise<unknown>) =>
      q.then(
        () => 'stored',
        (e: Error & { cause?: Error }) => e.cause?.message ?? e.message,
      )
    expect((await db.select().from(rxRegister)).length).toBeGreaterThan(0)
    expect(await refusal(db.execute(sql`update rx_register set quantity = 99`))).toBe('the rx_register register is append-only')
    expect(await refusal(db.execute(sql`delete from rx_register`))).toBe('the rx_register register is append-only')
    expect(await refusal(db.execute(sql`update h1_register set quantity = 99`))).toBe('the h1_register register is append-only')
    expect(await refusal(db.execute(sql`delete from h1_register`))).toBe('the h1_register register is append-only')
  })

  test('a repeat order with the approved, valid prescription is approved at once, citing the original pharmacist', async () => {
    const c = await customer()
    const medicine = rxOnly(6)
    const first = await rxOrder(c, [[medicine, 1]])
    await f.services.pharmacist.record(first.review!.id, pooja, paper(first.prescriptionId))
    await f.services.pharmacist.addMedicine(first.review!.id, pooja, {
      prescription_id: first.prescriptionId,
      sku_id: medicine.id,
      quantity: 2,
    })
    await f.services.pharmacist.approve(first.review!.id, pooja, { remove: [] })
    clock = new Date(clock.getTime() + 10 * 24 * 3600_000)
    const again = await rxOrder(c, [[medicine, 2]], first.prescriptionId)
    expect(await statusOf(again.order.orderId)).toBe('confirmed')
    const [review] = await db.select().from(rxReviews).where(eq(rxReviews.orderId, again.order.orderId))
    expect(review).toMatchObject({
      status: 'decided',
      decision: 'approved',
      decidedBy: pooja,
      note: `repeat of prescription #${first.prescriptionId}`,
    })
    const lines = await db.select().from(rxRegister).where(eq(rxRegister.orderId, again.order.orderId))
    expect(lines.length).toBeGreaterThan(0)
    expect(lines.every((l) => l.pharmacistName === 'Pooja Nair' && l.prescriptionId === first.prescriptionId)).toBe(true)
    // Beyond what the paper prescribes, or once it expired, the order waits for a pharmacist.
    const more = await rxOrder(c, [[medicine, 3]], first.prescriptionId)
    expect(await statusOf(more.order.orderId)).toBe('awaiting_rx_check')
    clock = new Date(clock.getTime() + 200 * 24 * 3600_000)
    const late = await rxOrder(c, [[medicine, 1]], first.prescriptionId)
    expect(await statusOf(late.order.orderId)).toBe('awaiting_rx_check')
    clock = new Date(clock.getTime() - 210 * 24 * 3600_000)
  })

  test('approval in part removes the lines, puts the units back, lowers the total and what is collected', async () => {
    const c = await customer()
    const [named, other] = [rxOnly(7), rxOnly(8)]
    const { review, prescriptionId, order } = await rxOrder(c, [
      [named, 1],
      [other, 2],
    ])
    const lines = await db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, order.orderId))
      .orderBy(asc(orderLines.position))
    const otherLine = lines.find((l) => l.skuId === other.id)!
    const [before] = await db.select().from(orders).where(eq(orders.id, order.orderId))
    const batchOf = async () =>
      (
        await db
          .select({ onHand: stockBatches.onHand, id: stockBatches.id })
          .from(stockReservations)
          .innerJoin(stockBatches, eq(stockBatches.id, stockReservations.batchId))
          .where(eq(stockReservations.orderLineId, otherLine.id))
      )[0]!
    const shelf = await batchOf()
    await f.services.pharmacist.record(review!.id, pooja, paper(prescriptionId))
    await f.services.pharmacist.addMedicine(review!.id, pooja, { prescription_id: prescriptionId, sku_id: named.id, quantity: 1 })
    await expect(f.services.pharmacist.approve(review!.id, pooja, { remove: [] })).rejects.toMatchObject({
      code: 'rx_not_covered',
    })
    const answer = await f.services.pharmacist.approve(review!.id, pooja, { remove: [otherLine.id] })
    const difference = otherLine.pricePaise * 2
    expect(answer).toMatchObject({ status: 'confirmed', decision: 'partial', refund: difference })
    const [after] = await db.select().from(orders).where(eq(orders.id, order.orderId))
    expect(after!.totalPaise).toBe(before!.totalPaise - difference)
    expect((await db.select().from(orderLines).where(eq(orderLines.orderId, order.orderId))).map((l) => l.skuId)).toEqual([
      named.id,
    ])
    const [cod] = await db.select().from(payments).where(eq(payments.orderId, order.orderId))
    expect(cod).toMatchObject({ provider: 'cod', status: 'created', amountPaise: after!.totalPaise })
    expect((await db.select().from(stockBatches).where(eq(stockBatches.id, shelf.id)))[0]!.onHand).toBe(shelf.onHand + 2)
    expect((await db.select().from(rxReviews).where(eq(rxReviews.id, review!.id)))[0]!.decision).toBe('partial')
  })

  test('a medicine now classed as NDPS is refused at approval, whatever the prescription says', async () => {
    const medicine = rxOnly(9)
    const { review, prescriptionId } = await rxOrder(await customer(), [[medicine, 1]])
    await f.services.pharmacist.record(review!.id, pooja, paper(prescriptionId))
    await f.services.pharmacist.addMedicine(review!.id, pooja, {
      prescription_id: prescriptionId,
      sku_id: medicine.id,
      quantity: 1,
    })
    await db.execute(sql`update products set ndps = true where id = ${medicine.id}`)
    try {
      await expect(f.services.pharmacist.approve(review!.id, pooja, { remove: [] })).rejects.toMatchObject({
        code: 'not_sold_online',
      })
    } finally {
      await db.execute(sql`update products set ndps = false where id = ${medicine.id}`)
    }
  })
})

describe('rejection', () => {
  test('cancels the order through the state machine with the reason the customer reads', async () => {
    const c = await customer()
    const { review, order, prescriptionId } = await rxOrder(c, [[rxOnly(10), 1]])
    const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, order.orderId))
    const [res] = await db.select().from(stockReservations).where(eq(stockReservations.orderLineId, lines[0]!.id))
    await f.services.pharmacist.reject(review!.id, pooja, { reason: 'illegible' })
    const [o] = await db.select().from(orders).where(eq(orders.id, order.orderId))
    expect(o).toMatchObject({
      status: 'cancelled',
      cancelReason: 'Prescription not accepted: the prescription could not be read',
    })
    expect((await db.select().from(stockReservations).where(eq(stockReservations.id, res!.id)))[0]!.status).toBe('released')
    expect((await db.select().from(prescriptions).where(eq(prescriptions.id, prescriptionId)))[0]).toMatchObject({
      status: 'rejected',
      rejectReason: 'illegible',
    })
    const page = await f.services.orders.get(c.userId, order.number)
    expect(page.order.cancelReason).toBe('Prescription not accepted: the prescription could not be read')
    const other = await rxOrder(await customer(), [[rxOnly(10), 1]])
    await f.services.pharmacist.reject(other.review!.id, pooja, { reason: 'other', note: 'Please send the second page' })
    expect((await db.select().from(orders).where(eq(orders.id, other.order.orderId)))[0]!.cancelReason).toBe(
      'Prescription not accepted: Please send the second page',
    )
  })
})

// issue 29: the queue shows only work that can still be done.
describe('an order that ends before its check', () => {
  const queued = async (reviewId: number) => (await f.services.pharmacist.list()).items.some((i) => i.id === reviewId)
  const reviewOf = async (id: number) => (await db.select().from(rxReviews).where(eq(rxReviews.id, id)))[0]!
  const closedAudit = async (reviewId: number) =>
    db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'rx.closed'), sql`${auditLog.detail}->'subject'->>'rxReviewId' = ${String(reviewId)}`))

  test('cancelled by the customer: its item leaves the queue and its count, closed with the reason, audited', async () => {
    const c = await customer()
    const { order, review } = await rxOrder(c, [[rxOnly(3), 1]])
    const before = await f.services.pharmacist.list()
    expect(await queued(review!.id)).toBe(true)
    await f.services.orders.cancel(c.userId, order.number, 'Changed my mind')
    const after = await f.services.pharmacist.list()
    expect(await queued(review!.id)).toBe(false)
    expect(after.total).toBe(before.total - 1)
    expect(await reviewOf(review!.id)).toMatchObject({
      status: 'closed',
      reason: 'order cancelled',
      claimedBy: null,
      decidedBy: null,
    })
    const [audit] = await closedAudit(review!.id)
    expect(audit!.detail).toMatchObject({ subject: { orderId: order.orderId }, reason: 'order cancelled', by: 'customer' })
  })

  test('a pharmacist who had it open is released from it, and acting on it says why', async () => {
    const c = await customer()
    const { order, review, prescriptionId } = await rxOrder(c, [[rxOnly(4), 1]])
    await f.services.pharmacist.claim(review!.id, pooja)
    await f.services.orders.cancel(c.userId, order.number, 'Found it cheaper')
    expect((await reviewOf(review!.id)).claimedAt).toBeNull()
    const why = {
      status: 409,
      code: 'review_closed',
      message: 'This item left the queue: the order was cancelled before its prescription check. There is nothing to check.',
    }
    await expect(f.services.pharmacist.claim(review!.id, pooja)).rejects.toMatchObject(why)
    await expect(f.services.pharmacist.record(review!.id, pooja, paper(prescriptionId))).rejects.toMatchObject(why)
    await expect(f.services.pharmacist.reject(review!.id, pooja, { reason: 'illegible' })).rejects.toMatchObject(why)
    // The customer's cancellation stands: nothing the pharmacist tried changed the order.
    expect(await statusOf(order.orderId)).toBe('cancelled')
  })

  test('cancelled by the order desk: the same', async () => {
    const c = await customer()
    const { order, review } = await rxOrder(c, [[rxOnly(5), 1]])
    const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.phone, '9810000008'))
    await f.services.orderDesk.cancel(admin!.id, order.number, 'Customer asked to cancel')
    expect(await queued(review!.id)).toBe(false)
    expect(await reviewOf(review!.id)).toMatchObject({ status: 'closed', reason: 'order cancelled' })
    const [audit] = await closedAudit(review!.id)
    expect(audit!.detail).toMatchObject({ by: `staff:${admin!.id}` })
  })

  test("the pharmacist's own rejection decides the item: it is not closed as well", async () => {
    const c = await customer()
    const { review } = await rxOrder(c, [[rxOnly(6), 1]])
    await f.services.pharmacist.claim(review!.id, pooja)
    await f.services.pharmacist.reject(review!.id, pooja, { reason: 'illegible' })
    expect(await reviewOf(review!.id)).toMatchObject({ status: 'decided', decision: 'rejected' })
    expect(await closedAudit(review!.id)).toEqual([])
  })

  test('the migration closes the items left waiting by orders that ended before this rule', async () => {
    const c = await customer()
    const { order, review } = await rxOrder(c, [[rxOnly(7), 1]])
    // As before issue 29: the order cancelled behind the queue's back, its item still waiting.
    await db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, order.orderId))
    expect(await queued(review!.id)).toBe(false)
    const migration = readFileSync(new URL('../../db/migrations/0013_close_dead_rx_reviews.sql', import.meta.url), 'utf8')
    await db.execute(sql.raw(migration))
    expect(await reviewOf(review!.id)).toMatchObject({ status: 'closed', reason: 'order cancelled', claimedBy: null })
    const [audit] = await closedAudit(review!.id)
    expect(audit!.detail).toMatchObject({ by: 'migration' })
    // A waiting item of an order still waiting is left alone.
    const alive = await rxOrder(await customer(), [[rxOnly(8), 1]])
    await db.execute(sql.raw(migration))
    expect((await reviewOf(alive.review!.id)).status).toBe('waiting')
  })
})

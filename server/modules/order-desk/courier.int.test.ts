import { eq } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { COURIER_SIGNATURE_HEADER } from '../../../contracts/order-desk.ts'
import { createApiFixture, type ApiFixture } from '../../../tests/integration/app-fixture.ts'
import { expectClean, hostile } from '../../../tests/integration/hostile.ts'
import { seededCatalog, shop } from '../../../tests/integration/shop.ts'
import type { Db } from '../../db/client.ts'
import { courierEvents, orderEvents, orders, users } from '../../db/schema.ts'
import { createLogger } from '../../lib/logger.ts'
import { courierSignature, createCourierWebhook } from './courier.ts'

// Issue 10 §4: the courier's status webhook moves a shipped order with that tracking number to delivered, the same
// way the desk does; a forged signature or a replayed event changes nothing; any body is answered without a 5xx.

const SECRET = 'courier-test-secret-0123456789abcdef0123'
let f: ApiFixture
let db: Db
let admin = 0
beforeAll(async () => {
  f = await createApiFixture({ config: { COURIER_WEBHOOK_SECRET: SECRET } })
  db = f.database.db
  admin = (await db.select({ id: users.id }).from(users).where(eq(users.phone, '9810000008')))[0]!.id
})
afterAll(() => f?.close())

const { customer, order } = shop(() => f, { prefix: '70953', name: 'Courier Tester' })
const catalog = seededCatalog(() => db)
beforeAll(() => catalog.load())

const post = (body: string, signature: string | null = courierSignature(body, SECRET)) =>
  f.request('/pwa-api/courier/webhook', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(signature === null ? {} : { [COURIER_SIGNATURE_HEADER]: signature }) },
    body,
  })
const event = (o: Record<string, unknown>) => JSON.stringify({ status: 'delivered', ...o })

/** A COD order of an OTC product, packed and shipped by the desk with this tracking number. */
async function shipped(tracking: string) {
  const c = await customer()
  const placed = await order(c, [[catalog.otc(0), 1]])
  await f.services.orderDesk.pack(admin, placed.number)
  await f.services.orderDesk.ship(admin, placed.number, { courier: 'Delhivery', trackingNumber: tracking })
  return placed
}
const statusOf = async (id: number) => (await db.select({ s: orders.status }).from(orders).where(eq(orders.id, id)))[0]!.s

describe('a delivered event', () => {
  test('delivers the shipped order with that tracking number, once; a replay answers duplicate', async () => {
    const placed = await shipped('CW-DELIVER-01')
    const body = event({ event_id: 'evt-cw-1', tracking_number: 'cw-deliver-01', courier: 'Delhivery' })
    const res = await post(body)
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ status: 'applied' })
    expect(await statusOf(placed.orderId)).toBe('delivered')
    const events = await db.select().from(orderEvents).where(eq(orderEvents.orderId, placed.orderId))
    expect(events.at(-1)).toMatchObject({
      toStatus: 'delivered',
      actor: 'courier',
      note: 'Delivered (Delhivery, tracking number CW-DELIVER-01)',
    })
    expect((await db.select().from(courierEvents).where(eq(courierEvents.eventId, 'evt-cw-1')))[0]).toMatchObject({
      outcome: `delivered ${placed.number}`,
    })
    // The same event again (a redelivery): nothing changes.
    const again = await post(body)
    expect(await again.json()).toEqual({ status: 'duplicate' })
    expect(await db.select().from(orderEvents).where(eq(orderEvents.orderId, placed.orderId))).toHaveLength(events.length)
    // Another event for the same parcel: the order is no longer shipped.
    expect(await (await post(event({ event_id: 'evt-cw-2', tracking_number: 'CW-DELIVER-01' }))).json()).toEqual({
      status: 'ignored',
    })
  })

  test('a forged signature, no signature or a signature of another body: 400, nothing recorded, nothing moved', async () => {
    const placed = await shipped('CW-FORGED-01')
    const body = event({ event_id: 'evt-cw-forged', tracking_number: 'CW-FORGED-01' })
    for (const signature of [
      null,
      'nope',
      '0'.repeat(64),
      courierSignature(body, 'another-secret-of-32-characters!!'),
      courierSignature(`${body} `, SECRET),
    ]) {
      const res = await post(body, signature)
      expect(res.status).toBe(400)
      expect(await res.json()).toMatchObject({ code: 'bad_signature' })
    }
    expect(await statusOf(placed.orderId)).toBe('shipped')
    expect(await db.select().from(courierEvents).where(eq(courierEvents.eventId, 'evt-cw-forged'))).toEqual([])
  })

  test('other statuses, unknown parcels and orders not yet shipped are recorded and ignored', async () => {
    const placed = await shipped('CW-OTHER-01')
    expect(
      await (await post(event({ event_id: 'evt-cw-3', tracking_number: 'CW-OTHER-01', status: 'out_for_delivery' }))).json(),
    ).toEqual({
      status: 'ignored',
    })
    expect(await statusOf(placed.orderId)).toBe('shipped')
    expect(await (await post(event({ event_id: 'evt-cw-4', tracking_number: 'NO-SUCH-PARCEL' }))).json()).toEqual({
      status: 'ignored',
    })
    const [row] = await db.select().from(courierEvents).where(eq(courierEvents.eventId, 'evt-cw-4'))
    expect(row!.outcome).toBe('ignored: no shipped order with tracking number NO-SUCH-PARCEL')
    const signedBad = '{"event_id": 1}'
    expect((await post(signedBad)).status).toBe(400)
    // PostgreSQL text takes no NUL: a signed body carrying one is refused with a message, never a 5xx (CI's fuzz found it).
    for (const nul of [event({ event_id: '\u0000' }), event({ event_id: 'evt-cw-5', tracking_number: 'A\u0000' })]) {
      const refused = await post(nul)
      expect(refused.status).toBe(400)
      expect(((await refused.json()) as { message: string }).message).toMatch(/NUL/)
    }
  })

  test('without COURIER_WEBHOOK_SECRET there is no such route', async () => {
    const hook = createCourierWebhook(db, {
      now: () => new Date(),
      logger: createLogger('silent'),
      desk: f.services.orderDesk,
      orders: f.services.orders,
      secret: undefined,
    })
    await expect(hook.receive(new TextEncoder().encode('{}'), new Headers())).rejects.toMatchObject({ status: 404 })
  })
})

test('any body, signed or not: never a 5xx, every refusal with a message', async () => {
  const field = fc.oneof(hostile as fc.Arbitrary<unknown>, fc.jsonValue({ maxDepth: 1 }) as fc.Arbitrary<unknown>)
  const body = fc.oneof(
    hostile,
    fc
      .record(
        {
          event_id: fc.oneof(fc.string({ minLength: 1, maxLength: 20 }), field),
          tracking_number: fc.oneof(fc.constantFrom('CW-DELIVER-01', 'x'), field),
          status: fc.oneof(fc.constantFrom('delivered', 'in_transit', 'rto'), field),
          occurred_at: fc.oneof(fc.constant('2026-11-24T10:00:00+05:30'), field),
        },
        { requiredKeys: [] },
      )
      .map((o) => JSON.stringify(o)),
  )
  await fc.assert(
    fc.asyncProperty(body, fc.boolean(), async (b, signed) => {
      await expectClean(await post(b, signed ? courierSignature(b, SECRET) : 'f'.repeat(64)))
    }),
    { numRuns: 60 },
  )
})

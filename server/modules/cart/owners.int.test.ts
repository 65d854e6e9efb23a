import { readFileSync } from 'node:fs'
import { and, eq, sql } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { AUTH_PATHS as P } from '../../../core/auth/paths.ts'
import { useAuthFixture } from '../../../tests/integration/auth-fixture.ts'
import type { BrowserClient } from '../../../tests/integration/browser-client.ts'
import type { Db } from '../../db/client.ts'
import { cartItems, carts, labCartItemPatients, labCartItems, patients, products, sessions, users } from '../../db/schema.ts'
import { createSessionStart } from '../auth/session-start.ts'
import { userOwner, visitorOwner } from './owner.ts'

// Issue 8 §5: carts belong to people. The request's cart owner is the account when signed in, else the visitor; at
// sign-in the guest cart joins the account's in the session's transaction; an account merge merges cart lines.

const t = useAuthFixture('2026-11-23T09:00:00Z')
const { browser, codeFor } = t

const DETAILS = '/pwa-api/api/v4/carts/details?types=pharmacy'
const LABS = '/pwa-api/api/v4/carts/brief?types=labs'

async function drugIds(n: number): Promise<number[]> {
  const rows = await t.f.database.db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.synthetic, false))
    .orderBy(products.id)
    .limit(n)
  return rows.map((r) => r.id)
}

async function signIn(b: BrowserClient, number: string) {
  t.advance(31) // past the previous code's resend cooldown
  await b.auth(P.createToken, { number })
  const res = await b.auth(P.verifyToken, { number, verification_token: await codeFor(number) })
  expect(res.status).toBe(200)
  return res
}

const idOf = async (phone: string) => (await t.f.database.db.select().from(users).where(eq(users.phone, phone)))[0]!.id
const add = (b: BrowserClient, skus: { sku_id: number; quantity: number }[]) => b.post('/pwa-api/api/v4/carts/skus', { skus })
const lines = async (b: BrowserClient) =>
  ((await b.get(DETAILS)).body.data.items as { sku_id: number; quantity: number }[]).map((i) => [i.sku_id, i.quantity])

describe('the request’s cart owner', () => {
  test('a guest’s cart is its visitor’s; signed in, the account’s, the same in every browser of the account', async () => {
    const [a] = await drugIds(1)
    const phone = await browser()
    await signIn(phone, '9810000001')
    await add(phone, [{ sku_id: a!, quantity: 2 }])
    const laptop = await browser()
    expect(await lines(laptop)).toEqual([])
    await signIn(laptop, '9810000001')
    expect(await lines(laptop)).toEqual([[a, 2]])
    const [row] = await t.f.database.db
      .select()
      .from(carts)
      .where(eq(carts.userId, await idOf('9810000001')))
    expect(row).toMatchObject({ visitorId: null, type: 'pharmacy' })
  })

  test('after logout the browser is a guest again, with a cart of its own', async () => {
    const [a] = await drugIds(1)
    const b = await browser()
    await signIn(b, '9810000005')
    await add(b, [{ sku_id: a!, quantity: 1 }])
    const page = await b.get('/logout?_csrf=' + b.csrf)
    expect(page.status).toBe(302)
    await b.start()
    expect(await lines(b)).toEqual([])
  })
})

describe('sign-in adopts the guest cart', () => {
  test('quantities summed within the caps, new lines after, lab tests joined, the guest cart gone', async () => {
    const [a, b2, c] = await drugIds(3)
    const owner = await browser()
    await signIn(owner, '9810000006')
    await add(owner, [
      { sku_id: a!, quantity: 15 },
      { sku_id: b2!, quantity: 1 },
    ])
    await owner.call('PUT', '/pwa-api/api/v4/carts/replace?types=labs', { sku_ids: [{ test_id: 1 }] })

    const guest = await browser()
    const visitorId = guest.jar.get('VISITOR-ID')!
    await add(guest, [
      { sku_id: a!, quantity: 9 },
      { sku_id: c!, quantity: 2 },
    ])
    await guest.call('PUT', '/pwa-api/api/v4/carts/replace?types=labs', { sku_ids: [{ test_id: 1 }, { test_id: 2 }] })
    await signIn(guest, '9810000006')

    expect(await lines(guest)).toEqual([
      [a, 20],
      [b2, 1],
      [c, 2],
    ])
    const labs = (await guest.get(LABS)).body.data
    expect(labs.items.map((i: { id: number }) => i.id)).toEqual([1, 2])
    expect(await t.f.database.db.select().from(carts).where(eq(carts.visitorId, visitorId))).toEqual([])
  })

  test('a guest cart with no account cart simply becomes the account’s', async () => {
    const [a] = await drugIds(1)
    const guest = await browser()
    await add(guest, [{ sku_id: a!, quantity: 4 }])
    const [before] = await t.f.database.db
      .select()
      .from(carts)
      .where(eq(carts.visitorId, guest.jar.get('VISITOR-ID')!))
    await signIn(guest, '9810000007')
    const [after] = await t.f.database.db
      .select()
      .from(carts)
      .where(eq(carts.userId, await idOf('9810000007')))
    expect(after!.id).toBe(before!.id)
    expect(await lines(guest)).toEqual([[a, 4]])
  })

  test('one transaction: when a sign-in step fails, no session starts and the guest cart is as it was', async () => {
    const [a] = await drugIds(1)
    const guest = await browser()
    await add(guest, [{ sku_id: a!, quantity: 3 }])
    const visitorId = guest.jar.get('VISITOR-ID')!
    const userId = await idOf('9810000008')
    const { services } = t.f
    const failing = createSessionStart({
      db: t.f.database.db,
      sessions: services.sessions,
      flows: services.auth.flows,
      now: t.now,
      hooks: [
        { name: 'cart.adopt-guest', run: (tx, e) => services.cart.adoptGuestCart(tx, e.visitorId!, e.userId) },
        {
          name: 'then a failure',
          run: async () => {
            throw new Error('boom')
          },
        },
      ],
    })
    const before = await t.f.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(sessions)
      .where(eq(sessions.userId, userId))
    await expect(failing.start({ userId, previousSessionIdHash: null, visitorId })).rejects.toThrow('boom')
    const after = await t.f.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(sessions)
      .where(eq(sessions.userId, userId))
    expect(after[0]!.n).toBe(before[0]!.n)
    expect((await services.cart.pharmacyBrief(visitorOwner(visitorId))).total_quantity).toBe(3)
    expect((await services.cart.pharmacyBrief(userOwner(userId))).items).toEqual([])
  })

  test('the sign-in steps, in order', () => {
    expect(t.f.services.sessionStart.steps).toEqual([
      'session.end-previous',
      'sessions.end-taken-over',
      'flow.end',
      'session.create',
      'cart.adopt-guest',
      // issue 25 §2 (decision 065): the roster row the account's verified phone or e-mail claims.
      'corporate.link-roster',
      // issue 26 §5 (decision 075): the terms and privacy policy the popup says a sign-in agrees to, once per version.
      'profile.legal-acceptance',
    ])
  })
})

describe('an account merge merges the carts', () => {
  test('one cart per type remains, lines merged within the caps, lab lines with their patients', async () => {
    const db = t.f.database.db
    const [a, b2] = await drugIds(2)
    const [survivor] = await db.insert(users).values({ name: 'Survivor', phone: '9300000001', phoneVerified: true }).returning()
    const [absorbed] = await db.insert(users).values({ name: 'Absorbed', email: 'absorbed.cart@example.com' }).returning()
    const { cart } = t.f.services
    await cart.addSkus(userOwner(survivor!.id), [{ skuId: a!, quantity: 12 }])
    await cart.addSkus(userOwner(absorbed!.id), [
      { skuId: a!, quantity: 12 },
      { skuId: b2!, quantity: 1 },
    ])
    await cart.replaceLabs(userOwner(absorbed!.id), [3], null)
    const [patient] = await db.insert(patients).values({ userId: absorbed!.id, name: 'Child' }).returning()
    const [labCart] = await db
      .select()
      .from(carts)
      .where(and(eq(carts.userId, absorbed!.id), eq(carts.type, 'labs')))
    await db.insert(labCartItemPatients).values({ cartId: labCart!.id, testId: 3, patientId: patient!.id })

    await t.f.services.auth.accounts.merge(survivor!.id, absorbed!.id)

    expect(await db.select().from(carts).where(eq(carts.userId, absorbed!.id))).toEqual([])
    const brief = await cart.pharmacyBrief(userOwner(survivor!.id))
    expect(brief.items.map((i) => [i.sku_id, i.quantity])).toEqual([
      [a, 20],
      [b2, 1],
    ])
    const labs = await cart.labsBrief(userOwner(survivor!.id))
    expect(labs.items).toMatchObject([{ id: 3, patient_ids: [patient!.id], patient_count: 1 }])
    const [moved] = await db.select().from(patients).where(eq(patients.id, patient!.id))
    expect(moved!.userId).toBe(survivor!.id)
  })
})

describe('lab lines and their patients', () => {
  test('patient_count is the number of patients chosen (1 before any); the bill counts each', async () => {
    const db = t.f.database.db
    const [u] = await db.insert(users).values({ name: 'Family', phone: '9300000002', phoneVerified: true }).returning()
    const owner = userOwner(u!.id)
    await t.f.services.cart.replaceLabs(owner, [5], null)
    const one = await t.f.services.cart.labsBrief(owner)
    expect(one.items[0]).toMatchObject({ patient_count: 1, patient_ids: [] })
    const people = await db
      .insert(patients)
      .values([
        { userId: u!.id, name: 'A' },
        { userId: u!.id, name: 'B' },
      ])
      .returning()
    await db.insert(labCartItemPatients).values(people.map((p) => ({ cartId: one.cart_id!, testId: 5, patientId: p.id })))
    const two = await t.f.services.cart.labsBrief(owner)
    expect(two.items[0]).toMatchObject({ patient_count: 2, patient_ids: people.map((p) => p.id) })
    expect(two.cart_value).toBeCloseTo(one.cart_value * 2, 2)
    // A replace that keeps the test keeps its patients; one that drops it drops them.
    await t.f.services.cart.replaceLabs(owner, [5, 6], null)
    expect((await t.f.services.cart.labsBrief(owner)).items[0]).toMatchObject({ id: 5, patient_count: 2 })
    await t.f.services.cart.replaceLabs(owner, [6], null)
    expect(await db.select().from(labCartItemPatients).where(eq(labCartItemPatients.cartId, one.cart_id!))).toEqual([])
  })

  test('migration 0006 moves lab lines kept in cart_items into lab_cart_items', async () => {
    const db = t.f.database.db as Db
    const [cart] = await db
      .insert(carts)
      .values({ visitorId: 'f'.repeat(32), type: 'labs' })
      .returning()
    await db.insert(cartItems).values({ cartId: cart!.id, skuId: 7, quantity: 1 })
    const migration = readFileSync(new URL('../../db/migrations/0006_cart_owners.sql', import.meta.url), 'utf8')
    const dataSteps = migration
      .split('--> statement-breakpoint')
      .map((s) => s.replace(/^\s*--.*$/gm, '').trim())
      .filter((s) => /^(INSERT|DELETE|UPDATE)/.test(s))
    expect(dataSteps).toHaveLength(6)
    for (const step of dataSteps) await db.execute(sql.raw(step))
    expect(await db.select().from(cartItems).where(eq(cartItems.cartId, cart!.id))).toEqual([])
    expect(await db.select({ testId: labCartItems.testId }).from(labCartItems).where(eq(labCartItems.cartId, cart!.id))).toEqual([
      { testId: 7 },
    ])
  })
})

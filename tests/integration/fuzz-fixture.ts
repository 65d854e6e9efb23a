import { and, eq } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { paise } from '../../core/money.ts'
import { addresses, carts, labCartItems, labs, labTests, users } from '../../server/db/schema.ts'
import { userOwner } from '../../server/modules/cart/owner.ts'
import type { TestGateway } from '../../server/modules/payments/gateway.ts'
import { phonePhoto, prescriptionPdf } from '../helpers/prescriptions-fixture.ts'
import { createApiFixture, type ApiFixture } from './app-fixture.ts'
import { expectClean } from './hostile.ts'
import { DELHI, stockedSkus } from './seed-customers.ts'
import {
  ambient,
  bodyOf,
  encode,
  expectAnswered,
  idempotencyKey,
  keyOf,
  pathOf,
  printable,
  queryOf,
  type Endpoint,
} from './fuzz-kit.ts'

// The fixture the endpoints are fuzzed against (fuzz-shop.int.test.ts, fuzz-labs-sign-in.int.test.ts; each file builds
// its own): a guest, and a signed-in customer with a session cookie and its CSRF token, so the calls that need an
// account get past the 401 to their validation; beside the hostile values, real ones made in beforeAll (an order, a
// full cart, a labs cart and its slots, patients, prescriptions, a payment attempt). And the test of each endpoint.

/** Runs per endpoint (each run one request); the whole table stays well under a minute on PGlite. */
const RUNS = 30

export let f: ApiFixture
export const customer = { userId: 0, cookie: '', csrf: '' }
/** Real values for the path parameters and fields, found or made in beforeAll, beside the hostile ones. */
export const samples = {
  addressIds: [] as string[],
  orderNumbers: [] as string[],
  prescriptionIds: [] as string[],
  fileIds: [] as string[],
  skuIds: [] as number[],
  labTestIds: [] as number[],
  /** The customer's patients and another account's (a 404), lab ids, their cities and slot ids (issue 11 §4). */
  patientIds: [] as string[],
  labIds: [] as string[],
  labCities: [] as string[],
  slotIds: [] as number[],
  /** What the customer's carts cost (paise): an expected_total that can place an order. */
  payable: [] as number[],
  /** Test-gateway attempts (the payment return's ids). */
  attempts: [] as string[],
  /** A failure of one of them as the test gateway signs it (error[metadata]): a return that fails the attempt. */
  declines: [] as string[],
}
let photo: Uint8Array
let pdf: Uint8Array

/** A signed-in account with a default address in New Delhi. */
export async function signedIn(fx: ApiFixture, phone: string) {
  const db = fx.database.db
  const [u] = await db.insert(users).values({ name: 'Fuzz Customer', phone, phoneVerified: true }).returning()
  const [a] = await db
    .insert(addresses)
    .values({
      userId: u!.id,
      recipientName: 'Fuzz Customer',
      phone,
      address: '12, Janpath Road, Connaught Place',
      pincode: DELHI.pincode,
      city: DELHI.city,
      state: DELHI.state,
      addressType: 'home',
      addressName: 'Home',
      isDefault: true,
    })
    .returning()
  const session = await fx.services.sessions.create(u!.id)
  const csrf = await fx.services.sessions.csrfToken({ sessionIdHash: session.idHash })
  return { userId: u!.id, addressId: a!.id, cookie: `sid=${session.token}`, csrf }
}

/** Fills the account's pharmacy cart (delivering to `addressId`) and returns what it costs. */
export async function fillCart(fx: ApiFixture, userId: number, addressId: number, skuIds: number[]): Promise<number> {
  const owner = userOwner(userId)
  for (const id of skuIds) await fx.services.cart.setQuantity(owner, id, 2)
  await fx.database.db
    .update(carts)
    .set({ addressId })
    .where(and(eq(carts.userId, userId), eq(carts.type, 'pharmacy')))
  return (await fx.services.cartDetails.read(owner, { city: DELHI.city, checkStock: true })).bill.payable
}

/** The bookable days (India) from today, as the slots endpoint takes them. */
export const slotDates = Array.from({ length: 8 }, (_, i) =>
  new Date(Date.now() + 5.5 * 3_600_000 + i * 86_400_000).toISOString().slice(0, 10),
)

/** Makes the fixture and its samples before the file's tests, and closes it after. */
export function useFuzzFixture() {
  beforeAll(async () => {
    f = await createApiFixture()
    const db = f.database.db
    const me = await signedIn(f, '7311000001')
    const other = await signedIn(f, '7311000002')
    Object.assign(customer, me)
    samples.addressIds = [String(me.addressId), String(other.addressId)]
    samples.skuIds = await stockedSkus(db, { limit: 4 })
    samples.labTestIds = (await db.select({ id: labTests.id }).from(labTests).limit(3)).map((t) => t.id)
    // Patients of both accounts, a labs cart of the customer's, and a day of slots at its lab (issue 11 §4).
    for (const [userId, name] of [
      [me.userId, 'Meera Fuzz'],
      [other.userId, 'Other Fuzz'],
    ] as const) {
      const p = await f.services.patients.create(userOwner(userId), { name, age: 30, gender: 'female', relation: 'spouse' })
      samples.patientIds.push(String(p.id))
    }
    const fuzzLabs = await db.select({ id: labs.id, cities: labs.cities }).from(labs).limit(2)
    samples.labIds = fuzzLabs.map((l) => String(l.id))
    samples.labCities = [...new Set(fuzzLabs.flatMap((l) => l.cities.slice(0, 2)))]
    const [labCart] = await db
      .insert(carts)
      .values({ userId: me.userId, type: 'labs', labId: fuzzLabs[0]!.id, city: fuzzLabs[0]!.cities[0]! })
      .returning({ id: carts.id })
    await db
      .insert(labCartItems)
      .values(samples.labTestIds.map((testId) => ({ cartId: labCart!.id, testId, labId: fuzzLabs[0]!.id })))
    const day = await f.services.labSlots.availability(fuzzLabs[0]!.id, fuzzLabs[0]!.cities[0]!, slotDates[1]!, {
      fasting: false,
      patients: 1,
    })
    samples.slotIds = day.slots.slice(0, 4).map((x) => x.id)
    // An order of the customer's (to cancel, move, …), then a full cart again (to place).
    const payable = await fillCart(f, me.userId, me.addressId, samples.skuIds.slice(0, 2))
    const placed = await f.services.orders.place(
      me.userId,
      { cartType: 'pharmacy', payment: 'cod', useWallet: false, expectedTotal: paise(payable) },
      'fuzz-setup-order-0001',
    )
    samples.orderNumbers = [placed.body.number, 'MW10000001', 'MW99999999']
    samples.payable = [await fillCart(f, me.userId, me.addressId, samples.skuIds.slice(2, 4))]
    // And a buy-now cart of one product (cart_type pharmacy_buy_now).
    await f.services.cart.buyNow(userOwner(me.userId), samples.skuIds[0]!, 1)
    const buyNow = await f.services.cartDetails.read(userOwner(me.userId), {
      city: DELHI.city,
      checkStock: true,
      cartType: 'pharmacy_buy_now',
    })
    samples.payable.push(buyNow.bill.payable)
    ;[photo, pdf] = await Promise.all([phonePhoto('jpeg'), prescriptionPdf()])
    for (const [userId, bytes, name] of [
      [me.userId, photo, 'rx.jpg'],
      [other.userId, pdf, 'rx.pdf'],
    ] as const) {
      const rx = await f.services.prescriptions.upload(userId, { patientName: 'Asha Verma', files: [{ name, bytes }] })
      samples.prescriptionIds.push(String(rx.id))
      samples.fileIds.push(String(rx.first_file_id))
    }
    const attempt = await f.services.payments.startRecharge(me.userId, paise(50_000))
    samples.attempts = [attempt.providerOrderId]
    const declined = await (f.services.payments.gateway() as TestGateway).decline(attempt.providerOrderId)
    samples.declines = [
      JSON.stringify({ order_id: declined.orderId, payment_id: declined.paymentId, signature: declined.signature }),
    ]
  })
  afterAll(() => f?.close())
}

// ---- Sending ----

type Who = 'guest' | 'customer'

/** One request as `who`: a guest goes through the fixture (a visitor and its CSRF token), a customer with its session. */
export function send(who: Who, path: string, init: RequestInit & { headers: Headers }): Promise<Response> {
  if (who === 'guest') return f.request(path, init)
  const headers = init.headers
  headers.set('cookie', [headers.get('cookie'), customer.cookie].filter(Boolean).join('; '))
  headers.set('x-csrf-token', customer.csrf)
  return Promise.resolve(f.app.request(path, init))
}

/** A /ppmc call's link headers: a live link (made afresh), none, or hostile values. */
const selfServeChoice = fc.oneof(
  { weight: 4, arbitrary: fc.constant<'live'>('live') },
  { weight: 1, arbitrary: fc.constant<'none'>('none') },
  { weight: 1, arbitrary: fc.tuple(printable, printable) },
)
async function selfServeHeadersOf(choice: 'live' | 'none' | [string, string]): Promise<Record<string, string>> {
  if (choice === 'none') return {}
  if (choice !== 'live') return { 'x-self-serve-token': choice[0], 'x-self-serve-uuid': choice[1] }
  const link = await f.services.corporateLabsDev.selfServeLink({ slug: 'acme', employee_code: 'ACM-1002' }, 'http://x')
  return { 'x-self-serve-token': new URL(link.url).searchParams.get('token')!, 'x-self-serve-uuid': link.uuid }
}

/** Each endpoint, sent random input as a guest and as the customer: never a 5xx, every refusal with a reason. */
export function fuzzEach(endpoints: Endpoint[]) {
  test.each(endpoints.map((e) => [keyOf(e), e] as const))('%s', async (_name, e) => {
    const customerStatuses = new Set<number>()
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom<Who>('guest', 'customer'),
        pathOf(e),
        queryOf(e.query),
        bodyOf(e.body, { photo, pdf }),
        ambient,
        e.idempotencyKey ? idempotencyKey : fc.constant(undefined),
        e.selfServe ? selfServeChoice : fc.constant(undefined),
        async (who, path, query, b, amb, key, link) => {
          const qs = query.map(([k, x]) => `${encode(k)}=${encode(x)}`).join('&')
          const headers = new Headers(b.extra)
          if (b.type !== null) headers.set('content-type', b.type)
          if (amb.city !== undefined) headers.set('cookie', `city=${amb.city}`)
          if (amb.xCity !== undefined) headers.set('x-city', amb.xCity)
          if (amb.requestId !== undefined) headers.set('x-request-id', amb.requestId)
          if (key !== undefined) headers.set('idempotency-key', key)
          if (link !== undefined) for (const [k, x] of Object.entries(await selfServeHeadersOf(link))) headers.set(k, x)
          const stop = new AbortController()
          const res = await send(who, qs ? `${path}?${qs}` : path, {
            method: e.method,
            headers,
            body: b.body,
            signal: stop.signal,
          })
          if (who === 'customer') customerStatuses.add(res.status)
          if (e.answer === 'redirect') return expectAnswered(res)
          if (e.answer === 'stream' && res.status === 200) {
            expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/)
            stop.abort()
            await res.body?.cancel()
            return
          }
          await expectClean(res)
        },
      ),
      { numRuns: e.runs ?? RUNS },
    )
    // The session got the customer past the sign-in and the CSRF check to the endpoint itself.
    expect(
      [...customerStatuses].filter((s) => s !== 401 && s !== 403),
      `statuses ${[...customerStatuses]}`,
    ).not.toEqual([])
  })
}

import { and, eq } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { GEODATA_SOURCE } from '../../core/addresses/geocode.ts'
import { paise } from '../../core/money.ts'
import { SEARCH_TYPES } from '../../core/constants.ts'
import { addresses, carts, labCartItems, labs, labTests, users } from '../../server/db/schema.ts'
import { userOwner } from '../../server/modules/cart/owner.ts'
import { ORDER_EVENTS } from '../../server/modules/orders/state-machine.ts'
import type { TestGateway } from '../../server/modules/payments/gateway.ts'
import { paymentSignature, webhookSignature } from '../../server/modules/payments/razorpay/signatures.ts'
import { EVENT_ID_HEADER, SIGNATURE_HEADER } from '../../server/modules/payments/razorpay/webhook.ts'
import { phonePhoto, prescriptionPdf } from '../helpers/prescriptions-fixture.ts'
import { pngClaiming } from '../helpers/test-files.ts'
import { startRazorpayFake, type RazorpayFake } from '../fakes/razorpay-fake.ts'
import { createApiFixture, type ApiFixture } from './app-fixture.ts'
import { expectClean, hostile } from './hostile.ts'
import { DELHI, stockedSkus } from './seed-customers.ts'

// The boundary takes anything a client can send: nothing may produce a 5xx, every 4xx carries a message. Every route
// the app registers under /pwa-api, and beside it the routes that take a browser's input (the payment return, the
// sign-in form, the development routes), is in ENDPOINTS and is sent random path parameters, query strings, headers
// and bodies, as a guest and as a signed-in customer (a session cookie and its CSRF token, so the calls that need an
// account get past the 401 to their validation). The guard below fails on a registered route that is in neither
// ENDPOINTS nor NOT_ENDPOINTS, so a new route cannot escape the fuzzing.

/** Runs per endpoint (each run one request); the whole table stays well under a minute on PGlite. */
const RUNS = 30

let f: ApiFixture
const customer = { userId: 0, cookie: '', csrf: '' }
/** Real values for the path parameters and fields, found or made in beforeAll, beside the hostile ones. */
const samples = {
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
async function signedIn(fx: ApiFixture, phone: string) {
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
async function fillCart(fx: ApiFixture, userId: number, addressId: number, skuIds: number[]): Promise<number> {
  const owner = userOwner(userId)
  for (const id of skuIds) await fx.services.cart.setQuantity(owner, id, 2)
  await fx.database.db
    .update(carts)
    .set({ addressId })
    .where(and(eq(carts.userId, userId), eq(carts.type, 'pharmacy')))
  return (await fx.services.cartDetails.read(owner, { city: DELHI.city, checkStock: true })).bill.payable
}

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

// ---- What is thrown at an endpoint ----

/** A value from samples (read when generated: they are made in beforeAll). */
const sample = <T>(pick: () => readonly T[]) => fc.constant(null).chain(() => fc.constantFrom(...pick()))
/** Header values: printable ASCII (anything else cannot be sent). */
const printable = hostile.map((s) => s.replace(/[^\x20-\x7e]/g, ''))
const good = <T extends readonly unknown[]>(...values: T) => fc.constantFrom<T[number]>(...values)
/**
 * Percent-encodes for a URL as a client may: a lone surrogate (which encodeURIComponent refuses) goes as the three
 * bytes of its invalid UTF-8 form ('%ED%A0%80'), for the server to cope with.
 */
function encode(s: string): string {
  let out = ''
  for (const ch of s) {
    const u = ch.codePointAt(0)!
    out +=
      u >= 0xd800 && u <= 0xdfff
        ? [0xe0 | (u >> 12), 0x80 | ((u >> 6) & 0x3f), 0x80 | (u & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('')
        : encodeURIComponent(ch)
  }
  return out
}
/** A generated value as a query or form field: strings as they are, anything else as JSON. */
const asText = (v: unknown): string => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''))
/** Path segments that are not encoded: broken percent-escapes, dot segments. */
const RAW_SEGMENTS = ['%', '%E0%A4%A', '%00', '%2F', '..', '.', '%2e%2e', ' ']

/** A field: values that pass its validation, and values near its limits that may not. */
interface Field {
  ok: fc.Arbitrary<unknown>
  near?: fc.Arbitrary<unknown>
}
type Fields = Record<string, Field>
const v = (ok: fc.Arbitrary<unknown>, ...near: unknown[]): Field => ({
  ok,
  near: near.length ? fc.constantFrom(...near) : undefined,
})
const LEFT_OUT = Symbol('left out')
/** Characters a database or a parser may choke on: NUL, other controls, lone surrogates, a BOM, bidi overrides. */
const NASTY = ['\u0000', '\u0007', '\u001b', '\u007f', '\u0085', '\ud800', '\udfff', '\ufeff', '\u202e', '\uffff']
/** A good value with a nasty character put in it (strings only; anything else as it is). */
const spoiled = (ok: fc.Arbitrary<unknown>) =>
  fc.tuple(ok, fc.nat(), fc.constantFrom(...NASTY)).map(([x, at, ch]) => {
    if (typeof x !== 'string') return x
    const i = at % (x.length + 1)
    return x.slice(0, i) + ch + x.slice(i)
  })
/** What replaces a field: a value near its limits, a good one spoiled, a hostile string, any JSON value, or nothing. */
const badValue = (field: Field) =>
  fc.oneof(
    ...(field.near ? [{ weight: 2, arbitrary: field.near }] : []),
    { weight: 1, arbitrary: spoiled(field.ok) },
    { weight: 2, arbitrary: hostile as fc.Arbitrary<unknown> },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) as fc.Arbitrary<unknown> },
    { weight: 1, arbitrary: fc.constant(LEFT_OUT) as fc.Arbitrary<unknown> },
  )
const withoutLeftOut = (o: Record<string, unknown>) => Object.fromEntries(Object.entries(o).filter(([, x]) => x !== LEFT_OUT))
/**
 * An input object: every field good (it reaches the service), one field made bad (that field's validation), or every
 * field at random.
 */
function objectOf(fields: Fields): fc.Arbitrary<Record<string, unknown>> {
  const keys = Object.keys(fields)
  if (!keys.length) return fc.constant({})
  const allGood = fc.record(Object.fromEntries(keys.map((k) => [k, fields[k]!.ok])))
  const oneBad = fc
    .constantFrom(...keys)
    .chain((bad) => fc.record(Object.fromEntries(keys.map((k) => [k, k === bad ? badValue(fields[k]!) : fields[k]!.ok]))))
  const random = fc.record(Object.fromEntries(keys.map((k) => [k, fc.oneof(fields[k]!.ok, badValue(fields[k]!))])))
  return fc
    .oneof({ weight: 4, arbitrary: allGood }, { weight: 4, arbitrary: oneBad }, { weight: 2, arbitrary: random })
    .map(withoutLeftOut)
}

type Body =
  /** A JSON object of these fields (see objectOf), or any other text; content types vary. */
  | { kind: 'json'; fields: Fields }
  /** The prescription upload: multipart with random files, names and content types. */
  | { kind: 'upload' }
  /** A form post (a page's form: the payment return, the sign-in without JavaScript). */
  | { kind: 'form'; fields: Fields }
  /** Bytes as they come (a webhook). */
  | { kind: 'raw' }

interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  /** The route as the app registers it (`app.routes`), `:name` for a path parameter. */
  route: string
  /** Each path parameter (see objectOf; sent encoded, or as a raw broken segment). */
  params?: Fields
  /** The query parameters it reads (see objectOf), beside unknown and repeated ones. */
  query?: Fields
  body?: Body
  /** Takes an Idempotency-Key header: it is fuzzed too. */
  idempotencyKey?: true
  /** More runs than RUNS, for the endpoints with the most to get right (their inputs must all be good to go through). */
  runs?: number
  /** json (the default): the one error body; stream: server-sent events; redirect: a browser's return (text or 303). */
  answer?: 'stream' | 'redirect'
}

const phone = v(good('9876543210', '7311000001', '7311000002', '6000000000'), '98765 43210', '+919876543210', '5876543210')
const email = v(good('asha@example.com', 'ASHA@EXAMPLE.COM'), 'as****@example.com', 'a@b', `${'a'.repeat(250)}@example.com`)
const otp = v(good('123456', '000000'), '1234567', '12345', ' 123456')
const flag = v(good(true, false), 'true', 'on', 0, 1, null)
const skuId = fc.oneof(
  { weight: 3, arbitrary: sample(() => samples.skuIds) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 2_147_483_647 }) },
)
const labTestId = fc.oneof(
  { weight: 3, arbitrary: sample(() => samples.labTestIds) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 2_147_483_647 }) },
)
const addressId = v(
  sample(() => samples.addressIds),
  '0',
  '1',
  '2147483648',
  '-1',
  '1.5',
  '1e3',
)
/** The bookable days (India) from today, as the slots endpoint takes them. */
const slotDates = Array.from({ length: 8 }, (_, i) =>
  new Date(Date.now() + 5.5 * 3_600_000 + i * 86_400_000).toISOString().slice(0, 10),
)
const patientId = v(
  sample(() => samples.patientIds),
  '0',
  '2147483648',
  '-1',
  '1.5',
  'x',
)
const patientFields: Fields = {
  name: v(good('Meera Sharma', 'Ravi K.'), '', 'Al', 'A'.repeat(101), 'Meera <b>'),
  age: v(good(0, 34, '61', 120), -1, 121, '1e2', 34.5, '34 years'),
  gender: v(good('male', 'female', 'OTHER'), 'unknown', ''),
  relation: v(good('child', 'parent', 'self', 'sibling'), 'cousin', ''),
}
const patientIdsArb = fc.array(
  fc.oneof(sample(() => samples.patientIds).map(Number), fc.integer({ min: 1, max: 2_147_483_647 })),
  {
    minLength: 1,
    maxLength: 3,
  },
)
const stepLines = v(
  fc.array(fc.record({ test_id: labTestId, patient_ids: patientIdsArb }), { maxLength: 3 }),
  [{ test_id: 1, patient_ids: [] }],
  [{ test_id: 1, patient_ids: [1, 2, 3, 4, 5, 6, 7] }],
  [{ test_id: '1', patient_ids: ['x'] }],
  [{}],
  Array.from({ length: 51 }, (_, i) => ({ test_id: i + 1, patient_ids: [1] })),
)
const slotId = v(
  fc.oneof(
    sample(() => samples.slotIds),
    fc.integer({ min: 1, max: 2_147_483_647 }),
  ),
  0,
  -1,
  '12',
  2_147_483_648,
)
const orderNumber = v(
  sample(() => samples.orderNumbers),
  'mw10000001',
  'MW1',
  `MW${'9'.repeat(30)}`,
)
const attempt = fc.oneof(
  sample(() => samples.attempts),
  good('order_Fuzz0000000001'),
)
const addressFields: Fields = {
  recipient_name: v(good('Asha Verma', 'Ravi Kumar'), 'R', 'A'.repeat(60), 'Asha 9'),
  phone,
  address: v(good('12, Janpath Road, Connaught Place'), 'short', 'x'.repeat(600)),
  landmark: v(good(null, '', 'Near the metro'), 'x'.repeat(300)),
  pincode: v(good('110001', '560001'), '999999', '11000', 110001, '110 001'),
  address_type: v(good('home', 'WORK', 'other'), 'office', ''),
  address_name: v(good('Home', 'Office'), '', 'x'.repeat(100)),
  street2: v(good(null, 'Block A'), 'x'.repeat(201)),
  street3: v(good(null, 'Sector 5'), 'x'.repeat(301)),
  geodata_latitude: v(good(28.63, '28.6', null), 91, -91, '28.6.1'),
  geodata_longitude: v(good(77.22, '77.2', null), 181, '1e2'),
  geodata_source: v(good(GEODATA_SOURCE, null), 'gps', ''),
  is_default: flag,
}
const callbackFields: Fields = {
  razorpay_order_id: v(attempt, 'order-1', 'x'.repeat(65)),
  razorpay_payment_id: v(good('pay_Fuzz0000000001'), 'pay 1'),
  razorpay_signature: v(good('0'.repeat(64)), 'f'.repeat(129)),
  'error[code]': v(good('BAD_REQUEST_ERROR')),
  'error[description]': v(good('Payment failed'), 'x'.repeat(501)),
  'error[metadata]': v(
    fc.oneof(
      attempt.map((a) => JSON.stringify({ order_id: a, payment_id: 'pay_Fuzz0000000001' })),
      sample(() => samples.declines),
    ),
    '{',
    '[]',
    'null',
    '{"order_id":{"$ne":1}}',
  ),
  'error[metadata][order_id]': v(attempt),
  'error[metadata][payment_id]': v(good('pay_Fuzz0000000001')),
  attempt: v(attempt, ''),
  back: v(good('/cart/payment', '/dashboard/cash?x=1'), '//evil.example', 'https://evil.example/', '/\\evil.example'),
}
const PHONE_EMAIL_ROUTES = [
  '/pwa-api/auth/phone/create_token_conflict_resolve',
  '/pwa-api/auth/phone/complete',
  '/pwa-api/auth/email/complete_login',
  '/pwa-api/auth/email/create_token_conflict',
  '/pwa-api/auth/email/create_token_merge',
]
const PHONE_EMAIL_CODE_ROUTES = [
  '/pwa-api/auth/phone/verify_token_conflict_resolve',
  '/pwa-api/auth/email/verify_token_conflict',
  '/pwa-api/auth/email/verify_phone_token',
  '/pwa-api/auth/email/verify_token_merge',
]

const ENDPOINTS: Endpoint[] = [
  // content, places, catalog, notify
  { method: 'GET', route: '/pwa-api/api/v4/footer-data' },
  { method: 'GET', route: '/pwa-api/api/v5/cities' },
  {
    method: 'GET',
    route: '/pwa-api/api/v4/city-serviceable',
    query: { city: v(good('New Delhi', 'Mumbai', 'Atlantis'), '', ' ') },
  },
  {
    method: 'GET',
    route: '/pwa-api/location/latlng/:coords',
    params: {
      coords: v(
        fc.oneof(
          good('28.6139,77.2090', '19.07,72.87', '0,0'),
          fc.tuple(fc.double({ min: -90, max: 90 }), fc.double({ min: -180, max: 180 })).map(([a, b]) => `${a},${b}`),
        ),
        '-91,0',
        '0,181',
        '28.6139',
        '1e3,2',
        '28.6139,77.2090,1',
        `${Number.MAX_VALUE},0`,
      ),
    },
  },
  {
    method: 'GET',
    route: '/pwa-api/api/v4/search/autocomplete',
    query: {
      q: v(good('para', 'dolo 650', 'a', ''), 'x'.repeat(201)),
      types: v(good(SEARCH_TYPES.join(','), 'sku', 'allopathy,,brand'), 'nope', ','),
      per_page: v(good('12', '1', '50'), '0', '51', '1.5'),
    },
  },
  { method: 'GET', route: '/pwa-api/api/v4/udp_tree' },
  { method: 'GET', route: '/pwa-api/openapi.json' },
  { method: 'POST', route: '/pwa-api/webservices/app-install-link', body: { kind: 'json', fields: { number: phone } } },
  // orders first, while the customer's cart is what beforeAll filled (issue 9 §7: placing carries an Idempotency-Key)
  {
    method: 'POST',
    route: '/pwa-api/api/v4/orders',
    idempotencyKey: true,
    runs: 60,
    body: {
      kind: 'json',
      fields: {
        cart_type: v(good('pharmacy', 'pharmacy_buy_now'), 'labs'),
        payment: v(good('cod', 'online', 'wallet'), 'card'),
        use_wallet: v(good(true, false, 'on'), 'yes'),
        expected_total: v(
          fc.oneof(
            sample(() => samples.payable),
            fc.nat(),
          ),
          -1,
          1e15,
          1.5,
          '1e3',
        ),
      },
    },
  },
  { method: 'GET', route: '/pwa-api/api/v4/orders', query: { page: v(good('1', '2', '1000'), '0', '1001', '1.5') } },
  {
    method: 'POST',
    route: '/pwa-api/api/v4/orders/:number/cancel',
    params: { number: orderNumber },
    body: { kind: 'json', fields: { reason: v(good('Ordered by mistake'), ' ', 'x'.repeat(201)) } },
  },
  // the cart
  {
    method: 'GET',
    route: '/pwa-api/api/v4/carts/details',
    query: {
      types: v(good('pharmacy'), 'labs'),
      response_type: v(good('brief', 'full'), 'FULL'),
      cart_oos: v(good('true', 'false'), 'yes'),
      city: v(good('New Delhi', 'Mumbai', 'Nowhere'), 'x'.repeat(81)),
    },
  },
  { method: 'GET', route: '/pwa-api/api/v4/carts/brief', query: { types: v(good('labs'), 'pharmacy') } },
  {
    method: 'POST',
    route: '/pwa-api/api/v4/carts/skus',
    runs: 40,
    body: {
      kind: 'json',
      fields: {
        skus: v(
          fc.array(fc.record({ sku_id: fc.oneof(skuId, skuId.map(String)), quantity: good(1, 2, 20, 'x', undefined) }), {
            minLength: 1,
            maxLength: 4,
          }),
          [],
          [{ sku_id: 0 }],
          [{ sku_id: 1, quantity: 21 }],
          [{ sku_id: 2_147_483_648 }],
          [{ sku_id: '1e3' }],
          Array.from({ length: 60 }, (_, i) => ({ sku_id: i + 1 })),
        ),
        types: v(good('pharmacy'), 'labs'),
        page_source: v(good('cart'), 'x'.repeat(65)),
        response_type: v(good('brief'), 'full'),
        is_recommendation_required: flag,
      },
    },
  },
  {
    method: 'PUT',
    route: '/pwa-api/api/v4/carts/replace',
    query: { types: v(good('labs'), 'pharmacy') },
    body: {
      kind: 'json',
      fields: {
        sku_ids: v(
          fc.array(fc.record({ test_id: fc.oneof(labTestId, labTestId.map(String)) }), { maxLength: 4 }),
          [{ test_id: 0 }],
          [{ test_id: -1 }],
          [{}],
          Array.from({ length: 60 }, (_, i) => ({ test_id: i + 1 })),
        ),
      },
    },
  },
  // prescriptions
  { method: 'POST', route: '/pwa-api/api/v4/prescriptions', body: { kind: 'upload' }, runs: 40 },
  { method: 'GET', route: '/pwa-api/api/v4/prescriptions' },
  {
    method: 'GET',
    route: '/pwa-api/api/v4/prescriptions/:id/files/:fileId',
    params: {
      id: v(
        sample(() => samples.prescriptionIds),
        '0',
        '99999999999',
        '2147483648',
      ),
      fileId: v(
        sample(() => samples.fileIds),
        '0',
        '2147483648',
      ),
    },
    query: { size: v(good('thumbnail', undefined), 'full') },
  },
  // payments and live updates
  { method: 'POST', route: '/pwa-api/payments/razorpay/webhook', body: { kind: 'raw' } },
  // Unconfigured here (a 404); signed bodies are fuzzed in server/modules/desk/courier.int.test.ts.
  { method: 'POST', route: '/pwa-api/courier/webhook', body: { kind: 'raw' } },
  {
    method: 'GET',
    route: '/pwa-api/server-side-event/subscribe',
    query: { topic: v(good('user:1', 'orders')) },
    answer: 'stream',
  },
  // addresses (the deleting ones last: they take the customer's addresses away)
  {
    method: 'GET',
    route: '/pwa-api/api/v4/pincodes/:pincode',
    params: { pincode: v(good('110001', '560001', '999999'), '11000', '1100011', '０１２３４５') },
  },
  { method: 'GET', route: '/pwa-api/api/v4/addresses' },
  { method: 'POST', route: '/pwa-api/api/v4/addresses', body: { kind: 'json', fields: addressFields }, runs: 40 },
  {
    method: 'PUT',
    route: '/pwa-api/api/v4/addresses/:id',
    params: { id: addressId },
    body: { kind: 'json', fields: addressFields },
  },
  { method: 'POST', route: '/pwa-api/api/v4/addresses/:id/default', params: { id: addressId } },
  { method: 'DELETE', route: '/pwa-api/api/v4/addresses/:id', params: { id: addressId } },
  // patients, lab slots and the patient step (issue 11 §4; the deleting one last)
  {
    method: 'GET',
    route: '/pwa-api/labs/slots',
    query: {
      lab_id: v(
        sample(() => samples.labIds),
        '0',
        '999999',
        'x',
        '2147483648',
      ),
      city: v(
        sample(() => samples.labCities),
        'Atlantis',
        '',
        'x'.repeat(61),
        'Mumbai%',
      ),
      date: v(good(...slotDates), '2026-02-30', 'tomorrow', '2026-1-1', '9999-12-31'),
      fasting: v(good('true', 'false'), 'yes', ''),
      patients: v(good('1', '3', '6'), '0', '7', '1.5'),
    },
  },
  { method: 'GET', route: '/pwa-api/api/v4/patients' },
  { method: 'POST', route: '/pwa-api/api/v4/patients', body: { kind: 'json', fields: patientFields } },
  {
    method: 'PUT',
    route: '/pwa-api/api/v4/patients/:id',
    params: { id: patientId },
    body: { kind: 'json', fields: patientFields },
  },
  { method: 'GET', route: '/pwa-api/labs/cart/patient-step', query: { cart_type: v(good('labs', 'cp_labs'), 'pharmacy', '') } },
  {
    method: 'PUT',
    route: '/pwa-api/labs/cart/patient-step',
    body: { kind: 'json', fields: { cart_type: v(good('labs', 'cp_labs'), 'pharmacy'), lines: stepLines, slot_id: slotId } },
    runs: 40,
  },
  // lab bookings (issue 11 §5): placing the labs cart (an Idempotency-Key), the account's bookings
  {
    method: 'POST',
    route: '/pwa-api/labs/bookings',
    idempotencyKey: true,
    runs: 40,
    body: {
      kind: 'json',
      fields: {
        cart_type: v(good('labs', 'cp_labs'), 'pharmacy'),
        address_id: addressId,
        payment: v(good('online', 'wallet'), 'cod'),
        use_wallet: v(good(true, false, 'on'), 'yes'),
        expected_total: v(fc.nat(), -1, 1e15, 1.5, '1e3'),
      },
    },
  },
  { method: 'GET', route: '/pwa-api/labs/bookings' },
  { method: 'GET', route: '/pwa-api/labs/bookings/:number', params: { number: orderNumber } },
  // a booking's reports (issue 11 §6): another account's and missing ones are 404s
  { method: 'GET', route: '/pwa-api/labs/bookings/:number/reports', params: { number: orderNumber } },
  {
    method: 'GET',
    route: '/pwa-api/labs/bookings/:number/reports/:patient_key',
    params: { number: orderNumber, patient_key: v(good('1', '2', '6'), '0', '7', '01', '1.0') },
  },
  // issue 11 §6: moving a booking to another slot
  {
    method: 'POST',
    route: '/pwa-api/labs/bookings/:number/reschedule',
    params: { number: orderNumber },
    body: { kind: 'json', fields: { slot_id: slotId } },
  },
  { method: 'DELETE', route: '/pwa-api/api/v4/patients/:id', params: { id: patientId } },
  // sign-in (spec 1 §7.2), single sign-on and Need Help
  { method: 'GET', route: '/pwa-api/auth/csrf-token' },
  {
    method: 'POST',
    route: '/pwa-api/auth/create_token',
    body: { kind: 'json', fields: { number: phone, is_doctor: flag, otp_on_call: flag } },
  },
  { method: 'POST', route: '/pwa-api/auth/create_token_email', body: { kind: 'json', fields: { email } } },
  {
    method: 'POST',
    route: '/pwa-api/auth/verify_token',
    body: { kind: 'json', fields: { number: phone, verification_token: otp } },
  },
  {
    method: 'POST',
    route: '/pwa-api/auth/verify_token_email',
    body: { kind: 'json', fields: { email, verification_token: otp, conflict: flag } },
  },
  {
    method: 'POST',
    route: '/pwa-api/auth/b2b/verify_token',
    body: { kind: 'json', fields: { number: phone, verification_token: otp, otp_on_call: flag } },
  },
  ...PHONE_EMAIL_ROUTES.map((route): Endpoint => ({
    method: 'POST',
    route,
    body: { kind: 'json', fields: { number: phone, email, otp_on_call: flag } },
  })),
  ...PHONE_EMAIL_CODE_ROUTES.map((route): Endpoint => ({
    method: 'POST',
    route,
    body: { kind: 'json', fields: { number: phone, email, verification_token: otp } },
  })),
  { method: 'GET', route: '/pwa-api/auth/merge_data', query: { number: phone, email } },
  {
    method: 'POST',
    route: '/pwa-api/auth/sso/code',
    body: {
      kind: 'json',
      fields: { code_challenge: v(good('A'.repeat(43), `${'b'.repeat(42)}-`), 'A'.repeat(42), '+'.repeat(43)) },
    },
  },
  {
    method: 'POST',
    route: '/pwa-api/auth/auto_login',
    body: {
      kind: 'json',
      fields: {
        code_verifier: v(good('v'.repeat(43), 'v'.repeat(128)), 'v'.repeat(129)),
        auth_code: v(good('c'.repeat(22)), 'c'),
      },
    },
  },
  { method: 'GET', route: '/pwa-api/auth/captcha-challenge' },
  {
    method: 'POST',
    route: '/pwa-api/auth/login-help',
    body: {
      kind: 'json',
      fields: {
        email,
        query: v(good('I cannot sign in'), 'x'.repeat(2001), '\u0000\u0007', ''),
        recaptcha_response_field: v(good('e30=', 'eyJ4IjoxfQ=='), 'x'.repeat(4097), ''),
      },
    },
  },
  // sign-in without JavaScript (decision 028): the popup's steps as page forms, answered with a 303 (or a 403 text)
  {
    method: 'POST',
    route: '/auth/sign-in',
    body: {
      kind: 'form',
      fields: {
        step: v(good('entry', 'otp', 'email', 'email-otp', 'phone', 'phone-otp', ''), 'nope'),
        login: v(good('9876543210', 'asha@example.com', '7311000001'), '98765', ''),
        phone,
        email,
        otp,
        is_doctor: v(good('', 'on')),
        channel: v(good('', 'sms', 'call', 'email'), 'fax'),
        listed: v(good('', 'as****@example.com')),
        back: v(good('/', '/cart', '/drugs/dolo-650-1'), '//evil.example', 'https://evil.example/', '/\\evil.example'),
        mode: v(good('Login', 'Signup')),
        followup: v(good('/cart/address-page', undefined), '//evil.example'),
        conflict: v(good('', '{"emails":["as****@example.com"]}'), '{', '[]'),
      },
    },
    answer: 'redirect',
  },
  // the payment's return from the gateway (a browser's redirect, outside /pwa-api) and the development routes
  { method: 'GET', route: '/order-payment/callback', query: callbackFields, answer: 'redirect' },
  { method: 'POST', route: '/order-payment/callback', body: { kind: 'form', fields: callbackFields }, answer: 'redirect' },
  { method: 'GET', route: '/__dev/outbox' },
  {
    method: 'POST',
    route: '/__dev/orders/:number/move',
    params: { number: orderNumber },
    body: { kind: 'json', fields: { event: v(good(...ORDER_EVENTS), 'teleport') } },
  },
]

/** Routes the app registers that are not endpoints of their own, each with why (the guard's allow-list). */
const NOT_ENDPOINTS: Record<string, string> = {
  'ALL /*': 'middleware of every request (request id, logs, compression, identity)',
  'ALL /pwa-api/*': "the API's CSRF middleware and its 'No such API' answer (fuzzed by the random paths below)",
  'ALL /ppmc/*': 'the same for the /ppmc prefix, which has no endpoints yet (fuzzed by the random paths below)',
  'ALL /pwa-api/api/v4/addresses': 'the address book’s sign-in middleware',
  'ALL /pwa-api/api/v4/addresses/*': 'the address book’s sign-in middleware',
  'ALL /pwa-api/api/v4/patients': 'the patients’ sign-in middleware',
  'ALL /pwa-api/api/v4/patients/*': 'the patients’ sign-in middleware',
  'GET /healthz': 'the load balancer’s probe, no input',
  'GET /logout': 'a page navigation (text or a redirect), not the API',
  'GET /hkadmin/logout': 'a page navigation (a redirect), not the API',
  'POST /cart/prescription': "the prescription page's upload limit (a page action; tests of the prescription page)",
  'POST /cart/prescription.data': 'the same, for the fetcher',
  'POST /pharmacy-buy-now/cart/prescription': 'the same, for the buy-now checkout',
  'POST /pharmacy-buy-now/cart/prescription.data': 'the same, for the buy-now fetcher',
  'POST /staff/labs/:number': "the labs desk's upload limit (a staff page's action; tests/integration/labs-desk.int.test.ts)",
}

const keyOf = (e: { method: string; route: string }) => `${e.method} ${e.route}`

// ---- Sending ----

type Who = 'guest' | 'customer'

/** One request as `who`: a guest goes through the fixture (a visitor and its CSRF token), a customer with its session. */
function send(who: Who, path: string, init: RequestInit & { headers: Headers }): Promise<Response> {
  if (who === 'guest') return f.request(path, init)
  const headers = init.headers
  headers.set('cookie', [headers.get('cookie'), customer.cookie].filter(Boolean).join('; '))
  headers.set('x-csrf-token', customer.csrf)
  return Promise.resolve(f.app.request(path, init))
}

/** Below 500; a refusal says why (page forms and the gateway's return answer a browser: a redirect or a text). */
async function expectAnswered(res: Response): Promise<void> {
  expect(res.status, `status ${res.status}`).toBeLessThan(500)
  const text = await res.text()
  if (res.status >= 400) expect(text.trim().length, `a ${res.status} without a reason`).toBeGreaterThan(0)
  // Only ever back to our own pages: a path, never another site ('//evil.example', '/\\evil.example').
  if (res.status >= 300 && res.status < 400) expect(res.headers.get('location')).toMatch(/^\/(?![/\\])/)
}

/** An object's fields as query or form pairs (a field left undefined is not sent). */
const pairsOf = (o: Record<string, unknown>): Array<[string, string]> =>
  Object.entries(o)
    .filter(([, x]) => x !== undefined)
    .map(([k, x]) => [k, asText(x)])
/** The query parameters of `fields` (see objectOf), then unknown, repeated and prototype-named ones. */
const queryOf = (fields: Fields = {}) =>
  fc
    .tuple(
      objectOf(fields),
      fc.array(fc.tuple(fc.constantFrom('x', '__proto__', 'constructor', ...Object.keys(fields)), hostile), { maxLength: 2 }),
    )
    .map(([o, extra]) => [...pairsOf(o), ...extra])

/** A JSON object of `fields`, sometimes with a "__proto__" member; or any other text. */
const jsonBody = (fields: Fields) =>
  fc.oneof(
    { weight: 6, arbitrary: objectOf(fields).map((o) => JSON.stringify(o)) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(objectOf(fields), fc.jsonValue({ maxDepth: 2 }))
        .map(([o, x]) =>
          JSON.stringify(o).replace(/^\{/, `{"__proto__":${JSON.stringify(x)}${Object.keys(o).length ? ',' : ''}`),
        ),
    },
    { weight: 1, arbitrary: hostile },
    { weight: 1, arbitrary: fc.json() },
    {
      weight: 1,
      arbitrary: fc.anything().map((x) => {
        try {
          return JSON.stringify(x) ?? 'null'
        } catch {
          return '{}'
        }
      }),
    },
  )
const jsonType = fc.oneof(
  { weight: 12, arbitrary: fc.constant('application/json') },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      'application/json; charset=utf-8',
      'APPLICATION/JSON',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data',
      '',
    ),
  },
  { weight: 1, arbitrary: printable },
)

type Sent = { body?: BodyInit; type: string | null; extra?: Record<string, string> }

/** The prescription upload: real photos and PDFs, random and broken bytes, hostile names and content types. */
function uploadBody(): fc.Arbitrary<Sent> {
  const real = fc.constantFrom('photo', 'pdf').map((k) => (k === 'photo' ? photo : pdf))
  const bytes = fc.oneof(
    real,
    fc.uint8Array({ maxLength: 2048 }),
    fc.nat().map((n) => pdf.subarray(0, n % pdf.length)),
    fc.nat().map((n) => photo.subarray(0, n % photo.length)),
    fc.constant(pngClaiming(60_000, 60_000)),
    fc.uint8Array({ maxLength: 256 }).map((b) => new Uint8Array([...new TextEncoder().encode('%PDF-1.7\n'), ...b])),
  )
  const name = fc.oneof(good('rx.jpg', 'scan.pdf', '', '../../etc/passwd', 'CON', 'a'.repeat(300), 'x.png\u0000.exe'), hostile)
  const type = fc.oneof(
    good('image/jpeg', 'image/png', 'application/pdf', 'text/html', 'image/svg+xml', 'application/octet-stream', ''),
    printable,
  )
  const file = (content: fc.Arbitrary<Uint8Array>) =>
    fc.record({ content, name, type }).map((p) => new File([p.content as Uint8Array<ArrayBuffer>], p.name, { type: p.type }))
  const toForm = (patient: string | undefined, parts: Array<[string, string | File]>): Sent => {
    const data = new FormData()
    if (patient !== undefined) data.append('patient_name', patient)
    for (const [key, value] of parts) data.append(key, value)
    return { body: data, type: null }
  }
  // A patient and one or two real files under any names and types (the bytes decide): it reaches the upload rules.
  const valid = fc
    .tuple(good('Asha Verma', 'Ravi Kumar'), fc.array(file(real), { minLength: 1, maxLength: 2 }))
    .map(([patient, files]) =>
      toForm(
        patient,
        files.map((x): [string, File] => ['prescription', x]),
      ),
    )
  const random = fc
    .tuple(
      fc.option(fc.oneof(good('Asha Verma'), hostile), { nil: undefined }),
      fc.array(
        fc.tuple(
          fc.constantFrom('prescription', 'prescription', 'patient_name', 'x'),
          fc.oneof({ weight: 4, arbitrary: file(bytes) as fc.Arbitrary<string | File> }, { weight: 1, arbitrary: hostile }),
        ),
        { maxLength: 7 },
      ),
    )
    .map(([patient, parts]) => toForm(patient, parts))
  const raw = fc.record({
    body: hostile as fc.Arbitrary<BodyInit>,
    type: fc.constantFrom(
      'multipart/form-data',
      'multipart/form-data; boundary=b',
      'multipart/form-data; boundary=',
      'application/json',
    ) as fc.Arbitrary<string | null>,
  })
  return fc.oneof({ weight: 3, arbitrary: valid }, { weight: 4, arbitrary: random }, { weight: 1, arbitrary: raw })
}

/** A body and its content type (null: the one the body sets itself, as FormData does). */
function bodyOf(body: Body | undefined): fc.Arbitrary<Sent> {
  if (!body) return fc.constant({ type: null })
  switch (body.kind) {
    case 'json':
      return fc.record({ body: jsonBody(body.fields), type: jsonType })
    case 'upload':
      return uploadBody()
    case 'form':
      return fc.oneof(
        {
          weight: 4,
          arbitrary: objectOf(body.fields).map((o): Sent => ({
            body: new URLSearchParams(pairsOf(o)).toString(),
            type: 'application/x-www-form-urlencoded',
          })),
        },
        { weight: 1, arbitrary: fc.record({ body: hostile as fc.Arbitrary<BodyInit>, type: jsonType }) },
      )
    case 'raw':
      return fc.record({
        body: fc.oneof(
          jsonBody({ event: v(good('payment.captured', 'order.paid')), entity: v(good('event')) }) as fc.Arbitrary<BodyInit>,
          fc.uint8Array() as fc.Arbitrary<BodyInit>,
        ),
        type: jsonType,
        extra: fc.record({ [SIGNATURE_HEADER]: printable, [EVENT_ID_HEADER]: printable }, { requiredKeys: [] }),
      })
  }
}

/** The path with each `:name` filled (see objectOf; a parameter left out is an empty segment), or a raw broken one. */
function pathOf(e: Endpoint): fc.Arbitrary<string> {
  const names = [...e.route.matchAll(/:(\w+)/g)].map((m) => m[1]!)
  if (!names.length) return fc.constant(e.route)
  const api = /^\/(pwa-api|ppmc)\//.test(e.route)
  const segment = (x: unknown) => (x === undefined ? '' : encode(asText(x)))
  const params = objectOf(Object.fromEntries(names.map((n) => [n, e.params?.[n] ?? v(hostile)])))
  // [the parameters, the one sent as a raw segment (or null)]
  const raw = fc
    .constantFrom(...names)
    .chain((n) => fc.tuple(params, fc.constantFrom(...RAW_SEGMENTS)).map(([o, r]) => [{ ...o, [n]: r }, n] as const))
  return (
    fc
      .oneof({ weight: 5, arbitrary: params.map((o) => [o, null] as const) }, { weight: 1, arbitrary: raw })
      .map(([o, rawName]) => e.route.replace(/:(\w+)/g, (_, n: string) => (n === rawName ? String(o[n]) : segment(o[n]))))
      // Outside the API prefixes an empty or dot segment leaves the route for a path only the pages answer (their 404
      // page; this fixture has no pages, so Hono's bare 404 text): there, every parameter is a segment of its own.
      .filter(
        (path) =>
          api ||
          !path
            .split('/')
            .slice(1)
            .some((x) => x === '' || /^(\.|%2e)+$/i.test(x)),
      )
  )
}

/** What any request may carry beside its own input: a city cookie and header, a request id. */
const ambient = fc.record(
  {
    city: hostile.map(encode),
    xCity: printable,
    requestId: printable,
  },
  { requiredKeys: [] },
)

const idempotencyKey = fc.oneof(
  { weight: 5, arbitrary: fc.oneof(fc.uuid(), good('fuzz-key-0001', 'fuzz-setup-order-0001', 'k'.repeat(128))) },
  { weight: 1, arbitrary: printable.map((k) => k.slice(0, 300)) },
  { weight: 1, arbitrary: good('k'.repeat(129), 'short', 'key with spaces', undefined) },
)

describe('fuzzing every endpoint', () => {
  test.each(ENDPOINTS.map((e) => [keyOf(e), e] as const))('%s', async (_name, e) => {
    const customerStatuses = new Set<number>()
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom<Who>('guest', 'customer'),
        pathOf(e),
        queryOf(e.query),
        bodyOf(e.body),
        ambient,
        e.idempotencyKey ? idempotencyKey : fc.constant(undefined),
        async (who, path, query, b, amb, key) => {
          const qs = query.map(([k, x]) => `${encode(k)}=${encode(x)}`).join('&')
          const headers = new Headers(b.extra)
          if (b.type !== null) headers.set('content-type', b.type)
          if (amb.city !== undefined) headers.set('cookie', `city=${amb.city}`)
          if (amb.xCity !== undefined) headers.set('x-city', amb.xCity)
          if (amb.requestId !== undefined) headers.set('x-request-id', amb.requestId)
          if (key !== undefined) headers.set('idempotency-key', key)
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

  test('random paths under the API prefixes and random coordinates', async () => {
    await fc.assert(
      fc.asyncProperty(hostile, hostile, fc.constantFrom('/pwa-api', '/ppmc'), async (a, b, prefix) => {
        await expectClean(await f.request(`/pwa-api/location/latlng/${encode(a)},${encode(b)}`))
        await expectClean(await f.request(`${prefix}/${encode(a)}/${encode(b)}`))
        await expectClean(await f.request(`${prefix}/${encode(a)}`, { method: 'POST', body: b }))
      }),
      { numRuns: 60 },
    )
  })

  test('other methods on every API path', async () => {
    const api = ENDPOINTS.filter((e) => e.route.startsWith('/pwa-api/'))
    const taken = new Set(ENDPOINTS.map(keyOf))
    // HEAD is answered as GET without the body (Hono): its refusals cannot carry a message, only a status.
    for (const method of ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD']) {
      for (const e of api) {
        if (taken.has(keyOf({ method: method === 'HEAD' ? 'GET' : method, route: e.route }))) continue
        const path = e.route.replace(/:(\w+)/g, '1')
        for (const who of ['guest', 'customer'] as const) {
          const res = await send(who, path, { method, headers: new Headers() })
          expect(res.status, `${who}: ${method} ${path}`).toBeGreaterThanOrEqual(400)
          expect(res.status, `${who}: ${method} ${path}`).toBeLessThan(500)
          if (method !== 'HEAD') await expectClean(res)
        }
      }
    }
  })
})

describe('every route is fuzzed', () => {
  test('each route the app registers is in ENDPOINTS or said not to be an endpoint', () => {
    const registered = new Set(f.app.routes.map((r) => keyOf({ method: r.method, route: r.path })))
    const table = new Set(ENDPOINTS.map(keyOf))
    const missing = [...registered].filter((k) => !table.has(k) && !(k in NOT_ENDPOINTS))
    expect(missing, 'routes the fuzz table does not cover: add them to ENDPOINTS').toEqual([])
    const stale = [...table, ...Object.keys(NOT_ENDPOINTS)].filter((k) => !registered.has(k))
    expect(stale, 'entries for routes the app no longer registers').toEqual([])
    expect(table.size, 'an endpoint is listed twice').toBe(ENDPOINTS.length)
  })
})

// ---- Razorpay: the webhook and the return with a configured gateway (the local fake of Razorpay) ----

describe('Razorpay configured', () => {
  let rz: ApiFixture
  let fake: RazorpayFake
  /** The gateway's orders of our attempts (an order's and a recharge's), and what each is for. */
  const attempts: Array<{ id: string; amount: number }> = []
  let failure = { order_id: '', payment_id: '' }
  beforeAll(async () => {
    fake = await startRazorpayFake()
    rz = await createApiFixture({
      config: {
        RAZORPAY_KEY_ID: fake.keyId,
        RAZORPAY_KEY_SECRET: fake.keySecret,
        RAZORPAY_WEBHOOK_SECRET: fake.webhookSecret,
        RAZORPAY_BASE_URL: fake.baseUrl,
      },
    })
    const me = await signedIn(rz, '7311000003')
    const payable = await fillCart(rz, me.userId, me.addressId, await stockedSkus(rz.database.db, { limit: 2 }))
    const placed = await rz.services.orders.place(
      me.userId,
      { cartType: 'pharmacy', payment: 'online', useWallet: false, expectedTotal: paise(payable) },
      'fuzz-setup-online-0001',
    )
    for (const a of [
      await rz.services.payments.start(me.userId, placed.body.number),
      await rz.services.payments.startRecharge(me.userId, paise(50_000)),
    ]) {
      attempts.push({ id: a.providerOrderId, amount: a.amount })
    }
    // A payment that really failed at Razorpay: its return is checked with the fake and fails the recharge.
    failure = fake.pay(attempts[1]!.id, { outcome: 'failure' }).error.metadata
  })
  afterAll(async () => {
    await rz?.close()
    await fake?.close()
  })

  const gatewayOrder = fc.oneof(
    { weight: 4, arbitrary: sample(() => attempts.map((a) => a.id)) },
    { weight: 1, arbitrary: good('order_Unknown000001') },
  )
  const money = fc.oneof(
    { weight: 4, arbitrary: sample(() => attempts.map((a) => a.amount)) },
    { weight: 1, arbitrary: fc.nat(10_000_000) },
  )
  const paymentId = good('pay_Fuzz0000000001', 'pay_Fuzz0000000002')
  const notes = v(
    fc.dictionary(fc.string({ maxLength: 8 }), fc.oneof(fc.string(), fc.integer(), fc.constant(null)), { maxKeys: 3 }),
    [],
    [1],
  )
  const payment: Fields = {
    id: v(paymentId, ''),
    entity: v(good('payment'), 'order'),
    amount: v(money, -1, 1.5, '100'),
    currency: v(good('INR')),
    status: v(good('created', 'authorized', 'captured', 'refunded', 'failed'), 'paid'),
    order_id: v(gatewayOrder, null),
    method: v(good('upi', null)),
    amount_refunded: v(good(0), -1),
    captured: v(fc.boolean(), 'yes'),
    notes,
    error_description: v(good(null, 'Payment failed')),
    created_at: v(fc.nat(), -1),
  }
  const order: Fields = {
    id: v(gatewayOrder, ''),
    entity: v(good('order')),
    amount: v(money, -1),
    amount_paid: v(money),
    amount_due: v(good(0)),
    currency: v(good('INR')),
    receipt: v(good('MW10000001', null)),
    status: v(good('created', 'attempted', 'paid'), 'done'),
    attempts: v(fc.nat(5), -1),
    notes,
    created_at: v(fc.nat()),
  }
  const refund: Fields = {
    id: v(good('rfnd_Fuzz000000001'), ''),
    entity: v(good('refund')),
    amount: v(money, -1),
    payment_id: v(paymentId, ''),
    status: v(good('pending', 'processed', 'failed'), 'done'),
    notes,
    created_at: v(fc.nat()),
  }
  const entity = (fields: Fields) => objectOf(fields).map((o) => ({ entity: o }))
  const event = objectOf({
    entity: v(good('event'), 'events'),
    account_id: v(good('acc_Fuzz'), 1),
    event: v(
      good('payment.authorized', 'payment.captured', 'payment.failed', 'order.paid', 'refund.processed', 'refund.failed'),
      'payment.dispute.created',
      '',
    ),
    contains: v(good(['payment'], ['payment', 'order'], ['refund', 'payment'])),
    payload: v(fc.record({ payment: entity(payment), order: entity(order), refund: entity(refund) }), {}, []),
    created_at: v(fc.nat(), -1, 1.5),
  })

  test('POST /pwa-api/payments/razorpay/webhook: any body, signed or not', async () => {
    const body = fc.oneof(
      { weight: 6, arbitrary: event.map((e) => JSON.stringify(e)) },
      { weight: 1, arbitrary: fc.oneof(hostile, fc.json()) },
      // Deeper than any recursive walk of the parsed body could go.
      { weight: 1, arbitrary: fc.constant(`{"payload":${'['.repeat(100_000)}${']'.repeat(100_000)}}`) },
    )
    // 'sign': the body's true signature (so the body itself is read); else a wrong one, or none.
    const signature = fc.oneof(
      { weight: 6, arbitrary: fc.constant('sign') },
      { weight: 1, arbitrary: fc.oneof(printable, good('0'.repeat(64), 'F'.repeat(64))) },
      { weight: 1, arbitrary: fc.constant(undefined) },
    )
    const eventId = fc.oneof(
      { weight: 6, arbitrary: fc.oneof(fc.uuid(), good('evt_Fuzz000000001')) },
      { weight: 1, arbitrary: printable },
      { weight: 1, arbitrary: fc.constant(undefined) },
    )
    await fc.assert(
      fc.asyncProperty(body, signature, eventId, jsonType, async (b, sig, id, type) => {
        const headers = new Headers({ 'content-type': type })
        if (sig !== undefined) headers.set(SIGNATURE_HEADER, sig === 'sign' ? webhookSignature(b, fake.webhookSecret) : sig)
        if (id !== undefined) headers.set(EVENT_ID_HEADER, id)
        const res = await rz.app.request('/pwa-api/payments/razorpay/webhook', { method: 'POST', headers, body: b })
        const answer = await expectClean(res)
        if (res.status === 200) expect(['applied', 'duplicate', 'ignored']).toContain(answer?.status)
      }),
      { numRuns: 150 },
    )
  })

  test('/order-payment/callback: any return, signed or not', async () => {
    const fields = objectOf({
      ...callbackFields,
      razorpay_order_id: v(gatewayOrder, 'order-1', 'x'.repeat(65)),
      razorpay_payment_id: v(paymentId, 'pay 1'),
      'error[metadata][order_id]': v(gatewayOrder),
      'error[metadata][payment_id]': v(
        fc.oneof(
          paymentId,
          sample(() => [failure.payment_id]),
        ),
      ),
      'error[metadata]': v(
        sample(() => [JSON.stringify(failure)]),
        '{',
        'null',
      ),
      attempt: v(gatewayOrder, ''),
    })
    await fc.assert(
      fc.asyncProperty(fields, fc.boolean(), fc.constantFrom('GET', 'POST'), async (o, sign, method) => {
        const form = Object.fromEntries(pairsOf(o))
        // The true signature of the ids sent (the success path), or whatever was generated.
        if (sign && form.razorpay_order_id && form.razorpay_payment_id) {
          form.razorpay_signature = paymentSignature(form.razorpay_order_id, form.razorpay_payment_id, fake.keySecret)
        }
        const encoded = new URLSearchParams(form).toString()
        const res =
          method === 'GET'
            ? await rz.app.request(`/order-payment/callback?${encoded}`)
            : await rz.app.request('/order-payment/callback', {
                method: 'POST',
                headers: { 'content-type': 'application/x-www-form-urlencoded' },
                body: encoded,
              })
        await expectAnswered(res)
      }),
      { numRuns: 100 },
    )
  })
})

describe('production mode', () => {
  test('has no development outbox', async () => {
    const prod = await createApiFixture({ production: true })
    try {
      const res = await prod.request('/__dev/outbox')
      expect(res.status).toBe(404)
    } finally {
      await prod.close()
    }
  })
})

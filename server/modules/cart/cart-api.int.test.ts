import { asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createApp } from '../../app.ts'
import { labOffers, labs, labTests, products } from '../../db/schema.ts'
import { createLogger } from '../../lib/logger.ts'
import { MAX_QUANTITY_PER_SKU } from './service.ts'
import { createApiFixture, type ApiFixture } from '../../../tests/integration/app-fixture.ts'
import { formatPaise, paise } from '../../../core/money.ts'

// spec 1 §7.1, spec 2 §3 and §7: guest carts keyed by the VISITOR-ID cookie, in the spec's brief shapes.

let f: ApiFixture
type Product = { id: number; name: string; mrpPaise: number; pricePaise: number }
type LabTest = typeof labTests.$inferSelect
let drugs: Product[]
let tests: LabTest[]
let labRows: { id: number; name: string; cities: string[]; ratingTenths: number }[]
let offers: (typeof labOffers.$inferSelect)[]

beforeAll(async () => {
  f = await createApiFixture()
  const db = f.database.db
  drugs = await db
    .select({ id: products.id, name: products.name, mrpPaise: products.mrpPaise, pricePaise: products.pricePaise })
    .from(products)
    .where(eq(products.synthetic, false))
    .orderBy(asc(products.id))
    .limit(4)
  tests = await db.select().from(labTests).orderBy(asc(labTests.id)).limit(3)
  labRows = await db
    .select({ id: labs.id, name: labs.name, cities: labs.cities, ratingTenths: labs.ratingTenths })
    .from(labs)
    .orderBy(asc(labs.id))
  offers = await db.select().from(labOffers)
})
afterAll(() => f?.close())

let n = 0
/** A fresh, well-formed visitor id per test: every test has a cart of its own. */
const visitor = () => (++n).toString(16).padStart(8, '0') + 'c0ffee00'.repeat(3)
const cookie = (id: string, extra = '') => ({ cookie: `VISITOR-ID=${id}${extra}` })

const PHARMACY_BRIEF = '/pwa-api/api/v4/carts/details?types=pharmacy&response_type=brief&cart_oos=true&city=New%20Delhi'
const LABS_BRIEF = '/pwa-api/api/v4/carts/brief?types=labs'
const LABS_REPLACE = '/pwa-api/api/v4/carts/replace?types=labs'

function add(id: string | null, skus: unknown[], extra: Record<string, unknown> = {}) {
  return f.json('/pwa-api/api/v4/carts/skus', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(id ? cookie(id) : {}) },
    body: JSON.stringify({
      skus,
      types: 'pharmacy',
      page_source: 'health_rec',
      response_type: 'brief',
      is_recommendation_required: true,
      ...extra,
    }),
  })
}
const replaceLabs = (id: string, testIds: unknown[], headers: Record<string, string> = {}) =>
  f.json(LABS_REPLACE, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', ...cookie(id), ...headers },
    body: JSON.stringify({ sku_ids: testIds.map((t) => ({ test_id: t })) }),
  })

describe('POST /pwa-api/api/v4/carts/skus (spec 2 §3 cart add payload)', () => {
  test('adds and answers the pharmacy brief field by field, in rupees', async () => {
    const id = visitor()
    const [a, b] = drugs
    const { status, body } = await add(id, [
      { sku_id: a!.id, quantity: 2 },
      { sku_id: b!.id, quantity: 1 },
    ])
    expect(status).toBe(200)
    expect(body.is_success).toBe(true)
    const d = body.data
    expect(Object.keys(d).sort()).toEqual(
      ['care_plan_header', 'cart_id', 'items', 'to_be_paid', 'total_amount', 'total_quantity'].sort(),
    )
    expect(d.items).toEqual([
      { sku_id: a!.id, quantity: 2, sku_name: a!.name },
      { sku_id: b!.id, quantity: 1, sku_name: b!.name },
    ])
    expect(d.total_quantity).toBe(3)
    expect(d.to_be_paid).toBe((a!.pricePaise * 2 + b!.pricePaise) / 100)
    expect(d.total_amount).toBe((a!.mrpPaise * 2 + b!.mrpPaise) / 100)
    expect(d.cart_id).toEqual(expect.any(Number))
    // issue 23: what the cheapest plan (5 % off each line, free delivery below ₹499) would save on these lines.
    const itemTotal = a!.pricePaise * 2 + b!.pricePaise
    const saving =
      Math.floor((a!.pricePaise * 2 * 5) / 100) + Math.floor((b!.pricePaise * 5) / 100) + (itemTotal < 49_900 ? 4_900 : 0)
    expect(d.care_plan_header).toEqual({
      text: `Save ${formatPaise(paise(saving))} on this cart with Care Plan`,
      is_member: false,
      saving: saving / 100,
      url: '/subscription-plan/subscriptions',
    })
    // The read answers the same brief.
    expect((await f.json(PHARMACY_BRIEF, { headers: cookie(id) })).body).toEqual(body)
  })

  test('adding again increments; lines keep the order they were first added in', async () => {
    const id = visitor()
    const [a, b] = drugs
    await add(id, [{ sku_id: a!.id, quantity: 1 }])
    await add(id, [{ sku_id: b!.id, quantity: 1 }])
    const { body } = await add(id, [{ sku_id: a!.id, quantity: 3 }])
    expect(body.data.items.map((i: { sku_id: number; quantity: number }) => [i.sku_id, i.quantity])).toEqual([
      [a!.id, 4],
      [b!.id, 1],
    ])
    expect(body.data.total_quantity).toBe(5)
  })

  test.each([
    ['missing', {}],
    ['a string', { quantity: '3' }],
    ['null', { quantity: null }],
  ])('quantity %s defaults to 1 (spec 2 §5)', async (_label, extra) => {
    const { status, body } = await add(visitor(), [{ sku_id: drugs[0]!.id, ...extra }])
    expect(status).toBe(200)
    expect(body.data.items[0].quantity).toBe(1)
  })

  test('duplicate lines in one payload are summed; a numeric string sku_id is accepted', async () => {
    const { body } = await add(visitor(), [
      { sku_id: String(drugs[0]!.id), quantity: 2 },
      { sku_id: drugs[0]!.id, quantity: 3 },
    ])
    expect(body.data.items).toEqual([{ sku_id: drugs[0]!.id, quantity: 5, sku_name: drugs[0]!.name }])
  })

  test(`caps a SKU at ${MAX_QUANTITY_PER_SKU}, says so, and changes nothing`, async () => {
    const id = visitor()
    const [a, b] = drugs
    expect((await add(id, [{ sku_id: a!.id, quantity: MAX_QUANTITY_PER_SKU }])).status).toBe(200)
    const over = await add(id, [
      { sku_id: b!.id, quantity: 1 },
      { sku_id: a!.id, quantity: 1 },
    ])
    expect(over.status).toBe(400)
    expect(over.body.message).toBe(`You can add at most ${MAX_QUANTITY_PER_SKU} of ${a!.name} to your cart (you have 20)`)
    const after = await f.json(PHARMACY_BRIEF, { headers: cookie(id) })
    expect(after.body.data.items).toEqual([{ sku_id: a!.id, quantity: MAX_QUANTITY_PER_SKU, sku_name: a!.name }])
    const tooMany = await add(visitor(), [{ sku_id: a!.id, quantity: MAX_QUANTITY_PER_SKU + 1 }])
    expect(tooMany.status).toBe(400)
    expect(tooMany.body.message).toMatch(/at most 20/)
  })

  test.each([
    ['unknown sku', [{ sku_id: 999_999_999, quantity: 1 }], 404, 'No product with id 999999999'],
    ['zero quantity', [{ sku_id: 1, quantity: 0 }], 400, 'skus.0.quantity: quantity must be at least 1'],
    ['fractional quantity', [{ sku_id: 1, quantity: 1.5 }], 400, 'skus.0.quantity: quantity must be a whole number'],
    ['negative sku', [{ sku_id: -4, quantity: 1 }], 400, /sku_id/],
    ['no skus', [], 400, 'skus: skus must name at least one item'],
  ])('%s → %i with a message', async (_label, skus, status, message) => {
    const res = await add(visitor(), skus)
    expect(res.status).toBe(status)
    expect(res.body.message).toMatch(message)
  })

  test('wrong types or response_type is a 400', async () => {
    const a = await add(visitor(), [{ sku_id: drugs[0]!.id }], { types: 'labs' })
    expect(a).toMatchObject({ status: 400, body: { message: "types: types must be 'pharmacy'" } })
    const b = await add(visitor(), [{ sku_id: drugs[0]!.id }], { response_type: 'full' })
    expect(b.status).toBe(400)
  })

  test('a write without a visitor cookie has no CSRF binding: 403; auth/csrf-token mints the cookie and its token', async () => {
    const body = JSON.stringify({ skus: [{ sku_id: drugs[0]!.id, quantity: 1 }] })
    const headers = { 'content-type': 'application/json', 'x-csrf-token': 'anything' }
    const refused = await f.app.request('/pwa-api/api/v4/carts/skus', { method: 'POST', headers, body })
    expect(refused.status).toBe(403)
    const token = await f.app.request('/pwa-api/auth/csrf-token')
    const set = token.headers.get('set-cookie') ?? ''
    const minted = /VISITOR-ID=([0-9a-f]{32})/.exec(set)?.[1]
    expect(minted).toBeDefined()
    expect(set).toMatch(/Path=\//)
    expect(set).toMatch(/SameSite=Lax/)
    expect(set).not.toMatch(/HttpOnly/i)
    const { csrf_token } = (await token.json()) as { csrf_token: string }
    const added = await f.app.request('/pwa-api/api/v4/carts/skus', {
      method: 'POST',
      headers: { ...headers, 'x-csrf-token': csrf_token, cookie: `VISITOR-ID=${minted}` },
      body,
    })
    expect(added.status).toBe(200)
    const brief = await f.json(PHARMACY_BRIEF, { headers: cookie(minted!) })
    expect(brief.body.data.total_quantity).toBe(1)
  })
})

describe('GET /pwa-api/api/v4/carts/details?types=pharmacy&response_type=brief', () => {
  test('a visitor without a cart, or no visitor at all, gets a valid empty brief', async () => {
    const empty = {
      is_success: true,
      data: { items: [], to_be_paid: 0, total_quantity: 0, cart_id: null, total_amount: 0, care_plan_header: null },
    }
    expect(await f.json(PHARMACY_BRIEF, { headers: cookie(visitor()) })).toMatchObject({ status: 200, body: empty })
    expect(await f.json(PHARMACY_BRIEF)).toMatchObject({ status: 200, body: empty })
  })

  test('two visitors have separate carts', async () => {
    const [one, two] = [visitor(), visitor()]
    await add(one, [{ sku_id: drugs[0]!.id, quantity: 2 }])
    await add(two, [{ sku_id: drugs[1]!.id, quantity: 1 }])
    const a = (await f.json(PHARMACY_BRIEF, { headers: cookie(one) })).body.data
    const b = (await f.json(PHARMACY_BRIEF, { headers: cookie(two) })).body.data
    expect(a.items.map((i: { sku_id: number }) => i.sku_id)).toEqual([drugs[0]!.id])
    expect(b.items.map((i: { sku_id: number }) => i.sku_id)).toEqual([drugs[1]!.id])
    expect(a.cart_id).not.toBe(b.cart_id)
  })

  test('the x-visitor-id header finds the cart when there is no cookie; a malformed one is a 400', async () => {
    const id = visitor()
    await add(id, [{ sku_id: drugs[0]!.id, quantity: 1 }])
    const viaHeader = await f.json(PHARMACY_BRIEF, { headers: { 'x-visitor-id': id } })
    expect(viaHeader.body.data.total_quantity).toBe(1)
    const bad = await f.json(PHARMACY_BRIEF, { headers: { 'x-visitor-id': 'not-an-id' } })
    expect(bad).toMatchObject({ status: 400, body: { message: 'x-visitor-id: expected 32 hexadecimal characters' } })
  })

  test('a malformed cookie counts as no visitor', async () => {
    const res = await f.json(PHARMACY_BRIEF, { headers: { cookie: 'VISITOR-ID=%27%20or%201%3D1' } })
    expect(res).toMatchObject({ status: 200, body: { data: { cart_id: null } } })
  })

  test.each([
    ['/pwa-api/api/v4/carts/details', /types/],
    ['/pwa-api/api/v4/carts/details?types=doctors', /types/],
    // issue 11 §3: the labs cart answers in full only (its brief is GET carts/brief?types=labs).
    ['/pwa-api/api/v4/carts/details?types=labs&response_type=brief', /response_type/],
    ['/pwa-api/api/v4/carts/details?types=pharmacy&response_type=detailed', /response_type/],
    ['/pwa-api/api/v4/carts/details?types=pharmacy&cart_oos=maybe', /cart_oos/],
  ])('%s → 400', async (path, message) => {
    const res = await f.json(path)
    expect(res.status).toBe(400)
    expect(res.body.message).toMatch(message)
  })
})

describe('labs cart: PUT carts/replace?types=labs and GET carts/brief?types=labs', () => {
  test('an empty labs brief before anything is added', async () => {
    expect(await f.json(LABS_BRIEF, { headers: cookie(visitor()) })).toMatchObject({
      status: 200,
      body: {
        is_success: true,
        data: { items: [], cart_count: 0, cart_id: null, lab_id: null, cart_value: 0, category: '', is_partial_cart: false },
      },
    })
  })

  test('a city cookie that is not a city name (a NUL, encoded twice: found by the fuzz suite) is ignored, not a 500', async () => {
    const id = visitor()
    for (const city of ['%2500', '%250A', '%25ED%25A0%2580']) {
      const res = await replaceLabs(id, [], { cookie: `VISITOR-ID=${id}; city=${city}` })
      expect(res.status).toBe(200)
      const details = await f.json(PHARMACY_BRIEF.replace('&city=New%20Delhi', ''), {
        headers: { cookie: `VISITOR-ID=${id}; city=${city}` },
      })
      expect(details.status).toBe(200)
    }
  })

  test('replace answers is_success and data, and the brief shows the tests field by field', async () => {
    const id = visitor()
    const [t1, t2] = tests
    // issue 11 §3: not every lab does every test; the cart goes to the lab in the city doing both at the lowest total
    // (ties: rating, then id), and each line costs what that lab charges (lab_offers).
    const at = (labId: number, testId: number) => offers.find((o) => o.labId === labId && o.testId === testId)
    const [mumbaiLab] = labRows
      .filter((l) => l.cities.includes('Mumbai') && at(l.id, t1!.id) && at(l.id, t2!.id))
      .map((l) => ({ ...l, total: at(l.id, t1!.id)!.pricePaise + at(l.id, t2!.id)!.pricePaise }))
      .sort((a, b) => a.total - b.total || b.ratingTenths - a.ratingTenths || a.id - b.id)
    const o1 = at(mumbaiLab!.id, t1!.id)!
    const o2 = at(mumbaiLab!.id, t2!.id)!
    const res = await replaceLabs(id, [t1!.id, t2!.id], { cookie: `VISITOR-ID=${id}; city=Mumbai` })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({
      is_success: true,
      data: {
        analytics_data: {
          test_ids: [t1!.id, t2!.id],
          test_names: [t1!.name, t2!.name],
          cart_value: (o1.pricePaise + o2.pricePaise) / 100,
          lab_name: mumbaiLab!.name,
        },
        is_partial_cart: false,
        lab_id: mumbaiLab!.id,
        lab_name: mumbaiLab!.name,
      },
    })
    const { body } = await f.json(LABS_BRIEF, { headers: cookie(id) })
    const d = body.data
    expect(d.cart_count).toBe(2)
    expect(d.lab_id).toBe(mumbaiLab!.id)
    expect(d.cart_id).toEqual(expect.any(Number))
    expect(d.cart_value).toBe((o1.pricePaise + o2.pricePaise) / 100)
    expect(d.category).toBe(t1!.category.toLowerCase())
    expect(d.is_partial_cart).toBe(false)
    const item = d.items[0]
    expect(Object.keys(item).sort()).toEqual(
      [
        'heading',
        'icon_url',
        'id',
        'mix_panel_data',
        'patient_count',
        'patient_ids',
        'price',
        'recommendation_type',
        'sub_heading',
      ].sort(),
    )
    expect(item).toMatchObject({
      id: t1!.id,
      heading: t1!.name,
      sub_heading: expect.any(String),
      icon_url: expect.stringMatching(/^\//),
      price: {
        mrp: o1.mrpPaise / 100,
        discounted_price: o1.pricePaise / 100,
        discount_percent: Math.floor(((o1.mrpPaise - o1.pricePaise) * 100) / o1.mrpPaise),
      },
      patient_count: 1,
      patient_ids: [],
      recommendation_type: null,
      mix_panel_data: { test_id: t1!.id, test_name: t1!.name },
    })
  })

  test('replace replaces: the cart holds exactly the new list; an empty list empties it', async () => {
    const id = visitor()
    await replaceLabs(id, [tests[0]!.id, tests[1]!.id])
    await replaceLabs(id, [tests[2]!.id, tests[2]!.id])
    const after = (await f.json(LABS_BRIEF, { headers: cookie(id) })).body.data
    expect(after.items.map((i: { id: number }) => i.id)).toEqual([tests[2]!.id])
    const emptied = await replaceLabs(id, [])
    expect(emptied.body.data).toMatchObject({ lab_id: null, lab_name: null })
    expect((await f.json(LABS_BRIEF, { headers: cookie(id) })).body.data.cart_count).toBe(0)
  })

  test('labs and pharmacy carts of one visitor are separate', async () => {
    const id = visitor()
    await replaceLabs(id, [tests[0]!.id])
    await add(id, [{ sku_id: drugs[0]!.id, quantity: 1 }])
    expect((await f.json(LABS_BRIEF, { headers: cookie(id) })).body.data.cart_count).toBe(1)
    expect((await f.json(PHARMACY_BRIEF, { headers: cookie(id) })).body.data.items).toHaveLength(1)
  })

  test('an unknown test is a 404 and leaves the cart as it was; bad input is a 400', async () => {
    const id = visitor()
    await replaceLabs(id, [tests[0]!.id])
    const unknown = await replaceLabs(id, [tests[1]!.id, 999_999])
    expect(unknown).toMatchObject({ status: 404, body: { message: 'No lab test with id 999999' } })
    expect((await f.json(LABS_BRIEF, { headers: cookie(id) })).body.data.items[0].id).toBe(tests[0]!.id)
    expect((await replaceLabs(id, ['abc'])).status).toBe(400)
    const noTypes = await f.json('/pwa-api/api/v4/carts/replace', {
      method: 'PUT',
      headers: { 'content-type': 'application/json', ...cookie(id) },
      body: JSON.stringify({ sku_ids: [] }),
    })
    expect(noTypes.status).toBe(400)
    expect((await f.json('/pwa-api/api/v4/carts/brief?types=pharmacy')).status).toBe(400)
  })
})

describe('the VISITOR-ID cookie on page responses', () => {
  const page = async () => new Response('<!doctype html><title>t</title>', { headers: { 'content-type': 'text/html' } })
  const appWithPages = () => createApp({ services: f.services, logger: createLogger('silent'), production: false, pages: page })

  test('is set when missing: 128 random bits, readable by scripts, Lax, Path=/, a year; Secure over https', async () => {
    const app = appWithPages()
    const plain = (await app.request('http://shop.test/')).headers.get('set-cookie') ?? ''
    expect(plain).toMatch(/^VISITOR-ID=[0-9a-f]{32};/)
    expect(plain).toMatch(/Max-Age=31536000/)
    expect(plain).toMatch(/Path=\//)
    expect(plain).toMatch(/SameSite=Lax/)
    expect(plain).not.toMatch(/HttpOnly|Secure/i)
    const secure = await app.request('http://shop.test/', { headers: { 'x-forwarded-proto': 'https' } })
    expect(secure.headers.get('set-cookie')).toMatch(/Secure/)
    const other = (await app.request('http://shop.test/')).headers.get('set-cookie')
    expect(other).not.toBe(plain)
  })

  test('is kept when valid, replaced when malformed, and not set on API answers', async () => {
    const app = appWithPages()
    expect((await app.request('/', { headers: cookie(visitor()) })).headers.get('set-cookie')).toBeNull()
    expect((await app.request('/', { headers: { cookie: 'VISITOR-ID=xyz' } })).headers.get('set-cookie')).toMatch(
      /VISITOR-ID=[0-9a-f]{32}/,
    )
    expect((await app.request(PHARMACY_BRIEF)).headers.get('set-cookie')).toBeNull()
  })
})

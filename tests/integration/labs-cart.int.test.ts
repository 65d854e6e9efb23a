import { and, asc, eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { cartAction } from '../../app/cart/cart-action.server.ts'
import { LabsDetailsAnswerSchema, LabsReplaceAnswerSchema } from '../../contracts/cart.ts'
import { createApiFixture, type ApiFixture } from './app-fixture.ts'
import { pageContext } from './shop.ts'
import { EXCLUSIVE_TESTS } from '../../server/db/seed-data/lab-catalog.ts'
import { carts, labCartItems, labOffers, labs, labTests } from '../../server/db/schema.ts'
import { formatPaise, paise } from '../../core/money.ts'
import { visitorOwner } from '../../server/modules/cart/owner.ts'
import { createCartService } from '../../server/modules/cart/service.ts'

// issue 11 §3: the labs cart priced per lab (lab_offers), the lab chosen as the one doing every test at the lowest
// total in the city, the add-test dialog when the cart's lab does not offer a test, a partial cart kept at two labs,
// the replace switching labs, and the full response (list_tests_cart, bill_summary with the collection fee).

let f: ApiFixture
type Lab = { id: number; name: string; ratingTenths: number; cities: string[] }
type Offer = { labId: number; testId: number; mrpPaise: number; pricePaise: number }
let allLabs: Lab[]
let offers: Offer[]
let testIds: Map<string, number>
const nameOf = (id: number) => [...testIds].find(([, v]) => v === id)![0]

beforeAll(async () => {
  f = await createApiFixture()
  const db = f.database.db
  allLabs = await db
    .select({ id: labs.id, name: labs.name, ratingTenths: labs.ratingTenths, cities: labs.cities })
    .from(labs)
    .orderBy(asc(labs.id))
  offers = await db.select().from(labOffers)
  testIds = new Map((await db.select({ id: labTests.id, name: labTests.name }).from(labTests)).map((t) => [t.name, t.id]))
})
afterAll(() => f?.close())

/** Written apart from labs-rules.ts: the labs in the city offering every test, cheapest total, rating, id. */
function cheapest(ids: number[], city: string, weights: Record<number, number> = {}) {
  const ranked = allLabs
    .filter((l) => l.cities.includes(city))
    .map((l) => {
      const at = ids.map((id) => offers.find((o) => o.labId === l.id && o.testId === id))
      if (at.some((o) => !o)) return null
      return { lab: l, total: at.reduce((n, o) => n + o!.pricePaise * (weights[o!.testId] ?? 1), 0) }
    })
    .filter((x): x is { lab: Lab; total: number } => x !== null)
    .sort((a, b) => a.total - b.total || b.lab.ratingTenths - a.lab.ratingTenths || a.lab.id - b.lab.id)
  return ranked[0] ?? null
}
const offerOf = (labId: number, testId: number) => offers.find((o) => o.labId === labId && o.testId === testId)!
const labNamed = (name: string) => allLabs.find((l) => l.name === name)!
const id = (name: string) => testIds.get(name)!

const HLA = 'HLA-B27' // Metropolis Healthcare only
const DRUG_ALLERGY = 'Allergy Panel - Drugs' // SRL Diagnostics only

/** A test Metropolis offers whose cheapest lab in Mumbai is another one (so adding HLA-B27 asks). */
function commonTestElsewhere(city = 'Mumbai') {
  const metropolis = labNamed(EXCLUSIVE_TESTS[HLA]!)
  for (const [name, testId] of [...testIds].sort((a, b) => a[1] - b[1])) {
    if (EXCLUSIVE_TESTS[name] || !offerOf(metropolis.id, testId)) continue
    const best = cheapest([testId], city)
    if (best && best.lab.id !== metropolis.id) return { name, testId, lab: best.lab }
  }
  throw new Error('no such test in the sample data')
}

let n = 0
const visitor = () => (++n).toString(16).padStart(8, '0') + 'ab1ca27'.padEnd(24, '0')
const headers = (v: string, city = 'Mumbai') => ({ cookie: `VISITOR-ID=${v}; city=${encodeURIComponent(city)}` })
const replace = (v: string, ids: number[], city = 'Mumbai') =>
  f.json('/pwa-api/api/v4/carts/replace?types=labs', {
    method: 'PUT',
    headers: { 'content-type': 'application/json', ...headers(v, city) },
    body: JSON.stringify({ sku_ids: ids.map((test_id) => ({ test_id })) }),
  })
const brief = async (v: string) => (await f.json('/pwa-api/api/v4/carts/brief?types=labs', { headers: headers(v) })).body.data
const details = (v: string) => f.json('/pwa-api/api/v4/carts/details?types=labs&response_type=full', { headers: headers(v) })

/** The cart action as a page sends it (a fetcher, or with redirectTo a form without JavaScript). */
async function act(v: string, fields: Record<string, string | number>, city = 'Mumbai') {
  const request = new Request('http://localhost/cart', {
    method: 'POST',
    headers: { cookie: `city=${encodeURIComponent(city)}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(Object.entries(fields).map(([k, val]) => [k, String(val)])),
  })
  let answer: unknown
  try {
    answer = await cartAction(request, pageContext(f, visitorOwner(v)))
  } catch (thrown) {
    answer = thrown
  }
  if (answer instanceof Response) return { status: answer.status, location: answer.headers.get('location'), data: null }
  const d = answer as { data: any; init: ResponseInit | null }
  return { status: d.init?.status ?? 200, location: null, data: d.data }
}

describe('replace (PUT carts/replace?types=labs): the lab that does every test, cheapest in the city', () => {
  test('one common test goes to its cheapest lab; adding an exclusive test switches the cart to the lab that has it', async () => {
    const v = visitor()
    const common = commonTestElsewhere()
    const first = await replace(v, [common.testId])
    expect(first.status).toBe(200)
    expect(first.body.data).toMatchObject({ lab_id: common.lab.id, lab_name: common.lab.name, is_partial_cart: false })

    const metropolis = labNamed(EXCLUSIVE_TESTS[HLA]!)
    const res = await replace(v, [common.testId, id(HLA)])
    expect(res.status).toBe(200)
    LabsReplaceAnswerSchema.parse(res.body)
    const expected = offerOf(metropolis.id, common.testId).pricePaise + offerOf(metropolis.id, id(HLA)).pricePaise
    expect(res.body).toEqual({
      is_success: true,
      data: {
        analytics_data: {
          test_ids: [common.testId, id(HLA)],
          test_names: [common.name, HLA],
          cart_value: expected / 100,
          lab_name: metropolis.name,
        },
        is_partial_cart: false,
        lab_id: metropolis.id,
        lab_name: metropolis.name,
      },
    })
    const b = await brief(v)
    expect(b).toMatchObject({ lab_id: metropolis.id, cart_count: 2, cart_value: expected / 100, is_partial_cart: false })
    // Each line at the chosen lab's own price, not the reference price.
    const o = offerOf(metropolis.id, common.testId)
    expect(b.items[0].price).toEqual({
      mrp: o.mrpPaise / 100,
      discounted_price: o.pricePaise / 100,
      discount_percent: Math.floor(((o.mrpPaise - o.pricePaise) * 100) / o.mrpPaise),
    })
  })

  test('the cheapest lab is chosen among those collecting in the city, by the total of all tests', async () => {
    const v = visitor()
    const ids = [...testIds.values()].filter((t) => !EXCLUSIVE_TESTS[nameOf(t)]).slice(0, 3)
    const best = cheapest(ids, 'Chandigarh')!
    const res = await replace(v, ids, 'Chandigarh')
    expect(res.body.data).toMatchObject({ lab_id: best.lab.id, lab_name: best.lab.name })
    expect(best.lab.cities).toContain('Chandigarh')
    expect(res.body.data.analytics_data.cart_value).toBe(best.total / 100)
  })

  test('no lab does them all: 409 with a message, and the cart as it was', async () => {
    const v = visitor()
    await replace(v, [id(HLA)])
    const res = await replace(v, [id(HLA), id(DRUG_ALLERGY)])
    expect(res).toMatchObject({
      status: 409,
      body: { code: 'no_lab_does_all', message: 'No single lab in Mumbai does all these tests' },
    })
    expect((await brief(v)).items.map((i: { id: number }) => i.id)).toEqual([id(HLA)])
  })

  test('a test no lab in the city offers, and a city no lab collects in: 4xx with a message', async () => {
    const v = visitor()
    // Metropolis (the only lab with HLA-B27) does not collect in Chandigarh.
    expect(labNamed(EXCLUSIVE_TESTS[HLA]!).cities).not.toContain('Chandigarh')
    expect(await replace(v, [id(HLA)], 'Chandigarh')).toMatchObject({
      status: 409,
      body: { code: 'test_not_offered', message: `No lab collects samples for ${HLA} in Chandigarh yet` },
    })
    expect(await replace(v, [id(HLA)], 'Atlantis')).toMatchObject({
      status: 422,
      body: { message: 'We do not collect samples in Atlantis yet' },
    })
    expect((await brief(v)).cart_count).toBe(0)
  })

  test('a lab change forgets the chosen slot (a slot belongs to one lab); the same lab keeps it', async () => {
    const v = visitor()
    const common = commonTestElsewhere()
    await replace(v, [common.testId])
    const [cart] = await f.database.db.select().from(carts).where(eq(carts.visitorId, v))
    await f.database.db.update(carts).set({ labSlotId: 424242 }).where(eq(carts.id, cart!.id))
    await replace(v, [common.testId])
    expect((await f.database.db.select().from(carts).where(eq(carts.id, cart!.id)))[0]!.labSlotId).toBe(424242)
    await replace(v, [common.testId, id(HLA)])
    expect((await f.database.db.select().from(carts).where(eq(carts.id, cart!.id)))[0]!.labSlotId).toBeNull()
  })
})

describe('adding a test (intent add-lab-test) and the add-test dialog (spec 2 §3)', () => {
  test('a test the cart’s lab offers is added there', async () => {
    const v = visitor()
    const common = commonTestElsewhere()
    const other = [...testIds.values()].find(
      (t) => t !== common.testId && !EXCLUSIVE_TESTS[nameOf(t)] && offerOf(common.lab.id, t),
    )!
    expect((await act(v, { intent: 'add-lab-test', test_id: common.testId })).data).toMatchObject({
      ok: true,
      labs: { lab_id: common.lab.id },
    })
    const added = await act(v, { intent: 'add-lab-test', test_id: other })
    expect(added.data).toMatchObject({
      ok: true,
      intent: 'add-lab-test',
      labs: { lab_id: common.lab.id, is_partial_cart: false },
    })
    expect((await brief(v)).items.map((i: { id: number }) => i.id)).toEqual([common.testId, other])
  })

  test('a test it does not offer: the dialog naming the lab that does all, with the new total; nothing changes', async () => {
    const v = visitor()
    const common = commonTestElsewhere()
    await replace(v, [common.testId])
    const metropolis = labNamed(EXCLUSIVE_TESTS[HLA]!)
    const answer = await act(v, { intent: 'add-lab-test', test_id: id(HLA) })
    expect(answer.status).toBe(200)
    const total = offerOf(metropolis.id, common.testId).pricePaise + offerOf(metropolis.id, id(HLA)).pricePaise
    expect(answer.data).toMatchObject({ ok: true, intent: 'add-lab-test', labs: null })
    expect(answer.data.dialog).toEqual({
      type: 'switch_lab',
      header: `${common.lab.name} does not do ${HLA}`,
      description: expect.stringContaining(`${metropolis.name} does all 2 of your tests, for ₹`),
      icon: expect.stringMatching(/^\//),
      confirm_cta: { text: `Move to ${metropolis.name}` },
      cancel_cta: { text: `Book it at ${metropolis.name}` },
      test_id: id(HLA),
      test_name: HLA,
      current_lab: { lab_id: common.lab.id, lab_name: common.lab.name },
      switch_to: {
        lab_id: metropolis.id,
        lab_name: metropolis.name,
        cart_value: total / 100,
        test_ids: [common.testId, id(HLA)],
      },
      keep_at: { lab_id: metropolis.id, lab_name: metropolis.name, price: offerOf(metropolis.id, id(HLA)).pricePaise / 100 },
    })
    expect((await brief(v)).items.map((i: { id: number }) => i.id)).toEqual([common.testId])

    // Confirm: the replace with the dialog's test ids moves the cart.
    const moved = await replace(v, answer.data.dialog.switch_to.test_ids)
    expect(moved.body.data).toMatchObject({ lab_id: metropolis.id, lab_name: metropolis.name, is_partial_cart: false })
  })

  test('without JavaScript the add goes to the labs cart page showing the choice', async () => {
    const v = visitor()
    const common = commonTestElsewhere()
    await replace(v, [common.testId])
    const answer = await act(v, { intent: 'add-lab-test', test_id: id(HLA), redirectTo: '/labs' })
    expect(answer).toMatchObject({ status: 303, location: `/labs/cart?choose=${id(HLA)}` })
    const dialog = await f.services.cart.labAddDialog(visitorOwner(v), id(HLA), 'Mumbai')
    expect(dialog?.type).toBe('switch_lab')
  })

  test('no lab does them all: the dialog says so and only offers keeping it partial', async () => {
    const v = visitor()
    await replace(v, [id(HLA)])
    const srl = labNamed(EXCLUSIVE_TESTS[DRUG_ALLERGY]!)
    const { data } = await act(v, { intent: 'add-lab-test', test_id: id(DRUG_ALLERGY) })
    expect(data.dialog).toMatchObject({
      type: 'no_lab_does_all',
      description: expect.stringContaining('No lab in Mumbai does all your tests'),
      confirm_cta: null,
      cancel_cta: { text: `Book it at ${srl.name}` },
      switch_to: null,
      keep_at: { lab_id: srl.id, lab_name: srl.name },
    })
  })

  test('cancel keeps the cart’s lab and books the test at the cheapest lab offering it: a partial cart, priced per lab', async () => {
    const v = visitor()
    const metropolis = labNamed(EXCLUSIVE_TESTS[HLA]!)
    const srl = labNamed(EXCLUSIVE_TESTS[DRUG_ALLERGY]!)
    await replace(v, [id(HLA)])
    const kept = await act(v, { intent: 'keep-lab-test', test_id: id(DRUG_ALLERGY) })
    expect(kept.data).toMatchObject({
      ok: true,
      intent: 'keep-lab-test',
      labs: { lab_id: metropolis.id, lab_name: metropolis.name, is_partial_cart: true },
      notice: `Added ${DRUG_ALLERGY}: your tests are now at two labs`,
    })
    const b = await brief(v)
    const hla = offerOf(metropolis.id, id(HLA))
    const drugs = offerOf(srl.id, id(DRUG_ALLERGY))
    expect(b).toMatchObject({
      lab_id: metropolis.id,
      is_partial_cart: true,
      cart_value: (hla.pricePaise + drugs.pricePaise) / 100,
    })
    expect(b.items.map((i: { price: { discounted_price: number } }) => i.price.discounted_price)).toEqual([
      hla.pricePaise / 100,
      drugs.pricePaise / 100,
    ])
    const lines = await f.database.db
      .select({ testId: labCartItems.testId, labId: labCartItems.labId })
      .from(labCartItems)
      .innerJoin(carts, eq(carts.id, labCartItems.cartId))
      .where(and(eq(carts.visitorId, v), inArray(labCartItems.testId, [id(HLA), id(DRUG_ALLERGY)])))
    expect(new Map(lines.map((l) => [l.testId, l.labId]))).toEqual(
      new Map([
        [id(HLA), metropolis.id],
        [id(DRUG_ALLERGY), srl.id],
      ]),
    )

    const full = await details(v)
    expect(full.body.data).toMatchObject({
      is_partial_cart: true,
      lab_id: metropolis.id,
      labs: [
        { lab_id: metropolis.id, lab_name: metropolis.name, test_ids: [id(HLA)], amount: hla.pricePaise / 100 },
        { lab_id: srl.id, lab_name: srl.name, test_ids: [id(DRUG_ALLERGY)], amount: drugs.pricePaise / 100 },
      ],
    })
    expect(full.body.data.widgets[0].items.map((i: { lab_id: number }) => i.lab_id)).toEqual([metropolis.id, srl.id])

    // Removing the cart lab's only test leaves one lab: it becomes the cart's, no longer partial.
    expect((await act(v, { intent: 'remove-lab-test', test_id: id(HLA) })).data).toMatchObject({ ok: true })
    expect(await brief(v)).toMatchObject({ lab_id: srl.id, is_partial_cart: false, cart_count: 1 })
  })

  test('a test no lab in the city offers is a 422 with a message; an unknown one a 404', async () => {
    const v = visitor()
    const refused = await act(v, { intent: 'add-lab-test', test_id: id(HLA) }, 'Chandigarh')
    expect(refused).toMatchObject({
      status: 422,
      data: { ok: false, message: `No lab collects samples for ${HLA} in Chandigarh yet`, field: 'test_id' },
    })
    expect((await act(v, { intent: 'add-lab-test', test_id: 999_999 })).status).toBe(404)
  })
})

describe('the full response (GET carts/details?types=labs&response_type=full)', () => {
  test('empty: the widgets with nothing in them, no fee', async () => {
    const res = await details(visitor())
    expect(res.status).toBe(200)
    const d = LabsDetailsAnswerSchema.parse(res.body).data
    expect(d).toMatchObject({ cart_id: null, cart_count: 0, lab_id: null, lab_name: null, is_partial_cart: false, labs: [] })
    expect(d.payable_amount).toBe(0)
    expect(d.widgets.map((w) => w.type)).toEqual(['list_tests_cart', 'bill_summary'])
  })

  test('field by field: list_tests_cart items and bill_summary with the collection fee below ₹500', async () => {
    const v = visitor()
    const cheap = [...testIds.values()]
      .map((t) => ({ t, best: cheapest([t], 'Mumbai') }))
      .find((x) => x.best && x.best.total < 50_000)!
    await replace(v, [cheap.t])
    const res = await details(v)
    const d = LabsDetailsAnswerSchema.parse(res.body).data
    const o = offerOf(cheap.best!.lab.id, cheap.t)
    expect(d.widgets[0]).toEqual({
      type: 'list_tests_cart',
      header: { text: `Your tests at ${cheap.best!.lab.name}` },
      lab_id: cheap.best!.lab.id,
      items: [
        {
          sku_id: cheap.t,
          header: nameOf(cheap.t),
          sub_header: expect.any(String),
          image: { url: expect.stringMatching(/^\//), alt: '' },
          prices: {
            mrp: o.mrpPaise / 100,
            discounted_price: o.pricePaise / 100,
            discount: Math.floor(((o.mrpPaise - o.pricePaise) * 100) / o.mrpPaise),
          },
          patients_data: { count: 1, patient_ids: [], text: 'For 1 patient (choose who next)' },
          lab_id: cheap.best!.lab.id,
          lab_name: cheap.best!.lab.name,
          line_total: o.pricePaise / 100,
        },
      ],
    })
    expect(d.widgets[1]).toEqual({
      type: 'bill_summary',
      header: { text: 'Bill summary' },
      rows: [
        { id: 'mrp_total', label: 'MRP total', value: o.mrpPaise / 100, sub_text: null },
        { id: 'item_discount', label: 'Discount', value: -(o.mrpPaise - o.pricePaise) / 100, sub_text: null },
        { id: 'collection_fee', label: 'Home collection fee', value: 99, sub_text: null },
      ],
      payable_amount: (o.pricePaise + 9_900) / 100,
      savings: (o.mrpPaise - o.pricePaise) / 100,
      free_delivery_text: `Add tests worth ${formatPaise(paise(50_000 - o.pricePaise))} more to save the collection fee`,
    })
    expect(d.payable_amount).toBe((o.pricePaise + 9_900) / 100)
  })

  test('from ₹500 of tests the collection is free', async () => {
    const v = visitor()
    const dear = [...testIds.values()]
      .map((t) => ({ t, best: cheapest([t], 'Mumbai') }))
      .find((x) => x.best && x.best.total >= 50_000)!
    await replace(v, [dear.t])
    const d = (await details(v)).body.data
    expect(d.widgets[1].rows[2]).toEqual({ id: 'collection_fee', label: 'Home collection fee', value: 0, sub_text: 'Free' })
    expect(d.widgets[1].free_delivery_text).toBeNull()
    expect(d.payable_amount).toBe(dear.best!.total / 100)
  })

  test('the fee and the minimum are configurable', async () => {
    const cart = createCartService(f.database.db, {
      now: () => new Date(),
      collectionFee: { fee: paise(5_000), freeFrom: paise(1_000_000) },
    })
    const v = visitor()
    const common = commonTestElsewhere()
    await replace(v, [common.testId])
    const d = await cart.labsDetails(visitorOwner(v))
    const bill = d.widgets.find((w) => w.type === 'bill_summary')!
    expect(bill.type === 'bill_summary' && bill.rows.find((r) => r.id === 'collection_fee')?.value).toBe(50)
  })
})

import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createApiFixture, type ApiFixture } from '../../../tests/integration/app-fixture.ts'
import { expectClean, hostile } from '../../../tests/integration/hostile.ts'

// The cart boundary takes anything a client can send: nothing may produce a 5xx, every 4xx carries a message,
// and whatever is accepted leaves a brief that still adds up.

let f: ApiFixture
beforeAll(async () => {
  f = await createApiFixture()
})
afterAll(() => f?.close())

const idLike = fc.oneof(
  fc.integer({ min: -5, max: 3000 }),
  fc.constantFrom(0, 1, 2, 2 ** 31, 2 ** 53, -1, 1.5, Number.MAX_SAFE_INTEGER),
  fc.integer({ min: 1, max: 3000 }).map(String),
  hostile,
  fc.constant(null),
  fc.boolean(),
)
const quantityLike = fc.oneof(fc.integer({ min: -3, max: 30 }), fc.double(), hostile, fc.constant(null), fc.constant(undefined))

const visitorHeader = fc.oneof(
  fc.constant({}),
  fc
    .string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: 32, maxLength: 32 })
    .map((v) => ({ cookie: `VISITOR-ID=${v}` })),
  hostile.map((v) => ({ 'x-visitor-id': v.replace(/[^\x20-\x7e]/g, '') })),
  hostile.map((v) => ({ cookie: `VISITOR-ID=${encodeURIComponent(v)}` })),
)

/** Below 500 with a message on a refusal (tests/integration/hostile.ts); an accepted answer is a success. */
async function expectCartClean(res: Response) {
  const body = await expectClean(res)
  if (res.status < 400) expect(body?.is_success).toBe(true)
  return body as { message?: unknown; is_success?: unknown }
}

describe('fuzzing the cart API', () => {
  test('random add payloads', async () => {
    const line = fc.record({ sku_id: idLike, quantity: quantityLike }, { requiredKeys: ['sku_id'] })
    const payload = fc.oneof(
      fc.record(
        { skus: fc.array(line, { maxLength: 5 }), types: fc.oneof(fc.constant('pharmacy'), hostile) },
        { requiredKeys: ['skus'] },
      ),
      fc.record({ skus: fc.oneof(hostile, fc.dictionary(fc.string(), fc.integer())) }),
      fc.anything(),
    )
    await fc.assert(
      fc.asyncProperty(payload, visitorHeader, async (p, headers) => {
        const res = await f.request('/pwa-api/api/v4/carts/skus', {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body: JSON.stringify(p) ?? 'null',
        })
        const body = (await expectCartClean(res)) as { data?: { items: { quantity: number }[]; total_quantity: number } }
        if (res.status === 200) {
          const items = body.data!.items
          expect(items.reduce((s, i) => s + i.quantity, 0)).toBe(body.data!.total_quantity)
          for (const i of items) expect(i.quantity).toBeLessThanOrEqual(20)
        }
      }),
      { numRuns: 200 },
    )
  })

  test('random labs replace payloads', async () => {
    const payload = fc.oneof(
      fc.record({ sku_ids: fc.array(fc.record({ test_id: idLike }), { maxLength: 6 }) }),
      fc.record({ sku_ids: fc.oneof(hostile, fc.array(hostile, { maxLength: 3 })) }),
      fc.anything(),
    )
    await fc.assert(
      fc.asyncProperty(
        payload,
        visitorHeader,
        fc.oneof(
          fc.constant('types=labs'),
          hostile.map((h) => `types=${encodeURIComponent(h)}`),
        ),
        async (p, headers, qs) => {
          await expectCartClean(
            await f.request(`/pwa-api/api/v4/carts/replace?${qs}`, {
              method: 'PUT',
              headers: { 'content-type': 'application/json', ...headers },
              body: JSON.stringify(p) ?? 'null',
            }),
          )
        },
      ),
      { numRuns: 150 },
    )
  })

  test('random queries and visitor ids on the brief reads', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/pwa-api/api/v4/carts/details', '/pwa-api/api/v4/carts/brief'),
        fc.dictionary(fc.constantFrom('types', 'response_type', 'cart_oos', 'city', '__proto__'), hostile, { maxKeys: 4 }),
        visitorHeader,
        async (path, query, headers) => {
          const qs = new URLSearchParams(query).toString()
          await expectCartClean(await f.request(`${path}?${qs}`, { headers }))
        },
      ),
      { numRuns: 150 },
    )
  })

  test('the labs cart in full (issue 11 §3): random replaces in random cities, then the details still add up', async () => {
    const city = fc.oneof(
      fc.constantFrom('Mumbai', 'New Delhi', 'Chandigarh', 'Atlantis', ''),
      hostile.map((h) => encodeURIComponent(h)),
    )
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.oneof(fc.integer({ min: 1, max: 170 }), idLike), { maxLength: 6 }),
        city,
        fc.dictionary(fc.constantFrom('response_type', 'city', 'cart_oos', 'types'), hostile, { maxKeys: 2 }),
        fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: 32, maxLength: 32 }),
        async (ids, where, extra, visitor) => {
          const headers = { cookie: `VISITOR-ID=${visitor}; city=${where}` }
          await expectCartClean(
            await f.request('/pwa-api/api/v4/carts/replace?types=labs', {
              method: 'PUT',
              headers: { 'content-type': 'application/json', ...headers },
              body: JSON.stringify({ sku_ids: ids.map((test_id) => ({ test_id })) }),
            }),
          )
          const qs = new URLSearchParams({ types: 'labs', ...extra }).toString()
          await expectCartClean(await f.request(`/pwa-api/api/v4/carts/details?${qs}`, { headers }))
          const res = await f.request('/pwa-api/api/v4/carts/details?types=labs&response_type=full', { headers })
          const body = (await expectCartClean(res)) as unknown as {
            data: { payable_amount: number; labs: { amount: number }[]; widgets: { type: string; rows?: { value: number }[] }[] }
          }
          expect(res.status).toBe(200)
          const bill = body.data.widgets.find((w) => w.type === 'bill_summary')!
          const sum = (bill.rows ?? []).reduce((n, r) => n + Math.round(r.value * 100), 0)
          expect(sum).toBe(Math.round(body.data.payable_amount * 100))
          const fee = Math.round((bill.rows ?? [])[2]!.value * 100)
          const labsTotal = body.data.labs.reduce((n, l) => n + Math.round(l.amount * 100), 0)
          expect(labsTotal + fee).toBe(Math.round(body.data.payable_amount * 100))
        },
      ),
      { numRuns: 60 },
    )
  })

  test('other methods and content types', async () => {
    for (const method of ['GET', 'PUT', 'DELETE', 'PATCH', 'POST']) {
      for (const path of ['/pwa-api/api/v4/carts/skus', '/pwa-api/api/v4/carts/replace?types=labs']) {
        for (const type of ['text/plain', '', 'application/json']) {
          const init: RequestInit = { method, headers: type ? { 'content-type': type } : {} }
          if (method !== 'GET') init.body = '{"skus":[{"sku_id":1}]'
          await expectCartClean(await f.request(path, init))
        }
      }
    }
  })
})

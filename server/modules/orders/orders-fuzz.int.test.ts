import fc from 'fast-check'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createApiFixture, type ApiFixture } from '../../../tests/integration/app-fixture.ts'
import { expectClean, hostile } from '../../../tests/integration/hostile.ts'
import { users } from '../../db/schema.ts'

// Issue 9 'Bad input': the orders' calls take anything a signed-in client can send without a 5xx; every refusal is a
// 4xx with a message, and nothing is ordered from a cart that is empty.

let f: ApiFixture
let headers: Record<string, string>
beforeAll(async () => {
  f = await createApiFixture()
  const [u] = await f.database.db.insert(users).values({ name: 'Fuzz', phone: '7300000001', phoneVerified: true }).returning()
  const session = await f.services.sessions.create(u!.id)
  headers = {
    cookie: `sid=${session.token}`,
    'x-csrf-token': await f.services.sessions.csrfToken({ sessionIdHash: session.idHash }),
  }
})
afterAll(() => f?.close())

const body = fc.oneof(
  hostile,
  fc.json(),
  fc
    .record(
      {
        cart_type: fc.oneof(hostile, fc.constantFrom('pharmacy', 'pharmacy_buy_now', 'labs')),
        payment: fc.oneof(hostile, fc.constantFrom('cod', 'online', 'wallet')),
        use_wallet: fc.oneof(fc.boolean(), hostile),
        expected_total: fc.oneof(fc.integer(), fc.double(), hostile),
      },
      { requiredKeys: [] },
    )
    .map((o) => JSON.stringify(o)),
)

test('POST /api/v4/orders: any body, any key', async () => {
  await fc.assert(
    fc.asyncProperty(
      body,
      fc.oneof(
        hostile.map((k) => k.replace(/[^\x20-\x7e]/g, '')),
        fc.uuid(),
      ),
      async (b, key) => {
        const res = await f.request('/pwa-api/api/v4/orders', {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json', ...(key ? { 'idempotency-key': key.slice(0, 300) } : {}) },
          body: b,
        })
        expect(res.status).not.toBe(201)
        await expectClean(res)
      },
    ),
    { numRuns: 150 },
  )
})

test('GET /api/v4/orders and POST …/cancel: any query, number and body', async () => {
  await fc.assert(
    fc.asyncProperty(hostile, hostile, async (a, b) => {
      await expectClean(await f.request(`/pwa-api/api/v4/orders?page=${encodeURIComponent(a)}`, { headers }))
      await expectClean(
        await f.request(`/pwa-api/api/v4/orders/${encodeURIComponent(a)}/cancel`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify({ reason: b }),
        }),
      )
    }),
    { numRuns: 100 },
  )
})

import fc from 'fast-check'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createApiFixture, type ApiFixture } from '../../../tests/integration/app-fixture.ts'
import { expectClean, hostile } from '../../../tests/integration/hostile.ts'
import { users } from '../../db/schema.ts'

// Issue 11 §5 'Bad input': the lab bookings' calls take anything a signed-in client can send without a 5xx; every
// refusal is a 4xx with a message, and nothing is booked from a labs cart that is empty.

let f: ApiFixture
let headers: Record<string, string>
beforeAll(async () => {
  f = await createApiFixture()
  const [u] = await f.database.db.insert(users).values({ name: 'Fuzz', phone: '7435900001', phoneVerified: true }).returning()
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
        cart_type: fc.oneof(hostile, fc.constantFrom('labs', 'cp_labs', 'pharmacy')),
        address_id: fc.oneof(fc.integer(), fc.double(), hostile),
        payment: fc.oneof(hostile, fc.constantFrom('cod', 'online', 'wallet')),
        use_wallet: fc.oneof(fc.boolean(), hostile),
        expected_total: fc.oneof(fc.integer(), fc.double(), hostile),
      },
      { requiredKeys: [] },
    )
    .map((o) => JSON.stringify(o)),
)

test('POST /pwa-api/labs/bookings: any body, any key', async () => {
  await fc.assert(
    fc.asyncProperty(
      body,
      fc.oneof(
        hostile.map((k) => k.replace(/[^\x20-\x7e]/g, '')),
        fc.uuid(),
      ),
      async (b, key) => {
        const res = await f.request('/pwa-api/labs/bookings', {
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

test('GET /pwa-api/labs/bookings and …/:number: any number', async () => {
  await expectClean(await f.request('/pwa-api/labs/bookings', { headers }))
  await fc.assert(
    fc.asyncProperty(
      fc.oneof(
        hostile,
        fc.integer({ min: 0, max: 99_999_999 }).map((n) => `MW${String(n).padStart(8, '0')}`),
      ),
      async (a) => {
        const res = await f.request(`/pwa-api/labs/bookings/${encodeURIComponent(a)}`, { headers })
        expect(res.status).not.toBe(200)
        await expectClean(res)
      },
    ),
    { numRuns: 100 },
  )
})

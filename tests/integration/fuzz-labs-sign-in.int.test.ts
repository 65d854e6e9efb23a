import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { createApiFixture } from './app-fixture.ts'
import { ENDPOINTS, LABS_AND_SIGN_IN_ENDPOINTS, NOT_ENDPOINTS } from './fuzz-endpoints.ts'
import { f, fuzzEach, send, useFuzzFixture } from './fuzz-fixture.ts'
import { encode, keyOf } from './fuzz-kit.ts'
import { expectClean, hostile } from './hostile.ts'

// The boundary takes anything a client can send (fuzz-endpoints.ts): the labs' endpoints, sign-in's, the browser's
// forms and the development routes, as a guest and as a signed-in customer (the shop's are fuzz-shop.int.test.ts).
// Then what is no endpoint of the table: random paths under the API prefixes, other methods on every API path, and
// the guard that fails on a registered route in neither ENDPOINTS nor NOT_ENDPOINTS, so a new route cannot escape the
// fuzzing.

useFuzzFixture()

describe('fuzzing every endpoint', () => {
  fuzzEach(LABS_AND_SIGN_IN_ENDPOINTS)

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

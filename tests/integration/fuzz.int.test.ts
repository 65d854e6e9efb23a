import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createApiFixture, type ApiFixture } from './app-fixture.ts'
import { expectClean, hostile } from './hostile.ts'

// The boundary takes anything a client can send: nothing may produce a 5xx, every 4xx carries a message.

let f: ApiFixture
beforeAll(async () => {
  f = await createApiFixture()
})
afterAll(() => f?.close())

const GET_PATHS = [
  '/pwa-api/api/v4/footer-data',
  '/pwa-api/api/v5/cities',
  '/pwa-api/api/v4/city-serviceable',
  '/pwa-api/api/v4/search/autocomplete',
  '/pwa-api/api/v4/udp_tree',
  '/pwa-api/api/v4/addresses',
  '/pwa-api/api/v4/pincodes/110001',
]

describe('fuzzing the API boundary', () => {
  test('random query strings on every GET endpoint', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...GET_PATHS),
        fc.dictionary(fc.constantFrom('q', 'types', 'per_page', 'city', 'x', '__proto__'), hostile, { maxKeys: 4 }),
        async (path, query) => {
          const qs = Object.entries(query)
            .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
            .join('&')
          await expectClean(await f.request(`${path}?${qs}`))
        },
      ),
      { numRuns: 150 },
    )
  })

  test('random coordinates and path segments', async () => {
    await fc.assert(
      fc.asyncProperty(hostile, hostile, async (a, b) => {
        await expectClean(await f.request(`/pwa-api/location/latlng/${encodeURIComponent(a)},${encodeURIComponent(b)}`))
        await expectClean(await f.request(`/pwa-api/location/latlng/${encodeURIComponent(a)}`))
        await expectClean(await f.request(`/pwa-api/${encodeURIComponent(a)}/${encodeURIComponent(b)}`))
      }),
      { numRuns: 100 },
    )
  })

  test('random bodies and content types on every POST endpoint', async () => {
    const body = fc.oneof(
      fc.json().map((j) => j),
      hostile,
      fc.anything().map((x) => {
        try {
          return JSON.stringify(x) ?? 'null'
        } catch {
          return '{}'
        }
      }),
      fc.record({ number: hostile }).map((o) => JSON.stringify(o)),
    )
    const contentType = fc.constantFrom(
      'application/json',
      'application/json; charset=utf-8',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data',
      '',
      'APPLICATION/JSON',
    )
    await fc.assert(
      fc.asyncProperty(body, contentType, async (b, type) => {
        const headers: Record<string, string> = type ? { 'content-type': type } : {}
        await expectClean(await f.request('/pwa-api/webservices/app-install-link', { method: 'POST', headers, body: b }))
      }),
      { numRuns: 150 },
    )
  })

  test('other methods on known paths', async () => {
    for (const method of ['PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      for (const path of [...GET_PATHS, '/pwa-api/webservices/app-install-link']) {
        await expectClean(await f.request(path, { method }))
      }
    }
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

import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { loader as categoryLoader } from '../../app/routes/labs-category.tsx'
import { loader as labLoader } from '../../app/routes/labs-lab.tsx'
import { loader as searchLoader } from '../../app/routes/labs-search.tsx'
import { loader as testLoader } from '../../app/routes/labs-test.tsx'
import { loader as testsLoader } from '../../app/routes/labs-tests.tsx'
import { visitorOwner } from '../../server/modules/cart/owner.ts'
import { createApiFixture, type ApiFixture } from './app-fixture.ts'
import { hostile } from './hostile.ts'
import { pageContext } from './shop.ts'

// Issue 11 §2, bad input: the labs catalog pages' loaders (the page modules' own server functions, with the context the
// server process gives them) take any path parameter and query string and answer the page, a redirect to its one URL,
// or the 404 page, never a 5xx.

let f: ApiFixture
beforeAll(async () => {
  f = await createApiFixture()
})
afterAll(() => f?.close())

const context = () => pageContext(f, visitorOwner('labs-pages-fuzz'))

/** A loader's answer as the router sees it: data (200), a thrown Response (redirect), or a thrown data() (404). */
async function statusOf(run: () => Promise<unknown>): Promise<number> {
  try {
    await run()
    return 200
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status
    const init = (thrown as { init?: { status?: number } } | null)?.init
    if (init?.status) return init.status
    throw thrown
  }
}

const query = fc.dictionary(fc.constantFrom('q', 'lab', 'max_price', 'tat', 'fasting', 'home', 'sort', 'page'), hostile, {
  maxKeys: 5,
})
const param = fc.oneof(
  hostile,
  fc.constantFrom('new-delhi', 'New Delhi', 'mumbai', 'complete-blood-count-cbc-1', '1', 'dr-lal-pathlabs', 'blood'),
)
const requestOf = (path: string, q: Record<string, string>) => {
  const url = new URL(`http://localhost${path}`)
  for (const [k, v] of Object.entries(q)) url.searchParams.set(k, v)
  return new Request(url, { headers: { cookie: 'city=Mumbai' } })
}

describe('the labs catalog pages take anything', () => {
  test('the test page, both paths: the page, a redirect to its one URL, or 404', async () => {
    await fc.assert(
      fc.asyncProperty(param, fc.option(param, { nil: undefined }), query, async (testId, cityName, q) => {
        const params = cityName === undefined ? { testId } : { testId, cityName }
        const status = await statusOf(() =>
          testLoader({ request: requestOf('/labs/test/x', q), context: context(), params } as never),
        )
        expect([200, 301, 404]).toContain(status)
      }),
      { numRuns: 80 },
    )
  })

  test('the inventory search, a lab’s page, a category and the categories', async () => {
    await fc.assert(
      fc.asyncProperty(param, param, query, async (a, b, q) => {
        const ctx = context()
        const statuses = [
          await statusOf(() =>
            searchLoader({ request: requestOf('/labs/x/search', q), context: ctx, params: { city: a } } as never),
          ),
          await statusOf(() =>
            labLoader({
              request: requestOf('/labs/x/diagnostic-centers/y', q),
              context: ctx,
              params: { city: a, labName: b },
            } as never),
          ),
          await statusOf(() =>
            categoryLoader({ request: requestOf('/labs/category/x', q), context: ctx, params: { package: b } } as never),
          ),
          await statusOf(() => testsLoader({ request: requestOf('/labs/tests', q), context: ctx, params: {} } as never)),
        ]
        for (const s of statuses) expect([200, 301, 404]).toContain(s)
      }),
      // A NUL in the search (CI found it: PostgreSQL cannot take it) is always tried.
      { numRuns: 80, examples: [['new-delhi', 'new-delhi', { q: '\u0000' }]] },
    )
  })

  test('known pages answer 200 with what they show', async () => {
    const ctx = context()
    const search = await searchLoader({
      request: requestOf('/labs/new-delhi/search', { lab: 'thyrocare', max_price: '1000', page: '1' }),
      context: ctx,
      params: { city: 'new-delhi' },
    } as never)
    expect(search.city).toBe('New Delhi')
    expect(search.filters).toMatchObject({ lab: 'thyrocare', maxPriceRupees: 1000 })
    expect(search.results.every((r) => r.best.lab.slug === 'thyrocare' && r.best.pricePaise <= 100_000)).toBe(true)
    // Without a city in the path: the visitor's city (the cookie).
    const page = await testLoader({
      request: requestOf('/labs/test/complete-blood-count-cbc-1', {}),
      context: ctx,
      params: { testId: 'complete-blood-count-cbc-1' },
    } as never)
    expect(page).toMatchObject({
      city: 'Mumbai',
      test: { id: 1 },
      canonical: 'http://localhost/labs/test/complete-blood-count-cbc-1',
    })
    expect(page.offers.length).toBeGreaterThan(0)
    expect(page.served).toBe(true)
    // A visitor's city where no lab collects yet: the page, without offers (and without links priced there).
    const agra = await testLoader({
      request: new Request('http://localhost/labs/test/complete-blood-count-cbc-1', { headers: { cookie: 'city=Agra' } }),
      context: ctx,
      params: { testId: 'complete-blood-count-cbc-1' },
    } as never)
    expect(agra).toMatchObject({ city: 'Agra', served: false, offers: [] })
  })
})

import { beforeAll, describe, expect } from 'vitest'
import { expectNoAxeViolations } from './browser.ts'
import { baseURL as base, cartLink, holdRequests, navigate, test } from './fixtures.ts'

// Issue 8 §6: every cart change goes through one route action (/cart) with named intents. It works without JavaScript
// (a real form that comes back to its page with a notice), counts at once while a fetcher is on its way (optimistic),
// and the browser makes no cart call of its own: the root loader's read is the one of a navigation.

let drug: { id: number; name: string; url: string }
beforeAll(async () => {
  const res = await fetch(`${base}/pwa-api/api/v4/search/autocomplete?q=crocin&types=allopathy&per_page=12`)
  const body = (await res.json()) as { search_results: { id: number; name: string; url: string }[] }
  drug = body.search_results.find((r) => r.url.startsWith('/drugs/'))!
})

describe('without JavaScript', () => {
  test('Add posts the form, comes back to the product page with the count and a notice', async ({ open }) => {
    const { page } = await open({ javaScript: false, width: 360 })
    await page.goto(`${base}${drug.url}`)
    expect(await cartLink(page).getAttribute('aria-label')).toBe('Cart, 0 items')
    await page.locator(`button[data-sku-id="${drug.id}"]`).click()
    await page.waitForURL(`${base}${drug.url}`)
    expect(await cartLink(page).getAttribute('aria-label')).toBe('Cart, 1 item')
    expect(
      await page
        .getByRole('status')
        .filter({ hasText: `Added ${drug.name} to your cart` })
        .count(),
    ).toBe(1)
    // The notice is shown once.
    await page.reload()
    expect(await page.getByRole('status').filter({ hasText: 'Added' }).count()).toBe(0)
    expect(await cartLink(page).getAttribute('aria-label')).toBe('Cart, 1 item')
  })

  test('a refusal comes back as the notice, and the cart is as it was', async ({ open }) => {
    const { page } = await open({ javaScript: false })
    await page.goto(`${base}${drug.url}`)
    // 21 of one SKU is over the cap: the form's quantity is raised by hand, as a tampered form would be.
    await page.locator(`form:has(button[data-sku-id="${drug.id}"]) input[name="quantity"]`).evaluate((el) => {
      ;(el as HTMLInputElement).value = '21'
    })
    await page.locator(`button[data-sku-id="${drug.id}"]`).click()
    await page.waitForURL(`${base}${drug.url}`)
    expect(await page.getByRole('status').filter({ hasText: 'You can add at most 20' }).count()).toBe(1)
    expect(await cartLink(page).getAttribute('aria-label')).toBe('Cart, 0 items')
  })

  test('a lab test is added from the labs home', async ({ open }) => {
    const { page } = await open({ javaScript: false })
    await page.goto(`${base}/labs`)
    const first = page.locator('[data-test-id]').first()
    await first.click()
    await page.waitForURL(`${base}/labs`)
    expect(await cartLink(page).getAttribute('aria-label')).toBe('Cart, 1 item')
    expect(await page.locator('[data-test-id]').first().textContent()).toMatch(/^Added/)
  })
})

describe('with JavaScript', () => {
  test('the count changes at once while the add is on its way, then holds with the server’s answer', async ({ open }) => {
    const { page, problems } = await open({ width: 360 })
    await navigate(page, drug.url)
    // Hold the action's request until the optimistic count has been seen.
    const { release } = await holdRequests(page, '**/cart.data*')
    await page.locator(`button[data-sku-id="${drug.id}"]`).click()
    await expect.poll(() => cartLink(page).getAttribute('aria-label')).toBe('Cart, 1 item')
    expect(await cartLink(page).getAttribute('aria-busy')).toBe('true')
    release()
    await expect
      .poll(() =>
        page
          .getByRole('status')
          .filter({ hasText: `Added ${drug.name} to your cart` })
          .count(),
      )
      .toBe(1)
    await expect.poll(() => cartLink(page).getAttribute('aria-busy')).toBe(null)
    expect(await cartLink(page).getAttribute('aria-label')).toBe('Cart, 1 item')
    await expectNoAxeViolations(page)
    expect(problems).toEqual([])
  })

  test('a refused add shows its message and the count goes back', async ({ open }) => {
    const { page, problems, allow } = await open({ width: 360 })
    allow(/status of 400/) // the browser's own line for the action's 400
    await navigate(page, drug.url)
    // The tampered quantity is written into the request, not the form: the form's hidden input is React's, and the
    // render that follows hydration (useHydrated) sets it back to 1 if it runs after an edit of the DOM.
    await page.route('**/cart.data*', async (route) => {
      const body = new URLSearchParams(route.request().postData() ?? '')
      body.set('quantity', '21')
      await route.continue({ postData: body.toString() })
    })
    await page.locator(`button[data-sku-id="${drug.id}"]`).click()
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'You can add at most 20' }).count()).toBe(1)
    expect(await cartLink(page).getAttribute('aria-label')).toBe('Cart, 0 items')
    // The action answers 400 with the message; the page logs nothing as an error of its own.
    expect(problems.filter((p) => !p.includes('400'))).toEqual([])
  })

  test('no cart call of its own: a client-side navigation reads the cart once, with the page', async ({ open }) => {
    const { page, problems } = await open({ width: 1280 })
    await navigate(page, '/')
    const calls: string[] = []
    page.on('request', (r) => {
      const url = new URL(r.url())
      if (url.pathname.startsWith('/pwa-api/api/v4/carts') || url.pathname.endsWith('.data')) calls.push(url.pathname)
    })
    await page.getByRole('banner').getByRole('link', { name: 'LAB TESTS' }).first().click()
    await expect.poll(() => page.evaluate(() => location.pathname)).toBe('/labs')
    expect(calls).toEqual(['/labs.data'])
    expect(problems).toEqual([])
  })
})

describe('the action’s boundary', () => {
  test('any form a client sends is answered below 500, and a wrong CSRF token is refused', async () => {
    const fc = (await import('fast-check')).default
    const page = await fetch(`${base}/`)
    const cookie = /VISITOR-ID=[0-9a-f]{32}/.exec(page.headers.get('set-cookie') ?? '')![0]
    const csrf = /<meta name="csrf-token" content="([^"]+)"/.exec(await page.text())![1]!
    const post = (fields: Record<string, string>, target = '/cart.data') =>
      fetch(`${base}${target}`, {
        method: 'POST',
        redirect: 'manual',
        headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields),
      })
    const value = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.integer().map(String),
      fc.constantFrom('', '0', '1', '20', '21', 'NaN'),
    )
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          {
            intent: fc.oneof(fc.constantFrom('add', 'set-quantity', 'remove', 'add-lab-test'), fc.string({ maxLength: 20 })),
            sku_id: value,
            test_id: value,
            quantity: value,
            redirectTo: fc.oneof(fc.constant('/'), fc.constant('//evil.example'), fc.string({ maxLength: 40 })),
          },
          { requiredKeys: ['intent'] },
        ),
        async (fields) => {
          const res = await post({ ...fields, _csrf: csrf })
          expect(res.status).toBeLessThan(500)
          if (res.status >= 300 && res.status < 400) expect(res.headers.get('location') ?? '').not.toMatch(/^\/\/|^https?:/)
        },
      ),
      { numRuns: 60 },
    )
    expect((await post({ intent: 'add', sku_id: String(drug.id), _csrf: 'wrong' })).status).toBe(403)
  })
})

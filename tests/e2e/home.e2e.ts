import { describe, expect } from 'vitest'
import { expectNoAxeViolations, expectNoHorizontalOverflow } from './browser.ts'
import { baseURL as base, navigate, test } from './fixtures.ts'

describe('home page', () => {
  test('HEAD answers carry the security headers GET does (issue 12 §5), pages, API and files alike', async () => {
    const security = ['content-security-policy', 'x-frame-options', 'x-content-type-options', 'referrer-policy', 'content-type']
    for (const path of ['/', '/drugs/no-such-medicine-1', '/pwa-api/api/v4/cities', '/favicon.svg']) {
      const [get, head] = await Promise.all([fetch(`${base}${path}`), fetch(`${base}${path}`, { method: 'HEAD' })])
      await get.arrayBuffer()
      expect(head.status, path).toBe(get.status)
      expect(await head.text(), path).toBe('')
      const pick = (r: Response) =>
        Object.fromEntries(security.map((h) => [h, r.headers.get(h)?.replace(/'nonce-[^']+'/, "'nonce'") ?? null]))
      expect(pick(head), path).toEqual(pick(get))
      expect(get.headers.get('x-frame-options'), path).toBe('SAMEORIGIN')
    }
  })

  test('is rendered on the server with header, data from the database and footer', async () => {
    const res = await fetch(`${base}/`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/text\/html/)
    const csp = res.headers.get('content-security-policy') ?? ''
    expect(csp).toMatch(/script-src 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/)
    const html = await res.text()
    expect(html).toContain('Skip to main content')
    expect(html).toContain('Search for Medicines and Health Products')
    expect(html).toContain('Dolo 650') // a seeded medicine
    expect(html).toMatch(/Cities we deliver to/)
    const nonce = /'nonce-([^']+)'/.exec(csp)![1]!
    // Every inline script carries this response's nonce.
    const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]!)
    expect(scripts.length).toBeGreaterThan(0)
    for (const attrs of scripts) expect(attrs).toContain(`nonce="${nonce}"`)
  })

  test('preloads the shell as one chunk: a handful of modules, not one per shell file (decision 037)', async () => {
    const html = await (await fetch(`${base}/`)).text()
    const preloads = [...html.matchAll(/<link rel="modulepreload" href="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!)
    // The entry (React DOM), the bundler's runtime, the shell, the root route and the home's own few: 33 before.
    expect(preloads.filter((p) => /\/assets\/shell-[\w-]+\.js$/.test(p))).toHaveLength(1)
    expect(preloads.length).toBeLessThanOrEqual(10)
  })

  test('hydrates without console errors and passes axe, on a phone and a desktop', async ({ open }) => {
    for (const width of [360, 1280]) {
      const { page, problems } = await open({ width })
      await navigate(page, '/')
      await expect.poll(() => page.getByRole('heading', { name: 'Buy medicines and book lab tests online' }).count()).toBe(1)
      await expectNoAxeViolations(page)
      // Nothing wider than the screen at 360 px.
      await expectNoHorizontalOverflow(page)
      expect(problems).toEqual([])
    }
  })

  test('the skip link moves focus to the main content', async ({ open }) => {
    const { page, problems } = await open()
    await navigate(page, '/')
    await page.keyboard.press('Tab')
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to main content')
    await page.keyboard.press('Enter')
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#main-content')
    expect(problems).toEqual([])
  })

  test("the header's cart count is rendered on the server, so nothing shifts after hydration", async () => {
    // A visitor with a cookie and its CSRF token, as a first page view gives them.
    const tokenRes = await fetch(`${base}/pwa-api/auth/csrf-token`)
    const cookie = /VISITOR-ID=[0-9a-f]{32}/.exec(tokenRes.headers.get('set-cookie') ?? '')![0]
    const { csrf_token } = (await tokenRes.json()) as { csrf_token: string }
    const added = await fetch(`${base}/pwa-api/api/v4/carts/skus`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, 'x-csrf-token': csrf_token },
      body: JSON.stringify({
        skus: [{ sku_id: 100001, quantity: 2 }],
        types: 'pharmacy',
        page_source: 'health_rec',
        response_type: 'brief',
        is_recommendation_required: true,
      }),
    })
    expect(added.status).toBe(200)
    const html = await (await fetch(`${base}/`, { headers: { cookie } })).text()
    expect(html).toContain('aria-label="Cart, 2 items"')
    const fresh = await (await fetch(`${base}/`)).text()
    expect(fresh).toContain('aria-label="Cart, 0 items"')
  })

  test('hashed assets are cached for a year', async () => {
    const html = await (await fetch(`${base}/`)).text()
    const asset = /\/assets\/[^"']+\.js/.exec(html)![0]
    const res = await fetch(`${base}${asset}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
  })
})

describe('unknown pages', () => {
  test('answer HTTP 404 with the shell error text and pass axe', async ({ open }) => {
    const res = await fetch(`${base}/no/such/page`)
    expect(res.status).toBe(404)
    const { page, problems, allow } = await open()
    allow(/404/) // the page itself answers 404
    await page.goto(`${base}/no/such/page`)
    await expect.poll(() => page.getByText('Oops, something went wrong !!!').count()).toBe(1)
    await expectNoAxeViolations(page)
    expect(problems.filter((p) => !p.includes('404'))).toEqual([])
  })
})

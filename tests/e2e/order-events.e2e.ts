import { createServer } from 'node:net'
import type { AddressInfo } from 'node:net'
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect } from 'vitest'
import { codeFor, justNow, postFromPage, signUpThroughApi } from './auth-helpers.ts'
import { expectNoAxeViolations, expectNoHorizontalOverflow } from './browser.ts'
import { baseURL as base, csrfOf, navigate, postSkus, test } from './fixtures.ts'
import { startServer } from './server-process.ts'

// Issue 9 §8: an open order page follows its order's status through server-sent events, without a reload. The order
// is moved from the test through the development route (POST /__dev/orders/{number}/move) until the back office.

const SUBSCRIBE = '/pwa-api/server-side-event/subscribe'
// EventSource.readyState
const OPEN = 1
const CLOSED = 2

let otc: number
beforeAll(async () => {
  const res = await fetch(`${base}/pwa-api/api/v4/search/autocomplete?q=crocin&types=allopathy,sku&per_page=12`)
  const hits = ((await res.json()) as { search_results: { id: number; name: string }[] }).search_results
  otc = hits.find((h) => h.name === 'Crocin 650 Tablet')!.id
})

const ADDRESS = {
  recipient_name: 'Ira Menon',
  phone: '9812345679',
  address: 'Flat 4, Palm Court, Barakhamba Road',
  pincode: '110001',
  address_type: 'home',
  address_name: 'Home',
}

/** Counts the page's EventSources (before the app's scripts run), to see them open and close. */
async function watchEventSources(page: Page) {
  await page.addInitScript(() => {
    const Native = window.EventSource
    const sources: EventSource[] = []
    ;(window as unknown as { __sources: EventSource[] }).__sources = sources
    window.EventSource = class extends Native {
      constructor(url: string | URL, init?: EventSourceInit) {
        super(url, init)
        sources.push(this)
      }
    }
  })
}
const sourceStates = (page: Page) =>
  page.evaluate(() => (window as unknown as { __sources: EventSource[] }).__sources.map((s) => s.readyState))

/** A new customer's cash-on-delivery order, placed through POST /api/v4/orders; answers its number. */
async function placedOrder(page: Page): Promise<string> {
  await navigate(page, '/')
  await signUpThroughApi(page, base, '98781')
  await postSkus(page, [{ sku_id: otc, quantity: 1 }])
  expect(await postFromPage(page, 'api/v4/addresses', ADDRESS)).toBe(201)
  const details = await page.request.get(`${base}/pwa-api/api/v4/carts/details?types=pharmacy&response_type=full&cart_oos=true`)
  const widgets = ((await details.json()) as { data: { widgets: { type: string; payable_amount?: number }[] } }).data.widgets
  const payable = widgets.find((w) => w.type === 'bill_summary')!.payable_amount!
  const placed = await page.request.post(`${base}/pwa-api/api/v4/orders`, {
    headers: { 'x-csrf-token': await csrfOf(page), 'idempotency-key': `e2e-events-${Date.now()}` },
    data: { cart_type: 'pharmacy', payment: 'cod', expected_total: Math.round(payable * 100) },
  })
  expect(placed.status()).toBe(201)
  return ((await placed.json()) as { data: { number: string } }).data.number
}

/** Moves the order as the system would, from outside the browser. */
async function move(number: string, event: string) {
  const res = await fetch(`${base}/__dev/orders/${number}/move`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ event }),
  })
  expect(res.status).toBe(200)
}

/** Opens a page and waits until its event stream is subscribed (the server subscribes before it answers). */
async function openWithStream(page: Page, path: string) {
  const subscribed = page.waitForResponse((r) => r.url() === `${base}${SUBSCRIBE}` && r.status() === 200)
  await navigate(page, path)
  await subscribed
}

describe('live order status', () => {
  test('the order page shows Packed without a reload, then history follows too; the stream closes on leaving', async ({
    open,
  }) => {
    const { page } = await open({ width: 360 })
    await watchEventSources(page)
    const number = await placedOrder(page)
    await openWithStream(page, `/order/${number}`)
    const status = page.getByRole('main').getByRole('status')
    expect(await status.textContent()).toBe('Confirmed')
    await expectNoAxeViolations(page)
    await expectNoHorizontalOverflow(page)
    // A mark on the document: still there afterwards means the page was never reloaded.
    await page.evaluate(() => ((window as unknown as { __mark: number }).__mark = 1))

    await move(number, 'pack')
    await expect.poll(() => status.textContent(), { timeout: 10_000 }).toBe('Packed')
    const timeline = page.getByRole('region', { name: 'Timeline' }).getByRole('listitem')
    expect(await timeline.count()).toBe(2)
    expect(await timeline.nth(1).locator('strong').textContent()).toBe('Packed')
    // Packed orders can no longer be cancelled: the form went with the same revalidation.
    expect(await page.getByRole('button', { name: 'Cancel order' }).count()).toBe(0)
    expect(await page.evaluate(() => (window as unknown as { __mark?: number }).__mark)).toBe(1)
    expect(await sourceStates(page)).toEqual([OPEN])
    await expectNoAxeViolations(page)

    // Client navigation to history: the order page's stream closes (unmount) and the history page opens its own.
    const subscribed = page.waitForResponse((r) => r.url() === `${base}${SUBSCRIBE}` && r.status() === 200)
    await page.getByRole('link', { name: 'All my orders' }).click()
    await page.waitForURL(`${base}/order/history`)
    await subscribed
    await expect.poll(() => sourceStates(page)).toEqual([CLOSED, OPEN])
    const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: `Order ${number}` }) })
    expect(await card.getByText('Packed', { exact: true }).count()).toBe(1)
    await move(number, 'ship')
    await expect.poll(() => card.getByText('Shipped', { exact: true }).count(), { timeout: 10_000 }).toBe(1)
    expect(await page.evaluate(() => (window as unknown as { __mark?: number }).__mark)).toBe(1)
    await expectNoAxeViolations(page)

    // Leaving the order pages closes the last stream.
    await page.getByRole('link', { name: 'MedWise home' }).click()
    await page.waitForURL(`${base}/`)
    await expect.poll(() => sourceStates(page)).toEqual([CLOSED, CLOSED])
  })

  test('without JavaScript the page is current when loaded and opens no stream', async ({ open }) => {
    const { page, context } = await open()
    const number = await placedOrder(page)
    await move(number, 'pack')
    const { page: plain } = await open({ javaScript: false })
    await plain.context().addCookies(await context.cookies())
    const streams: string[] = []
    plain.on('request', (r) => r.url().includes(SUBSCRIBE) && streams.push(r.url()))
    await plain.goto(`${base}/order/${number}`)
    expect(await plain.getByRole('main').getByRole('status').textContent()).toBe('Packed')
    expect(streams).toEqual([])
  })

  test('a guest cannot subscribe', async () => {
    const res = await fetch(`${base}${SUBSCRIBE}`)
    expect(res.status).toBe(401)
    expect(((await res.json()) as { message: string }).message).toBe('Please sign in to get live updates on your orders.')
  })
})

/** A port nothing listens on now. */
async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

describe('the server process', () => {
  test('SIGTERM ends open event streams at once instead of waiting for them', async () => {
    // A shutdown timeout far longer than the test: an open stream that held the server would fail it.
    const server = await startServer({ port: await freePort(), env: { SHUTDOWN_TIMEOUT_MS: '60000' } })
    try {
      // Sign in a seeded account through the API, as a partner app would.
      const jar = new Map<string, string>()
      let csrf = ''
      const call = async (path: string, body?: unknown) => {
        const res = await fetch(`${server.url}${path}`, {
          method: body === undefined ? 'GET' : 'POST',
          headers: {
            cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
            ...(body === undefined ? {} : { 'content-type': 'application/json', 'x-csrf-token': csrf }),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
        })
        for (const line of res.headers.getSetCookie()) {
          const [pair] = line.split(';')
          jar.set(pair!.slice(0, pair!.indexOf('=')), pair!.slice(pair!.indexOf('=') + 1))
        }
        return res
      }
      const token = (await (await call('/pwa-api/auth/csrf-token')).json()) as { csrf_token: string }
      csrf = token.csrf_token
      const since = justNow()
      const number = '9810000001'
      expect((await call('/pwa-api/auth/create_token', { number })).status).toBe(200)
      const code = await codeFor(server.url, number, since)
      expect((await call('/pwa-api/auth/verify_token', { number, verification_token: code })).status).toBe(200)

      const stream = await call(SUBSCRIBE)
      expect(stream.status).toBe(200)
      const reader = stream.body!.getReader()
      expect(new TextDecoder().decode((await reader.read()).value)).toBe('retry: 5000\n\n')

      const exit = server.stop()
      // The stream ends (the server closed it) and the process exits cleanly, long before its shutdown timeout forces it.
      const ended = (async () => {
        for (;;) if ((await reader.read()).done) return true
      })()
      const late = new Promise<false>((resolve) => setTimeout(() => resolve(false), 8000).unref())
      expect(await Promise.race([ended, late]), 'the stream to end on SIGTERM').toBe(true)
      expect(await exit).toBe(0)
      expect(server.logs.some((l) => l.includes('forcing open connections closed'))).toBe(false)
      expect(server.logs.some((l) => l.includes('"msg":"stopped"'))).toBe(true)
    } finally {
      if (server.child.exitCode === null) server.child.kill('SIGKILL')
    }
  })
})

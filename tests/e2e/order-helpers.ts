import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { callFromPage, postFromPage } from './auth-helpers.ts'
import { postSkus } from './fixtures.ts'

/**
 * The signed-in customer's cash-on-delivery order of one `skuId`, to `address` (saved first), delivered (the
 * development route moves it through pack, ship and deliver). Answers the order's number.
 */
export async function deliveredOrder(page: Page, skuId: number, address: Record<string, string>, key: string): Promise<string> {
  await postSkus(page, [{ sku_id: skuId, quantity: 1 }])
  expect(await postFromPage(page, 'api/v4/addresses', address)).toBe(201)
  const details = await callFromPage(page, 'GET', '/pwa-api/api/v4/carts/details?types=pharmacy&response_type=full&cart_oos=true')
  const payable = details.body.data.payable_amount as number
  const placed = await callFromPage(
    page,
    'POST',
    '/pwa-api/api/v4/orders',
    { cart_type: 'pharmacy', payment: 'cod', expected_total: Math.round(payable * 100) },
    { 'idempotency-key': `${key}-${Date.now()}` },
  )
  expect(placed.status, JSON.stringify(placed.body)).toBe(201)
  const number = placed.body.data.number as string
  for (const event of ['pack', 'ship', 'deliver']) {
    expect((await callFromPage(page, 'POST', `/__dev/orders/${number}/move`, { event })).status).toBe(200)
  }
  return number
}

/** Crocin 650 Tablet as the search finds it (the seeded catalog's everyday over-the-counter medicine). */
export async function findCrocin(base: string): Promise<{ id: number; name: string }> {
  const res = await fetch(`${base}/pwa-api/api/v4/search/autocomplete?q=crocin&types=allopathy,sku&per_page=12`)
  const hits = ((await res.json()) as { search_results: { id: number; name: string }[] }).search_results
  return hits.find((h) => h.name === 'Crocin 650 Tablet')!
}

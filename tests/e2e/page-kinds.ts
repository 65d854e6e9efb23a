import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { baseURL as base, csrfOf, postSkus } from './fixtures.ts'

// The page kinds issue 28 measures at once (the phone-first header, the first-load JavaScript): one list for the
// suites that go over every kind, so a page kind added here is checked by all of them.

/** A product of the seeded catalog (Dolo 650), its id and its page, and its salt's generic page. */
export async function findProduct(): Promise<{ sku: number; product: string; generic: string }> {
  const res = await fetch(`${base}/pwa-api/api/v4/search/autocomplete?q=dolo%20650&per_page=1`)
  const hit = ((await res.json()) as { search_results: Array<{ id: number; url: string }> }).search_results[0]!
  const generic = /href="(\/generics\/[^"]+)"/.exec(await (await fetch(`${base}${hit.url}`)).text())?.[1]
  expect(generic).toBeDefined()
  return { sku: hit.id, product: hit.url, generic: generic! }
}

/** What a guest opens: the shell's pages, the catalog's, the labs catalog's and the (empty) cart. */
export const guestPageKinds = ({ product, generic }: { product: string; generic: string }): string[] => [
  '/',
  '/search/all?name=dolo',
  product,
  generic,
  '/categories',
  '/help',
  '/tnc',
  '/offers',
  '/online-doctor-consultation',
  '/labs',
  '/labs/tests',
  '/labs/new-delhi/search',
  '/labs/test/complete-blood-count-cbc-1/new-delhi/price',
  // issue 27 §6
  '/vaccination-at-home',
  '/cart',
]

/** What a signed-in customer with a pharmacy and a labs cart opens (fillCarts first). */
export const SIGNED_IN_PAGE_KINDS = [
  '/cart',
  '/cart/address-page',
  '/order/history',
  '/labs/cart',
  '/labs/cart/patient-page',
  '/labs/mybookings',
  '/profile',
]

/** Fills the signed-in page's pharmacy cart with `skus` (one each) and its labs cart with the seed's first test. */
export async function fillCarts(page: Page, skus: number[]): Promise<void> {
  await postSkus(
    page,
    skus.map((sku_id) => ({ sku_id, quantity: 1 })),
  )
  const labs = await page.request.put(`${base}/pwa-api/api/v4/carts/replace?types=labs`, {
    headers: { 'x-csrf-token': await csrfOf(page) },
    data: { sku_ids: [{ test_id: 1 }] },
  })
  expect(labs.status()).toBe(200)
}

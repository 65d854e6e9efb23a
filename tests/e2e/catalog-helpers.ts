import { baseURL as base } from './fixtures.ts'

// Finding the seed's products as a visitor would (search, then the cart's own verdict), for the e2e files that need a
// product of a kind: a prescription-only medicine deliverable in New Delhi.

export interface Hit {
  id: number
  name: string
  url: string
}

/**
 * The first medicine the catalog's search offers for `queries` that a guest cart marks prescription-only and available
 * in New Delhi (the seed's stock plan leaves some SKUs out of stock: the cart, not the test, says which).
 */
export async function findRxMedicine(queries: readonly string[]): Promise<Hit> {
  const cookie = `VISITOR-ID=${Array.from({ length: 32 }, () => Math.floor(Math.random() * 16).toString(16)).join('')}`
  const token = (
    (await (await fetch(`${base}/pwa-api/auth/csrf-token`, { headers: { cookie } })).json()) as { csrf_token: string }
  ).csrf_token
  for (const q of queries) {
    const res = await fetch(
      `${base}/pwa-api/api/v4/search/autocomplete?q=${encodeURIComponent(q)}&types=allopathy,sku&per_page=12`,
    )
    const hits = ((await res.json()) as { search_results: Hit[] }).search_results.filter((h) => h.url.startsWith('/drugs/'))
    for (const hit of hits) {
      const add = await fetch(`${base}/pwa-api/api/v4/carts/skus`, {
        method: 'POST',
        headers: { cookie, 'x-csrf-token': token, 'content-type': 'application/json' },
        body: JSON.stringify({ skus: [{ sku_id: hit.id, quantity: 1 }] }),
      })
      if (add.status !== 200) continue
      const details = (await (
        await fetch(`${base}/pwa-api/api/v4/carts/details?types=pharmacy&response_type=full&cart_oos=true&city=New%20Delhi`, {
          headers: { cookie },
        })
      ).json()) as {
        data: { widgets: Array<{ type: string; grouped_items?: Array<{ items: CartLine[] }> }> }
      }
      const lines = details.data.widgets.find((w) => w.type === 'cart_items')!.grouped_items!.flatMap((g) => g.items)
      const line = lines.find((l) => l.sku_id === hit.id)
      if (line?.rx_required && line.availability.available && line.availability.text === null) return hit
    }
  }
  throw new Error('no prescription-only medicine in stock in New Delhi found in the seed')
}

interface CartLine {
  sku_id: number
  rx_required: boolean
  availability: { available: boolean; text: string | null }
}

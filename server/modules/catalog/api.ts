import { Hono } from 'hono'
import { AutocompleteQuerySchema, type AutocompleteAnswer, type UdpTreeAnswer } from '../../../contracts/catalog.ts'
import type { AppEnv } from '../../http/types.ts'
import { parseQuery } from '../../http/validate.ts'

// The catalog calls of spec 1 §7.1: search suggestions and the category tree (contracts/catalog.ts).

export function catalogApi() {
  const api = new Hono<AppEnv>()

  api.get('/api/v4/search/autocomplete', async (c) => {
    const { q, types, per_page } = parseQuery(c, AutocompleteQuerySchema)
    return c.json((await c.var.services.catalog.autocomplete(q, types, per_page)) satisfies AutocompleteAnswer)
  })

  api.get('/api/v4/udp_tree', async (c) =>
    c.json({ data: { udp_tree: await c.var.services.catalog.categoryTree() } } satisfies UdpTreeAnswer),
  )

  return api
}

import { Hono } from 'hono'
import { etag } from 'hono/etag'
import { AutocompleteQuerySchema, type AutocompleteAnswer, type UdpTreeAnswer } from '../../../contracts/catalog.ts'
import type { AppEnv } from '../../http/types.ts'
import { parseQuery } from '../../http/validate.ts'

// The catalog calls of spec 1 §7.1: search suggestions and the category tree (contracts/catalog.ts).

/**
 * The category tree is the same for everyone and changes only with the catalog (built once per instance), so browsers
 * and proxies keep it five minutes, then ask again with If-None-Match and get 304 while it is unchanged (Issue 12: the
 * menu fetches it when it first opens instead of every page carrying it).
 */
export const UDP_TREE_CACHE_CONTROL = 'public, max-age=300'

export function catalogApi() {
  const api = new Hono<AppEnv>()

  api.get('/api/v4/search/autocomplete', async (c) => {
    const { q, types, per_page } = parseQuery(c, AutocompleteQuerySchema)
    return c.json((await c.var.services.catalog.autocomplete(q, types, per_page)) satisfies AutocompleteAnswer)
  })

  // The ETag is a hash (SHA-1) of the JSON body, weak (W/"…") because the same tag stands for the gzipped and the
  // plain answer (the 200 and the 304 say the same either way); If-None-Match is compared weakly. Vary is set here so
  // the 304 keeps it.
  api.get('/api/v4/udp_tree', etag({ weak: true }), async (c) => {
    c.header('cache-control', UDP_TREE_CACHE_CONTROL)
    c.header('vary', 'Accept-Encoding')
    return c.json({ data: { udp_tree: await c.var.services.catalog.categoryTree() } } satisfies UdpTreeAnswer)
  })

  return api
}

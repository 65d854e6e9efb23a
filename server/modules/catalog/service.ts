import { SEARCH_TYPES } from '../../../core/constants.ts'
import { and, asc, desc, eq, sql } from 'drizzle-orm'
import { queryRows, type Db } from '../../db/client.ts'
import { categories, diseases, products } from './schema.ts'
import { cached } from '../../lib/cache.ts'
import { systemClock, type Clock } from '../../lib/clock.ts'
import type { Logger } from '../../lib/logger.ts'
import { buildSearchIndex, type SearchDoc } from '../search/index.ts'
import { REFERENCE_TTL_MS, createCatalogPages } from './catalog-pages.ts'
import { categoryUrl, diseaseUrl, genericUrl, productUrl } from './urls.ts'

export interface UdpNode {
  slug: string
  name: string
  level: number
  children: UdpNode[]
}
export interface SearchItem {
  id: number
  name: string
  type: string
  url: string
}
export interface AutocompleteAnswer {
  result_found: boolean
  search_results: SearchItem[]
  search_suggestions: { display_text: string; results: SearchItem[] }
}

export { SEARCH_TYPES }
/** The autocomplete types of spec 1 §7.1; a salt's own generic entry travels with 'allopathy'. */
export type SearchType = (typeof SEARCH_TYPES)[number]
const KINDS_OF_TYPE: Record<SearchType, string[]> = {
  allopathy: ['allopathy', 'generic'],
  brand: ['brand'],
  sku: ['sku'],
  udp: ['udp'],
  disease: ['disease'],
}

export { categoryUrl, diseaseUrl, genericUrl, productUrl } from './urls.ts'

export function createCatalogService(db: Db, now: Clock = systemClock, logger?: Pick<Logger, 'error'>) {
  const popular = new Map<string, () => Promise<PopularProduct[]>>()
  // The index and the tree are built once per instance; a failed build is retried on the next call.
  const loadIndex = cached(Infinity, async () =>
    buildSearchIndex(await loadSearchDocs(db), {
      // A defect inside the index: the query answers no hits, the log says so (with the query's length, not its text).
      onError: (err, context) => logger?.error('search failed', { err: String(err), ...context }),
    }),
  )
  const loadTree = cached(REFERENCE_TTL_MS, () => loadCategoryTree(db), now)
  const pages = createCatalogPages(db, loadIndex, now)

  return {
    ...pages,

    /**
     * Drops what this instance keeps of the catalog: listings, the tree, popular products and the search index (rebuilt
     * on the next search). Called through shared-caches.ts when a writer announces a catalog change.
     */
    invalidate() {
      pages.invalidatePages()
      loadTree.invalidate()
      popular.clear()
      loadIndex.invalidate()
    },

    /** Starts building the in-memory search index (call at start so the first search is fast). */
    warmUp: () => loadIndex().then(() => undefined),

    /** spec 1 §7.1 GET /api/v4/udp_tree: the health-product category tree, data.udp_tree. */
    categoryTree: loadTree,

    /** The most ordered SKUs of a kind, for the home page (kept a minute: the home page is the busiest). */
    popularProducts(kind: 'drug' | 'otc', limit: number): Promise<PopularProduct[]> {
      const key = `${kind}:${limit}`
      let get = popular.get(key)
      if (!get) popular.set(key, (get = cached(60_000, () => loadPopular(db, kind, limit), now)))
      return get()
    },

    /** spec 1 §4.2: RESULTS when the words matched as typed, SUGGESTIONS ('did you mean') when they needed correcting. */
    async autocomplete(q: string, types: readonly SearchType[], perPage: number): Promise<AutocompleteAnswer> {
      const kinds = types.flatMap((t) => KINDS_OF_TYPE[t])
      const result = (await loadIndex()).search(q, { kinds, limit: perPage })
      const items = result.hits.map((h) => ({ id: h.id, name: h.name, type: h.kind, url: h.url }))
      if (items.length > 0 && !result.corrected) {
        return { result_found: true, search_results: items, search_suggestions: { display_text: '', results: [] } }
      }
      const didYouMean = result.suggestions[0]
      return {
        result_found: false,
        search_results: [],
        search_suggestions: { display_text: items.length && didYouMean ? `Did you mean ${didYouMean}?` : '', results: items },
      }
    },
  }
}

async function loadCategoryTree(db: Db): Promise<UdpNode[]> {
  const rows = await db.select().from(categories).orderBy(asc(categories.level), asc(categories.position))
  const nodes = new Map<number, UdpNode>()
  const roots: UdpNode[] = []
  for (const r of rows) {
    const node: UdpNode = { slug: r.slug, name: r.name, level: r.level, children: [] }
    nodes.set(r.id, node)
    const parent = r.parentId === null ? undefined : nodes.get(r.parentId)
    if (parent) parent.children.push(node)
    else roots.push(node)
  }
  return roots
}

async function loadPopular(db: Db, kind: 'drug' | 'otc', limit: number) {
  const rows = await db
    .select({
      id: products.id,
      kind: products.kind,
      name: products.name,
      slug: products.slug,
      pack: products.pack,
      manufacturer: products.manufacturer,
      mrpPaise: products.mrpPaise,
      pricePaise: products.pricePaise,
      rxRequired: products.rxRequired,
    })
    .from(products)
    .where(and(eq(products.kind, kind), eq(products.synthetic, false)))
    .orderBy(desc(products.popularity))
    .limit(limit)
  return rows.map((r) => ({ ...r, url: productUrl(r) }))
}
export type PopularProduct = Awaited<ReturnType<typeof loadPopular>>[number]

export type CatalogService = ReturnType<typeof createCatalogService>

/** One pass over the catalog: medicines with their salts and strengths, health products, salts, categories. */
/** Products read per query while the search index is built. */
const SEARCH_DOCS_PAGE = 10_000

export async function loadSearchDocs(db: Db): Promise<SearchDoc[]> {
  const docs: SearchDoc[] = []
  // In pages by id: one query for the whole catalog would make the embedded database's memory grow by the size of the
  // answer (some 170 MB at 200,000 SKUs), and WebAssembly memory never shrinks (issue 12 §7).
  for (let after = -1; ;) {
    const productRows = await queryRows<{
      id: number
      kind: string
      name: string
      slug: string
      popularity: number
      terms: string | null
    }>(
      db,
      sql`
      select p.id, p.kind, p.name, p.slug, p.popularity,
        (select string_agg(lower(s.name) || ' ' || ps.strength, ' | ' order by ps.position)
           from product_salts ps join salts s on s.id = ps.salt_id where ps.product_id = p.id) as terms
      from products p where p.id > ${after} order by p.id limit ${SEARCH_DOCS_PAGE}`,
    )
    for (const p of productRows) {
      docs.push({
        id: Number(p.id),
        kind: p.kind === 'otc' ? 'sku' : 'allopathy',
        name: p.name,
        url: productUrl({ kind: p.kind, slug: p.slug, id: Number(p.id) }),
        terms: p.terms ? p.terms.split(' | ') : [],
        popularity: Number(p.popularity),
      })
    }
    if (productRows.length < SEARCH_DOCS_PAGE) break
    after = Number(productRows.at(-1)!.id)
  }
  const saltRows = await queryRows<{ id: number; name: string; slug: string; brands: number }>(
    db,
    sql`
    select s.id, s.name, s.slug, (select count(*)::int from product_salts ps where ps.salt_id = s.id) as brands from salts s`,
  )
  for (const s of saltRows) {
    // A salt ranks with its most popular brands: a salt query should show the generic entry near the top.
    docs.push({
      id: Number(s.id),
      kind: 'generic',
      name: s.name,
      url: genericUrl(s),
      terms: [],
      popularity: 2_000_000 + Number(s.brands),
    })
  }
  const cats = await db
    .select({ id: categories.id, name: categories.name, slug: categories.slug, level: categories.level })
    .from(categories)
  for (const c of cats)
    docs.push({ id: c.id, kind: 'udp', name: c.name, url: categoryUrl(c), terms: [], popularity: 10_000 - c.level * 1000 })
  const diseaseRows = await db.select({ id: diseases.id, name: diseases.name, slug: diseases.slug }).from(diseases)
  for (const d of diseaseRows)
    docs.push({ id: d.id, kind: 'disease', name: d.name, url: diseaseUrl(d), terms: [], popularity: 5_000 })
  return docs
}

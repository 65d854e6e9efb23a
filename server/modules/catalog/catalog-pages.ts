import type { Db } from '../../db/client.ts'
import { cached, cachedByKey } from '../../lib/cache.ts'
import type { Clock } from '../../lib/clock.ts'
import type { SearchIndex } from '../search/index.ts'
import {
  loadAllMedicines,
  loadCategoryNodes,
  loadCategoryPage,
  loadDiseaseMedicines,
  loadDiseases,
  loadMedicineLetters,
  loadTherapeuticClasses,
} from './listings.ts'
import { loadGeneric, loadProduct, loadSubstitutes, searchPage } from './pages.ts'

/** How long reference data (listings, the category tree, cities) is kept without an announced change. */
export const REFERENCE_TTL_MS = 10 * 60_000

/**
 * A product page's data (the product, its salts, its substitutes) is the same for every visitor: kept a minute, like
 * the home's popular products, for the most read products only (issue 12: on the embedded database its three queries
 * were most of a product page's time). A price shown from here is checked again when the cart is priced and the order
 * placed (409 price_changed), so a minute of staleness can never charge a wrong price.
 */
export const PRODUCT_TTL_MS = 60_000
export const PRODUCTS_KEPT = 2_000

/** Data of the pages search leads to: results, product and generic pages, the listings (spec 1 §2.4, §4.7). */
export function createCatalogPages(db: Db, loadIndex: () => Promise<SearchIndex>, now: Clock) {
  // Reference data: kept ten minutes, and dropped at once when a writer announces a catalog change (shared-caches.ts).
  const diseases = cached(REFERENCE_TTL_MS, () => loadDiseases(db), now)
  const classes = cached(REFERENCE_TTL_MS, () => loadTherapeuticClasses(db), now)
  const categoryNodes = cached(REFERENCE_TTL_MS, () => loadCategoryNodes(db), now)
  const letters = cached(60_000, () => loadMedicineLetters(db), now)
  const products = cachedByKey(PRODUCT_TTL_MS, PRODUCTS_KEPT, (id: number) => loadProduct(db, id), now)
  // A product's substitutes follow from its own row (salt key, price): computed from the kept product, kept as long.
  const substitutes = cachedByKey(
    PRODUCT_TTL_MS,
    PRODUCTS_KEPT,
    async (id: number) => {
      const p = await products(id)
      return p ? loadSubstitutes(db, p) : []
    },
    now,
  )

  return {
    /** Drops the listings' copies (a catalog change). */
    invalidatePages() {
      for (const c of [diseases, classes, categoryNodes, letters, products, substitutes]) c.invalidate()
    },

    /** The /search/all page: a page of results with product details, or a did-you-mean, or none. */
    async searchPage(term: string, page: number) {
      return searchPage(db, await loadIndex(), term, page)
    },

    /** A product with its salts and (OTC) category breadcrumb; null when unknown. */
    product: products,

    /** Cheaper products with the same salts and strengths, cheapest first, with the saving. */
    substitutes: (p: { id: number }) => substitutes(p.id),

    /** A salt (generic) and a page of every brand containing it; null when unknown. */
    generic: (id: number, page: number) => loadGeneric(db, id, page),

    diseases,
    async disease(slug: string) {
      const entry = (await diseases()).find((d) => d.slug === slug)
      if (!entry) return null
      return { ...entry, medicines: await loadDiseaseMedicines(db, entry.id) }
    },

    medicineLetters: letters,
    allMedicines: (letter: string | null, page: number) => loadAllMedicines(db, letter, page),

    therapeuticClasses: classes,

    categoryNodes,
    async categoryPage(slug: string, page: number) {
      return loadCategoryPage(db, await categoryNodes(), slug, page)
    },
  }
}

import { z } from 'zod'
import { SEARCH_TYPES } from '../core/constants.ts'
import type { Paise } from '../core/money.ts'

// The catalog's calls (spec 1 §7.1: autocomplete, udp_tree) and the shapes its page loaders hand to the browser.

// ---- GET /api/v4/search/autocomplete ----

/** The autocomplete types of spec 1 §7.1; a salt's own generic entry travels with 'allopathy'. */
export type SearchType = (typeof SEARCH_TYPES)[number]

export const AutocompleteQuerySchema = z.object({
  q: z.string().max(200, 'q is too long').default(''),
  types: z
    .string()
    .max(200)
    .default(SEARCH_TYPES.join(','))
    .transform((s, ctx) => {
      const list = s
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean)
      const unknown = list.filter((t) => !(SEARCH_TYPES as readonly string[]).includes(t))
      if (unknown.length) {
        ctx.addIssue({ code: 'custom', message: `Unknown type: ${unknown[0]!.slice(0, 40)}` })
        return z.NEVER
      }
      return (list.length ? list : [...SEARCH_TYPES]) as SearchType[]
    }),
  per_page: z.coerce.number().int('per_page must be a whole number').min(1).max(50).default(12),
})

export const SearchItemSchema = z.object({ id: z.number().int(), name: z.string(), type: z.string(), url: z.string() })
export type SearchItem = z.infer<typeof SearchItemSchema>

/** spec 1 §4.2: results when the words matched as typed, suggestions ('did you mean') when they needed correcting. */
export const AutocompleteAnswerSchema = z.object({
  result_found: z.boolean(),
  search_results: z.array(SearchItemSchema),
  search_suggestions: z.object({ display_text: z.string(), results: z.array(SearchItemSchema) }),
})
export type AutocompleteAnswer = z.infer<typeof AutocompleteAnswerSchema>

// ---- GET /api/v4/udp_tree ----

export interface UdpNode {
  slug: string
  name: string
  level: number
  children: UdpNode[]
}
export const UdpNodeSchema: z.ZodType<UdpNode> = z.lazy(() =>
  z.object({ slug: z.string(), name: z.string(), level: z.number().int(), children: z.array(UdpNodeSchema) }),
)
export const UdpTreeAnswerSchema = z.object({ data: z.object({ udp_tree: z.array(UdpNodeSchema) }) })
export type UdpTreeAnswer = z.infer<typeof UdpTreeAnswerSchema>

// ---- Page data (loaders → catalog pages; money in paise, formatted by core/money.ts) ----

/** A product as a card shows it (search results, listings, substitutes, brands of a salt). */
export interface CardProduct {
  id: number
  kind: 'drug' | 'otc'
  name: string
  pack: string
  manufacturer: string
  composition: string | null
  mrpPaise: Paise
  pricePaise: Paise
  rxRequired: boolean
  url: string
}

export interface ProductDetail extends CardProduct {
  slug: string
  brand: string
  form: string | null
  schedule: string
  /** A narcotic or psychotropic medicine under the NDPS Act (catalog/sale-rules.ts). */
  ndps: boolean
  /** Why it is never sold online (schedule X or NDPS), as the customer reads it; null when it may be sold. */
  notSoldOnline: string | null
  saltKey: string | null
  salts: Array<{ id: number; name: string; strength: string; url: string }>
  /** OTC only: root first. */
  breadcrumb: Array<{ name: string; url: string }>
}

/** A cheaper product with the same salts and strengths, and what it saves against the product shown. */
export type SubstituteCard = CardProduct & { savingPaise: Paise }

export interface Paged<T> {
  items: T[]
  total: number
  page: number
  pageCount: number
}

export type SearchEntry =
  | ({ type: 'product' } & CardProduct)
  | { type: 'generic'; id: number; name: string; url: string; therapeuticClass: string }
  | { type: 'disease' | 'category'; id: number; name: string; url: string }

/** spec 1 §4.2: RESULTS, SUGGESTIONS (did you mean) or NORESULTS. */
export type SearchResponseType = 'RESULTS' | 'SUGGESTIONS' | 'NORESULTS'

/** The /search/all page. */
export interface SearchPageData extends Paged<SearchEntry> {
  term: string
  responseType: SearchResponseType
  didYouMean: string | null
}

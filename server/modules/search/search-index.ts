import { rebuild } from './build.ts'
import { add } from './delta.ts'
import { searchImpl } from './query.ts'
import { newState } from './state.ts'

/**
 * In-memory autocomplete index for the medicine catalogue (brands, OTC products, generics, categories…).
 *
 * Design (see also the tests beside this file):
 * - Every name and `terms` entry is normalised into words (lower-case, diacritics stripped, letters split
 *   from digits: 'Dolo650' → 'dolo', '650'). Distinct words are sorted, so a word id is its rank and any
 *   prefix is one contiguous id range [lo, hi).
 * - Docs are numbered in ranking order (popularity desc, shorter name, id), and every word has two posting
 *   lists (docs with the word in the name / only in `terms`) in that order, stored flat: the lists of a whole
 *   prefix range are one contiguous slice.
 * - A query is AND over its tokens: each token but the last must be a whole word, the last one (and every
 *   number) a prefix. Candidates come from posting lists merged in ranking order: first the name lists of the
 *   token with the fewest name postings (finds every all-in-name hit), then both lists of the rarest token;
 *   with a narrow kinds filter, the per-kind doc lists. Other tokens are checked against the candidate's own
 *   few word ids (range checks, no set intersection). Results are kept in a top-`limit` list ordered by tier
 *   then ranking order, and a scan stops as soon as no later candidate can enter it.
 * - Only when exact matching leaves the list short, words within 1 edit (4+ chars) or 2 edits (8+ chars,
 *   optimal string alignment, so a transposition counts 1) are looked up in the word dictionary: a preorder
 *   trie walked with banded DP rows per depth, a subtree skipped once no cell is within budget. The last
 *   token may be a misspelled prefix of a word. Numbers and words under 4 chars are never corrected.
 * - Entity pages (generic, brand, category…) whose whole name is typed rank first; when results stay short,
 *   form/unit words and then the last token are dropped (fewer matched tokens rank lower).
 * `add()` puts a doc into a small delta scanned linearly; the base is rebuilt once the delta grows.
 *
 * Files: vocabulary.ts (limits, word lists), text.ts (words, edit distance), containers.ts (top-k, merge), state.ts
 * (what an index holds), build.ts (the base), dictionary.ts (lookups, typo walk), tokens.ts, match.ts, scan.ts and
 * query.ts (a query, stage by stage), delta.ts (docs added later).
 */

export interface SearchDoc {
  id: number
  kind: string
  name: string
  url: string
  terms?: string[]
  popularity: number
}
export interface SearchHit {
  id: number
  kind: string
  name: string
  url: string
  score: number
}
/** corrected: the top hit needed typo correction; suggestions: corrected query strings ("did you mean"). */
export interface SearchResult {
  hits: SearchHit[]
  corrected: boolean
  suggestions: string[]
}
export interface SearchOptions {
  /** Only these kinds; undefined or empty = every kind. */
  kinds?: readonly string[]
  /** Default 12, at most 100. */
  limit?: number
}
export interface SearchIndex {
  search(query: string, opts?: SearchOptions): SearchResult
  readonly size: number
  add?(doc: SearchDoc): void
}

export { DEFAULT_LIMIT, LOW_WEIGHT_WORDS, MAX_QUERY_CHARS, MAX_QUERY_TOKENS } from './vocabulary.ts'
export { osaDistance, tokenize } from './text.ts'

export interface SearchIndexOptions {
  /**
   * Told of a query that failed inside the index (a defect): the query then answers no hits rather than failing the
   * page. Given the query's length, never its text (it can hold health information).
   */
  onError?: (error: unknown, context: { queryLength: number }) => void
}

export function buildSearchIndex(docs: Iterable<SearchDoc>, opts: SearchIndexOptions = {}): SearchIndex {
  const ix = newState()
  const list: SearchDoc[] = []
  for (const d of docs) if (d && typeof d === 'object') list.push(d)
  rebuild(ix, list)
  return {
    get size() {
      return ix.n + ix.dExt.length
    },
    search(query: string, options?: SearchOptions): SearchResult {
      try {
        return searchImpl(ix, query, options)
      } catch (error) {
        opts.onError?.(error, { queryLength: typeof query === 'string' ? query.length : 0 })
        return { hits: [], corrected: false, suggestions: [] }
      }
    },
    add: (doc: SearchDoc) => add(ix, doc),
  }
}

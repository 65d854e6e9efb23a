import { TopK } from './containers.ts'
import { before, docKind, verify, wordAt } from './match.ts'
import { runMode } from './scan.ts'
import type { SearchHit, SearchOptions, SearchResult } from './search-index.ts'
import type { IndexState } from './state.ts'
import { tokenize } from './text.ts'
import { ensureFixes, makeTok, type Tok } from './tokens.ts'
import { DEFAULT_LIMIT, LEVEL_STEP, MAX_LIMIT, MAX_QUERY_CHARS, MAX_QUERY_TOKENS } from './vocabulary.ts'

// Answering a query: its tokens, the levels it falls back through (all tokens, then without form words, then
// without the last), exact matches before corrections, and the hits with their 'did you mean' suggestions.

export function searchImpl(ix: IndexState, query: string, opts?: SearchOptions): SearchResult {
  let limit = DEFAULT_LIMIT
  if (opts && typeof opts.limit === 'number' && !Number.isNaN(opts.limit)) {
    limit = Math.max(0, Math.min(MAX_LIMIT, Math.floor(opts.limit)))
  }
  const empty: SearchResult = { hits: [], corrected: false, suggestions: [] }
  if (limit === 0 || typeof query !== 'string') return empty
  const raw = query.length > MAX_QUERY_CHARS ? query.slice(0, MAX_QUERY_CHARS) : query
  const texts = tokenize(raw).slice(0, MAX_QUERY_TOKENS)
  if (texts.length === 0) return empty
  // A query ending in a separator has its last word complete.
  const tail = raw.charCodeAt(raw.length - 1)
  const lastIsPrefix = raw.length === query.length ? !(tail === 32 || tail === 9 || tail === 10) : true

  // Kinds filter.
  ix.kindFilter = false
  if (opts && Array.isArray(opts.kinds) && opts.kinds.length > 0) {
    ix.kindFilter = true
    if (ix.kindOk.length < ix.kindNames.length) ix.kindOk = new Uint8Array(ix.kindNames.length + 8)
    ix.kindOk.fill(0)
    let any = false
    for (const k of opts.kinds) {
      const id = ix.kindIds.get(k)
      if (id !== undefined) {
        ix.kindOk[id] = 1
        any = true
      }
    }
    if (!any) return empty
  }

  const toks = texts.map((t, i) => makeTok(ix, t, i === texts.length - 1, lastIsPrefix))
  const levels: Tok[][] = [toks]
  const strong = toks.filter((t) => !t.low)
  if (strong.length > 0 && strong.length < toks.length) levels.push(strong)
  const lastLevel = levels[levels.length - 1]!
  if (lastLevel.length >= 2) levels.push(lastLevel.slice(0, -1))

  const top = new TopK(limit, (a: number, b: number) => before(ix, a, b))
  ix.takenGen = (ix.takenGen + 1) >>> 0
  if (ix.takenGen === 0) {
    ix.taken.fill(0)
    ix.takenGen = 1
  }
  for (let level = 0; level < levels.length && !top.full; level++) {
    const lv = levels[level]!
    const base = level * LEVEL_STEP
    runMode(ix, lv, top, base, true)
    if (top.full) break
    let anyFix = false
    for (const t of lv) {
      ensureFixes(ix, t)
      if (t.lo.length > t.exactCount) anyFix = true
    }
    if (anyFix) runMode(ix, lv, top, base, false)
  }

  const hits: SearchHit[] = []
  const suggestions: string[] = []
  for (let i = 0; i < top.docs.length; i++) {
    const doc = top.docs[i]!
    const tier = top.tiers[i]!
    const n = ix.n
    const pop = doc < n ? ix.pop[doc]! : ix.dPop[doc - n]!
    // Tier dominates; popularity (log-scaled into [0, 1)) breaks ties.
    const pp = pop > 0 ? 1 - 1 / (1 + Math.log1p(pop)) : 0
    hits.push({
      id: doc < n ? ix.ext[doc]! : ix.dExt[doc - n]!,
      kind: ix.kindNames[docKind(ix, doc)]!,
      name: doc < n ? ix.names.get(doc) : ix.dName[doc - n]!,
      url: doc < n ? ix.urls.get(doc) : ix.dUrl[doc - n]!,
      score: 3 * LEVEL_STEP - tier + pp,
    })
    if (tier % LEVEL_STEP >= 4 && suggestions.length < 3) {
      const lv = levels[Math.floor(tier / LEVEL_STEP)]!
      if (verify(ix, doc, lv, false, true) >= 0) {
        const s = lv.map((t, j) => (ix.recDist[j]! > 0 ? wordAt(ix, doc, ix.recPos[j]!) : t.text)).join(' ')
        if (!suggestions.includes(s)) suggestions.push(s)
      }
    }
  }
  const corrected = top.tiers.length > 0 && top.tiers[0]! % LEVEL_STEP >= 4
  return { hits, corrected, suggestions }
}

import { findWord, fuzzy, lowerBound, rangeDf, wordText, type FuzzyOut } from './dictionary.ts'
import type { IndexState } from './state.ts'
import { isDigit, osaDistance, typoBudget } from './text.ts'
import { CORRECT_IF_DF_BELOW, LOW_WEIGHT_WORDS, MAX_FUZZY_LEN } from './vocabulary.ts'

// A query's tokens: the word-id ranges each matches exactly, and (only when needed) its typo corrections.

/** One query token and the word-id ranges it matches: the first `exactCount` at distance 0, then corrections. */
export interface Tok {
  text: string
  numeric: boolean
  prefix: boolean
  low: boolean
  lo: number[]
  hi: number[]
  dist: number[]
  exactCount: number
  /** The token is itself a word of the dictionary. */
  exactWord: boolean
  /** Docs matching exactly (base index). */
  df: number
  fixed: boolean
  /** Whole-word corrections, best first (for whole-name lookups). */
  fixWords: string[]
}

export function makeTok(ix: IndexState, text: string, isLast: boolean, lastIsPrefix: boolean): Tok {
  const numeric = isDigit(text.charCodeAt(0))
  const prefix = numeric || (isLast && lastIsPrefix)
  const tok: Tok = {
    text,
    numeric,
    prefix,
    low: LOW_WEIGHT_WORDS.has(text),
    lo: [],
    hi: [],
    dist: [],
    exactCount: 0,
    exactWord: false,
    df: 0,
    fixed: false,
    fixWords: [],
  }
  const exact = findWord(ix, text)
  tok.exactWord = exact >= 0 || ix.ovMap.has(text)
  if (prefix) {
    const lo = lowerBound(ix, text)
    const hi = lowerBound(ix, text + '\uffff', lo)
    if (lo < hi) pushRange(tok, lo, hi, 0)
  } else if (exact >= 0) pushRange(tok, exact, exact + 1, 0)
  for (let i = 0; i < ix.ovWords.length; i++) {
    const w = ix.ovWords[i]!
    if (prefix ? w.startsWith(text) : w === text) pushRange(tok, ix.W + i, ix.W + i + 1, 0)
  }
  tok.exactCount = tok.lo.length
  for (let r = 0; r < tok.exactCount; r++) tok.df += rangeDf(ix, tok.lo[r]!, tok.hi[r]!)
  return tok
}

function pushRange(tok: Tok, lo: number, hi: number, dist: number): void {
  tok.lo.push(lo)
  tok.hi.push(hi)
  tok.dist.push(dist)
}

/** Adds the typo corrections of a token (once). */
export function ensureFixes(ix: IndexState, tok: Tok): void {
  if (tok.fixed) return
  tok.fixed = true
  const len = tok.text.length
  if (tok.numeric || len < 4 || len > MAX_FUZZY_LEN || tok.df >= CORRECT_IF_DF_BELOW) return
  const k = typoBudget(len)
  const out: FuzzyOut = { lo: [], hi: [], dist: [], fullIds: [], fullDist: [] }
  fuzzy(ix, tok.text, k, tok.prefix, out)
  if (!tok.prefix) {
    // Whole-word tokens match exactly their whole-word corrections.
    for (let i = 0; i < out.fullIds.length; i++) {
      out.lo.push(out.fullIds[i]!)
      out.hi.push(out.fullIds[i]! + 1)
      out.dist.push(out.fullDist[i]!)
    }
  }
  for (let i = 0; i < ix.ovWords.length; i++) {
    const w = ix.ovWords[i]!
    const d = osaDistance(tok.text, w, tok.prefix)
    if (d === 0 || d > k) continue
    out.lo.push(ix.W + i)
    out.hi.push(ix.W + i + 1)
    out.dist.push(d)
    const full = tok.prefix ? osaDistance(tok.text, w) : d
    if (full > 0 && full <= k) {
      out.fullIds.push(ix.W + i)
      out.fullDist.push(full)
    }
  }
  for (let i = 0; i < out.lo.length; i++) pushRange(tok, out.lo[i]!, out.hi[i]!, out.dist[i]!)
  const order = out.fullIds.map((_, i) => i)
  const dfOf = (id: number) => rangeDf(ix, id, id + 1)
  order.sort((a, b) => out.fullDist[a]! - out.fullDist[b]! || dfOf(out.fullIds[b]!) - dfOf(out.fullIds[a]!))
  tok.fixWords = order.slice(0, 4).map((i) => wordText(ix, out.fullIds[i]!))
}

import type { IndexState } from './state.ts'
import { isDigit } from './text.ts'
import { NO_DIST } from './vocabulary.ts'

// The word dictionary: exact and prefix lookups by binary search over the sorted words, posting counts of a word
// range, and the typo search that walks the trie.

export interface FuzzyOut {
  lo: number[]
  hi: number[]
  dist: number[]
  fullIds: number[]
  fullDist: number[]
}

export function lowerBound(ix: IndexState, s: string, lo = 0, hi = ix.W): number {
  const words = ix.words
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if (words[mid]! < s) lo = mid + 1
    else hi = mid
  }
  return lo
}

export function findWord(ix: IndexState, s: string): number {
  const i = lowerBound(ix, s)
  return i < ix.W && ix.words[i] === s ? i : -1
}

export function wordText(ix: IndexState, id: number): string {
  return id < ix.W ? ix.words[id]! : (ix.ovWords[id - ix.W] ?? '')
}

export function isLowWord(ix: IndexState, id: number): boolean {
  return id < ix.W ? ix.lowWord[id] === 1 : ix.ovLow[id - ix.W] === 1
}

/** Docs (base) whose postings lie in word range [lo, hi). */
export function rangeDf(ix: IndexState, lo: number, hi: number): number {
  if (lo >= ix.W) return 0
  const h = hi > ix.W ? ix.W : hi
  return ix.postStart[2 * h]! - ix.postStart[2 * lo]!
}

/** Docs (base) with a word of range [lo, hi) in their name. */
export function rangeNameDf(ix: IndexState, lo: number, hi: number): number {
  if (lo >= ix.W) return 0
  const h = hi > ix.W ? ix.W : hi
  return ix.nameCum[h]! - ix.nameCum[lo]!
}

/**
 * Words within k edits of q (whole words), or with a prefix within k edits of q (prefixMode: then whole
 * subtrees come out as word-id ranges). Walks the dictionary trie in preorder; DP rows are kept per depth
 * and a subtree is skipped once no cell of its root's row is within budget.
 */
export function fuzzy(ix: IndexState, q: string, k: number, prefixMode: boolean, out: FuzzyOut): void {
  const m = q.length
  const cols = m + 1
  const maxD = m + k
  // Only the band |depth - j| <= k is computed; cells outside it stay at k + 1 (over budget).
  const rows = new Int32Array((maxD + 2) * cols).fill(k + 1)
  for (let j = 0; j <= m; j++) rows[j] = j
  const qc = new Int32Array(m)
  for (let j = 0; j < m; j++) qc[j] = q.charCodeAt(j)
  const path = new Int32Array(maxD + 2)
  const rec = new Int32Array(maxD + 2)
  rec[0] = NO_DIST
  const qDigit = isDigit(qc[0]!)
  const tCh = ix.tCh
  const tDepth = ix.tDepth
  const tSkip = ix.tSkip
  const tTerm = ix.tTerm
  const nodes = ix.tCount
  let i = 1
  while (i < nodes) {
    const d = tDepth[i]!
    const c = tCh[i]!
    if (d === 1 && isDigit(c) !== qDigit) {
      i = tSkip[i]!
      continue
    }
    path[d - 1] = c
    const cur = d * cols
    const prev = cur - cols
    rows[cur] = d
    let rowMin = d
    const pc = d > 1 ? path[d - 2]! : -1
    const jHi = d + k < m ? d + k : m
    for (let j = d - k > 1 ? d - k : 1; j <= jHi; j++) {
      let v = rows[prev + j]! + 1
      const ins = rows[cur + j - 1]! + 1
      if (ins < v) v = ins
      const sub = rows[prev + j - 1]! + (qc[j - 1] === c ? 0 : 1)
      if (sub < v) v = sub
      if (j > 1 && pc === qc[j - 1] && c === qc[j - 2]) {
        const tr = rows[prev - cols + j - 2]! + 1
        if (tr < v) v = tr
      }
      rows[cur + j] = v
      if (v < rowMin) rowMin = v
    }
    const last = rows[cur + m]!
    let inherited = rec[d - 1]!
    const term = tTerm[i]!
    if (term >= 0 && last > 0 && last <= k) {
      out.fullIds.push(term)
      out.fullDist.push(last)
    }
    if (prefixMode && last <= k && last < inherited) {
      if (last > 0) {
        out.lo.push(ix.tFirst[i]!)
        out.hi.push(subtreeEnd(ix, i))
        out.dist.push(last)
      }
      inherited = last
    }
    rec[d] = inherited
    if (rowMin > k || rowMin >= inherited || d >= maxD) i = tSkip[i]!
    else i++
  }
}

/** One past the last word id under trie node i. */
function subtreeEnd(ix: IndexState, i: number): number {
  const s = ix.tSkip[i]!
  return s < ix.tCount ? ix.tFirst[s]! : ix.W
}

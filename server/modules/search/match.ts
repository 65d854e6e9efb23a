import { isLowWord, wordText } from './dictionary.ts'
import type { IndexState } from './state.ts'
import type { Tok } from './tokens.ts'
import { NO_DIST } from './vocabulary.ts'

// Whether one document matches a query's tokens, and how well; the ranking order between documents.

export function before(ix: IndexState, a: number, b: number): boolean {
  const n = ix.n
  if (a < n && b < n) return a < b
  const pa = a < n ? ix.pop[a]! : ix.dPop[a - n]!
  const pb = b < n ? ix.pop[b]! : ix.dPop[b - n]!
  if (pa !== pb) return pa > pb
  const la = a < n ? ix.nameLen[a]! : ix.dNameLen[a - n]!
  const lb = b < n ? ix.nameLen[b]! : ix.dNameLen[b - n]!
  if (la !== lb) return la < lb
  const ea = a < n ? ix.ext[a]! : ix.dExt[a - n]!
  const eb = b < n ? ix.ext[b]! : ix.dExt[b - n]!
  if (ea !== eb) return ea < eb
  return a < b
}

export function docKind(ix: IndexState, doc: number): number {
  return doc < ix.n ? ix.kind[doc]! : ix.dKind[doc - ix.n]!
}

export function wordAt(ix: IndexState, doc: number, p: number): string {
  return wordText(ix, doc < ix.n ? ix.dw[p]! : ix.dWords[doc - ix.n]![p]!)
}

/**
 * Checks that every token matches a word of the doc (exact ranges only, or with corrections).
 * Returns editDistance * 4 + nameTier (1 all tokens in the name, 2 some, 3 none), or -1.
 * With record, fills recPos/recDist with the best word position and distance of each token.
 */
export function verify(ix: IndexState, doc: number, toks: Tok[], exact: boolean, record: boolean): number {
  let words: Int32Array
  let s: number
  let e: number
  let ne: number
  if (doc < ix.n) {
    words = ix.dw
    s = ix.dwStart[doc]!
    e = ix.dwStart[doc + 1]!
    ne = ix.dwNameEnd[doc]!
  } else {
    words = ix.dWords[doc - ix.n]!
    s = 0
    e = words.length
    ne = ix.dNameEnd[doc - ix.n]!
  }
  let dist = 0
  let inName = 0
  for (let t = 0; t < toks.length; t++) {
    const tk = toks[t]!
    const nr = exact ? tk.exactCount : tk.lo.length
    const lo = tk.lo
    const hi = tk.hi
    let best = NO_DIST
    let bestName = false
    let bestPos = -1
    for (let p = s; p < e; p++) {
      const w = words[p]!
      for (let r = 0; r < nr; r++) {
        if (w >= lo[r]! && w < hi[r]!) {
          const d = tk.dist[r]!
          const isName = p < ne
          if (d < best || (d === best && isName && !bestName)) {
            best = d
            bestName = isName
            bestPos = p
          }
        }
      }
      if (best === 0 && bestName) break
    }
    if (best === NO_DIST) return -1
    dist += best
    if (bestName) inName++
    if (record) {
      ix.recPos[t] = bestPos
      ix.recDist[t] = best
    }
  }
  const nameTier = inName === toks.length ? 1 : inName > 0 ? 2 : 3
  return dist * 4 + nameTier
}

export function accept(ix: IndexState, doc: number): boolean {
  if (ix.visit[doc] === ix.visitGen) return false
  ix.visit[doc] = ix.visitGen
  if (ix.taken[doc] === ix.takenGen) return false
  return !ix.kindFilter || ix.kindOk[docKind(ix, doc)] === 1
}

/** Every non-low-weight name word of a delta doc is the best match of some token (after verify with record). */
export function coversName(ix: IndexState, doc: number, nt: number): boolean {
  const j = doc - ix.n
  const words = ix.dWords[j]!
  const ne = ix.dNameEnd[j]!
  let core = 0
  for (let p = 0; p < ne; p++) {
    if (isLowWord(ix, words[p]!)) continue
    core++
    let hit = false
    for (let t = 0; t < nt; t++) if (ix.recPos[t] === p) hit = true
    if (!hit) return false
  }
  return core > 0
}

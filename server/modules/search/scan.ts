import type { TopK } from './containers.ts'
import { rangeDf, rangeNameDf } from './dictionary.ts'
import { accept, coversName, verify } from './match.ts'
import type { IndexState } from './state.ts'
import type { Tok } from './tokens.ts'
import { MAX_COVER_LOOKUPS, NO_DIST } from './vocabulary.ts'

// Finding the candidates of a query in ranking order: whole-name lookups first, then the posting lists of the
// cheapest tokens merged, stopping as soon as no later document can enter the results.

/** One pass over the tokens: exact matches only, or with corrections (every new hit then has distance >= 1). */
export function runMode(ix: IndexState, toks: Tok[], top: TopK, base: number, exact: boolean): void {
  for (const t of toks) if ((exact ? t.exactCount : t.lo.length) === 0) return
  ix.visitGen = (ix.visitGen + 1) >>> 0
  if (ix.visitGen === 0) {
    ix.visit.fill(0)
    ix.visitGen = 1
  }
  // Least edit distance a new hit can have: in the corrected pass at least one token uses a correction.
  let minDist = 0
  if (!exact) {
    let sum = 0
    let leastFix = NO_DIST
    for (const t of toks) {
      let f = NO_DIST
      for (let r = t.exactCount; r < t.lo.length; r++) if (t.dist[r]! < f) f = t.dist[r]!
      if (f < leastFix) leastFix = f
      if (t.exactCount === 0) sum += f
    }
    minDist = Math.max(sum, leastFix)
  }

  coverLookups(ix, toks, top, base, exact)

  scanBase(ix, toks, top, base, exact, minDist)
  // Delta docs: linear.
  for (let j = 0; j < ix.dExt.length; j++) {
    const doc = ix.n + j
    if (!accept(ix, doc)) continue
    const t = verify(ix, doc, toks, exact, true)
    if (t < 0) continue
    let tier = t
    if (!ix.productKind[ix.dKind[j]!] && coversName(ix, doc, toks.length)) tier = (t >> 2) << 2
    top.insert(doc, base + tier)
    ix.taken[doc] = ix.takenGen
  }
}

/** Base docs in ranking order from the cheapest lists; stops once the top list is settled. */
function scanBase(ix: IndexState, toks: Tok[], top: TopK, base: number, exact: boolean, minDist: number): void {
  const tier0 = base + minDist * 4
  // Totals (name + terms) and name-only posting counts per token.
  let drv = -1
  let drvDf = Infinity
  let drvName = -1
  let drvNameDf = Infinity
  for (let t = 0; t < toks.length; t++) {
    const tk = toks[t]!
    const nr = exact ? tk.exactCount : tk.lo.length
    let df = 0
    let nameDf = 0
    for (let r = 0; r < nr; r++) {
      df += rangeDf(ix, tk.lo[r]!, tk.hi[r]!)
      nameDf += rangeNameDf(ix, tk.lo[r]!, tk.hi[r]!)
    }
    if (df < drvDf) {
      drvDf = df
      drv = t
    }
    if (nameDf < drvNameDf) {
      drvNameDf = nameDf
      drvName = t
    }
  }
  if (drv < 0 || drvDf === 0) return

  // A narrow kinds filter: walk the docs of those kinds (already in ranking order) instead.
  if (ix.kindFilter) {
    let allowed = 0
    for (let k = 0; k + 1 < ix.kindStart.length; k++) if (ix.kindOk[k]) allowed += ix.kindStart[k + 1]! - ix.kindStart[k]!
    if (allowed < drvDf) {
      const mg = ix.merger
      mg.reset(ix.kindDocs)
      for (let k = 0; k + 1 < ix.kindStart.length; k++) if (ix.kindOk[k]) mg.add(ix.kindStart[k]!, ix.kindStart[k + 1]!)
      mg.heapify()
      drain(ix, toks, top, base, exact, tier0 + 1)
      return
    }
  }
  // 1. The token with the fewest name postings: every hit with all tokens in its name is among them.
  if (drvNameDf > 0) {
    if (scan(ix, spansOf(ix, toks[drvName]!, exact), 0, toks, top, base, exact, tier0 + 1)) return
  }
  // 2. The rarest token, both fields: hits with some or no token in the name.
  const spans = spansOf(ix, toks[drv]!, exact)
  const bound = tier0 + (toks.length > 1 ? 2 : 3)
  if (drv !== drvName && scan(ix, spans, 0, toks, top, base, exact, bound)) return
  scan(ix, spans, 1, toks, top, base, exact, bound)
}

/** Union of a token's word ranges in the base dictionary (nested fuzzy ranges are common). */
function spansOf(ix: IndexState, tk: Tok, exact: boolean): Array<[number, number]> {
  const nr = exact ? tk.exactCount : tk.lo.length
  const spans: Array<[number, number]> = []
  for (let r = 0; r < nr; r++) {
    const lo = tk.lo[r]!
    if (lo >= ix.W) continue
    spans.push([lo, Math.min(tk.hi[r]!, ix.W)])
  }
  spans.sort((a, b) => a[0] - b[0])
  const merged: Array<[number, number]> = []
  for (const sp of spans) {
    const last = merged[merged.length - 1]
    if (last && sp[0] <= last[1]) last[1] = Math.max(last[1], sp[1])
    else merged.push([sp[0], sp[1]])
  }
  return merged
}

/** Merges the lists of one field over word spans in ranking order; true once the top list is settled. */
function scan(
  ix: IndexState,
  spans: Array<[number, number]>,
  field: number,
  toks: Tok[],
  top: TopK,
  base: number,
  exact: boolean,
  bound: number,
): boolean {
  const ps = ix.postStart
  const mg = ix.merger
  mg.reset(ix.post)
  for (const [lo, hi] of spans) {
    for (let w = lo; w < hi; w++) mg.add(ps[2 * w + field]!, ps[2 * w + field + 1]!)
  }
  mg.heapify()
  return drain(ix, toks, top, base, exact, bound)
}

/** Verifies the merger's docs in ranking order; true once no later doc of tier >= bound can enter. */
function drain(ix: IndexState, toks: Tok[], top: TopK, base: number, exact: boolean, bound: number): boolean {
  const mg = ix.merger
  for (let doc = mg.next(); doc >= 0; doc = mg.next()) {
    if (accept(ix, doc)) {
      const t = verify(ix, doc, toks, exact, false)
      if (t >= 0) {
        top.insert(doc, base + t)
        ix.taken[doc] = ix.takenGen
      }
    }
    if (top.settled(bound, doc)) return true
  }
  return false
}

/** Entity pages whose whole name (its non-low-weight words) is among the query's words rank first. */
function coverLookups(ix: IndexState, toks: Tok[], top: TopK, base: number, exact: boolean): void {
  if (ix.coverMap.size === 0) return
  const forms: string[][] = []
  for (const t of toks) {
    if (t.low) continue
    const f: string[] = []
    if (t.exactWord) f.push(t.text)
    if (!exact) for (const w of t.fixWords.slice(0, 2)) if (!f.includes(w)) f.push(w)
    if (f.length > 0) forms.push(f)
  }
  const nf = Math.min(forms.length, 6)
  let lookups = 0
  const pick: string[] = []
  const visitCombos = (i: number): void => {
    if (lookups >= MAX_COVER_LOOKUPS) return
    if (i === nf) {
      if (pick.length === 0) return
      lookups++
      const key = [...new Set(pick)].sort().join(' ')
      const list = ix.coverMap.get(key)
      if (!list) return
      for (const doc of list) {
        if (!accept(ix, doc)) continue
        const t = verify(ix, doc, toks, exact, false)
        if (t < 0) continue
        top.insert(doc, base + ((t >> 2) << 2))
        ix.taken[doc] = ix.takenGen
      }
      return
    }
    visitCombos(i + 1)
    for (const w of forms[i]!) {
      pick.push(w)
      visitCombos(i + 1)
      pick.pop()
    }
  }
  visitCombos(0)
}

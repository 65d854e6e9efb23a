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

export const MAX_QUERY_CHARS = 100
export const MAX_QUERY_TOKENS = 8
export const DEFAULT_LIMIT = 12
const MAX_LIMIT = 100
const MAX_NAME_CHARS = 300
const MAX_TERM_CHARS = 200
const MAX_FUZZY_LEN = 32
/** Tokens matching at least this many docs exactly are taken as typed, never corrected. */
const CORRECT_IF_DF_BELOW = 5
const MAX_COVER_LOOKUPS = 64
const NO_DIST = 1 << 20
/** tier = level * LEVEL_STEP + editDistance * 4 + nameTier (0 whole entity name typed, 1 all in name, 2 some, 3 none). */
const LEVEL_STEP = 1000

/** Units, dosage forms and pack words: they match, but never decide what a query is about. */
export const LOW_WEIGHT_WORDS: ReadonlySet<string> = new Set([
  'mg',
  'ml',
  'mcg',
  'g',
  'gm',
  'gms',
  'kg',
  'iu',
  'l',
  'ltr',
  'mmol',
  'meq',
  'w',
  'v',
  'u',
  'x',
  's',
  'tablet',
  'tablets',
  'tab',
  'tabs',
  'capsule',
  'capsules',
  'cap',
  'caps',
  'syrup',
  'suspension',
  'susp',
  'injection',
  'inj',
  'cream',
  'gel',
  'ointment',
  'oint',
  'drop',
  'drops',
  'solution',
  'soln',
  'spray',
  'lotion',
  'powder',
  'sachet',
  'sachets',
  'strip',
  'bottle',
  'tube',
  'vial',
  'ampoule',
  'inhaler',
  'respules',
  'softgel',
  'soft',
  'gelatin',
  'chewable',
  'dispersible',
  'dt',
  'sr',
  'er',
  'xr',
  'cr',
  'mr',
  'od',
  'ds',
  'pack',
  'of',
  'and',
  'with',
  'for',
  'the',
  'in',
  'oral',
  'liquid',
  'kit',
])
/** Kinds that are products; other kinds (generic, brand, udp…) are pages about a name. */
const PRODUCT_KINDS: ReadonlySet<string> = new Set(['allopathy', 'sku'])

const TOKEN_RE = /[a-z]+|[0-9]+/g
const MARKS_RE = /\p{M}+/gu

/** Normalised words of a text: 'Pan-D 40mg' → ['pan', 'd', '40', 'mg']. Never throws. */
export function tokenize(text: unknown, maxChars = Number.POSITIVE_INFINITY): string[] {
  if (typeof text !== 'string' || text.length === 0) return []
  let s = text.length > maxChars ? text.slice(0, maxChars) : text
  try {
    s = s.normalize('NFKD')
  } catch {
    // keep the raw string
  }
  s = s.toLowerCase().replace(MARKS_RE, '')
  return s.match(TOKEN_RE) ?? []
}

const isDigit = (c: number) => c >= 48 && c <= 57
const typoBudget = (len: number) => (len >= 8 ? 2 : len >= 4 ? 1 : 0)

/** Optimal-string-alignment distance; with prefixMin, the least distance from a to any prefix of b. */
export function osaDistance(a: string, b: string, prefixMin = false): number {
  const m = a.length
  const n = b.length
  let prev2 = new Int32Array(m + 1)
  let prev = new Int32Array(m + 1)
  let cur = new Int32Array(m + 1)
  for (let j = 0; j <= m; j++) prev[j] = j
  let best = prev[m]!
  for (let i = 1; i <= n; i++) {
    const c = b.charCodeAt(i - 1)
    cur[0] = i
    for (let j = 1; j <= m; j++) {
      let v = prev[j]! + 1
      const ins = cur[j - 1]! + 1
      if (ins < v) v = ins
      const sub = prev[j - 1]! + (a.charCodeAt(j - 1) === c ? 0 : 1)
      if (sub < v) v = sub
      if (i > 1 && j > 1 && c === a.charCodeAt(j - 2) && b.charCodeAt(i - 2) === a.charCodeAt(j - 1)) {
        const tr = prev2[j - 2]! + 1
        if (tr < v) v = tr
      }
      cur[j] = v
    }
    if (cur[m]! < best) best = cur[m]!
    const t = prev2
    prev2 = prev
    prev = cur
    cur = t
  }
  return prefixMin ? best : prev[m]!
}

/** One query token and the word-id ranges it matches: the first `exactCount` at distance 0, then corrections. */
interface Tok {
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

/** The best `k` (doc, tier) pairs seen so far, ordered by tier then ranking order. */
class TopK {
  readonly docs: number[] = []
  readonly tiers: number[] = []
  readonly k: number
  private readonly before: (a: number, b: number) => boolean
  constructor(k: number, before: (a: number, b: number) => boolean) {
    this.k = k
    this.before = before
  }
  insert(doc: number, tier: number): void {
    const docs = this.docs
    const tiers = this.tiers
    let pos = docs.length
    while (pos > 0) {
      const t = tiers[pos - 1]!
      if (tier < t || (tier === t && this.before(doc, docs[pos - 1]!))) pos--
      else break
    }
    if (pos >= this.k) return
    docs.splice(pos, 0, doc)
    tiers.splice(pos, 0, tier)
    if (docs.length > this.k) {
      docs.pop()
      tiers.pop()
    }
  }
  get full(): boolean {
    return this.docs.length >= this.k
  }
  /** No doc after `cur` in ranking order with tier >= bound can enter any more. */
  settled(bound: number, cur: number): boolean {
    if (this.docs.length < this.k) return false
    const t = this.tiers[this.k - 1]!
    return t < bound || (t === bound && this.before(this.docs[this.k - 1]!, cur))
  }
}

/** k-way merge of posting-list slices by doc number (= ranking order), with reusable buffers. */
class Merger {
  private pos = new Int32Array(64)
  private end = new Int32Array(64)
  private n = 0
  private post: Int32Array
  constructor(post: Int32Array) {
    this.post = post
  }
  reset(post: Int32Array): void {
    this.post = post
    this.n = 0
  }
  add(start: number, stop: number): void {
    if (start >= stop) return
    if (this.n === this.pos.length) {
      const p = new Int32Array(this.n * 2)
      p.set(this.pos)
      this.pos = p
      const e = new Int32Array(this.n * 2)
      e.set(this.end)
      this.end = e
    }
    this.pos[this.n] = start
    this.end[this.n] = stop
    this.n++
  }
  heapify(): void {
    for (let i = (this.n >> 1) - 1; i >= 0; i--) this.down(i)
  }
  /** Next doc number, or -1 when every slice is exhausted (duplicates across slices are possible). */
  next(): number {
    if (this.n === 0) return -1
    const post = this.post
    const doc = post[this.pos[0]!]!
    const p = this.pos[0]! + 1
    if (p < this.end[0]!) this.pos[0] = p
    else {
      this.n--
      this.pos[0] = this.pos[this.n]!
      this.end[0] = this.end[this.n]!
    }
    if (this.n > 1) this.down(0)
    return doc
  }
  private down(i: number): void {
    const post = this.post
    const pos = this.pos
    const end = this.end
    const n = this.n
    const p0 = pos[i]!
    const e0 = end[i]!
    const key = post[p0]!
    for (;;) {
      let c = 2 * i + 1
      if (c >= n) break
      let ck = post[pos[c]!]!
      if (c + 1 < n) {
        const rk = post[pos[c + 1]!]!
        if (rk < ck) {
          c++
          ck = rk
        }
      }
      if (ck >= key) break
      pos[i] = pos[c]!
      end[i] = end[c]!
      i = c
    }
    pos[i] = p0
    end[i] = e0
  }
}

interface FuzzyOut {
  lo: number[]
  hi: number[]
  dist: number[]
  fullIds: number[]
  fullDist: number[]
}

class MedicineSearchIndex implements SearchIndex {
  private all: SearchDoc[] = []
  private readonly kindIds = new Map<string, number>()
  private readonly kindNames: string[] = []
  private productKind = new Uint8Array(0)

  // Base index. Doc numbers are ranking order.
  private n = 0
  private ext = new Float64Array(0)
  private kind = new Uint16Array(0)
  private pop = new Float64Array(0)
  private nameLen = new Int32Array(0)
  private names: string[] = []
  private urls: string[] = []
  private dw = new Int32Array(0)
  private dwStart = new Int32Array(1)
  private dwNameEnd = new Int32Array(0)
  private words: string[] = []
  private W = 0
  private lowWord = new Uint8Array(0)
  private post = new Int32Array(0)
  private postStart = new Int32Array(1)
  private coverMap = new Map<string, number[]>()
  /** nameCum[w]: name postings of the words before w. */
  private nameCum = new Int32Array(1)
  /** Base docs grouped by kind, each group in ranking order. */
  private kindDocs = new Int32Array(0)
  private kindStart = new Int32Array(1)
  // Dictionary trie in preorder: char, depth, next node outside the subtree, first word id under it, word ending here.
  private tCh = new Uint8Array(0)
  private tDepth = new Uint8Array(0)
  private tSkip = new Int32Array(0)
  private tFirst = new Int32Array(0)
  private tTerm = new Int32Array(0)
  private tCount = 0

  // Delta (docs added after the build): doc number n + j.
  private dExt: number[] = []
  private dKind: number[] = []
  private dPop: number[] = []
  private dNameLen: number[] = []
  private dName: string[] = []
  private dUrl: string[] = []
  private dWords: Int32Array[] = []
  private dNameEnd: number[] = []
  private ovWords: string[] = []
  private ovLow: number[] = []
  private readonly ovMap = new Map<string, number>()

  // Per-query scratch.
  private visit = new Uint32Array(0)
  private taken = new Uint32Array(0)
  private visitGen = 0
  private takenGen = 0
  private merger = new Merger(new Int32Array(0))
  private kindOk = new Uint8Array(0)
  private kindFilter = false
  private recPos = new Int32Array(MAX_QUERY_TOKENS)
  private recDist = new Int32Array(MAX_QUERY_TOKENS)

  constructor(docs: Iterable<SearchDoc>) {
    const list: SearchDoc[] = []
    for (const d of docs) if (d && typeof d === 'object') list.push(d)
    this.rebuild(list)
  }

  get size(): number {
    return this.n + this.dExt.length
  }

  // ---------------------------------------------------------------- build

  private kindId(kind: unknown): number {
    const k = typeof kind === 'string' ? kind : ''
    let id = this.kindIds.get(k)
    if (id === undefined) {
      id = this.kindNames.length
      this.kindIds.set(k, id)
      this.kindNames.push(k)
      const pk = new Uint8Array(id + 1)
      pk.set(this.productKind)
      pk[id] = PRODUCT_KINDS.has(k) ? 1 : 0
      this.productKind = pk
    }
    return id
  }

  /** Name words then the `terms` words absent from the name, each once. */
  private static docWords(d: SearchDoc): { name: string[]; terms: string[] } {
    const name: string[] = []
    for (const t of tokenize(d.name, MAX_NAME_CHARS)) if (!name.includes(t)) name.push(t)
    const terms: string[] = []
    if (Array.isArray(d.terms)) {
      for (const term of d.terms) {
        for (const t of tokenize(term, MAX_TERM_CHARS)) if (!name.includes(t) && !terms.includes(t)) terms.push(t)
      }
    }
    return { name, terms }
  }

  private rebuild(docs: SearchDoc[]): void {
    this.all = docs
    const N = docs.length
    const pops = new Float64Array(N)
    const lens = new Int32Array(N)
    const ids = new Float64Array(N)
    for (let i = 0; i < N; i++) {
      const d = docs[i]!
      const p = Number(d.popularity)
      pops[i] = Number.isFinite(p) ? p : 0
      lens[i] = typeof d.name === 'string' ? d.name.length : 0
      const id = Number(d.id)
      ids[i] = Number.isFinite(id) ? id : 0
    }
    const order = new Int32Array(N)
    for (let i = 0; i < N; i++) order[i] = i
    order.sort((a, b) => pops[b]! - pops[a]! || lens[a]! - lens[b]! || ids[a]! - ids[b]! || a - b)

    const tmpId = new Map<string, number>()
    const tmpWords: string[] = []
    const docName: Int32Array[] = new Array(N)
    const docTerms: Int32Array[] = new Array(N)
    let total = 0
    const idOf = (w: string) => {
      let id = tmpId.get(w)
      if (id === undefined) {
        id = tmpWords.length
        tmpId.set(w, id)
        tmpWords.push(w)
      }
      return id
    }
    for (let r = 0; r < N; r++) {
      const { name, terms } = MedicineSearchIndex.docWords(docs[order[r]!]!)
      const a = new Int32Array(name.length)
      for (let i = 0; i < name.length; i++) a[i] = idOf(name[i]!)
      const b = new Int32Array(terms.length)
      for (let i = 0; i < terms.length; i++) b[i] = idOf(terms[i]!)
      docName[r] = a
      docTerms[r] = b
      total += a.length + b.length
    }
    const W = tmpWords.length
    const sortedIdx = Array.from({ length: W }, (_, i) => i).sort((a, b) =>
      tmpWords[a]! < tmpWords[b]! ? -1 : tmpWords[a]! > tmpWords[b]! ? 1 : 0,
    )
    const remap = new Int32Array(W)
    const words: string[] = new Array(W)
    for (let i = 0; i < W; i++) {
      remap[sortedIdx[i]!] = i
      words[i] = tmpWords[sortedIdx[i]!]!
    }

    const dw = new Int32Array(total)
    const dwStart = new Int32Array(N + 1)
    const dwNameEnd = new Int32Array(N)
    const counts = new Int32Array(2 * W + 1)
    let p = 0
    for (let r = 0; r < N; r++) {
      dwStart[r] = p
      for (const t of docName[r]!) {
        const w = remap[t]!
        dw[p++] = w
        counts[2 * w]!++
      }
      dwNameEnd[r] = p
      for (const t of docTerms[r]!) {
        const w = remap[t]!
        dw[p++] = w
        counts[2 * w + 1]!++
      }
    }
    dwStart[N] = p
    const postStart = new Int32Array(2 * W + 1)
    for (let i = 0; i < 2 * W; i++) postStart[i + 1] = postStart[i]! + counts[i]!
    const fill = postStart.slice(0, 2 * W)
    const post = new Int32Array(total)
    for (let r = 0; r < N; r++) {
      const s = dwStart[r]!
      const ne = dwNameEnd[r]!
      const e = dwStart[r + 1]!
      for (let i = s; i < e; i++) {
        const slot = 2 * dw[i]! + (i < ne ? 0 : 1)
        post[fill[slot]!++] = r
      }
    }

    const lowWord = new Uint8Array(W)
    for (let i = 0; i < W; i++) if (LOW_WEIGHT_WORDS.has(words[i]!)) lowWord[i] = 1

    const ext = new Float64Array(N)
    const kind = new Uint16Array(N)
    const pop = new Float64Array(N)
    const nameLen = new Int32Array(N)
    const names: string[] = new Array(N)
    const urls: string[] = new Array(N)
    const coverMap = new Map<string, number[]>()
    for (let r = 0; r < N; r++) {
      const i = order[r]!
      const d = docs[i]!
      ext[r] = ids[i]!
      kind[r] = this.kindId(d.kind)
      pop[r] = pops[i]!
      nameLen[r] = lens[i]!
      names[r] = typeof d.name === 'string' ? d.name : ''
      urls[r] = typeof d.url === 'string' ? d.url : ''
      if (!this.productKind[kind[r]!]) {
        const key = MedicineSearchIndex.coreKey(words, lowWord, dw, dwStart[r]!, dwNameEnd[r]!)
        if (key) {
          const list = coverMap.get(key)
          if (list) list.push(r)
          else coverMap.set(key, [r])
        }
      }
    }

    this.buildTrie(words)
    const nameCum = new Int32Array(W + 1)
    for (let w = 0; w < W; w++) nameCum[w + 1] = nameCum[w]! + counts[2 * w]!
    const K = this.kindNames.length
    const kindStart = new Int32Array(K + 1)
    for (let r = 0; r < N; r++) kindStart[kind[r]! + 1]!++
    for (let k = 0; k < K; k++) kindStart[k + 1]! += kindStart[k]!
    const kindFill = kindStart.slice(0, K)
    const kindDocs = new Int32Array(N)
    for (let r = 0; r < N; r++) kindDocs[kindFill[kind[r]!]!++] = r
    this.nameCum = nameCum
    this.kindStart = kindStart
    this.kindDocs = kindDocs
    this.n = N
    this.ext = ext
    this.kind = kind
    this.pop = pop
    this.nameLen = nameLen
    this.names = names
    this.urls = urls
    this.dw = dw
    this.dwStart = dwStart
    this.dwNameEnd = dwNameEnd
    this.words = words
    this.W = W
    this.lowWord = lowWord
    this.post = post
    this.postStart = postStart
    this.coverMap = coverMap
    this.dExt = []
    this.dKind = []
    this.dPop = []
    this.dNameLen = []
    this.dName = []
    this.dUrl = []
    this.dWords = []
    this.dNameEnd = []
    this.ovWords = []
    this.ovLow = []
    this.ovMap.clear()
    this.visit = new Uint32Array(N + 64)
    this.taken = new Uint32Array(N + 64)
    this.visitGen = 0
    this.takenGen = 0
    this.merger = new Merger(post)
  }

  /** Preorder trie of the sorted words (words longer than 255 chars are cut at 255). */
  private buildTrie(words: string[]): void {
    let cap = 1
    for (const w of words) cap += Math.min(w.length, 255)
    const ch = new Uint8Array(cap)
    const depth = new Uint8Array(cap)
    const skip = new Int32Array(cap)
    const first = new Int32Array(cap)
    const term = new Int32Array(cap).fill(-1)
    const stack = new Int32Array(257)
    let count = 1
    let prev = ''
    let prevLen = 0
    for (let id = 0; id < words.length; id++) {
      const w = words[id]!
      const len = Math.min(w.length, 255)
      let l = 0
      const lim = Math.min(prevLen, len)
      while (l < lim && prev.charCodeAt(l) === w.charCodeAt(l)) l++
      for (let d = prevLen; d > l; d--) skip[stack[d]!] = count
      for (let d = l + 1; d <= len; d++) {
        const node = count++
        ch[node] = w.charCodeAt(d - 1) & 0xff
        depth[node] = d
        first[node] = id
        stack[d] = node
      }
      if (len > 0 && term[stack[len]!] === -1) term[stack[len]!] = id
      prev = w
      prevLen = len
    }
    for (let d = prevLen; d > 0; d--) skip[stack[d]!] = count
    skip[0] = count
    this.tCh = ch.slice(0, count)
    this.tDepth = depth.slice(0, count)
    this.tSkip = skip.slice(0, count)
    this.tFirst = first.slice(0, count)
    this.tTerm = term.slice(0, count)
    this.tCount = count
  }

  /** Sorted distinct non-low-weight name words: the key of a whole-name lookup. */
  private static coreKey(words: string[], low: Uint8Array, dw: Int32Array, s: number, e: number): string {
    const core: string[] = []
    for (let i = s; i < e; i++) {
      const w = dw[i]!
      if (!low[w]) core.push(words[w]!)
    }
    core.sort()
    return core.join(' ')
  }

  add(doc: SearchDoc): void {
    if (!doc || typeof doc !== 'object') return
    this.all.push(doc)
    const threshold = Math.max(256, Math.min(4096, this.n >> 6))
    if (this.dExt.length + 1 > threshold) {
      this.rebuild(this.all)
      return
    }
    const { name, terms } = MedicineSearchIndex.docWords(doc)
    const ids = new Int32Array(name.length + terms.length)
    let i = 0
    for (const w of [...name, ...terms]) ids[i++] = this.wordIdForAdd(w)
    const p = Number(doc.popularity)
    const id = Number(doc.id)
    this.dExt.push(Number.isFinite(id) ? id : 0)
    this.dKind.push(this.kindId(doc.kind))
    this.dPop.push(Number.isFinite(p) ? p : 0)
    this.dName.push(typeof doc.name === 'string' ? doc.name : '')
    this.dNameLen.push(typeof doc.name === 'string' ? doc.name.length : 0)
    this.dUrl.push(typeof doc.url === 'string' ? doc.url : '')
    this.dWords.push(ids)
    this.dNameEnd.push(name.length)
    const need = this.n + this.dExt.length
    if (need > this.visit.length) {
      const v = new Uint32Array(need * 2)
      v.set(this.visit)
      this.visit = v
      const t = new Uint32Array(need * 2)
      t.set(this.taken)
      this.taken = t
    }
  }

  private wordIdForAdd(w: string): number {
    const id = this.findWord(w)
    if (id >= 0) return id
    let ov = this.ovMap.get(w)
    if (ov === undefined) {
      ov = this.W + this.ovWords.length
      this.ovMap.set(w, ov)
      this.ovWords.push(w)
      this.ovLow.push(LOW_WEIGHT_WORDS.has(w) ? 1 : 0)
    }
    return ov
  }

  // ---------------------------------------------------------------- dictionary

  private lowerBound(s: string, lo = 0, hi = this.W): number {
    const words = this.words
    while (lo < hi) {
      const mid = (lo + hi) >>> 1
      if (words[mid]! < s) lo = mid + 1
      else hi = mid
    }
    return lo
  }

  private findWord(s: string): number {
    const i = this.lowerBound(s)
    return i < this.W && this.words[i] === s ? i : -1
  }

  private wordText(id: number): string {
    return id < this.W ? this.words[id]! : (this.ovWords[id - this.W] ?? '')
  }

  private isLowWord(id: number): boolean {
    return id < this.W ? this.lowWord[id] === 1 : this.ovLow[id - this.W] === 1
  }

  /** Docs (base) whose postings lie in word range [lo, hi). */
  private rangeDf(lo: number, hi: number): number {
    if (lo >= this.W) return 0
    const h = hi > this.W ? this.W : hi
    return this.postStart[2 * h]! - this.postStart[2 * lo]!
  }

  /** Docs (base) with a word of range [lo, hi) in their name. */
  private rangeNameDf(lo: number, hi: number): number {
    if (lo >= this.W) return 0
    const h = hi > this.W ? this.W : hi
    return this.nameCum[h]! - this.nameCum[lo]!
  }

  private makeTok(text: string, isLast: boolean, lastIsPrefix: boolean): Tok {
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
    const exact = this.findWord(text)
    tok.exactWord = exact >= 0 || this.ovMap.has(text)
    if (prefix) {
      const lo = this.lowerBound(text)
      const hi = this.lowerBound(text + '\uffff', lo)
      if (lo < hi) this.pushRange(tok, lo, hi, 0)
    } else if (exact >= 0) this.pushRange(tok, exact, exact + 1, 0)
    for (let i = 0; i < this.ovWords.length; i++) {
      const w = this.ovWords[i]!
      if (prefix ? w.startsWith(text) : w === text) this.pushRange(tok, this.W + i, this.W + i + 1, 0)
    }
    tok.exactCount = tok.lo.length
    for (let r = 0; r < tok.exactCount; r++) tok.df += this.rangeDf(tok.lo[r]!, tok.hi[r]!)
    return tok
  }

  private pushRange(tok: Tok, lo: number, hi: number, dist: number): void {
    tok.lo.push(lo)
    tok.hi.push(hi)
    tok.dist.push(dist)
  }

  /** Adds the typo corrections of a token (once). */
  private ensureFixes(tok: Tok): void {
    if (tok.fixed) return
    tok.fixed = true
    const len = tok.text.length
    if (tok.numeric || len < 4 || len > MAX_FUZZY_LEN || tok.df >= CORRECT_IF_DF_BELOW) return
    const k = typoBudget(len)
    const out: FuzzyOut = { lo: [], hi: [], dist: [], fullIds: [], fullDist: [] }
    this.fuzzy(tok.text, k, tok.prefix, out)
    if (!tok.prefix) {
      // Whole-word tokens match exactly their whole-word corrections.
      for (let i = 0; i < out.fullIds.length; i++) {
        out.lo.push(out.fullIds[i]!)
        out.hi.push(out.fullIds[i]! + 1)
        out.dist.push(out.fullDist[i]!)
      }
    }
    for (let i = 0; i < this.ovWords.length; i++) {
      const w = this.ovWords[i]!
      const d = osaDistance(tok.text, w, tok.prefix)
      if (d === 0 || d > k) continue
      out.lo.push(this.W + i)
      out.hi.push(this.W + i + 1)
      out.dist.push(d)
      const full = tok.prefix ? osaDistance(tok.text, w) : d
      if (full > 0 && full <= k) {
        out.fullIds.push(this.W + i)
        out.fullDist.push(full)
      }
    }
    for (let i = 0; i < out.lo.length; i++) this.pushRange(tok, out.lo[i]!, out.hi[i]!, out.dist[i]!)
    const order = out.fullIds.map((_, i) => i)
    const dfOf = (id: number) => this.rangeDf(id, id + 1)
    order.sort((a, b) => out.fullDist[a]! - out.fullDist[b]! || dfOf(out.fullIds[b]!) - dfOf(out.fullIds[a]!))
    tok.fixWords = order.slice(0, 4).map((i) => this.wordText(out.fullIds[i]!))
  }

  /**
   * Words within k edits of q (whole words), or with a prefix within k edits of q (prefixMode: then whole
   * subtrees come out as word-id ranges). Walks the dictionary trie in preorder; DP rows are kept per depth
   * and a subtree is skipped once no cell of its root's row is within budget.
   */
  private fuzzy(q: string, k: number, prefixMode: boolean, out: FuzzyOut): void {
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
    const tCh = this.tCh
    const tDepth = this.tDepth
    const tSkip = this.tSkip
    const tTerm = this.tTerm
    const nodes = this.tCount
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
          out.lo.push(this.tFirst[i]!)
          out.hi.push(this.subtreeEnd(i))
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
  private subtreeEnd(i: number): number {
    const s = this.tSkip[i]!
    return s < this.tCount ? this.tFirst[s]! : this.W
  }

  // ---------------------------------------------------------------- search

  search(query: string, opts?: SearchOptions): SearchResult {
    try {
      return this.searchImpl(query, opts)
    } catch {
      return { hits: [], corrected: false, suggestions: [] }
    }
  }

  private before = (a: number, b: number): boolean => {
    const n = this.n
    if (a < n && b < n) return a < b
    const pa = a < n ? this.pop[a]! : this.dPop[a - n]!
    const pb = b < n ? this.pop[b]! : this.dPop[b - n]!
    if (pa !== pb) return pa > pb
    const la = a < n ? this.nameLen[a]! : this.dNameLen[a - n]!
    const lb = b < n ? this.nameLen[b]! : this.dNameLen[b - n]!
    if (la !== lb) return la < lb
    const ea = a < n ? this.ext[a]! : this.dExt[a - n]!
    const eb = b < n ? this.ext[b]! : this.dExt[b - n]!
    if (ea !== eb) return ea < eb
    return a < b
  }

  private docKind(doc: number): number {
    return doc < this.n ? this.kind[doc]! : this.dKind[doc - this.n]!
  }

  private searchImpl(query: string, opts?: SearchOptions): SearchResult {
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
    this.kindFilter = false
    if (opts && Array.isArray(opts.kinds) && opts.kinds.length > 0) {
      this.kindFilter = true
      if (this.kindOk.length < this.kindNames.length) this.kindOk = new Uint8Array(this.kindNames.length + 8)
      this.kindOk.fill(0)
      let any = false
      for (const k of opts.kinds) {
        const id = this.kindIds.get(k)
        if (id !== undefined) {
          this.kindOk[id] = 1
          any = true
        }
      }
      if (!any) return empty
    }

    const toks = texts.map((t, i) => this.makeTok(t, i === texts.length - 1, lastIsPrefix))
    const levels: Tok[][] = [toks]
    const strong = toks.filter((t) => !t.low)
    if (strong.length > 0 && strong.length < toks.length) levels.push(strong)
    const lastLevel = levels[levels.length - 1]!
    if (lastLevel.length >= 2) levels.push(lastLevel.slice(0, -1))

    const top = new TopK(limit, this.before)
    this.takenGen = (this.takenGen + 1) >>> 0
    if (this.takenGen === 0) {
      this.taken.fill(0)
      this.takenGen = 1
    }
    for (let level = 0; level < levels.length && !top.full; level++) {
      const lv = levels[level]!
      const base = level * LEVEL_STEP
      this.runMode(lv, top, base, true)
      if (top.full) break
      let anyFix = false
      for (const t of lv) {
        this.ensureFixes(t)
        if (t.lo.length > t.exactCount) anyFix = true
      }
      if (anyFix) this.runMode(lv, top, base, false)
    }

    const hits: SearchHit[] = []
    const suggestions: string[] = []
    for (let i = 0; i < top.docs.length; i++) {
      const doc = top.docs[i]!
      const tier = top.tiers[i]!
      const n = this.n
      const pop = doc < n ? this.pop[doc]! : this.dPop[doc - n]!
      // Tier dominates; popularity (log-scaled into [0, 1)) breaks ties.
      const pp = pop > 0 ? 1 - 1 / (1 + Math.log1p(pop)) : 0
      hits.push({
        id: doc < n ? this.ext[doc]! : this.dExt[doc - n]!,
        kind: this.kindNames[this.docKind(doc)]!,
        name: doc < n ? this.names[doc]! : this.dName[doc - n]!,
        url: doc < n ? this.urls[doc]! : this.dUrl[doc - n]!,
        score: 3 * LEVEL_STEP - tier + pp,
      })
      if (tier % LEVEL_STEP >= 4 && suggestions.length < 3) {
        const lv = levels[Math.floor(tier / LEVEL_STEP)]!
        if (this.verify(doc, lv, false, true) >= 0) {
          const s = lv.map((t, j) => (this.recDist[j]! > 0 ? this.wordAt(doc, this.recPos[j]!) : t.text)).join(' ')
          if (!suggestions.includes(s)) suggestions.push(s)
        }
      }
    }
    const corrected = top.tiers.length > 0 && top.tiers[0]! % LEVEL_STEP >= 4
    return { hits, corrected, suggestions }
  }

  private wordAt(doc: number, p: number): string {
    return this.wordText(doc < this.n ? this.dw[p]! : this.dWords[doc - this.n]![p]!)
  }

  /**
   * Checks that every token matches a word of the doc (exact ranges only, or with corrections).
   * Returns editDistance * 4 + nameTier (1 all tokens in the name, 2 some, 3 none), or -1.
   * With record, fills recPos/recDist with the best word position and distance of each token.
   */
  private verify(doc: number, toks: Tok[], exact: boolean, record: boolean): number {
    let words: Int32Array
    let s: number
    let e: number
    let ne: number
    if (doc < this.n) {
      words = this.dw
      s = this.dwStart[doc]!
      e = this.dwStart[doc + 1]!
      ne = this.dwNameEnd[doc]!
    } else {
      words = this.dWords[doc - this.n]!
      s = 0
      e = words.length
      ne = this.dNameEnd[doc - this.n]!
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
        this.recPos[t] = bestPos
        this.recDist[t] = best
      }
    }
    const nameTier = inName === toks.length ? 1 : inName > 0 ? 2 : 3
    return dist * 4 + nameTier
  }

  private accept(doc: number): boolean {
    if (this.visit[doc] === this.visitGen) return false
    this.visit[doc] = this.visitGen
    if (this.taken[doc] === this.takenGen) return false
    return !this.kindFilter || this.kindOk[this.docKind(doc)] === 1
  }

  /** One pass over the tokens: exact matches only, or with corrections (every new hit then has distance >= 1). */
  private runMode(toks: Tok[], top: TopK, base: number, exact: boolean): void {
    for (const t of toks) if ((exact ? t.exactCount : t.lo.length) === 0) return
    this.visitGen = (this.visitGen + 1) >>> 0
    if (this.visitGen === 0) {
      this.visit.fill(0)
      this.visitGen = 1
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

    this.coverLookups(toks, top, base, exact)

    this.scanBase(toks, top, base, exact, minDist)
    // Delta docs: linear.
    for (let j = 0; j < this.dExt.length; j++) {
      const doc = this.n + j
      if (!this.accept(doc)) continue
      const t = this.verify(doc, toks, exact, true)
      if (t < 0) continue
      let tier = t
      if (!this.productKind[this.dKind[j]!] && this.coversName(doc, toks.length)) tier = (t >> 2) << 2
      top.insert(doc, base + tier)
      this.taken[doc] = this.takenGen
    }
  }

  /** Base docs in ranking order from the cheapest lists; stops once the top list is settled. */
  private scanBase(toks: Tok[], top: TopK, base: number, exact: boolean, minDist: number): void {
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
        df += this.rangeDf(tk.lo[r]!, tk.hi[r]!)
        nameDf += this.rangeNameDf(tk.lo[r]!, tk.hi[r]!)
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
    if (this.kindFilter) {
      let allowed = 0
      for (let k = 0; k + 1 < this.kindStart.length; k++)
        if (this.kindOk[k]) allowed += this.kindStart[k + 1]! - this.kindStart[k]!
      if (allowed < drvDf) {
        const mg = this.merger
        mg.reset(this.kindDocs)
        for (let k = 0; k + 1 < this.kindStart.length; k++) if (this.kindOk[k]) mg.add(this.kindStart[k]!, this.kindStart[k + 1]!)
        mg.heapify()
        this.drain(toks, top, base, exact, tier0 + 1)
        return
      }
    }
    // 1. The token with the fewest name postings: every hit with all tokens in its name is among them.
    if (drvNameDf > 0) {
      if (this.scan(this.spansOf(toks[drvName]!, exact), 0, toks, top, base, exact, tier0 + 1)) return
    }
    // 2. The rarest token, both fields: hits with some or no token in the name.
    const spans = this.spansOf(toks[drv]!, exact)
    const bound = tier0 + (toks.length > 1 ? 2 : 3)
    if (drv !== drvName && this.scan(spans, 0, toks, top, base, exact, bound)) return
    this.scan(spans, 1, toks, top, base, exact, bound)
  }

  /** Union of a token's word ranges in the base dictionary (nested fuzzy ranges are common). */
  private spansOf(tk: Tok, exact: boolean): Array<[number, number]> {
    const nr = exact ? tk.exactCount : tk.lo.length
    const spans: Array<[number, number]> = []
    for (let r = 0; r < nr; r++) {
      const lo = tk.lo[r]!
      if (lo >= this.W) continue
      spans.push([lo, Math.min(tk.hi[r]!, this.W)])
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

  /** Every non-low-weight name word of a delta doc is the best match of some token (after verify with record). */
  private coversName(doc: number, nt: number): boolean {
    const j = doc - this.n
    const words = this.dWords[j]!
    const ne = this.dNameEnd[j]!
    let core = 0
    for (let p = 0; p < ne; p++) {
      if (this.isLowWord(words[p]!)) continue
      core++
      let hit = false
      for (let t = 0; t < nt; t++) if (this.recPos[t] === p) hit = true
      if (!hit) return false
    }
    return core > 0
  }

  /** Merges the lists of one field over word spans in ranking order; true once the top list is settled. */
  private scan(
    spans: Array<[number, number]>,
    field: number,
    toks: Tok[],
    top: TopK,
    base: number,
    exact: boolean,
    bound: number,
  ): boolean {
    const ps = this.postStart
    const mg = this.merger
    mg.reset(this.post)
    for (const [lo, hi] of spans) {
      for (let w = lo; w < hi; w++) mg.add(ps[2 * w + field]!, ps[2 * w + field + 1]!)
    }
    mg.heapify()
    return this.drain(toks, top, base, exact, bound)
  }

  /** Verifies the merger's docs in ranking order; true once no later doc of tier >= bound can enter. */
  private drain(toks: Tok[], top: TopK, base: number, exact: boolean, bound: number): boolean {
    const mg = this.merger
    for (let doc = mg.next(); doc >= 0; doc = mg.next()) {
      if (this.accept(doc)) {
        const t = this.verify(doc, toks, exact, false)
        if (t >= 0) {
          top.insert(doc, base + t)
          this.taken[doc] = this.takenGen
        }
      }
      if (top.settled(bound, doc)) return true
    }
    return false
  }

  /** Entity pages whose whole name (its non-low-weight words) is among the query's words rank first. */
  private coverLookups(toks: Tok[], top: TopK, base: number, exact: boolean): void {
    if (this.coverMap.size === 0) return
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
        const list = this.coverMap.get(key)
        if (!list) return
        for (const doc of list) {
          if (!this.accept(doc)) continue
          const t = this.verify(doc, toks, exact, false)
          if (t < 0) continue
          top.insert(doc, base + ((t >> 2) << 2))
          this.taken[doc] = this.takenGen
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
}

export function buildSearchIndex(docs: Iterable<SearchDoc>): SearchIndex {
  return new MedicineSearchIndex(docs)
}

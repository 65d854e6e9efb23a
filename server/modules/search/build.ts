import { Merger, PackedStrings } from './containers.ts'
import type { SearchDoc } from './search-index.ts'
import type { IndexState } from './state.ts'
import { tokenize } from './text.ts'
import { LOW_WEIGHT_WORDS, MAX_NAME_CHARS, MAX_TERM_CHARS, PRODUCT_KINDS } from './vocabulary.ts'

// Building the base index from the documents: ranking order, the sorted word dictionary, the posting lists of every
// word (name and terms apart), whole-name keys, and the dictionary's trie (see search-index.ts for the design).

export function kindId(ix: IndexState, kind: unknown): number {
  const k = typeof kind === 'string' ? kind : ''
  let id = ix.kindIds.get(k)
  if (id === undefined) {
    id = ix.kindNames.length
    ix.kindIds.set(k, id)
    ix.kindNames.push(k)
    const pk = new Uint8Array(id + 1)
    pk.set(ix.productKind)
    pk[id] = PRODUCT_KINDS.has(k) ? 1 : 0
    ix.productKind = pk
  }
  return id
}

/** Name words then the `terms` words absent from the name, each once. */
export function docWords(d: SearchDoc): { name: string[]; terms: string[] } {
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

export function rebuild(ix: IndexState, docs: SearchDoc[]): void {
  ix.deltaDocs = []
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
  // Every doc's words, name words first, flat in ranking order (one buffer, not two small arrays a doc: issue 12 §7);
  // the ids are first-seen order until the dictionary is sorted, then mapped in place.
  let dw = new Int32Array(Math.max(16, 4 * N))
  const dwStart = new Int32Array(N + 1)
  const dwNameEnd = new Int32Array(N)
  let p = 0
  const push = (id: number) => {
    if (p === dw.length) {
      const grown = new Int32Array(2 * dw.length)
      grown.set(dw)
      dw = grown
    }
    dw[p++] = id
  }
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
    const { name, terms } = docWords(docs[order[r]!]!)
    dwStart[r] = p
    for (const w of name) push(idOf(w))
    dwNameEnd[r] = p
    for (const w of terms) push(idOf(w))
  }
  dwStart[N] = p
  const total = p
  dw = dw.slice(0, total)
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
  const counts = new Int32Array(2 * W + 1)
  for (let r = 0; r < N; r++) {
    const ne = dwNameEnd[r]!
    for (let i = dwStart[r]!; i < dwStart[r + 1]!; i++) {
      const w = (dw[i] = remap[dw[i]!]!)
      counts[2 * w + (i < ne ? 0 : 1)]!++
    }
  }
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
    kind[r] = kindId(ix, d.kind)
    pop[r] = pops[i]!
    nameLen[r] = lens[i]!
    names[r] = typeof d.name === 'string' ? d.name : ''
    urls[r] = typeof d.url === 'string' ? d.url : ''
    if (!ix.productKind[kind[r]!]) {
      const key = coreKey(words, lowWord, dw, dwStart[r]!, dwNameEnd[r]!)
      if (key) {
        const list = coverMap.get(key)
        if (list) list.push(r)
        else coverMap.set(key, [r])
      }
    }
  }

  buildTrie(ix, words)
  const nameCum = new Int32Array(W + 1)
  for (let w = 0; w < W; w++) nameCum[w + 1] = nameCum[w]! + counts[2 * w]!
  const K = ix.kindNames.length
  const kindStart = new Int32Array(K + 1)
  for (let r = 0; r < N; r++) kindStart[kind[r]! + 1]!++
  for (let k = 0; k < K; k++) kindStart[k + 1]! += kindStart[k]!
  const kindFill = kindStart.slice(0, K)
  const kindDocs = new Int32Array(N)
  for (let r = 0; r < N; r++) kindDocs[kindFill[kind[r]!]!++] = r
  ix.nameCum = nameCum
  ix.kindStart = kindStart
  ix.kindDocs = kindDocs
  ix.n = N
  ix.ext = ext
  ix.kind = kind
  ix.pop = pop
  ix.nameLen = nameLen
  ix.names = new PackedStrings(names)
  ix.urls = new PackedStrings(urls)
  ix.dw = dw
  ix.dwStart = dwStart
  ix.dwNameEnd = dwNameEnd
  ix.words = words
  ix.W = W
  ix.lowWord = lowWord
  ix.post = post
  ix.postStart = postStart
  ix.coverMap = coverMap
  ix.dExt = []
  ix.dKind = []
  ix.dPop = []
  ix.dNameLen = []
  ix.dName = []
  ix.dUrl = []
  ix.dWords = []
  ix.dNameEnd = []
  ix.ovWords = []
  ix.ovLow = []
  ix.ovMap.clear()
  ix.visit = new Uint32Array(N + 64)
  ix.taken = new Uint32Array(N + 64)
  ix.visitGen = 0
  ix.takenGen = 0
  ix.merger = new Merger(post)
}

/**
 * The base's docs as the index holds them, for a rebuild: name, URL, kind and popularity as given, and as `terms` the
 * words the terms added to the name (tokenize keeps a word as it is, so the rebuilt index has the same words).
 */
export function baseDocs(ix: IndexState): SearchDoc[] {
  const docs: SearchDoc[] = new Array(ix.n)
  for (let r = 0; r < ix.n; r++) {
    const terms: string[] = []
    for (let i = ix.dwNameEnd[r]!; i < ix.dwStart[r + 1]!; i++) terms.push(ix.words[ix.dw[i]!]!)
    docs[r] = {
      id: ix.ext[r]!,
      kind: ix.kindNames[ix.kind[r]!]!,
      name: ix.names.get(r),
      url: ix.urls.get(r),
      terms,
      popularity: ix.pop[r]!,
    }
  }
  return docs
}

/** Preorder trie of the sorted words (words longer than 255 chars are cut at 255). */
function buildTrie(ix: IndexState, words: string[]): void {
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
  ix.tCh = ch.slice(0, count)
  ix.tDepth = depth.slice(0, count)
  ix.tSkip = skip.slice(0, count)
  ix.tFirst = first.slice(0, count)
  ix.tTerm = term.slice(0, count)
  ix.tCount = count
}

/** Sorted distinct non-low-weight name words: the key of a whole-name lookup. */
function coreKey(words: string[], low: Uint8Array, dw: Int32Array, s: number, e: number): string {
  const core: string[] = []
  for (let i = s; i < e; i++) {
    const w = dw[i]!
    if (!low[w]) core.push(words[w]!)
  }
  core.sort()
  return core.join(' ')
}

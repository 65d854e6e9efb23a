import { Merger, PackedStrings } from './containers.ts'
import type { SearchDoc } from './search-index.ts'
import { MAX_QUERY_TOKENS } from './vocabulary.ts'

// Everything one index holds, as one plain object the build, the delta and the query stages share: the base (built
// once, immutable between rebuilds), the delta (docs added since) and the scratch of a query (reused, never shared
// between concurrent queries: a query runs to the end synchronously).

export interface IndexState {
  /** The docs of the delta as given (the base keeps no doc objects: see baseDocs in build.ts). */
  deltaDocs: SearchDoc[]
  readonly kindIds: Map<string, number>
  readonly kindNames: string[]
  productKind: Uint8Array

  // Base index. Doc numbers are ranking order.
  n: number
  ext: Float64Array
  kind: Uint16Array
  pop: Float64Array
  nameLen: Int32Array
  names: PackedStrings
  urls: PackedStrings
  dw: Int32Array
  dwStart: Int32Array
  dwNameEnd: Int32Array
  words: string[]
  W: number
  lowWord: Uint8Array
  post: Int32Array
  postStart: Int32Array
  coverMap: Map<string, number[]>
  /** nameCum[w]: name postings of the words before w. */
  nameCum: Int32Array
  /** Base docs grouped by kind, each group in ranking order. */
  kindDocs: Int32Array
  kindStart: Int32Array
  // Dictionary trie in preorder: char, depth, next node outside the subtree, first word id under it, word ending here.
  tCh: Uint8Array
  tDepth: Uint8Array
  tSkip: Int32Array
  tFirst: Int32Array
  tTerm: Int32Array
  tCount: number

  // Delta (docs added after the build): doc number n + j.
  dExt: number[]
  dKind: number[]
  dPop: number[]
  dNameLen: number[]
  dName: string[]
  dUrl: string[]
  dWords: Int32Array[]
  dNameEnd: number[]
  ovWords: string[]
  ovLow: number[]
  readonly ovMap: Map<string, number>

  // Per-query scratch.
  visit: Uint32Array
  taken: Uint32Array
  visitGen: number
  takenGen: number
  merger: Merger
  kindOk: Uint8Array
  kindFilter: boolean
  recPos: Int32Array
  recDist: Int32Array
}

export function newState(): IndexState {
  return {
    deltaDocs: [],
    kindIds: new Map(),
    kindNames: [],
    productKind: new Uint8Array(0),
    n: 0,
    ext: new Float64Array(0),
    kind: new Uint16Array(0),
    pop: new Float64Array(0),
    nameLen: new Int32Array(0),
    names: new PackedStrings([]),
    urls: new PackedStrings([]),
    dw: new Int32Array(0),
    dwStart: new Int32Array(1),
    dwNameEnd: new Int32Array(0),
    words: [],
    W: 0,
    lowWord: new Uint8Array(0),
    post: new Int32Array(0),
    postStart: new Int32Array(1),
    coverMap: new Map(),
    nameCum: new Int32Array(1),
    kindDocs: new Int32Array(0),
    kindStart: new Int32Array(1),
    tCh: new Uint8Array(0),
    tDepth: new Uint8Array(0),
    tSkip: new Int32Array(0),
    tFirst: new Int32Array(0),
    tTerm: new Int32Array(0),
    tCount: 0,
    dExt: [],
    dKind: [],
    dPop: [],
    dNameLen: [],
    dName: [],
    dUrl: [],
    dWords: [],
    dNameEnd: [],
    ovWords: [],
    ovLow: [],
    ovMap: new Map(),
    visit: new Uint32Array(0),
    taken: new Uint32Array(0),
    visitGen: 0,
    takenGen: 0,
    merger: new Merger(new Int32Array(0)),
    kindOk: new Uint8Array(0),
    kindFilter: false,
    recPos: new Int32Array(MAX_QUERY_TOKENS),
    recDist: new Int32Array(MAX_QUERY_TOKENS),
  }
}

// The two structures of a query's hot path: the best k results so far, and a k-way merge of posting lists.

/** The best `k` (doc, tier) pairs seen so far, ordered by tier then ranking order. */
export class TopK {
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
export class Merger {
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

/**
 * Many strings kept as one UTF-8 buffer and their offsets: two objects for the whole catalog's names (or URLs), not
 * one heap string each (issue 12 §7: 200,000 names and URLs were some 40 MB of heap and 600,000 objects for the
 * collector to walk). A string is decoded only when a hit is answered.
 */
export class PackedStrings {
  private readonly bytes: Buffer
  private readonly at: Int32Array
  constructor(list: readonly string[]) {
    const at = new Int32Array(list.length + 1)
    let total = 0
    for (let i = 0; i < list.length; i++) at[i + 1] = total += Buffer.byteLength(list[i]!, 'utf8')
    const bytes = Buffer.alloc(total)
    for (let i = 0; i < list.length; i++) bytes.write(list[i]!, at[i]!, 'utf8')
    this.bytes = bytes
    this.at = at
  }
  get length(): number {
    return this.at.length - 1
  }
  get(i: number): string {
    return this.bytes.toString('utf8', this.at[i]!, this.at[i + 1]!)
  }
}

import { describe, expect, it } from 'vitest'
import { Merger, TopK } from './containers.ts'

describe('TopK', () => {
  it('keeps the best k by tier, then by the ranking order', () => {
    const top = new TopK(3, (a, b) => a < b)
    for (const [doc, tier] of [
      [9, 2],
      [4, 1],
      [7, 1],
      [1, 3],
      [2, 1],
    ] as const)
      top.insert(doc, tier)
    expect(top.docs).toEqual([2, 4, 7])
    expect(top.tiers).toEqual([1, 1, 1])
    expect(top.full).toBe(true)
    expect(top.settled(1, 8)).toBe(true) // no doc after 8 at tier >= 1 can enter
    expect(top.settled(1, 5)).toBe(false)
  })
})

describe('Merger', () => {
  it('merges sorted slices of one posting array in order, duplicates kept', () => {
    const post = new Int32Array([1, 4, 9, 2, 4, 8, 3])
    const m = new Merger(post)
    m.add(0, 3)
    m.add(3, 6)
    m.add(6, 7)
    m.add(7, 7) // empty
    m.heapify()
    const out: number[] = []
    for (let d = m.next(); d >= 0; d = m.next()) out.push(d)
    expect(out).toEqual([1, 2, 3, 4, 4, 8, 9])
  })
})

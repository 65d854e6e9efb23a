import { describe, expect, test } from 'vitest'
import { mergeLines, type MergeLine } from './merge.ts'

const caps = { maxQuantity: 20, maxLines: 3 }
const l = (id: number, quantity: number): MergeLine => ({ id, quantity })

describe('mergeLines: a guest cart into the account’s', () => {
  test.each<[string, MergeLine[], MergeLine[], MergeLine[], number[]]>([
    ['empty into empty', [], [], [], []],
    ['guest lines into an empty cart', [], [l(1, 2), l(2, 1)], [l(1, 2), l(2, 1)], []],
    ['the same SKU: quantities summed', [l(1, 2)], [l(1, 3)], [l(1, 5)], []],
    ['the sum is capped at 20', [l(1, 15)], [l(1, 9)], [l(1, 20)], []],
    ['a guest quantity over the cap is capped', [], [l(1, 25)], [l(1, 20)], []],
    ['the account’s lines come first, new ones after', [l(5, 1)], [l(2, 1), l(5, 1)], [l(5, 2), l(2, 1)], []],
    [
      'no room for a fourth line: dropped, named',
      [l(1, 1), l(2, 1)],
      [l(3, 1), l(4, 1), l(2, 1)],
      [l(1, 1), l(2, 2), l(3, 1)],
      [4],
    ],
    ['a full cart still sums what it holds', [l(1, 1), l(2, 1), l(3, 1)], [l(3, 4), l(9, 1)], [l(1, 1), l(2, 1), l(3, 5)], [9]],
  ])('%s', (_label, into, from, lines, dropped) => {
    expect(mergeLines(into, from, caps)).toEqual({ lines, dropped })
  })

  test('leaves its inputs alone', () => {
    const into = [l(1, 1)]
    const from = [l(1, 1)]
    mergeLines(into, from, caps)
    expect(into).toEqual([l(1, 1)])
    expect(from).toEqual([l(1, 1)])
  })
})

import { describe, expect, it } from 'vitest'
import { paise } from '../money.ts'
import { saving } from './vocabulary.ts'

describe('saving', () => {
  it.each([
    [89_000, 16_575, 72_425, 81],
    [10_000, 9_999, 1, 0],
    [10_000, 5_000, 5_000, 50],
    [10_000, 10_000, 0, 0],
    [10_000, 12_000, 0, 0],
    [0, 0, 0, 0],
  ])('a brand of %i paise and a generic of %i save %i paise, %i%%', (brand, generic, savedPaise, percent) => {
    expect(saving(paise(brand), paise(generic))).toEqual({ paise: savedPaise, percent })
  })
})

import { describe, expect, test } from 'vitest'
import { nextSlide } from './slider-index.ts'

describe('slider (spec 1 §2.9)', () => {
  test.each([
    [0, 5, 1],
    [3, 5, 4],
    [4, 5, 0],
    [0, 1, 0],
    [0, 0, 0],
  ])('after %i of %i comes %i', (current, count, next) => {
    expect(nextSlide(current, count)).toBe(next)
  })
})

import { describe, expect, test } from 'vitest'
import { isVisitorId } from './visitor.ts'

describe('isVisitorId', () => {
  test.each([
    ['0123456789abcdef0123456789abcdef', true],
    ['0123456789ABCDEF0123456789abcdef', false],
    ['0123456789abcdef0123456789abcde', false],
    ['0123456789abcdef0123456789abcdef0', false],
    ['', false],
    [null, false],
    [42, false],
  ])('%j → %s', (value, ok) => expect(isVisitorId(value)).toBe(ok))
})

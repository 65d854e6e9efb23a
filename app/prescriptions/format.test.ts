import { describe, expect, test } from 'vitest'
import { fileKind, pagesText, uploadedOn } from './format.ts'

describe('the words of a saved prescription', () => {
  test.each([
    ['2026-11-24T10:00:00+05:30', '24 Nov 2026'],
    // Just after midnight in India is still the previous day in UTC.
    ['2026-11-23T18:45:00Z', '24 Nov 2026'],
    ['2026-12-31T18:29:59Z', '31 Dec 2026'],
    ['2026-12-31T18:30:00Z', '1 Jan 2027'],
    ['not a date', ''],
  ])('uploadedOn(%j) is %j', (iso, text) => {
    expect(uploadedOn(iso)).toBe(text)
  })

  test.each([
    [1, '1 page'],
    [2, '2 pages'],
    [5, '5 pages'],
  ])('pagesText(%i) is %j', (n, text) => {
    expect(pagesText(n)).toBe(text)
  })

  test.each([
    ['image/jpeg', 'photo'],
    ['image/png', 'photo'],
    ['application/pdf', 'PDF'],
  ])('fileKind(%j) is %j', (type, kind) => {
    expect(fileKind(type)).toBe(kind)
  })
})

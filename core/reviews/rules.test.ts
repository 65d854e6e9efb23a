import { describe, expect, test } from 'vitest'
import {
  averageTenths,
  dayInIndia,
  decodeReviewCursor,
  encodeReviewCursor,
  formatAverage,
  isEligible,
  isRating,
  normaliseReviewText,
  ratingsCountText,
  REVIEW_TEXTS,
  reviewerName,
  reviewTextProblem,
  starsLabel,
  type Received,
} from './rules.ts'

describe('isRating: whole stars from 1 to 5', () => {
  test.each([
    [1, true],
    [3, true],
    [5, true],
    [0, false],
    [6, false],
    [4.5, false],
    [-1, false],
    [Number.NaN, false],
    ['4', false],
    [null, false],
  ])('%s → %s', (value, expected) => expect(isRating(value)).toBe(expected))
})

describe('normaliseReviewText', () => {
  test.each([
    ['  Works well.  ', 'Works well.'],
    ['Good\u0000 product', 'Good product'],
    ['a\u200b\u202eb', 'ab'],
    ['one   two\tthree', 'one two three'],
    ['line one\r\nline two', 'line one\nline two'],
    ['para\n\n\n\n\nnext', 'para\n\nnext'],
    ['line  \n  next', 'line\nnext'],
    ['<b>bold</b>', '<b>bold</b>'],
    ['cafe\u0301', 'café'],
    ['', ''],
  ])('%j → %j', (raw, expected) => expect(normaliseReviewText(raw)).toBe(expected))
})

describe('reviewTextProblem: empty, or 10 to 2,000 characters', () => {
  test.each([
    ['', null],
    ['Too short', REVIEW_TEXTS.textShort],
    ['Just right', null],
    ['x'.repeat(2000), null],
    ['x'.repeat(2001), REVIEW_TEXTS.textLong],
    ['😀'.repeat(10), null],
  ])('%j → %s', (text, expected) => expect(reviewTextProblem(text)).toBe(expected))
  test('the long message names the limit the Indian way', () => expect(REVIEW_TEXTS.textLong).toContain('2,000'))
})

describe('averageTenths and formatAverage: one decimal, half up', () => {
  test.each([
    [0, 0, null, ''],
    [5, 1, 50, '5.0'],
    [13, 3, 43, '4.3'],
    [17, 4, 43, '4.3'],
    [9, 2, 45, '4.5'],
    [7, 3, 23, '2.3'],
    [11, 3, 37, '3.7'],
    [1, 1, 10, '1.0'],
  ])('sum %s of %s → %s (%s)', (sum, count, tenths, shown) => {
    expect(averageTenths(sum, count)).toBe(tenths)
    expect(formatAverage(averageTenths(sum, count))).toBe(shown)
  })
})

describe('texts', () => {
  test.each([
    [0, 'No ratings yet'],
    [1, '1 rating'],
    [2, '2 ratings'],
    [123456, '1,23,456 ratings'],
  ])('ratingsCountText(%s) → %s', (n, text) => expect(ratingsCountText(n)).toBe(text))
  test.each([
    [1, '1 out of 5 star'],
    [4, '4 out of 5 stars'],
  ])('starsLabel(%s) → %s', (n, text) => expect(starsLabel(n)).toBe(text))
  test.each([
    ['Kavya Nair', 'Kavya N.'],
    ['Asha', 'Asha'],
    ['  ram  kumar verma ', 'ram V.'],
    [null, 'A MedWise customer'],
    ['   ', 'A MedWise customer'],
  ])('reviewerName(%j) → %s', (name, shown) => expect(reviewerName(name)).toBe(shown))
})

describe('isEligible: only what was bought and received', () => {
  const received: Received[] = [
    { subject: 'product', subjectId: 7, status: 'delivered' },
    { subject: 'product', subjectId: 8, status: 'shipped' },
    { subject: 'lab_test', subjectId: 7, status: 'booked' },
    { subject: 'lab_test', subjectId: 9, status: 'report_ready' },
  ]
  test.each([
    ['product', 7, true],
    ['product', 8, false],
    ['product', 9, false],
    ['lab_test', 7, false],
    ['lab_test', 9, true],
  ] as const)('%s %s → %s', (subject, id, expected) => expect(isEligible(received, subject, id)).toBe(expected))
  test('a shipped order that is later delivered counts once delivered', () =>
    expect(isEligible([...received, { subject: 'product', subjectId: 8, status: 'delivered' }], 'product', 8)).toBe(true))
})

describe('review cursors', () => {
  test('round trip', () => {
    const at = new Date('2026-11-29T10:00:00.123Z')
    expect(decodeReviewCursor(encodeReviewCursor(at, 42))).toEqual({ at, id: 42 })
  })
  test.each(['', 'x', '1.', '.1', 'zz.0', 'ZZ.1', '1.1.1', `${'z'.repeat(13)}.1`, '1.zzzzzzzz'])('%j is refused', (c) =>
    expect(decodeReviewCursor(c)).toBeNull(),
  )
})

describe('dayInIndia', () => {
  test.each([
    ['2026-11-29T18:29:00Z', '29 November 2026'],
    ['2026-11-29T18:30:00Z', '30 November 2026'],
    ['2026-01-01T00:00:00Z', '1 January 2026'],
  ])('%s → %s', (iso, day) => expect(dayInIndia(iso)).toBe(day))
})

import { describe, expect, test } from 'vitest'
import { lastDayIST, longDate, shortDate } from './dates.ts'

describe('longDate', () => {
  test.each([
    ['2026-11-24', '24 November 2026'],
    ['2031-01-01', '1 January 2031'],
    ['2030-12-31T18:29:59.999Z', '31 December 2030'],
  ])('%s → %s', (iso, text) => {
    expect(longDate(iso)).toBe(text)
  })
})

describe('shortDate', () => {
  test.each([
    ['2026-10-02', '2 Oct 2026'],
    ['2026-09-30', '30 Sep 2026'],
    ['2031-01-01T00:00:00Z', '1 Jan 2031'],
  ])('%s → %s', (iso, text) => {
    expect(shortDate(iso)).toBe(text)
  })
})

describe('lastDayIST', () => {
  test.each([
    // Ends at midnight IST on 1 January: valid till 31 December.
    ['2031-01-01T00:00:00+05:30', '31 December 2030'],
    // Ends one second before midnight IST: that day is the last.
    ['2026-09-30T23:59:59+05:30', '30 September 2026'],
    // Ends at 01:00 IST: a bit of that day still counts.
    ['2026-03-10T01:00:00+05:30', '10 March 2026'],
    // 20:00 UTC is already the next day in India.
    ['2026-03-10T20:00:00Z', '11 March 2026'],
  ])('%s → %s', (endsAt, day) => {
    expect(lastDayIST(new Date(endsAt))).toBe(day)
  })
})

import { describe, expect, it } from 'vitest'
import { decodeCursor, encodeCursor, filtersQuery, isDay, readFilters } from './filters.ts'

const q = (s: string) => new URLSearchParams(s)

describe('timeline filters', () => {
  it.each([
    ['', { kind: null, from: null, to: null, q: null }],
    ['kind=DiagnosticReport', { kind: 'DiagnosticReport', from: null, to: null, q: null }],
    ['kind=Nonsense&from=2026-02-30', { kind: null, from: null, to: null, q: null }],
    ['from=2026-03-01&to=2026-01-01', { kind: null, from: '2026-01-01', to: '2026-03-01', q: null }],
    ['q=%20%20HbA1c%20%20test%20', { kind: null, from: null, to: null, q: 'HbA1c test' }],
  ])('%s', (query, filters) => {
    expect(readFilters(q(query))).toEqual(filters)
  })

  it('writes back what it reads, with a cursor', () => {
    const f = readFilters(q('kind=Prescription&from=2026-01-01&q=apollo'))
    expect(filtersQuery(f, '2026-01-05_12')).toBe('?kind=Prescription&from=2026-01-01&q=apollo&after=2026-01-05_12')
    expect(filtersQuery(readFilters(q('')))).toBe('')
  })

  it.each([
    ['2026-11-29', true],
    ['2026-02-29', false],
    ['2024-02-29', true],
    ['29-11-2026', false],
  ])('isDay(%s) = %s', (v, ok) => {
    expect(isDay(v)).toBe(ok)
  })

  it.each([
    ['2026-11-01_42', { date: '2026-11-01', id: 42 }],
    ['2026-13-01_42', null],
    ['2026-11-01_', null],
    ['x', null],
    [null, null],
  ])('cursor %s', (v, c) => {
    expect(decodeCursor(v)).toEqual(c)
    if (c) expect(encodeCursor(c)).toBe(v)
  })
})

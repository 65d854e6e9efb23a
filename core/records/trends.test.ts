import { describe, expect, it } from 'vitest'
import { buildTrends, chartGeometry, type Measurement, niceStep, numericValue, parameterKey } from './trends.ts'

const m = (name: string, value: string, date: string, recordId = 1, extra: Partial<Measurement> = {}): Measurement => ({
  name,
  value,
  unit: '%',
  low: 4,
  high: 5.6,
  date,
  recordId,
  ...extra,
})

describe('trend series', () => {
  it.each([
    ['13.2', 13.2],
    ['1,200', 1200],
    ['-1', -1],
    ['< 0.5', null],
    ['Negative', null],
    ['', null],
  ])('numericValue(%j) = %j', (v, n) => {
    expect(numericValue(v)).toBe(n)
  })

  it('groups a parameter by its name, however written', () => {
    expect(parameterKey('Fasting  Glucose')).toBe(parameterKey('fasting-glucose'))
  })

  it('keeps only parameters measured at least twice with numbers, oldest first, flagged by their own range', () => {
    const trends = buildTrends([
      m('HbA1c', '7.1', '2026-06-01', 2),
      m('hba1c', '5.4', '2026-01-01', 1),
      m('TSH', '2.1', '2026-01-01', 1, { unit: 'mIU/L' }),
      m('Urine sugar', 'Negative', '2026-01-01', 1),
      m('Urine sugar', 'Negative', '2026-06-01', 2),
      m('Glucose', '3.9', '2026-01-01', 1, { low: 4, high: 5.6 }),
      m('Glucose', 'n/a', '2026-06-01', 2),
    ])
    expect(trends).toHaveLength(1)
    expect(trends[0]).toMatchObject({ key: 'hba1c', name: 'HbA1c', unit: '%', low: 4, high: 5.6 })
    expect(trends[0]!.points).toEqual([
      { date: '2026-01-01', value: 5.4, recordId: 1, flag: null },
      { date: '2026-06-01', value: 7.1, recordId: 2, flag: 'high' },
    ])
  })

  it('keeps the latest unit only', () => {
    const trends = buildTrends([
      m('Glucose', '100', '2026-01-01', 1, { unit: 'mg/dL' }),
      m('Glucose', '5.5', '2026-02-01', 2, { unit: 'mmol/L' }),
      m('Glucose', '6.1', '2026-03-01', 3, { unit: 'mmol/L' }),
    ])
    expect(trends[0]!.points.map((p) => p.value)).toEqual([5.5, 6.1])
  })
})

describe('chart geometry', () => {
  const series = buildTrends([m('HbA1c', '5.4', '2026-01-01', 1), m('HbA1c', '7.2', '2026-07-01', 2)])[0]!

  it('spreads points by date inside the plot, the band covering the range', () => {
    const g = chartGeometry(series)
    expect(g.points.map((p) => p.x)).toEqual([g.plot.left, g.plot.right])
    for (const p of g.points) expect(p.y).toBeGreaterThanOrEqual(g.plot.top)
    for (const p of g.points) expect(p.y).toBeLessThanOrEqual(g.plot.bottom)
    expect(g.points[1]!.y).toBeLessThan(g.points[0]!.y) // higher value, higher on screen
    expect(g.band).not.toBeNull()
    expect(g.band!.y).toBeGreaterThan(g.points[1]!.y) // 7.2 is above the band's top (5.6)
    expect(g.path).toMatch(/^M[\d.]+ [\d.]+ L[\d.]+ [\d.]+$/)
    expect(g.yTicks.length).toBeGreaterThanOrEqual(2)
    expect(g.xTicks.map((t) => t.label)).toEqual(['1 Jan 26', '1 Jul 26'])
  })

  it('centres one day and copes with equal values and no range', () => {
    const flat = { ...series, low: null, high: null, points: series.points.map((p) => ({ ...p, date: '2026-01-01', value: 5 })) }
    const g = chartGeometry(flat)
    expect(new Set(g.points.map((p) => p.x)).size).toBe(1)
    expect(g.band).toBeNull()
    expect(g.points.every((p) => Number.isFinite(p.y))).toBe(true)
  })

  it.each([
    [10, 4, 2.5],
    [3.5, 4, 1],
    [0.4, 4, 0.1],
    [0, 4, 1],
  ])('niceStep(%s, %s) = %s', (span, count, step) => {
    expect(niceStep(span, count)).toBe(step)
  })
})

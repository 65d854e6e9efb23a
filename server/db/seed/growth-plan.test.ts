import { describe, expect, test } from 'vitest'
import { customersFor, DAY_MS, LONG_HISTORY_ORDERS, mix, planOrder, SHARES, STEP_MS, type PlannedOrder } from './growth-plan.ts'

// The growth seed's rules (issue 28 §6): shares as planned, the open work of today the same whatever the history
// behind it, every order a consistent state-machine state.

const plans = (n: number) => Array.from({ length: n }, (_, i) => planOrder(i + 1))
const share = (list: PlannedOrder[], p: (o: PlannedOrder) => boolean) => list.filter(p).length / list.length
const sample = plans(200_000)

describe('the growth plan', () => {
  test('is a function of the ordinal alone', () => {
    expect(planOrder(12_345)).toEqual(planOrder(12_345))
    expect(mix(7, 1)).toBe(mix(7, 1))
    expect(mix(7, 1)).not.toBe(mix(7, 2))
    expect(() => planOrder(0)).toThrow()
  })

  test('mix spreads evenly over [0, 1)', () => {
    const buckets = new Array<number>(10).fill(0)
    for (let k = 1; k <= 100_000; k++) buckets[Math.floor(mix(k, 3) * 10)]!++
    for (const b of buckets) expect(b).toBeGreaterThan(9_500)
    for (const b of buckets) expect(b).toBeLessThan(10_500)
  })

  test('places order k k steps back: 1,000,000 orders are two years', () => {
    expect(planOrder(1_000_000).ageMs / DAY_MS).toBeCloseTo(730, 0)
    expect(planOrder(2).ageMs - planOrder(1).ageMs).toBeCloseTo(STEP_MS, 6)
  })

  test('the shares: most delivered, 15% with a prescription, a few cancelled and returned', () => {
    expect(share(sample, (o) => o.rxRequired)).toBeCloseTo(SHARES.rx, 2)
    expect(share(sample, (o) => o.status === 'delivered')).toBeGreaterThan(0.85)
    expect(share(sample, (o) => o.status === 'cancelled')).toBeGreaterThan(SHARES.cancelled)
    expect(share(sample, (o) => o.status === 'cancelled')).toBeLessThan(SHARES.cancelled + 0.01)
    expect(share(sample, (o) => o.status === 'returned')).toBeCloseTo(SHARES.returned * 0.93, 2)
    const lines = sample.reduce((n, o) => n + o.lines.length, 0) / sample.length
    expect(lines).toBeGreaterThan(1.5)
    expect(lines).toBeLessThan(2.5)
  })

  test("today's open work lies in the newest orders: more history adds none", () => {
    const open = (o: PlannedOrder) => ['awaiting_rx_check', 'confirmed', 'packed', 'shipped'].includes(o.status)
    const newest = sample.slice(0, 10_000)
    expect(sample.filter(open).length).toBe(newest.filter(open).length)
    const waiting = newest.filter((o) => o.status === 'awaiting_rx_check').length
    expect(waiting).toBeGreaterThan(5)
    expect(waiting).toBeLessThan(50)
    expect(newest.filter((o) => o.status === 'confirmed').length).toBeGreaterThan(1000)
    expect(newest.filter((o) => o.status === 'shipped').length).toBeGreaterThan(2000)
  })

  test('one customer has a long history; the others spread over one customer for every 10 orders', () => {
    expect(sample.filter((o) => o.customer === 0)).toHaveLength(LONG_HISTORY_ORDERS)
    expect(sample.filter((o) => o.customer >= customersFor(o.k))).toEqual([])
    expect(customersFor(10_000)).toBe(1_000)
    expect(customersFor(1_000_000)).toBe(100_000)
    expect(customersFor(3_000_000)).toBe(100_000)
  })

  test('every order is a state the machine can reach, with its review and lines to match', () => {
    // Plain checks, one list of what breaks a rule (an expect per order would take seconds).
    const broken = sample.filter(
      (o) =>
        o.lines.length < 1 ||
        o.lines.length > 4 ||
        o.lines.some((l) => l.quantity < 1) ||
        o.lines.some((l) => l.pool !== 'otc') !== o.rxRequired ||
        (o.rxRequired && o.lines[0]!.pool === 'otc') ||
        o.placedStatus !== (o.rxRequired ? 'awaiting_rx_check' : 'confirmed') ||
        (!o.rxRequired && o.review !== null) ||
        (o.status === 'awaiting_rx_check' && o.review !== 'waiting') ||
        (o.review === 'approved' && !['confirmed', 'packed', 'shipped', 'delivered', 'returned'].includes(o.status)) ||
        (o.review === 'rejected' && o.status !== 'cancelled') ||
        (o.status === 'cancelled' && o.cancelReason === null) ||
        (o.decidedAfterMs !== null && o.decidedAfterMs >= o.ageMs),
    )
    expect(broken).toEqual([])
  })
})

import { describe, expect, it } from 'vitest'
import { cancelDecision, cancelNote, MAX_RESCHEDULES, rescheduleRefusal } from './cancel-rules.ts'

const start = new Date('2026-11-26T10:00:00+05:30')
const before = (minutes: number, seconds = 0) => new Date(start.getTime() - minutes * 60_000 - seconds * 1000)

describe('cancelDecision (Apollo 24|7: free until 15 minutes before)', () => {
  it.each([
    ['booked', before(24 * 60), true],
    ['booked', before(15, 1), true],
    ['booked', before(15), true],
    ['booked', before(14, 59), false],
    ['booked', before(0), false],
    ['booked', before(-5), false],
    ['pending_payment', before(60), false],
    ['pending_payment', before(1), false],
  ] as const)('%s at %s: refund %s', (state, at, refund) => {
    expect(cancelDecision(state, start, at)).toEqual({ ok: true, refund })
  })

  it.each(['waiting', 'in_progress', 'completed', 'cancelled', 'no_show', 'refunded'] as const)('refuses %s', (state) => {
    expect(cancelDecision(state, start, before(60))).toEqual({
      ok: false,
      message: 'This consultation can no longer be cancelled.',
    })
  })

  it('says what cancelling now does', () => {
    expect(cancelNote('booked', start, before(15))).toMatch(/full refund/)
    expect(cancelNote('booked', start, before(14))).toMatch(/not refunded/)
    expect(cancelNote('pending_payment', start, before(14))).toMatch(/Nothing has been paid/)
    expect(cancelNote('completed', start, before(60))).toBeNull()
  })
})

describe('rescheduleRefusal (at most 3, until 15 minutes before)', () => {
  it.each([
    [0, before(15), null],
    [2, before(60), null],
    [MAX_RESCHEDULES, before(60), 'A consultation can be rescheduled at most 3 times.'],
    [4, before(60), 'A consultation can be rescheduled at most 3 times.'],
    [0, before(14, 59), 'A consultation can be rescheduled until 15 minutes before it starts.'],
    [1, before(-1), 'A consultation can be rescheduled until 15 minutes before it starts.'],
  ] as const)('after %s reschedules at %s: %s', (count, at, refusal) => {
    expect(rescheduleRefusal('booked', start, count, at)).toBe(refusal)
  })

  it.each(['pending_payment', 'waiting', 'no_show', 'cancelled'] as const)('refuses %s', (state) => {
    expect(rescheduleRefusal(state, start, 0, before(60))).toBe('Only a booked consultation can be rescheduled.')
  })
})

import { describe, expect, test } from 'vitest'
import {
  addMonths,
  benefitsApply,
  daysLeft,
  memberState,
  membershipTransition,
  nextTerm,
  STORED_STATES,
  MEMBERSHIP_EVENTS,
  type StoredState,
} from './membership.ts'

const d = (iso: string) => new Date(iso)

describe('the membership state machine', () => {
  test.each([
    ['pending_payment', 'paid', 'active'],
    ['pending_payment', 'void', 'void'],
    ['active', 'cancel', 'cancelled'],
    ['active', 'void', 'void'],
  ] as const)('%s --%s--> %s', (from, event, to) => {
    expect(membershipTransition(from, event)).toEqual({ ok: true, to })
  })

  test('every other move is refused with words', () => {
    const allowed = new Set(['pending_payment:paid', 'pending_payment:void', 'active:cancel', 'active:void'])
    for (const from of STORED_STATES) {
      for (const event of MEMBERSHIP_EVENTS) {
        if (allowed.has(`${from}:${event}`)) continue
        const t = membershipTransition(from as StoredState, event)
        expect(t.ok, `${from} ${event}`).toBe(false)
      }
    }
    expect(membershipTransition('cancelled', 'cancel')).toEqual({
      ok: false,
      message: 'A membership that is cancelled cannot be cancelled',
    })
    expect(membershipTransition('pending_payment', 'cancel')).toEqual({
      ok: false,
      message: 'A membership that is awaiting payment cannot be cancelled',
    })
  })
})

describe('what a term is at a moment', () => {
  const term = { state: 'active' as const, startsAt: d('2026-01-01T00:00:00Z'), endsAt: d('2026-04-01T00:00:00Z') }
  test.each([
    ['2026-01-01T00:00:00Z', 'active'],
    ['2026-03-16T23:59:59Z', 'active'],
    ['2026-03-17T00:00:00Z', 'expiring'],
    ['2026-03-31T23:59:59Z', 'expiring'],
    ['2026-04-01T00:00:00Z', 'expired'],
  ])('at %s it is %s (the last 15 days expire)', (at, state) => {
    expect(memberState(term, d(at))).toBe(state)
  })
  test('stored states other than active read as themselves', () => {
    expect(memberState({ ...term, state: 'cancelled' }, d('2026-02-01T00:00:00Z'))).toBe('cancelled')
    expect(memberState({ ...term, state: 'pending_payment' }, d('2026-02-01T00:00:00Z'))).toBe('pending_payment')
  })
  test.each([
    [{ state: 'active', codLocked: false }, '2026-02-01T00:00:00Z', true],
    [{ state: 'active', codLocked: true }, '2026-02-01T00:00:00Z', false],
    [{ state: 'active', codLocked: false }, '2025-12-31T23:59:59Z', false],
    [{ state: 'active', codLocked: false }, '2026-04-01T00:00:00Z', false],
    [{ state: 'pending_payment', codLocked: false }, '2026-02-01T00:00:00Z', false],
    [{ state: 'cancelled', codLocked: false }, '2026-02-01T00:00:00Z', false],
  ] as const)('benefits of %o at %s apply: %s', (t, at, applies) => {
    expect(benefitsApply({ ...term, ...t }, d(at))).toBe(applies)
  })
  test('days left count part of a day as a day and stop at zero', () => {
    expect(daysLeft(term, d('2026-03-31T12:00:00Z'))).toBe(1)
    expect(daysLeft(term, d('2026-05-01T00:00:00Z'))).toBe(0)
  })
})

describe('terms and renewals', () => {
  test.each([
    ['2026-01-31T10:00:00Z', 1, '2026-02-28T10:00:00.000Z'],
    ['2028-01-31T10:00:00Z', 1, '2028-02-29T10:00:00.000Z'],
    ['2026-11-29T05:00:00Z', 3, '2027-02-28T05:00:00.000Z'],
    ['2026-06-15T00:00:00Z', 12, '2027-06-15T00:00:00.000Z'],
  ])('%s plus %i months is %s', (from, months, to) => {
    expect(addMonths(d(from), months).toISOString()).toBe(to)
  })
  test('a first term starts at once', () => {
    const t = nextTerm(null, d('2026-11-29T05:00:00Z'), 3)
    expect([t.startsAt.toISOString(), t.endsAt.toISOString()]).toEqual(['2026-11-29T05:00:00.000Z', '2027-02-28T05:00:00.000Z'])
  })
  test('renewing early starts where the current term ends, losing no day', () => {
    const t = nextTerm(d('2026-12-10T00:00:00Z'), d('2026-11-29T05:00:00Z'), 12)
    expect([t.startsAt.toISOString(), t.endsAt.toISOString()]).toEqual(['2026-12-10T00:00:00.000Z', '2027-12-10T00:00:00.000Z'])
  })
  test('renewing after the end starts at once', () => {
    const t = nextTerm(d('2026-10-01T00:00:00Z'), d('2026-11-29T05:00:00Z'), 6)
    expect(t.startsAt.toISOString()).toBe('2026-11-29T05:00:00.000Z')
  })
})

import { describe, expect, test } from 'vitest'
import {
  clockText,
  grievanceClock,
  grievanceDueAt,
  grievanceNumber,
  isGrievanceReference,
  parseGrievanceNumber,
} from './rules.ts'

describe('grievance numbers', () => {
  test.each([
    [123, '2026-06-01T00:00:00Z', 'GRV-2026-000123'],
    [1, '2026-12-31T18:29:59Z', 'GRV-2026-000001'],
    // 31 December 18:30 UTC is 1 January in India.
    [7, '2026-12-31T18:30:00Z', 'GRV-2027-000007'],
    [12_345_678, '2026-06-01T00:00:00Z', 'GRV-2026-12345678'],
  ])('id %i filed at %s is %s, and reads back', (id, at, number) => {
    expect(grievanceNumber(id, new Date(at))).toBe(number)
    expect(parseGrievanceNumber(number)).toEqual({ id, year: Number(number.slice(4, 8)) })
  })

  test.each(['GRV-2026-123', 'GRV-2026-00000x', 'grv-2026-000001x', '', 'GRV-2026-000000', 'GRV-2026-9999999999'])(
    '%j is not a number',
    (s) => expect(parseGrievanceNumber(s)).toBeNull(),
  )
})

describe('the 90-day clock', () => {
  const filed = new Date('2026-11-25T02:40:00Z')
  const due = grievanceDueAt(filed)
  const at = (days: number) => new Date(filed.getTime() + days * 86_400_000)
  test('due 90 days after filing', () => expect(due.toISOString()).toBe('2027-02-23T02:40:00.000Z'))
  test.each([
    [0, 90, false, '90 days left'],
    [89, 1, false, '1 day left'],
    [90, 0, false, 'Due today'],
    [90.5, 0, true, '1 day overdue'],
    [93, -3, true, '3 days overdue'],
  ])('after %d days: %d left, overdue %s (%s)', (days, left, overdue, text) => {
    const clock = grievanceClock({ status: 'open', dueAt: due }, at(days))!
    expect(clock).toEqual({ daysLeft: left, overdue })
    expect(clockText(clock)).toBe(text)
  })
  test('no clock once answered or closed', () => {
    expect(grievanceClock({ status: 'answered', dueAt: due }, at(100))).toBeNull()
    expect(grievanceClock({ status: 'closed', dueAt: due }, at(100))).toBeNull()
  })
})

test.each([
  ['MW-2026-000042', true],
  ['LAB/24/7', true],
  ['-x', false],
  ['<b>', false],
  ['x'.repeat(41), false],
])('reference %j allowed: %s', (s, ok) => expect(isGrievanceReference(s)).toBe(ok))

import { describe, expect, test } from 'vitest'
import { isPriorityOrder, PRIORITY_BADGE } from './priority.ts'

const standing = { voidedAt: null }
const voided = { voidedAt: new Date('2026-11-24T10:00:00+05:30') }

describe('priority processing: an order priced as a member’s', () => {
  test.each([
    ['no fee, no savings', 0, [], false],
    ['the plan bought with it', 16_500, [], true],
    ['the plan bought with it, its savings voided', 16_500, [voided], true],
    ['one saving standing', 0, [standing], true],
    ['savings all voided', 0, [voided, voided], false],
    ['one voided, one standing', 0, [voided, standing], true],
  ] as const)('%s', (_, carePlanFeePaise, savings, priority) => {
    expect(isPriorityOrder({ carePlanFeePaise, savings })).toBe(priority)
  })

  test('the badge says it in words', () => {
    expect(PRIORITY_BADGE).toBe('Priority · Care Plan')
  })
})

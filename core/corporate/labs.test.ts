import { describe, expect, test } from 'vitest'
import { paise } from '../money.ts'
import { corporateAddOnPrice, healthCheckCovers, healthCheckStatusOf, SELF_SERVE_LINK_MS, selfServeLinkState } from './labs.ts'

// issue 25 §5–6 (decision 068): who the health check covers, the add-ons' corporate price, a self-serve link's state
// and the health check's status for its lab booking's.

const policy = { healthCheckTestId: 7, healthCheckFor: 'employee_and_family' as const, familyCover: true }
const family = { coverage: 'self_and_family' as const, covered: true }

describe('healthCheckCovers', () => {
  test.each([
    ['the employee', policy, family, 'employee', true],
    ['a dependant under family cover', policy, family, 'dependant', true],
    [
      'a dependant when the policy is for employees only',
      { ...policy, healthCheckFor: 'employee' as const },
      family,
      'dependant',
      false,
    ],
    ['a dependant without the policy’s family cover', { ...policy, familyCover: false }, family, 'dependant', false],
    ['a dependant of an employee covered alone', policy, { ...family, coverage: 'self' as const }, 'dependant', false],
    ['the employee once cover ended', policy, { ...family, covered: false }, 'employee', false],
    ['anyone when the policy names no package', { ...policy, healthCheckTestId: null }, family, 'employee', false],
  ] as const)('%s: %s', (_, p, e, kind, expected) => {
    expect(healthCheckCovers(p, e, { kind })).toBe(expected)
  })
  test('no policy this year covers no one', () => {
    expect(healthCheckCovers(null, family, { kind: 'employee' })).toBe(false)
  })
})

describe('corporateAddOnPrice', () => {
  test.each([
    // MRP ₹1,000, lab ₹900: 20 % off MRP is ₹800.
    [100_000, 90_000, 80_000],
    // The lab's own price is lower: it stays.
    [100_000, 60_000, 60_000],
    // To the rupee: ₹499 × 0.8 = ₹399.20 → ₹399.
    [49_900, 45_000, 39_900],
    // ₹1,250.50 × 0.8 = ₹1,000.40 → ₹1,000.
    [125_050, 125_050, 100_000],
  ])('MRP %i, lab %i → %i paise', (mrp, lab, expected) => {
    expect(corporateAddOnPrice(paise(mrp), paise(lab))).toBe(expected)
  })
})

describe('selfServeLinkState', () => {
  const made = new Date('2026-11-25T10:00:00Z')
  const link = { usedAt: null, expiresAt: new Date(made.getTime() + SELF_SERVE_LINK_MS) }
  test('valid until the sixth hour, expired at it', () => {
    expect(SELF_SERVE_LINK_MS).toBe(6 * 60 * 60 * 1000)
    expect(selfServeLinkState(link, made)).toBe('valid')
    expect(selfServeLinkState(link, new Date(link.expiresAt.getTime() - 1))).toBe('valid')
    expect(selfServeLinkState(link, link.expiresAt)).toBe('expired')
  })
  test('used once is used, before or after its expiry', () => {
    expect(selfServeLinkState({ ...link, usedAt: made }, made)).toBe('used')
    expect(selfServeLinkState({ ...link, usedAt: made }, new Date(link.expiresAt.getTime() + 1))).toBe('used')
  })
})

test.each([
  ['pending_payment', 'booked'],
  ['booked', 'booked'],
  ['sample_collected', 'sample_collected'],
  ['processing', 'sample_collected'],
  ['report_ready', 'report_ready'],
  ['cancelled', 'cancelled'],
])('a lab booking %s is a health check %s', (lab, expected) => {
  expect(healthCheckStatusOf(lab)).toBe(expected)
})

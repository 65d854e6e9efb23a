import { describe, expect, test } from 'vitest'
import { erasedNotice, KEPT_KINDS, KEPT_REASONS, keptLine } from './erasure.ts'

describe('the erasure’s words', () => {
  test.each([
    ['invoices', 1, '1 invoice'],
    ['invoices', 3, '3 invoices'],
    ['register lines', 2, '2 register lines'],
    ['prescriptions', 1, '1 prescription'],
    ['e-prescriptions', 4, '4 e-prescriptions'],
  ] as const)('%s × %i reads “%s”', (kind, n, text) => {
    expect(keptLine(kind, n)).toBe(text)
  })

  test('the notice names what was kept, and nothing when nothing was', () => {
    expect(erasedNotice({ invoices: 2, 'register lines': 1 })).toBe(
      'Your MedWise account has been erased. The law makes us keep 2 invoices, 1 register line, detached from you. Signing in again with this number starts a new account.',
    )
    expect(erasedNotice({})).toBe('Your MedWise account has been erased. Signing in again with this number starts a new account.')
  })

  test('every kept kind says why', () => {
    for (const k of KEPT_KINDS) expect(KEPT_REASONS[k]).toMatch(/Act|Rules|Guidelines/)
  })
})

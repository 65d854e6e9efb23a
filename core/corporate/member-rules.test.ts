import { describe, expect, test } from 'vitest'
import { claimableRow, corporateDetailsSetCookie, dependantRefusal, MAX_DEPENDANTS, patientRelationOf } from './member-rules.ts'

const row = (id: number, over: Partial<Parameters<typeof claimableRow>[0][number]> = {}) => ({
  id,
  phone: null,
  workEmail: null,
  coverFrom: '2026-01-01',
  coverUntil: null,
  userId: null,
  ...over,
})
const TODAY = '2026-11-29'

describe('claimableRow: the roster row an account claims (decision 065)', () => {
  const who = { userId: 7, verifiedPhone: '9820000001', email: 'asha@example.com' }
  test.each([
    ['by verified phone', [row(1, { phone: '9820000001' })], who, 1],
    ['by e-mail, case-insensitive', [row(2, { workEmail: 'Asha@Example.com' })], who, 2],
    ['an unverified phone claims nothing', [row(3, { phone: '9820000001' })], { ...who, verifiedPhone: null }, null],
    ['a row another account holds is not taken over', [row(4, { phone: '9820000001', userId: 9 })], who, null],
    ['the row the account already holds', [row(5, { phone: '9820000001', userId: 7 })], who, 5],
    ['cover ended yesterday', [row(6, { phone: '9820000001', coverUntil: '2026-11-28' })], who, null],
    ['cover ends today (inclusive)', [row(7, { phone: '9820000001', coverUntil: TODAY })], who, 7],
    ['cover not started', [row(8, { phone: '9820000001', coverFrom: '2026-12-01' })], who, null],
    [
      'both matching beat one, then the oldest',
      [
        row(9, { phone: '9820000001' }),
        row(10, { phone: '9820000001', workEmail: 'asha@example.com' }),
        row(11, { workEmail: 'asha@example.com' }),
      ],
      who,
      10,
    ],
    ['oldest of equals', [row(12, { workEmail: 'asha@example.com' }), row(11, { phone: '9820000001' })], who, 11],
    ['no identifiers, no claim', [row(13)], { userId: 7, verifiedPhone: null, email: null }, null],
  ])('%s', (_name, rows, identity, want) => {
    expect(claimableRow(rows, identity, TODAY)?.id ?? null).toBe(want)
  })
})

describe('dependantRefusal: who may add a dependant', () => {
  const ok = { covered: true, policy: { familyCover: true }, coverage: 'self_and_family' as const, existing: [] }
  test.each([
    ['a family cover', ok, null],
    ['cover ended', { ...ok, covered: false }, 'not_covered'],
    ['no policy this year', { ...ok, policy: null }, 'no_policy'],
    ['employees only', { ...ok, policy: { familyCover: false } }, 'no_family_cover'],
    ['self coverage', { ...ok, coverage: 'self' as const }, 'self_only'],
    ['full', { ...ok, existing: Array.from({ length: MAX_DEPENDANTS }, () => ({ relation: 'child' as const })) }, 'too_many'],
    ['a second spouse', { ...ok, existing: [{ relation: 'spouse' as const }], relation: 'spouse' as const }, 'second_spouse'],
    ['a child beside a spouse', { ...ok, existing: [{ relation: 'spouse' as const }], relation: 'child' as const }, null],
  ])('%s', (_name, input, want) => {
    expect(dependantRefusal(input)).toBe(want)
  })

  test('a parent-in-law is an “other” patient', () => {
    expect(patientRelationOf('parent_in_law')).toBe('other')
    expect(patientRelationOf('spouse')).toBe('spouse')
  })
})

describe('the corporateDetails cookie', () => {
  const details = { redirect_url: '/corporate/acme', logo_url: '/corporate-logos/acme.svg' }
  const value = encodeURIComponent(JSON.stringify(details))
  test('set when missing or different, nothing when it agrees, cleared for anyone else', () => {
    expect(corporateDetailsSetCookie(details, undefined, false)).toBe(
      `corporateDetails=${value}; Max-Age=2592000; Path=/; SameSite=Lax`,
    )
    expect(corporateDetailsSetCookie(details, value, true)).toBeNull()
    expect(corporateDetailsSetCookie(null, value, true)).toBe('corporateDetails=; Max-Age=0; Path=/; SameSite=Lax; Secure')
    expect(corporateDetailsSetCookie(null, undefined, true)).toBeNull()
  })
})

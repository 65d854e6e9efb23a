import { describe, expect, it } from 'vitest'
import { CONSENT_TEXT, decideConsent, type ConsentInput } from './consent.ts'

const base: ConsentInput = { relation: 'self', age: 34, ticked: false, adultName: null, bookerName: 'Asha Verma' }

describe('decideConsent (Telemedicine Practice Guidelines 2020)', () => {
  it.each([
    // relation, age, ticked, adult → kind, by
    ['self', 34, false, null, 'implied', null],
    ['self', null, false, null, 'implied', null],
    ['self', 18, false, null, 'implied', null],
    ['self', 34, true, 'Someone', 'implied', null],
    ['parent', 61, true, null, 'explicit', 'Asha Verma'],
    ['spouse', null, true, null, 'explicit', 'Asha Verma'],
    ['child', 18, true, null, 'explicit', 'Asha Verma'],
    ['child', 17, true, 'Asha  Verma ', 'explicit', 'Asha Verma'],
    ['child', 0, true, 'Ravi Verma', 'explicit', 'Ravi Verma'],
    // A minor who is the account's 'self' still needs the adult, and the tick.
    ['self', 16, true, 'Ravi Verma', 'explicit', 'Ravi Verma'],
  ] as const)('%s aged %s, ticked %s, adult %s: %s by %s', (relation, age, ticked, adultName, kind, by) => {
    expect(decideConsent({ ...base, relation, age, ticked, adultName })).toEqual({ ok: true, kind, by })
  })

  it.each([
    ['parent', 61, false, null, 'consent', CONSENT_TEXT.tick],
    ['other', null, false, null, 'consent', CONSENT_TEXT.tick],
    ['child', 17, true, null, 'consent_by', CONSENT_TEXT.adult],
    ['child', 17, true, '  A ', 'consent_by', CONSENT_TEXT.adult],
    ['child', 5, false, 'Ravi Verma', 'consent', CONSENT_TEXT.tick],
    ['self', 17, false, null, 'consent_by', CONSENT_TEXT.adult],
  ] as const)('refuses %s aged %s, ticked %s, adult %s: %s', (relation, age, ticked, adultName, field, message) => {
    expect(decideConsent({ ...base, relation, age, ticked, adultName })).toMatchObject({ ok: false, field, message })
  })
})

import { describe, expect, test } from 'vitest'
import { currentConsents, identityDecision, preferenceChanges, preferencesFrom, type ConsentEvent } from './rules.ts'
import { NO_OFFERS } from './vocabulary.ts'

describe('preferenceChanges', () => {
  test.each([
    ['nothing changed', NO_OFFERS, NO_OFFERS, []],
    ['one opted in', NO_OFFERS, { ...NO_OFFERS, whatsapp: true }, [{ kind: 'offers_whatsapp', action: 'given' }]],
    [
      'two change at once, in channel order',
      { sms: true, email: false, whatsapp: true },
      { sms: false, email: true, whatsapp: true },
      [
        { kind: 'offers_sms', action: 'withdrawn' },
        { kind: 'offers_email', action: 'given' },
      ],
    ],
  ] as const)('%s', (_, before, after, expected) => {
    expect(preferenceChanges(before, after)).toEqual(expected)
  })
})

describe('identityDecision', () => {
  const base = { accountId: 7, holderId: null, current: 'a@example.com', next: 'b@example.com' }
  test.each([
    ['a new free e-mail', { ...base, kind: 'email' as const }, 'free'],
    ['the same e-mail', { ...base, kind: 'email' as const, next: 'a@example.com' }, 'same'],
    ['an e-mail another account holds', { ...base, kind: 'email' as const, holderId: 8 }, 'taken'],
    ['held by this very account', { ...base, kind: 'email' as const, holderId: 7 }, 'free'],
    [
      'the verified phone it has',
      { ...base, kind: 'phone' as const, current: '9876543210', currentVerified: true, next: '9876543210' },
      'same',
    ],
    [
      'its own unverified phone, proved now',
      { ...base, kind: 'phone' as const, current: '9876543210', currentVerified: false, next: '9876543210' },
      'free',
    ],
    ['a phone another account verified', { ...base, kind: 'phone' as const, next: '9876543211', holderId: 3 }, 'taken'],
  ])('%s', (_, opts, expected) => {
    expect(identityDecision(opts)).toBe(expected)
  })
})

describe('currentConsents and preferencesFrom', () => {
  const at = (m: number) => new Date(Date.UTC(2026, 10, 1, 10, m))
  const ev = (kind: ConsentEvent['kind'], action: ConsentEvent['action'], m: number, version: string | null = null) => ({
    kind,
    action,
    at: at(m),
    version,
  })
  test.each([
    ['no events', [], [], NO_OFFERS],
    [
      'the latest event of each kind wins, in the kinds’ order',
      [
        ev('offers_email', 'given', 1),
        ev('terms', 'given', 0, '2026-11'),
        ev('offers_email', 'withdrawn', 2),
        ev('offers_sms', 'given', 3),
      ],
      [ev('terms', 'given', 0, '2026-11'), ev('offers_sms', 'given', 3), ev('offers_email', 'withdrawn', 2)],
      { sms: true, email: false, whatsapp: false },
    ],
    [
      'given again after a withdrawal',
      [ev('offers_whatsapp', 'given', 1), ev('offers_whatsapp', 'withdrawn', 2), ev('offers_whatsapp', 'given', 3)],
      [ev('offers_whatsapp', 'given', 3)],
      { sms: false, email: false, whatsapp: true },
    ],
  ] as const)('%s', (_, events, current, prefs) => {
    expect(currentConsents(events)).toEqual(current)
    expect(preferencesFrom(events)).toEqual(prefs)
  })
})

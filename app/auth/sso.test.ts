import { describe, expect, test } from 'vitest'
import { parseStoredSession, planSingleSignOn, ssoActionFromCookies, type SsoPlan, type StoredSsoSession } from './sso'
import { autoLoginOutcome, base64url, makeCodeVerifier, s256Challenge, storedSessionFrom } from './sso-run'
import type { AuthSuccess, UserFlags } from '../../contracts/auth'

// spec 1 §4.4: the decisions of the single-sign-on step, without a DOM.

const NOW = 1_700_000_000_000
const SESSION: StoredSsoSession = { auth_code: 'A'.repeat(22), code_verifier: 'v'.repeat(43), expires_at: NOW + 60_000 }
const stored = (session: StoredSsoSession | null, stale = false) => ({ session, stale })

describe('the action cookie', () => {
  test.each([
    [null, null],
    ['', null],
    ['city=Pune', null],
    ['sso_action=login', 'login'],
    ['city=Pune; sso_action=logout; loggedIn=true', 'logout'],
    ['sso_action=', 'unknown'],
    ['sso_action=LOGIN', 'unknown'],
    ['sso_action=delete', 'unknown'],
    ['x_sso_action=login', null],
  ] as const)('%j → %s', (header, action) => {
    expect(ssoActionFromCookies(header)).toBe(action)
  })
})

describe('the stored session', () => {
  test.each([
    ['absent', null, stored(null)],
    ['valid', JSON.stringify(SESSION), stored(SESSION)],
    ['expired', JSON.stringify({ ...SESSION, expires_at: NOW - 1 }), stored(null, true)],
    ['expiring this instant', JSON.stringify({ ...SESSION, expires_at: NOW }), stored(null, true)],
    ['not JSON', '{oops', stored(null, true)],
    ['not an object', '"code"', stored(null, true)],
    ['null', 'null', stored(null, true)],
    ['without a verifier', JSON.stringify({ auth_code: 'x', expires_at: NOW + 1 }), stored(null, true)],
    ['an empty code', JSON.stringify({ ...SESSION, auth_code: '' }), stored(null, true)],
    ['expiry as text', JSON.stringify({ ...SESSION, expires_at: String(NOW + 1) }), stored(null, true)],
  ])('%s', (_, raw, expected) => {
    expect(parseStoredSession(raw, NOW)).toEqual(expected)
  })

  test('extra fields are dropped', () => {
    expect(parseStoredSession(JSON.stringify({ ...SESSION, extra: 1 }), NOW).session).toEqual(SESSION)
  })
})

describe('what a page load does', () => {
  test.each<[string, Parameters<typeof planSingleSignOn>[0], SsoPlan]>([
    ['login action, signed in → create', { action: 'login', loggedIn: true, stored: stored(null) }, { kind: 'create' }],
    [
      'logout action, signed in → create (the session decides)',
      { action: 'logout', loggedIn: true, stored: stored(null) },
      { kind: 'create' },
    ],
    ['login action, signed out → delete', { action: 'login', loggedIn: false, stored: stored(SESSION) }, { kind: 'delete' }],
    ['logout action, signed out → delete', { action: 'logout', loggedIn: false, stored: stored(SESSION) }, { kind: 'delete' }],
    [
      'unknown action, signed out with a session → erase only',
      { action: 'unknown', loggedIn: false, stored: stored(SESSION) },
      { kind: 'erase' },
    ],
    ['unknown action, signed in → erase only', { action: 'unknown', loggedIn: true, stored: stored(null) }, { kind: 'erase' }],
    [
      'no action, signed out, a session → auto-login',
      { action: null, loggedIn: false, stored: stored(SESSION) },
      { kind: 'autoLogin', session: SESSION },
    ],
    [
      'no action, signed in, a session → nothing',
      { action: null, loggedIn: true, stored: stored(SESSION) },
      { kind: 'none', dropStored: false },
    ],
    [
      'no action, signed out, nothing stored → nothing',
      { action: null, loggedIn: false, stored: stored(null) },
      { kind: 'none', dropStored: false },
    ],
    [
      'no action, signed out, an expired session → drop it',
      { action: null, loggedIn: false, stored: stored(null, true) },
      { kind: 'none', dropStored: true },
    ],
    [
      'no action, signed in, an expired session → drop it',
      { action: null, loggedIn: true, stored: stored(null, true) },
      { kind: 'none', dropStored: true },
    ],
  ])('%s', (_, input, plan) => {
    expect(planSingleSignOn(input)).toEqual(plan)
  })
})

describe('PKCE', () => {
  test('RFC 7636 appendix B: the verifier, its challenge', async () => {
    const random = [
      116, 24, 223, 180, 151, 153, 224, 37, 79, 250, 96, 125, 216, 173, 187, 186, 22, 212, 37, 77, 105, 214, 191, 240, 91, 88, 5,
      88, 83, 132, 141, 121,
    ]
    const verifier = makeCodeVerifier((bytes) => {
      bytes.set(random)
      return bytes
    })
    expect(verifier).toBe('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')
    expect(await s256Challenge(verifier)).toBe('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM')
  })

  test('a random verifier has 43 characters of the RFC alphabet and differs each time', async () => {
    const a = makeCodeVerifier()
    const b = makeCodeVerifier()
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(a).not.toBe(b)
    expect(await s256Challenge(a)).toMatch(/^[A-Za-z0-9_-]{43}$/)
  })

  test.each([
    [[], ''],
    [[0xfb], '-w'],
    [[0xff, 0xff], '__8'],
    [[0, 0, 0], 'AAAA'],
  ])('base64url %j → %s', (bytes, text) => {
    expect(base64url(new Uint8Array(bytes))).toBe(text)
  })
})

describe('the code answer', () => {
  test.each([
    [
      'a code for 60 s',
      { auth_code: 'c0de', expires_in: 60 },
      { auth_code: 'c0de', code_verifier: 'ver', expires_at: NOW + 60_000 },
    ],
    ['no code', { expires_in: 60 }, null],
    ['an empty code', { auth_code: '', expires_in: 60 }, null],
    ['no lifetime', { auth_code: 'c0de' }, null],
    ['a lifetime of 0', { auth_code: 'c0de', expires_in: 0 }, null],
    ['not an object', 'c0de', null],
    ['null', null, null],
  ])('%s', (_, answer, expected) => {
    expect(storedSessionFrom(answer, 'ver', NOW)).toEqual(expected)
  })
})

describe('the auto-login result', () => {
  const answer = (data: AuthSuccess['data']): AuthSuccess => ({ is_success: true, data })
  const flags = (user_flags: UserFlags) => answer({ user_flags, errors: [] })
  const user = { email: 'admin@example.com', number: '9810000008', name: 'Admin', username: '8' }

  test.each<[string, AuthSuccess | null, ReturnType<typeof autoLoginOutcome>]>([
    [
      'user_data → signed in with the new CSRF token',
      answer({ user_data: user, csrf_token: 'tok', errors: [] }),
      { kind: 'signedIn', user, csrfToken: 'tok' },
    ],
    ['user_data without a token', answer({ user_data: user, errors: [] }), { kind: 'signedIn', user, csrfToken: null }],
    [
      'a conflict with an e-mail list → the e-mail choice',
      flags({
        conflict: true,
        header: 'Choose',
        description: 'One of these',
        number: '9810000002',
        conflict_data: [{ email: 'ra*********a@example.com' }, { email: '' }, { email: 'ra**********e@example.com' }],
      }),
      {
        kind: 'popup',
        populateData: {
          conflict: {
            conflict: true,
            requiredDetail: 'email',
            header: 'Choose',
            description: 'One of these',
            cta: null,
            number: '9810000002',
            optionsList: ['ra*********a@example.com', 'ra**********e@example.com'],
          },
        },
      },
    ],
    [
      'a list even when a number is also required → the e-mail choice',
      flags({ conflict: true, is_number_required: true, conflict_data: [{ email: 'a***@x.in' }] }),
      {
        kind: 'popup',
        populateData: {
          conflict: {
            conflict: true,
            requiredDetail: 'email',
            header: '',
            description: '',
            cta: null,
            number: '',
            optionsList: ['a***@x.in'],
          },
        },
      },
    ],
    [
      'a required number with a conflict (migrated account) → the phone entry, e-mail prefilled',
      flags({
        conflict: true,
        is_number_required: true,
        email: 'meera.iyer@example.com',
        user_type: 'migrated',
        header: 'Add your mobile number',
        description: 'To keep your account safe…',
      }),
      {
        kind: 'popup',
        populateData: {
          email: 'meera.iyer@example.com',
          conflict: {
            conflict: true,
            requiredDetail: 'phone',
            header: 'Add your mobile number',
            description: 'To keep your account safe…',
            cta: null,
            number: '',
            optionsList: [],
          },
        },
      },
    ],
    [
      'an empty list with a conflict, nothing required → reload',
      flags({ conflict: true, conflict_data: [] }),
      { kind: 'reload' },
    ],
    ['a required number without a conflict → reload', flags({ is_number_required: true, email: 'x@y.in' }), { kind: 'reload' }],
    ['a list without the conflict flag → reload', flags({ conflict_data: [{ email: 'a***@x.in' }] }), { kind: 'reload' }],
    ['no flags → reload', answer({ errors: [] }), { kind: 'reload' }],
    ['no answer → reload', null, { kind: 'reload' }],
  ])('%s', (_, body, outcome) => {
    expect(autoLoginOutcome(body)).toEqual(outcome)
  })
})

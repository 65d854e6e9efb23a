import { describe, expect, test } from 'vitest'
import {
  authErrorMessage,
  classifyLoginInput,
  emailEntryPath,
  existingUserFromCreateToken,
  isCreateTokenCall,
  isCreateTokenPath,
  loginInputErrors,
  mergeInfoFromData,
  nextStepAfterEntry,
  nextStepAfterVerify,
  otpConflictVerifyPath,
  phoneEntryPath,
  resendCall,
  resendChannels,
  stripTags,
  storedUserEntries,
  successErrors,
  successText,
  verifyCall,
} from './flow.ts'
import { EMPTY_CONFLICT, EMPTY_INFO, type AuthState, type ConflictInfo } from './state.ts'
import type { AuthSuccess, UserData } from './wire.ts'

const USER: UserData = { email: 'a@b.co', number: '9876543210', name: 'Asha', username: '42' }
type Data = AuthSuccess['data']
const data = (patch: Partial<Data>): Data => ({ errors: [], ...patch })
const phoneState = (patch: Partial<ConflictInfo> = {}): Pick<AuthState, 'info' | 'conflictInfo'> => ({
  info: { ...EMPTY_INFO, phone: '9876543210' },
  conflictInfo: { ...EMPTY_CONFLICT, ...patch },
})
const emailState = (patch: Partial<ConflictInfo> = {}): Pick<AuthState, 'info' | 'conflictInfo'> => ({
  info: { ...EMPTY_INFO, email: 'a@b.co' },
  conflictInfo: { ...EMPTY_CONFLICT, ...patch },
})

describe('login input (spec 1 §4.5)', () => {
  test.each([
    ['', 'phone', ''],
    ['   ', 'phone', ''],
    ['9876543210', 'phone', '9876543210'],
    [' 9876543210 ', 'phone', '9876543210'],
    ['12345', 'phone', '12345'],
    ['+919876543210', 'email', '+919876543210'],
    ['a@b.co', 'email', 'a@b.co'],
    ['98765 43210', 'email', '98765 43210'],
  ])('%j is a %s', (raw, kind, value) => {
    expect(classifyLoginInput(raw)).toEqual({ kind, value })
  })

  test.each([
    ['', { phone: 'Please enter a valid number' }],
    ['12345', { phone: 'Please enter a valid number' }],
    ['9876543210', null],
    ['a@b', { email: 'Please enter a valid email address' }],
    [' a@b.co ', null],
  ])('errors of %j', (raw, errors) => {
    expect(loginInputErrors(raw)).toEqual(errors)
  })

  test.each([
    [undefined, false, false],
    [undefined, true, true],
    ['existing', false, true],
    ['migrated', false, false],
    ['new', true, false],
  ] as const)('create_token user_type %s (previous %s) → existingUser %s', (userType, previous, expected) => {
    expect(existingUserFromCreateToken(userType ? { user_type: userType } : undefined, previous)).toBe(expected)
  })
})

describe('after verify (spec 1 §4.5)', () => {
  const info = { ...EMPTY_INFO, phone: '9876543210' }
  test.each<[string, Data, ReturnType<typeof nextStepAfterVerify>]>([
    [
      'a) user_data of an existing user → complete, Login Successful',
      data({ user_data: USER, csrf_token: 't1', user_flags: { user_type: 'existing' } }),
      { kind: 'complete', userData: USER, csrfToken: 't1', existingUser: true },
    ],
    [
      'a) user_data of a migrated user → complete as existing',
      data({ user_data: USER, user_flags: { user_type: 'migrated' } }),
      { kind: 'complete', userData: USER, csrfToken: null, existingUser: true },
    ],
    [
      'a) user_data of a new user → complete, Sign up',
      data({ user_data: USER, user_flags: { user_type: 'new' } }),
      { kind: 'complete', userData: USER, csrfToken: null, existingUser: false },
    ],
    [
      'b) conflict with a list → ConflictEmailList',
      data({
        user_flags: {
          user_type: 'existing',
          conflict: true,
          conflict_data: [{ email: 'r****@gmail.com' }, { email: 's****@yahoo.com' }],
          header: 'H',
          description: 'D',
          cta: { text: 'know more', image_url: '/i.svg', header: 'CH', description: '<b>x</b>', confirm_cta: 'OK' },
        },
      }),
      {
        kind: 'next',
        screen: 'ConflictEmailList',
        info: { existingUser: true },
        conflict: {
          conflict: true,
          header: 'H',
          description: 'D',
          cta: { text: 'know more', image_url: '/i.svg', header: 'CH', description: '<b>x</b>', confirm_cta: 'OK' },
          optionsList: ['r****@gmail.com', 's****@yahoo.com'],
          number: '9876543210',
          requiredDetail: 'email',
        },
      },
    ],
    [
      'b) conflict without a list → EmailConflict',
      data({ user_flags: { conflict: true, conflict_data: [] } }),
      {
        kind: 'next',
        screen: 'EmailConflict',
        info: { existingUser: false },
        conflict: {
          conflict: true,
          header: '',
          description: '',
          cta: null,
          optionsList: [],
          number: '9876543210',
          requiredDetail: 'email',
        },
      },
    ],
    [
      'c) new phone user, e-mail required → EmailConflict',
      data({ user_flags: { user_type: 'new', is_email_required: true } }),
      {
        kind: 'next',
        screen: 'EmailConflict',
        info: { existingUser: false },
        conflict: { requiredDetail: 'email', number: '9876543210' },
      },
    ],
    [
      'd) migrated with e-mail, number required → e-mail stored, PhoneConflict',
      data({ user_flags: { user_type: 'migrated', email: 'm@x.co', is_number_required: true } }),
      {
        kind: 'next',
        screen: 'PhoneConflict',
        info: { existingUser: true, email: 'm@x.co' },
        conflict: { requiredDetail: 'phone' },
      },
    ],
    [
      'd) new e-mail user, number required → PhoneConflict',
      data({ user_flags: { user_type: 'new', is_number_required: true } }),
      { kind: 'next', screen: 'PhoneConflict', info: { existingUser: false }, conflict: { requiredDetail: 'phone' } },
    ],
    ['nothing usable → unknown', data({}), { kind: 'unknown', info: { existingUser: false } }],
  ])('%s', (_name, answer, expected) => {
    expect(nextStepAfterVerify(answer, { info })).toEqual(expected)
  })

  test('a missing user_type keeps what create_token said', () => {
    const step = nextStepAfterVerify(data({ user_data: USER }), { info: { ...info, existingUser: true } })
    expect(step).toMatchObject({ kind: 'complete', existingUser: true })
  })

  test('a migrated user without e-mail stores none', () => {
    const step = nextStepAfterVerify(data({ user_flags: { user_type: 'migrated', is_number_required: true } }), { info })
    expect(step).toMatchObject({ info: { existingUser: true } })
    expect(step.kind !== 'complete' && step.info).not.toHaveProperty('email')
  })

  test.each<[string, Data, string]>([
    ['user_data → complete', data({ user_data: USER }), 'complete'],
    ['is_otp_required → otp', data({ user_flags: { is_otp_required: true } }), 'otp'],
    ['neither → unknown', data({}), 'unknown'],
  ])('after an entry: %s', (_name, answer, kind) => {
    expect(nextStepAfterEntry(answer, { info }).kind).toBe(kind)
  })

  test.each([
    [true, 'Login Successful'],
    [false, 'Sign up Successful'],
  ])('success text for existingUser %s', (existing, text) => {
    expect(successText(existing)).toBe(text)
  })

  test('stored user entries (spec 1 §3)', () => {
    expect(storedUserEntries(USER)).toEqual([
      ['emailId', 'a@b.co'],
      ['PHONE_NUMBER', '9876543210'],
      ['username', 'Asha'],
      ['userId', '42'],
      ['hashedEmail', ''],
    ])
    expect(storedUserEntries({ email: null, number: null, name: null, username: '7' })[0]).toEqual(['emailId', ''])
  })
})

describe('endpoints (spec 1 §7.2)', () => {
  test.each([
    [true, 'auth/phone/create_token_conflict_resolve'],
    [false, 'auth/phone/complete'],
  ])('e-mail entry, conflict %s → %s', (conflict, path) => {
    expect(emailEntryPath({ conflict })).toBe(path)
  })

  test.each([
    [true, 'auth/email/create_token_conflict'],
    [false, 'auth/email/complete_login'],
  ])('phone entry, conflict %s → %s', (conflict, path) => {
    expect(phoneEntryPath({ conflict })).toBe(path)
  })

  test.each([
    [{ conflict: true, conflictEmail: 'r****@gmail.com' }, 'auth/phone/verify_token_conflict_resolve'],
    [{ conflict: false, conflictEmail: 'n@x.co' }, 'auth/phone/verify_token_conflict_resolve'],
    [{ conflict: true, conflictEmail: '' }, 'auth/email/verify_token_conflict'],
    [{ conflict: false, conflictEmail: '' }, 'auth/email/verify_phone_token'],
  ])('OtpConflict verify with %j → %s', (conflict, path) => {
    expect(otpConflictVerifyPath(conflict)).toBe(path)
  })

  test.each<[string, Parameters<typeof verifyCall>, ReturnType<typeof verifyCall>]>([
    [
      'phone sign-in',
      ['SignInOtp', phoneState(), '123456'],
      { path: 'auth/verify_token', body: { number: '9876543210', verification_token: '123456' } },
    ],
    [
      'e-mail sign-in',
      ['SignInOtp', emailState(), '123456'],
      { path: 'auth/verify_token_email', body: { email: 'a@b.co', verification_token: '123456' } },
    ],
    [
      'e-mail sign-in with a conflict',
      ['SignInOtp', emailState({ conflict: true }), '123456'],
      { path: 'auth/verify_token_email', body: { email: 'a@b.co', verification_token: '123456', conflict: true } },
    ],
    [
      'merchant',
      ['MerchantOtp', phoneState(), '123456'],
      { path: 'auth/b2b/verify_token', body: { number: '9876543210', verification_token: '123456' } },
    ],
    [
      'merge',
      ['TokenMerge', emailState({ number: '9000000000' }), '123456'],
      { path: 'auth/email/verify_token_merge', body: { email: 'a@b.co', number: '9000000000', verification_token: '123456' } },
    ],
    [
      'conflict e-mail chosen on a phone sign-in',
      ['OtpConflict', phoneState({ conflict: true, conflictEmail: 'r****@gmail.com' }), '123456'],
      {
        path: 'auth/phone/verify_token_conflict_resolve',
        body: { number: '9876543210', email: 'r****@gmail.com', verification_token: '123456' },
      },
    ],
    [
      'phone given by an e-mail user',
      ['OtpConflict', emailState({ number: '9000000000', requiredDetail: 'phone' }), '123456'],
      { path: 'auth/email/verify_phone_token', body: { number: '9000000000', email: 'a@b.co', verification_token: '123456' } },
    ],
  ])('verify: %s', (_name, args, call) => {
    expect(verifyCall(...args)).toEqual(call)
  })

  test.each<[string, Parameters<typeof resendCall>, ReturnType<typeof resendCall>]>([
    ['sign-in SMS', ['SignInOtp', phoneState(), 'sms'], { path: 'auth/create_token', body: { number: '9876543210' } }],
    [
      'sign-in call',
      ['SignInOtp', phoneState(), 'call'],
      { path: 'auth/create_token', body: { number: '9876543210', otp_on_call: true } },
    ],
    ['sign-in e-mail', ['SignInOtp', emailState(), 'email'], { path: 'auth/create_token_email', body: { email: 'a@b.co' } }],
    ['merchant SMS', ['MerchantOtp', phoneState(), 'sms'], { path: 'auth/b2b/verify_token', body: { number: '9876543210' } }],
    [
      'merchant call',
      ['MerchantOtp', phoneState(), 'call'],
      { path: 'auth/b2b/verify_token', body: { number: '9876543210', otp_on_call: true } },
    ],
    [
      'merge call',
      ['TokenMerge', emailState({ number: '9000000000' }), 'call'],
      { path: 'auth/email/create_token_merge', body: { number: '9000000000', email: 'a@b.co', otp_on_call: true } },
    ],
    [
      'conflict SMS (no conflict)',
      ['OtpConflict', emailState({ number: '9000000000', requiredDetail: 'phone' }), 'sms'],
      { path: 'auth/email/complete_login', body: { number: '9000000000', email: 'a@b.co', otp_on_call: false } },
    ],
    [
      'conflict call (conflict)',
      ['OtpConflict', emailState({ number: '9000000000', requiredDetail: 'phone', conflict: true }), 'call'],
      { path: 'auth/email/create_token_conflict', body: { number: '9000000000', email: 'a@b.co', otp_on_call: true } },
    ],
    [
      'conflict e-mail',
      ['OtpConflict', phoneState({ conflict: true, conflictEmail: 'r****@gmail.com' }), 'email'],
      { path: 'auth/phone/create_token_conflict_resolve', body: { number: '9876543210', email: 'r****@gmail.com' } },
    ],
  ])('resend: %s', (_name, args, call) => {
    expect(resendCall(...args)).toEqual(call)
  })

  test.each<[string, Parameters<typeof resendChannels>, string[]]>([
    ['phone sign-in', ['SignInOtp', phoneState()], ['sms', 'call']],
    ['e-mail sign-in', ['SignInOtp', emailState()], ['email']],
    ['merchant', ['MerchantOtp', phoneState()], ['sms', 'call']],
    ['merge', ['TokenMerge', emailState()], ['sms', 'call']],
    ['conflict, phone required', ['OtpConflict', emailState({ requiredDetail: 'phone' })], ['sms', 'call']],
    ['conflict, e-mail required', ['OtpConflict', phoneState({ requiredDetail: 'email' })], ['email']],
  ])('resend links: %s', (_name, args, channels) => {
    expect(resendChannels(...args)).toEqual(channels)
  })
})

describe('error messages (spec 1 §8)', () => {
  const body = (patch: object) => ({ is_success: false, message: '', error: { message: '' }, data: { errors: [] }, ...patch })
  test.each<[string, unknown, boolean, string]>([
    [
      'create-token: first error entry wins',
      body({ message: 'msg', data: { errors: [{ message: 'first' }, { message: 'second' }] } }),
      true,
      'first',
    ],
    ['create-token: empty first entry → message', body({ message: 'msg', data: { errors: [{ message: '' }] } }), true, 'msg'],
    ['other call: the list is not read', body({ message: 'msg', data: { errors: [{ message: 'first' }] } }), false, 'msg'],
    ['body.message', body({ message: 'Invalid OTP' }), false, 'Invalid OTP'],
    ['error.message when no message', body({ error: { message: 'Locked' } }), false, 'Locked'],
    ['nothing → Server error', body({}), true, 'Server error'],
    ['no body → Server error', null, false, 'Server error'],
    ['text body → Server error', 'oops', false, 'Server error'],
  ])('%s', (_name, error, createToken, message) => {
    expect(authErrorMessage(error, { createToken })).toBe(message)
  })

  test.each([
    ['auth/create_token', true],
    ['auth/create_token_email', true],
    ['auth/email/create_token_merge', true],
    ['auth/phone/create_token_conflict_resolve', true],
    ['auth/b2b/verify_token', true],
    ['auth/verify_token', false],
    ['auth/phone/complete', false],
  ])('%s is a create-token call: %s', (path, expected) => {
    expect(isCreateTokenPath(path)).toBe(expected)
  })

  test.each([
    [{ path: 'auth/b2b/verify_token', body: { number: '9810000006' } }, true],
    [{ path: 'auth/b2b/verify_token', body: { number: '9810000006', otp_on_call: true } }, true],
    [{ path: 'auth/b2b/verify_token', body: { number: '9810000006', verification_token: '123456' } }, false],
    [{ path: 'auth/create_token', body: { number: '9810000006' } }, true],
    [{ path: 'auth/verify_token', body: { number: '9810000006', verification_token: '123456' } }, false],
  ])('%j is a create-token call: %s', (call, expected) => {
    expect(isCreateTokenCall(call)).toBe(expected)
  })

  test.each<[unknown, string | null]>([
    [{ is_success: true, data: { errors: [] } }, null],
    [{ is_success: true, data: { errors: [{ message: 'Nope' }] } }, 'Nope'],
    [{ is_success: false, message: 'Bad' }, 'Bad'],
    [null, 'Server error'],
  ])('2xx answer %j → %j', (answer, message) => {
    expect(successErrors(answer)).toBe(message)
  })
})

describe('sanitising server text', () => {
  test.each([
    ['<p>Hello <b>you</b></p>', 'Hello you'],
    ['a<br/>b', 'a\nb'],
    ['<script>alert(1)</script>safe', 'safe'],
    ['<img src=x onerror=alert(1)>x', 'x'],
    ['Tom &amp; Jerry &lt;3', 'Tom & Jerry <3'],
  ])('%j → %j', (html, text) => {
    expect(stripTags(html)).toBe(text)
  })

  test('merge data → merge account info', () => {
    expect(
      mergeInfoFromData({
        title: 'Merge accounts',
        sub_title: '<p>Keep <b>one</b></p>',
        icon: '/merge.svg',
        cta: 'Merge now',
        sections: [{ header: 'How', items: [{ title: 'Verify', sub_title: '<i>OTP</i>', icon: '/1.svg' }] }],
      }),
    ).toEqual({
      flag: true,
      header: 'Merge accounts',
      description: 'Keep one',
      imageUrl: '/merge.svg',
      ctaLabel: 'Merge now',
      heading: 'How',
      steps: [{ heading: 'Verify', subHeading: 'OTP', imageUrl: '/1.svg' }],
    })
  })
})

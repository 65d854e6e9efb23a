import { describe, expect, test } from 'vitest'
import { SERVER_ERROR_TEXT } from '../constants.ts'
import { AUTH_TEXTS } from './texts.ts'
import { VALIDATION_MESSAGES } from '../fields/validation.ts'
import {
  ENTRY_SCREEN,
  backPathOf,
  decodeFlash,
  editStepOf,
  encodeFlash,
  followupOf,
  formPlaceOf,
  formResendChannels,
  formScreen,
  formTitle,
  formUrl,
  nextFormStep,
  parseConflict,
  planFormStep,
  searchWithoutAuthParams,
  signInThen,
  type FlowSnapshot,
  type FormFields,
  type FormScreen,
} from './sign-in-form.ts'

const flow = (patch: Partial<FlowSnapshot>): FlowSnapshot => ({
  pendingPhone: null,
  pendingEmail: null,
  verifiedPhone: null,
  verifiedEmail: null,
  ...patch,
})
const fields = (patch: Partial<FormFields> = {}): FormFields => ({
  login: '',
  phone: '',
  email: '',
  otp: '',
  isDoctor: false,
  channel: '',
  listed: '',
  ...patch,
})

describe('the URL of the popup', () => {
  test('the page under it keeps its own query; the popup’s parameters go', () => {
    expect(formPlaceOf(new URL('http://x/cart?login=true&followup=%2Fcart%2Fprescription&auth_step=otp&q=1'))).toEqual({
      back: '/cart?q=1',
      mode: 'Login',
      followup: '/cart/prescription',
    })
    expect(formPlaceOf(new URL('http://x/?signup=true&followup=/drugs/a-1'))).toEqual({
      back: '/',
      mode: 'Signup',
      followup: '/drugs/a-1',
    })
    expect(formPlaceOf(new URL('http://x/cart'))).toBeNull()
    expect(searchWithoutAuthParams('?merchant=9810000006&x=1&signup=true')).toBe('?x=1')
  })

  test.each([
    ['?followup=/cart/prescription', '/cart/prescription'],
    ['?followup=//evil.example/x', null],
    ['?followup=https://evil.example', null],
    ['?followup=/\\evil', null],
    ['', null],
  ])('followup %s → %s', (search, followup) => expect(followupOf(search)).toBe(followup))

  test('a step’s URL, and the cart’s Proceed for a guest', () => {
    const place = { back: '/cart', mode: 'Login' as const, followup: '/cart/prescription' }
    expect(formUrl(place, 'entry')).toBe('/cart?login=true&followup=%2Fcart%2Fprescription')
    expect(formUrl({ ...place, back: '/search/all?name=dolo', followup: null }, 'otp')).toBe(
      '/search/all?name=dolo&login=true&auth_step=otp',
    )
    expect(formUrl({ ...place, mode: 'Signup', followup: null }, 'email-otp')).toBe('/cart?signup=true&auth_step=email-otp')
    expect(signInThen('/pharmacy-buy-now/cart', '/pharmacy-buy-now/cart/prescription')).toBe(
      '/pharmacy-buy-now/cart?login=true&followup=%2Fpharmacy-buy-now%2Fcart%2Fprescription',
    )
  })

  test.each([
    ['/cart?login=true&auth_step=otp', '/cart'],
    ['/search/all?name=x&signup=true', '/search/all?name=x'],
    ['https://evil.example/', '/'],
    ['//evil.example', '/'],
    [undefined, '/'],
  ])('a posted back path %s → %s', (value, back) => expect(backPathOf(value)).toBe(back))
})

describe('which step a page shows: the URL names it, the flow must allow it', () => {
  test.each<[string | null, FlowSnapshot | null, FormScreen | null]>([
    [null, null, ENTRY_SCREEN],
    ['entry', flow({ verifiedPhone: '9810000001' }), ENTRY_SCREEN],
    ['otp', null, null],
    ['otp', flow({ pendingPhone: '9810000001' }), { step: 'otp', number: '9810000001', email: '' }],
    ['otp', flow({ pendingEmail: 'a@b.in' }), { step: 'otp', number: '', email: 'a@b.in' }],
    ['otp', flow({ verifiedPhone: '9810000001', pendingEmail: 'a@b.in' }), null],
    ['otp', flow({}), null],
    ['email', flow({ verifiedPhone: '9810000001' }), { step: 'email', number: '9810000001', email: '' }],
    ['email', flow({ pendingPhone: '9810000001' }), null],
    [
      'email-otp',
      flow({ verifiedPhone: '9810000001', pendingEmail: 'a@b.in' }),
      { step: 'email-otp', number: '9810000001', email: 'a@b.in' },
    ],
    ['email-otp', flow({ verifiedPhone: '9810000001' }), null],
    ['phone', flow({ verifiedEmail: 'a@b.in' }), { step: 'phone', number: '', email: 'a@b.in' }],
    [
      'phone-otp',
      flow({ verifiedEmail: 'a@b.in', pendingPhone: '9810000001' }),
      { step: 'phone-otp', number: '9810000001', email: 'a@b.in' },
    ],
    ['phone-otp', flow({ verifiedEmail: 'a@b.in', verifiedPhone: '9810000001', pendingPhone: '9810000001' }), null],
    ['merge', flow({ verifiedEmail: 'a@b.in' }), null],
  ])('%s with %j → %j', (requested, snapshot, screen) => expect(formScreen(requested, snapshot)).toEqual(screen))
})

describe('texts and links per step', () => {
  const conflict = { header: 'We found more than one account', description: 'd', options: ['ra***a@gmail.com'] }
  test.each<[FormScreen['step'], string, string]>([
    ['entry', 'Login', 'Login'],
    ['entry', 'Signup', 'Sign Up'],
    ['otp', 'Login', 'Verify OTP'],
    ['email', 'Login', 'Add your email id'],
    ['email-otp', 'Login', 'Verify email id'],
    ['phone', 'Login', 'Add your phone number'],
    ['phone-otp', 'Signup', 'Verify mobile number'],
  ])('%s (%s) is named %s', (step, mode, title) =>
    expect(formTitle({ step, number: '', email: '' }, mode as 'Login' | 'Signup', null)).toBe(title),
  )

  test('the conflict list takes the server’s header, else “Choose your email id”', () => {
    expect(formTitle({ step: 'email', number: '', email: '' }, 'Login', conflict)).toBe('We found more than one account')
    expect(formTitle({ step: 'email', number: '', email: '' }, 'Login', { ...conflict, header: '' })).toBe(AUTH_TEXTS.chooseEmail)
  })

  test('resend channels and Edit', () => {
    expect(formResendChannels({ step: 'otp', number: '9810000001', email: '' })).toEqual(['sms', 'call'])
    expect(formResendChannels({ step: 'otp', number: '', email: 'a@b.in' })).toEqual(['email'])
    expect(formResendChannels({ step: 'email-otp', number: '9810000001', email: 'a@b.in' })).toEqual(['email'])
    expect(formResendChannels({ step: 'phone-otp', number: '9810000001', email: 'a@b.in' })).toEqual(['sms', 'call'])
    expect(formResendChannels(ENTRY_SCREEN)).toEqual([])
    expect([editStepOf('otp'), editStepOf('email-otp'), editStepOf('phone-otp'), editStepOf('email')]).toEqual([
      'entry',
      'email',
      'phone',
      null,
    ])
  })
})

describe('what a post does: the popup’s checks, then its call, on the flow’s identifiers', () => {
  const otp = { step: 'otp' as const, number: '9810000001', email: '' }
  test('Login: a number or an e-mail; a bad entry is refused with its message and kept', () => {
    expect(planFormStep(ENTRY_SCREEN, 'Login', fields({ login: ' 9810000001 ' }), false)).toEqual({
      kind: 'call',
      request: { call: 'createToken', body: { number: '9810000001' } },
      value: '9810000001',
      resend: null,
    })
    expect(planFormStep(ENTRY_SCREEN, 'Login', fields({ login: 'A@B.in' }), false)).toMatchObject({
      request: { call: 'createTokenEmail', body: { email: 'A@B.in' } },
    })
    expect(planFormStep(ENTRY_SCREEN, 'Login', fields({ login: '12345' }), false)).toEqual({
      kind: 'refused',
      error: VALIDATION_MESSAGES.phone,
      value: '12345',
    })
    expect(planFormStep(ENTRY_SCREEN, 'Login', fields({ login: 'not-an-email' }), false)).toMatchObject({
      error: VALIDATION_MESSAGES.email,
    })
  })

  test('Sign Up: the number and is_doctor', () => {
    expect(planFormStep(ENTRY_SCREEN, 'Signup', fields({ phone: '9810000001', isDoctor: true }), false)).toMatchObject({
      request: { call: 'createToken', body: { number: '9810000001', is_doctor: true } },
    })
    expect(planFormStep(ENTRY_SCREEN, 'Signup', fields({ phone: '' }), false)).toMatchObject({
      error: VALIDATION_MESSAGES.phone,
    })
  })

  test('the code: checked for 6 digits, then verified against the flow’s identifier (not the form’s)', () => {
    expect(planFormStep(otp, 'Login', fields({ otp: '123', phone: '9999999999' }), false)).toEqual({
      kind: 'refused',
      error: VALIDATION_MESSAGES.otp,
      value: '',
    })
    expect(planFormStep(otp, 'Login', fields({ otp: '123456', phone: '9999999999' }), false)).toMatchObject({
      request: { call: 'verifyToken', body: { number: '9810000001', verification_token: '123456' } },
    })
    expect(planFormStep({ step: 'otp', number: '', email: 'a@b.in' }, 'Login', fields({ otp: '123456' }), false)).toMatchObject({
      request: { call: 'verifyTokenEmail', body: { email: 'a@b.in', verification_token: '123456' } },
    })
    expect(
      planFormStep({ step: 'email-otp', number: '9810000001', email: 'a@b.in' }, 'Login', fields({ otp: '123456' }), false),
    ).toMatchObject({ request: { call: 'verifySecond', body: { number: '9810000001', email: 'a@b.in' } } })
  })

  test('resends: the channels of the screen only; an SMS keeps the attempt (otp_on_call false)', () => {
    expect(planFormStep(otp, 'Login', fields({ channel: 'sms' }), false)).toMatchObject({
      request: { call: 'createToken', body: { number: '9810000001', otp_on_call: false } },
      resend: 'sms',
    })
    expect(planFormStep(otp, 'Login', fields({ channel: 'call' }), false)).toMatchObject({
      request: { body: { otp_on_call: true } },
      resend: 'call',
    })
    expect(planFormStep(otp, 'Login', fields({ channel: 'email' }), false)).toEqual({
      kind: 'refused',
      error: SERVER_ERROR_TEXT,
      value: '',
    })
    expect(
      planFormStep({ step: 'email-otp', number: '9810000001', email: 'a@b.in' }, 'Login', fields({ channel: 'email' }), false),
    ).toMatchObject({ request: { call: 'conflictResolve', body: { number: '9810000001', email: 'a@b.in' } } })
    expect(
      planFormStep({ step: 'phone-otp', number: '9810000001', email: 'a@b.in' }, 'Login', fields({ channel: 'call' }), false),
    ).toMatchObject({ request: { call: 'emailPhoneEntry', body: { number: '9810000001', email: 'a@b.in', otp_on_call: true } } })
  })

  test('the e-mail entry: completes a new number, or answers the conflict list (a listed entry or a new address)', () => {
    const email = { step: 'email' as const, number: '9810000001', email: '' }
    expect(planFormStep(email, 'Login', fields({ email: 'new@b.in' }), false)).toMatchObject({
      request: { call: 'phoneComplete', body: { number: '9810000001', email: 'new@b.in' } },
      value: 'new@b.in',
    })
    expect(planFormStep(email, 'Login', fields({ email: 'x' }), false)).toMatchObject({ error: VALIDATION_MESSAGES.email })
    expect(planFormStep(email, 'Login', fields({ listed: 'ra***a@gmail.com' }), true)).toMatchObject({
      request: { call: 'conflictResolve', body: { email: 'ra***a@gmail.com' } },
    })
    expect(planFormStep(email, 'Login', fields({ listed: '', email: 'new@b.in' }), true)).toMatchObject({
      request: { call: 'conflictResolve', body: { email: 'new@b.in' } },
    })
  })

  test('the phone entry after an e-mail sign-in', () => {
    const phone = { step: 'phone' as const, number: '', email: 'a@b.in' }
    expect(planFormStep(phone, 'Login', fields({ phone: '9810000001' }), false)).toMatchObject({
      request: { call: 'emailPhoneEntry', body: { number: '9810000001', email: 'a@b.in' } },
    })
    expect(planFormStep(phone, 'Login', fields({ phone: '5810000001' }), false)).toMatchObject({
      error: VALIDATION_MESSAGES.phone,
      value: '5810000001',
    })
  })
})

describe('where an answer with flags leads (spec 1 §4.5)', () => {
  test.each([
    ['entry', { is_otp_required: true }, { step: 'otp', conflict: null }],
    ['entry', {}, null],
    ['otp', { user_type: 'new', is_email_required: true }, { step: 'email', conflict: null }],
    ['otp', { user_type: 'migrated', email: 'a@b.in', is_number_required: true }, { step: 'phone', conflict: null }],
    ['otp', { user_type: 'existing' }, null],
    ['email', { is_otp_required: true }, { step: 'email-otp', conflict: null }],
    ['phone', { is_otp_required: true }, { step: 'phone-otp', conflict: null }],
    ['email-otp', { is_otp_required: true }, null],
  ] as const)('%s + %j → %j', (from, flags, next) => expect(nextFormStep(from, flags)).toEqual(next))

  test('a conflict list goes to the e-mail step with the masked e-mails', () => {
    expect(
      nextFormStep('otp', {
        user_type: 'existing',
        conflict: true,
        conflict_data: [{ email: 'ra***a@gmail.com' }, { email: 'ra****@yahoo.com' }],
        header: 'We found more than one account',
        description: 'Choose',
      }),
    ).toEqual({
      step: 'email',
      conflict: {
        header: 'We found more than one account',
        description: 'Choose',
        options: ['ra***a@gmail.com', 'ra****@yahoo.com'],
      },
    })
  })
})

describe('the flash cookie', () => {
  test('round trip, and anything else is nothing', () => {
    const flash = {
      step: 'email' as const,
      error: 'Please enter a valid email address',
      value: 'x',
      conflict: { header: 'h', description: 'd', options: ['a***@b.in'] },
    }
    expect(decodeFlash(encodeFlash(flash))).toEqual(flash)
    expect(decodeFlash(encodeFlash({ step: 'otp', notice: 'You will receive an sms with OTP' }))).toEqual({
      step: 'otp',
      notice: 'You will receive an sms with OTP',
    })
    expect(decodeFlash('{"step":"nope","error":"x"}')).toBeNull()
    expect(decodeFlash('not json')).toBeNull()
    expect(decodeFlash(undefined)).toBeNull()
    expect(decodeFlash(JSON.stringify({ step: 'otp', error: 'x'.repeat(301), value: 7 }))).toEqual({ step: 'otp' })
  })

  test('a conflict list must be well formed', () => {
    expect(parseConflict({ header: 'h', description: 'd', options: [] })).toBeNull()
    expect(parseConflict({ header: 'h', description: 'd', options: Array(11).fill('a@b.in') })).toBeNull()
    expect(parseConflict({ header: 1, description: 'd', options: ['a@b.in'] })).toBeNull()
    expect(parseConflict('x')).toBeNull()
    expect(parseConflict({ header: 'h', description: 'd', options: ['a@b.in', 'no-at', 3] })).toEqual({
      header: 'h',
      description: 'd',
      options: ['a@b.in'],
    })
  })
})

import { describe, expect, test } from 'vitest'
import {
  EMPTY_CONFLICT,
  authReducer,
  conflictInfoFromFlags,
  initialAuthState,
  pushHistory,
  screenTitle,
  type AuthScreen,
  type AuthState,
} from './state.ts'

describe('opening rules (spec 1 §2.9)', () => {
  test.each<[string, Parameters<typeof initialAuthState>[0], AuthScreen]>([
    ['no config → Login', undefined, 'Login'],
    ['login mode → Login', { mode: 'Login' }, 'Login'],
    ['not login mode → SignUp', { mode: 'Signup' }, 'SignUp'],
    [
      'conflict, email required → ConflictEmailList',
      { populateData: { conflict: { conflict: true, requiredDetail: 'email', optionsList: ['a***@x.com'] } } },
      'ConflictEmailList',
    ],
    [
      'conflict, phone required → PhoneConflict',
      { populateData: { email: 'a@b.co', conflict: { conflict: true, requiredDetail: 'phone' } } },
      'PhoneConflict',
    ],
    [
      'conflict wins over sign-up mode',
      { mode: 'Signup', populateData: { conflict: { conflict: true, requiredDetail: 'phone' } } },
      'PhoneConflict',
    ],
    ['only a phone → MerchantOtp', { populateData: { phone: '9876543210' } }, 'MerchantOtp'],
    ['phone and e-mail → Login', { populateData: { phone: '9876543210', email: 'a@b.co' } }, 'Login'],
    ['only an e-mail → Login (prefilled)', { populateData: { email: 'a@b.co' } }, 'Login'],
    ['a conflict object without conflict → default', { populateData: { conflict: { conflict: false } } }, 'Login'],
  ])('%s', (_name, options, screen) => {
    expect(initialAuthState(options).authType).toBe(screen)
  })

  test('the preset phone and e-mail are stored', () => {
    expect(initialAuthState({ populateData: { phone: '9876543210' } }).info).toEqual({
      phone: '9876543210',
      email: '',
      existingUser: false,
    })
    expect(initialAuthState({ populateData: { email: 'a@b.co' } }).info.email).toBe('a@b.co')
  })

  test('the preset conflict is stored over the empty one', () => {
    const state = initialAuthState({
      populateData: { conflict: { conflict: true, requiredDetail: 'phone', number: '9876543210' } },
    })
    expect(state.conflictInfo).toEqual({ ...EMPTY_CONFLICT, conflict: true, requiredDetail: 'phone', number: '9876543210' })
  })
})

describe('history (spec 1 §2.9)', () => {
  test.each<[AuthScreen[], AuthScreen, AuthScreen[]]>([
    [[], 'Login', ['Login']],
    [['Login'], 'SignInOtp', ['Login', 'SignInOtp']],
    [['Login'], 'Login', ['Login']],
    [['Login', 'SignUp'], 'Login', ['Login', 'SignUp', 'Login']],
  ])('push %j + %s → %j', (history, current, expected) => {
    expect(pushHistory(history, current)).toEqual(expected)
  })

  test('forward pushes, back pops, back on an empty history stays', () => {
    let state = initialAuthState()
    state = authReducer(state, { type: 'go', screen: 'SignInOtp' })
    expect(state).toMatchObject({ authType: 'SignInOtp', authHistory: ['Login'] })
    state = authReducer(state, { type: 'go', screen: 'NeedHelp' })
    expect(state).toMatchObject({ authType: 'NeedHelp', authHistory: ['Login', 'SignInOtp'] })
    state = authReducer(state, { type: 'back' })
    expect(state).toMatchObject({ authType: 'SignInOtp', authHistory: ['Login'] })
    state = authReducer(state, { type: 'back' })
    expect(state).toMatchObject({ authType: 'Login', authHistory: [] })
    expect(authReducer(state, { type: 'back' })).toBe(state)
  })

  test('going to the current screen changes nothing', () => {
    const state = initialAuthState()
    expect(authReducer(state, { type: 'go', screen: 'Login' })).toBe(state)
  })

  test('Login ↔ SignUp toggling does not grow the stack past the rule', () => {
    let state = initialAuthState()
    state = authReducer(state, { type: 'switch', screen: 'SignUp' })
    state = authReducer(state, { type: 'switch', screen: 'Login' })
    state = authReducer(state, { type: 'switch', screen: 'SignUp' })
    expect(state.authHistory).toEqual(['Login', 'SignUp', 'Login'])
  })

  test('switching from NeedHelp clears the user info', () => {
    let state: AuthState = { ...initialAuthState(), info: { email: 'a@b.co', phone: '9876543210', existingUser: true } }
    state = authReducer(state, { type: 'go', screen: 'NeedHelp' })
    expect(authReducer(state, { type: 'switch', screen: 'SignUp', clearInfo: true }).info).toEqual({
      email: '',
      phone: '',
      existingUser: false,
    })
    expect(authReducer(state, { type: 'switch', screen: 'Login' }).info.email).toBe('a@b.co')
  })

  test('moving on closes any dialog over the screen', () => {
    let state = authReducer(initialAuthState(), { type: 'modal', modalName: 'merge' })
    state = authReducer(state, { type: 'go', screen: 'TokenMerge' })
    expect(state.modalName).toBeNull()
  })
})

describe('state updates', () => {
  test('info and conflict merge; warning and merge open their dialogs', () => {
    let state = authReducer(initialAuthState(), { type: 'info', info: { phone: '9876543210' } })
    state = authReducer(state, { type: 'conflict', conflict: { conflictEmail: 'r****@gmail.com' } })
    expect(state.info.phone).toBe('9876543210')
    expect(state.conflictInfo.conflictEmail).toBe('r****@gmail.com')
    state = authReducer(state, {
      type: 'warning',
      warning: { cta_type: 'MERGE', heading: 'h', message: 'm', confirm_cta: 'Merge' },
    })
    expect(state.modalName).toBe('warning')
    state = authReducer(state, {
      type: 'merge',
      merge: { flag: true, header: 'h', description: '', imageUrl: '', ctaLabel: 'Go', heading: '', steps: [] },
    })
    expect(state.modalName).toBe('merge')
    expect(authReducer(state, { type: 'reset' })).toEqual(initialAuthState())
  })

  test('conflict info from user_flags', () => {
    expect(
      conflictInfoFromFlags(
        { conflict: true, conflict_data: [{ email: 'r****@gmail.com' }, { email: '' }], header: 'H', description: 'D' },
        '9876543210',
      ),
    ).toEqual({
      conflict: true,
      header: 'H',
      description: 'D',
      cta: null,
      optionsList: ['r****@gmail.com'],
      number: '9876543210',
      requiredDetail: 'email',
    })
    expect(conflictInfoFromFlags({ conflict: true, is_number_required: true, number: '9000000000' }).requiredDetail).toBe('phone')
  })

  test.each<[Partial<AuthState>, string]>([
    [{ authType: 'Login' }, 'Login'],
    [{ authType: 'SignUp' }, 'Sign Up'],
    [{ authType: 'SignInOtp' }, 'Verify OTP'],
    [{ authType: 'MerchantOtp' }, 'Verify OTP'],
    [{ authType: 'NeedHelp' }, 'Need Help?'],
    [{ authType: 'OtpConflict', conflictInfo: { ...EMPTY_CONFLICT, requiredDetail: 'phone' } }, 'Verify mobile number'],
    [{ authType: 'OtpConflict', conflictInfo: { ...EMPTY_CONFLICT, requiredDetail: 'email' } }, 'Verify email id'],
    [{ authType: 'ConflictEmailList', conflictInfo: { ...EMPTY_CONFLICT, header: 'Pick one' } }, 'Pick one'],
  ])('title of %j is %s', (patch, title) => {
    expect(screenTitle({ ...initialAuthState(), ...patch })).toBe(title)
  })
})

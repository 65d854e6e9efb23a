import { AUTH_TEXTS } from './texts.ts'
import type { ConflictCta, UserFlags, WarningDialog } from './wire.ts'

// spec 1 §2.9 / §3 'Auth state': the popup's state as one pure reducer, so every transition is table-testable.

export type AuthScreen =
  | 'Login'
  | 'SignUp'
  | 'SignInOtp'
  | 'MerchantOtp'
  | 'NeedHelp'
  | 'ConflictEmailList'
  | 'EmailConflict'
  | 'PhoneConflict'
  | 'OtpConflict'
  | 'TokenMerge'

export type RequiredDetail = 'phone' | 'email'

/** spec 1 §3 'Conflict info'. optionsList entries are e-mails (masked by the server), used as value and label. */
export type ConflictInfo = {
  requiredDetail: RequiredDetail
  conflict: boolean
  description: string
  header: string
  cta: ConflictCta | null
  optionsList: string[]
  number: string
  conflictEmail: string
}

/** spec 1 §3 'Merge account info'. */
export type MergeAccountInfo = {
  flag: boolean
  header: string
  description: string
  imageUrl: string
  ctaLabel: string
  heading: string
  steps: { heading: string; subHeading: string; imageUrl: string }[]
}

export type AuthInfo = { email: string; phone: string; existingUser: boolean }

/** The dialogs that open over a screen. */
export type ModalName = 'warning' | 'merge' | 'knowMore' | null

export type AuthState = {
  authType: AuthScreen
  authHistory: AuthScreen[]
  info: AuthInfo
  conflictInfo: ConflictInfo
  mergeAccountInformation: MergeAccountInfo
  modalName: ModalName
  /** The phone entry's warning (spec 1 §3 'Warning dialog'), shown when modalName is 'warning'. */
  warning: WarningDialog | null
}

/** spec 1 §3 'Auth config' populateData: what the opener already knows. */
export type PopulateData = { phone?: string; email?: string; conflict?: Partial<ConflictInfo> }
export type OpenOptions = { mode?: 'Login' | 'Signup'; populateData?: PopulateData }

export const EMPTY_CONFLICT: ConflictInfo = {
  requiredDetail: 'email',
  conflict: false,
  description: '',
  header: '',
  cta: null,
  optionsList: [],
  number: '',
  conflictEmail: '',
}

export const EMPTY_MERGE: MergeAccountInfo = {
  flag: false,
  header: '',
  description: '',
  imageUrl: '',
  ctaLabel: '',
  heading: '',
  steps: [],
}

export const EMPTY_INFO: AuthInfo = { email: '', phone: '', existingUser: false }

/**
 * spec 1 §2.9 opening rules: SignUp unless in login mode; a preset conflict opens ConflictEmailList when the
 * required detail is email, else PhoneConflict; a preset with only a phone stores it and opens MerchantOtp.
 */
export function initialAuthState({ mode = 'Login', populateData = {} }: OpenOptions = {}): AuthState {
  const base: AuthState = {
    authType: mode === 'Login' ? 'Login' : 'SignUp',
    authHistory: [],
    info: { ...EMPTY_INFO, email: populateData.email ?? '', phone: populateData.phone ?? '' },
    conflictInfo: EMPTY_CONFLICT,
    mergeAccountInformation: EMPTY_MERGE,
    modalName: null,
    warning: null,
  }
  const { conflict } = populateData
  if (conflict && (conflict.conflict || (conflict.optionsList?.length ?? 0) > 0)) {
    const conflictInfo = { ...EMPTY_CONFLICT, ...conflict, conflict: conflict.conflict ?? true }
    const authType = conflictInfo.requiredDetail === 'email' ? 'ConflictEmailList' : 'PhoneConflict'
    return { ...base, authType, conflictInfo }
  }
  if (populateData.phone && !populateData.email) return { ...base, authType: 'MerchantOtp' }
  return base
}

/**
 * Conflict info from a response's user_flags (verify, b2b verify, auto-login): the list of e-mails is the
 * conflict_data, the number falls back to the one being signed in.
 */
export function conflictInfoFromFlags(flags: UserFlags, fallbackNumber = ''): Partial<ConflictInfo> {
  const optionsList = (flags.conflict_data ?? []).map((entry) => entry.email).filter((email) => email !== '')
  return {
    conflict: flags.conflict === true,
    header: flags.header ?? '',
    description: flags.description ?? '',
    cta: flags.cta ?? null,
    optionsList,
    number: flags.number ?? fallbackNumber,
    requiredDetail: flags.is_number_required && optionsList.length === 0 ? 'phone' : 'email',
  }
}

export type AuthAction =
  | { type: 'go'; screen: AuthScreen }
  | { type: 'back' }
  /** Login ↔ SignUp ↔ NeedHelp links: go forward and, from NeedHelp, clear the user info (spec 1 §2.9). */
  | { type: 'switch'; screen: AuthScreen; clearInfo?: boolean }
  | { type: 'info'; info: Partial<AuthInfo> }
  | { type: 'conflict'; conflict: Partial<ConflictInfo> }
  | { type: 'merge'; merge: MergeAccountInfo }
  | { type: 'warning'; warning: WarningDialog }
  | { type: 'modal'; modalName: ModalName }
  | { type: 'reset'; options?: OpenOptions }

/** spec 1 §2.9: going forward pushes the current screen unless it equals the last one; going back pops. */
export function pushHistory(history: readonly AuthScreen[], current: AuthScreen): AuthScreen[] {
  return history.at(-1) === current ? [...history] : [...history, current]
}

function forward(state: AuthState, screen: AuthScreen): AuthState {
  if (screen === state.authType) return state
  return { ...state, authType: screen, authHistory: pushHistory(state.authHistory, state.authType), modalName: null }
}

export function authReducer(state: AuthState, action: AuthAction): AuthState {
  switch (action.type) {
    case 'go':
      return forward(state, action.screen)
    case 'back': {
      const previous = state.authHistory.at(-1)
      if (!previous) return state
      return { ...state, authType: previous, authHistory: state.authHistory.slice(0, -1), modalName: null }
    }
    case 'switch': {
      const next = forward(state, action.screen)
      return action.clearInfo ? { ...next, info: EMPTY_INFO } : next
    }
    case 'info':
      return { ...state, info: { ...state.info, ...action.info } }
    case 'conflict':
      return { ...state, conflictInfo: { ...state.conflictInfo, ...action.conflict } }
    case 'merge':
      return { ...state, mergeAccountInformation: action.merge, modalName: 'merge' }
    case 'warning':
      return { ...state, warning: action.warning, modalName: 'warning' }
    case 'modal':
      return { ...state, modalName: action.modalName }
    case 'reset':
      return initialAuthState(action.options)
  }
}

/** The popup's accessible name per screen (the Dialog's heading). */
export function screenTitle(state: AuthState): string {
  switch (state.authType) {
    case 'Login':
      return AUTH_TEXTS.loginHeading
    case 'SignUp':
      return AUTH_TEXTS.signUpHeading
    case 'SignInOtp':
    case 'MerchantOtp':
    case 'TokenMerge':
      return AUTH_TEXTS.verifyOtpHeading
    case 'NeedHelp':
      return AUTH_TEXTS.needHelpHeading
    case 'ConflictEmailList':
      return state.conflictInfo.header || AUTH_TEXTS.chooseEmail
    case 'EmailConflict':
      return AUTH_TEXTS.emailEntryHeading
    case 'PhoneConflict':
      return AUTH_TEXTS.phoneEntryHeading
    case 'OtpConflict':
      return state.conflictInfo.requiredDetail === 'phone' ? AUTH_TEXTS.verifyMobileHeading : AUTH_TEXTS.verifyEmailHeading
  }
}

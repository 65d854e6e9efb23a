import { SERVER_ERROR_TEXT } from '../constants.ts'
import { AUTH_TEXTS } from './texts.ts'
import { validateEmail, validatePhone } from '../fields/validation.ts'
import {
  conflictInfoFromFlags,
  type AuthInfo,
  type AuthScreen,
  type AuthState,
  type ConflictInfo,
  type MergeAccountInfo,
} from './state.ts'
import { AUTH_PATHS } from './paths.ts'
import type { AuthSuccess, ErrorMessages, MergeData, UserData, UserFlags, UserType } from './wire.ts'

// spec 1 §4.5 / §7.2 / §8: the decisions of the authentication flow, pure so each branch is table-tested.

export type LoginInput = { kind: 'phone' | 'email'; value: string }

/** spec 1 §4.5: the login text is trimmed; empty or all digits is a phone, anything else an e-mail. */
export function classifyLoginInput(raw: string): LoginInput {
  const value = raw.trim()
  return { kind: value === '' || /^\d+$/.test(value) ? 'phone' : 'email', value }
}

/** spec 1 §5: the login input's error, keyed by the field it was classified as. */
export function loginInputErrors(raw: string): Record<string, string> | null {
  const input = classifyLoginInput(raw)
  const message = input.kind === 'phone' ? validatePhone(input.value) : validateEmail(input.value)
  return message ? { [input.kind]: message } : null
}

/** spec 1 §4.5: existingUser is true for an existing user; a migrated account also signs in (not up). */
export function isExistingUser(userType: UserType | undefined, previous: boolean): boolean {
  if (userType === undefined) return previous
  return userType === 'existing' || userType === 'migrated'
}

/** spec 1 §4.5 (Login): create_token does not say whether the account exists; keep the spec's rule if it does. */
export function existingUserFromCreateToken(flags: UserFlags | undefined, previous: boolean): boolean {
  if (flags?.user_type === undefined) return previous
  return flags.user_type === 'existing'
}

export type VerifyStep =
  | { kind: 'complete'; userData: UserData; csrfToken: string | null; existingUser: boolean }
  | { kind: 'next'; screen: AuthScreen; info: Partial<AuthInfo>; conflict: Partial<ConflictInfo> }
  | { kind: 'unknown'; info: Partial<AuthInfo> }

/**
 * spec 1 §4.5 'OTP verify' (also the merchant verify, email/phone entry and the merge): with user_data the
 * sign-in is complete. Otherwise a migrated user's e-mail is stored; a conflict stores the conflict info and goes
 * to the e-mail list (conflict_data non-empty) or the e-mail entry; else is_email_required → e-mail entry and
 * is_number_required → phone entry.
 */
export function nextStepAfterVerify(data: AuthSuccess['data'] | null | undefined, state: Pick<AuthState, 'info'>): VerifyStep {
  const flags = data?.user_flags ?? {}
  const existingUser = isExistingUser(flags.user_type, state.info.existingUser)
  if (data?.user_data) return { kind: 'complete', userData: data.user_data, csrfToken: data.csrf_token ?? null, existingUser }
  const info: Partial<AuthInfo> = { existingUser }
  if (flags.user_type === 'migrated' && flags.email) info.email = flags.email
  const number = flags.number ?? state.info.phone
  if (flags.conflict) {
    const conflict = { ...conflictInfoFromFlags(flags, number), requiredDetail: 'email' as const }
    const screen = (conflict.optionsList?.length ?? 0) > 0 ? 'ConflictEmailList' : 'EmailConflict'
    return { kind: 'next', screen, info, conflict }
  }
  if (flags.is_email_required) {
    return { kind: 'next', screen: 'EmailConflict', info, conflict: { requiredDetail: 'email', number } }
  }
  if (flags.is_number_required) return { kind: 'next', screen: 'PhoneConflict', info, conflict: { requiredDetail: 'phone' } }
  return { kind: 'unknown', info }
}

/** After the e-mail or phone entry, the e-mail list or the merge OTP request: login, the conflict OTP, or nothing. */
export type SecondFactorStep =
  { kind: 'complete'; step: Extract<VerifyStep, { kind: 'complete' }> } | { kind: 'otp' } | { kind: 'unknown' }

export function nextStepAfterEntry(
  data: AuthSuccess['data'] | null | undefined,
  state: Pick<AuthState, 'info'>,
): SecondFactorStep {
  const step = nextStepAfterVerify(data, state)
  if (step.kind === 'complete') return { kind: 'complete', step }
  return data?.user_flags?.is_otp_required ? { kind: 'otp' } : { kind: 'unknown' }
}

/** The number of the phone being signed in: the login/entry phone, else the one the server named. */
export function signInNumber(state: Pick<AuthState, 'info' | 'conflictInfo'>): string {
  return state.info.phone || state.conflictInfo.number
}

/** spec 1 §7.2: the e-mail entry resolves a conflict, or completes a new phone user. */
export function emailEntryPath(conflictInfo: Pick<ConflictInfo, 'conflict'>): string {
  return conflictInfo.conflict ? AUTH_PATHS.phoneConflictResolve : AUTH_PATHS.phoneComplete
}

/** spec 1 §7.2: the phone entry (and its SMS / call resends) during a conflict or not. */
export function phoneEntryPath(conflictInfo: Pick<ConflictInfo, 'conflict'>): string {
  return conflictInfo.conflict ? AUTH_PATHS.emailCreateTokenConflict : AUTH_PATHS.emailCompleteLogin
}

/** spec 1 §7.2: OtpConflict verifies against the conflict e-mail, the other conflict, or a plain phone code. */
export function otpConflictVerifyPath(conflictInfo: Pick<ConflictInfo, 'conflict' | 'conflictEmail'>): string {
  if (conflictInfo.conflictEmail) return AUTH_PATHS.phoneVerifyConflictResolve
  if (conflictInfo.conflict) return AUTH_PATHS.emailVerifyTokenConflict
  return AUTH_PATHS.emailVerifyPhoneToken
}

/** The e-mail of a second-factor call: the chosen conflict e-mail, else the one signed in with. */
export function secondFactorEmail(state: Pick<AuthState, 'info' | 'conflictInfo'>): string {
  return state.conflictInfo.conflictEmail || state.info.email
}

export type ResendChannel = 'sms' | 'call' | 'email'

/** spec 1 §2.9: which resend links an OTP screen offers (once the countdown is 0). */
export function resendChannels(screen: AuthScreen, state: Pick<AuthState, 'info' | 'conflictInfo'>): ResendChannel[] {
  if (screen === 'SignInOtp') return isEmailSignIn(state.info) ? ['email'] : ['sms', 'call']
  if (screen === 'OtpConflict') return state.conflictInfo.requiredDetail === 'phone' ? ['sms', 'call'] : ['email']
  return ['sms', 'call']
}

/** SignInOtp is an e-mail sign-in when the login stored an e-mail and no phone (spec 1 §4.5: phone clears e-mail). */
export function isEmailSignIn(info: Pick<AuthInfo, 'email' | 'phone'>): boolean {
  return info.email !== '' && info.phone === ''
}

export type ApiCall = { path: string; body: Record<string, unknown> }

/** spec 1 §7.2: the verify call of each OTP screen. */
export function verifyCall(screen: AuthScreen, state: Pick<AuthState, 'info' | 'conflictInfo'>, token: string): ApiCall {
  const number = signInNumber(state)
  switch (screen) {
    case 'SignInOtp':
      if (isEmailSignIn(state.info)) {
        const body: Record<string, unknown> = { email: state.info.email, verification_token: token }
        if (state.conflictInfo.conflict) body.conflict = true
        return { path: AUTH_PATHS.verifyTokenEmail, body }
      }
      return { path: AUTH_PATHS.verifyToken, body: { number, verification_token: token } }
    case 'MerchantOtp':
      return { path: AUTH_PATHS.b2bVerifyToken, body: { number, verification_token: token } }
    case 'TokenMerge':
      return { path: AUTH_PATHS.emailVerifyTokenMerge, body: { email: state.info.email, number, verification_token: token } }
    default:
      return {
        path: otpConflictVerifyPath(state.conflictInfo),
        body: { number, email: secondFactorEmail(state), verification_token: token },
      }
  }
}

/** spec 1 §7.2: the resend call of each OTP screen and channel. */
export function resendCall(screen: AuthScreen, state: Pick<AuthState, 'info' | 'conflictInfo'>, channel: ResendChannel): ApiCall {
  const number = signInNumber(state)
  const onCall = channel === 'call'
  switch (screen) {
    case 'SignInOtp':
      if (channel === 'email') return { path: AUTH_PATHS.createTokenEmail, body: { email: state.info.email } }
      return { path: AUTH_PATHS.createToken, body: onCall ? { number, otp_on_call: true } : { number } }
    case 'MerchantOtp':
      return { path: AUTH_PATHS.b2bVerifyToken, body: onCall ? { number, otp_on_call: true } : { number } }
    case 'TokenMerge':
      return { path: AUTH_PATHS.emailCreateTokenMerge, body: { number, email: state.info.email, otp_on_call: onCall } }
    default:
      // spec 1 §7.2: the conflict-resolve call also resends the code to the conflicting e-mail.
      if (channel === 'email') {
        return { path: AUTH_PATHS.phoneConflictResolve, body: { number, email: secondFactorEmail(state) } }
      }
      return { path: phoneEntryPath(state.conflictInfo), body: { number, email: state.info.email, otp_on_call: onCall } }
  }
}

/** spec 1 §8: create-token calls put their error first in data.errors. */
export function isCreateTokenPath(path: string): boolean {
  return path.includes('create_token') || path === AUTH_PATHS.b2bVerifyToken
}

/** The b2b call sends a code without a verification_token and verifies one with it: only the send is a create-token. */
export function isCreateTokenCall(call: ApiCall): boolean {
  if (call.path === AUTH_PATHS.b2bVerifyToken) return call.body.verification_token === undefined
  return isCreateTokenPath(call.path)
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null
}

/**
 * spec 1 §8: the message a failed auth call shows in its field. For create-token calls the first entry of the
 * error list wins when it has a message; then the body's message (or error.message); else 'Server error'.
 */
export function authErrorMessage(body: unknown, options: { createToken?: boolean } = {}): string {
  if (body === null || typeof body !== 'object') return SERVER_ERROR_TEXT
  const error = body as ErrorMessages
  if (options.createToken) {
    const first = Array.isArray(error.data?.errors) ? error.data.errors[0] : undefined
    const firstMessage = text(first?.message)
    if (firstMessage) return firstMessage
  }
  return text(error.message) ?? text(error.error?.message) ?? SERVER_ERROR_TEXT
}

/** A 2xx answer can still carry errors (spec 1 §7.2 'errors or error.message mean failure'). */
export function successErrors(answer: unknown): string | null {
  if (answer === null || typeof answer !== 'object') return SERVER_ERROR_TEXT
  const record = answer as { is_success?: unknown; data?: { errors?: { message?: unknown }[] } }
  const first = record.data?.errors?.[0]
  if (first) return text(first.message) ?? SERVER_ERROR_TEXT
  if (record.is_success === false) return authErrorMessage(answer)
  return null
}

/** Removes markup from server text (spec 1 §2.9 'sanitised'): it is rendered as plain text, never as HTML. */
export function stripTags(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .trim()
}

/** spec 1 §2.9: the success popup's text. */
export function successText(existingUser: boolean): string {
  return existingUser ? AUTH_TEXTS.loginSuccess : AUTH_TEXTS.signUpSuccess
}

/** spec 1 §3 'Response user_data': the local-storage entries a completed sign-in writes. */
export function storedUserEntries(user: UserData): [string, string][] {
  return [
    ['emailId', user.email ?? ''],
    ['PHONE_NUMBER', user.number ?? ''],
    ['username', user.name ?? ''],
    ['userId', user.username],
    ['hashedEmail', ''],
  ]
}

/** spec 1 §3 'Merge data response' → 'Merge account info' (sub-titles are sanitised to plain text). */
export function mergeInfoFromData(data: MergeData): MergeAccountInfo {
  const sections = Array.isArray(data.sections) ? data.sections : []
  return {
    flag: true,
    header: data.title ?? '',
    description: stripTags(data.sub_title ?? ''),
    imageUrl: data.icon ?? '',
    ctaLabel: data.cta ?? '',
    heading: sections.find((section) => section.header)?.header ?? '',
    steps: sections.flatMap((section) =>
      (section.items ?? []).map((item) => ({
        heading: item.title ?? '',
        subHeading: stripTags(item.sub_title ?? ''),
        imageUrl: item.icon ?? '',
      })),
    ),
  }
}

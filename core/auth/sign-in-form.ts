import { SERVER_ERROR_TEXT } from '../constants.ts'
import { AUTH_TEXTS } from './texts.ts'
import { validateEmail, validateOtp, validatePhone } from '../fields/validation.ts'
import { classifyLoginInput, loginInputErrors, nextStepAfterVerify, type ResendChannel } from './flow.ts'
import { conflictInfoFromFlags } from './state.ts'
import type { UserFlags } from './wire.ts'
import { FORM_STEPS, type FormMode, type FormPlace, type FormStep } from './params.ts'

// The URL half of the form (steps, modes, places, followups) lives in auth-params.ts; it is part of this module's surface.
export * from './params.ts'

// Sign-in without JavaScript (decision 028): the popup's steps as plain forms. A page rendered with ?login=true (or
// ?signup=true) shows the step that the URL names (auth_step) and the sign-in flow on the server allows; every form
// posts to SIGN_IN_FORM_ACTION, which calls the auth services and answers 303: back to the page at the next step (an
// error or notice rides along in a 60-second cookie), or, signed in, on to the followup. The identifiers a step works
// on always come from the flow record (server/modules/auth/flows.ts), never from the form. Pure: the server route,
// the root loader and the dialog share these rules.

export const SIGN_IN_FORM_ACTION = '/auth/sign-in'
/** The outcome of the last form post, shown once beside its field (HttpOnly, 60 s). */
export const SIGN_IN_FLASH_COOKIE = 'auth_form'
export const SIGN_IN_FLASH_SECONDS = 60

/** What the flow record says this browser has proved so far, and what a code is pending for. */
export type FlowSnapshot = {
  pendingPhone: string | null
  pendingEmail: string | null
  verifiedPhone: string | null
  verifiedEmail: string | null
}

/** A step and the identifiers it works on ('' where none). */
export type FormScreen = { step: FormStep; number: string; email: string }
export const ENTRY_SCREEN: FormScreen = { step: 'entry', number: '', email: '' }

/** The conflict list of an older number (spec 1 §2.9 'Email conflict list'): masked e-mails from the server. */
export type FormConflict = { header: string; description: string; options: string[] }

export type SignInFlash = {
  step: FormStep
  error?: string
  notice?: string
  /** What was typed, given back to the field after a refusal (never a code). */
  value?: string
  conflict?: FormConflict
}

/**
 * The screen a URL's auth_step names, if the flow allows it (null: the step does not fit this browser's flow, e.g.
 * it expired or was finished: start again). Identifiers come from the flow only.
 */
export function formScreen(requested: string | null | undefined, flow: FlowSnapshot | null): FormScreen | null {
  if (requested === null || requested === undefined || requested === '' || requested === 'entry') return ENTRY_SCREEN
  if (!flow) return null
  const { pendingPhone, pendingEmail, verifiedPhone, verifiedEmail } = flow
  switch (requested) {
    case 'otp':
      if (verifiedPhone || verifiedEmail) return null
      if (pendingPhone) return { step: 'otp', number: pendingPhone, email: '' }
      if (pendingEmail) return { step: 'otp', number: '', email: pendingEmail }
      return null
    case 'email':
      return verifiedPhone && !verifiedEmail ? { step: 'email', number: verifiedPhone, email: '' } : null
    case 'email-otp':
      return verifiedPhone && pendingEmail && !verifiedEmail
        ? { step: 'email-otp', number: verifiedPhone, email: pendingEmail }
        : null
    case 'phone':
      return verifiedEmail && !verifiedPhone ? { step: 'phone', number: '', email: verifiedEmail } : null
    case 'phone-otp':
      return verifiedEmail && pendingPhone && !verifiedPhone
        ? { step: 'phone-otp', number: pendingPhone, email: verifiedEmail }
        : null
    default:
      return null
  }
}

/** The dialog's name per step (decision 011's headings). */
export function formTitle(screen: FormScreen, mode: FormMode, conflict: FormConflict | null): string {
  switch (screen.step) {
    case 'entry':
      return mode === 'Login' ? AUTH_TEXTS.loginHeading : AUTH_TEXTS.signUpHeading
    case 'otp':
      return AUTH_TEXTS.verifyOtpHeading
    case 'email':
      return conflict ? conflict.header || AUTH_TEXTS.chooseEmail : AUTH_TEXTS.emailEntryHeading
    case 'email-otp':
      return AUTH_TEXTS.verifyEmailHeading
    case 'phone':
      return AUTH_TEXTS.phoneEntryHeading
    case 'phone-otp':
      return AUTH_TEXTS.verifyMobileHeading
  }
}

/** The resend buttons of a code step (decision 011: only the channels of the identifier being proved). */
export function formResendChannels(screen: FormScreen): ResendChannel[] {
  switch (screen.step) {
    case 'otp':
      return screen.number ? ['sms', 'call'] : ['email']
    case 'email-otp':
      return ['email']
    case 'phone-otp':
      return ['sms', 'call']
    default:
      return []
  }
}

/** The previous step a code step's 'Edit' goes back to. */
export function editStepOf(step: FormStep): FormStep | null {
  if (step === 'otp') return 'entry'
  if (step === 'email-otp') return 'email'
  if (step === 'phone-otp') return 'phone'
  return null
}

/** The fields a step's form posts (what a person typed or chose). */
export type FormFields = {
  login: string
  phone: string
  email: string
  otp: string
  isDoctor: boolean
  /** A resend button's channel, or ''. */
  channel: string
  /** The conflict list's choice: a masked entry, or '' for 'Enter new email id'. */
  listed: string
}

/** The auth service call a form post makes (the same calls as /pwa-api/auth/*, spec 1 §7.2). */
export type FormCall =
  | { call: 'createToken'; body: { number: string; is_doctor?: boolean; otp_on_call?: boolean } }
  | { call: 'createTokenEmail'; body: { email: string } }
  | { call: 'verifyToken'; body: { number: string; verification_token: string } }
  | { call: 'verifyTokenEmail'; body: { email: string; verification_token: string } }
  | { call: 'phoneComplete'; body: { number: string; email: string } }
  | { call: 'conflictResolve'; body: { number: string; email: string } }
  | { call: 'emailPhoneEntry'; body: { number: string; email: string; otp_on_call?: boolean } }
  | { call: 'verifySecond'; body: { number: string; email: string; verification_token: string } }

export type FormPlan =
  | { kind: 'call'; request: FormCall; value: string; resend: ResendChannel | null }
  | { kind: 'refused'; error: string; value: string }

/** What the server-rendered sign-in dialog shows (the root loader reads it: sign-in-form.server.ts). */
export type SignInFormState = {
  place: FormPlace
  screen: FormScreen
  /** The page's CSRF token, posted as _csrf. */
  csrf: string
  error: string | null
  notice: string | null
  /** The field's value: what was typed before a refusal, or the identifier of this browser's last attempt. */
  value: string
  conflict: FormConflict | null
}

const refused = (error: string, value = ''): FormPlan => ({ kind: 'refused', error, value })
const calling = (request: FormCall, value = '', resend: ResendChannel | null = null): FormPlan => ({
  kind: 'call',
  request,
  value,
  resend,
})

function resendChannelOf(screen: FormScreen, raw: string): ResendChannel | null {
  return (formResendChannels(screen) as string[]).includes(raw) ? (raw as ResendChannel) : null
}

/**
 * What a step's post does: the popup's own field checks first (spec 1 §5, the same messages), then the call the JS
 * popup would make for that screen (core/auth/flow.ts verifyCall / resendCall / emailEntryPath).
 */
export function planFormStep(screen: FormScreen, mode: FormMode, fields: FormFields, conflict: boolean): FormPlan {
  const { number, email } = screen
  if (fields.channel) {
    const channel = resendChannelOf(screen, fields.channel)
    if (!channel) return refused(SERVER_ERROR_TEXT)
    const onCall = channel === 'call'
    switch (screen.step) {
      case 'otp':
        return number
          ? calling({ call: 'createToken', body: { number, otp_on_call: onCall } }, '', channel)
          : calling({ call: 'createTokenEmail', body: { email } }, '', channel)
      case 'email-otp':
        return calling({ call: 'conflictResolve', body: { number, email } }, '', channel)
      default:
        return calling({ call: 'emailPhoneEntry', body: { number, email, otp_on_call: onCall } }, '', channel)
    }
  }
  switch (screen.step) {
    case 'entry': {
      if (mode === 'Signup') {
        const typed = fields.phone.trim()
        const invalid = validatePhone(typed)
        if (invalid) return refused(invalid, typed)
        return calling({ call: 'createToken', body: { number: typed, is_doctor: fields.isDoctor } }, typed)
      }
      const invalid = loginInputErrors(fields.login)
      const input = classifyLoginInput(fields.login)
      if (invalid) return refused(Object.values(invalid)[0] ?? SERVER_ERROR_TEXT, input.value)
      return input.kind === 'phone'
        ? calling({ call: 'createToken', body: { number: input.value } }, input.value)
        : calling({ call: 'createTokenEmail', body: { email: input.value } }, input.value)
    }
    case 'email': {
      if (conflict && fields.listed) return calling({ call: 'conflictResolve', body: { number, email: fields.listed } })
      const typed = fields.email.trim()
      const invalid = validateEmail(typed)
      if (invalid) return refused(invalid, typed)
      return calling({ call: conflict ? 'conflictResolve' : 'phoneComplete', body: { number, email: typed } }, typed)
    }
    case 'phone': {
      const typed = fields.phone.trim()
      const invalid = validatePhone(typed)
      if (invalid) return refused(invalid, typed)
      return calling({ call: 'emailPhoneEntry', body: { number: typed, email } }, typed)
    }
    default: {
      const code = fields.otp.trim()
      const invalid = validateOtp(code)
      if (invalid) return refused(invalid)
      if (screen.step === 'otp') {
        return number
          ? calling({ call: 'verifyToken', body: { number, verification_token: code } })
          : calling({ call: 'verifyTokenEmail', body: { email, verification_token: code } })
      }
      return calling({ call: 'verifySecond', body: { number, email, verification_token: code } })
    }
  }
}

/**
 * Where a step leads when the service answers with flags (more to do), as the JS popup decides it (spec 1 §4.5,
 * nextStepAfterVerify): null when the answer leads nowhere ('Server error').
 */
export function nextFormStep(from: FormStep, flags: UserFlags): { step: FormStep; conflict: FormConflict | null } | null {
  if (from === 'entry') return flags.is_otp_required ? { step: 'otp', conflict: null } : null
  if (from === 'email') return flags.is_otp_required ? { step: 'email-otp', conflict: null } : null
  if (from === 'phone') return flags.is_otp_required ? { step: 'phone-otp', conflict: null } : null
  if (from !== 'otp') return null
  const next = nextStepAfterVerify({ user_flags: flags, errors: [] }, { info: { email: '', phone: '', existingUser: false } })
  if (next.kind !== 'next') return null
  if (next.screen === 'PhoneConflict') return { step: 'phone', conflict: null }
  if (next.screen === 'ConflictEmailList') {
    const info = conflictInfoFromFlags(flags)
    return {
      step: 'email',
      conflict: { header: info.header ?? '', description: info.description ?? '', options: info.optionsList ?? [] },
    }
  }
  return next.screen === 'EmailConflict' ? { step: 'email', conflict: null } : null
}

const MAX_TEXT = 300
const MAX_OPTIONS = 10
const isText = (v: unknown, max = MAX_TEXT): v is string => typeof v === 'string' && v.length <= max

/** A conflict list posted back or read from the flash: well formed, or null. */
export function parseConflict(raw: unknown): FormConflict | null {
  if (raw === null || typeof raw !== 'object') return null
  const c = raw as Record<string, unknown>
  if (!isText(c.header) || !isText(c.description) || !Array.isArray(c.options)) return null
  const options = c.options.filter((o): o is string => isText(o, 254) && o.includes('@'))
  if (options.length === 0 || options.length > MAX_OPTIONS) return null
  return { header: c.header, description: c.description, options }
}

export function encodeFlash(flash: SignInFlash): string {
  return JSON.stringify(flash)
}

/** The flash cookie's value (already URL-decoded), or null for anything that is not one. */
export function decodeFlash(raw: string | null | undefined): SignInFlash | null {
  if (!raw || raw.length > 3000) return null
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    return null
  }
  if (value === null || typeof value !== 'object') return null
  const f = value as Record<string, unknown>
  if (!(FORM_STEPS as readonly unknown[]).includes(f.step)) return null
  const flash: SignInFlash = { step: f.step as FormStep }
  if (isText(f.error) && f.error) flash.error = f.error
  if (isText(f.notice) && f.notice) flash.notice = f.notice
  if (isText(f.value, 254) && f.value) flash.value = f.value
  const conflict = f.conflict === undefined ? null : parseConflict(f.conflict)
  if (conflict) flash.conflict = conflict
  return flash
}

import { safeRedirectPath } from '../url/url-path.ts'

// The sign-in popup's place in a page URL (decision 028): ?login=true / ?signup=true, the step (auth_step) and where to
// go once signed in (followup). Split from sign-in-form.ts so the shell, which opens the popup from the URL, carries
// these few lines in every page's first load and not the form's rules (issue 12 §2).

export const FORM_STEPS = ['entry', 'otp', 'email', 'email-otp', 'phone', 'phone-otp'] as const
/**
 * entry: Login (number or e-mail) or Sign Up (number); otp: Verify OTP of the first identifier; email / phone: the
 * second identifier's entry; email-otp / phone-otp: its code (OtpConflict).
 */
export type FormStep = (typeof FORM_STEPS)[number]
export type FormMode = 'Login' | 'Signup'

/** Where the popup sits: the page under it (without the popup's parameters), Login or Sign Up, and the followup. */
export type FormPlace = { back: string; mode: FormMode; followup: string | null }

/** The query parameters of the popup: dropped from the page under it, and when it closes. */
const AUTH_PARAMS = ['login', 'signup', 'merchant', 'auth_step', 'followup']

/** ?login=true → Login, ?signup=true → Signup (the footer's sign-up prompt links to /?signup=true&followup=…). */
export function formModeOf(search: string): FormMode | null {
  const params = new URLSearchParams(search)
  if (params.get('login') === 'true') return 'Login'
  if (params.get('signup') === 'true') return 'Signup'
  return null
}

/** The search string without the popup's parameters, so the popup does not reopen on a re-render or reload. */
export function searchWithoutAuthParams(search: string): string {
  const params = new URLSearchParams(search)
  for (const name of AUTH_PARAMS) params.delete(name)
  const rest = params.toString()
  return rest ? `?${rest}` : ''
}

/** A followup (where to go once signed in): a path of this site, or null (then the page the popup was opened on). */
export function followupPathOf(value: unknown): string | null {
  return value ? safeRedirectPath(value, '') || null : null
}

/** The followup of a page's search string. */
export function followupOf(search: string): string | null {
  return followupPathOf(new URLSearchParams(search).get('followup'))
}

/** The popup's place on a page URL (null when the URL does not open it). */
export function formPlaceOf(url: URL): FormPlace | null {
  const mode = formModeOf(url.search)
  if (!mode) return null
  return { back: url.pathname + searchWithoutAuthParams(url.search), mode, followup: followupOf(url.search) }
}

/** A page path posted back by a form: a path of this site without the popup's parameters (else home). */
export function backPathOf(value: unknown): string {
  const path = safeRedirectPath(value, '/')
  const cut = path.indexOf('?')
  return cut < 0 ? path : path.slice(0, cut) + searchWithoutAuthParams(path.slice(cut))
}

/** The page with the popup open at `step`. */
export function formUrl(place: FormPlace, step: FormStep): string {
  const params = new URLSearchParams()
  params.set(place.mode === 'Login' ? 'login' : 'signup', 'true')
  if (step !== 'entry') params.set('auth_step', step)
  if (place.followup) params.set('followup', place.followup)
  return `${place.back}${place.back.includes('?') ? '&' : '?'}${params.toString()}`
}

/** A page that opens the sign-in popup and, once signed in, goes on to `followup` (the cart's Proceed). */
export function signInThen(page: string, followup: string): string {
  return formUrl({ back: page, mode: 'Login', followup }, 'entry')
}

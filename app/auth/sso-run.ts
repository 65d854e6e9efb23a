import { api } from '~/lib/api'
import { conflictInfoFromFlags, type PopulateData } from '../../core/auth/state.ts'
import { storeSignedInUser } from './complete-login'
import { SSO_SESSION_KEY, type StoredSsoSession } from './sso'
import { AUTH_PATHS } from '../../core/auth/paths.ts'
import type { AuthSuccess, AutoLoginBody, SsoCodeAnswer, SsoCodeBody, UserData } from '../../contracts/auth'

// spec 1 §4.4 single sign-on, the part loaded only when a page load has something to do (./sso decides): the PKCE
// pair (RFC 7636, S256), the session a signed-in visit stores, and the auto-login of a signed-out one.

export function base64url(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

/** A code verifier: 32 random bytes, base64url (43 characters of the RFC 7636 alphabet). */
export function makeCodeVerifier(
  random: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array = (b) => crypto.getRandomValues(b),
): string {
  return base64url(random(new Uint8Array(32)))
}

/** RFC 7636 §4.2: S256 challenge = base64url(SHA-256(ASCII(verifier))). */
export async function s256Challenge(verifier: string): Promise<string> {
  return base64url(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier))))
}

/** The stored session for a code answer received at `now` (ms), or null when the answer is not one. */
export function storedSessionFrom(answer: unknown, codeVerifier: string, now: number): StoredSsoSession | null {
  if (answer === null || typeof answer !== 'object') return null
  const { auth_code, expires_in } = answer as Partial<Record<keyof SsoCodeAnswer, unknown>>
  if (typeof auth_code !== 'string' || auth_code === '') return null
  if (typeof expires_in !== 'number' || !Number.isFinite(expires_in) || expires_in <= 0) return null
  return { auth_code, code_verifier: codeVerifier, expires_at: now + expires_in * 1000 }
}

/** A signed-in page load with the action cookie: ask auth/sso/code for a code bound to a new verifier and store both. */
export async function createSsoSession(now: () => number = Date.now): Promise<void> {
  const verifier = makeCodeVerifier()
  const body: SsoCodeBody = { code_challenge: await s256Challenge(verifier) }
  const answer = await api().post<SsoCodeAnswer>(AUTH_PATHS.ssoCode, body)
  const session = storedSessionFrom(answer, verifier, now())
  if (!session) throw new Error('auth/sso/code answered without a code')
  window.localStorage.setItem(SSO_SESSION_KEY, JSON.stringify(session))
}

/**
 * spec 1 §4.4 'Auto-login result': signed in (user_data); a conflict with an e-mail list → the popup's e-mail choice;
 * a required number with a conflict → the popup's phone entry (the e-mail prefilled); anything else → reload.
 */
export type AutoLoginOutcome =
  | { kind: 'signedIn'; user: UserData; csrfToken: string | null }
  | { kind: 'popup'; populateData: PopulateData }
  | { kind: 'reload' }

export function autoLoginOutcome(answer: AuthSuccess | null | undefined): AutoLoginOutcome {
  const data = answer?.data
  if (data?.user_data) return { kind: 'signedIn', user: data.user_data, csrfToken: data.csrf_token ?? null }
  const flags = data?.user_flags
  if (!flags?.conflict) return { kind: 'reload' }
  const info = conflictInfoFromFlags(flags)
  const email = flags.email ? { email: flags.email } : {}
  if ((info.optionsList?.length ?? 0) > 0) {
    return { kind: 'popup', populateData: { conflict: { ...info, conflict: true, requiredDetail: 'email' }, ...email } }
  }
  if (flags.is_number_required) {
    return { kind: 'popup', populateData: { conflict: { ...info, conflict: true, requiredDetail: 'phone' }, ...email } }
  }
  return { kind: 'reload' }
}

/**
 * A signed-out page load with a stored session (already removed by the caller: codes are single use): redeem it.
 * A failure is logged (spec 1 §8) as a warning and changes nothing.
 */
export async function autoLogin(
  session: StoredSsoSession,
  openAuth: (config: { populateData: PopulateData }) => void,
): Promise<void> {
  let outcome: AutoLoginOutcome
  try {
    const body: AutoLoginBody = { code_verifier: session.code_verifier, auth_code: session.auth_code }
    outcome = autoLoginOutcome(await api().post<AuthSuccess>(AUTH_PATHS.autoLogin, body))
  } catch (error) {
    console.warn('Auto-login failed', error)
    return
  }
  switch (outcome.kind) {
    case 'signedIn':
      // The session cookie is set; the page's CSRF token is stale until the reload.
      storeSignedInUser(outcome.user, outcome.csrfToken)
      window.location.reload()
      return
    case 'popup':
      openAuth({ populateData: outcome.populateData })
      return
    case 'reload':
      window.location.reload()
      return
  }
}

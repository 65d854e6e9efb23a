import { parseCookieHeader } from '../../core/cookies.ts'
import { parseCorporateDetails } from '~/lib/header-menu'
import { storedUserEntries } from '../../core/auth/flow.ts'
import type { UserData } from '../../contracts/auth'

// spec 1 §4.5 'OTP verify' with user_data: the server has set the session and loggedIn cookies; the browser
// stores the user (spec 1 §3 'Response user_data') and takes the new session's CSRF token for its next calls.

export function storeSignedInUser(user: UserData, csrfToken: string | null): void {
  if (csrfToken) setCsrfMeta(csrfToken)
  try {
    for (const [key, value] of storedUserEntries(user)) window.localStorage.setItem(key, value)
  } catch {
    // Storage can be disabled (private mode); the session cookie is what signs the user in.
  }
}

/** spec 1 §4.5: where a corporate user goes after signing in (the corporateDetails cookie's redirect URL). */
export function corporateRedirectAfterLogin(): string | null {
  return parseCorporateDetails(parseCookieHeader(document.cookie).corporateDetails).redirectUrl
}

/** Writes the page's <meta name="csrf-token"> (created when the page has none), which the API client reads per call. */
export function setCsrfMeta(token: string): void {
  let meta = document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')
  if (!meta) {
    meta = document.createElement('meta')
    meta.name = 'csrf-token'
    document.head.append(meta)
  }
  meta.content = token
}

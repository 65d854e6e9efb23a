import { UNAUTHORIZED_PATH } from '../constants.ts'
import { safeRedirectPath } from './url-path.ts'

// The unauthorised page (spec 2 §2: '/unauthorizeduser/?redirect={current path}'; issue 27 §7): after sign-in the
// browser returns to `redirect` only when it is one of our pages: a relative path starting with a single '/', never
// '//', a scheme, a backslash or a control character (safeRedirectPath), and never this page itself (a loop) or the
// API. Anything else is refused: the page says so and sign-in goes home.

/** The path the unauthorised page may return to, or null when `value` is not one of our pages. */
export function unauthorizedReturnPath(value: unknown): string | null {
  const path = safeRedirectPath(value, '')
  if (!path) return null
  const bare = (path.split(/[?#]/)[0] ?? '').toLowerCase()
  if (/^\/unauthorizeduser(\/|$)/.test(bare) || /^\/pwa-api(\/|$)/.test(bare)) return null
  return path
}

/** The unauthorised page for a guest on `path` (the spec's URL). */
export const unauthorizedUrl = (path: string) => `${UNAUTHORIZED_PATH}?redirect=${encodeURIComponent(path)}`

import { useEffect } from 'react'
import { useRouteLoaderData } from 'react-router'
import { parseCookieHeader } from '../../core/cookies.ts'
import type { PopulateData } from '../../core/auth/state.ts'

// spec 1 §4.4 single sign-on, the part that runs on every page load: read the action cookie and the stored session
// synchronously and decide; only when there is something to do is ./sso-run (PKCE, the API calls) loaded, so the
// first-load JS carries just this file.

/** spec 1 §3 'the single-sign-on action cookie', set by whoever signed the browser in or out. */
export const SSO_ACTION_COOKIE = 'sso_action'
/** localStorage: the session another visit redeems with auth/auto_login. */
export const SSO_SESSION_KEY = 'sso_session'

/** null: no cookie; 'unknown': a cookie with any other value (it is only erased). */
export type SsoAction = 'login' | 'logout' | 'unknown'
/** expires_at: ms since the epoch (the code's expires_in counted from when it was received). */
export type StoredSsoSession = { auth_code: string; code_verifier: string; expires_at: number }

export function ssoActionFromCookies(cookieHeader: string | null | undefined): SsoAction | null {
  const value = parseCookieHeader(cookieHeader)[SSO_ACTION_COOKIE]
  if (value === undefined) return null
  return value === 'login' || value === 'logout' ? value : 'unknown'
}

/** The stored session, or null when absent, corrupt or expired (expired and corrupt ones are `stale`). */
export function parseStoredSession(raw: string | null, now: number): { session: StoredSsoSession | null; stale: boolean } {
  if (raw === null) return { session: null, stale: false }
  let parsed: unknown
  try {
    parsed = JSON.parse(raw)
  } catch {
    return { session: null, stale: true }
  }
  if (parsed === null || typeof parsed !== 'object') return { session: null, stale: true }
  const { auth_code, code_verifier, expires_at } = parsed as Record<string, unknown>
  const valid =
    typeof auth_code === 'string' &&
    auth_code !== '' &&
    typeof code_verifier === 'string' &&
    code_verifier !== '' &&
    typeof expires_at === 'number' &&
    Number.isFinite(expires_at)
  if (!valid || expires_at <= now) return { session: null, stale: true }
  return { session: { auth_code, code_verifier, expires_at }, stale: false }
}

/**
 * What a page load does (spec 1 §4.4):
 * - create: a known action while signed in → a new SSO session, then the cookie is erased;
 * - delete: a known action while signed out → the stored session is removed and the cookie erased;
 * - erase: an unknown action → only the cookie is erased;
 * - autoLogin: no action, signed out, a stored unexpired session → it is removed (codes are single use) and redeemed;
 * - none: nothing to do (dropStored: an expired or corrupt stored session to clean up).
 */
export type SsoPlan =
  | { kind: 'create' }
  | { kind: 'delete' }
  | { kind: 'erase' }
  | { kind: 'autoLogin'; session: StoredSsoSession }
  | { kind: 'none'; dropStored: boolean }

export function planSingleSignOn(input: {
  action: SsoAction | null
  loggedIn: boolean
  stored: { session: StoredSsoSession | null; stale: boolean }
}): SsoPlan {
  const { action, loggedIn, stored } = input
  if (action === 'unknown') return { kind: 'erase' }
  if (action !== null) return loggedIn ? { kind: 'create' } : { kind: 'delete' }
  if (!loggedIn && stored.session) return { kind: 'autoLogin', session: stored.session }
  return { kind: 'none', dropStored: stored.stale }
}

export function eraseSsoActionCookie(): void {
  document.cookie = `${SSO_ACTION_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`
}

function readStored(): string | null {
  try {
    return window.localStorage.getItem(SSO_SESSION_KEY)
  } catch {
    return null // storage disabled (private mode): no single sign-on
  }
}

export function removeStoredSsoSession(): void {
  try {
    window.localStorage.removeItem(SSO_SESSION_KEY)
  } catch {
    // storage disabled: nothing stored
  }
}

const loadRun = () => import('./sso-run')

/** Runs the page load's plan; the crypto and API part loads only for create and autoLogin. */
export async function runSingleSignOn(loggedIn: boolean, openAuth: (config: { populateData: PopulateData }) => void) {
  const plan = planSingleSignOn({
    action: ssoActionFromCookies(document.cookie),
    loggedIn,
    stored: parseStoredSession(readStored(), Date.now()),
  })
  switch (plan.kind) {
    case 'none':
      if (plan.dropStored) removeStoredSsoSession()
      return
    case 'erase':
      eraseSsoActionCookie()
      return
    case 'delete':
      removeStoredSsoSession()
      eraseSsoActionCookie()
      return
    case 'create':
      try {
        await (await loadRun()).createSsoSession()
      } finally {
        eraseSsoActionCookie()
      }
      return
    case 'autoLogin':
      removeStoredSsoSession()
      await (await loadRun()).autoLogin(plan.session, openAuth)
      return
  }
}

let ranThisPageLoad = false

/**
 * Once per full page load, after hydration: the single-sign-on step of spec 1 §4.4. loggedIn is the root loader's
 * (the session decides); openAuth opens the popup for an auto-login that needs an e-mail choice or a number.
 */
export function useSingleSignOn(openAuth: (config: { populateData: PopulateData }) => void): void {
  const root = useRouteLoaderData('root') as { loggedIn?: boolean } | undefined
  const loggedIn = root?.loggedIn
  useEffect(() => {
    if (ranThisPageLoad || loggedIn === undefined) return
    ranThisPageLoad = true
    runSingleSignOn(loggedIn, openAuth).catch((error: unknown) => {
      console.warn('Single sign-on failed', error)
    })
  }, [loggedIn, openAuth])
}

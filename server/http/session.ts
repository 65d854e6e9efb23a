import type { Context, MiddlewareHandler } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { isHttps, isVisitorId, newVisitorId, setVisitorCookie, visitorFromHeader, VISITOR_COOKIE } from './visitor.ts'
import { AppError } from '../lib/app-error.ts'
import type { AppEnv } from './types.ts'
import { SESSION_TTL_SECONDS, effectiveUserId, sameToken, type ActiveSession, FLOW_TTL_SECONDS } from '../modules/auth/index.ts'
import { userOwner, visitorOwner } from '../modules/cart/index.ts'

// Who is asking (issue 4): the session from its HttpOnly cookie, the visitor, and the CSRF token of either.
// Cookie names: `__Host-sid` in production (Secure, Path=/, no Domain: no subdomain can set or read it), `sid`
// over plain http in development and tests.

export const LOGGED_IN_COOKIE = 'loggedIn'
/** spec 1 §3 / spec 2 §7: readable by scripts, copied to local storage while signed in. */
export const CUSTOMER_HASH_COOKIE = 'tata_customer_hash'
export const CSRF_HEADER = 'x-csrf-token'
export const CSRF_FAILED = 'Your session has changed. Please reload the page and try again.'

export function sessionCookieName(production: boolean): string {
  return production ? '__Host-sid' : 'sid'
}
export function flowCookieName(production: boolean): string {
  return production ? '__Host-auth_flow' : 'auth_flow'
}

/**
 * Resolves, once per request but hashed assets: the visitor, the session, the CSRF token of either, and the cart owner
 * (the account acted for when signed in, else the visitor) that handlers and loaders read from the request context.
 */
export function identity(production: boolean): MiddlewareHandler<AppEnv> {
  const sid = sessionCookieName(production)
  return async (c, next) => {
    if (c.req.path.startsWith('/assets/')) return next()
    const { sessions } = c.var.services
    const cookieVisitor = getCookie(c, VISITOR_COOKIE)
    const knownVisitor = isVisitorId(cookieVisitor)
    // API clients without the cookie name their visitor in x-visitor-id (spec 1 §7), which must be well formed.
    const headerVisitor = knownVisitor || !isApiPath(c.req.path) ? null : visitorFromHeader(c)
    const visitorId = knownVisitor ? cookieVisitor! : (headerVisitor ?? newVisitorId())
    const session = await sessions.lookup(getCookie(c, sid))
    c.set('visitorId', visitorId)
    c.set('newVisitor', !knownVisitor && headerVisitor === null)
    c.set('session', session)
    c.set('cartOwner', session ? userOwner(effectiveUserId(session)) : visitorOwner(visitorId))
    // A new browser's page is bound to the VISITOR-ID this response gives it, so its first write is accepted.
    c.set('csrfToken', await sessions.csrfToken(session ? { sessionIdHash: session.idHash } : { visitorId }))
    await next()
    const html = (c.res.headers.get('content-type') ?? '').startsWith('text/html')
    if (!html || (c.req.method !== 'GET' && c.req.method !== 'HEAD')) return
    // Pages give a new browser its VISITOR-ID (the page's CSRF token is already bound to it).
    if (!knownVisitor) setVisitorCookie(c, visitorId)
    // The shell's loggedIn cookie follows the real session (it carries no secret).
    if (!session && getCookie(c, LOGGED_IN_COOKIE)) deleteCookie(c, LOGGED_IN_COOKIE, { path: '/' })
    if (!session && getCookie(c, CUSTOMER_HASH_COOKIE)) deleteCookie(c, CUSTOMER_HASH_COOKIE, { path: '/' })
    if (session && getCookie(c, LOGGED_IN_COOKIE) !== 'true') setLoggedInCookie(c, production)
  }
}

const isApiPath = (path: string) => path.startsWith('/pwa-api/') || path.startsWith('/ppmc/')

/** A visitor's token is bound to the VISITOR-ID cookie; before the browser has one, it is bound to nothing. */
export function csrfBindingReady(c: Context<AppEnv>): boolean {
  return c.var.session !== null || isVisitorId(getCookie(c, VISITOR_COOKIE))
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/** Every state-changing API call must present the page's token in x-csrf-token (403 otherwise). */
export function csrfProtection(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next()
    if (!csrfBindingReady(c) || !sameToken(c.req.header(CSRF_HEADER), c.var.csrfToken)) {
      throw new AppError({ code: 'csrf', status: 403, message: CSRF_FAILED })
    }
    return next()
  }
}

/**
 * Page actions (React Router form posts, outside /pwa-api) carry the page's token too: the `_csrf` field of the form
 * or the x-csrf-token header. Read from a clone, so the action still gets the body.
 */
export async function pageWriteAllowed(c: Context<AppEnv>): Promise<boolean> {
  if (SAFE_METHODS.has(c.req.method)) return true
  if (!csrfBindingReady(c)) return false
  if (sameToken(c.req.header(CSRF_HEADER), c.var.csrfToken)) return true
  const type = c.req.header('content-type') ?? ''
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(type)) return false
  const form = await c.req.raw
    .clone()
    .formData()
    .catch(() => null)
  const presented = form?.get('_csrf')
  return typeof presented === 'string' && sameToken(presented, c.var.csrfToken)
}

const secure = (c: Context, production: boolean) => production || isHttps(c)

export function setLoggedInCookie(c: Context, production: boolean): void {
  setCookie(c, LOGGED_IN_COOKIE, 'true', {
    path: '/',
    sameSite: 'Lax',
    secure: secure(c, production),
    maxAge: SESSION_TTL_SECONDS,
  })
}

/**
 * The session cookie: HttpOnly (no script reads it), SameSite=Lax, Secure and __Host- in production; beside it the
 * script-readable loggedIn and customer-hash cookies, which carry no secret.
 */
export function setSessionCookie(c: Context, token: string, production: boolean, customerHash: string): void {
  setCookie(c, CUSTOMER_HASH_COOKIE, customerHash, {
    path: '/',
    sameSite: 'Lax',
    secure: secure(c, production),
    maxAge: SESSION_TTL_SECONDS,
  })
  setCookie(c, sessionCookieName(production), token, {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    secure: secure(c, production),
    maxAge: SESSION_TTL_SECONDS,
  })
  setLoggedInCookie(c, production)
}

export function clearSessionCookies(c: Context, production: boolean): void {
  deleteCookie(c, sessionCookieName(production), { path: '/', secure: secure(c, production) })
  deleteCookie(c, LOGGED_IN_COOKIE, { path: '/' })
  deleteCookie(c, CUSTOMER_HASH_COOKIE, { path: '/' })
}

export function setFlowCookie(c: Context, token: string, production: boolean): void {
  setCookie(c, flowCookieName(production), token, {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    secure: secure(c, production),
    maxAge: FLOW_TTL_SECONDS,
  })
}

export function clearFlowCookie(c: Context, production: boolean): void {
  deleteCookie(c, flowCookieName(production), { path: '/', secure: secure(c, production) })
}

export type { ActiveSession }

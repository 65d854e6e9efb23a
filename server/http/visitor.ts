import { randomBytes } from 'node:crypto'
import type { Context } from 'hono'
import { getCookie, setCookie } from 'hono/cookie'
import { VISITOR_COOKIE, VISITOR_ID_PATTERN, isVisitorId } from '../../app/lib/visitor.ts'
import { AppError } from '../lib/app-error.ts'

// Guest identity (spec 2 §3 'Cookies ... read by the API client': VISITOR-ID). Guest carts are keyed by it.

export { VISITOR_COOKIE, VISITOR_ID_PATTERN, isVisitorId }
export const VISITOR_HEADER = 'x-visitor-id'
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60

export function newVisitorId(): string {
  return randomBytes(16).toString('hex')
}

export function isHttps(c: Context): boolean {
  // Behind a TLS-terminating proxy the request reaches us as http; the proxy says what the browser used.
  const forwarded = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase()
  return forwarded ? forwarded === 'https' : new URL(c.req.url).protocol === 'https:'
}

/** Not HttpOnly on purpose: the API client reads it and sends it as x-visitor-id (spec 1 §7). */
export function setVisitorCookie(c: Context, id: string): void {
  setCookie(c, VISITOR_COOKIE, id, {
    path: '/',
    sameSite: 'Lax',
    maxAge: ONE_YEAR_SECONDS,
    secure: isHttps(c),
  })
}

/**
 * The visitor of an API request: the cookie when it holds a valid id (an invalid one counts as absent,
 * so a damaged cookie heals), else the x-visitor-id header, which must then be well formed (400 otherwise).
 */
export function visitorIdOf(c: Context): string | null {
  const cookie = getCookie(c, VISITOR_COOKIE)
  if (isVisitorId(cookie)) return cookie
  const header = c.req.header(VISITOR_HEADER)
  if (header === undefined || header === '') return null
  if (!isVisitorId(header)) throw AppError.invalid(`${VISITOR_HEADER}: expected 32 hexadecimal characters`, VISITOR_HEADER)
  return header
}

/** For writes: the visitor, or a new one whose cookie is set on this response (API-only clients). */
export function ensureVisitorId(c: Context): string {
  const existing = visitorIdOf(c)
  if (existing) return existing
  const id = newVisitorId()
  setVisitorCookie(c, id)
  return id
}

import { randomBytes } from 'node:crypto'
import type { Context } from 'hono'
import { setCookie } from 'hono/cookie'
import { VISITOR_COOKIE, VISITOR_ID_PATTERN, isVisitorId } from '../../core/visitor.ts'
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

/** The x-visitor-id header of an API client without the cookie: null when absent, a 400 when malformed. */
export function visitorFromHeader(c: Context): string | null {
  const header = c.req.header(VISITOR_HEADER)
  if (header === undefined || header === '') return null
  if (!isVisitorId(header)) throw AppError.invalid(`${VISITOR_HEADER}: expected 32 hexadecimal characters`, VISITOR_HEADER)
  return header
}

import { parseCookieHeader } from '../cookies.ts'

// The outcome of a cart form sent without JavaScript, carried across its redirect (a 60-second cookie) and shown once
// by the next page's snack bar.

const NOTICE_COOKIE = 'cart_notice'
const MAX_NOTICE = 200

export function noticeCookie(text: string): string {
  return `${NOTICE_COOKIE}=${encodeURIComponent(text.slice(0, MAX_NOTICE).toWellFormed())}; Max-Age=60; Path=/; HttpOnly; SameSite=Lax`
}

/** The notice a request carries (null when none), and the Set-Cookie header that clears it. */
export function takeNotice(request: Request): { notice: string | null; clear: string | null } {
  const value = parseCookieHeader(request.headers.get('cookie'))[NOTICE_COOKIE]
  if (!value) return { notice: null, clear: null }
  return { notice: value.slice(0, MAX_NOTICE), clear: `${NOTICE_COOKIE}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax` }
}

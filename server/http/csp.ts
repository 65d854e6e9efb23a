// The Content-Security-Policy of pages (server/app.ts sets it on every HTML answer): strict and nonce-based. A page
// that must hand the browser to a third party asks, on its own response only, for that party's origin as a form
// target (decision 025: Razorpay's Hosted Checkout is a form posted to api.razorpay.com); every other page keeps the
// strict policy. Besides, a page may frame one configured origin (issue 25 §7: the partner widget). Nothing else can be
// widened: no script or connection sources.

/** A page names extra form-action origins in this response header; the app reads it, checks it and removes it. */
export const CSP_FORM_ACTION_HEADER = 'x-csp-form-action'

/** A page names the one origin it frames (issue 25 §7: the configured partner widget) in this response header. */
export const CSP_FRAME_SRC_HEADER = 'x-csp-frame-src'

export interface CspExtras {
  /** Origins (https://host[:port]) a form of this page may post to, besides the site itself. */
  formAction?: readonly string[]
  /** Origins this page may show in a frame, besides the site itself. */
  frameSrc?: readonly string[]
}

/** A strict, nonce-based policy: scripts only with this response's nonce (and what they load). */
export function contentSecurityPolicy(nonce: string, extras: CspExtras = {}): string {
  const formAction = ["'self'", ...(extras.formAction ?? [])].join(' ')
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    ...(extras.frameSrc?.length ? [`frame-src 'self' ${extras.frameSrc.join(' ')}`] : []),
    "object-src 'none'",
    "base-uri 'none'",
    `form-action ${formAction}`,
    "frame-ancestors 'self'",
  ].join('; ')
}

/** An http(s) origin exactly as `new URL(x).origin` writes it (no path, wildcard, scheme-only or keyword). */
function isOrigin(value: string): boolean {
  if (!/^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/i.test(value)) return false
  try {
    const url = new URL(value)
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value
  } catch {
    return false
  }
}

/**
 * The extras a page asked for in its headers, removing the header from the answer. Only well-formed origins are
 * taken, and a list with anything else in it is refused whole (the page keeps the strict policy).
 */
export function takeCspExtras(headers: Headers): CspExtras {
  const asked = headers.get(CSP_FORM_ACTION_HEADER)
  const frame = headers.get(CSP_FRAME_SRC_HEADER)
  headers.delete(CSP_FORM_ACTION_HEADER)
  headers.delete(CSP_FRAME_SRC_HEADER)
  const formAction = (asked ?? '').split(/\s+/).filter(Boolean)
  const frameSrc = (frame ?? '').split(/\s+/).filter(Boolean)
  return {
    ...(formAction.length && formAction.every(isOrigin) ? { formAction } : {}),
    ...(frameSrc.length === 1 && frameSrc.every(isOrigin) ? { frameSrc } : {}),
  }
}

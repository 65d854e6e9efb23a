// Guest identity (spec 2 §3 'Cookies … read by the API client': VISITOR-ID). Shared by the server, which sets
// and checks it, and the root loader, which reads the guest's cart for the header.

export const VISITOR_COOKIE = 'VISITOR-ID'

/** 128 random bits as 32 lowercase hex digits: nothing else is accepted as a visitor id. */
export const VISITOR_ID_PATTERN = /^[0-9a-f]{32}$/

export function isVisitorId(value: unknown): value is string {
  return typeof value === 'string' && VISITOR_ID_PATTERN.test(value)
}

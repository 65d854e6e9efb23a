// Shared path parsing for the path rules (cart type, product id, path matching, corporate redirect).
// Rules in the spec talk about "path segments"; callers hand us either a full URL, a path with a
// query string, or a bare path, so everything funnels through here.

const SCHEME = /^[a-z][a-z\d+.-]*:/i

// spec 2 §2: path matching ignores the query string (and the hash, which never reaches a server).
export function stripQueryAndHash(value: string): string {
  const cut = value.search(/[?#]/)
  return cut === -1 ? value : value.slice(0, cut)
}

// A full URL ("https://host/labs/cart?x=1") or protocol-relative URL gives its pathname;
// anything else is treated as a path. The result always starts with '/'.
export function pathOf(url: string): string {
  const trimmed = url.trim()
  if (SCHEME.test(trimmed) || trimmed.startsWith('//')) {
    try {
      return new URL(trimmed, 'http://placeholder.invalid').pathname
    } catch {
      // Not a parsable URL: fall through and treat it as a plain path.
    }
  }
  const path = stripQueryAndHash(trimmed)
  return path.startsWith('/') ? path : `/${path}`
}

// Non-empty segments, so '/labs/cart/' and 'labs/cart' both give ['labs', 'cart'].
export function pathSegments(url: string): string[] {
  return pathOf(url)
    .split('/')
    .filter((segment) => segment !== '')
}

/**
 * Where a form may send the browser back to: a path of this site ('/drugs/dolo-650-1?x=1'), never another origin
 * ('//evil.example', 'https://…', '/\\evil') or anything odd; else the fallback.
 */
export function safeRedirectPath(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string' || value.length > 2000) return fallback
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return fallback
  if (/\p{Cc}/u.test(value)) return fallback
  return value
}

import { pathOf, pathSegments } from './url-path.ts'

// spec 2 §2: segments starting with ':' are wildcards (one non-empty segment each); the query
// string and hash are ignored; a trailing slash on either side does not matter. Other segments
// compare exactly (case-sensitive, no decoding), and the segment counts must be equal.
export function matchesPath(pattern: string, path: string): boolean {
  const want = pathSegments(pattern)
  const have = pathSegments(path)
  if (want.length !== have.length) return false
  return want.every((segment, i) => segment.startsWith(':') || segment === have[i])
}

export function matchesAny(patterns: readonly string[], path: string): boolean {
  return patterns.some((pattern) => matchesPath(pattern, path))
}

// spec 2 §2: any path beginning with /labs counts as a labs path. Read literally as a string
// prefix of the path, so '/labs-offers' counts too; '/corporate/labs' does not.
export function isLabsPath(path: string): boolean {
  return pathOf(path).startsWith('/labs')
}

// spec 2 §2: a path containing /labs/cart is a post-cart labs path (substring, anywhere).
export function isPostCartLabsPath(path: string): boolean {
  return pathOf(path).includes('/labs/cart')
}

// spec 1 §2.2: support URLs that make the LAB TESTS tab active.
export const LABS_SUPPORT_URLS = [
  '/labs/:city/search',
  '/labs/:city/diagnostic-centers/:labName',
  '/labs/category/:package',
  '/labs/tests',
  '/labs',
  '/labs/test/:test_id',
  '/labs/test/:test_id/:city_name/price',
  '/labs/cart/checkout/success',
  '/labs/mybookings',
] as const

// spec 1 §2.2: a tab is active when the current path matches one of its support URLs.
export function isTabActive(supportUrls: readonly string[], currentPath: string): boolean {
  return matchesAny(supportUrls, currentPath)
}

export type NameId = { name: string; id: number | null }

// spec 2 §2: 'dolo-650-tablet-123' → { name: 'dolo 650 tablet', id: 123 }. Empty pieces from
// doubled hyphens are dropped. When the last piece is not a number the id is null and the name
// keeps every piece, so nothing of the parameter is lost.
export function splitNameId(param: string | null | undefined): NameId {
  const parts = (param ?? '').split('-').filter((part) => part !== '')
  const last = parts.at(-1)
  if (last !== undefined && /^\d+$/.test(last)) return { name: parts.slice(0, -1).join(' '), id: Number(last) }
  return { name: parts.join(' '), id: null }
}

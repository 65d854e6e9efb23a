import { parseJsonCookie } from '../../core/cookies.ts'
import { isCorporateRedirectExempt } from '../../core/corporate/member-rules.ts'

// spec 1 §2.10 / spec 2 §2: corporate users are sent to their corporate redirect URL unless the
// current URL contains one of these (the last one is the insurer partner page).
export const CORPORATE_REDIRECT_EXCEPTIONS = [
  '/cart',
  '/order-summary',
  '/chat',
  '/order-with-prescription',
  '/cashless-order-with-prescription',
  '/contactus',
  '/order-payment',
  '/online-doctor-consultation',
  '/tata-aia-shubhhealthplus',
] as const

// spec 1 §3 names the cookie fields '_redirect_url'/'_logo_url'; the brief names 'redirect_url'.
// We accept both spellings, preferring 'redirect_url'.
export type CorporateDetails = {
  redirect_url?: string | null
  _redirect_url?: string | null
  logo_url?: string | null
  _logo_url?: string | null
}

export function corporateRedirectUrl(details: CorporateDetails | null | undefined): string | null {
  const url = details?.redirect_url || details?._redirect_url
  return typeof url === 'string' && url.trim() !== '' ? url.trim() : null
}

// spec 1 §2.10: "contains" is a plain substring test on the whole current URL, as the spec says;
// so '/labs/cart' (contains '/cart') is an exception too.
export function isCorporateRedirectException(currentUrl: string): boolean {
  return CORPORATE_REDIRECT_EXCEPTIONS.some((fragment) => currentUrl.includes(fragment))
}

const PLACEHOLDER_ORIGIN = 'http://same-origin.invalid'

// Already on the redirect target: same path (trailing slash and query ignored) and, when both
// URLs name a host, the same host. Redirecting there again would loop.
export function isSameLocation(currentUrl: string, targetUrl: string): boolean {
  let current: URL
  let target: URL
  try {
    current = new URL(currentUrl, PLACEHOLDER_ORIGIN)
    target = new URL(targetUrl, PLACEHOLDER_ORIGIN)
  } catch {
    return false
  }
  const bothAbsolute = current.origin !== PLACEHOLDER_ORIGIN && target.origin !== PLACEHOLDER_ORIGIN
  if (bothAbsolute && current.host !== target.host) return false
  const trim = (path: string) => path.replace(/\/+$/, '') || '/'
  return trim(current.pathname) === trim(target.pathname)
}

// spec 1 §2.10: the URL to redirect a corporate user to, or null to stay.
export function shouldRedirectCorporateUser(currentUrl: string, corporateDetails?: CorporateDetails | null): string | null {
  const target = corporateRedirectUrl(corporateDetails)
  if (target === null) return null
  if (isCorporateRedirectException(currentUrl)) return null
  if (isSameLocation(currentUrl, target)) return null
  return target
}

// The one reader of the corporateDetails cookie: JSON, possibly URL-encoded; garbage counts as no details.
export function parseCorporateDetailsCookie(value: string | null | undefined): CorporateDetails | null {
  const parsed = parseJsonCookie(value)
  return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as CorporateDetails) : null
}

/** The logo of a corporate user's header (either spelling, preferring 'logo_url'). */
export function corporateLogoUrl(details: CorporateDetails | null | undefined): string | null {
  const url = details?.logo_url || details?._logo_url
  return typeof url === 'string' && url.trim() !== '' ? url.trim() : null
}

/**
 * The server's redirect of a page request (decision 065): spec 1 §2.10's rule, and beside its exceptions the paths of
 * core/corporate/member-rules.ts (the corporate side itself, sign-in and sign-out, staff, API, static files, paying, an
 * order's page, the legal pages). `pathname` may carry React Router's `.data` suffix of a client navigation.
 */
export function corporateRedirectFor(
  pathname: string,
  search: string,
  corporateDetails: CorporateDetails | null | undefined,
): string | null {
  const path = pathname.replace(/\.data$/, '') || '/'
  if (isCorporateRedirectExempt(path)) return null
  return shouldRedirectCorporateUser(path + search, corporateDetails)
}

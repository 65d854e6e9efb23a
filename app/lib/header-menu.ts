import { corporateLogoUrl, corporateRedirectUrl, parseCorporateDetailsCookie } from './corporate-redirect.ts'
import { LABS_SUPPORT_URLS, matchesAny } from '../../core/url/path-match.ts'
import { pathOf } from '../../core/url/url-path.ts'
import { formatRupees } from '../../core/money.ts'

// spec 1 §2.2: the navigation tabs, in order, with the support URLs that make each active.
export type NavTab = { to: string; label: string; supportUrls: readonly string[] }
export const CARE_PLAN_DEFAULT_URL = '/subscription-plan/subscriptions'
export const NAV_TABS: readonly NavTab[] = [
  { to: '/', label: 'MEDICINES', supportUrls: ['/'] },
  { to: '/labs', label: 'LAB TESTS', supportUrls: LABS_SUPPORT_URLS },
  { to: '/online-doctor-consultation', label: 'CONSULT DOCTORS', supportUrls: ['/online-doctor-consultation'] },
  { to: '/cancer-care/home', label: 'CANCER CARE', supportUrls: ['/cancer-care/home'] },
  { to: '/ayurveda', label: 'AYURVEDA', supportUrls: ['/ayurveda'] },
  { to: '/partnerships', label: 'PARTNERSHIPS', supportUrls: ['/partnerships'] },
]

// spec 1 §2.2: the care-plan link goes last (its URL may come from the care-plan data); in
// labs-replica mode only LAB TESTS is shown.
export function navTabs({ labsReplica = false, carePlanUrl }: { labsReplica?: boolean; carePlanUrl?: string | null }) {
  if (labsReplica) return NAV_TABS.filter((t) => t.to === '/labs')
  const to = carePlanUrl || CARE_PLAN_DEFAULT_URL
  return [...NAV_TABS, { to, label: 'CARE PLAN', supportUrls: [to] }]
}

// spec 1 §2.2: a tab is active when the current path matches one of its support URLs.
export function activeTab(tabs: readonly NavTab[], path: string): NavTab | undefined {
  return tabs.find((t) => matchesAny(t.supportUrls, path))
}

// spec 1 §3 'Shell state': userData (IS_LOYAL_USER, points, cashBalance, showSuperLogin,
// showSuperLogout) and what the cookies say about corporate and affiliate visitors.
export type ShellUser = {
  name?: string | null
  isLoyal?: boolean
  points?: number | null
  cashBalance?: number | null
  showSuperLogin?: boolean
  showSuperLogout?: boolean
  corporateDashboardUrl?: string | null
  corporateLogoUrl?: string | null
  affiliateSource?: string | null
}

// spec 1 §2.2: logout is hidden for two named partner affiliates. The spec does not name them,
// so the list is kept here to fill in; sources compare lowercased (spec 1 §3).
export const LOGOUT_HIDDEN_AFFILIATES: readonly string[] = []

export type MenuLink = { href: string; label: string; external?: boolean }

// spec 1 §2.2: the profile dropdown, in the spec's order.
export function profileLinks(
  user: ShellUser,
  csrfToken: string,
  hiddenAffiliates: readonly string[] = LOGOUT_HIDDEN_AFFILIATES,
): MenuLink[] {
  const links: MenuLink[] = [
    { href: '/profile', label: 'My Profile' },
    { href: '/order/history', label: 'My Orders' },
    { href: '/reorder', label: 'Reorder' },
    { href: '/review-rating', label: 'Rate & Review' },
    { href: '/labs/mybookings', label: 'My Lab Bookings' },
    { href: '/online-doctor-consultation/myconsultation', label: 'My Consultations' },
    { href: '/health-record', label: 'Health Records' },
    { href: '/dashboard/manage-payment', label: 'Manage Payments' },
    user.isLoyal ? { href: '/loyalty', label: 'NeuCoins' } : { href: '/dashboard/cash', label: 'MedWise Cash' },
  ]
  if (user.corporateDashboardUrl) links.push({ href: user.corporateDashboardUrl, label: 'Corporate Dashboard' })
  if (user.showSuperLogin) links.push({ href: '/hkpadmin/superlogin', label: 'Super Login' })
  if (user.showSuperLogout) links.push({ href: '/hkadmin/logout', label: 'Super Logout' })
  const source = user.affiliateSource?.toLowerCase() ?? ''
  if (!hiddenAffiliates.includes(source)) {
    links.push({ href: `/logout?_csrf=${encodeURIComponent(csrfToken)}`, label: 'Logout' })
  }
  return links
}

// spec 1 §2.2: loyal users see NeuCoins with points, others their cash balance (when known).
export function balanceText(user: ShellUser): string | null {
  if (user.isLoyal) return `NeuCoins: ${user.points ?? 0}`
  if (typeof user.cashBalance === 'number') return `Cash: ${formatRupees(user.cashBalance)}`
  return null
}

export type CarePlanData = { redirect_url?: string | null; text?: string | null; renew?: boolean | null; expiry?: string | null }

// spec 1 §2.2: 'RENEW NOW' if renew is set, 'SAVE MORE' if there is no expiry; hidden on
// care-plan pages (the care-plan link and anything under /subscription-plan).
export function carePlanTag(data: CarePlanData | null | undefined, path: string): string | null {
  const p = pathOf(path)
  const carePlanUrl = data?.redirect_url ? pathOf(data.redirect_url) : CARE_PLAN_DEFAULT_URL
  if (p.startsWith('/subscription-plan') || p === carePlanUrl) return null
  if (data?.renew) return 'RENEW NOW'
  if (!data?.expiry) return 'SAVE MORE'
  return null
}

// corporateDetails cookie (spec 1 §3): JSON with _logo_url and _redirect_url, maybe URL-encoded (one reader:
// app/lib/corporate-redirect.ts).
export function parseCorporateDetails(value: string | null | undefined): { logoUrl: string | null; redirectUrl: string | null } {
  const details = parseCorporateDetailsCookie(value)
  return { logoUrl: corporateLogoUrl(details), redirectUrl: corporateRedirectUrl(details) }
}

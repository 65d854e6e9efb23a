// The rules of a corporate member's own side (issue 25 §2–3; decision 065): which roster row an account claims at
// sign-in, who may add a dependant, what the corporateDetails cookie says and which paths the corporate redirect
// leaves alone. Pure: no I/O.
import { coverHolds, corporateDashboardPath, type Coverage, type DependantRelation } from './vocabulary.ts'

/** A roster row as the claim rule sees it. */
export interface RosterCandidate {
  id: number
  phone: string | null
  workEmail: string | null
  coverFrom: string
  coverUntil: string | null
  /** The account it is linked to, or null. */
  userId: number | null
}

/** What an account proved about itself: its verified phone (null when unverified) and its e-mail (OTP-proven). */
export interface ProvenIdentity {
  userId: number
  verifiedPhone: string | null
  email: string | null
}

/**
 * The roster row an account claims at sign-in, or null (decision 065): a row whose phone is the account's verified
 * phone or whose work e-mail is the account's e-mail (case-insensitive), whose cover holds today, and that no other
 * account holds. A row matching on both counts wins, then the oldest row: the choice never depends on query order.
 */
export function claimableRow<R extends RosterCandidate>(rows: readonly R[], who: ProvenIdentity, today: string): R | null {
  const email = who.email?.trim().toLowerCase() || null
  const scored = rows
    .filter((r) => r.userId === null || r.userId === who.userId)
    .filter((r) => coverHolds(r.coverFrom, r.coverUntil, today))
    .map((r) => {
      const byPhone = who.verifiedPhone !== null && r.phone !== null && r.phone === who.verifiedPhone
      const byEmail = email !== null && r.workEmail !== null && r.workEmail.toLowerCase() === email
      return { r, score: (byPhone ? 1 : 0) + (byEmail ? 1 : 0) }
    })
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score || a.r.id - b.r.id)
  return scored[0]?.r ?? null
}

/** Why a dependant may not be added, or null: they may. */
export type DependantRefusal = 'not_covered' | 'no_policy' | 'no_family_cover' | 'self_only' | 'too_many' | 'second_spouse'

/** At most this many dependants per employee (spouse, children, parents and parents-in-law of a family floater). */
export const MAX_DEPENDANTS = 6

export const DEPENDANT_REFUSAL_TEXTS: Record<DependantRefusal, string> = {
  not_covered: 'Your corporate cover has ended, so you cannot add family members.',
  no_policy: 'Your company has not set this year’s benefits yet. Please try again later.',
  no_family_cover: 'Your company’s plan covers employees only, not their families.',
  self_only: 'Your cover is for yourself only. Ask your HR team to change it to self and family.',
  too_many: `You can have at most ${MAX_DEPENDANTS} family members on your cover.`,
  second_spouse: 'A spouse is already on your cover.',
}

/**
 * Whether an employee may add a dependant (issue 25 §3): cover holds, this year's policy has family cover, the
 * employee's coverage is self and family, fewer than MAX_DEPENDANTS so far and at most one spouse.
 */
export function dependantRefusal(input: {
  covered: boolean
  policy: { familyCover: boolean } | null
  coverage: Coverage
  existing: readonly { relation: DependantRelation }[]
  relation?: DependantRelation
}): DependantRefusal | null {
  if (!input.covered) return 'not_covered'
  if (!input.policy) return 'no_policy'
  if (!input.policy.familyCover) return 'no_family_cover'
  if (input.coverage !== 'self_and_family') return 'self_only'
  if (input.existing.length >= MAX_DEPENDANTS) return 'too_many'
  if (input.relation === 'spouse' && input.existing.some((d) => d.relation === 'spouse')) return 'second_spouse'
  return null
}

/** The patients module's relation for a dependant's (it has no parent-in-law: 'other'). */
export function patientRelationOf(relation: DependantRelation): 'spouse' | 'child' | 'parent' | 'other' {
  return relation === 'parent_in_law' ? 'other' : relation
}

/** The annual health check's state per covered member this year, as the dashboard shows it. */
export const HEALTH_CHECK_STATES = ['not_booked', 'booked', 'sample_collected', 'report_ready'] as const
export type HealthCheckState = (typeof HEALTH_CHECK_STATES)[number]
export const HEALTH_CHECK_LABELS: Record<HealthCheckState, string> = {
  not_booked: 'Not booked',
  booked: 'Booked',
  sample_collected: 'Sample collected',
  report_ready: 'Report ready',
}

// ---- The corporateDetails cookie (spec 1 §3, spec 2 §3) ----

export const CORPORATE_DETAILS_COOKIE = 'corporateDetails'

/** What the cookie says for a covered member: the dashboard to go to and the logo of the header. */
export function corporateDetailsOf(slug: string, logoUrl: string | null): { redirect_url: string; logo_url: string | null } {
  return { redirect_url: corporateDashboardPath(slug), logo_url: logoUrl }
}

/** The cookie's value (URL-encoded JSON, as the readers take it: app/lib/corporate-redirect.ts). */
export function corporateDetailsValue(details: { redirect_url: string; logo_url: string | null }): string {
  return encodeURIComponent(JSON.stringify(details))
}

/**
 * The Set-Cookie header that brings the request's corporateDetails in line with `details` (null: not a covered
 * member, so no cookie), or null when they already agree. Not HttpOnly: the sign-in popup and the API client read it
 * (spec 1 §4.5, spec 2 §7); the server never trusts it (every corporate page checks the membership).
 */
export function corporateDetailsSetCookie(
  details: { redirect_url: string; logo_url: string | null } | null,
  current: string | undefined,
  secure: boolean,
): string | null {
  const want = details ? corporateDetailsValue(details) : undefined
  if (want === current) return null
  const attrs = `Path=/; SameSite=Lax${secure ? '; Secure' : ''}`
  return want === undefined
    ? `${CORPORATE_DETAILS_COOKIE}=; Max-Age=0; ${attrs}`
    : `${CORPORATE_DETAILS_COOKIE}=${want}; Max-Age=${30 * 86_400}; ${attrs}`
}

/**
 * Paths the corporate redirect leaves alone beside spec 2 §2's list (decision 065): the corporate side itself, sign-in
 * and sign-out, the staff and admin pages (a staff member may be on a roster too), the API and development routes,
 * static files, the payment gateway's page, an order's own page (where checkout ends) and the legal pages.
 */
export const CORPORATE_REDIRECT_EXTRA_EXCEPTIONS: readonly RegExp[] = [
  /^\/corporate(\/|$)/,
  /^\/(logout|login|unauthorizeduser)(\/|$)/,
  /^\/(staff|hkpadmin|hkadmin)(\/|$)/,
  /^\/(pwa-api|ppmc|__dev|assets)(\/|$)/,
  /\.[a-z0-9]+$/i,
  /^\/pay(\/|$)/,
  /^\/order\/[^/]+/,
  /^\/(tnc|PrivacyPolicy|return-policy|editorial-policy)(\/|$)/,
]

export function isCorporateRedirectExempt(pathname: string): boolean {
  return CORPORATE_REDIRECT_EXTRA_EXCEPTIONS.some((p) => p.test(pathname))
}

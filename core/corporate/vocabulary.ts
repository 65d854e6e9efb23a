// The corporate side's vocabulary (issue 25): the one declaration of benefits, coverage and relations, used by the
// server, the contracts and the pages. Pure: no I/O.

/** The OPD wallet's sub-wallets, one per product line a corporate sponsors (issue 25 §1, §4). */
export const BENEFITS = ['pharmacy', 'labs', 'consultation'] as const
export type Benefit = (typeof BENEFITS)[number]

export const BENEFIT_LABELS: Record<Benefit, string> = {
  pharmacy: 'Medicines',
  labs: 'Lab tests',
  consultation: 'Doctor consultations',
}

/** Who an employee's cover includes (the roster's coverage type). */
export const COVERAGES = ['self', 'self_and_family'] as const
export type Coverage = (typeof COVERAGES)[number]

export const COVERAGE_LABELS: Record<Coverage, string> = {
  self: 'Self',
  self_and_family: 'Self and family',
}

/** A covered dependant's relation to the employee (the ones Indian group health policies cover). */
export const DEPENDANT_RELATIONS = ['spouse', 'child', 'parent', 'parent_in_law'] as const
export type DependantRelation = (typeof DEPENDANT_RELATIONS)[number]

export const RELATION_LABELS: Record<DependantRelation, string> = {
  spouse: 'Spouse',
  child: 'Child',
  parent: 'Parent',
  parent_in_law: 'Parent-in-law',
}

/** Who may take the annual health check under a policy. */
export const HEALTH_CHECK_FOR = ['employee', 'employee_and_family'] as const
export type HealthCheckFor = (typeof HEALTH_CHECK_FOR)[number]

/**
 * What moves a sub-wallet: HR's top-up (credit), a payment (debit), a refund of one (credit), HR taking money back
 * (debit, never below zero).
 */
export const WALLET_ENTRY_KINDS = ['top_up', 'payment', 'refund', 'withdrawal'] as const
export type CorporateWalletEntryKind = (typeof WALLET_ENTRY_KINDS)[number]

/** A corporate's URL slug (spec 2 §2 `/corporate/{corporate_name}`): lower-case letters, digits and single hyphens. */
export const CORPORATE_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
export const CORPORATE_SLUG_MAX = 40

export function isCorporateSlug(value: string): boolean {
  return value.length <= CORPORATE_SLUG_MAX && CORPORATE_SLUG.test(value)
}

/** The dashboard of a corporate (spec 2 §2): the corporateDetails cookie's redirect URL. */
export function corporateDashboardPath(slug: string): string {
  return `/corporate/${slug}`
}

/** Whether cover that ends on `coverUntil` (a calendar date, inclusive; null: open) still holds on `today`. */
export function coverHolds(coverFrom: string, coverUntil: string | null, today: string): boolean {
  return coverFrom <= today && (coverUntil === null || today <= coverUntil)
}

/** The policy year a day falls in: the calendar year (Indian employers' benefit years mostly follow it or April). */
export function policyYearOf(today: string): number {
  return Number(today.slice(0, 4))
}

export const CORPORATE_TEXTS = {
  notFound: 'We could not find this page.',
  walletShort: (benefit: Benefit) => `Your ${BENEFIT_LABELS[benefit].toLowerCase()} wallet does not have enough balance.`,
} as const

import { paise, type Paise } from '../money.ts'
import type { Coverage, HealthCheckFor } from './vocabulary.ts'

// The corporate health check's rules (issue 25 §5–6, decision 068): who it covers, what add-ons cost, what a
// self-serve link allows, and how the health check's status follows its lab booking's. Pure: no I/O.

/**
 * Add-on tests booked with the health check cost the corporate price: this much off the test's MRP, or the lab's own
 * price when that is lower (the employee never pays more than anyone else would).
 */
export const CORPORATE_ADDON_DISCOUNT_PERCENT = 20

/** The corporate price of an add-on: MRP less CORPORATE_ADDON_DISCOUNT_PERCENT, to the rupee, capped at the lab's price. */
export function corporateAddOnPrice(mrp: Paise, labPrice: Paise): Paise {
  const off = Math.round((mrp * (100 - CORPORATE_ADDON_DISCOUNT_PERCENT)) / 100 / 100) * 100
  return paise(Math.max(0, Math.min(labPrice, off)))
}

/** Who a health check is for: the employee, or one of their roster dependants. */
export type CoveredPerson = { kind: 'employee' } | { kind: 'dependant' }

/**
 * Whether the year's health check covers a person: the employee always (while their cover holds and the policy names
 * a package); a dependant when the policy takes the family (healthCheckFor employee_and_family, family cover) and the
 * employee's own coverage is self and family.
 */
export function healthCheckCovers(
  policy: { healthCheckTestId: number | null; healthCheckFor: HealthCheckFor; familyCover: boolean } | null,
  employee: { coverage: Coverage; covered: boolean },
  person: CoveredPerson,
): boolean {
  if (!policy || policy.healthCheckTestId === null || !employee.covered) return false
  if (person.kind === 'employee') return true
  return policy.healthCheckFor === 'employee_and_family' && policy.familyCover && employee.coverage === 'self_and_family'
}

/** The health check's status (corporate_health_checks.status) for its lab booking's. */
export type HealthCheckStatus = 'booked' | 'sample_collected' | 'report_ready' | 'cancelled'

export function healthCheckStatusOf(labStatus: string): HealthCheckStatus {
  switch (labStatus) {
    case 'sample_collected':
    case 'processing':
      return 'sample_collected'
    case 'report_ready':
      return 'report_ready'
    case 'cancelled':
      return 'cancelled'
    default:
      // pending_payment (add-ons paid online) holds the person's place as booked; booked is booked.
      return 'booked'
  }
}

export const HEALTH_CHECK_STATUS_LABELS: Record<HealthCheckStatus | 'not_booked', string> = {
  not_booked: 'Not booked',
  booked: 'Booked',
  sample_collected: 'Sample collected',
  report_ready: 'Report ready',
  cancelled: 'Cancelled',
}

// ---- self-serve links (issue 25 §6) ----

/** A self-serve link lives this long from its making. */
export const SELF_SERVE_LINK_HOURS = 6
export const SELF_SERVE_LINK_MS = SELF_SERVE_LINK_HOURS * 60 * 60 * 1000

export type SelfServeLinkState = 'valid' | 'used' | 'expired'

/** A link is valid until it is used or `expiresAt` comes (the moment itself is expired). */
export function selfServeLinkState(link: { usedAt: Date | null; expiresAt: Date }, now: Date): SelfServeLinkState {
  if (link.usedAt) return 'used'
  if (now.getTime() >= link.expiresAt.getTime()) return 'expired'
  return 'valid'
}

/** The token's form on the wire: 32 random bytes as base64url (43 characters). */
export const SELF_SERVE_TOKEN = /^[A-Za-z0-9_-]{43}$/
/** The link's public id (selfServeUUID): a UUID. */
export const SELF_SERVE_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

export const SELF_SERVE_TEXTS = {
  spent: 'This link has expired or was already used. Please ask your HR team for a new one.',
  askHr: 'Ask your HR team for a new link',
  alreadyBooked: (name: string, year: number) =>
    `${name}'s ${year} health check is already booked. Each person takes it once a year.`,
  notCovered: (name: string) => `Your company's health check does not cover ${name} this year.`,
  noPackage: 'Your company has no health check this year.',
} as const

/** The `/ppmc` client's headers (spec 2 §7 names none: decision 068). */
export const PPMC_HEADERS = {
  token: 'x-self-serve-token',
  uuid: 'x-self-serve-uuid',
  reschedule: 'x-self-serve-reschedule-reason',
} as const

// spec 1 §6 / spec 2 §6: named staff roles and the effective auth token.

export const ADMIN_ROLES = ['ROLE_ADMIN', 'ROLE_CCARE'] as const
/** Issue 10 §2: a registered pharmacist (the prescription queue). */
export const PHARMACIST_ROLES = ['ROLE_PHARMACIST'] as const
/** Issue 11 §6: the labs' operations staff (the labs desk only). */
export const LAB_OPS_ROLES = ['ROLE_LAB_OPS'] as const
/** Who may use the labs desk (/staff/labs): admins and the labs' operations staff. */
export const LAB_DESK_ROLES = [...ADMIN_ROLES, ...LAB_OPS_ROLES] as const
/**
 * Issue 24 §1: a registered medical practitioner who consults (a staff account with a doctor's profile). A doctor
 * opens the back office for their own desk (/staff/consultations) and nothing else: not the order desk, the care
 * plan or super-login (ADMIN_ROLES), not the prescription queue or the registers (PHARMACIST_ROLES), not the labs desk.
 * Not users.is_doctor: that is the sign-in popup's self-declared flag of a customer (spec 1 §7.2), never a role.
 */
export const DOCTOR_ROLES = ['ROLE_DOCTOR'] as const
/**
 * Everyone the back office (/staff) opens for; anyone else gets 404 there. Each area checks its own list above, so
 * being here opens the layout, not an area.
 */
export const STAFF_ROLES = [...ADMIN_ROLES, ...PHARMACIST_ROLES, ...LAB_OPS_ROLES, ...DOCTOR_ROLES] as const
export const TELESALES_ROLES = ['ROLE_TELESALES', 'ROLE_OFFLINE_INBOUND_TELESALES', 'ROLE_OFFLINE_OUTBOUND_TELESALES'] as const

type Roles = readonly string[] | null | undefined

/** Whether the roles include any of the wanted ones (exact, case-sensitive names). */
export function hasAny(roles: Roles, wanted: readonly string[]): boolean {
  return Array.isArray(roles) && roles.some((role) => wanted.includes(role))
}

// spec 1 §6: an admin has ROLE_ADMIN or ROLE_CCARE (exact, case-sensitive role names).
export function isAdmin(roles: Roles): boolean {
  return hasAny(roles, ADMIN_ROLES)
}

// spec 1 §6: telesales has ROLE_TELESALES, ROLE_OFFLINE_INBOUND_TELESALES or
// ROLE_OFFLINE_OUTBOUND_TELESALES.
export function isTelesales(roles: Roles): boolean {
  return hasAny(roles, TELESALES_ROLES)
}

// spec 1 §6: a super-login token replaces the normal auth token when present. Empty strings
// count as absent (a cleared cookie is often '' rather than gone). null when neither exists.
export function effectiveAuthToken({
  authToken,
  superLoginToken,
}: {
  authToken?: string | null
  superLoginToken?: string | null
}): string | null {
  if (superLoginToken) return superLoginToken
  return authToken || null
}

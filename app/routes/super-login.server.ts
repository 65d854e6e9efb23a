import { requireRolePage } from '~/auth/page-guards.server'
import { ADMIN_ROLES } from '../../core/staff/roles.ts'
import { validateEmail, validatePhone } from '../../core/fields/validation.ts'
import type { ActiveSession } from '../../server/modules/auth/sessions.ts'
import type { CustomerLookup } from '../../server/modules/auth/super-login.ts'

// Server-only helpers of the Super Login page (spec 1 §2.2, §6): who may open it and the customer field's rule. The
// form's CSRF token is checked for every page action in server/http/session.ts (pageWriteAllowed).

export const SUPER_LOGIN_PAGE_TEXTS = {
  forbidden: 'Only admin and customer care staff can use Super Login.',
  empty: 'Please enter a mobile number or email',
  invalid: 'Please enter a valid mobile number or email',
} as const

/** The staff session, or: a guest goes to sign in, anyone else gets the 403 page. */
export function requireStaff(session: ActiveSession | null): ActiveSession {
  return requireRolePage(session, ADMIN_ROLES, SUPER_LOGIN_PAGE_TEXTS.forbidden)
}

/** spec 1 §5: a 10-digit mobile number starting with 6–9, or an e-mail; otherwise the message to show. */
export function parseCustomer(value: FormDataEntryValue | null): CustomerLookup | { error: string } {
  const input = typeof value === 'string' ? value.trim() : ''
  if (!input) return { error: SUPER_LOGIN_PAGE_TEXTS.empty }
  if (input.includes('@')) {
    const error = validateEmail(input)
    return error ? { error } : { by: 'email', email: input.toLowerCase() }
  }
  if (/^[\d\s+-]+$/.test(input)) {
    const error = validatePhone(input)
    return error ? { error } : { by: 'phone', phone: input }
  }
  return { error: SUPER_LOGIN_PAGE_TEXTS.invalid }
}

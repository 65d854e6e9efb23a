import type { StaffSignIn } from '~/lib/page-edge.server'
import { validateEmail, validatePhone } from '../../core/fields/validation.ts'
import type { CustomerLookup } from '../../server/modules/auth/index.ts'

// Server-only helpers of the Super Login page (spec 1 §2.2, §6): who may open it and the customer field's rule. The
// form's CSRF token is checked for every page action in server/http/session.ts (pageWriteAllowed).

export const SUPER_LOGIN_PAGE_TEXTS = {
  forbidden: 'Only admin and customer care staff can use Super Login.',
  empty: 'Please enter a mobile number or email',
  invalid: 'Please enter a valid mobile number or email',
} as const

/**
 * Who may open the page (with ADMIN_ROLES): a guest goes to sign in (the popup opens on the home page), anyone else gets
 * the 403 page; an admin acting as a customer may open it again to act as another.
 */
export const SUPER_LOGIN_STAFF: StaffSignIn = { signIn: '/?login=true', forbidden: SUPER_LOGIN_PAGE_TEXTS.forbidden }

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

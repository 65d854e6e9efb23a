import { data, redirect } from 'react-router'
import { isAdmin } from '~/lib/roles'
import { validateEmail, validatePhone } from '~/lib/validation'
import type { ActiveSession } from '../../server/services/auth/sessions.ts'
import type { CustomerLookup } from '../../server/services/auth/super-login.ts'
import { sameToken } from '../../server/services/auth/same-token.ts'

// Server-only helpers of the Super Login page (spec 1 §2.2, §6): who may open it, the form's CSRF check and the
// customer field's rule.

export const SUPER_LOGIN_PAGE_TEXTS = {
  forbidden: 'Only admin and customer care staff can use Super Login.',
  staleForm: 'This form has expired. Please reload the page and try again.',
  empty: 'Please enter a mobile number or email',
  invalid: 'Please enter a valid mobile number or email',
} as const

/** The staff session, or: a guest goes to sign in, anyone else gets the 403 page. */
export function requireStaff(session: ActiveSession | null): ActiveSession {
  if (!session) throw redirect('/?login=true')
  if (!isAdmin(session.user.roles)) throw data(SUPER_LOGIN_PAGE_TEXTS.forbidden, { status: 403 })
  return session
}

/** Page forms carry the page's token in `_csrf` (the /pwa-api middleware does not see page actions). */
export function requireFormToken(form: FormData, expected: string): void {
  const presented = form.get('_csrf')
  if (!sameToken(typeof presented === 'string' ? presented : null, expected)) {
    throw data(SUPER_LOGIN_PAGE_TEXTS.staleForm, { status: 403 })
  }
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

import { hasAny } from '../../../core/staff/roles.ts'
import { AppError } from '../../lib/app-error.ts'
import type { ActiveSession } from './sessions.ts'

// Who may do what, in one place for API handlers and pages alike: each guard returns the session or throws an
// AppError (401 not signed in, 403 signed in without the role). API handlers let the error mapper answer it; pages
// turn it into a redirect or their error page (app/lib/page-edge.server.ts).

export const SIGN_IN_REQUIRED = new AppError({ code: 'sign_in_required', status: 401, message: 'Please sign in first.' })

/** The signed-in session; `refusal` replaces the 401 where a call answers otherwise (the SSO code: a 400 for the popup). */
export function requireUser(session: ActiveSession | null, refusal: AppError = SIGN_IN_REQUIRED): ActiveSession {
  if (!session) throw refusal
  return session
}

/**
 * A session whose own account (the staff member, never the customer acted for in a super-login) holds one of the
 * roles (spec 1 §6).
 */
export function requireRole(
  session: ActiveSession | null,
  roles: readonly string[],
  message = 'You do not have access.',
): ActiveSession {
  const user = requireUser(session)
  if (!hasAny(user.user.roles, roles)) throw new AppError({ code: 'forbidden', status: 403, message })
  return user
}

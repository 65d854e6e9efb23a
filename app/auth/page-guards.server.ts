import { data, redirect } from 'react-router'
import type { ActiveSession } from '../../server/modules/auth/sessions.ts'
import { requireRole, requireUser } from '../../server/modules/auth/guards.ts'

// The guards of server/modules/auth/guards.ts at a page's edge: a guest is sent to sign in (the popup opens on the
// home page), a signed-in account without the role gets the page's 403 text.

const SIGN_IN = '/?login=true'

export function requireUserPage(session: ActiveSession | null): ActiveSession {
  if (!session) throw redirect(SIGN_IN)
  return requireUser(session)
}

export function requireRolePage(session: ActiveSession | null, roles: readonly string[], forbidden: string): ActiveSession {
  requireUserPage(session)
  try {
    return requireRole(session, roles, forbidden)
  } catch {
    throw data(forbidden, { status: 403 })
  }
}

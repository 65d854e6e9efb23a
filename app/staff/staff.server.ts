import { data, type RouterContextProvider } from 'react-router'
import { requestContext, servicesContext } from '~/context.server'
import { hasAny, STAFF_ROLES } from '../../core/staff/roles.ts'

// The back office's edge (issue 10 §2): /staff answers 404 to anyone without a staff role (guests included), so the area
// is not advertised; each page names the roles it is for. Roles are read from the database on every request (the
// session's user row), never from a cookie. A staff member acting as a customer (Super Login) is the customer there.

/** The staff member of this request, or the 404 page: for pages (and their actions) of the given roles. */
export function requireStaff(context: Readonly<RouterContextProvider>, roles: readonly string[] = STAFF_ROLES) {
  const { session } = context.get(requestContext)
  if (!session || session.actingAs || !hasAny(session.user.roles, roles)) throw data(null, { status: 404 })
  return { session, staffId: session.user.id, roles: session.user.roles, services: context.get(servicesContext) }
}

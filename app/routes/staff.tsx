import { NavLink, Outlet, useLoaderData } from 'react-router'
import { requireStaff } from '~/lib/page-edge.server'
import { ADMIN_ROLES, DOCTOR_ROLES, hasAny, LAB_DESK_ROLES, PHARMACIST_ROLES, STAFF_ROLES } from '../../core/staff/roles.ts'
import styles from '~/staff/staff.module.css'
import type { Route } from './+types/staff'

// The back office (issue 10): one layout for every /staff page, with the areas the signed-in staff member's roles open.
// Anyone else gets the 404 page (requireStaff, app/lib/page-edge.server.ts).

export async function loader({ context }: Route.LoaderArgs) {
  const { session, roles } = requireStaff(context, STAFF_ROLES)
  return {
    name: session.user.name ?? 'Staff',
    pharmacist: hasAny(roles, PHARMACIST_ROLES),
    desk: hasAny(roles, ADMIN_ROLES),
    labs: hasAny(roles, LAB_DESK_ROLES),
    doctor: hasAny(roles, DOCTOR_ROLES),
    corporates: hasAny(roles, ['ROLE_ADMIN']),
  }
}

export const meta: Route.MetaFunction = () => [{ title: 'Back office | MedWise' }, { name: 'robots', content: 'noindex' }]

export default function StaffLayout() {
  const { name, pharmacist, desk, labs, doctor, corporates } = useLoaderData<typeof loader>()
  return (
    <div className={styles.layout}>
      <nav aria-label="Back office" className={styles.nav}>
        <p className={styles.who}>Back office · {name}</p>
        <ul className={styles.navList}>
          {pharmacist && (
            <li>
              <NavLink to="/staff/prescriptions">Prescription queue</NavLink>
            </li>
          )}
          {desk && (
            <li>
              <NavLink to="/staff/orders">Order desk</NavLink>
            </li>
          )}
          {labs && (
            <li>
              <NavLink to="/staff/labs">Labs desk</NavLink>
            </li>
          )}
          {labs && (
            <li>
              <NavLink to="/staff/vaccination">Vaccination desk</NavLink>
            </li>
          )}
          {doctor && (
            <li>
              <NavLink to="/staff/consultations">Doctor’s desk</NavLink>
            </li>
          )}
          {corporates && (
            <li>
              <NavLink to="/staff/corporates">Corporates</NavLink>
            </li>
          )}
          {corporates && (
            <li>
              <NavLink to="/staff/content">Content pages</NavLink>
            </li>
          )}
          {(pharmacist || desk) && (
            <li>
              <NavLink to="/staff/registers">Registers</NavLink>
            </li>
          )}
          {(pharmacist || corporates) && (
            <li>
              <NavLink to="/staff/questions">Questions</NavLink>
            </li>
          )}
          {corporates && (
            <li>
              <NavLink to="/staff/leads">Partnership leads</NavLink>
            </li>
          )}
        </ul>
      </nav>
      <Outlet />
    </div>
  )
}

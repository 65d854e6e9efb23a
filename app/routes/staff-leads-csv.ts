import { staffLeadsCsvLoader } from '~/partnerships/staff.server'
import type { Route } from './+types/staff-leads-csv'

// GET /staff/leads/export.csv?status=&owner=&q=: the filtered partnership leads as CSV (issue 27 §2), formula-safe.
export function loader({ request, context }: Route.LoaderArgs) {
  return staffLeadsCsvLoader(request, context)
}

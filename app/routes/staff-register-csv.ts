import { registerCsvLoader } from '~/staff/registers.server'
import type { Route } from './+types/staff-register-csv'

// GET /staff/registers/rx.csv and /staff/registers/h1.csv?from=YYYY-MM-DD&to=YYYY-MM-DD: a register as CSV (issue 10 §5).

export async function loader({ request, params, context }: Route.LoaderArgs) {
  return registerCsvLoader(request, params.file, context)
}

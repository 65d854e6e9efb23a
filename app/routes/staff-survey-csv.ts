import { staffSurveyCsvLoader } from '~/partnerships/staff.server'
import type { Route } from './+types/staff-survey-csv'

// GET /staff/leads/survey.csv?survey=survey-form: a survey's answers as CSV (issue 27 §5), formula-safe.
export function loader({ request, context }: Route.LoaderArgs) {
  return staffSurveyCsvLoader(request, context)
}

import { labReportLoader } from '~/staff/lab-desk.server'
import type { Route } from './+types/staff-lab-report'

// GET /staff/labs/{number}/reports/{patientKey} (issue 11 §6): a patient's report for the labs desk, each read audited.
// Anyone else: 404.

export async function loader({ params, context }: Route.LoaderArgs) {
  return labReportLoader(params.number, params.patientKey, context)
}

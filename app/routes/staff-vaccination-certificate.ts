import { deskCertificateLoader } from '~/vaccination/desk.server'
import type { Route } from './+types/staff-vaccination-certificate'

// GET /staff/vaccination/{number}/certificate (issue 27 §6): a booking's certificate for the vaccination desk. Anyone
// else: 404.

export async function loader({ params, context }: Route.LoaderArgs) {
  return deskCertificateLoader(params.number, context)
}

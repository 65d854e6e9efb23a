import { staffFileLoader } from '~/cancer-care/staff.server'
import type { Route } from './+types/staff-cancer-care-file'

// /staff/cancer-care/{id}/files/{fileId} (issue 24 §8): a report the patient sent, or ('opinion') the written
// opinion, opened inline for the care coordinator; each read is audited. Anyone else gets 404.

export async function loader({ context, params }: Route.LoaderArgs) {
  return staffFileLoader(context, params)
}

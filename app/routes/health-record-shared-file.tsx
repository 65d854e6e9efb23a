import { loadSharedFile } from '~/records/sharing.server'
import type { Route } from './+types/health-record-shared-file'

// '/health-record/shared/{token}/files/{record_id}' (issue 26 §3; decision 079): a file of a record in a shared link's
// scope, opened through the token only (404 outside the scope, 410 once the link ended). A resource route: no page.

export async function loader({ context, params }: Route.LoaderArgs) {
  return loadSharedFile(context, params)
}

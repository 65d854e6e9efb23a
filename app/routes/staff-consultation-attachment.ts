import { deskAttachmentLoader } from '~/staff/consultation-desk.server'
import type { Route } from './+types/staff-consultation-attachment'

// GET /staff/consultations/{id}/attachments/{attachmentId} (issue 24 §5): a report or photo the patient attached at
// booking, for the consultation's doctor only. Anyone else: 404.

export async function loader({ params, context }: Route.LoaderArgs) {
  return deskAttachmentLoader(context, params.id, params.attachmentId)
}

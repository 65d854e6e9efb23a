import { prescriptionFileLoader } from '~/staff/pharmacist.server'
import type { Route } from './+types/staff-prescription-file'

// GET /staff/prescriptions/{reviewId}/files/{fileId}: a page of a prescription for the pharmacist who claimed or
// decided that queue item (decision 022: staff access is one more owner check). Anyone else: 404.

export async function loader({ params, context }: Route.LoaderArgs) {
  return prescriptionFileLoader(params.reviewId, params.fileId, context)
}

import { pathOf, pathSegments } from '../../core/url/url-path.ts'

export type WarnLogger = { warn: (...args: unknown[]) => void }

// spec 1 §8: the warning logged for an id that is not a number.
export const INVALID_PRODUCT_ID_WARNING = 'Invalid SKU id'

// spec 1 §2.10: OTC ids carry an 'otc' prefix ('revital-h-otc123456'). We recognise an OTC
// product by that prefix on the id itself (case-insensitive), not by the /otc/ folder, so the
// same page slug resolves the same way wherever it is linked from.
function stripOtcPrefix(piece: string): string {
  return /^otc\d/i.test(piece) ? piece.slice(3) : piece
}

// spec 1 §2.10: product id = last dash-separated piece of the last path segment; null with a
// warning when not numeric. Query string and a trailing slash are ignored.
export function productIdFromPath(path: string, { logger = console }: { logger?: WarnLogger } = {}): number | null {
  const lastSegment = pathSegments(path).at(-1) ?? ''
  const piece = stripOtcPrefix(lastSegment.split('-').at(-1) ?? '')
  if (!/^\d+$/.test(piece)) {
    logger.warn(INVALID_PRODUCT_ID_WARNING, path)
    return null
  }
  return Number(piece)
}

// spec 1 §2.10: patient-record paths use the last segment as the patient id
// ('/health-record/123' → '123'); null when the path has no segment at all.
export function patientIdFromPath(path: string): string | null {
  return pathSegments(path).at(-1) ?? null
}

export type DiagnosticsIds = { patient_id: string | null; booking_id: string | null }

// spec 1 §2.10: diagnostics paths use the segment at position 2 as patient_id and at position 4
// as booking_id. Reading: positions index `path.split('/')` of a rooted path, where position 0 is
// the empty string before the leading slash — '/diagnostics/123/booking/456' gives
// ['', 'diagnostics', '123', 'booking', '456'] → patient_id '123', booking_id '456'.
// A path given without its leading slash is rooted first so positions do not shift.
export function diagnosticsIdsFromPath(path: string): DiagnosticsIds {
  const parts = pathOf(path).split('/')
  return { patient_id: parts[2] || null, booking_id: parts[4] || null }
}

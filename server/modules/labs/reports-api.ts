import { Hono, type MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { Envelope } from '../../../contracts/http.ts'
import { LabReportParamsSchema, LabReportsParamsSchema, type LabReportWire } from '../../../contracts/lab-desk.ts'
import type { AppEnv } from '../../http/types.ts'
import { parseParams } from '../../http/validate.ts'
import { AppError } from '../../lib/app-error.ts'
import { requireUser, effectiveUserId } from '../auth/index.ts'
import { MAX_UPLOAD_BYTES } from '../storage/index.ts'

// A lab booking's reports for its account (issue 11 §6; made by the labs desk, labs/lab-desk.ts): the list, and each
// patient's PDF. Another account's booking, and a report not made yet, answer 404 alike; a guest gets 401 from the
// list and 404 from a report's link (as from an order's invoice).

const ok = <T>(data: T): Envelope<T> => ({ is_success: true, data })

/**
 * The answer's headers for a patient's report PDF (the account's download, saved as a file; the desk's, opened inline):
 * a medical report is kept by the reader's browser only and never sniffed as another type, and opened from our origin
 * (an uploaded lab PDF) it runs in a sandbox: no scripts, no forms.
 */
export function labReportHeaders(file: { bytes: Uint8Array; filename: string }, disposition: 'attachment' | 'inline') {
  return {
    'content-type': 'application/pdf',
    'content-length': String(file.bytes.length),
    'cache-control': 'private, no-store',
    'x-content-type-options': 'nosniff',
    'content-disposition': `${disposition}; filename="${file.filename}"`,
    'content-security-policy': 'sandbox',
  }
}

export function labReportsApi() {
  const api = new Hono<AppEnv>()

  api.get('/labs/bookings/:number/reports', async (c) => {
    const userId = effectiveUserId(requireUser(c.var.session))
    const { number } = parseParams(c, LabReportsParamsSchema)
    return c.json(ok({ reports: (await c.var.services.labDesk.reports(userId, number)) satisfies LabReportWire[] }))
  })

  api.get('/labs/bookings/:number/reports/:patient_key', async (c) => {
    const { number, patient_key } = parseParams(c, LabReportParamsSchema)
    // Like the order's invoice: a guest gets the same 404 as another account (a link that leaks nothing).
    const session = c.var.session
    if (!session) throw AppError.notFound('This report is not ready yet', 'unknown_report')
    const userId = effectiveUserId(session)
    const file = await c.var.services.labDesk.reportFile(userId, number, patient_key)
    return c.body(file.bytes as Uint8Array<ArrayBuffer>, 200, labReportHeaders(file, 'attachment'))
  })

  return api
}

/** The labs desk's booking page posts (the lab's PDF, at most 10 MB, and the form around it): refused above this. */
export const LAB_DESK_BODY_LIMIT = MAX_UPLOAD_BYTES + 256 * 1024

/** POST /staff/labs/{number} (and its .data twin; server/app.ts): the limit before the body is read (the CSRF check reads forms). */
export function labDeskBodyLimit(): MiddlewareHandler<AppEnv> {
  return bodyLimit({
    maxSize: LAB_DESK_BODY_LIMIT,
    onError: (c) => c.text('The file is larger than 10 MB. Please ask the lab for a smaller PDF.', 413),
  }) as MiddlewareHandler<AppEnv>
}

import * as sale from '../../../contracts/consultation-sale.ts'
import { type ApiRoute, json, ok } from '../../lib/openapi-routes.ts'

// The OpenAPI entries of selling a consultation and the patient's side after it (sale-api.ts): the very contract objects
// its handlers validate with, and the contract of each answer. Gathered by server/http/openapi.ts through index.ts.

const FILE_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const
const BASE = '/api/v1/consultations'

const mineRoute = (path: string, summary: string, body?: ApiRoute['body'], errors: readonly number[] = [404, 409]): ApiRoute => ({
  method: 'POST',
  path: `${BASE}/mine/:id/${path}`,
  tag: 'consultations',
  summary,
  access: 'customer',
  params: sale.ConsultationIdParamsSchema,
  ...(body ? { body } : {}),
  responses: ok('The consultation as it is now.', sale.ConsultationAnswerSchema),
  errors,
})

export const OPENAPI_ROUTES: readonly ApiRoute[] = [
  {
    method: 'POST',
    path: `${BASE}/attachments`,
    tag: 'consultations',
    summary: 'Attach reports or photos before booking: one to five files (JPEG, PNG, PDF by content, 10 MB each)',
    access: 'customer',
    body: { multipart: sale.ConsultationUploadSchema, files: { attachments: FILE_TYPES } },
    responses: { 201: { description: 'The files as kept (privately).', content: json(sale.ConsultationUploadAnswerSchema) } },
  },
  {
    method: 'POST',
    path: `${BASE}/bookings`,
    tag: 'consultations',
    summary: 'Book a consultation (a doctor’s slot, or consult now): patient, mode, symptoms, files, consent and payment',
    access: 'customer',
    headers: [
      {
        name: 'Idempotency-Key',
        required: true,
        description: 'Chosen by the client for this booking: the same key and body answer the same for 24 hours.',
      },
    ],
    body: { json: sale.BookConsultationSchema },
    responses: {
      201: {
        description:
          'The consultation’s order and where the browser goes next. A slot taken meanwhile is a 409 slot_taken with details.next_free_slot.',
        content: json(sale.BookedConsultationAnswerSchema),
        headers: { 'Idempotent-Replayed': '"true" on the answer to a repeated key' },
      },
    },
    errors: [404, 409, 422],
  },
  {
    method: 'GET',
    path: `${BASE}/mine`,
    tag: 'consultations',
    summary: 'My consultations: upcoming (earliest first) and past (newest first)',
    access: 'customer',
    responses: ok('The account’s consultations.', sale.MyConsultationsAnswerSchema),
  },
  {
    method: 'GET',
    path: `${BASE}/mine/:id`,
    tag: 'consultations',
    summary: 'One of my consultations, with what may be done with it now (another account’s: 404)',
    access: 'customer',
    params: sale.ConsultationIdParamsSchema,
    responses: ok('The consultation.', sale.ConsultationAnswerSchema),
    errors: [404],
  },
  {
    method: 'GET',
    path: `${BASE}/mine/:id/attachments/:attachment_id`,
    tag: 'consultations',
    summary: 'A file attached to a consultation, for its patient’s account and its doctor only',
    access: 'customer',
    params: sale.ConsultationFileParamsSchema,
    responses: {
      200: {
        description: 'The file, private (a PDF opens in a sandbox).',
        content: { binary: FILE_TYPES },
        headers: { 'Cache-Control': 'private, max-age=300', 'Content-Disposition': 'inline, with the file’s name' },
      },
    },
    errors: [404],
  },
  mineRoute('cancel', 'Cancel: refunded in full until 15 minutes before the start, not after', {
    json: sale.CancelConsultationSchema,
  }),
  mineRoute(
    'reschedule',
    'Move to another free slot of the same doctor (at most 3 times, until 15 minutes before)',
    { json: sale.RescheduleConsultationSchema },
    [404, 409],
  ),
  mineRoute('rating', 'Rate a completed consultation 1–5 stars, once', { json: sale.RateConsultationSchema }),
  mineRoute('reassign', 'The doctor did not join: another doctor of the specialty now'),
  mineRoute('refund', 'The doctor did not join: a full refund'),
]

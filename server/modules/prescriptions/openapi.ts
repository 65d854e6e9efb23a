import * as prescriptions from '../../../contracts/prescriptions.ts'
import { type ApiRoute, json, ok } from '../../lib/openapi-routes.ts'

// The OpenAPI entries of this module's API (api.ts): the very contract objects its handlers validate with, and the
// contract of each answer. server/http/openapi.ts gathers every module's entries through its face (index.ts), in the
// document's order.

const UPLOAD_TYPES = prescriptions.PrescriptionTypeSchema.options

export const OPENAPI_ROUTES: readonly ApiRoute[] = [
  {
    method: 'POST',
    path: '/api/v4/prescriptions',
    tag: 'prescriptions',
    summary: 'Upload a prescription: a patient’s name and one to five files (photos or PDFs, 10 MB each)',
    access: 'customer',
    body: { multipart: prescriptions.PrescriptionUploadSchema, files: { prescription: UPLOAD_TYPES } },
    responses: { 201: { description: 'The prescription as saved.', content: json(prescriptions.PrescriptionAnswerSchema) } },
  },
  {
    method: 'GET',
    path: '/api/v4/prescriptions',
    tag: 'prescriptions',
    summary: 'The account’s prescriptions',
    access: 'customer',
    responses: ok('Newest first.', prescriptions.PrescriptionListAnswerSchema),
  },
  {
    method: 'GET',
    path: '/api/v4/prescriptions/:id/files/:fileId',
    tag: 'prescriptions',
    summary: 'One file of one of the account’s prescriptions (?size=thumbnail: an image’s small picture)',
    access: 'customer',
    params: prescriptions.PrescriptionFileParamsSchema,
    query: prescriptions.PrescriptionFileQuerySchema,
    responses: {
      200: {
        description: 'The file, private to the account (a PDF opens in a sandbox).',
        content: { binary: UPLOAD_TYPES },
        headers: { 'Cache-Control': 'private, max-age=300', 'Content-Disposition': 'inline, with the file’s name' },
      },
    },
    errors: [404],
  },
]

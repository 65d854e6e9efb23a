import * as records from '../../../contracts/records.ts'
import { type ApiRoute, json, ok } from '../../lib/openapi-routes.ts'

// The OpenAPI entries of this module's API (api.ts): the very contract objects its handlers validate with, and the
// contract of each answer. server/http/openapi.ts gathers every module's entries through its face (index.ts).

const FILE_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const

export const OPENAPI_ROUTES: readonly ApiRoute[] = [
  {
    method: 'GET',
    path: '/api/v1/health-records',
    tag: 'health-records',
    summary: 'The account’s family members, each with its count of records and the latest',
    access: 'customer',
    responses: ok('Myself first, then in the order they were added.', records.RecordMembersAnswerSchema),
  },
  {
    method: 'GET',
    path: '/api/v1/health-records/patients/:patientId',
    tag: 'health-records',
    summary: 'A member’s timeline (newest first, by keyset; filtered by kind, dates and words) and trends',
    access: 'customer',
    params: records.RecordPatientParamsSchema,
    query: records.TimelineQuerySchema,
    responses: ok(
      'A page of records, the next page’s cursor, the lab parameters measured twice or more.',
      records.TimelineAnswerSchema,
    ),
    errors: [404],
  },
  {
    method: 'POST',
    path: '/api/v1/health-records/patients/:patientId',
    tag: 'health-records',
    summary:
      'Upload a record for a member: a PDF, JPEG or PNG of at most 10 MB (typed by its bytes), its kind, date, doctor or lab, tags',
    access: 'customer',
    params: records.RecordPatientParamsSchema,
    headers: [
      {
        name: 'Idempotency-Key',
        required: false,
        description:
          'A retried upload with the same key (or form field idempotency_key) answers the record filed the first time.',
      },
    ],
    body: { multipart: records.RecordUploadSchema, files: { file: FILE_TYPES } },
    responses: { 201: { description: 'The record as filed.', content: json(records.RecordAnswerSchema) } },
    errors: [404],
  },
  {
    method: 'GET',
    path: '/api/v1/health-records/:id',
    tag: 'health-records',
    summary: 'One of the account’s records, with its observations',
    access: 'customer',
    params: records.RecordIdParamsSchema,
    responses: ok('The record.', records.RecordAnswerSchema),
    errors: [404],
  },
  {
    method: 'PUT',
    path: '/api/v1/health-records/:id',
    tag: 'health-records',
    summary: 'Change what the person said of their own upload (a filed record: 409)',
    access: 'customer',
    params: records.RecordIdParamsSchema,
    body: { json: records.RecordUpdateSchema },
    responses: ok('The record as saved.', records.RecordAnswerSchema),
    errors: [404, 409],
  },
  {
    method: 'DELETE',
    path: '/api/v1/health-records/:id',
    tag: 'health-records',
    summary: 'Delete the person’s own upload and its file (a filed record: 409)',
    access: 'customer',
    params: records.RecordIdParamsSchema,
    responses: ok('Deleted.', records.RecordDeletedAnswerSchema),
    errors: [404, 409],
  },
  {
    method: 'GET',
    path: '/api/v1/health-records/:id/file',
    tag: 'health-records',
    summary: 'The file of one of the account’s uploads',
    access: 'customer',
    params: records.RecordIdParamsSchema,
    responses: {
      200: {
        description: 'The file, private to the account (a PDF opens in a sandbox).',
        content: { binary: FILE_TYPES },
        headers: { 'Cache-Control': 'private, max-age=300', 'Content-Disposition': 'inline, with the record’s name' },
      },
    },
    errors: [404],
  },
]

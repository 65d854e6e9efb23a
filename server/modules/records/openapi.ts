import * as records from '../../../contracts/records.ts'
import * as sharing from '../../../contracts/records-share.ts'
import { type ApiRoute, json, ok } from '../../lib/openapi-routes.ts'

// The OpenAPI entries of this module's API (api.ts): the very contract objects its handlers validate with, and the
// contract of each answer. server/http/openapi.ts gathers every module's entries through its face (index.ts).

const FILE_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const

export const OPENAPI_ROUTES: readonly ApiRoute[] = [
  {
    method: 'POST',
    path: '/api/v1/health-records/shares',
    tag: 'health-records',
    summary: 'Share one record or a member’s whole record (as filed now) through a link living 1 hour to 7 days',
    access: 'customer',
    headers: [
      {
        name: 'Idempotency-Key',
        required: false,
        description: 'A retry with the same key answers the same share with a fresh link (the first one stops working).',
      },
    ],
    body: { json: sharing.CreateRecordShareBodySchema },
    responses: {
      201: { description: 'The share and its link, shown this once.', content: json(sharing.CreateRecordShareAnswerSchema) },
    },
    errors: [404],
  },
  {
    method: 'GET',
    path: '/api/v1/health-records/shares',
    tag: 'health-records',
    summary: 'A member’s shares, newest first: active, expired or revoked, with their count of views',
    access: 'customer',
    query: sharing.RecordShareListQuerySchema,
    responses: ok('The shares.', sharing.RecordShareListAnswerSchema),
    errors: [404],
  },
  {
    method: 'POST',
    path: '/api/v1/health-records/shares/:share_id/revoke',
    tag: 'health-records',
    summary: 'Withdraw a share’s link now (again: the same answer)',
    access: 'customer',
    params: sharing.RecordShareIdParamsSchema,
    responses: ok('The share, revoked.', sharing.RevokeRecordShareAnswerSchema),
    errors: [404],
  },
  {
    method: 'GET',
    path: '/api/v1/health-records/shares/:share_id/views',
    tag: 'health-records',
    summary: 'A share’s view log: when, from which network (/24 or /48) and which browser',
    access: 'customer',
    params: sharing.RecordShareIdParamsSchema,
    responses: ok('The views, newest first.', sharing.RecordShareViewsAnswerSchema),
    errors: [404],
  },
  {
    method: 'GET',
    path: '/api/v1/health-records/patients/:patient_id/fhir',
    tag: 'health-records',
    summary: 'A member’s records as one FHIR R4 document Bundle (Composition first), with the ABHA identifiers',
    access: 'customer',
    params: sharing.RecordsExportParamsSchema,
    responses: {
      200: {
        description: 'The bundle, streamed, as a download.',
        content: { binary: [sharing.FHIR_JSON_MEDIA_TYPE] },
        headers: {
          'Content-Disposition': 'attachment; filename="health-records-….fhir.json"',
          'Cache-Control': 'private, no-store',
        },
      },
    },
    errors: [404],
  },
  {
    method: 'GET',
    path: '/api/v1/health-records/patients/:patient_id/abha',
    tag: 'health-records',
    summary: 'A member’s ABHA number and address (checked by format only)',
    access: 'customer',
    params: sharing.RecordsExportParamsSchema,
    responses: ok('The ABHA details, null when not given.', sharing.RecordAbhaAnswerSchema),
    errors: [404],
  },
  {
    method: 'PUT',
    path: '/api/v1/health-records/patients/:patient_id/abha',
    tag: 'health-records',
    summary: 'Keep a member’s ABHA number (14 digits) and address (name@abdm) after their format checks; blank clears',
    access: 'customer',
    params: sharing.RecordsExportParamsSchema,
    body: { json: sharing.RecordAbhaBodySchema },
    responses: ok('The ABHA details as kept.', sharing.RecordAbhaAnswerSchema),
    errors: [404],
  },
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

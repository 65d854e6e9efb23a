import * as cancerCare from '../../../contracts/cancer-care.ts'
import { type ApiRoute, json, ok } from '../../lib/openapi-routes.ts'

// The OpenAPI entries of this module's API (api.ts): the very contract objects its handlers validate with, and the
// contract of each answer. server/http/openapi.ts gathers every module's entries through its face (index.ts).

const REPORT_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const

export const OPENAPI_ROUTES: readonly ApiRoute[] = [
  {
    method: 'POST',
    path: '/api/v1/cancer-care/second-opinions',
    tag: 'cancer-care',
    summary:
      'Ask for a cancer second opinion: one of the account’s patients, diagnosis, stage, treatment so far, a contact phone, 1–5 pathology and 0–5 imaging reports (photos or PDFs, 10 MB each)',
    access: 'customer',
    body: { multipart: cancerCare.SecondOpinionFormSchema, files: { pathology: REPORT_TYPES, imaging: REPORT_TYPES } },
    responses: {
      201: { description: 'The request as received (state received).', content: json(cancerCare.SecondOpinionAnswerSchema) },
    },
  },
  {
    method: 'GET',
    path: '/api/v1/cancer-care/second-opinions',
    tag: 'cancer-care',
    summary: 'The account’s second-opinion requests, newest first, each with its state',
    access: 'customer',
    responses: ok('Newest first.', cancerCare.SecondOpinionListAnswerSchema),
  },
  {
    method: 'GET',
    path: '/api/v1/cancer-care/second-opinions/:id',
    tag: 'cancer-care',
    summary: 'One of the account’s second-opinion requests (another account’s: 404)',
    access: 'customer',
    params: cancerCare.SecondOpinionParamsSchema,
    responses: ok('The request, with the opinion’s link once ready.', cancerCare.SecondOpinionAnswerSchema),
    errors: [404],
  },
  {
    method: 'GET',
    path: '/api/v1/cancer-care/second-opinions/:id/opinion',
    tag: 'cancer-care',
    summary: 'The oncologist’s written opinion of one of the account’s requests, as a PDF (404 until it is ready)',
    // Like a lab report's link, anyone but the request's account (a guest too) gets the same 404.
    access: 'anyone',
    params: cancerCare.SecondOpinionParamsSchema,
    responses: {
      200: {
        description: 'The PDF, private to the account, saved as a file.',
        content: { binary: ['application/pdf'] },
        headers: { 'Cache-Control': 'private, no-store', 'Content-Disposition': 'attachment, with the request’s reference' },
      },
    },
    errors: [404],
  },
]

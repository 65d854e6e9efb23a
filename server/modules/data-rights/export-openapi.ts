import * as dataExport from '../../../contracts/data-export.ts'
import { type ApiRoute, json, ok } from '../../lib/openapi-routes.ts'

// The OpenAPI entries of 'download my data' (export-api.ts; issue 26 §6, decision 080).
export const OPENAPI_ROUTES: readonly ApiRoute[] = [
  {
    method: 'GET',
    path: '/api/v1/data-exports',
    tag: 'profile',
    summary: 'The account’s latest copy of its data (preparing, ready until a date, expired) and whether it may ask again',
    access: 'customer',
    responses: ok('The latest archive, or null.', dataExport.DataExportsAnswerSchema),
  },
  {
    method: 'POST',
    path: '/api/v1/data-exports',
    tag: 'profile',
    summary: 'Ask for a copy of everything the account holds: a ZIP built in the background, offered for 7 days',
    access: 'customer',
    headers: [
      {
        name: 'Idempotency-Key',
        required: true,
        description: 'The same key again answers the archive it asked for (8 to 128 letters, digits, _ or -).',
      },
    ],
    responses: {
      200: {
        description: 'The archive already asked for with this key, or the one in preparation (one at a time).',
        content: json(dataExport.DataExportAnswerSchema),
      },
      202: { description: 'A new archive, preparing.', content: json(dataExport.DataExportAnswerSchema) },
    },
    errors: [400, 409, 429],
  },
  {
    method: 'GET',
    path: '/api/v1/data-exports/:id',
    tag: 'profile',
    summary: 'One of the account’s archives',
    access: 'customer',
    params: dataExport.DataExportIdParamsSchema,
    responses: ok('The archive’s state.', dataExport.DataExportAnswerSchema),
    errors: [404],
  },
  {
    method: 'GET',
    path: '/api/v1/data-exports/:id/archive',
    tag: 'profile',
    summary: 'Download one of the account’s archives while it is ready',
    access: 'customer',
    params: dataExport.DataExportIdParamsSchema,
    responses: {
      200: {
        description: 'The ZIP: JSON files and the account’s files, streamed from private storage.',
        content: { binary: ['application/zip'] },
        headers: { 'Cache-Control': 'private, no-store', 'Content-Disposition': 'attachment; filename="medwise-data-<day>.zip"' },
      },
    },
    errors: [404, 409, 410],
  },
]

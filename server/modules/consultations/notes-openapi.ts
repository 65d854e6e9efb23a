import * as notes from '../../../contracts/consultation-notes.ts'
import { type ApiRoute, ok } from '../../lib/openapi-routes.ts'

// The OpenAPI entries of the doctor's notes (notes-api.ts). For anyone but the consultation's doctor both answer 404,
// as for a consultation that does not exist.
export const OPENAPI_ROUTES: readonly ApiRoute[] = [
  {
    method: 'GET',
    path: '/api/v1/consultations/:id/notes',
    tag: 'consultation-notes',
    summary: 'The doctor’s private notes of the consultation (empty before the first save); its doctor only',
    access: 'customer',
    params: notes.ConsultationNotesParamsSchema,
    responses: ok('The note.', notes.ConsultationNotesAnswerSchema),
    errors: [404],
  },
  {
    method: 'PUT',
    path: '/api/v1/consultations/:id/notes',
    tag: 'consultation-notes',
    summary: `Save the doctor’s notes (replaces them; at most ${notes.MAX_NOTE_CHARS} characters, empty clears them)`,
    access: 'customer',
    params: notes.ConsultationNotesParamsSchema,
    body: { json: notes.ConsultationNotesBodySchema },
    responses: ok('The note as saved.', notes.ConsultationNotesAnswerSchema),
    errors: [404],
  },
]

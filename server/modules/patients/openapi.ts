import * as patients from '../../../contracts/patients.ts'
import { type ApiRoute, json, ok } from '../../lib/openapi-routes.ts'

// The OpenAPI entries of this module's API (api.ts): the very contract objects its handlers validate with, and the
// contract of each answer. server/http/openapi.ts gathers every module's entries through its face (index.ts), in the
// document's order.
export const OPENAPI_ROUTES: readonly ApiRoute[] = [
  {
    method: 'GET',
    path: '/api/v4/patients',
    tag: 'patients',
    summary: 'The account’s patients',
    access: 'customer',
    responses: ok('Myself first, then in the order they were added.', patients.PatientListAnswerSchema),
  },
  {
    method: 'POST',
    path: '/api/v4/patients',
    tag: 'patients',
    summary: 'Add a patient (at most 10, one of them yourself)',
    access: 'customer',
    body: { json: patients.PatientBodySchema },
    responses: { 201: { description: 'The patient as saved, and the list.', content: json(patients.PatientSavedAnswerSchema) } },
  },
  {
    method: 'PUT',
    path: '/api/v4/patients/:id',
    tag: 'patients',
    summary: 'Change a patient (the whole profile)',
    access: 'customer',
    params: patients.PatientIdParamsSchema,
    body: { json: patients.PatientBodySchema },
    responses: ok('The patient as saved, and the list.', patients.PatientSavedAnswerSchema),
    errors: [404],
  },
  {
    method: 'DELETE',
    path: '/api/v4/patients/:id',
    tag: 'patients',
    summary: 'Remove a patient (the cart lines it was chosen for lose it)',
    access: 'customer',
    params: patients.PatientIdParamsSchema,
    responses: ok('The list after it.', patients.PatientListAnswerSchema),
    errors: [404],
  },
]

import * as consultations from '../../../contracts/consultations.ts'
import { type ApiRoute, ok } from '../../lib/openapi-routes.ts'

// The OpenAPI entries of this module's API (api.ts): the very contract objects its handlers validate with, and the
// contract of each answer. server/http/openapi.ts gathers every module's entries through its face (index.ts).
export const OPENAPI_ROUTES: readonly ApiRoute[] = [
  {
    method: 'GET',
    path: '/api/v1/consultations/specialties',
    tag: 'consultations',
    summary: 'The specialties a patient can consult in, with their common symptoms, doctors and lowest fee',
    access: 'anyone',
    responses: ok('The specialties, in the consultation home’s order.', consultations.SpecialtiesAnswerSchema),
  },
  {
    method: 'GET',
    path: '/api/v1/consultations/specialties/:code/doctors',
    tag: 'consultations',
    summary: 'A specialty’s doctors: fee, languages, experience, rating and next free slot; filters and pages',
    access: 'anyone',
    params: consultations.SpecialtyCodeParamsSchema,
    query: consultations.DoctorListQuerySchema,
    responses: ok('A page of doctors and how many match.', consultations.DoctorListAnswerSchema),
    // 404: no such specialty.
    errors: [404],
  },
  {
    method: 'GET',
    path: '/api/v1/consultations/specialties/:code/consult-now',
    tag: 'consultations',
    summary: '‘Consult now’: the specialty’s first doctor free within 30 minutes, and the wait (ask again: live)',
    access: 'anyone',
    params: consultations.SpecialtyCodeParamsSchema,
    query: consultations.ConsultNowQuerySchema,
    responses: ok('The doctor and the wait, or available: false.', consultations.ConsultNowAnswerSchema),
    errors: [404],
  },
  {
    method: 'GET',
    path: '/api/v1/consultations/doctors/:id',
    tag: 'consultations',
    summary: 'A doctor’s page: profile, registration, next free slot, the bookable days and one day’s slots',
    access: 'anyone',
    params: consultations.DoctorIdParamsSchema,
    query: consultations.DoctorPageQuerySchema,
    responses: ok('The doctor.', consultations.DoctorPageAnswerSchema),
    // 404: no such doctor, or not consulting.
    errors: [404],
  },
  {
    method: 'GET',
    path: '/api/v1/consultations/doctors/:id/slots',
    tag: 'consultations',
    summary: 'A doctor’s slots of a day (India time), each free or taken; none on a day off or outside the 7 days',
    access: 'anyone',
    params: consultations.DoctorIdParamsSchema,
    query: consultations.DoctorSlotsQuerySchema,
    responses: ok('The day’s slots, earliest first.', consultations.DoctorDayAnswerSchema),
    errors: [404],
  },
]

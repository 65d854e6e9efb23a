import * as rx from '../../../contracts/e-prescriptions.ts'
import { type ApiRoute, ok } from '../../lib/openapi-routes.ts'

// The OpenAPI entries of the e-prescription's calls (prescription-api.ts; issue 24 §5, §6).
export const PRESCRIPTION_OPENAPI_ROUTES: readonly ApiRoute[] = [
  {
    method: 'GET',
    path: '/api/v1/consultations/:id/prescription',
    tag: 'consultations',
    summary: 'A consultation’s e-prescription, for the account that booked it and its doctor',
    access: 'customer',
    params: rx.EPrescriptionParamsSchema,
    responses: ok('The signed prescription.', rx.EPrescriptionAnswerSchema),
    // 404: not the caller's consultation, or no prescription yet.
    errors: [404],
  },
  {
    method: 'POST',
    path: '/api/v1/consultations/:id/prescription',
    tag: 'consultations',
    summary: 'The consultation’s doctor writes and signs its e-prescription, once; the guidelines’ lists are enforced',
    access: 'customer',
    params: rx.EPrescriptionParamsSchema,
    body: { json: rx.WriteEPrescriptionSchema },
    responses: {
      201: { description: 'The signed prescription (its PDF kept privately).', content: { json: rx.EPrescriptionAnswerSchema } },
    },
    // 404: not this doctor's consultation; 409: already signed, or the consultation has not started.
    errors: [404, 409],
  },
  {
    method: 'GET',
    path: '/api/v1/consultations/:id/prescription/pdf',
    tag: 'consultations',
    summary: 'The signed e-prescription as a PDF, for the account that booked and the doctor',
    access: 'anyone',
    params: rx.EPrescriptionParamsSchema,
    responses: {
      200: {
        description: 'The PDF, private to the two sides.',
        content: { binary: ['application/pdf'] },
        headers: { 'Cache-Control': 'private, no-store', 'Content-Disposition': 'attachment, with the prescription’s number' },
      },
    },
    errors: [404],
  },
  {
    method: 'GET',
    path: '/api/v1/consultations/:id/prescription/medicines',
    tag: 'consultations',
    summary: 'The doctor’s medicine search over the catalog, each with its list and whether this consultation may prescribe it',
    access: 'customer',
    params: rx.EPrescriptionParamsSchema,
    query: rx.EPrescriptionMedicineQuerySchema,
    responses: ok('Up to 12 medicines by name.', rx.EPrescriptionMedicinesAnswerSchema),
    errors: [404],
  },
  {
    method: 'POST',
    path: '/api/v1/consultations/:id/prescription/order-medicines',
    tag: 'consultations',
    summary: '‘Order medicines’: the pharmacy cart holds the prescribed medicines, the prescription attached (no upload)',
    access: 'customer',
    params: rx.EPrescriptionParamsSchema,
    responses: ok('The cart filled.', rx.EPrescriptionOrderAnswerSchema),
    // 404: not the patient's account's; 409: no medicines, or the prescription is too old.
    errors: [404, 409],
  },
  {
    method: 'POST',
    path: '/api/v1/consultations/:id/prescription/book-tests',
    tag: 'consultations',
    summary: '‘Book tests’: the labs cart holds the advised tests, at the lab that does them all',
    access: 'customer',
    params: rx.EPrescriptionParamsSchema,
    responses: ok('The labs cart’s tests.', rx.EPrescriptionTestsAnswerSchema),
    errors: [404, 409],
  },
]

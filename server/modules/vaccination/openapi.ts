import * as v from '../../../contracts/vaccination.ts'
import { type ApiRoute, json, ok } from '../../lib/openapi-routes.ts'

// The OpenAPI entries of vaccination at home (api.ts): the very contract objects its handlers validate with, and the
// contract of each answer. Gathered by server/http/openapi.ts through index.ts.

const BASE = '/api/v4/vaccination'

export const OPENAPI_ROUTES: readonly ApiRoute[] = [
  {
    method: 'GET',
    path: `${BASE}/vaccines`,
    tag: 'vaccination',
    summary: 'The vaccines given at home: age rules, doses and intervals, SAMPLE prices, the nurse’s visit fee and cities',
    access: 'anyone',
    responses: ok('The catalogue.', v.VaccineCatalogueResponseSchema),
  },
  {
    method: 'GET',
    path: `${BASE}/slots`,
    tag: 'vaccination',
    summary: 'A city’s nurse slots of a day (2 hours ahead, 7 days), with their free places',
    access: 'anyone',
    query: v.VaccinationSlotsQuerySchema,
    responses: ok('The day’s bookable slots.', v.VaccinationSlotDayResponseSchema),
  },
  {
    method: 'POST',
    path: `${BASE}/bookings`,
    tag: 'vaccination',
    summary: 'Book a dose at home for a family member: the age rule and intervals checked, a nurse slot taken, paid',
    access: 'customer',
    headers: [
      {
        name: 'Idempotency-Key',
        required: true,
        description: 'Chosen by the client for this booking: the same key and body answer the same for 24 hours.',
      },
    ],
    body: { json: v.BookVaccinationSchema },
    responses: {
      201: {
        description:
          'The booking’s order and where the browser goes next. A slot that filled is a 409 slot_full with details.next_free_slot; a person outside the vaccine’s age rule a 400 with the rule.',
        content: json(v.PlacedVaccinationResponseSchema),
        headers: { 'Idempotent-Replayed': '"true" on the answer to a repeated key' },
      },
    },
    errors: [404, 409],
  },
  {
    method: 'GET',
    path: `${BASE}/bookings`,
    tag: 'vaccination',
    summary: 'My vaccinations at home, newest first',
    access: 'customer',
    responses: ok('The account’s bookings.', v.VaccinationBookingsResponseSchema),
  },
  {
    method: 'GET',
    path: `${BASE}/bookings/:number`,
    tag: 'vaccination',
    summary: 'One of my vaccinations: the dose, what the nurse recorded, the certificate and the next dose',
    access: 'customer',
    params: v.VaccinationNumberParamsSchema,
    responses: ok('The booking.', v.VaccinationBookingResponseSchema),
    errors: [404],
  },
  {
    method: 'GET',
    path: `${BASE}/bookings/:number/certificate`,
    tag: 'vaccination',
    summary: 'The vaccination certificate (PDF), once the dose and its observation are recorded',
    access: 'customer',
    params: v.VaccinationNumberParamsSchema,
    responses: {
      200: {
        description: 'The certificate.',
        content: { binary: ['application/pdf'] },
        headers: { 'Cache-Control': 'private, no-store', 'Content-Disposition': 'attachment, with the certificate’s number' },
      },
    },
    errors: [404],
  },
]

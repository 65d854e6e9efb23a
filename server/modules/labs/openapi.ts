import * as labBookings from '../../../contracts/lab-bookings.ts'
import * as labDesk from '../../../contracts/lab-desk.ts'
import * as labSlots from '../../../contracts/lab-slots.ts'
import { type ApiRoute, json, ok } from '../../lib/openapi-routes.ts'

// The OpenAPI entries of this module's API (slots-api.ts, bookings-api.ts and reports-api.ts): the very contract
// objects its handlers validate with, and the contract of each answer. server/http/openapi.ts gathers every module's
// entries through its face (index.ts), in the document's order.
export const OPENAPI_ROUTES: readonly ApiRoute[] = [
  // ---- lab slots and the patient step ----
  {
    method: 'GET',
    path: '/labs/slots',
    tag: 'lab-slots',
    summary: 'A lab’s bookable home-collection slots in a city on a day, with their free places',
    access: 'anyone',
    query: labSlots.LabSlotsQuerySchema,
    responses: ok('The day’s bookable slots, earliest first.', labSlots.LabSlotDayAnswerSchema),
    errors: [404],
  },
  {
    method: 'GET',
    path: '/labs/cart/patient-step',
    tag: 'lab-slots',
    summary: 'The labs cart’s patient step: who each test is for, the slot, the account’s patients',
    access: 'customer',
    query: labSlots.LabPatientStepQuerySchema,
    responses: ok('The step.', labSlots.LabPatientStepAnswerSchema),
  },
  {
    method: 'PUT',
    path: '/labs/cart/patient-step',
    tag: 'lab-slots',
    summary: 'Choose who each test is for (1–6 of your patients) and the collection slot',
    access: 'customer',
    body: { json: labSlots.LabPatientStepBodySchema },
    responses: ok('The step after it.', labSlots.LabPatientStepAnswerSchema),
    errors: [404, 409],
  },
  // ---- lab bookings ----
  {
    method: 'POST',
    path: '/labs/bookings',
    tag: 'lab-bookings',
    summary: 'Book the labs cart: its tests per patient at the chosen slot, paid online or from MedWise Cash',
    access: 'customer',
    headers: [
      {
        name: 'Idempotency-Key',
        required: true,
        description: 'Chosen by the client for this booking: the same key and body answer the same for 24 hours.',
      },
    ],
    body: { json: labBookings.PlaceLabBookingSchema },
    responses: {
      201: {
        description:
          'The booking (an order), and where the browser goes next. A repeated key answers the same again. A slot that filled since it was chosen is a 409 slot_full with details.next_free_slot.',
        content: json(labBookings.PlaceLabBookingAnswerSchema),
        headers: { 'Idempotent-Replayed': '"true" on the answer to a repeated key' },
      },
    },
    errors: [404, 409, 422],
  },
  {
    method: 'GET',
    path: '/labs/bookings',
    tag: 'lab-bookings',
    summary: 'The account’s lab bookings, newest first, with their lab, slot and tests per patient',
    access: 'customer',
    responses: ok('The latest 50 bookings.', labBookings.LabBookingListAnswerSchema),
  },
  {
    method: 'GET',
    path: '/labs/bookings/:number',
    tag: 'lab-bookings',
    summary: 'One of the account’s lab bookings (another account’s is a 404)',
    access: 'customer',
    params: labBookings.LabBookingNumberParamsSchema,
    responses: ok('The booking.', labBookings.LabBookingAnswerSchema),
    errors: [404],
  },
  // ---- lab reports (issue 11 §6): made by the labs desk, one per patient of a booking ----
  {
    method: 'GET',
    path: '/labs/bookings/:number/reports',
    tag: 'lab-bookings',
    summary: 'The reports of one of the account’s lab bookings made so far, one per patient (another account’s: 404)',
    access: 'customer',
    params: labDesk.LabReportsParamsSchema,
    responses: ok('The reports, by patient.', labDesk.LabReportListAnswerSchema),
    errors: [404],
  },
  {
    method: 'GET',
    path: '/labs/bookings/:number/reports/:patient_key',
    tag: 'lab-bookings',
    summary: 'A patient’s report of one of the account’s lab bookings, as a PDF to save',
    // Like the order's invoice, anyone but the booking's account (a guest too) gets the same 404.
    access: 'anyone',
    params: labDesk.LabReportParamsSchema,
    responses: {
      200: {
        description: 'The report (a PDF), for the booking’s account only.',
        content: { binary: ['application/pdf'] },
        headers: {
          'Content-Disposition': 'attachment, with a file name naming the booking and the patient',
          'Cache-Control': 'private, no-store',
        },
      },
    },
    errors: [404],
  },
  {
    method: 'POST',
    path: '/labs/bookings/:number/reschedule',
    tag: 'lab-bookings',
    summary: 'Move a booked lab booking to another free slot of its lab and city, until 2 hours before the visit',
    access: 'customer',
    params: labBookings.LabBookingNumberParamsSchema,
    body: { json: labBookings.RescheduleLabBookingSchema },
    responses: ok(
      'The booking at its new slot. The slot it already has changes nothing. A slot without room for its patients is a 409 slot_full with details.next_free_slot.',
      labBookings.LabBookingAnswerSchema,
    ),
    // 400: a slot of another lab or city, or one the slot rules refuse; 404: another account's booking or an unknown
    // slot; 409: too late (within 2 hours), not booked, or full.
    errors: [400, 404, 409],
  },
]

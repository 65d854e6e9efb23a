import * as corporateLabs from '../../../contracts/corporate-labs.ts'
import { LabSlotDayAnswerSchema } from '../../../contracts/lab-slots.ts'
import { type ApiRoute, json, ok } from '../../lib/openapi-routes.ts'

/** The link's headers of every /ppmc call (the security schemes say the same), and the reschedule reason. */
const PPMC_ROUTE_HEADERS: NonNullable<ApiRoute['headers']> = [
  {
    name: 'X-Self-Serve-Token',
    required: true,
    description: 'The link’s token (43 characters, base64url): missing or malformed 401, no such link 404, used or expired 410.',
  },
  { name: 'X-Self-Serve-UUID', required: true, description: 'The link’s uuid, which must be the token’s own link (else 404).' },
  {
    name: 'X-Self-Serve-Reschedule-Reason',
    required: false,
    description: 'Sent by the client for a reschedule link; the reason HR gave with the link is the one that counts.',
  },
]

// The OpenAPI entries of the corporate health check's API (labs-api.ts; issue 25 §5–6, decision 068) and of the /ppmc
// calls (ppmc-api.ts), the self-serve page's, authenticated by the link's headers (decision 072: in the document, under
// their own server).
export const OPENAPI_ROUTES: readonly ApiRoute[] = [
  {
    method: 'GET',
    path: '/corporate/:slug/labs/members',
    tag: 'corporate-labs',
    summary: 'The employee and their dependants: whether the year’s health check covers each, and its status',
    access: 'customer',
    params: corporateLabs.CorporateSlugParamsSchema,
    responses: ok('The family, the employee first.', corporateLabs.CorporateLabMembersAnswerSchema),
    errors: [404],
  },
  {
    method: 'GET',
    path: '/corporate/:slug/labs/packages',
    tag: 'corporate-labs',
    summary: 'The year’s health-check package (₹0 to the covered) and add-on tests at corporate prices',
    access: 'customer',
    params: corporateLabs.CorporateSlugParamsSchema,
    query: corporateLabs.CorporateLabPackagesQuerySchema,
    responses: ok('The package at the lab of the address’s city.', corporateLabs.CorporateLabPackagesAnswerSchema),
    errors: [404],
  },
  {
    method: 'POST',
    path: '/corporate/:slug/labs/bookings',
    tag: 'corporate-labs',
    summary: 'Book the health check for covered members with add-ons: the employer pays the package, the employee the rest',
    access: 'customer',
    params: corporateLabs.CorporateSlugParamsSchema,
    headers: [
      {
        name: 'Idempotency-Key',
        required: true,
        description: 'Chosen by the client for this booking: the same key and body answer the same for 24 hours.',
      },
    ],
    body: { json: corporateLabs.PlaceCorporateLabBookingSchema },
    responses: {
      201: {
        description: 'The booking (a lab order of source CORPORATE_LABS) and where the browser goes next.',
        content: json(corporateLabs.PlacedCorporateLabBookingAnswerSchema),
        headers: { 'Idempotent-Replayed': '"true" on the answer to a repeated key' },
      },
    },
    errors: [404, 409],
  },
  {
    method: 'GET',
    path: '/corporate/:slug/labs/progress/:test_id',
    tag: 'corporate-labs',
    summary: 'Each family member’s booking of a test this year and its status',
    access: 'customer',
    params: corporateLabs.CorporateLabTestParamsSchema,
    responses: ok('The people booked for the test.', corporateLabs.CorporateLabProgressAnswerSchema),
    errors: [404],
  },
  {
    method: 'POST',
    path: '/corporate/:slug/admin/self-serve-links',
    tag: 'corporate-labs',
    summary: 'HR: a single-use link (6 hours) for a roster employee to book their health check without an account',
    access: 'customer',
    params: corporateLabs.CorporateSlugParamsSchema,
    body: { json: corporateLabs.CreateSelfServeLinkSchema },
    responses: {
      201: { description: 'The link, answered once.', content: json(corporateLabs.SelfServeLinkCreatedAnswerSchema) },
    },
    errors: [404],
  },
  // ---- /ppmc: the self-serve page's calls (spec 2 §7) ----
  {
    method: 'GET',
    prefix: '/ppmc',
    path: '/self-serve/context',
    tag: 'self-serve',
    summary: 'What a live link books: the corporate, the employee’s name, the package, the cities it is collected in',
    access: 'self-serve',
    headers: PPMC_ROUTE_HEADERS,
    responses: ok('The link’s booking page.', corporateLabs.SelfServeContextAnswerSchema),
    errors: [404, 410],
  },
  {
    method: 'GET',
    prefix: '/ppmc',
    path: '/self-serve/slots',
    tag: 'self-serve',
    summary: 'The day’s home-collection slots of the lab that collects the health check in a city',
    access: 'self-serve',
    headers: PPMC_ROUTE_HEADERS,
    query: corporateLabs.SelfServeSlotsQuerySchema,
    responses: ok('The day’s bookable slots, earliest first.', LabSlotDayAnswerSchema),
    errors: [404, 410],
  },
  {
    method: 'POST',
    prefix: '/ppmc',
    path: '/self-serve/booking',
    tag: 'self-serve',
    summary: 'Book (or, with a reschedule link, move) the employee’s health check; the link is used once',
    access: 'self-serve',
    headers: [
      ...PPMC_ROUTE_HEADERS,
      {
        name: 'Idempotency-Key',
        required: true,
        description:
          'Chosen by the client for this booking: the same key and body answer the first booking again for 24 hours, even once the link is used (decision 072).',
      },
    ],
    body: { json: corporateLabs.SelfServeBookingSchema },
    responses: {
      201: { description: 'The booking: its number, slot and lab.', content: json(corporateLabs.SelfServeBookedAnswerSchema) },
    },
    errors: [404, 409, 410, 422],
  },
]

import * as corporateLabs from '../../../contracts/corporate-labs.ts'
import { type ApiRoute, json, ok } from '../../lib/openapi-routes.ts'

// The OpenAPI entries of the corporate health check's API (labs-api.ts; issue 25 §5–6, decision 068). The /ppmc calls
// (ppmc-api.ts) are the self-serve page's, authenticated by the link's headers, and stay out of the /pwa-api document.
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
]

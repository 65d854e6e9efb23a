import { Hono } from 'hono'
import { etag } from 'hono/etag'
import { z } from 'zod'
import { AUTH_PATHS } from '../../core/auth/paths.ts'
import * as addresses from '../../contracts/addresses.ts'
import * as auth from '../../contracts/auth.ts'
import * as cart from '../../contracts/cart.ts'
import * as catalog from '../../contracts/catalog.ts'
import * as content from '../../contracts/content.ts'
import * as desk from '../../contracts/desk.ts'
import * as events from '../../contracts/events.ts'
import * as http from '../../contracts/http.ts'
import * as labBookings from '../../contracts/lab-bookings.ts'
import * as labDesk from '../../contracts/lab-desk.ts'
import * as labSlots from '../../contracts/lab-slots.ts'
import * as notify from '../../contracts/notify.ts'
import * as openapi from '../../contracts/openapi.ts'
import * as orders from '../../contracts/orders.ts'
import * as patients from '../../contracts/patients.ts'
import * as payments from '../../contracts/payments.ts'
import * as places from '../../contracts/places.ts'
import * as prescriptions from '../../contracts/prescriptions.ts'
import * as support from '../../contracts/support.ts'
import * as widgets from '../../contracts/widgets.ts'
import { EnvelopeSchema as RazorpayEventSchema, EVENT_ID_HEADER, SIGNATURE_HEADER } from '../modules/payments/razorpay/webhook.ts'
import type { AppEnv } from './types.ts'

// The OpenAPI 3.1 description of every /pwa-api call (issue 12 §6), served at GET /pwa-api/openapi.json. API_ROUTES
// names, for each route the app registers, the very Zod objects its handler validates with (contracts/*.ts) and the
// contract of each answer; the document is generated from them (Zod's JSON Schema 2020-12 output: requests as their
// input side, answers as their output side), so the description holds no shape of its own.
// tests/integration/openapi.int.test.ts checks that every registered route is here and that real answers match.

type ZodSchema = z.ZodType
type Json = Record<string, unknown>

/** What an answer carries. */
export type ApiContent =
  /** application/json, the contract's shape. */
  | { json: ZodSchema }
  /** Bytes of one of these media types (a customer's own file). */
  | { binary: readonly string[] }
  /** text/event-stream: each named event and the JSON shape of its data. */
  | { events: Readonly<Record<string, ZodSchema>> }

export interface ApiResponse {
  description: string
  /** Nothing for a body-less answer (304). */
  content?: ApiContent
  /** Response headers worth naming, with what they say. */
  headers?: Readonly<Record<string, string>>
}

export type ApiBody =
  | { json: ZodSchema }
  /** multipart/form-data; `files`: each file field and the media types it takes. */
  | { multipart: ZodSchema; files: Readonly<Record<string, readonly string[]>> }
  /** JSON whose raw bytes are signed (a webhook): read only after the signature matched. */
  | { signedJson: ZodSchema }

export interface ApiRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  /** The route as registered under /pwa-api (Hono's form, `:name` for a path parameter). */
  path: string
  tag: (typeof TAGS)[number]['name']
  summary: string
  /**
   * Who may call: anyone (a guest too), a signed-in customer (401 otherwise), or the payment gateway (authenticated
   * by a signature over the body; on the app's CSRF allow-list, server/app.ts CSRF_EXEMPT).
   */
  access: 'anyone' | 'customer' | 'gateway'
  query?: z.ZodObject
  params?: z.ZodObject
  headers?: ReadonlyArray<{ name: string; required: boolean; description: string }>
  body?: ApiBody
  /** The answers of a call that went through, by status. */
  responses: Readonly<Record<number, ApiResponse>>
  /**
   * Refusals besides the ones the route's shape implies (400 for an input, 413 and 415 for a body, 401 for a customer's
   * call, 403 for a write without its CSRF token, 500 always): every one answers the error body of contracts/http.ts.
   */
  errors?: readonly number[]
}

const TAGS = [
  { name: 'content', description: 'Site content: the footer.' },
  { name: 'places', description: 'Cities, serviceability and the city of a GPS position (spec 1 §7.1).' },
  { name: 'catalog', description: 'Search suggestions and the category tree (spec 1 §7.1).' },
  { name: 'notify', description: 'Messages a visitor asks for (the app link by SMS).' },
  { name: 'cart', description: 'The pharmacy and labs carts (spec 1 §7.1, spec 2 §7). A guest has a cart of their own.' },
  { name: 'prescriptions', description: 'Prescription uploads and files (issue 9 §4), the account’s own only.' },
  { name: 'addresses', description: 'The address book (issue 9) and the pincode lookup.' },
  { name: 'patients', description: 'The account’s patients: the family profiles lab tests are booked for (issue 11 §4).' },
  { name: 'lab-slots', description: 'Home-collection slots and the labs cart’s patient step (issue 11 §4).' },
  { name: 'lab-bookings', description: 'Booking the labs cart, paid as an order of source DIAGNOSTICS (issue 11 §5).' },
  { name: 'auth', description: 'Sign-in, sign-up and single sign-on (spec 1 §7.2). Paths relative to /pwa-api.' },
  { name: 'support', description: 'Need Help and its captcha (spec 1 §2.9).' },
  { name: 'orders', description: 'Placing, listing and cancelling orders (issue 9 §7–8).' },
  { name: 'payments', description: 'The payment gateway’s webhook (issue 9 §6).' },
  { name: 'courier', description: 'The courier’s parcel status webhook (issue 10 §4).' },
  { name: 'events', description: 'Live updates of the account’s orders, as server-sent events.' },
  { name: 'meta', description: 'This description.' },
] as const

const json = (schema: ZodSchema): ApiContent => ({ json: schema })
const ok = (description: string, schema: ZodSchema): Readonly<Record<number, ApiResponse>> => ({
  200: { description, content: json(schema) },
})

/** Every sign-in step answers 200 with flags for the popup's next step, or a session (spec 1 §7.2). */
const AUTH_STEP_ANSWER = ok(
  'The next step (user_flags), or a completed sign-in: the session cookie is set and user_data and csrf_token come back.',
  auth.AuthSuccessSchema,
)
/**
 * The refusals of a sign-in step besides a 400 (a wrong or expired code, a step out of order): a number or e-mail
 * another account holds (409 with `warning`, the dialog of spec 1 §8), a locked account, a cooldown or rate limit, an
 * SMS or e-mail provider down.
 */
const AUTH_STEP_ERRORS = [409, 423, 429, 503] as const
const authStep = (path: string, summary: string, body: ZodSchema): ApiRoute => ({
  method: 'POST',
  path: `/${path}`,
  tag: 'auth',
  summary,
  access: 'anyone',
  body: { json: body },
  responses: AUTH_STEP_ANSWER,
  errors: AUTH_STEP_ERRORS,
})

const UPLOAD_TYPES = prescriptions.PrescriptionTypeSchema.options

/** Every /pwa-api route the app registers (server/app.ts mounts the modules' APIs). */
export const API_ROUTES: readonly ApiRoute[] = [
  // ---- content, places, catalog, notify ----
  {
    method: 'GET',
    path: '/api/v4/footer-data',
    tag: 'content',
    summary: 'The footer (spec 1 §3)',
    access: 'anyone',
    responses: ok('The footer’s sections, links and counted stats.', content.FooterAnswerSchema),
  },
  {
    method: 'GET',
    path: '/api/v5/cities',
    tag: 'places',
    summary: 'All cities and the top cities',
    access: 'anyone',
    responses: ok('The city lists.', places.CityListsSchema),
  },
  {
    method: 'GET',
    path: '/api/v4/city-serviceable',
    tag: 'places',
    summary: 'Whether a city is served',
    access: 'anyone',
    query: places.CityQuerySchema,
    responses: ok('What the city can order.', places.ServiceabilityAnswerSchema),
  },
  {
    method: 'GET',
    path: '/location/latlng/:coords',
    tag: 'places',
    summary: 'The city nearest a GPS position ({lat},{long} in decimal degrees)',
    access: 'anyone',
    params: places.LatLngParamsSchema,
    responses: ok('The nearest place; the spec reads result[0].city.', places.LocationAnswerSchema),
    errors: [404],
  },
  {
    method: 'GET',
    path: '/api/v4/search/autocomplete',
    tag: 'catalog',
    summary: 'Search suggestions while typing (spec 1 §4.2)',
    access: 'anyone',
    query: catalog.AutocompleteQuerySchema,
    responses: ok('Results as typed, or suggestions when the words needed correcting.', catalog.AutocompleteAnswerSchema),
  },
  {
    method: 'GET',
    path: '/api/v4/udp_tree',
    tag: 'catalog',
    summary: 'The category tree',
    access: 'anyone',
    responses: {
      200: {
        description: 'The tree. Cacheable for five minutes, then revalidated with If-None-Match.',
        content: json(catalog.UdpTreeAnswerSchema),
        headers: { ETag: 'A weak tag of the body.', 'Cache-Control': 'public, max-age=300' },
      },
      304: { description: 'Unchanged since the ETag sent in If-None-Match.' },
    },
  },
  {
    method: 'POST',
    path: '/webservices/app-install-link',
    tag: 'notify',
    summary: 'Send the app’s install link by SMS (spec 1 §2.7)',
    access: 'anyone',
    body: { json: notify.AppInstallLinkSchema },
    responses: ok('Sent.', notify.AppInstallLinkAnswerSchema),
    errors: [429, 503],
  },
  // ---- cart ----
  {
    method: 'GET',
    path: '/api/v4/carts/details',
    tag: 'cart',
    summary:
      'The pharmacy cart: the header’s brief, or the cart page’s widgets (response_type=full); types=labs&response_type=full: the labs cart page’s widgets (list_tests_cart, bill_summary)',
    access: 'anyone',
    query: cart.CartDetailsQuerySchema,
    responses: ok(
      'The pharmacy brief (response_type=brief, the default) or full cart, or the labs cart in full (types=labs).',
      cart.CartDetailsAnswerSchema,
    ),
  },
  {
    method: 'GET',
    path: '/api/v4/carts/brief',
    tag: 'cart',
    summary: 'The labs cart’s brief',
    access: 'anyone',
    query: cart.LabsBriefQuerySchema,
    responses: ok('The labs cart.', cart.LabsBriefAnswerSchema),
  },
  {
    method: 'POST',
    path: '/api/v4/carts/skus',
    tag: 'cart',
    summary: 'Add products to the pharmacy cart',
    access: 'anyone',
    body: { json: cart.CartAddSchema },
    responses: ok('The cart’s brief after the add.', cart.PharmacyBriefAnswerSchema),
    errors: [404],
  },
  {
    method: 'PUT',
    path: '/api/v4/carts/replace',
    tag: 'cart',
    summary: 'Replace the labs cart’s tests (spec 2 §7)',
    access: 'anyone',
    query: cart.LabsBriefQuerySchema,
    body: { json: cart.LabsReplaceSchema },
    responses: ok('The labs cart after the replace, all at the lab that does every test.', cart.LabsReplaceAnswerSchema),
    // 404: an unknown test; 409: no lab in the city does them all; 422: no lab collects in the city.
    errors: [404, 409, 422],
  },
  // ---- prescriptions ----
  {
    method: 'POST',
    path: '/api/v4/prescriptions',
    tag: 'prescriptions',
    summary: 'Upload a prescription: a patient’s name and one to five files (photos or PDFs, 10 MB each)',
    access: 'customer',
    body: { multipart: prescriptions.PrescriptionUploadSchema, files: { prescription: UPLOAD_TYPES } },
    responses: { 201: { description: 'The prescription as saved.', content: json(prescriptions.PrescriptionAnswerSchema) } },
  },
  {
    method: 'GET',
    path: '/api/v4/prescriptions',
    tag: 'prescriptions',
    summary: 'The account’s prescriptions',
    access: 'customer',
    responses: ok('Newest first.', prescriptions.PrescriptionListAnswerSchema),
  },
  {
    method: 'GET',
    path: '/api/v4/prescriptions/:id/files/:fileId',
    tag: 'prescriptions',
    summary: 'One file of one of the account’s prescriptions (?size=thumbnail: an image’s small picture)',
    access: 'customer',
    params: prescriptions.PrescriptionFileParamsSchema,
    query: prescriptions.PrescriptionFileQuerySchema,
    responses: {
      200: {
        description: 'The file, private to the account (a PDF opens in a sandbox).',
        content: { binary: UPLOAD_TYPES },
        headers: { 'Cache-Control': 'private, max-age=300', 'Content-Disposition': 'inline, with the file’s name' },
      },
    },
    errors: [404],
  },
  // ---- addresses ----
  {
    method: 'GET',
    path: '/api/v4/addresses',
    tag: 'addresses',
    summary: 'The account’s address book',
    access: 'customer',
    responses: ok('The default first, then the newest.', addresses.AddressBookAnswerSchema),
  },
  {
    method: 'POST',
    path: '/api/v4/addresses',
    tag: 'addresses',
    summary: 'Add an address',
    access: 'customer',
    body: { json: addresses.AddressBodySchema },
    responses: { 201: { description: 'The address as saved, and the book.', content: json(addresses.AddressSavedAnswerSchema) } },
    errors: [409],
  },
  {
    method: 'PUT',
    path: '/api/v4/addresses/:id',
    tag: 'addresses',
    summary: 'Change an address (the whole address)',
    access: 'customer',
    params: addresses.AddressIdParamsSchema,
    body: { json: addresses.AddressBodySchema },
    responses: ok('The address as saved, and the book.', addresses.AddressSavedAnswerSchema),
    errors: [404],
  },
  {
    method: 'DELETE',
    path: '/api/v4/addresses/:id',
    tag: 'addresses',
    summary: 'Remove an address',
    access: 'customer',
    params: addresses.AddressIdParamsSchema,
    responses: ok('The book after it.', addresses.AddressBookAnswerSchema),
    errors: [404],
  },
  {
    method: 'POST',
    path: '/api/v4/addresses/:id/default',
    tag: 'addresses',
    summary: 'Make an address the default',
    access: 'customer',
    params: addresses.AddressIdParamsSchema,
    responses: ok('The book after it.', addresses.AddressBookAnswerSchema),
    errors: [404],
  },
  {
    method: 'GET',
    path: '/api/v4/pincodes/:pincode',
    tag: 'addresses',
    summary: 'A pincode’s city and state, and whether we deliver there',
    access: 'anyone',
    params: addresses.PincodeParamsSchema,
    responses: ok('The pincode.', addresses.PincodeAnswerSchema),
    errors: [404],
  },
  // ---- patients ----
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
  // ---- auth (paths: core/auth/paths.ts) ----
  {
    method: 'GET',
    path: `/${AUTH_PATHS.csrfToken}`,
    tag: 'auth',
    summary: 'The CSRF token for API clients (pages carry it in <meta name="csrf-token">); sets VISITOR-ID when missing',
    access: 'anyone',
    responses: ok('The token to send as x-csrf-token on every write.', auth.CsrfTokenAnswerSchema),
  },
  authStep(AUTH_PATHS.createToken, 'Send a sign-in code to a mobile number (SMS, or a call)', auth.CreateTokenSchema),
  authStep(AUTH_PATHS.createTokenEmail, 'Send a sign-in code to an e-mail address', auth.CreateTokenEmailSchema),
  authStep(AUTH_PATHS.verifyToken, 'Verify a mobile number’s code', auth.VerifyTokenSchema),
  authStep(AUTH_PATHS.verifyTokenEmail, 'Verify an e-mail address’s code', auth.VerifyTokenEmailSchema),
  authStep(AUTH_PATHS.b2bVerifyToken, 'A merchant’s sign-in: send or verify the code', auth.B2bVerifySchema),
  authStep(AUTH_PATHS.phoneConflictResolve, 'Choose the e-mail of a number’s conflict list', auth.ConflictResolveSchema),
  authStep(AUTH_PATHS.phoneComplete, 'Complete a number’s sign-up with an e-mail', auth.PhoneEmailSchema),
  authStep(AUTH_PATHS.emailCompleteLogin, 'Give the number of an e-mail sign-in (sends its code)', auth.PhoneEmailResendSchema),
  authStep(AUTH_PATHS.emailCreateTokenConflict, 'Send the code of an e-mail sign-in’s conflict', auth.PhoneEmailResendSchema),
  authStep(AUTH_PATHS.phoneVerifyConflictResolve, 'Verify the code of a number’s conflict', auth.PhoneEmailCodeSchema),
  authStep(AUTH_PATHS.emailVerifyTokenConflict, 'Verify the code of an e-mail’s conflict', auth.PhoneEmailCodeSchema),
  authStep(AUTH_PATHS.emailVerifyPhoneToken, 'Verify the number of an e-mail sign-in', auth.PhoneEmailCodeSchema),
  {
    method: 'GET',
    path: `/${AUTH_PATHS.mergeData}`,
    tag: 'auth',
    summary: 'What merging two accounts brings together (spec 1 §3 Merge data)',
    access: 'anyone',
    query: auth.PhoneEmailSchema,
    responses: ok('The merge screen’s sections (400 unless this browser proved the e-mail).', auth.MergeDataSchema),
  },
  authStep(AUTH_PATHS.emailCreateTokenMerge, 'Send the code that confirms a merge', auth.PhoneEmailResendSchema),
  authStep(AUTH_PATHS.emailVerifyTokenMerge, 'Verify a merge’s code (merges and signs in)', auth.PhoneEmailCodeSchema),
  {
    method: 'POST',
    path: `/${AUTH_PATHS.ssoCode}`,
    tag: 'auth',
    summary: 'A one-time single sign-on code for the signed-in account (PKCE S256; a guest gets a 400 the popup shows)',
    access: 'anyone',
    body: { json: auth.SsoCodeSchema },
    responses: ok('The code and how many seconds it lasts.', auth.SsoCodeAnswerSchema),
  },
  {
    method: 'POST',
    path: `/${AUTH_PATHS.autoLogin}`,
    tag: 'auth',
    summary: 'Redeem a single sign-on code with its verifier',
    access: 'anyone',
    body: { json: auth.AutoLoginSchema },
    responses: AUTH_STEP_ANSWER,
    errors: [423],
  },
  // ---- support ----
  {
    method: 'GET',
    path: `/${AUTH_PATHS.captchaChallenge}`,
    tag: 'support',
    summary: 'A proof-of-work captcha challenge (ALTCHA) for Need Help',
    access: 'anyone',
    responses: ok('The signed challenge.', support.CaptchaChallengeSchema),
  },
  {
    method: 'POST',
    path: `/${AUTH_PATHS.loginHelp}`,
    tag: 'support',
    summary: 'Ask for help signing in (Need Help)',
    access: 'anyone',
    body: { json: support.LoginHelpSchema },
    responses: ok('The JSON text "success".', support.LoginHelpSuccessSchema),
    errors: [429],
  },
  // ---- orders ----
  {
    method: 'POST',
    path: '/api/v4/orders',
    tag: 'orders',
    summary: 'Place the order of a cart',
    access: 'customer',
    headers: [
      {
        name: 'Idempotency-Key',
        required: true,
        description: 'Chosen by the client for this order: the same key and body answer the same for 24 hours.',
      },
    ],
    body: { json: orders.PlaceOrderSchema },
    responses: {
      201: {
        description: 'The order, and where the browser goes next. A repeated key answers the same again.',
        content: json(orders.PlaceOrderAnswerSchema),
        headers: { 'Idempotent-Replayed': '"true" on the answer to a repeated key' },
      },
    },
    errors: [404, 409, 422],
  },
  {
    method: 'GET',
    path: '/api/v4/orders',
    tag: 'orders',
    summary: 'The account’s orders, a page at a time',
    access: 'customer',
    query: orders.OrderListQuerySchema,
    responses: ok('Newest first.', orders.OrderListAnswerSchema),
  },
  {
    method: 'POST',
    path: '/api/v4/orders/:number/cancel',
    tag: 'orders',
    summary: 'Cancel one of the account’s orders (before it is packed)',
    access: 'customer',
    params: orders.OrderNumberParamsSchema,
    body: { json: orders.CancelOrderSchema },
    responses: ok('The order after the cancellation.', orders.CancelOrderAnswerSchema),
    errors: [404, 409],
  },
  // ---- payments ----
  {
    method: 'POST',
    path: '/payments/razorpay/webhook',
    tag: 'payments',
    summary: 'Razorpay’s webhook (payment, order and refund events); only with Razorpay configured',
    access: 'gateway',
    headers: [
      { name: SIGNATURE_HEADER, required: true, description: 'HMAC-SHA256 of the raw body with RAZORPAY_WEBHOOK_SECRET, hex.' },
      { name: EVENT_ID_HEADER, required: true, description: 'Razorpay’s id of the event, the same on every redelivery.' },
    ],
    body: { signedJson: RazorpayEventSchema },
    responses: ok('What became of the event.', payments.WebhookAnswerSchema),
    errors: [404],
  },
  // ---- courier ----
  {
    method: 'POST',
    path: '/courier/webhook',
    tag: 'courier',
    summary: 'The courier’s parcel status events: `delivered` delivers the shipped order with that tracking number',
    access: 'gateway',
    headers: [
      {
        name: desk.COURIER_SIGNATURE_HEADER,
        required: true,
        description: 'HMAC-SHA256 of the raw body with COURIER_WEBHOOK_SECRET, hex.',
      },
    ],
    body: { signedJson: desk.CourierEventSchema },
    responses: ok('What became of the event (each event id is applied once).', desk.CourierWebhookAnswerSchema),
    errors: [404],
  },
  // ---- events ----
  {
    method: 'GET',
    path: '/server-side-event/subscribe',
    tag: 'events',
    summary: 'The account’s order updates as server-sent events (a first `retry`, `: ping` heartbeats)',
    access: 'customer',
    responses: {
      200: {
        description: 'An open text/event-stream; it ends after 30 minutes and the browser reconnects.',
        content: { events: events.ServerEventSchemas },
      },
    },
    errors: [503],
  },
  // ---- meta ----
  {
    method: 'GET',
    path: '/openapi.json',
    tag: 'meta',
    summary: 'This description (OpenAPI 3.1)',
    access: 'anyone',
    responses: {
      200: {
        description: 'The document. Cacheable for five minutes, then revalidated with If-None-Match.',
        content: json(openapi.OpenApiDocumentSchema),
        headers: { ETag: 'A weak tag of the body.', 'Cache-Control': 'public, max-age=300' },
      },
      304: { description: 'Unchanged since the ETag sent in If-None-Match.' },
    },
  },
]

// ---- The document ----

export const OPENAPI_PATH = '/openapi.json'
const COMPONENT = '#/components/schemas/'

const ERROR_TEXTS: Record<number, string> = {
  400: 'The input was refused: `message` says why, `data.errors` lists every problem (with its field).',
  401: 'Not signed in.',
  403: 'Refused: a write without the CSRF token of its session or visitor (x-csrf-token), or not allowed.',
  404: 'Not found (or not the account’s own).',
  409: 'Conflicts with the current state.',
  413: 'The body is too large.',
  415: 'Another Content-Type than the one described.',
  422: 'Cannot be done as asked (the total changed, …).',
  423: 'Locked for a while.',
  429: 'Too many requests: Retry-After (and retry_after) says when to try again.',
  500: 'A fault of ours, answered with spec 1 §8’s default text.',
  503: 'A provider or service is unavailable for now; try again.',
}

/** The statuses a route may answer with the one error body. */
export function errorStatuses(route: ApiRoute): number[] {
  const out = new Set<number>(route.errors)
  if (route.query || route.params || route.body) out.add(400)
  if (route.body) out.add(413)
  if (route.body && !('signedJson' in route.body)) out.add(415)
  if (route.access === 'customer') out.add(401)
  if (route.method !== 'GET' && route.access !== 'gateway') out.add(403)
  out.add(500)
  return [...out].sort((a, b) => a - b)
}

/** The OpenAPI path of a route: `{name}` for Hono's `:name`. */
export const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}')

const operationId = (r: ApiRoute) =>
  r.method.toLowerCase() +
  r.path.replace(/[^A-Za-z0-9]+([A-Za-z0-9])?/g, (_m, ch: string | undefined) => (ch ?? '').toUpperCase())

const isZod = (v: unknown): v is ZodSchema => typeof v === 'object' && v !== null && '_zod' in v

/** The contracts' named schemas: each `FooSchema` export is the component `Foo`. */
function contractNames(): Map<ZodSchema, string> {
  const names = new Map<ZodSchema, string>()
  const taken = new Map<string, ZodSchema>()
  const modules: Array<Record<string, unknown>> = [
    http,
    addresses,
    labSlots,
    labBookings,
    labDesk,
    patients,
    auth,
    cart,
    catalog,
    content,
    desk,
    events,
    notify,
    openapi,
    orders,
    payments,
    places,
    prescriptions,
    support,
    widgets,
    { RazorpayWebhookEventSchema: RazorpayEventSchema },
  ]
  for (const mod of modules) {
    for (const [key, value] of Object.entries(mod)) {
      if (!key.endsWith('Schema') || !isZod(value) || names.has(value)) continue
      const name = key[0]!.toUpperCase() + key.slice(1, -'Schema'.length)
      if (taken.has(name)) throw new Error(`openapi: two contract schemas are named ${name}`)
      taken.set(name, value)
      names.set(value, name)
    }
  }
  return names
}

/** Every schema inside `root` (object members, items, options, wrapped and piped schemas, lazy ones). */
function descendants(root: ZodSchema): Set<ZodSchema> {
  const found = new Set<ZodSchema>()
  const pending: unknown[] = [root]
  while (pending.length) {
    const next = pending.pop()
    if (!isZod(next) || found.has(next)) continue
    found.add(next)
    for (const [key, value] of Object.entries(next._zod.def as unknown as Json)) {
      if (isZod(value)) pending.push(value)
      else if (Array.isArray(value)) pending.push(...value)
      else if (key === 'shape' && value && typeof value === 'object') pending.push(...Object.values(value))
      else if (key === 'getter' && typeof value === 'function') pending.push((value as () => unknown)())
    }
  }
  return found
}

/** Zod's JSON Schema output, without what OpenAPI does not take: a form's metadata (contracts/form.ts). */
const override = (ctx: { jsonSchema: Json }) => {
  delete ctx.jsonSchema.form
}

function schemasOf(body: ApiBody): ZodSchema {
  return 'json' in body ? body.json : 'multipart' in body ? body.multipart : body.signedJson
}

function answerSchemas(route: ApiRoute): ZodSchema[] {
  const out: ZodSchema[] = [http.ErrorBodySchema]
  for (const r of Object.values(route.responses)) {
    if (r.content && 'json' in r.content) out.push(r.content.json)
    if (r.content && 'events' in r.content) out.push(...Object.values(r.content.events))
  }
  return out
}

/** The named schemas a side (requests' input, answers' output) uses, as components: name → JSON Schema. */
function components(roots: ZodSchema[], io: 'input' | 'output', names: Map<ZodSchema, string>, suffix: (s: ZodSchema) => string) {
  const registry = z.registry<{ id: string }>()
  const ids = new Map<ZodSchema, string>()
  for (const root of roots) {
    if (!names.has(root))
      throw new Error(
        'openapi: every body and answer must be a contract schema exported as …Schema from a module contractNames lists',
      )
    for (const s of descendants(root)) {
      const name = names.get(s)
      if (name && !ids.has(s)) {
        ids.set(s, name + suffix(s))
        registry.add(s, { id: name + suffix(s) })
      }
    }
  }
  const converted = z.toJSONSchema(registry, { io, uri: (id) => COMPONENT + id, override }) as { schemas: Record<string, Json> }
  for (const schema of Object.values(converted.schemas)) {
    delete schema.$schema
    delete schema.$id
  }
  return { ids, schemas: converted.schemas }
}

/** Query or path parameters: one per member of the contract's object, as its input. */
function parameters(schema: z.ZodObject, where: 'query' | 'path'): Json[] {
  const converted = z.toJSONSchema(schema, { io: 'input', override }) as {
    properties?: Record<string, Json>
    required?: string[]
  }
  return Object.entries(converted.properties ?? {}).map(([name, s]) => ({
    name,
    in: where,
    required: where === 'path' || (converted.required ?? []).includes(name),
    schema: s,
  }))
}

export function buildOpenApiDocument(routes: readonly ApiRoute[] = API_ROUTES): openapi.OpenApiDocument {
  const names = contractNames()
  const requestRoots = routes.flatMap((r) => (r.body ? [schemasOf(r.body)] : []))
  const answerRoots = routes.flatMap(answerSchemas)
  const answers = components(answerRoots, 'output', names, () => '')
  // A schema read on both sides is two components: its output as `Name`, its input as `NameInput`.
  const requests = components(requestRoots, 'input', names, (s) => (answers.ids.has(s) ? 'Input' : ''))
  const ref = (ids: Map<ZodSchema, string>, s: ZodSchema) => ({ $ref: COMPONENT + ids.get(s)! })
  const errorBody = { 'application/json': { schema: ref(answers.ids, http.ErrorBodySchema) } }

  const contentOf = (c: ApiContent): Json => {
    if ('json' in c) return { 'application/json': { schema: ref(answers.ids, c.json) } }
    if ('binary' in c) return Object.fromEntries(c.binary.map((type) => [type, { schema: {} }]))
    return {
      'text/event-stream': {
        schema: {
          type: 'string',
          description: `Frames \`event: <name>\` with \`data: <JSON>\`; the events: ${Object.keys(c.events).join(', ')} (x-events).`,
        },
        'x-events': Object.fromEntries(Object.entries(c.events).map(([name, s]) => [name, ref(answers.ids, s)])),
      },
    }
  }
  const headersOf = (h: Readonly<Record<string, string>>) =>
    Object.fromEntries(Object.entries(h).map(([name, description]) => [name, { description, schema: { type: 'string' } }]))

  const paths: Record<string, Json> = {}
  for (const route of routes) {
    const params: Json[] = [
      ...(route.params ? parameters(route.params, 'path') : []),
      ...(route.query ? parameters(route.query, 'query') : []),
      ...(route.headers ?? []).map((h) => ({
        name: h.name,
        in: 'header',
        required: h.required,
        description: h.description,
        schema: { type: 'string' },
      })),
    ]
    const responses: Json = {}
    for (const [status, r] of Object.entries(route.responses)) {
      responses[status] = {
        description: r.description,
        ...(r.headers ? { headers: headersOf(r.headers) } : {}),
        ...(r.content ? { content: contentOf(r.content) } : {}),
      }
    }
    for (const status of errorStatuses(route)) {
      responses[String(status)] = {
        description: ERROR_TEXTS[status] ?? 'Refused.',
        ...(status === 429 ? { headers: headersOf({ 'Retry-After': 'Seconds until a retry can succeed.' }) } : {}),
        content: errorBody,
      }
    }
    let requestBody: Json | undefined
    if (route.body && 'json' in route.body) {
      requestBody = { required: true, content: { 'application/json': { schema: ref(requests.ids, route.body.json) } } }
    } else if (route.body && 'multipart' in route.body) {
      const encoding = Object.fromEntries(
        Object.entries(route.body.files).map(([f, types]) => [f, { contentType: types.join(', ') }]),
      )
      requestBody = {
        required: true,
        content: { 'multipart/form-data': { schema: ref(requests.ids, route.body.multipart), encoding } },
      }
    } else if (route.body) {
      requestBody = {
        required: true,
        description: 'Checked against the signature header over its raw bytes before it is read.',
        content: { 'application/json': { schema: ref(requests.ids, route.body.signedJson) } },
      }
    }
    const write = route.method !== 'GET'
    const security =
      route.access === 'gateway'
        ? []
        : route.access === 'customer'
          ? [write ? { session: [], csrf: [] } : { session: [] }]
          : write
            ? [{ csrf: [] }]
            : undefined
    const path = openApiPath(route.path)
    paths[path] ??= {}
    paths[path][route.method.toLowerCase()] = {
      operationId: operationId(route),
      tags: [route.tag],
      summary: route.summary,
      ...(params.length ? { parameters: params } : {}),
      ...(requestBody ? { requestBody } : {}),
      responses,
      ...(security ? { security } : {}),
    }
  }

  return {
    openapi: '3.1.1',
    info: {
      title: 'MedWise API',
      version: '1',
      description:
        'The JSON API under /pwa-api that the pages and partner apps call. Every answer of a refused call is the one ' +
        'error body (ErrorBody). Writes carry the CSRF token of their session or visitor in x-csrf-token ' +
        '(GET auth/csrf-token gives it, with its VISITOR-ID cookie, to a client without a page).',
    },
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    servers: [{ url: '/pwa-api', description: 'This server' }],
    tags: TAGS.map((t) => ({ ...t })),
    paths,
    components: {
      schemas: { ...answers.schemas, ...requests.schemas },
      securitySchemes: {
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: 'sid',
          description: 'The session of a signed-in customer (`__Host-sid` in production), set by a completed sign-in.',
        },
        csrf: {
          type: 'apiKey',
          in: 'header',
          name: 'x-csrf-token',
          description: 'The CSRF token of the session, or of the VISITOR-ID cookie for a guest (GET auth/csrf-token).',
        },
      },
    },
  }
}

let built: { document: openapi.OpenApiDocument; text: string } | null = null
/** The document, built once per process (the routes and contracts do not change while it runs). */
export function openApiDocument() {
  built ??= (() => {
    const document = buildOpenApiDocument()
    return { document, text: JSON.stringify(document) }
  })()
  return built
}

export const OPENAPI_CACHE_CONTROL = 'public, max-age=300'

/** GET /pwa-api/openapi.json: the same for everyone; kept five minutes, then revalidated (ETag, 304). */
export function openApiApi() {
  const api = new Hono<AppEnv>()
  api.get(OPENAPI_PATH, etag({ weak: true }), (c) => {
    c.header('cache-control', OPENAPI_CACHE_CONTROL)
    c.header('vary', 'Accept-Encoding')
    return c.body(openApiDocument().text, 200, { 'content-type': 'application/json; charset=UTF-8' })
  })
  return api
}

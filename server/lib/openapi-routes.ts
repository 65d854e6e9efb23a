import type { z } from 'zod'

// The shape of an OpenAPI entry: what each module's openapi.ts describes of its API (its routes, the contracts they
// validate with, their answers), and server/http/openapi.ts gathers into the document. Here in server/lib, not beside
// the generator, so that a module describes its API without importing the HTTP layer. The tags stay in one list: their
// order is the document's.

type ZodSchema = z.ZodType

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
  /** The route as registered under its prefix (Hono's form, `:name` for a path parameter). */
  path: string
  /**
   * The API prefix the route is under: /pwa-api unless said; /ppmc for the self-serve page's calls (spec 2 §7,
   * decision 068), whose path items name their own server.
   */
  prefix?: '/pwa-api' | '/ppmc'
  tag: (typeof TAGS)[number]['name']
  summary: string
  /**
   * Who may call: anyone (a guest too), a signed-in customer (401 otherwise), or the payment gateway (authenticated
   * by a signature over the body; on the app's CSRF allow-list, server/app.ts CSRF_EXEMPT), or the holder of a live
   * self-serve link (its token and uuid headers, X-Self-Serve-Token and X-Self-Serve-UUID; 401 without them).
   */
  access: 'anyone' | 'customer' | 'gateway' | 'self-serve'
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

/** The document's tags, in its order; an entry names one of them. */
export const TAGS = [
  { name: 'content', description: 'Site content: the footer.' },
  { name: 'places', description: 'Cities, serviceability and the city of a GPS position (spec 1 §7.1).' },
  { name: 'catalog', description: 'Search suggestions and the category tree (spec 1 §7.1).' },
  { name: 'notify', description: 'Messages a visitor asks for (the app link by SMS).' },
  { name: 'cart', description: 'The pharmacy and labs carts (spec 1 §7.1, spec 2 §7). A guest has a cart of their own.' },
  { name: 'prescriptions', description: 'Prescription uploads and files (issue 9 §4), the account’s own only.' },
  { name: 'addresses', description: 'The address book (issue 9) and the pincode lookup.' },
  { name: 'patients', description: 'The account’s patients: the family profiles lab tests are booked for (issue 11 §4).' },
  {
    name: 'profile',
    description: 'The account’s profile: details, e-mail and phone changed by OTP, preferences, consents (issue 26 §5).',
  },
  {
    name: 'health-records',
    description: 'Health records: every report, prescription and document of each family member, and trends (issue 26 §1–2).',
  },
  { name: 'lab-slots', description: 'Home-collection slots and the labs cart’s patient step (issue 11 §4).' },
  { name: 'lab-bookings', description: 'Booking the labs cart, paid as an order of source DIAGNOSTICS (issue 11 §5).' },
  {
    name: 'vaccination',
    description:
      'Vaccination at home: vaccines with their age rules, nurse slots, bookings paid through checkout, certificates (issue 27 §6).',
  },
  {
    name: 'corporate-labs',
    description: 'The corporate health check and HR’s self-serve links (issue 25 §5–6).',
  },
  { name: 'auth', description: 'Sign-in, sign-up and single sign-on (spec 1 §7.2). Paths relative to /pwa-api.' },
  { name: 'support', description: 'Need Help and its captcha (spec 1 §2.9).' },
  { name: 'partnerships', description: 'Partnerships: the lead form businesses send (issue 27 §2).' },
  { name: 'orders', description: 'Placing, listing and cancelling orders (issue 9 §7–8).' },
  { name: 'insurer', description: 'An insurer’s policyholders: activating their benefits, and what is left (issue 27 §4).' },
  { name: 'care-plan', description: 'The care plan: the savings page, its breakdown, cancellation and reminders (spec 2 §7).' },
  {
    name: 'consultations',
    description: 'Finding a doctor: specialties, a specialty’s doctors, a doctor’s slots and ‘consult now’ (issue 24 §2).',
  },
  {
    name: 'consultation-room',
    description:
      'The consultation room: chat, files, WebRTC signalling and its stream, for the patient and doctor only (issue 24 §4).',
  },
  {
    name: 'consultation-notes',
    description: 'The doctor’s private notes of a consultation, for its doctor only (issue 24 §5).',
  },
  {
    name: 'cancer-care',
    description: 'The cancer second opinion: ask, the account’s requests, the written opinion (issue 24 §8).',
  },
  { name: 'corporate', description: 'A corporate member’s benefits: membership, OPD wallet history, dependants (issue 25).' },
  {
    name: 'corporate-admin',
    description: 'The HR console of a corporate: roster, policy, top-ups, utilisation, health checks (issue 25 §8).',
  },
  {
    name: 'self-serve',
    description:
      'The self-serve booking page’s calls under /ppmc (spec 2 §7, issue 25 §6): a live link’s token and uuid headers, no session.',
  },
  {
    name: 'partner-offers',
    description: 'Partner offers: the list, an offer’s detail, claiming a code, notify me (issue 27 §3, spec 2 §7).',
  },
  { name: 'reviews', description: 'Ratings and reviews of what was bought and received (issue 26 §7).' },
  {
    name: 'payments',
    description: 'The payment gateway’s webhook (issue 9 §6) and the cards and UPI ids saved with it (issue 26 §8).',
  },
  { name: 'courier', description: 'The courier’s parcel status webhook (issue 10 §4).' },
  { name: 'events', description: 'Live updates of the account’s orders, as server-sent events.' },
  { name: 'meta', description: 'This description.' },
] as const

/** An answer's content: the contract's JSON shape. */
export const json = (schema: ZodSchema): ApiContent => ({ json: schema })
/** The one answer of a call that went through: 200 with the contract's JSON. */
export const ok = (description: string, schema: ZodSchema): Readonly<Record<number, ApiResponse>> => ({
  200: { description, content: json(schema) },
})

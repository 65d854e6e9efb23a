import { describe, expect, test } from 'vitest'
import { AUTH_PATHS as P } from '../../core/auth/paths.ts'
import { API_ROUTES, errorStatuses, type ApiRoute } from '../../server/http/openapi.ts'
import { EVENT_ID_HEADER, SIGNATURE_HEADER } from '../../server/modules/payments/razorpay/webhook.ts'
import { uploadForm } from '../helpers/prescriptions-fixture.ts'
import {
  type Answer,
  answerOf,
  checkAnswer,
  customer,
  customerHeaders,
  f,
  fromResponse,
  guest,
  keyOf,
  selfServeHeaders,
  useOpenApiFixture,
} from './openapi-fixture.ts'

// Issue 12 §6 (openapi-answers.int.test.ts): a real call of every described route answers as the description says.
// Here, so do the refusals a route's shape implies: a 401 for a guest, a 403 without the CSRF token, a 415 for another
// content type and a 400 for a refused input, each with the one error body the document describes.

useOpenApiFixture()

// ---- The refusals every route's shape implies ----

/** A concrete path of a route: its parameters as '1', and the query it needs to get as far as its body. */
function samplePath(route: ApiRoute): string {
  const path = `${route.prefix ?? '/pwa-api'}${route.path.replace(/:\w+/g, '1')}`
  return route.path === '/api/v4/carts/replace' ? `${path}?types=labs` : path
}
/** An input the route refuses with a 400: its query or path parameter wrong, or a body that is not an object. */
const INVALID: Record<string, { path: string; body?: unknown }> = {
  'GET /pwa-api/api/v4/city-serviceable': { path: '/pwa-api/api/v4/city-serviceable' },
  'GET /pwa-api/api/v4/savings': { path: `/pwa-api/api/v4/savings?source=${'x'.repeat(41)}` },
  'GET /pwa-api/location/latlng/:coords': { path: '/pwa-api/location/latlng/north,south' },
  'GET /pwa-api/api/v4/search/autocomplete': { path: '/pwa-api/api/v4/search/autocomplete?per_page=0' },
  'GET /pwa-api/api/v4/carts/details': { path: '/pwa-api/api/v4/carts/details' },
  'GET /pwa-api/api/v4/carts/brief': { path: '/pwa-api/api/v4/carts/brief?types=pharmacy' },
  'GET /pwa-api/api/v4/prescriptions/:id/files/:fileId': { path: '/pwa-api/api/v4/prescriptions/x/files/1' },
  'DELETE /pwa-api/api/v4/addresses/:id': { path: '/pwa-api/api/v4/addresses/x' },
  'GET /pwa-api/api/v4/reviews/products/:id': { path: '/pwa-api/api/v4/reviews/products/x' },
  'GET /pwa-api/api/v4/reviews/lab-tests/:id': { path: '/pwa-api/api/v4/reviews/lab-tests/1?after=nope' },
  'POST /pwa-api/api/v4/reviews': { path: '/pwa-api/api/v4/reviews', body: { subject: 'product', subject_id: 1, rating: 6 } },
  // issue 27 §3: partner offers
  'GET /pwa-api/api/v4/partner-offers/:partnerId/:offerId': { path: '/pwa-api/api/v4/partner-offers/x/1' },
  'POST /pwa-api/api/v4/partner-offers/:offerId/claim': { path: '/pwa-api/api/v4/partner-offers/0/claim' },
  'PUT /pwa-api/api/v4/partnerships/partnership_reminder_set': {
    path: '/pwa-api/api/v4/partnerships/partnership_reminder_set',
    body: { partnership_id: 'x' },
  },
  'DELETE /pwa-api/api/v4/payment-methods/:id': { path: '/pwa-api/api/v4/payment-methods/card_4111' },
  'POST /pwa-api/api/v1/data-exports': { path: '/pwa-api/api/v1/data-exports' },
  'GET /pwa-api/api/v1/data-exports/:id': { path: '/pwa-api/api/v1/data-exports/x' },
  'GET /pwa-api/api/v1/data-exports/:id/archive': { path: '/pwa-api/api/v1/data-exports/0/archive' },
  'GET /pwa-api/api/v4/grievances/:number': { path: '/pwa-api/api/v4/grievances/GRV-1' },
  'POST /pwa-api/api/v4/addresses/:id/default': { path: '/pwa-api/api/v4/addresses/x/default' },
  'GET /pwa-api/api/v4/pincodes/:pincode': { path: '/pwa-api/api/v4/pincodes/12' },
  'DELETE /pwa-api/api/v4/patients/:id': { path: '/pwa-api/api/v4/patients/x' },
  // issue 26 §1–2: health records
  'GET /pwa-api/api/v1/health-records/patients/:patientId': { path: '/pwa-api/api/v1/health-records/patients/1?kind=Lab' },
  'GET /pwa-api/api/v1/health-records/:id': { path: '/pwa-api/api/v1/health-records/x' },
  'DELETE /pwa-api/api/v1/health-records/:id': { path: '/pwa-api/api/v1/health-records/0' },
  'GET /pwa-api/api/v1/health-records/:id/file': { path: '/pwa-api/api/v1/health-records/1.5/file' },
  // issue 26 §3–4: sharing and the export
  'GET /pwa-api/api/v1/health-records/shares': { path: '/pwa-api/api/v1/health-records/shares?patient_id=x' },
  'POST /pwa-api/api/v1/health-records/shares/:share_id/revoke': { path: '/pwa-api/api/v1/health-records/shares/x/revoke' },
  'GET /pwa-api/api/v1/health-records/shares/:share_id/views': { path: '/pwa-api/api/v1/health-records/shares/0/views' },
  'GET /pwa-api/api/v1/health-records/patients/:patient_id/fhir': { path: '/pwa-api/api/v1/health-records/patients/x/fhir' },
  'GET /pwa-api/api/v1/health-records/patients/:patient_id/abha': { path: '/pwa-api/api/v1/health-records/patients/1.5/abha' },
  // issue 25 §5–6: the corporate health check
  'GET /pwa-api/corporate/:slug/labs/members': { path: '/pwa-api/corporate/NOT_A_SLUG/labs/members' },
  'GET /pwa-api/corporate/:slug/labs/packages': { path: '/pwa-api/corporate/acme/labs/packages?address_id=x' },
  'GET /pwa-api/corporate/:slug/labs/progress/:test_id': { path: '/pwa-api/corporate/acme/labs/progress/x' },
  'GET /pwa-api/corporate/wallet/transactions': { path: '/pwa-api/corporate/wallet/transactions?limit=0' },
  'GET /pwa-api/labs/slots': { path: '/pwa-api/labs/slots?lab_id=1&city=Mumbai&date=tomorrow' },
  'GET /pwa-api/labs/cart/patient-step': { path: '/pwa-api/labs/cart/patient-step?cart_type=pharmacy' },
  // issue 24 §5–6: the e-prescription
  'GET /pwa-api/api/v1/consultations/:id/prescription': { path: '/pwa-api/api/v1/consultations/x/prescription' },
  'GET /pwa-api/api/v1/consultations/:id/prescription/pdf': { path: '/pwa-api/api/v1/consultations/0/prescription/pdf' },
  'GET /pwa-api/api/v1/consultations/:id/prescription/medicines': {
    path: '/pwa-api/api/v1/consultations/1/prescription/medicines?q=a',
  },
  'POST /pwa-api/api/v1/consultations/:id/prescription/order-medicines': {
    path: '/pwa-api/api/v1/consultations/x/prescription/order-medicines',
  },
  'POST /pwa-api/api/v1/consultations/:id/prescription/book-tests': {
    path: '/pwa-api/api/v1/consultations/-1/prescription/book-tests',
  },
  // issue 24 §2: finding a doctor
  'GET /pwa-api/api/v1/consultations/specialties/:code/doctors': {
    path: '/pwa-api/api/v1/consultations/specialties/general-physician/doctors?language=klingon',
  },
  'GET /pwa-api/api/v1/consultations/specialties/:code/consult-now': {
    path: '/pwa-api/api/v1/consultations/specialties/General/consult-now',
  },
  'GET /pwa-api/api/v1/consultations/doctors/:id': { path: '/pwa-api/api/v1/consultations/doctors/x' },
  'GET /pwa-api/api/v1/consultations/doctors/:id/slots': { path: '/pwa-api/api/v1/consultations/doctors/1/slots?date=today' },
  // issue 24 §8: cancer care
  'GET /pwa-api/api/v1/cancer-care/second-opinions/:id': { path: '/pwa-api/api/v1/cancer-care/second-opinions/x' },
  'GET /pwa-api/api/v1/cancer-care/second-opinions/:id/opinion': {
    path: '/pwa-api/api/v1/cancer-care/second-opinions/0/opinion',
  },
  // issue 24 §3, §7: selling a consultation
  'GET /pwa-api/api/v1/consultations/mine/:id': { path: '/pwa-api/api/v1/consultations/mine/x' },
  'GET /pwa-api/api/v1/consultations/mine/:id/attachments/:attachment_id': {
    path: '/pwa-api/api/v1/consultations/mine/1/attachments/x',
  },
  'POST /pwa-api/api/v1/consultations/mine/:id/reassign': { path: '/pwa-api/api/v1/consultations/mine/0/reassign' },
  'POST /pwa-api/api/v1/consultations/mine/:id/refund': { path: '/pwa-api/api/v1/consultations/mine/1.5/refund' },
  [`GET /pwa-api/${P.mergeData}`]: { path: `/pwa-api/${P.mergeData}` },
  'GET /pwa-api/api/v4/orders': { path: '/pwa-api/api/v4/orders?page=0' },
  'GET /pwa-api/labs/bookings/:number': { path: '/pwa-api/labs/bookings/x' },
  'GET /pwa-api/labs/bookings/:number/reports': { path: '/pwa-api/labs/bookings/x/reports' },
  'GET /pwa-api/labs/bookings/:number/reports/:patient_key': { path: '/pwa-api/labs/bookings/MW10000001/reports/7' },
  // issue 24 §4: the consultation room
  'POST /pwa-api/api/v1/consultations/:id/room/enter': { path: '/pwa-api/api/v1/consultations/x/room/enter' },
  'GET /pwa-api/api/v1/consultations/:id/room/messages': { path: '/pwa-api/api/v1/consultations/1/room/messages?after=x' },
  'GET /pwa-api/api/v1/consultations/:id/room/files/:message': { path: '/pwa-api/api/v1/consultations/1/room/files/x' },
  'GET /pwa-api/api/v1/consultations/:id/room/stream': { path: '/pwa-api/api/v1/consultations/0/room/stream' },
  // issue 25 §8: the HR console (a bad input is refused before the HR check)
  'GET /pwa-api/corporate/:slug/admin/roster': { path: '/pwa-api/corporate/acme/admin/roster?page=0' },
  'GET /pwa-api/corporate/:slug/admin/employees/:id': { path: '/pwa-api/corporate/acme/admin/employees/x' },
  'GET /pwa-api/corporate/:slug/admin/policies/:year': { path: '/pwa-api/corporate/acme/admin/policies/26' },
  'GET /pwa-api/corporate/:slug/admin/utilisation': { path: '/pwa-api/corporate/acme/admin/utilisation?year=x' },
  'GET /pwa-api/corporate/:slug/admin/health-checks': { path: '/pwa-api/corporate/acme/admin/health-checks?year=1999' },
  'GET /pwa-api/corporate/:slug/admin/exports/roster.csv': { path: '/pwa-api/corporate/Not_A_Slug/admin/exports/roster.csv' },
  'GET /pwa-api/corporate/:slug/admin/exports/utilisation.csv': {
    path: '/pwa-api/corporate/acme/admin/exports/utilisation.csv?year=x',
  },
  'POST /pwa-api/corporate/:slug/admin/employees/:id/restore-cover': {
    path: '/pwa-api/corporate/acme/admin/employees/x/restore-cover',
  },
  // issue 25 §6: the self-serve page's calls (decision 072)
  'GET /ppmc/self-serve/slots': { path: '/ppmc/self-serve/slots?city=&date=tomorrow' },
  // issue 27 §6: vaccination at home
  'GET /pwa-api/api/v4/vaccination/slots': { path: '/pwa-api/api/v4/vaccination/slots?city=&date=tomorrow' },
  'GET /pwa-api/api/v4/vaccination/bookings/:number': { path: `/pwa-api/api/v4/vaccination/bookings/${'x'.repeat(21)}` },
  'GET /pwa-api/api/v4/vaccination/bookings/:number/certificate': {
    path: '/pwa-api/api/v4/vaccination/bookings/MW_1/certificate',
  },
  // issue 24 §5: the doctor's notes
  'GET /pwa-api/api/v1/consultations/:id/notes': { path: '/pwa-api/api/v1/consultations/x/notes' },
}

/** A /ppmc call gets as far as its input with a live link's headers (without them it is a 401 first). */
const linkHeaders = async (route: ApiRoute): Promise<Record<string, string>> =>
  route.access === 'self-serve' ? selfServeHeaders() : {}

describe('refusals answer as described', () => {
  const routes = (status: number, also: (r: ApiRoute) => boolean = () => true) =>
    API_ROUTES.filter((r) => errorStatuses(r).includes(status) && also(r)).map((r) => [keyOf(r), r] as const)

  test('a guest gets a 401 from exactly the customer’s calls and the self-serve link’s (without its headers)', () => {
    expect(routes(401).map(([k]) => k)).toEqual(
      API_ROUTES.filter((r) => r.access === 'customer' || r.access === 'self-serve').map(keyOf),
    )
  })

  test.each(routes(401))('401 for a guest: %s', async (_key, route) => {
    const res = await (await guest()).call(route.method, samplePath(route))
    expect(res.status).toBe(401)
    checkAnswer(route, answerOf(res))
  })

  test.each(routes(403, (r) => r.method !== 'GET'))('403 without the CSRF token: %s', async (_key, route) => {
    const res = await customer().call(route.method, samplePath(route), {}, { 'x-csrf-token': '' })
    expect(res.status).toBe(403)
    checkAnswer(route, answerOf(res))
  })

  test.each(routes(415))('415 for another content type: %s', async (_key, route) => {
    const res = await customer().raw(route.method, samplePath(route), 'a=1', {
      'content-type': 'text/plain',
      'idempotency-key': 'openapi-415-key',
      ...(await linkHeaders(route)),
    })
    expect(res.status).toBe(415)
    checkAnswer(route, answerOf(res))
  })

  test.each(routes(400))('400 for a refused input: %s', async (key, route) => {
    const invalid = INVALID[key]
    const b = customer()
    let answer: Answer
    if (route.body && 'signedJson' in route.body) {
      const headers = { [SIGNATURE_HEADER]: 'not-the-signature', [EVENT_ID_HEADER]: 'evt_OpenApi0000002' }
      answer = answerOf(await b.raw(route.method, samplePath(route), '{}', headers))
    } else if (route.body && 'multipart' in route.body) {
      const form = uploadForm('', [])
      answer = await fromResponse(
        await f.app.request(samplePath(route), { method: route.method, headers: customerHeaders(), body: form }),
      )
    } else if (route.body) {
      answer = answerOf(
        await b.call(route.method, invalid?.path ?? samplePath(route), [], {
          'idempotency-key': 'openapi-400-key',
          ...(await linkHeaders(route)),
        }),
      )
    } else {
      if (!invalid) throw new Error(`INVALID has no input that ${key} refuses`)
      answer = answerOf(await b.call(route.method, invalid.path, undefined, await linkHeaders(route)))
    }
    expect(answer.status).toBe(400)
    checkAnswer(route, answer)
  })
})

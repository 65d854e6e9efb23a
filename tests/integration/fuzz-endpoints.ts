import fc from 'fast-check'
import { GEODATA_SOURCE } from '../../core/addresses/geocode.ts'
import { SEARCH_TYPES } from '../../core/constants.ts'
import { ORDER_EVENTS } from '../../server/modules/orders/state-machine.ts'
import { good, sample, v, type Endpoint, type Fields } from './fuzz-kit.ts'
import { samples, slotDates } from './fuzz-fixture.ts'

// The boundary takes anything a client can send: nothing may produce a 5xx, every 4xx carries a message. Every route
// the app registers under /pwa-api, and beside it the routes that take a browser's input (the payment return, the
// sign-in form, the development routes), is in ENDPOINTS and is sent random path parameters, query strings, headers
// and bodies, as a guest and as a signed-in customer (a session cookie and its CSRF token, so the calls that need an
// account get past the 401 to their validation). The guard (fuzz-labs-sign-in.int.test.ts) fails on a registered
// route that is in neither ENDPOINTS nor NOT_ENDPOINTS, so a new route cannot escape the fuzzing. The table is fuzzed
// in two files, each with a fixture of its own: the shop's endpoints (fuzz-shop.int.test.ts) and the labs', sign-in's
// and the browser forms' (fuzz-labs-sign-in.int.test.ts).

const phone = v(good('9876543210', '7311000001', '7311000002', '6000000000'), '98765 43210', '+919876543210', '5876543210')
const email = v(good('asha@example.com', 'ASHA@EXAMPLE.COM'), 'as****@example.com', 'a@b', `${'a'.repeat(250)}@example.com`)
const otp = v(good('123456', '000000'), '1234567', '12345', ' 123456')
const flag = v(good(true, false), 'true', 'on', 0, 1, null)
const skuId = fc.oneof(
  { weight: 3, arbitrary: sample(() => samples.skuIds) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 2_147_483_647 }) },
)
const labTestId = fc.oneof(
  { weight: 3, arbitrary: sample(() => samples.labTestIds) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 2_147_483_647 }) },
)
const addressId = v(
  sample(() => samples.addressIds),
  '0',
  '1',
  '2147483648',
  '-1',
  '1.5',
  '1e3',
)
/** The bookable days (India) from today, as the slots endpoint takes them. */
const patientId = v(
  sample(() => samples.patientIds),
  '0',
  '2147483648',
  '-1',
  '1.5',
  'x',
)
/** Health record ids: none of the fuzzing customer's own, so a 404 (or a 400 for a bad id). */
const recordId = v(good('1', '2', '999999'), '0', '-1', '1.5', 'x', '2147483648')
/** Specialty codes (seeded everywhere) and doctor ids (the sample doctors of the test database). */
const specialtyCode = v(
  good('general-physician', 'dermatology', 'oncology', 'no-such-specialty'),
  'General',
  '',
  'a',
  'x'.repeat(41),
)
/** Corporate slugs: the sample corporates, one that is none, and what no slug is (a 404 either way for outsiders). */
const doctorId = v(good('1', '2', '12', '999999'), '0', '-1', '1.5', 'x', '2147483648')
/** Consultation ids: the fuzzing customer has none, so every good one is another's or missing (a 404). */
/** Consultation ids: none of the fuzzing customer's own, so a 404 (or a 400 for a bad id). */
const consultationId = v(good('1', '2', '999999'), '0', '-1', '1.5', 'x', '2147483648')
/** issue 25 §8: the HR console's inputs. */
const corporateSlug = v(good('acme', 'globex', 'no-such-corp'), 'Acme', '', '-acme', 'a--b', 'x'.repeat(41), 'acme corp')
const employeeId = v(good('1', '2', '999999'), '0', '-1', '1.5', 'x', '2147483648')
const policyYear = v(good('2026', '2027'), '26', '1999', '2101', 'x')
const yearQuery = v(good(undefined, '2026'), '26', 'x', '')
const rupeeAmount = v(good(0, 500, '1500.50', undefined), -1, '1e3', 100_000_000, 'x', 0.001)
const coverDate = v(good('2026-12-31', '31/12/2026'), '2026-02-30', 'tomorrow', '', 20261231)
const rosterQuery: Fields = {
  q: v(good(undefined, 'ravi', 'ACM-1001', '98100'), 'x'.repeat(101)),
  page: v(good(undefined, '1', '2'), '0', '-1', 'x', '100000'),
}
const employeeFields: Fields = {
  employee_id: v(good('E-1', 'ACM-1009'), '', 'E 1', 'x'.repeat(41)),
  name: v(good('Asha Rao', 'Ravi K.'), '', 'Al', 'A'.repeat(101), 'Asha <b>'),
  gender: v(good(undefined, 'male', 'female', 'other'), 'x'),
  date_of_birth: v(good(undefined, '1990-01-31', '31/01/1990'), '1990-02-30', 'someday'),
  work_email: email,
  phone: v(good('9876543210', '+91 98765 43210', undefined), '5876543210', '98765'),
  coverage: v(good('self', 'self_and_family'), 'family', 'gold', ''),
  cover_from: v(good(undefined, '2026-01-01'), 'x'),
}
const patientFields: Fields = {
  name: v(good('Meera Sharma', 'Ravi K.'), '', 'Al', 'A'.repeat(101), 'Meera <b>'),
  age: v(good(0, 34, '61', 120), -1, 121, '1e2', 34.5, '34 years'),
  gender: v(good('male', 'female', 'OTHER'), 'unknown', ''),
  relation: v(good('child', 'parent', 'self', 'sibling'), 'cousin', ''),
}
const patientIdsArb = fc.array(
  fc.oneof(sample(() => samples.patientIds).map(Number), fc.integer({ min: 1, max: 2_147_483_647 })),
  {
    minLength: 1,
    maxLength: 3,
  },
)
const stepLines = v(
  fc.array(fc.record({ test_id: labTestId, patient_ids: patientIdsArb }), { maxLength: 3 }),
  [{ test_id: 1, patient_ids: [] }],
  [{ test_id: 1, patient_ids: [1, 2, 3, 4, 5, 6, 7] }],
  [{ test_id: '1', patient_ids: ['x'] }],
  [{}],
  Array.from({ length: 51 }, (_, i) => ({ test_id: i + 1, patient_ids: [1] })),
)
const slotId = v(
  fc.oneof(
    sample(() => samples.slotIds),
    fc.integer({ min: 1, max: 2_147_483_647 }),
  ),
  0,
  -1,
  '12',
  2_147_483_648,
)
const orderNumber = v(
  sample(() => samples.orderNumbers),
  'mw10000001',
  'MW1',
  `MW${'9'.repeat(30)}`,
)
const attempt = fc.oneof(
  sample(() => samples.attempts),
  good('order_Fuzz0000000001'),
)
const addressFields: Fields = {
  recipient_name: v(good('Asha Verma', 'Ravi Kumar'), 'R', 'A'.repeat(60), 'Asha 9'),
  phone,
  address: v(good('12, Janpath Road, Connaught Place'), 'short', 'x'.repeat(600)),
  landmark: v(good(null, '', 'Near the metro'), 'x'.repeat(300)),
  pincode: v(good('110001', '560001'), '999999', '11000', 110001, '110 001'),
  address_type: v(good('home', 'WORK', 'other'), 'office', ''),
  address_name: v(good('Home', 'Office'), '', 'x'.repeat(100)),
  street2: v(good(null, 'Block A'), 'x'.repeat(201)),
  street3: v(good(null, 'Sector 5'), 'x'.repeat(301)),
  geodata_latitude: v(good(28.63, '28.6', null), 91, -91, '28.6.1'),
  geodata_longitude: v(good(77.22, '77.2', null), 181, '1e2'),
  geodata_source: v(good(GEODATA_SOURCE, null), 'gps', ''),
  is_default: flag,
}
export const callbackFields: Fields = {
  razorpay_order_id: v(attempt, 'order-1', 'x'.repeat(65)),
  razorpay_payment_id: v(good('pay_Fuzz0000000001'), 'pay 1'),
  razorpay_signature: v(good('0'.repeat(64)), 'f'.repeat(129)),
  'error[code]': v(good('BAD_REQUEST_ERROR')),
  'error[description]': v(good('Payment failed'), 'x'.repeat(501)),
  'error[metadata]': v(
    fc.oneof(
      attempt.map((a) => JSON.stringify({ order_id: a, payment_id: 'pay_Fuzz0000000001' })),
      sample(() => samples.declines),
    ),
    '{',
    '[]',
    'null',
    '{"order_id":{"$ne":1}}',
  ),
  'error[metadata][order_id]': v(attempt),
  'error[metadata][payment_id]': v(good('pay_Fuzz0000000001')),
  attempt: v(attempt, ''),
  back: v(good('/cart/payment', '/dashboard/cash?x=1'), '//evil.example', 'https://evil.example/', '/\\evil.example'),
}
const PHONE_EMAIL_ROUTES = [
  '/pwa-api/auth/phone/create_token_conflict_resolve',
  '/pwa-api/auth/phone/complete',
  '/pwa-api/auth/email/complete_login',
  '/pwa-api/auth/email/create_token_conflict',
  '/pwa-api/auth/email/create_token_merge',
]
const PHONE_EMAIL_CODE_ROUTES = [
  '/pwa-api/auth/phone/verify_token_conflict_resolve',
  '/pwa-api/auth/email/verify_token_conflict',
  '/pwa-api/auth/email/verify_phone_token',
  '/pwa-api/auth/email/verify_token_merge',
]

/** Content, places and the catalog, orders, the cart, prescriptions, payments and live updates, addresses. */
export const SHOP_ENDPOINTS: Endpoint[] = [
  // content, places, catalog, notify
  { method: 'GET', route: '/pwa-api/api/v4/footer-data' },
  { method: 'GET', route: '/pwa-api/api/v5/cities' },
  {
    method: 'GET',
    route: '/pwa-api/api/v4/city-serviceable',
    query: { city: v(good('New Delhi', 'Mumbai', 'Atlantis'), '', ' ') },
  },
  {
    method: 'GET',
    route: '/pwa-api/location/latlng/:coords',
    params: {
      coords: v(
        fc.oneof(
          good('28.6139,77.2090', '19.07,72.87', '0,0'),
          fc.tuple(fc.double({ min: -90, max: 90 }), fc.double({ min: -180, max: 180 })).map(([a, b]) => `${a},${b}`),
        ),
        '-91,0',
        '0,181',
        '28.6139',
        '1e3,2',
        '28.6139,77.2090,1',
        `${Number.MAX_VALUE},0`,
      ),
    },
  },
  {
    method: 'GET',
    route: '/pwa-api/api/v4/search/autocomplete',
    query: {
      q: v(good('para', 'dolo 650', 'a', ''), 'x'.repeat(201)),
      types: v(good(SEARCH_TYPES.join(','), 'sku', 'allopathy,,brand'), 'nope', ','),
      per_page: v(good('12', '1', '50'), '0', '51', '1.5'),
    },
  },
  { method: 'GET', route: '/pwa-api/api/v4/udp_tree' },
  { method: 'GET', route: '/pwa-api/openapi.json' },
  { method: 'POST', route: '/pwa-api/webservices/app-install-link', body: { kind: 'json', fields: { number: phone } } },
  // orders first, while the customer's cart is what beforeAll filled (issue 9 §7: placing carries an Idempotency-Key)
  {
    method: 'POST',
    route: '/pwa-api/api/v4/orders',
    idempotencyKey: true,
    runs: 60,
    body: {
      kind: 'json',
      fields: {
        cart_type: v(good('pharmacy', 'pharmacy_buy_now'), 'labs'),
        payment: v(good('cod', 'online', 'wallet'), 'card'),
        use_wallet: v(good(true, false, 'on'), 'yes'),
        use_corporate_wallet: v(good(true, false, 'on', undefined), 'yes', 1),
        expected_total: v(
          fc.oneof(
            sample(() => samples.payable),
            fc.nat(),
          ),
          -1,
          1e15,
          1.5,
          '1e3',
        ),
      },
    },
  },
  { method: 'GET', route: '/pwa-api/api/v4/orders', query: { page: v(good('1', '2', '1000'), '0', '1001', '1.5') } },
  {
    method: 'POST',
    route: '/pwa-api/api/v4/orders/:number/cancel',
    params: { number: orderNumber },
    body: { kind: 'json', fields: { reason: v(good('Ordered by mistake'), ' ', 'x'.repeat(201)) } },
  },
  // the care plan's savings page (spec 2 §7)
  { method: 'GET', route: '/pwa-api/api/v4/savings', query: { source: v(good('header', 'app'), 'x'.repeat(41)) } },
  { method: 'GET', route: '/pwa-api/api/v4/detailed_savings' },
  {
    method: 'POST',
    route: '/pwa-api/api/v4/subscriptions/cancel',
    idempotencyKey: true,
    body: {
      kind: 'json',
      fields: {
        cancellation_reason: v(good('I bought the plan by mistake', 'Other reasons', 1, '6'), '', 0, 7, 'Other'),
        cancellation_type: v(good('subscription'), 'plan', ''),
        plan_name: v(good('Care Plan', 'Care Plan 12 months'), '', 'x'.repeat(101)),
      },
    },
  },
  // the insurer's benefits (issue 27 §4)
  { method: 'GET', route: '/pwa-api/api/v4/insurer/benefits' },
  {
    method: 'POST',
    route: '/pwa-api/api/v4/insurer/activate',
    body: {
      kind: 'json',
      fields: {
        policy_number: v(good('TA1234567890', 'ta-1234 567 890', 'XX0000000000'), '', 'x'.repeat(41), '\u0000TA1'),
        date_of_birth: v(good('1980-05-17', '17/05/1980', '1990-01-01'), '', '31/02/1980', 'x'.repeat(21)),
      },
    },
  },
  // the cart
  {
    method: 'GET',
    route: '/pwa-api/api/v4/carts/details',
    query: {
      types: v(good('pharmacy'), 'labs'),
      response_type: v(good('brief', 'full'), 'FULL'),
      cart_oos: v(good('true', 'false'), 'yes'),
      city: v(good('New Delhi', 'Mumbai', 'Nowhere'), 'x'.repeat(81)),
    },
  },
  { method: 'GET', route: '/pwa-api/api/v4/carts/brief', query: { types: v(good('labs'), 'pharmacy') } },
  {
    method: 'POST',
    route: '/pwa-api/api/v4/carts/skus',
    runs: 40,
    body: {
      kind: 'json',
      fields: {
        skus: v(
          fc.array(fc.record({ sku_id: fc.oneof(skuId, skuId.map(String)), quantity: good(1, 2, 20, 'x', undefined) }), {
            minLength: 1,
            maxLength: 4,
          }),
          [],
          [{ sku_id: 0 }],
          [{ sku_id: 1, quantity: 21 }],
          [{ sku_id: 2_147_483_648 }],
          [{ sku_id: '1e3' }],
          Array.from({ length: 60 }, (_, i) => ({ sku_id: i + 1 })),
        ),
        types: v(good('pharmacy'), 'labs'),
        page_source: v(good('cart'), 'x'.repeat(65)),
        response_type: v(good('brief'), 'full'),
        is_recommendation_required: flag,
      },
    },
  },
  {
    method: 'PUT',
    route: '/pwa-api/api/v4/carts/replace',
    query: { types: v(good('labs'), 'pharmacy') },
    body: {
      kind: 'json',
      fields: {
        sku_ids: v(
          fc.array(fc.record({ test_id: fc.oneof(labTestId, labTestId.map(String)) }), { maxLength: 4 }),
          [{ test_id: 0 }],
          [{ test_id: -1 }],
          [{}],
          Array.from({ length: 60 }, (_, i) => ({ test_id: i + 1 })),
        ),
      },
    },
  },
  // prescriptions
  { method: 'POST', route: '/pwa-api/api/v4/prescriptions', body: { kind: 'upload' }, runs: 40 },
  { method: 'GET', route: '/pwa-api/api/v4/prescriptions' },
  {
    method: 'GET',
    route: '/pwa-api/api/v4/prescriptions/:id/files/:fileId',
    params: {
      id: v(
        sample(() => samples.prescriptionIds),
        '0',
        '99999999999',
        '2147483648',
      ),
      fileId: v(
        sample(() => samples.fileIds),
        '0',
        '2147483648',
      ),
    },
    query: { size: v(good('thumbnail', undefined), 'full') },
  },
  // payments and live updates
  { method: 'POST', route: '/pwa-api/payments/razorpay/webhook', body: { kind: 'raw' } },
  // Unconfigured here (a 404); signed bodies are fuzzed in server/modules/order-desk/courier.int.test.ts.
  { method: 'POST', route: '/pwa-api/courier/webhook', body: { kind: 'raw' } },
  {
    method: 'GET',
    route: '/pwa-api/server-side-event/subscribe',
    query: { topic: v(good('user:1', 'orders')) },
    answer: 'stream',
  },
  // the care plan (issue 23): the early-sale remind-me (no input: a guest's 401, a member's answer)
  { method: 'GET', route: '/pwa-api/api/v4/set_reminder' },
  // reviews (issue 26 §7): a thing's reviews (anyone), the account's rateable things, a rating (refused unless received)
  {
    method: 'GET',
    route: '/pwa-api/api/v4/reviews/products/:id',
    params: {
      id: v(
        sample(() => samples.skuIds.map(String)),
        '0',
        '-1',
        '1.5',
        'x',
        '2147483648',
      ),
    },
    query: { after: v(good(undefined, 'lmn0p1q2.a', '1.1'), 'x', '.', 'z'.repeat(41)) },
  },
  {
    method: 'GET',
    route: '/pwa-api/api/v4/reviews/lab-tests/:id',
    params: {
      id: v(
        sample(() => samples.labTestIds.map(String)),
        '0',
        '-1',
        'x',
      ),
    },
    query: { after: v(good(undefined, '1.1'), 'x') },
  },
  { method: 'GET', route: '/pwa-api/api/v4/reviews/mine' },
  {
    method: 'POST',
    route: '/pwa-api/api/v4/reviews',
    body: {
      kind: 'json',
      fields: {
        subject: v(good('product', 'lab_test'), 'PRODUCT', 'order', ''),
        subject_id: v(skuId, 0, -1, 1.5, '12', 2_147_483_648),
        rating: v(good(1, 3, 5, '4'), 0, 6, 4.5, '4.5'),
        text: v(good('', 'Worked well for me, thanks.', null), 'short', 'x'.repeat(2001)),
      },
    },
  },
  // partner offers (issue 27 §3): the list, a detail (the sample partners and offers, 1 to 5), claiming a code (an
  // Idempotency-Key; a second claim the same code, an empty pool a 409), notify me (spec 2 §7)
  { method: 'GET', route: '/pwa-api/api/v4/partner-offers' },
  {
    method: 'GET',
    route: '/pwa-api/api/v4/partner-offers/:partnerId/:offerId',
    params: {
      partnerId: v(good('1', '2', '3', '999999'), '0', '-1', '1.5', 'x', '2147483648'),
      offerId: v(good('1', '2', '3', '999999'), '0', '-1', '1.5', 'x', '2147483648'),
    },
  },
  {
    method: 'POST',
    route: '/pwa-api/api/v4/partner-offers/:offerId/claim',
    idempotencyKey: true,
    params: { offerId: v(good('1', '2', '3', '4', '5', '999999'), '0', '-1', '1.5', 'x', '2147483648') },
  },
  {
    method: 'PUT',
    route: '/pwa-api/api/v4/partnerships/partnership_reminder_set',
    body: {
      kind: 'json',
      fields: { partnership_id: v(good(1, 3, 5, '3', 999_999), 0, -1, 1.5, 'x', 2_147_483_648, null) },
    },
  },
  // saved payment methods (issue 26 §8): the provider's tokens; removing one the account does not have is a 404
  { method: 'GET', route: '/pwa-api/api/v4/payment-methods' },
  {
    method: 'DELETE',
    route: '/pwa-api/api/v4/payment-methods/:id',
    params: { id: v(good('token_ABC123', 'token_TG0011223344'), 'card_1', 'token_', `token_${'a'.repeat(41)}`) },
  },
  // partnership leads (issue 27 §2): a business's lead with its captcha; refused without a solved one, or flooded
  {
    method: 'POST',
    route: '/pwa-api/api/v4/partnerships/leads',
    body: {
      kind: 'json',
      fields: {
        name: v(good('Asha Rao', 'Dr. K. Iyer'), '', 'x', '<script>', 'x'.repeat(101)),
        company: v(good('Nilgiri Textiles Pvt Ltd'), '', 'x'.repeat(121), '\u0000'),
        email,
        phone,
        city: v(good('Coimbatore', 'New Delhi'), '', 'x'.repeat(61)),
        company_size: v(good('1-10', '11-50', '1000+'), 'huge', '', 10),
        message: v(good('', 'Health benefits for 600 employees.'), 'x'.repeat(2001), null),
        source: v(good(undefined, '/partnerships', '/partnerships/products/employers'), '//evil.example', 'x'.repeat(201)),
        idempotency_key: v(good(undefined, 'fuzz-lead-0001'), 'short', 'bad key!'),
        recaptcha_response_field: v(good('e30=', 'eyJ4IjoxfQ=='), 'x'.repeat(4097), ''),
      },
    },
  },
  // grievances (issue 26 §6): the account's, one by number (another's or a made-up one a 404), filing one
  { method: 'GET', route: '/pwa-api/api/v4/grievances' },
  {
    method: 'GET',
    route: '/pwa-api/api/v4/grievances/:number',
    params: { number: v(good('GRV-2026-000001', 'grv-2026-123456'), 'GRV-2026-1', 'GRV-26-000001', 'x', 'GRV-2026-99999999999') },
  },
  {
    method: 'POST',
    route: '/pwa-api/api/v4/grievances',
    body: {
      kind: 'json',
      fields: {
        category: v(good('access', 'correction', 'erasure', 'consent', 'other'), 'ACCESS', 'billing', ''),
        message: v(good('Please tell me what data you hold about me.'), 'short', 'x'.repeat(4001), null),
        reference: v(good(undefined, null, '', 'MW-2026-000042'), '<b>', 'x'.repeat(41)),
        idempotency_key: v(good(undefined, 'fuzz-key-0001'), 'short', 'bad key!'),
      },
    },
  },
  // addresses (the deleting ones last: they take the customer's addresses away)
  {
    method: 'GET',
    route: '/pwa-api/api/v4/pincodes/:pincode',
    params: { pincode: v(good('110001', '560001', '999999'), '11000', '1100011', '０１２３４５') },
  },
  { method: 'GET', route: '/pwa-api/api/v4/addresses' },
  { method: 'POST', route: '/pwa-api/api/v4/addresses', body: { kind: 'json', fields: addressFields }, runs: 40 },
  {
    method: 'PUT',
    route: '/pwa-api/api/v4/addresses/:id',
    params: { id: addressId },
    body: { kind: 'json', fields: addressFields },
  },
  { method: 'POST', route: '/pwa-api/api/v4/addresses/:id/default', params: { id: addressId } },
  { method: 'DELETE', route: '/pwa-api/api/v4/addresses/:id', params: { id: addressId } },
]

/** Patients, lab slots, the patient step and lab bookings; sign-in; the browser's forms and the development routes. */
export const LABS_AND_SIGN_IN_ENDPOINTS: Endpoint[] = [
  // patients, lab slots and the patient step (issue 11 §4; the deleting one last)
  {
    method: 'GET',
    route: '/pwa-api/labs/slots',
    query: {
      lab_id: v(
        sample(() => samples.labIds),
        '0',
        '999999',
        'x',
        '2147483648',
      ),
      city: v(
        sample(() => samples.labCities),
        'Atlantis',
        '',
        'x'.repeat(61),
        'Mumbai%',
      ),
      date: v(good(...slotDates), '2026-02-30', 'tomorrow', '2026-1-1', '9999-12-31'),
      fasting: v(good('true', 'false'), 'yes', ''),
      patients: v(good('1', '3', '6'), '0', '7', '1.5'),
    },
  },
  // finding a doctor (issue 24 §2): public; the seeded sample doctors have ids from 1 (development and tests)
  { method: 'GET', route: '/pwa-api/api/v1/consultations/specialties' },
  {
    method: 'GET',
    route: '/pwa-api/api/v1/consultations/specialties/:code/doctors',
    params: { code: specialtyCode },
    query: {
      language: v(good('hindi', 'english', 'tamil', ''), 'Hindi', 'klingon', '__proto__'),
      fee: v(good('upto_300', '300_500', '500_1000', 'above_1000'), '0_100', 'cheap'),
      min_experience: v(good('5', '10', '20', ''), '0', '7', '-5', '1e1'),
      sort: v(good('relevance', 'fee_low', 'fee_high', 'experience'), 'rating', 'RELEVANCE'),
      page: v(good('1', '2', '100'), '0', '101', '1.5', '-1', '99999999999'),
      per_page: v(good('1', '10', '30'), '0', '31', '1e1'),
    },
  },
  {
    method: 'GET',
    route: '/pwa-api/api/v1/consultations/specialties/:code/consult-now',
    params: { code: specialtyCode },
    query: { language: v(good('hindi', 'english', ''), 'Hindi', 'x') },
  },
  {
    method: 'GET',
    route: '/pwa-api/api/v1/consultations/doctors/:id',
    params: { id: doctorId },
    query: { date: v(good(...slotDates, ''), '2026-02-30', 'today') },
  },
  {
    method: 'GET',
    route: '/pwa-api/api/v1/consultations/doctors/:id/slots',
    params: { id: doctorId },
    query: { date: v(good(...slotDates), '2026-02-30', 'today', '2026-1-1', '9999-12-31', '0001-01-01') },
  },
  // the consultation room (issue 24 §4): anyone's but the two sides' is a 404, whatever the input
  { method: 'POST', route: '/pwa-api/api/v1/consultations/:id/room/enter', params: { id: consultationId } },
  {
    method: 'GET',
    route: '/pwa-api/api/v1/consultations/:id/room/messages',
    params: { id: consultationId },
    query: { after: v(good('1', '10', ''), '0', '-1', 'x', '2147483648') },
  },
  {
    method: 'POST',
    route: '/pwa-api/api/v1/consultations/:id/room/messages',
    params: { id: consultationId },
    body: { kind: 'json', fields: { text: v(good('Hello doctor', 'नमस्ते'), '', '   ', 'x'.repeat(2001)) } },
  },
  {
    method: 'POST',
    route: '/pwa-api/api/v1/consultations/:id/room/files',
    params: { id: consultationId },
    body: { kind: 'upload' },
  },
  {
    method: 'GET',
    route: '/pwa-api/api/v1/consultations/:id/room/files/:message',
    params: { id: consultationId, message: v(good('1', '2'), '0', 'x', '1.5') },
  },
  {
    method: 'POST',
    route: '/pwa-api/api/v1/consultations/:id/room/signals',
    params: { id: consultationId },
    body: {
      kind: 'json',
      fields: {
        kind: v(good('description', 'candidate', 'hangup'), 'offer', ''),
        description: v(
          good({ type: 'offer', sdp: 'v=0' }, undefined),
          { type: 'pranswer', sdp: 'v=0' },
          { sdp: 'x'.repeat(16_001) },
        ),
        candidate: v(good({ candidate: 'candidate:1 1 udp 1 127.0.0.1 5000 typ host', sdpMid: '0' }, undefined), {
          candidate: 1,
        }),
      },
    },
  },
  {
    method: 'GET',
    route: '/pwa-api/api/v1/consultations/:id/room/stream',
    params: { id: consultationId },
    answer: 'stream',
  },
  // the doctor's notes (issue 24 §5): anyone but the consultation's doctor gets a 404, bad input a 400
  { method: 'GET', route: '/pwa-api/api/v1/consultations/:id/notes', params: { id: consultationId } },
  {
    method: 'PUT',
    route: '/pwa-api/api/v1/consultations/:id/notes',
    params: { id: consultationId },
    body: {
      kind: 'json',
      fields: { text: v(good('Fever 3 days.\nThroat congested.', '', 'नमस्ते'), 42, null, 'x'.repeat(4001)) },
    },
  },
  // cancer care (issue 24 §8): the second opinion (a plain form reaches validation; the fixture's patients are real)
  {
    method: 'POST',
    route: '/pwa-api/api/v1/cancer-care/second-opinions',
    body: {
      kind: 'form',
      fields: {
        patient_id: patientId,
        diagnosis: v(good('Carcinoma of the breast', 'Lymphoma'), '', 'Ca', 'x'.repeat(201)),
        stage: v(good('stage_1', 'stage_4', 'unknown'), 'stage_9', 'Stage I', ''),
        treatment: v(good('', 'Surgery in March'), 'x'.repeat(2001)),
        contact_phone: phone,
      },
    },
  },
  { method: 'GET', route: '/pwa-api/api/v1/cancer-care/second-opinions' },
  {
    method: 'GET',
    route: '/pwa-api/api/v1/cancer-care/second-opinions/:id',
    params: { id: v(good('1', '2', '999999'), '0', '-1', '1.5', 'x', '2147483648') },
  },
  {
    method: 'GET',
    route: '/pwa-api/api/v1/cancer-care/second-opinions/:id/opinion',
    params: { id: v(good('1', '2', '999999'), '0', '-1', '1.5', 'x', '2147483648') },
  },
  // the e-prescription (issue 24 §5–6): a consultation that is not the caller's is a 404, bad input a 400
  { method: 'GET', route: '/pwa-api/api/v1/consultations/:id/prescription', params: { id: consultationId } },
  {
    method: 'POST',
    route: '/pwa-api/api/v1/consultations/:id/prescription',
    params: { id: consultationId },
    body: {
      kind: 'json',
      fields: {
        doctor_address: v(good('12 Janpath Road, New Delhi'), '', ' ', 'x'.repeat(301)),
        doctor_contact: v(good('9810000021', '+91 98100 00021', 'dr@example.com'), '12', '', 'a@b'),
        diagnosis: v(good('Common cold'), '', 'x'.repeat(501)),
        provisional: v(good(true, false), 'yes', 1),
        advice: v(good('Rest', ''), 'x'.repeat(2001)),
        follow_up_days: v(good(5, '7', ''), 0, 366, 1.5, 'x'),
        medicines: v(
          fc.array(
            fc.record({
              sku_id: fc.oneof(skuId, skuId.map(String)),
              strength: good('500 mg', ''),
              dose: good('1 tablet'),
              frequency: good('Twice a day'),
              duration: good('5 days', 'x'.repeat(61)),
              quantity: good(1, 20, 21, 0, 'x'),
            }),
            { maxLength: 3 },
          ),
          'x',
          [{ sku_id: 0 }],
          Array.from({ length: 21 }, () => ({ sku_id: 1 })),
        ),
        tests: v(fc.array(fc.oneof(labTestId, labTestId.map(String)), { maxLength: 3 }), 'x', [0], [-1]),
      },
    },
  },
  { method: 'GET', route: '/pwa-api/api/v1/consultations/:id/prescription/pdf', params: { id: consultationId } },
  {
    method: 'GET',
    route: '/pwa-api/api/v1/consultations/:id/prescription/medicines',
    params: { id: consultationId },
    query: { q: v(good('para', 'dolo 650', 'a%_'), '', 'a', 'x'.repeat(61)) },
  },
  { method: 'POST', route: '/pwa-api/api/v1/consultations/:id/prescription/order-medicines', params: { id: consultationId } },
  { method: 'POST', route: '/pwa-api/api/v1/consultations/:id/prescription/book-tests', params: { id: consultationId } },
  // selling a consultation (issue 24 §3, §7): attachments, the booking (an Idempotency-Key), my consultations
  {
    method: 'POST',
    route: '/pwa-api/api/v1/consultations/attachments',
    body: { kind: 'upload', field: 'attachments' },
    runs: 30,
  },
  {
    method: 'POST',
    route: '/pwa-api/api/v1/consultations/bookings',
    idempotencyKey: true,
    runs: 40,
    body: {
      kind: 'json',
      fields: {
        doctor_id: doctorId,
        starts_at: v(good(...slotDates.map((d) => `${d}T05:30:00.000Z`), ''), 'tomorrow', '2026-13-01T00:00:00Z', 12),
        specialty: specialtyCode,
        now: v(good(true, false, '1'), 'yes'),
        patient_id: patientId,
        mode: v(good('chat', 'audio', 'video'), 'VIDEO', 'fax'),
        symptoms: v(good('Fever', ''), 'x'.repeat(1001), 42),
        attachment_ids: v(
          good([], '1,2'),
          [0],
          'x',
          Array.from({ length: 6 }, (_, i) => i + 1),
        ),
        consent: v(good(true, false, 'on'), 'maybe'),
        consent_by: v(good('Asha Verma', ''), 'A'.repeat(101)),
        payment: v(good('online', 'wallet'), 'cod'),
        use_wallet: v(good(true, false, 'on'), 'yes'),
        use_corporate_wallet: v(good(true, false, 'on', undefined), 'yes', 1),
        expected_total: v(fc.nat(), -1, 1e15, 1.5, '1e3'),
      },
    },
  },
  { method: 'GET', route: '/pwa-api/api/v1/consultations/mine' },
  { method: 'GET', route: '/pwa-api/api/v1/consultations/mine/:id', params: { id: consultationId } },
  {
    method: 'GET',
    route: '/pwa-api/api/v1/consultations/mine/:id/attachments/:attachment_id',
    params: { id: consultationId, attachment_id: consultationId },
  },
  {
    method: 'POST',
    route: '/pwa-api/api/v1/consultations/mine/:id/cancel',
    params: { id: consultationId },
    body: { kind: 'json', fields: { reason: v(good('Busy', ''), 'x'.repeat(201), 5) } },
  },
  {
    method: 'POST',
    route: '/pwa-api/api/v1/consultations/mine/:id/reschedule',
    params: { id: consultationId },
    body: { kind: 'json', fields: { starts_at: v(good(...slotDates.map((d) => `${d}T05:30:00.000Z`)), 'now', '') } },
  },
  {
    method: 'POST',
    route: '/pwa-api/api/v1/consultations/mine/:id/rating',
    params: { id: consultationId },
    body: { kind: 'json', fields: { stars: v(good(1, 5, '3'), 0, 6, 4.5, 'five') } },
  },
  { method: 'POST', route: '/pwa-api/api/v1/consultations/mine/:id/reassign', params: { id: consultationId } },
  { method: 'POST', route: '/pwa-api/api/v1/consultations/mine/:id/refund', params: { id: consultationId } },
  // vaccination at home (issue 27 §6): the catalogue and slots for anyone, the booking and its pages for the account
  { method: 'GET', route: '/pwa-api/api/v4/vaccination/vaccines' },
  {
    method: 'GET',
    route: '/pwa-api/api/v4/vaccination/slots',
    query: {
      city: v(good('New Delhi', 'mumbai', 'Atlantis'), '', ' ', 'x'.repeat(61)),
      date: v(good(...slotDates), '2026-02-30', 'tomorrow', '2026-1-1', '9999-12-31'),
    },
  },
  {
    method: 'POST',
    route: '/pwa-api/api/v4/vaccination/bookings',
    idempotencyKey: true,
    runs: 40,
    body: {
      kind: 'json',
      fields: {
        vaccine: v(good('hpv', 'influenza', 'hepatitis_b'), 'HPV', 'polio', ''),
        patient_id: patientId,
        date_of_birth: v(good(undefined, '2014-06-15', '1976-01-01', ''), '2014-02-30', '15/06/2014', 20140615),
        earlier_doses: v(good(undefined, [], ['2026-05-01']), ['x'], '2026-05-01,2026-06-01,a', Array(6).fill('2026-01-01')),
        slot_id: v(good('1', '2', '999999'), '0', '-1', 'x', '2147483648'),
        address_id: addressId,
        payment: v(good('online', 'wallet'), 'cod', ''),
        use_wallet: v(good(true, false, 'on'), 'yes'),
        expected_total: v(good(0, 429800, '429800'), -1, 'x', 1.5, 100_000_001),
      },
    },
  },
  { method: 'GET', route: '/pwa-api/api/v4/vaccination/bookings' },
  { method: 'GET', route: '/pwa-api/api/v4/vaccination/bookings/:number', params: { number: orderNumber } },
  { method: 'GET', route: '/pwa-api/api/v4/vaccination/bookings/:number/certificate', params: { number: orderNumber } },
  // a corporate member's calls (issue 25 §2–3): the fuzzing customer is no corporate's employee (a 404 past validation)
  { method: 'GET', route: '/pwa-api/corporate/me' },
  {
    method: 'GET',
    route: '/pwa-api/corporate/wallet/transactions',
    query: {
      before: v(good('1', '20', '999999'), '0', '-1', '1.5', 'x', '2147483648'),
      limit: v(good('1', '7', '50'), '0', '51', '1e1', ''),
    },
  },
  {
    method: 'POST',
    route: '/pwa-api/corporate/dependants',
    body: {
      kind: 'json',
      fields: {
        name: v(good('Lakshmi Menon', 'Anu K.'), '', 'Al', 'A'.repeat(101), 'Anu <b>'),
        relation: v(good('spouse', 'child', 'parent', 'parent_in_law', 'CHILD'), 'cousin', 'self', ''),
        gender: v(good('male', 'female', 'other'), 'unknown', ''),
        birth_date: v(good('1990-02-14', '2015-12-31'), '2099-01-01', '1990-02-30', '14-02-1990', '', 19900214),
      },
    },
  },
  { method: 'POST', route: '/pwa-api/corporate/claim' },
  { method: 'GET', route: '/pwa-api/api/v4/patients' },
  { method: 'POST', route: '/pwa-api/api/v4/patients', body: { kind: 'json', fields: patientFields } },
  {
    method: 'PUT',
    route: '/pwa-api/api/v4/patients/:id',
    params: { id: patientId },
    body: { kind: 'json', fields: patientFields },
  },
  { method: 'GET', route: '/pwa-api/labs/cart/patient-step', query: { cart_type: v(good('labs', 'cp_labs'), 'pharmacy', '') } },
  {
    method: 'PUT',
    route: '/pwa-api/labs/cart/patient-step',
    body: { kind: 'json', fields: { cart_type: v(good('labs', 'cp_labs'), 'pharmacy'), lines: stepLines, slot_id: slotId } },
    runs: 40,
  },
  // lab bookings (issue 11 §5): placing the labs cart (an Idempotency-Key), the account's bookings
  {
    method: 'POST',
    route: '/pwa-api/labs/bookings',
    idempotencyKey: true,
    runs: 40,
    body: {
      kind: 'json',
      fields: {
        cart_type: v(good('labs', 'cp_labs'), 'pharmacy'),
        address_id: addressId,
        payment: v(good('online', 'wallet'), 'cod'),
        use_wallet: v(good(true, false, 'on'), 'yes'),
        use_corporate_wallet: v(good(true, false, 'on', undefined), 'yes', 1),
        expected_total: v(fc.nat(), -1, 1e15, 1.5, '1e3'),
      },
    },
  },
  { method: 'GET', route: '/pwa-api/labs/bookings' },
  { method: 'GET', route: '/pwa-api/labs/bookings/:number', params: { number: orderNumber } },
  // a booking's reports (issue 11 §6): another account's and missing ones are 404s
  { method: 'GET', route: '/pwa-api/labs/bookings/:number/reports', params: { number: orderNumber } },
  {
    method: 'GET',
    route: '/pwa-api/labs/bookings/:number/reports/:patient_key',
    params: { number: orderNumber, patient_key: v(good('1', '2', '6'), '0', '7', '01', '1.0') },
  },
  // issue 11 §6: moving a booking to another slot
  {
    method: 'POST',
    route: '/pwa-api/labs/bookings/:number/reschedule',
    params: { number: orderNumber },
    body: { kind: 'json', fields: { slot_id: slotId } },
  },
  // issue 26 §1–2: health records (another account's member or record, and a missing one, are 404s)
  { method: 'GET', route: '/pwa-api/api/v1/health-records' },
  {
    method: 'GET',
    route: '/pwa-api/api/v1/health-records/patients/:patientId',
    params: { patientId },
    query: {
      kind: v(good(undefined, 'DiagnosticReport', 'Prescription', ''), 'Lab', 'diagnosticreport'),
      from: v(good(undefined, '2026-01-01', ''), '2026-02-30', '01/01/2026'),
      to: v(good(undefined, '2026-12-31'), 'today'),
      q: v(good(undefined, 'hba1c', 'Dr. Rao', '%_\\'), 'x'.repeat(61)),
      after: v(good(undefined, '2026-11-01_5'), '2026-11-01', '_5', 'x'),
    },
  },
  {
    method: 'POST',
    route: '/pwa-api/api/v1/health-records/patients/:patientId',
    params: { patientId },
    idempotencyKey: true,
    body: { kind: 'upload', field: 'file' },
    runs: 40,
  },
  { method: 'GET', route: '/pwa-api/api/v1/health-records/:id', params: { id: recordId } },
  {
    method: 'PUT',
    route: '/pwa-api/api/v1/health-records/:id',
    params: { id: recordId },
    body: {
      kind: 'json',
      fields: {
        kind: v(good('DischargeSummary', 'WellnessRecord'), 'Discharge', ''),
        title: v(good('Discharge summary', 'Flu shot'), '', 'x'.repeat(121)),
        date: v(good('2026-01-02', '2025-12-31'), '2099-01-01', '2026-02-30', ''),
        provider: v(good('', 'AIIMS', undefined), 'x'.repeat(121)),
        tags: v(good('a, b', ['a', 'b'], undefined), ['x'.repeat(31)], 5),
      },
    },
  },
  { method: 'DELETE', route: '/pwa-api/api/v1/health-records/:id', params: { id: recordId } },
  { method: 'GET', route: '/pwa-api/api/v1/health-records/:id/file', params: { id: recordId } },
  // sharing and the export (issue 26 §3–4; decision 079)
  {
    method: 'POST',
    route: '/pwa-api/api/v1/health-records/shares',
    idempotencyKey: true,
    body: {
      kind: 'json',
      fields: {
        scope: v(good('patient', 'record'), 'all', ''),
        patient_id: patientId,
        record_id: v(good(undefined, '1', 999999), '0', 'x', -1),
        hours: v(good(undefined, 24, '168', 1), 0, 169, '1.5', 'x', -24),
      },
    },
  },
  { method: 'GET', route: '/pwa-api/api/v1/health-records/shares', query: { patient_id: patientId } },
  { method: 'POST', route: '/pwa-api/api/v1/health-records/shares/:share_id/revoke', params: { share_id: recordId } },
  { method: 'GET', route: '/pwa-api/api/v1/health-records/shares/:share_id/views', params: { share_id: recordId } },
  { method: 'GET', route: '/pwa-api/api/v1/health-records/patients/:patient_id/fhir', params: { patient_id: patientId } },
  { method: 'GET', route: '/pwa-api/api/v1/health-records/patients/:patient_id/abha', params: { patient_id: patientId } },
  {
    method: 'PUT',
    route: '/pwa-api/api/v1/health-records/patients/:patient_id/abha',
    params: { patient_id: patientId },
    body: {
      kind: 'json',
      fields: {
        abha_number: v(good('', '91-1234-5678-9012', '91123456789012', undefined), '1234', 'x'.repeat(41), 5),
        abha_address: v(good('', 'priya.sharma@abdm', 'priya_s'), 'a@sbx', '1abc@abdm', 'x'.repeat(81)),
      },
    },
  },
  // issue 26 §6: download my data (another account's archive, and a missing one, are 404s)
  { method: 'GET', route: '/pwa-api/api/v1/data-exports' },
  { method: 'POST', route: '/pwa-api/api/v1/data-exports', idempotencyKey: true },
  { method: 'GET', route: '/pwa-api/api/v1/data-exports/:id', params: { id: recordId } },
  { method: 'GET', route: '/pwa-api/api/v1/data-exports/:id/archive', params: { id: recordId } },
  { method: 'DELETE', route: '/pwa-api/api/v4/patients/:id', params: { id: patientId } },
  // the profile (issue 26 §5): details, preferences, the e-mail and phone changed by OTP
  { method: 'GET', route: '/pwa-api/api/v4/profile' },
  {
    method: 'PUT',
    route: '/pwa-api/api/v4/profile',
    body: {
      kind: 'json',
      fields: {
        name: v(good('Asha Verma', 'Ravi K.'), '', 'Al', 'A'.repeat(101), 'Asha <b>', 12),
        gender: v(good(undefined, '', 'male', 'Female', 'other'), 'x', 1),
        date_of_birth: v(good(undefined, '', '1990-02-14'), '2099-01-01', '1990-02-30', '14-02-1990', '1899-12-31', 19900214),
      },
    },
  },
  {
    method: 'PUT',
    route: '/pwa-api/api/v4/profile/preferences',
    body: { kind: 'json', fields: { sms: v(good(true, false, 'on', undefined), 'yes', 1), email: flag, whatsapp: flag } },
  },
  { method: 'POST', route: '/pwa-api/api/v4/profile/email/otp', body: { kind: 'json', fields: { email } } },
  {
    method: 'POST',
    route: '/pwa-api/api/v4/profile/email/verify',
    body: { kind: 'json', fields: { email, verification_token: otp } },
  },
  {
    method: 'POST',
    route: '/pwa-api/api/v4/profile/phone/otp',
    body: { kind: 'json', fields: { number: phone, otp_on_call: flag } },
  },
  {
    method: 'POST',
    route: '/pwa-api/api/v4/profile/phone/verify',
    body: { kind: 'json', fields: { number: phone, verification_token: otp } },
  },
  // erase my account (issue 26 §6, decision 081): the preview, the OTP, the erasure with it
  { method: 'GET', route: '/pwa-api/api/v4/profile/erasure' },
  { method: 'POST', route: '/pwa-api/api/v4/profile/erasure/otp' },
  { method: 'POST', route: '/pwa-api/api/v4/profile/erasure', body: { kind: 'json', fields: { verification_token: otp } } },
  // sign-in (spec 1 §7.2), single sign-on and Need Help
  { method: 'GET', route: '/pwa-api/auth/csrf-token' },
  {
    method: 'POST',
    route: '/pwa-api/auth/create_token',
    body: { kind: 'json', fields: { number: phone, is_doctor: flag, otp_on_call: flag } },
  },
  { method: 'POST', route: '/pwa-api/auth/create_token_email', body: { kind: 'json', fields: { email } } },
  {
    method: 'POST',
    route: '/pwa-api/auth/verify_token',
    body: { kind: 'json', fields: { number: phone, verification_token: otp } },
  },
  {
    method: 'POST',
    route: '/pwa-api/auth/verify_token_email',
    body: { kind: 'json', fields: { email, verification_token: otp, conflict: flag } },
  },
  {
    method: 'POST',
    route: '/pwa-api/auth/b2b/verify_token',
    body: { kind: 'json', fields: { number: phone, verification_token: otp, otp_on_call: flag } },
  },
  ...PHONE_EMAIL_ROUTES.map((route): Endpoint => ({
    method: 'POST',
    route,
    body: { kind: 'json', fields: { number: phone, email, otp_on_call: flag } },
  })),
  ...PHONE_EMAIL_CODE_ROUTES.map((route): Endpoint => ({
    method: 'POST',
    route,
    body: { kind: 'json', fields: { number: phone, email, verification_token: otp } },
  })),
  { method: 'GET', route: '/pwa-api/auth/merge_data', query: { number: phone, email } },
  {
    method: 'POST',
    route: '/pwa-api/auth/sso/code',
    body: {
      kind: 'json',
      fields: { code_challenge: v(good('A'.repeat(43), `${'b'.repeat(42)}-`), 'A'.repeat(42), '+'.repeat(43)) },
    },
  },
  {
    method: 'POST',
    route: '/pwa-api/auth/auto_login',
    body: {
      kind: 'json',
      fields: {
        code_verifier: v(good('v'.repeat(43), 'v'.repeat(128)), 'v'.repeat(129)),
        auth_code: v(good('c'.repeat(22)), 'c'),
      },
    },
  },
  { method: 'GET', route: '/pwa-api/auth/captcha-challenge' },
  {
    method: 'POST',
    route: '/pwa-api/auth/login-help',
    body: {
      kind: 'json',
      fields: {
        email,
        query: v(good('I cannot sign in'), 'x'.repeat(2001), '\u0000\u0007', ''),
        recaptcha_response_field: v(good('e30=', 'eyJ4IjoxfQ=='), 'x'.repeat(4097), ''),
      },
    },
  },
  // sign-in without JavaScript (decision 028): the popup's steps as page forms, answered with a 303 (or a 403 text)
  {
    method: 'POST',
    route: '/auth/sign-in',
    body: {
      kind: 'form',
      fields: {
        step: v(good('entry', 'otp', 'email', 'email-otp', 'phone', 'phone-otp', ''), 'nope'),
        login: v(good('9876543210', 'asha@example.com', '7311000001'), '98765', ''),
        phone,
        email,
        otp,
        is_doctor: v(good('', 'on')),
        channel: v(good('', 'sms', 'call', 'email'), 'fax'),
        listed: v(good('', 'as****@example.com')),
        back: v(good('/', '/cart', '/drugs/dolo-650-1'), '//evil.example', 'https://evil.example/', '/\\evil.example'),
        mode: v(good('Login', 'Signup')),
        followup: v(good('/cart/address-page', undefined), '//evil.example'),
        conflict: v(good('', '{"emails":["as****@example.com"]}'), '{', '[]'),
      },
    },
    answer: 'redirect',
  },
  // issue 25 §5–6 (decision 068): the corporate health check, HR's self-serve links and their development routes
  { method: 'GET', route: '/pwa-api/corporate/:slug/labs/members', params: { slug: corporateSlug } },
  {
    method: 'GET',
    route: '/pwa-api/corporate/:slug/labs/packages',
    params: { slug: corporateSlug },
    query: { address_id: addressId },
  },
  {
    method: 'POST',
    route: '/pwa-api/corporate/:slug/labs/bookings',
    params: { slug: corporateSlug },
    idempotencyKey: true,
    body: {
      kind: 'json',
      fields: {
        members: v(good([{ key: 'employee' }], [{ key: 'employee', add_ons: [1] }]), [], [{ key: 'boss' }], 'employee'),
        address_id: addressId,
        slot_id: slotId,
        payment: v(good('online', 'wallet'), 'cod'),
        use_wallet: v(good(true, false), 'yes'),
        expected_total: v(fc.nat(), -1, 1e15, 1.5),
      },
    },
  },
  {
    method: 'GET',
    route: '/pwa-api/corporate/:slug/labs/progress/:test_id',
    params: { slug: corporateSlug, test_id: v(good('1', '12'), '0', '-1', 'x', '2147483648') },
  },
  {
    method: 'POST',
    route: '/pwa-api/corporate/:slug/admin/self-serve-links',
    params: { slug: corporateSlug },
    body: {
      kind: 'json',
      fields: {
        employee_code: v(good('ACM-1003', 'GLX-01', 'NOPE-1'), '', 'x'.repeat(41)),
        purpose: v(good('booking', 'reschedule', undefined), 'fly'),
        reschedule_reason: v(good(undefined, 'Travelling that day'), '', 'ab'),
        order_number: orderNumber,
      },
    },
  },
  // /ppmc, the self-serve page's calls (decision 072): with a live link's headers most of the time
  { method: 'GET', route: '/ppmc/self-serve/context', selfServe: true },
  {
    method: 'GET',
    route: '/ppmc/self-serve/slots',
    selfServe: true,
    query: {
      city: v(good('New Delhi', 'Mumbai', 'Nowhere'), '', 'x'.repeat(101)),
      date: v(good('2026-11-30', '2026-12-01', '2030-01-01'), 'tomorrow', '2026-13-01', ''),
    },
  },
  {
    method: 'POST',
    route: '/ppmc/self-serve/booking',
    selfServe: true,
    idempotencyKey: true,
    body: {
      kind: 'json',
      fields: {
        slot_id: slotId,
        address: v(good('4 Park Street, Connaught Place', '12 Janpath Road'), '', 'ab', 'x'.repeat(301)),
        pincode: v(good('110001', '400001', '999999'), '1100', 'abcdef', 110001),
      },
    },
  },
  // the HR console (issue 25 §8): input is checked before the HR check; the fuzzing customer is no HR (a 404 then)
  { method: 'GET', route: '/pwa-api/corporate/:slug/admin/roster', params: { slug: corporateSlug }, query: rosterQuery },
  {
    method: 'POST',
    route: '/pwa-api/corporate/:slug/admin/roster/import',
    params: { slug: corporateSlug },
    body: { kind: 'upload', field: 'roster' },
  },
  {
    method: 'POST',
    route: '/pwa-api/corporate/:slug/admin/employees',
    params: { slug: corporateSlug },
    body: { kind: 'json', fields: employeeFields },
  },
  { method: 'GET', route: '/pwa-api/corporate/:slug/admin/employees/:id', params: { slug: corporateSlug, id: employeeId } },
  {
    method: 'PUT',
    route: '/pwa-api/corporate/:slug/admin/employees/:id',
    params: { slug: corporateSlug, id: employeeId },
    body: { kind: 'json', fields: employeeFields },
  },
  {
    method: 'POST',
    route: '/pwa-api/corporate/:slug/admin/employees/:id/end-cover',
    params: { slug: corporateSlug, id: employeeId },
    body: { kind: 'json', fields: { cover_until: coverDate } },
  },
  {
    method: 'POST',
    route: '/pwa-api/corporate/:slug/admin/employees/:id/restore-cover',
    params: { slug: corporateSlug, id: employeeId },
  },
  { method: 'GET', route: '/pwa-api/corporate/:slug/admin/policies/:year', params: { slug: corporateSlug, year: policyYear } },
  {
    method: 'PUT',
    route: '/pwa-api/corporate/:slug/admin/policies/:year',
    params: { slug: corporateSlug, year: policyYear },
    body: {
      kind: 'json',
      fields: {
        pharmacy: rupeeAmount,
        labs: rupeeAmount,
        consultation: rupeeAmount,
        family_cover: flag,
        health_check_test_id: v(good(undefined, 1, '2'), 0, -1, 'x', 2_147_483_648),
        health_check_for: v(good('employee', 'employee_and_family'), 'everyone', ''),
      },
    },
  },
  {
    method: 'POST',
    route: '/pwa-api/corporate/:slug/admin/top-ups',
    params: { slug: corporateSlug },
    idempotencyKey: true,
    body: {
      kind: 'json',
      fields: {
        target: v(good('all', 'one'), 'some', ''),
        employee_id: v(good(undefined, 'ACM-1001', 'E1'), '', 'E 1', 'x'.repeat(41)),
        pharmacy: rupeeAmount,
        labs: rupeeAmount,
        consultation: rupeeAmount,
      },
    },
  },
  {
    method: 'GET',
    route: '/pwa-api/corporate/:slug/admin/utilisation',
    params: { slug: corporateSlug },
    query: { year: yearQuery },
  },
  {
    method: 'GET',
    route: '/pwa-api/corporate/:slug/admin/health-checks',
    params: { slug: corporateSlug },
    query: { year: yearQuery },
  },
  { method: 'GET', route: '/pwa-api/corporate/:slug/admin/exports/roster.csv', params: { slug: corporateSlug } },
  {
    method: 'GET',
    route: '/pwa-api/corporate/:slug/admin/exports/utilisation.csv',
    params: { slug: corporateSlug },
    query: { year: yearQuery },
  },
  // the payment's return from the gateway (a browser's redirect, outside /pwa-api) and the development routes
  { method: 'GET', route: '/order-payment/callback', query: callbackFields, answer: 'redirect' },
  { method: 'POST', route: '/order-payment/callback', body: { kind: 'form', fields: callbackFields }, answer: 'redirect' },
  { method: 'GET', route: '/__dev/outbox' },
  // the partner widget's stand-in (issue 25 §7): a page for the iframe, 400 with its text for a wrong token
  {
    method: 'GET',
    route: '/__dev/ekincare-widget',
    query: { token: v(good('x.y', ''), 'a.b.c', '.', 'eyJzdWIiOiJ4In0.AAAA') },
    answer: 'redirect',
  },
  {
    method: 'POST',
    route: '/__dev/orders/:number/move',
    params: { number: orderNumber },
    body: { kind: 'json', fields: { event: v(good(...ORDER_EVENTS), 'teleport') } },
  },
  {
    method: 'POST',
    route: '/__dev/payment-methods',
    body: {
      kind: 'json',
      fields: {
        method: v(good('card', 'upi'), 'wallet'),
        network: v(good('Visa', 'RuPay'), 'Discover'),
        last4: v(good('1111', '4242'), '111', 'abcd'),
        expiry_month: v(good(1, 12), 0, 13),
        expiry_year: v(good(2030), 1999),
        vpa: v(good('as**a@okhdfc'), 'no-at-sign'),
      },
    },
  },
  {
    method: 'POST',
    route: '/__dev/consultations',
    body: {
      kind: 'json',
      fields: {
        doctor_phone: v(good('9810000021', '9810000032'), '9810000099', '98100'),
        mode: v(good('video', 'chat', undefined), 'telepathy'),
      },
    },
  },
  // issue 26 §1–3: a filed lab report or prescription for the signed-in account's member (the records journey's e2e)
  {
    method: 'POST',
    route: '/__dev/health-records/filed',
    body: {
      kind: 'json',
      fields: {
        patient_id: v(good(1, 999999), 0, '1', -1),
        kind: v(good('lab', 'prescription'), 'x'),
        value: v(good('6.1', undefined), '100', 'x'),
        date: v(good('2026-10-01'), '2026-02-30', ''),
      },
    },
  },
  // issue 25 §4–5: an account put on a corporate's roster (with dependants) for the e2e files (decisions 067, 068)
  {
    method: 'POST',
    route: '/__dev/corporates/enrol',
    body: {
      kind: 'json',
      fields: {
        slug: v(good('acme', 'globex', 'no-such-corporate'), '', 'x'.repeat(41)),
        phone,
        coverage: v(good('self', 'self_and_family', undefined), 'family'),
        dependants: v(
          good(undefined, [], [{ name: 'Meera Rao', relation: 'spouse' }]),
          [{ name: 'A', relation: 'cousin' }],
          [{ name: 'Meera Rao', relation: 'spouse', birth_date: '12/03/1990' }],
          'none',
        ),
        top_up_rupees: v(good(undefined, { pharmacy: 20 }, { labs: 0, consultation: 500 }), { pharmacy: -1 }, { wallet: 5 }, 'x'),
      },
    },
  },
  {
    method: 'POST',
    route: '/__dev/corporates/self-serve-link',
    body: { kind: 'json', fields: { slug: corporateSlug, employee_code: v(good('ACM-1003', 'NOPE'), '', 'x'.repeat(41)) } },
  },
  {
    method: 'POST',
    route: '/__dev/vaccination/bookings/:number/given-earlier',
    params: { number: orderNumber },
    body: { kind: 'json', fields: { minutes: v(good(31, 1), 0, -5, 1.5, '31', 100_000) } },
  },
  // issue 30's e2e: a test's own requests shed (decision 088); the fuzz's requests carry no such cookie
  {
    method: 'POST',
    route: '/__dev/overload',
    body: {
      kind: 'json',
      fields: {
        token: v(good('fuzz-overload-1', 'fuzz_overload_2'), 'short', 'has space 123', 'x'.repeat(65)),
        count: v(good(1, 100), 0, 101, 1.5, '1'),
        path_prefix: v(good(undefined, '/pwa-api/api/v4/no-such-fuzz'), 'no-slash', `/${'x'.repeat(200)}`),
      },
    },
  },
  { method: 'GET', route: '/__dev/overload', query: { token: v(good('fuzz-overload-1', 'never-armed-1'), '', 'short') } },
  {
    method: 'POST',
    route: '/__dev/jobs/run',
    body: {
      kind: 'json',
      fields: {
        at: v(good('2026-11-29T10:10:00.000Z', '2026-11-29T15:40:00+05:30'), 'tomorrow', '2026-13-01T00:00:00Z'),
        key_prefixes: v(good(undefined, ['consultation.no_show:1:']), [''], 'consultation'),
      },
    },
  },
  // the resend cooldown's e2e: one number's or e-mail's codes moved back in time (decision 077)
  {
    method: 'POST',
    route: '/__dev/otp/age',
    body: {
      kind: 'json',
      fields: {
        to: v(good('9810000001', 'asha.verma@example.com'), '98765', 'a@b', '+919810000001'),
        seconds: v(good(1, 30, 3600), 0, 3601, 1.5, '30'),
      },
    },
  },
  {
    method: 'POST',
    route: '/__dev/corporates',
    body: {
      kind: 'json',
      fields: {
        slug: v(good('fuzz-corp', 'acme'), 'Fuzz Corp', '', '-x', 'x'.repeat(41)),
        name: v(good('Fuzz Corp'), '', 'x'.repeat(101)),
        hr_phone: v(good('9810000014', '7311000001'), '98100', '+919810000014'),
      },
    },
  },
]

/** Every endpoint, in the order above. */
export const ENDPOINTS: Endpoint[] = [...SHOP_ENDPOINTS, ...LABS_AND_SIGN_IN_ENDPOINTS]

/** Routes the app registers that are not endpoints of their own, each with why (the guard's allow-list). */
export const NOT_ENDPOINTS: Record<string, string> = {
  'ALL /*': 'middleware of every request (request id, logs, compression, identity)',
  'ALL /pwa-api/*': "the API's CSRF middleware and its 'No such API' answer (fuzzed by the random paths below)",
  'ALL /ppmc/*': 'the same for the /ppmc prefix (fuzzed by the random paths below)',
  'ALL /pwa-api/api/v4/addresses': 'the address book’s sign-in middleware',
  'ALL /pwa-api/api/v4/addresses/*': 'the address book’s sign-in middleware',
  'ALL /pwa-api/api/v4/patients': 'the patients’ sign-in middleware',
  'ALL /pwa-api/api/v4/patients/*': 'the patients’ sign-in middleware',
  'ALL /pwa-api/api/v4/profile': 'the profile’s sign-in middleware',
  'ALL /pwa-api/api/v4/profile/*': 'the profile’s sign-in middleware',
  'GET /healthz': 'the load balancer’s probe, no input',
  'GET /logout': 'a page navigation (text or a redirect), not the API',
  'GET /hkadmin/logout': 'a page navigation (a redirect), not the API',
  'POST /cart/prescription': "the prescription page's upload limit (a page action; tests of the prescription page)",
  'POST /cart/prescription.data': 'the same, for the fetcher',
  'POST /pharmacy-buy-now/cart/prescription': 'the same, for the buy-now checkout',
  'POST /pharmacy-buy-now/cart/prescription.data': 'the same, for the buy-now fetcher',
  'POST /health-record/:patientId': "the health record page's upload limit (a page action; tests/e2e/health-records.e2e.ts)",
  'POST /staff/labs/:number': "the labs desk's upload limit (a staff page's action; tests/integration/labs-desk.int.test.ts)",
  'POST /corporate/:slug/admin': "the HR console's roster upload limit (a page action; tests/e2e/corporate-hr.e2e.ts)",
  'POST /corporate/:slug/admin.data': 'the same, for the fetcher',
  'POST /cancer-care/second-opinion': "the second-opinion page's upload limit (a page action; tests/e2e/cancer-care.e2e.ts)",
  'POST /cancer-care/second-opinion.data': 'the same, for the fetcher',
  'POST /staff/cancer-care/:id': "the care coordinator's upload limit (a staff page's action; tests/e2e/cancer-care.e2e.ts)",
  'POST /online-doctor-consultation/book/:doctorId':
    "the booking page's upload limit (a page action; tests/e2e/consult-sale.e2e.ts)",
}

import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { solveCaptchaPayload } from '../../app/auth/captcha.ts'
import { AUTH_PATHS as P } from '../../core/auth/paths.ts'
import type { CaptchaChallenge } from '../../contracts/support.ts'
import {
  carts,
  corporateAdmins,
  consultations,
  corporateEmployees,
  doctors,
  labBookings,
  labCartItemPatients,
  labCartItems,
  labOffers,
  labs,
  memberSales,
  orders,
  partnerOfferCodes,
  partnerOffers,
  partners,
  patients,
  paymentTokenRemovals,
  users,
} from '../../server/db/schema.ts'
import { labsBillFor } from '../../server/modules/cart/labs-rules.ts'
import { renderLabReportPdf } from '../../server/modules/labs/report-pdf.ts'
import { addDays, istInstant, istParts } from '../../server/modules/labs/slot-rules.ts'
import { API_ROUTES, OPENAPI_CACHE_CONTROL } from '../../server/http/openapi.ts'
import { s256Challenge } from '../../server/modules/auth/sso.ts'
import { COURIER_SIGNATURE_HEADER } from '../../contracts/order-desk.ts'
import { courierSignature } from '../../server/modules/order-desk/courier.ts'
import { webhookSignature } from '../../server/modules/payments/razorpay/signatures.ts'
import { EVENT_ID_HEADER, SIGNATURE_HEADER } from '../../server/modules/payments/razorpay/webhook.ts'
import { phonePhoto, prescriptionPdf, uploadForm } from '../helpers/prescriptions-fixture.ts'
import { sseFrames } from '../helpers/sse-frames.ts'
import { browserClient, type BrowserClient } from './browser-client.ts'
import { RX_BASE, rxConsultation, rxForm, rxWritten } from './openapi-e-prescription.ts'
import { seedConsultation } from './consultation-fixture.ts'
import { DELHI } from './seed-customers.ts'
import { paise } from '../../core/money.ts'
import {
  type Answer,
  answerOf,
  catalog,
  checkAnswer,
  clock,
  COURIER_SECRET,
  customer,
  customerHeaders,
  f,
  fake,
  fromResponse,
  selfServeHeaders,
  guest,
  keyOf,
  made,
  me,
  moveClockOn,
  people,
  useOpenApiFixture,
} from './openapi-fixture.ts'

// Issue 12 §6: GET /pwa-api/openapi.json describes every /pwa-api route the app registers (server/http/openapi.ts), the
// document is OpenAPI 3.1 whose schemas compile as JSON Schema 2020-12 (Ajv 2020, the copy Lighthouse installs), and a
// real call of every described route with a valid request answers a status the description lists, with a body that
// is the described contract: parsed by the route's own Zod schema (no member it does not name) and validated by the
// document's JSON Schema of it. The refusals a route's shape implies (401, 403, 415, 400) are called too.
// Here: (c), the real calls; (a) and (b) are openapi-document.int.test.ts, the refusals openapi-refusals.int.test.ts.

useOpenApiFixture()

async function codeFor(to: string): Promise<string> {
  const m = (await f.services.outbox.list(50)).find((x) => x.to === to)
  if (!m?.otp) throw new Error(`no code sent to ${to}`)
  return m.otp
}
let serial = 0
const newNumber = () => `7313${String(100_000 + ++serial).slice(-6)}`
const newEmail = () => `openapi.${++serial}@example.com`

/** The customer's one family member for the health records' calls (made once: an account has at most 6). */
let recordsMemberId: Promise<number> | null = null
function recordsMember(): Promise<number> {
  recordsMemberId ??= customer()
    .post('/pwa-api/api/v4/patients', { name: 'Records Openapi', age: 40, gender: 'female', relation: 'spouse' })
    .then((res) => (res.body as { data: { patient: { id: number } } }).data.patient.id)
  return recordsMemberId
}
/** A new upload of a PDF for that member: its answer and ids. */
async function uploadedRecord() {
  const patientId = await recordsMember()
  const form = new FormData()
  form.set('kind', 'DischargeSummary')
  form.set('title', 'Openapi discharge')
  form.set('date', '2026-01-02')
  form.set('provider', 'AIIMS New Delhi')
  form.set('tags', 'openapi, surgery')
  form.set(
    'file',
    new File([(await prescriptionPdf('Discharge summary')) as Uint8Array<ArrayBuffer>], 'ds.pdf', { type: 'application/pdf' }),
  )
  const answer = await fromResponse(
    await f.app.request(`/pwa-api/api/v1/health-records/patients/${patientId}`, {
      method: 'POST',
      headers: customerHeaders(),
      body: form,
    }),
  )
  return { answer, patientId, id: (answer.body as { data: { id: number } }).data.id }
}

/** The customer's copy of their data, asked for and built by its job (once). */
let dataExportId: Promise<number> | null = null
function myDataExport(): Promise<number> {
  dataExportId ??= (async () => {
    const asked = await customer().call('POST', '/pwa-api/api/v1/data-exports', undefined, {
      'idempotency-key': 'openapi-my-data-export',
    })
    const id = (asked.body as { data: { id: number } }).data.id
    const key = `data_export.build:${id}:`
    await f.services.jobRunner.runDueAt(new Date(Math.max(clock.getTime(), Date.now())), { keyPrefixes: [key] })
    const job = await f.services.jobs.find(key)
    expect(job, `the build: ${job?.lastError}`).toMatchObject({ status: 'done' })
    return id
  })()
  return dataExportId
}
/** Signs in through the sign-in calls with a code: create, then verify. */
async function phoneVerified(b: BrowserClient, number: string) {
  expect((await b.auth(P.createToken, { number })).status).toBe(200)
  return b.auth(P.verifyToken, { number, verification_token: await codeFor(number) })
}
async function emailVerified(b: BrowserClient, email: string) {
  expect((await b.auth(P.createTokenEmail, { email })).status).toBe(200)
  return b.auth(P.verifyTokenEmail, { email, verification_token: await codeFor(email) })
}
/** A new account of its own (a new number and e-mail, both proved), signed in: the profile's calls change it. */
async function profileAccount(): Promise<BrowserClient> {
  const b = await guest()
  const [number, email] = [newNumber(), newEmail()]
  await phoneVerified(b, number)
  await b.auth(P.phoneComplete, { number, email })
  expect((await b.auth(P.emailVerifyPhoneToken, { number, email, verification_token: await codeFor(email) })).status).toBe(200)
  return b
}
/** The conflict list of 9810000002 (two accounts' e-mails, masked), its second entry chosen. */
async function conflictChosen(b: BrowserClient) {
  const verified = await phoneVerified(b, '9810000002')
  const chosen = verified.body.data.user_flags.conflict_data[1].email as string
  const sent = await b.auth(P.phoneConflictResolve, { number: '9810000002', email: chosen })
  return { chosen, sent }
}
/** kiran.rao@example.com proved, then 9810000004 (another account) given: the MERGE warning. */
async function mergeOffered(b: BrowserClient) {
  await emailVerified(b, 'kiran.rao@example.com')
  const warning = await b.auth(P.emailCompleteLogin, { number: '9810000004', email: 'kiran.rao@example.com' })
  expect(warning.status).toBe(409)
  checkAnswer(
    API_ROUTES.find((r) => r.path === `/${P.emailCompleteLogin}`)!,
    answerOf(warning),
  )
}
/** The sale's calls share a consultation (and its file) and book others from the same day's slots. */
const consult = { id: 0, uploadId: 0, attachmentId: 0, patientId: 0 }
/** The first sample doctor's free slots three days ahead (India), and their fee in paise. */
async function consultSlots() {
  const [d] = await f.database.db.select({ id: doctors.id }).from(doctors).orderBy(doctors.id).limit(1)
  const page = await f.services.consultations.doctor(d!.id, addDays(istParts(clock).date, 3))
  const slots = page.day.slots.filter((x) => x.available).map((x) => x.starts_at)
  return { doctorId: d!.id, slots, fee: Math.round(page.doctor.fee * 100) }
}
/** Another consultation of the account (unpaid), on the i-th free slot, in the state asked for. */
async function anotherConsultation(i: number, state?: 'no_show'): Promise<number> {
  const { doctorId, slots, fee } = await consultSlots()
  const placed = await f.services.consultSale.book(
    me.userId,
    {
      cartType: 'consultation',
      payment: 'online',
      useWallet: false,
      expectedTotal: paise(fee),
      doctorId,
      startsAt: new Date(slots[i]!),
      specialty: null,
      now: false,
      patientId: consult.patientId,
      mode: 'chat',
      symptoms: '',
      attachmentIds: [],
      consent: false,
      consentBy: null,
    },
    `openapi-${randomBytes(8).toString('hex')}`,
  )
  const id = placed.body.consultation_id
  if (state) await f.database.db.update(consultations).set({ state }).where(eq(consultations.id, id))
  return id
}
let carePlanName = ''

/** Links the fixture's customer to Acme's roster row ACM-1003 (as its sign-in would when its phone were on it). */
async function asCorporateMember() {
  await f.database.db
    .update(corporateEmployees)
    .set({ userId: me.userId, linkedAt: clock })
    .where(eq(corporateEmployees.employeeCode, 'ACM-1003'))
}
let consultationsMade = 0
/** A consultation of the customer's with a sample doctor, starting at the fake clock's now (its room is open). */
async function myConsultation(): Promise<number> {
  const seeded = await seedConsultation(f.database.db, { userId: me.userId, startsAt: clock, doctor: consultationsMade++ % 12 })
  return seeded.id
}
const roomOf = (id: number) => `/pwa-api/api/v1/consultations/${id}/room`
const NOTES_OF = (id: number) => `/pwa-api/api/v1/consultations/${id}/notes`
let secondOpinionId = 0
const ADDRESS = {
  recipient_name: 'Asha Verma',
  phone: '9876543210',
  address: '14, Janpath Road, Connaught Place',
  pincode: DELHI.pincode,
  address_type: 'work',
  address_name: 'Studio',
}

/** The fixture's customer on Acme's roster with a spouse (the development route's work; once). */
async function asAcmeEmployee() {
  await f.services.corporateDev.enrol({
    slug: 'acme',
    phone: me.phone,
    coverage: 'self_and_family',
    dependants: [{ name: 'Ravi Openapi', relation: 'spouse' }],
  })
}

/** A valid call of each described route (and of some, more than one kind of answer), in this order. */
/** issue 25 §8: a corporate whose HR admin is the customer, with one employee on its roster (made once). */
let hrOnce: Promise<{ base: string; employeeId: number }> | null = null
function hrCorporate(): Promise<{ base: string; employeeId: number }> {
  hrOnce ??= (async () => {
    const row = await f.services.corporateOperator.create(me.userId, { slug: 'openapi-corp', name: 'OpenAPI Corp' })
    await f.database.db.insert(corporateAdmins).values({ corporateId: row.id, userId: me.userId, createdAt: clock })
    const e = await f.services.corporateRoster.add(row, me.userId, {
      employee_id: 'OA-1',
      name: 'Asha Openapi',
      phone: '7313999001',
      coverage: 'self_and_family',
    })
    return { base: `/pwa-api/corporate/${row.slug}/admin`, employeeId: e.id }
  })()
  return hrOnce
}
const EMPLOYEE = { employee_id: 'OA-2', name: 'Ravi Openapi', work_email: 'ravi.openapi@example.com', coverage: 'self' }

/** A 12-year-old child of the customer's, with a saved date of birth. */
async function vaccinationChild(name: string): Promise<number> {
  const year = Number(istParts(clock).date.slice(0, 4)) - 12
  const [child] = await f.database.db
    .insert(patients)
    .values({ userId: me.userId, name, age: 12, gender: 'female', relation: 'child', birthDate: `${year}-01-01` })
    .returning({ id: patients.id })
  return child!.id
}
/** A New Delhi nurse slot three days ahead. */
async function vaccinationSlot() {
  const day = await f.services.vaccination.slots.availability('New Delhi', addDays(istParts(clock).date, 3))
  return day.slots[0]!
}
let completedVaccination: Promise<string> | null = null
/** A dose booked, paid from MedWise Cash, given and observed: its booking number (made once). */
function vaccinationCompleted(): Promise<string> {
  completedVaccination ??= (async () => {
    await f.services.wallet.credit(f.database.db, me.userId, paise(429_800), {
      kind: 'recharge',
      reference: 'openapi-vaccination',
      note: 'openapi',
    })
    const input = {
      cartType: 'vaccination' as const,
      payment: 'wallet' as const,
      useWallet: true,
      expectedTotal: paise(429_800),
      vaccine: 'hpv' as const,
      patientId: await vaccinationChild('Ira Openapi'),
      dateOfBirth: null,
      earlierDoses: [],
      slotId: (await vaccinationSlot()).id,
      addressId: null,
    }
    const placed = await f.services.vaccination.book(me.userId, input, `openapi-vac-${randomBytes(8).toString('hex')}`)
    const number = placed.body.number
    await f.services.vaccination.desk.recordDose(me.userId, number, {
      batch_number: 'HPV-OA-1',
      expiry: addDays(istParts(clock).date, 200),
      cold_chain_c: 5,
    })
    moveClockOn(new Date(clock.getTime() + 31 * 60_000))
    await f.services.vaccination.desk.endObservation(me.userId, number)
    return number
  })()
  return completedVaccination
}

const CALLS: Record<string, () => Promise<Answer | Answer[]>> = {
  // ---- the HR console (issue 25 §8) ----
  'GET /pwa-api/corporate/:slug/admin/roster': async () => {
    const { base } = await hrCorporate()
    return [answerOf(await customer().get(`${base}/roster`)), answerOf(await customer().get(`${base}/roster?q=asha&page=1`))]
  },
  'POST /pwa-api/corporate/:slug/admin/roster/import': async () => {
    const { base } = await hrCorporate()
    const form = new FormData()
    form.append('roster', new File(['employee_id,name,phone,coverage\nOA-9,Meera Openapi,7313999009,self\n'], 'roster.csv'))
    const good = await fromResponse(
      await f.app.request(base + '/roster/import', { method: 'POST', headers: customerHeaders(), body: form }),
    )
    return good
  },
  'POST /pwa-api/corporate/:slug/admin/employees': async () => {
    const { base } = await hrCorporate()
    return answerOf(await customer().post(`${base}/employees`, EMPLOYEE))
  },
  'GET /pwa-api/corporate/:slug/admin/employees/:id': async () => {
    const { base, employeeId } = await hrCorporate()
    return answerOf(await customer().get(`${base}/employees/${employeeId}`))
  },
  'PUT /pwa-api/corporate/:slug/admin/employees/:id': async () => {
    const { base, employeeId } = await hrCorporate()
    const body = {
      employee_id: 'OA-1',
      name: 'Asha Openapi',
      phone: '+91 73139 99001',
      coverage: 'self_and_family',
      gender: 'female',
    }
    return answerOf(await customer().call('PUT', `${base}/employees/${employeeId}`, body))
  },
  'POST /pwa-api/corporate/:slug/admin/employees/:id/end-cover': async () => {
    const { base } = await hrCorporate()
    const added = await customer().post(`${base}/employees`, { ...EMPLOYEE, employee_id: 'OA-3', work_email: 'oa3@example.com' })
    const id = (added.body as { data: { id: number } }).data.id
    return answerOf(await customer().post(`${base}/employees/${id}/end-cover`, { cover_until: '31/12/2099' }))
  },
  'POST /pwa-api/corporate/:slug/admin/employees/:id/restore-cover': async () => {
    const { base } = await hrCorporate()
    const added = await customer().post(`${base}/employees`, { ...EMPLOYEE, employee_id: 'OA-4', work_email: 'oa4@example.com' })
    const id = (added.body as { data: { id: number } }).data.id
    await customer().post(`${base}/employees/${id}/end-cover`, { cover_until: '31/12/2099' })
    return answerOf(await customer().post(`${base}/employees/${id}/restore-cover`, {}))
  },
  'GET /pwa-api/corporate/:slug/admin/policies/:year': async () => {
    const { base } = await hrCorporate()
    return answerOf(await customer().get(`${base}/policies/2026`))
  },
  'PUT /pwa-api/corporate/:slug/admin/policies/:year': async () => {
    const { base } = await hrCorporate()
    const body = { pharmacy: 3000, labs: 5000, consultation: 2000, family_cover: true, health_check_for: 'employee_and_family' }
    return answerOf(await customer().call('PUT', `${base}/policies/2026`, body))
  },
  'POST /pwa-api/corporate/:slug/admin/top-ups': async () => {
    const { base } = await hrCorporate()
    const body = { target: 'one', employee_id: 'OA-1', pharmacy: 500 }
    const headers = { 'idempotency-key': `openapi-topup-${randomBytes(6).toString('hex')}` }
    return [
      answerOf(await customer().post(`${base}/top-ups`, body, headers)),
      answerOf(await customer().post(`${base}/top-ups`, body, headers)),
    ]
  },
  'GET /pwa-api/corporate/:slug/admin/utilisation': async () => {
    const { base } = await hrCorporate()
    return answerOf(await customer().get(`${base}/utilisation?year=2026`))
  },
  'GET /pwa-api/corporate/:slug/admin/health-checks': async () => {
    const { base } = await hrCorporate()
    return answerOf(await customer().get(`${base}/health-checks`))
  },
  'GET /pwa-api/corporate/:slug/admin/exports/roster.csv': async () => {
    const { base } = await hrCorporate()
    return answerOf(await customer().get(`${base}/exports/roster.csv`))
  },
  'GET /pwa-api/corporate/:slug/admin/exports/utilisation.csv': async () => {
    const { base } = await hrCorporate()
    return answerOf(await customer().get(`${base}/exports/utilisation.csv`))
  },
  'GET /pwa-api/openapi.json': async () => {
    const res = await f.app.request('/pwa-api/openapi.json')
    expect(res.headers.get('cache-control')).toBe(OPENAPI_CACHE_CONTROL)
    const tag = res.headers.get('etag')!
    expect(tag).toMatch(/^W\/"/)
    const again = await f.app.request('/pwa-api/openapi.json', { headers: { 'if-none-match': tag } })
    return [await fromResponse(res), await fromResponse(again)]
  },
  'GET /pwa-api/api/v4/footer-data': async () => answerOf(await (await guest()).get('/pwa-api/api/v4/footer-data')),
  'GET /pwa-api/api/v5/cities': async () => answerOf(await (await guest()).get('/pwa-api/api/v5/cities')),
  'GET /pwa-api/api/v4/city-serviceable': async () =>
    answerOf(await (await guest()).get('/pwa-api/api/v4/city-serviceable?city=Mumbai')),
  'GET /pwa-api/location/latlng/:coords': async () =>
    answerOf(await (await guest()).get('/pwa-api/location/latlng/19.0760,72.8777')),
  'GET /pwa-api/api/v4/search/autocomplete': async () => {
    const b = await guest()
    return [
      answerOf(await b.get('/pwa-api/api/v4/search/autocomplete?q=dolo')),
      answerOf(await b.get('/pwa-api/api/v4/search/autocomplete?q=paracetmol&types=allopathy&per_page=5')),
    ]
  },
  'GET /pwa-api/api/v4/udp_tree': async () => {
    const b = await guest()
    const first = await b.get('/pwa-api/api/v4/udp_tree')
    const again = await b.get('/pwa-api/api/v4/udp_tree', { 'if-none-match': first.headers.get('etag')! })
    return [answerOf(first), answerOf(again)]
  },
  'POST /pwa-api/webservices/app-install-link': async () =>
    answerOf(await (await guest()).post('/pwa-api/webservices/app-install-link', { number: newNumber() })),
  'POST /pwa-api/api/v4/carts/skus': async () =>
    answerOf(await customer().post('/pwa-api/api/v4/carts/skus', { skus: [{ sku_id: catalog.otc(1).id, quantity: 2 }] })),
  'GET /pwa-api/api/v4/carts/details': async () => {
    const b = customer()
    return [
      answerOf(await b.get('/pwa-api/api/v4/carts/details?types=pharmacy')),
      answerOf(await b.get(`/pwa-api/api/v4/carts/details?types=pharmacy&response_type=full&cart_oos=true&city=${DELHI.city}`)),
      answerOf(await b.get('/pwa-api/api/v4/carts/details?types=labs&response_type=full')),
    ]
  },
  'PUT /pwa-api/api/v4/carts/replace': async () =>
    answerOf(
      await customer().call('PUT', '/pwa-api/api/v4/carts/replace?types=labs', { sku_ids: [{ test_id: made.labTestId }] }),
    ),
  'GET /pwa-api/api/v4/carts/brief': async () => answerOf(await customer().get('/pwa-api/api/v4/carts/brief?types=labs')),
  'POST /pwa-api/api/v4/prescriptions': async () => {
    const form = uploadForm('Asha Verma', [{ name: 'rx.jpg', bytes: await phonePhoto('jpeg'), type: 'image/jpeg' }])
    const res = await fromResponse(
      await f.app.request('/pwa-api/api/v4/prescriptions', { method: 'POST', headers: customerHeaders(), body: form }),
    )
    const rx = (res.body as { data: { id: number; first_file_id: number } }).data
    Object.assign(made, { prescriptionId: rx.id, fileId: rx.first_file_id })
    return res
  },
  'GET /pwa-api/api/v4/prescriptions': async () => answerOf(await customer().get('/pwa-api/api/v4/prescriptions')),
  'GET /pwa-api/api/v4/prescriptions/:id/files/:fileId': async () => {
    const path = `/pwa-api/api/v4/prescriptions/${made.prescriptionId}/files/${made.fileId}`
    const b = customer()
    return [answerOf(await b.get(path)), answerOf(await b.get(`${path}?size=thumbnail`))]
  },
  'GET /pwa-api/api/v4/addresses': async () => answerOf(await customer().get('/pwa-api/api/v4/addresses')),
  'POST /pwa-api/api/v4/addresses': async () => answerOf(await customer().post('/pwa-api/api/v4/addresses', ADDRESS)),
  'PUT /pwa-api/api/v4/addresses/:id': async () =>
    answerOf(await customer().call('PUT', `/pwa-api/api/v4/addresses/${me.more[0]}`, { ...ADDRESS, address_name: 'Office' })),
  'POST /pwa-api/api/v4/addresses/:id/default': async () =>
    answerOf(await customer().post(`/pwa-api/api/v4/addresses/${me.more[0]}/default`, {})),
  'DELETE /pwa-api/api/v4/addresses/:id': async () =>
    answerOf(await customer().call('DELETE', `/pwa-api/api/v4/addresses/${me.more[1]}`)),
  // ---- a corporate member (issue 25 §2–3): the customer holds Acme's row ACM-1003 (self and family cover) ----
  'GET /pwa-api/corporate/me': async () => {
    await asCorporateMember()
    return answerOf(await customer().get('/pwa-api/corporate/me'))
  },
  'GET /pwa-api/corporate/wallet/transactions': async () => {
    await asCorporateMember()
    return answerOf(await customer().get('/pwa-api/corporate/wallet/transactions?limit=2'))
  },
  'POST /pwa-api/corporate/dependants': async () => {
    await asCorporateMember()
    return answerOf(
      await customer().post('/pwa-api/corporate/dependants', {
        name: 'Kavya Openapi',
        relation: 'child',
        gender: 'female',
        birth_date: '2016-05-01',
      }),
    )
  },
  'POST /pwa-api/corporate/claim': async () => {
    await asCorporateMember()
    return answerOf(await customer().post('/pwa-api/corporate/claim', {}))
  },
  // ---- patients, lab slots and the patient step (issue 11 §4) ----
  'GET /pwa-api/api/v4/patients': async () => answerOf(await customer().get('/pwa-api/api/v4/patients')),
  'POST /pwa-api/api/v4/patients': async () =>
    answerOf(
      await customer().post('/pwa-api/api/v4/patients', { name: 'Asha Openapi', age: 34, gender: 'female', relation: 'self' }),
    ),
  'PUT /pwa-api/api/v4/patients/:id': async () => {
    const b = customer()
    const saved = await b.post('/pwa-api/api/v4/patients', {
      name: 'Ravi Openapi',
      age: '61',
      gender: 'male',
      relation: 'parent',
    })
    const id = (saved.body as { data: { patient: { id: number } } }).data.patient.id
    return answerOf(
      await b.call('PUT', `/pwa-api/api/v4/patients/${id}`, {
        name: 'Ravi Openapi',
        age: 62,
        gender: 'male',
        relation: 'parent',
      }),
    )
  },
  'DELETE /pwa-api/api/v4/patients/:id': async () => {
    const b = customer()
    const saved = await b.post('/pwa-api/api/v4/patients', { name: 'Spare Openapi', age: 9, gender: 'other', relation: 'child' })
    const id = (saved.body as { data: { patient: { id: number } } }).data.patient.id
    return answerOf(await b.call('DELETE', `/pwa-api/api/v4/patients/${id}`))
  },
  // ---- the profile (issue 26 §5): an account of its own, whose e-mail and phone change by OTP ----
  'GET /pwa-api/api/v4/profile': async () => answerOf(await (await profileAccount()).get('/pwa-api/api/v4/profile')),
  'PUT /pwa-api/api/v4/profile': async () =>
    answerOf(
      await (
        await profileAccount()
      ).call('PUT', '/pwa-api/api/v4/profile', {
        name: 'Asha Openapi',
        gender: 'female',
        date_of_birth: '1990-05-17',
      }),
    ),
  'PUT /pwa-api/api/v4/profile/preferences': async () =>
    answerOf(
      await (
        await profileAccount()
      ).call('PUT', '/pwa-api/api/v4/profile/preferences', { sms: true, email: false, whatsapp: true }),
    ),
  'POST /pwa-api/api/v4/profile/email/otp': async () =>
    answerOf(await (await profileAccount()).post('/pwa-api/api/v4/profile/email/otp', { email: newEmail() })),
  'POST /pwa-api/api/v4/profile/email/verify': async () => {
    const b = await profileAccount()
    const email = newEmail()
    await b.post('/pwa-api/api/v4/profile/email/otp', { email })
    return answerOf(await b.post('/pwa-api/api/v4/profile/email/verify', { email, verification_token: await codeFor(email) }))
  },
  'POST /pwa-api/api/v4/profile/phone/otp': async () =>
    answerOf(await (await profileAccount()).post('/pwa-api/api/v4/profile/phone/otp', { number: newNumber() })),
  'POST /pwa-api/api/v4/profile/phone/verify': async () => {
    const b = await profileAccount()
    const number = newNumber()
    await b.post('/pwa-api/api/v4/profile/phone/otp', { number })
    return answerOf(await b.post('/pwa-api/api/v4/profile/phone/verify', { number, verification_token: await codeFor(number) }))
  },
  // ---- erase my account (issue 26 §6, decision 081): a new account of its own each ----
  'GET /pwa-api/api/v4/profile/erasure': async () =>
    answerOf(await (await profileAccount()).get('/pwa-api/api/v4/profile/erasure')),
  'POST /pwa-api/api/v4/profile/erasure/otp': async () =>
    answerOf(await (await profileAccount()).post('/pwa-api/api/v4/profile/erasure/otp', {})),
  'POST /pwa-api/api/v4/profile/erasure': async () => {
    const b = await profileAccount()
    const { phone } = (await b.get('/pwa-api/api/v4/profile')).body.data as { phone: string }
    await b.post('/pwa-api/api/v4/profile/erasure/otp', {})
    return answerOf(await b.post('/pwa-api/api/v4/profile/erasure', { verification_token: await codeFor(phone) }))
  },
  // ---- health records (issue 26 §1–2): the customer's own member and uploads ----
  'GET /pwa-api/api/v1/health-records': async () => {
    await recordsMember()
    return answerOf(await customer().get('/pwa-api/api/v1/health-records'))
  },
  'GET /pwa-api/api/v1/health-records/patients/:patientId': async () => {
    const { patientId } = await uploadedRecord()
    const b = customer()
    const path = `/pwa-api/api/v1/health-records/patients/${patientId}`
    return [answerOf(await b.get(path)), answerOf(await b.get(`${path}?kind=DischargeSummary&from=2026-01-01&q=openapi`))]
  },
  'POST /pwa-api/api/v1/health-records/patients/:patientId': async () => (await uploadedRecord()).answer,
  'GET /pwa-api/api/v1/health-records/:id': async () =>
    answerOf(await customer().get(`/pwa-api/api/v1/health-records/${(await uploadedRecord()).id}`)),
  'PUT /pwa-api/api/v1/health-records/:id': async () =>
    answerOf(
      await customer().call('PUT', `/pwa-api/api/v1/health-records/${(await uploadedRecord()).id}`, {
        kind: 'DischargeSummary',
        title: 'Openapi discharge summary',
        date: '2026-01-03',
        provider: 'AIIMS',
        tags: ['openapi'],
      }),
    ),
  'DELETE /pwa-api/api/v1/health-records/:id': async () =>
    answerOf(await customer().call('DELETE', `/pwa-api/api/v1/health-records/${(await uploadedRecord()).id}`)),
  'GET /pwa-api/api/v1/health-records/:id/file': async () =>
    answerOf(await customer().get(`/pwa-api/api/v1/health-records/${(await uploadedRecord()).id}/file`)),
  // ---- sharing and the export (issue 26 §3–4): the customer's own member ----
  'POST /pwa-api/api/v1/health-records/shares': async () =>
    answerOf(
      await customer().post(
        '/pwa-api/api/v1/health-records/shares',
        { scope: 'patient', patient_id: await recordsMember(), hours: 24 },
        { 'idempotency-key': 'openapi-share-0001' },
      ),
    ),
  'GET /pwa-api/api/v1/health-records/shares': async () =>
    answerOf(await customer().get(`/pwa-api/api/v1/health-records/shares?patient_id=${await recordsMember()}`)),
  'POST /pwa-api/api/v1/health-records/shares/:share_id/revoke': async () => {
    const { id } = await uploadedRecord()
    const made = await customer().post('/pwa-api/api/v1/health-records/shares', {
      scope: 'record',
      patient_id: await recordsMember(),
      record_id: id,
    })
    const shareId = (made.body as { data: { share_id: number } }).data.share_id
    return answerOf(await customer().post(`/pwa-api/api/v1/health-records/shares/${shareId}/revoke`, {}))
  },
  'GET /pwa-api/api/v1/health-records/shares/:share_id/views': async () => {
    const made = await customer().post('/pwa-api/api/v1/health-records/shares', {
      scope: 'patient',
      patient_id: await recordsMember(),
    })
    const shareId = (made.body as { data: { share_id: number } }).data.share_id
    return answerOf(await customer().get(`/pwa-api/api/v1/health-records/shares/${shareId}/views`))
  },
  'GET /pwa-api/api/v1/health-records/patients/:patient_id/fhir': async () => {
    const { patientId } = await uploadedRecord()
    return fromResponse(
      await f.app.request(`/pwa-api/api/v1/health-records/patients/${patientId}/fhir`, { headers: customerHeaders() }),
    )
  },
  'GET /pwa-api/api/v1/health-records/patients/:patient_id/abha': async () =>
    answerOf(await customer().get(`/pwa-api/api/v1/health-records/patients/${await recordsMember()}/abha`)),
  'PUT /pwa-api/api/v1/health-records/patients/:patient_id/abha': async () =>
    answerOf(
      await customer().call('PUT', `/pwa-api/api/v1/health-records/patients/${await recordsMember()}/abha`, {
        abha_number: '91-1234-5678-9012',
        abha_address: 'openapi.member@abdm',
      }),
    ),
  'GET /pwa-api/labs/slots': async () => {
    const b = await guest()
    const [lab] = await f.database.db.select({ id: labs.id, cities: labs.cities }).from(labs).limit(1)
    const tomorrow = new Date(clock.getTime() + 86_400_000 + 5.5 * 3_600_000).toISOString().slice(0, 10)
    const query = `lab_id=${lab!.id}&city=${encodeURIComponent(lab!.cities[0]!)}&date=${tomorrow}`
    return [
      answerOf(await b.get(`/pwa-api/labs/slots?${query}`)),
      answerOf(await b.get(`/pwa-api/labs/slots?${query}&fasting=true&patients=2`)),
    ]
  },
  // ---- finding a doctor (issue 24 §2): the seeded specialties and sample doctors ----
  'GET /pwa-api/api/v1/consultations/specialties': async () =>
    answerOf(await (await guest()).get('/pwa-api/api/v1/consultations/specialties')),
  'GET /pwa-api/api/v1/consultations/specialties/:code/doctors': async () => {
    const b = await guest()
    const base = '/pwa-api/api/v1/consultations/specialties/general-physician/doctors'
    return [answerOf(await b.get(base)), answerOf(await b.get(`${base}?language=hindi&fee=upto_300&sort=fee_low&per_page=1`))]
  },
  'GET /pwa-api/api/v1/consultations/specialties/:code/consult-now': async () =>
    answerOf(await (await guest()).get('/pwa-api/api/v1/consultations/specialties/general-physician/consult-now')),
  'GET /pwa-api/api/v1/consultations/doctors/:id': async () => {
    const [d] = await f.database.db.select({ id: doctors.id }).from(doctors).orderBy(doctors.id).limit(1)
    return answerOf(await (await guest()).get(`/pwa-api/api/v1/consultations/doctors/${d!.id}`))
  },
  'GET /pwa-api/api/v1/consultations/doctors/:id/slots': async () => {
    const [d] = await f.database.db.select({ id: doctors.id }).from(doctors).orderBy(doctors.id).limit(1)
    const tomorrow = addDays(istParts(clock).date, 1)
    return answerOf(await (await guest()).get(`/pwa-api/api/v1/consultations/doctors/${d!.id}/slots?date=${tomorrow}`))
  },
  // ---- cancer care (issue 24 §8): a second opinion asked, listed, read, and its written opinion downloaded ----
  'POST /pwa-api/api/v1/cancer-care/second-opinions': async () => {
    const patient = await f.services.patients.create(
      { kind: 'user', userId: me.userId },
      {
        name: 'Lakshmi Iyer',
        age: 58,
        gender: 'female',
        relation: 'parent',
      },
    )
    const form = new FormData()
    for (const [k, v] of Object.entries({
      patient_id: String(patient.id),
      diagnosis: 'Carcinoma of the left breast',
      stage: 'stage_2',
      treatment: 'Lumpectomy',
      contact_phone: '9876543210',
    }))
      form.append(k, v)
    form.append('pathology', new File([(await prescriptionPdf('Biopsy')) as Uint8Array<ArrayBuffer>], 'biopsy.pdf'))
    form.append('imaging', new File([(await phonePhoto('jpeg')) as Uint8Array<ArrayBuffer>], 'scan.jpg'))
    const res = await fromResponse(
      await f.app.request('/pwa-api/api/v1/cancer-care/second-opinions', {
        method: 'POST',
        headers: customerHeaders(),
        body: form,
      }),
    )
    secondOpinionId = (res.body as { data: { id: number } }).data.id
    return res
  },
  'GET /pwa-api/api/v1/cancer-care/second-opinions': async () =>
    answerOf(await customer().get('/pwa-api/api/v1/cancer-care/second-opinions')),
  'GET /pwa-api/api/v1/cancer-care/second-opinions/:id': async () =>
    answerOf(await customer().get(`/pwa-api/api/v1/cancer-care/second-opinions/${secondOpinionId}`)),
  'GET /pwa-api/api/v1/cancer-care/second-opinions/:id/opinion': async () => {
    const cc = f.services.cancerCare
    const [oncologist] = (await cc.staffView(secondOpinionId)).oncologists
    await cc.assign(me.userId, secondOpinionId, oncologist!.id)
    await cc.deliver(me.userId, secondOpinionId, { name: 'opinion.pdf', bytes: await prescriptionPdf('Opinion') })
    return answerOf(await customer().get(`/pwa-api/api/v1/cancer-care/second-opinions/${secondOpinionId}/opinion`))
  },
  // ---- the e-prescription (issue 24 §5–6): the customer's consultation, its doctor ----
  'POST /pwa-api/api/v1/consultations/:id/prescription': async () => {
    const c = await rxConsultation()
    return answerOf(await c.doctor.post(RX_BASE(c.id), await rxForm()))
  },
  'GET /pwa-api/api/v1/consultations/:id/prescription': async () => {
    const c = await rxWritten()
    return [answerOf(await customer().get(RX_BASE(c.id))), answerOf(await c.doctor.get(RX_BASE(c.id)))]
  },
  'GET /pwa-api/api/v1/consultations/:id/prescription/pdf': async () =>
    answerOf(await customer().get(`${RX_BASE((await rxWritten()).id)}/pdf`)),
  'GET /pwa-api/api/v1/consultations/:id/prescription/medicines': async () => {
    const c = await rxWritten()
    return answerOf(await c.doctor.get(`${RX_BASE(c.id)}/medicines?q=${encodeURIComponent(catalog.otc().name.slice(0, 4))}`))
  },
  'POST /pwa-api/api/v1/consultations/:id/prescription/order-medicines': async () =>
    answerOf(await customer().post(`${RX_BASE((await rxWritten()).id)}/order-medicines`, {})),
  'POST /pwa-api/api/v1/consultations/:id/prescription/book-tests': async () =>
    answerOf(await customer().post(`${RX_BASE((await rxWritten()).id)}/book-tests`, {})),
  // ---- selling a consultation (issue 24 §3, §7): a sample doctor's slots three days ahead ----
  'POST /pwa-api/api/v1/consultations/attachments': async () => {
    const form = new FormData()
    form.append('attachments', new File([(await phonePhoto('png')) as BlobPart], 'rash.png', { type: 'image/png' }))
    const res = await fromResponse(
      await f.app.request('/pwa-api/api/v1/consultations/attachments', {
        method: 'POST',
        headers: customerHeaders(),
        body: form,
      }),
    )
    consult.uploadId = (res.body as { data: { attachments: Array<{ id: number }> } }).data.attachments[0]!.id
    return res
  },
  'POST /pwa-api/api/v1/consultations/bookings': async () => {
    const { doctorId, slots, fee } = await consultSlots()
    const [person] = await f.database.db
      .insert(patients)
      .values({ userId: me.userId, name: 'Asha Openapi', age: 34, gender: 'female', relation: 'self' })
      .returning({ id: patients.id })
    consult.patientId = person!.id
    const body = {
      doctor_id: doctorId,
      starts_at: slots[0]!,
      patient_id: person!.id,
      mode: 'video',
      symptoms: 'Fever',
      attachment_ids: [consult.uploadId],
      payment: 'online',
      expected_total: fee,
    }
    const key = { 'idempotency-key': `openapi-${randomBytes(8).toString('hex')}` }
    const placed = await customer().post('/pwa-api/api/v1/consultations/bookings', body, key)
    consult.id = placed.body.data.consultation_id
    const replayed = await customer().post('/pwa-api/api/v1/consultations/bookings', body, key)
    expect(replayed.headers.get('idempotent-replayed')).toBe('true')
    return [answerOf(placed), answerOf(replayed)]
  },
  'GET /pwa-api/api/v1/consultations/mine': async () => answerOf(await customer().get('/pwa-api/api/v1/consultations/mine')),
  'GET /pwa-api/api/v1/consultations/mine/:id': async () => {
    const res = await customer().get(`/pwa-api/api/v1/consultations/mine/${consult.id}`)
    consult.attachmentId = res.body.data.attachments[0].id
    return answerOf(res)
  },
  'GET /pwa-api/api/v1/consultations/mine/:id/attachments/:attachment_id': async () =>
    fromResponse(
      await f.app.request(`/pwa-api/api/v1/consultations/mine/${consult.id}/attachments/${consult.attachmentId}`, {
        headers: customerHeaders(),
      }),
    ),
  'POST /pwa-api/api/v1/consultations/mine/:id/cancel': async () => {
    const id = await anotherConsultation(1)
    return answerOf(await customer().post(`/pwa-api/api/v1/consultations/mine/${id}/cancel`, { reason: 'Busy' }))
  },
  'POST /pwa-api/api/v1/consultations/mine/:id/reschedule': async () => {
    const { slots } = await consultSlots()
    await f.database.db.update(consultations).set({ state: 'booked' }).where(eq(consultations.id, consult.id))
    return answerOf(
      await customer().post(`/pwa-api/api/v1/consultations/mine/${consult.id}/reschedule`, { starts_at: slots.at(-1)! }),
    )
  },
  'POST /pwa-api/api/v1/consultations/mine/:id/rating': async () => {
    await f.database.db.update(consultations).set({ state: 'completed' }).where(eq(consultations.id, consult.id))
    return answerOf(await customer().post(`/pwa-api/api/v1/consultations/mine/${consult.id}/rating`, { stars: 5 }))
  },
  'POST /pwa-api/api/v1/consultations/mine/:id/reassign': async () => {
    // Another doctor now needs another physician on duty: the clock moves on to the next 17:00 in India, inside the
    // second sample physician's hours (15:00–24:00 every day), whatever the real hour the file started at.
    const ist = istParts(clock)
    let at = new Date(`${ist.date}T17:00:00+05:30`)
    if (at.getTime() <= clock.getTime()) at = new Date(at.getTime() + 86_400_000)
    moveClockOn(at)
    const id = await anotherConsultation(2, 'no_show')
    return answerOf(await customer().call('POST', `/pwa-api/api/v1/consultations/mine/${id}/reassign`))
  },
  'POST /pwa-api/api/v1/consultations/mine/:id/refund': async () => {
    const id = await anotherConsultation(3, 'no_show')
    return answerOf(await customer().call('POST', `/pwa-api/api/v1/consultations/mine/${id}/refund`))
  },
  'GET /pwa-api/labs/cart/patient-step': async () => {
    const b = customer()
    await b.call('PUT', '/pwa-api/api/v4/carts/replace?types=labs', { sku_ids: [{ test_id: made.labTestId }] })
    return answerOf(await b.get('/pwa-api/labs/cart/patient-step'))
  },
  'PUT /pwa-api/labs/cart/patient-step': async () => {
    const b = customer()
    await b.call('PUT', '/pwa-api/api/v4/carts/replace?types=labs', { sku_ids: [{ test_id: made.labTestId }] })
    const someone = await b.post('/pwa-api/api/v4/patients', {
      name: 'Meera Openapi',
      age: 30,
      gender: 'female',
      relation: 'sibling',
    })
    const patientId = (someone.body as { data: { patient: { id: number } } }).data.patient.id
    const lines = [{ test_id: made.labTestId, patient_ids: [patientId] }]
    const step = (await b.call('PUT', '/pwa-api/labs/cart/patient-step', { lines })).body as {
      data: { lab_id: number; city: string }
    }
    const tomorrow = new Date(clock.getTime() + 86_400_000 + 5.5 * 3_600_000).toISOString().slice(0, 10)
    const day = await b.get(
      `/pwa-api/labs/slots?lab_id=${step.data.lab_id}&city=${encodeURIComponent(step.data.city)}&date=${tomorrow}&fasting=true`,
    )
    const slot = (day.body as { data: { slots: { id: number }[] } }).data.slots[0]!
    return answerOf(await b.call('PUT', '/pwa-api/labs/cart/patient-step', { lines, slot_id: slot.id }))
  },
  // ---- lab bookings (issue 11 §5): the cp_labs cart of a lab in the customer's city, ready to book ----
  'POST /pwa-api/labs/bookings': async () => {
    const db = f.database.db
    const lab = (await db.select().from(labs).orderBy(labs.id)).find((l) => l.cities.includes(DELHI.city))!
    const [offer] = await db.select().from(labOffers).where(eq(labOffers.labId, lab.id)).limit(1)
    const [person] = await db
      .insert(patients)
      .values({ userId: me.userId, name: 'Asha Openapi', age: 34, gender: 'female', relation: 'self' })
      .returning({ id: patients.id })
    const date = addDays(istParts(clock).date, 1)
    const slot = (await f.services.labSlots.dayRows(db, lab.id, DELHI.city, date)).find(
      (r) => r.startsAt.getTime() === istInstant(date, 7 * 60).getTime(),
    )!
    const [cart] = await db
      .insert(carts)
      .values({ userId: me.userId, type: 'cp_labs', labId: lab.id, city: DELHI.city, labSlotId: slot.id })
      .returning({ id: carts.id })
    await db.insert(labCartItems).values({ cartId: cart!.id, testId: offer!.testId, labId: lab.id })
    await db.insert(labCartItemPatients).values({ cartId: cart!.id, testId: offer!.testId, patientId: person!.id })
    const total = labsBillFor([{ mrp: offer!.mrpPaise, price: offer!.pricePaise, patients: 1 }]).payable
    const body = { cart_type: 'cp_labs', payment: 'online', expected_total: total }
    const key = { 'idempotency-key': `openapi-${randomBytes(8).toString('hex')}` }
    const placed = await customer().post('/pwa-api/labs/bookings', body, key)
    made.labBookingNumber = placed.body.data.number
    const replayed = await customer().post('/pwa-api/labs/bookings', body, key)
    expect(replayed.headers.get('idempotent-replayed')).toBe('true')
    return [answerOf(placed), answerOf(replayed)]
  },
  'GET /pwa-api/labs/bookings': async () => answerOf(await customer().get('/pwa-api/labs/bookings')),
  'GET /pwa-api/labs/bookings/:number': async () =>
    answerOf(await customer().get(`/pwa-api/labs/bookings/${made.labBookingNumber}`)),
  // issue 11 §6: the booking above, paid (its rows as the payment leaves them), moved to tomorrow's 08:00
  'POST /pwa-api/labs/bookings/:number/reschedule': async () => {
    const db = f.database.db
    const [row] = await db
      .select({ id: orders.id, labId: labBookings.labId, city: labBookings.city })
      .from(orders)
      .innerJoin(labBookings, eq(labBookings.orderId, orders.id))
      .where(eq(orders.number, made.labBookingNumber))
    await db.update(orders).set({ status: 'confirmed', holdExpiresAt: null }).where(eq(orders.id, row!.id))
    await db.update(labBookings).set({ status: 'booked' }).where(eq(labBookings.orderId, row!.id))
    const date = addDays(istParts(clock).date, 1)
    const to = (await f.services.labSlots.dayRows(db, row!.labId, row!.city, date)).find(
      (r) => r.startsAt.getTime() === istInstant(date, 8 * 60).getTime(),
    )!
    const res = await customer().post(`/pwa-api/labs/bookings/${made.labBookingNumber}/reschedule`, { slot_id: to.id })
    expect(res.status).toBe(200)
    return answerOf(res)
  },
  // ---- lab reports (issue 11 §6): the booking above, collected, with the lab's PDF for its patient ----
  'GET /pwa-api/labs/bookings/:number/reports': async () => {
    await reportMade()
    return answerOf(await customer().get(`/pwa-api/labs/bookings/${made.labBookingNumber}/reports`))
  },
  'GET /pwa-api/labs/bookings/:number/reports/:patient_key': async () => {
    await reportMade()
    return answerOf(await customer().get(`/pwa-api/labs/bookings/${made.labBookingNumber}/reports/1`))
  },
  // ---- the consultation room (issue 24 §4): a consultation of the customer's starting now, seeded without a sale ----
  'POST /pwa-api/api/v1/consultations/:id/room/enter': async () =>
    answerOf(await customer().post(`${roomOf(await myConsultation())}/enter`, {})),
  'GET /pwa-api/api/v1/consultations/:id/room/messages': async () => {
    const path = roomOf(await myConsultation())
    await customer().post(`${path}/messages`, { text: 'I have had a fever since Sunday' })
    return answerOf(await customer().get(`${path}/messages`))
  },
  'POST /pwa-api/api/v1/consultations/:id/room/messages': async () =>
    answerOf(await customer().post(`${roomOf(await myConsultation())}/messages`, { text: 'Hello, doctor' })),
  'POST /pwa-api/api/v1/consultations/:id/room/files': async () => {
    const form = new FormData()
    form.append('file', new File([(await phonePhoto('png')) as Uint8Array<ArrayBuffer>], 'rash.png', { type: 'image/png' }))
    const path = `${roomOf(await myConsultation())}/files`
    return fromResponse(await f.app.request(path, { method: 'POST', headers: customerHeaders(), body: form }))
  },
  'GET /pwa-api/api/v1/consultations/:id/room/files/:message': async () => {
    const form = new FormData()
    form.append('file', new File([(await phonePhoto('jpeg')) as Uint8Array<ArrayBuffer>], 'rash.jpg', { type: 'image/jpeg' }))
    const path = roomOf(await myConsultation())
    const sent = await f.app.request(`${path}/files`, { method: 'POST', headers: customerHeaders(), body: form })
    const { data } = (await sent.json()) as { data: { id: number } }
    return fromResponse(await f.app.request(`${path}/files/${data.id}`, { headers: customerHeaders() }))
  },
  'POST /pwa-api/api/v1/consultations/:id/room/signals': async () =>
    answerOf(await customer().post(`${roomOf(await myConsultation())}/signals`, { kind: 'hangup' })),
  'GET /pwa-api/api/v1/consultations/:id/room/stream': async () => {
    const path = roomOf(await myConsultation())
    const client = new AbortController()
    const res = await f.app.request(`${path}/stream`, { headers: customerHeaders(), signal: client.signal })
    // The stream is open (its first frame came): now the patient enters and writes.
    return streamAnswer(res, client, 'message', async () => {
      await customer().post(`${path}/enter`, {})
      await customer().post(`${path}/messages`, { text: 'Are you there, doctor?' })
    })
  },
  // ---- the doctor's notes (issue 24 §5): the consultation's doctor ----
  'PUT /pwa-api/api/v1/consultations/:id/notes': async () => {
    const c = await rxConsultation()
    return answerOf(await c.doctor.call('PUT', NOTES_OF(c.id), { text: 'Fever 3 days.\nThroat congested.' }))
  },
  'GET /pwa-api/api/v1/consultations/:id/notes': async () => {
    const c = await rxConsultation()
    await c.doctor.call('PUT', NOTES_OF(c.id), { text: 'Advised rest.' })
    return answerOf(await c.doctor.get(NOTES_OF(c.id)))
  },
  'GET /pwa-api/api/v4/pincodes/:pincode': async () =>
    answerOf(await (await guest()).get(`/pwa-api/api/v4/pincodes/${DELHI.pincode}`)),
  // ---- auth ----
  [`GET /pwa-api/${P.csrfToken}`]: async () => answerOf(await browserClient(f).get(`/pwa-api/${P.csrfToken}`)),
  [`POST /pwa-api/${P.createToken}`]: async () => answerOf(await (await guest()).auth(P.createToken, { number: newNumber() })),
  [`POST /pwa-api/${P.createTokenEmail}`]: async () =>
    answerOf(await (await guest()).auth(P.createTokenEmail, { email: newEmail() })),
  [`POST /pwa-api/${P.verifyToken}`]: async () => answerOf(await phoneVerified(await guest(), '9810000001')),
  [`POST /pwa-api/${P.verifyTokenEmail}`]: async () => answerOf(await emailVerified(await guest(), 'asha.verma@example.com')),
  [`POST /pwa-api/${P.b2bVerifyToken}`]: async () => {
    const b = await guest()
    const sent = await b.auth(P.b2bVerifyToken, { number: '9810000006' })
    const done = await b.auth(P.b2bVerifyToken, { number: '9810000006', verification_token: await codeFor('9810000006') })
    return [answerOf(sent), answerOf(done)]
  },
  [`POST /pwa-api/${P.phoneConflictResolve}`]: async () => answerOf((await conflictChosen(await guest())).sent),
  [`POST /pwa-api/${P.phoneVerifyConflictResolve}`]: async () => {
    const b = await guest()
    const { chosen } = await conflictChosen(b)
    const code = await codeFor('rahul.office@example.com')
    return answerOf(await b.auth(P.phoneVerifyConflictResolve, { number: '9810000002', email: chosen, verification_token: code }))
  },
  [`POST /pwa-api/${P.phoneComplete}`]: async () => {
    const b = await guest()
    const number = newNumber()
    await phoneVerified(b, number)
    return answerOf(await b.auth(P.phoneComplete, { number, email: newEmail() }))
  },
  [`POST /pwa-api/${P.emailVerifyPhoneToken}`]: async () => {
    const b = await guest()
    const [number, email] = [newNumber(), newEmail()]
    await phoneVerified(b, number)
    await b.auth(P.phoneComplete, { number, email })
    return answerOf(await b.auth(P.emailVerifyPhoneToken, { number, email, verification_token: await codeFor(email) }))
  },
  [`POST /pwa-api/${P.emailCompleteLogin}`]: async () => {
    const b = await guest()
    await emailVerified(b, 'meera.iyer@example.com')
    return answerOf(
      await b.auth(P.emailCompleteLogin, { number: newNumber(), email: 'meera.iyer@example.com', otp_on_call: false }),
    )
  },
  [`POST /pwa-api/${P.emailCreateTokenConflict}`]: async () => {
    const b = await guest()
    const email = newEmail()
    await emailVerified(b, email)
    return answerOf(await b.auth(P.emailCreateTokenConflict, { number: newNumber(), email }))
  },
  [`POST /pwa-api/${P.emailVerifyTokenConflict}`]: async () => {
    const b = await guest()
    const [number, email] = [newNumber(), newEmail()]
    await emailVerified(b, email)
    await b.auth(P.emailCompleteLogin, { number, email })
    return answerOf(await b.auth(P.emailVerifyTokenConflict, { number, email, verification_token: await codeFor(number) }))
  },
  [`GET /pwa-api/${P.mergeData}`]: async () => {
    const b = await guest()
    await mergeOffered(b)
    return answerOf(await b.get(`/pwa-api/${P.mergeData}?email=kiran.rao%40example.com&number=9810000004`))
  },
  [`POST /pwa-api/${P.emailCreateTokenMerge}`]: async () => {
    const b = await guest()
    await mergeOffered(b)
    return answerOf(await b.auth(P.emailCreateTokenMerge, { number: '9810000004', email: 'kiran.rao@example.com' }))
  },
  [`POST /pwa-api/${P.emailVerifyTokenMerge}`]: async () => {
    const b = await guest()
    await mergeOffered(b)
    await b.auth(P.emailCreateTokenMerge, { number: '9810000004', email: 'kiran.rao@example.com', otp_on_call: false })
    const code = await codeFor('9810000004')
    return answerOf(
      await b.auth(P.emailVerifyTokenMerge, { number: '9810000004', email: 'kiran.rao@example.com', verification_token: code }),
    )
  },
  [`POST /pwa-api/${P.ssoCode}`]: async () => {
    const verifier = randomBytes(48).toString('base64url')
    return answerOf(await customer().auth(P.ssoCode, { code_challenge: s256Challenge(verifier) }))
  },
  [`POST /pwa-api/${P.autoLogin}`]: async () => {
    const verifier = randomBytes(48).toString('base64url')
    const code = await customer().auth(P.ssoCode, { code_challenge: s256Challenge(verifier) })
    return answerOf(await (await guest()).auth(P.autoLogin, { code_verifier: verifier, auth_code: code.body.auth_code }))
  },
  // ---- support ----
  [`GET /pwa-api/${P.captchaChallenge}`]: async () => answerOf(await (await guest()).get(`/pwa-api/${P.captchaChallenge}`)),
  [`POST /pwa-api/${P.loginHelp}`]: async () => {
    const b = await guest()
    const challenge = (await b.get(`/pwa-api/${P.captchaChallenge}`)).body as CaptchaChallenge
    return answerOf(
      await b.auth(P.loginHelp, {
        email: 'openapi@example.com',
        query: 'My code never arrived on my phone.',
        recaptcha_response_field: await solveCaptchaPayload(challenge),
      }),
    )
  },
  // ---- partnerships (issue 27 §2): a business's lead with its solved captcha (201) ----
  'POST /pwa-api/api/v4/partnerships/leads': async () => {
    const b = await guest()
    const challenge = (await b.get(`/pwa-api/${P.captchaChallenge}`)).body as CaptchaChallenge
    return answerOf(
      await b.post('/pwa-api/api/v4/partnerships/leads', {
        name: 'Asha Rao',
        company: 'Nilgiri Textiles Pvt Ltd',
        email: 'asha.rao@nilgiri.example',
        phone: '9721100401',
        city: 'Coimbatore',
        company_size: '201-1000',
        message: 'Health benefits for 600 employees.',
        recaptcha_response_field: await solveCaptchaPayload(challenge),
      }),
    )
  },
  // ---- orders ----
  // ---- the care plan: bought with MedWise Cash, its page, its breakdown, cancelled ----
  'GET /pwa-api/api/v4/savings': async () => {
    expect((await customer().get('/pwa-api/api/v4/savings')).status).toBe(400)
    const plan = (await f.services.carePlan.plans())[0]!
    carePlanName = plan.name
    await f.services.wallet.credit(f.database.db, me.userId, paise(300_000), {
      kind: 'recharge',
      reference: 'openapi-care-plan',
      note: 'test',
    })
    await people.fill(me, [[catalog.otc(3), 2]])
    await f.services.cartDetails.setCarePlan(me.owner, plan.id)
    const reading = await f.services.cartDetails.read(me.owner, { city: me.city, checkStock: true })
    await f.services.orders.place(
      me.userId,
      { cartType: 'pharmacy', payment: 'wallet', useWallet: true, expectedTotal: reading.bill.payable },
      `openapi-plan-${randomBytes(8).toString('hex')}`,
    )
    return answerOf(await customer().get('/pwa-api/api/v4/savings?source=header'))
  },
  'GET /pwa-api/api/v4/set_reminder': async () => {
    const at = new Date(Date.now() + 5 * 86_400_000)
    await f.database.db.insert(memberSales).values({
      name: 'OpenAPI Member Sale',
      membersFrom: at,
      startsAt: new Date(at.getTime() + 86_400_000),
      endsAt: new Date(at.getTime() + 2 * 86_400_000),
    })
    return answerOf(await customer().get('/pwa-api/api/v4/set_reminder'))
  },
  'GET /pwa-api/api/v4/detailed_savings': async () => answerOf(await customer().get('/pwa-api/api/v4/detailed_savings')),
  'POST /pwa-api/api/v4/subscriptions/cancel': async () => {
    const body = { cancellation_reason: 'Other reasons', cancellation_type: 'subscription', plan_name: carePlanName }
    const cancelled = answerOf(await customer().post('/pwa-api/api/v4/subscriptions/cancel', body))
    expect((await customer().post('/pwa-api/api/v4/subscriptions/cancel', body)).status).toBe(409)
    return cancelled
  },
  'POST /pwa-api/api/v4/orders': async () => {
    const { total } = await people.fill(me, [[catalog.otc(2), 1]])
    const body = { payment: 'cod', expected_total: total }
    const key = { 'idempotency-key': `openapi-${randomBytes(8).toString('hex')}` }
    const placed = await customer().post('/pwa-api/api/v4/orders', body, key)
    made.orderNumber = placed.body.data.number
    const replayed = await customer().post('/pwa-api/api/v4/orders', body, key)
    expect(replayed.headers.get('idempotent-replayed')).toBe('true')
    return [answerOf(placed), answerOf(replayed)]
  },
  'GET /pwa-api/api/v4/orders': async () => answerOf(await customer().get('/pwa-api/api/v4/orders?page=1')),
  'POST /pwa-api/api/v4/orders/:number/cancel': async () =>
    answerOf(await customer().post(`/pwa-api/api/v4/orders/${made.orderNumber}/cancel`, { reason: 'Ordered twice by mistake' })),
  // ---- payments: a signed event we do not act on (Razorpay's other events are the payments tests') ----
  'POST /pwa-api/payments/razorpay/webhook': async () => {
    const body = JSON.stringify({
      entity: 'event',
      account_id: 'acc_OpenApi',
      event: 'payment.dispute.created',
      contains: ['payment'],
      payload: {},
      created_at: Math.floor(clock.getTime() / 1000),
    })
    const res = await f.app.request('/pwa-api/payments/razorpay/webhook', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [SIGNATURE_HEADER]: webhookSignature(body, fake.webhookSecret),
        [EVENT_ID_HEADER]: 'evt_OpenApi0000001',
      },
      body,
    })
    return fromResponse(res)
  },
  // ---- the corporate health check (issue 25 §5–6, decision 068): the customer made an Acme employee ----
  'GET /pwa-api/corporate/:slug/labs/members': async () => {
    await asAcmeEmployee()
    return answerOf(await customer().get('/pwa-api/corporate/acme/labs/members'))
  },
  'GET /pwa-api/corporate/:slug/labs/packages': async () => {
    await asAcmeEmployee()
    return answerOf(await customer().get('/pwa-api/corporate/acme/labs/packages'))
  },
  'POST /pwa-api/corporate/:slug/labs/bookings': async () => {
    await asAcmeEmployee()
    const pk = (await customer().get('/pwa-api/corporate/acme/labs/packages')).body.data
    const date = addDays(istParts(clock).date, 1)
    const slot = (await f.services.labSlots.dayRows(f.database.db, pk.lab.id, pk.lab.city, date)).find(
      (r) => r.startsAt.getTime() === istInstant(date, 7 * 60).getTime(),
    )!
    const body = { members: [{ key: 'employee' }], slot_id: slot.id, payment: 'wallet', expected_total: 0 }
    const key = { 'idempotency-key': `openapi-${randomBytes(8).toString('hex')}` }
    const placed = await customer().post('/pwa-api/corporate/acme/labs/bookings', body, key)
    const replayed = await customer().post('/pwa-api/corporate/acme/labs/bookings', body, key)
    expect(replayed.headers.get('idempotent-replayed')).toBe('true')
    return [answerOf(placed), answerOf(replayed)]
  },
  'GET /pwa-api/corporate/:slug/labs/progress/:test_id': async () => {
    await asAcmeEmployee()
    const pk = (await customer().get('/pwa-api/corporate/acme/labs/packages')).body.data
    return answerOf(await customer().get(`/pwa-api/corporate/acme/labs/progress/${pk.package.test_id}`))
  },
  'POST /pwa-api/corporate/:slug/admin/self-serve-links': async () => {
    const [hr] = await f.database.db.select({ id: users.id }).from(users).where(eq(users.phone, '9810000014'))
    const session = await f.services.sessions.create(hr!.id)
    const b = browserClient(f)
    b.jar.set('sid', session.token)
    b.csrf = await f.services.sessions.csrfToken({ sessionIdHash: session.idHash })
    return answerOf(await b.call('POST', '/pwa-api/corporate/acme/admin/self-serve-links', { employee_code: 'ACM-1003' }))
  },
  // ---- /ppmc: the self-serve page's calls with a live link's headers (decision 072) ----
  'GET /ppmc/self-serve/context': async () =>
    answerOf(await (await guest()).get('/ppmc/self-serve/context', await selfServeHeaders())),
  'GET /ppmc/self-serve/slots': async () => {
    const tomorrow = addDays(istParts(clock).date, 1)
    const q = `city=${encodeURIComponent('New Delhi')}&date=${tomorrow}`
    return answerOf(await (await guest()).get(`/ppmc/self-serve/slots?${q}`, await selfServeHeaders()))
  },
  'POST /ppmc/self-serve/booking': async () => {
    const headers = await selfServeHeaders()
    const b = await guest()
    const tomorrow = addDays(istParts(clock).date, 1)
    const day = await b.get(`/ppmc/self-serve/slots?city=${encodeURIComponent('New Delhi')}&date=${tomorrow}`, headers)
    const slot = (day.body.data.slots as { id: number; available: boolean }[]).find((x) => x.available)!
    const body = { slot_id: slot.id, address: '4 Park Street, Connaught Place', pincode: '110001' }
    const keyed = { ...headers, 'idempotency-key': 'openapi-self-serve-1' }
    // The booking, then its retry with the same key once the link is used: the same answer.
    return [
      answerOf(await b.post('/ppmc/self-serve/booking', body, keyed)),
      answerOf(await b.post('/ppmc/self-serve/booking', body, keyed)),
    ]
  },
  // ---- courier: a signed status event for no order of ours (the desk's tests apply real ones) ----
  'POST /pwa-api/courier/webhook': async () => {
    const body = JSON.stringify({ event_id: 'cour_OpenApi0001', tracking_number: 'OPENAPI0001', status: 'in_transit' })
    const res = await f.app.request('/pwa-api/courier/webhook', {
      method: 'POST',
      headers: { 'content-type': 'application/json', [COURIER_SIGNATURE_HEADER]: courierSignature(body, COURIER_SECRET) },
      body,
    })
    return fromResponse(res)
  },
  // ---- reviews (issue 26 §7): a delivered order's product rated, then rated again (an edit) ----
  'POST /pwa-api/api/v4/reviews': async () => {
    const product = catalog.otc(4)
    const placed = await people.order(me, [[product, 1]])
    for (const event of ['pack', 'ship', 'deliver'] as const) await f.services.orders.moveByNumber(placed.number, event, 'system')
    const body = { subject: 'product', subject_id: product.id, rating: 4, text: 'Worked as described, quick delivery.' }
    const first = await customer().post('/pwa-api/api/v4/reviews', body)
    const again = await customer().post('/pwa-api/api/v4/reviews', { ...body, rating: 5 })
    return [answerOf(first), answerOf(again)]
  },
  'GET /pwa-api/api/v4/reviews/mine': async () => answerOf(await customer().get('/pwa-api/api/v4/reviews/mine')),
  'GET /pwa-api/api/v4/reviews/products/:id': async () =>
    answerOf(await guest().then((g) => g.get(`/pwa-api/api/v4/reviews/products/${catalog.otc(4).id}`))),
  'GET /pwa-api/api/v4/reviews/lab-tests/:id': async () =>
    answerOf(await guest().then((g) => g.get(`/pwa-api/api/v4/reviews/lab-tests/${made.labTestId}`))),
  // ---- partner offers (issue 27 §3): the list, a sample offer's detail, a code claimed twice (201 then the same
  // code, 200), and notify me for an offer of its own opening in a month ----
  'GET /pwa-api/api/v4/partner-offers': async () => answerOf(await guest().then((g) => g.get('/pwa-api/api/v4/partner-offers'))),
  'GET /pwa-api/api/v4/partner-offers/:partnerId/:offerId': async () =>
    answerOf(await guest().then((g) => g.get('/pwa-api/api/v4/partner-offers/1/1'))),
  'POST /pwa-api/api/v4/partner-offers/:offerId/claim': async () => {
    const claim = () =>
      customer().post(
        '/pwa-api/api/v4/partner-offers/1/claim',
        {},
        { 'idempotency-key': `openapi-${randomBytes(8).toString('hex')}` },
      )
    return [answerOf(await claim()), answerOf(await claim())]
  },
  'PUT /pwa-api/api/v4/partnerships/partnership_reminder_set': async () => {
    const db = f.database.db
    const [p] = await db
      .insert(partners)
      .values({ slug: 'openapi-partner', name: 'OpenAPI Partner', about: 'A test partner.', logoUrl: '/x.svg', createdAt: clock })
      .returning()
    const [o] = await db
      .insert(partnerOffers)
      .values({
        partnerId: p!.id,
        title: 'Opening next month',
        summary: 'For the description.',
        kind: 'free_service',
        eligibility: 'everyone',
        startsAt: new Date(clock.getTime() + 30 * 86_400_000),
        endsAt: new Date(clock.getTime() + 60 * 86_400_000),
        terms: ['A term.'],
        howToUse: 'Use it.',
        createdAt: clock,
      })
      .returning()
    await db.insert(partnerOfferCodes).values({ offerId: o!.id, code: 'OPENAPI-1' })
    return answerOf(
      await customer().call('PUT', '/pwa-api/api/v4/partnerships/partnership_reminder_set', { partnership_id: o!.id }),
    )
  },
  // ---- saved payment methods (issue 26 §8): none saved with the provider now; removing one removed before answers
  // the same again (decision 076) ----
  'GET /pwa-api/api/v4/payment-methods': async () => answerOf(await customer().get('/pwa-api/api/v4/payment-methods')),
  'DELETE /pwa-api/api/v4/payment-methods/:id': async () => {
    await f.database.db
      .insert(paymentTokenRemovals)
      .values({ userId: me.userId, tokenId: 'token_OpenApiGone1', removedAt: clock })
    return answerOf(await customer().call('DELETE', '/pwa-api/api/v4/payment-methods/token_OpenApiGone1'))
  },
  // ---- download my data (issue 26 §6, decision 080): asked (202), asked again with the same key (200), built by its
  // job, its state and its ZIP ----
  'GET /pwa-api/api/v1/data-exports': async () => {
    const before = answerOf(await customer().get('/pwa-api/api/v1/data-exports'))
    await myDataExport()
    return [before, answerOf(await customer().get('/pwa-api/api/v1/data-exports'))]
  },
  'POST /pwa-api/api/v1/data-exports': async () => {
    const b = await profileAccount()
    const key = { 'idempotency-key': `openapi-export-${randomBytes(6).toString('hex')}` }
    const first = await b.call('POST', '/pwa-api/api/v1/data-exports', undefined, key)
    const again = await b.call('POST', '/pwa-api/api/v1/data-exports', undefined, key)
    expect([first.status, again.status]).toEqual([202, 200])
    return [answerOf(first), answerOf(again)]
  },
  'GET /pwa-api/api/v1/data-exports/:id': async () =>
    answerOf(await customer().get(`/pwa-api/api/v1/data-exports/${await myDataExport()}`)),
  'GET /pwa-api/api/v1/data-exports/:id/archive': async () =>
    fromResponse(
      await f.app.request(`/pwa-api/api/v1/data-exports/${await myDataExport()}/archive`, { headers: customerHeaders() }),
    ),
  // ---- grievances (issue 26 §6): filed (201), the same key again (200, the same ticket), listed, read by number ----
  'POST /pwa-api/api/v4/grievances': async () => {
    const body = { category: 'access', message: 'Please tell me what data you hold about me.', idempotency_key: 'openapi-grv-1' }
    return [
      answerOf(await customer().post('/pwa-api/api/v4/grievances', body)),
      answerOf(await customer().post('/pwa-api/api/v4/grievances', body)),
    ]
  },
  'GET /pwa-api/api/v4/grievances': async () => answerOf(await customer().get('/pwa-api/api/v4/grievances')),
  'GET /pwa-api/api/v4/grievances/:number': async () => {
    const body = { category: 'other', message: 'Why was I sent an offer by SMS after opting out?', reference: 'MW-1' }
    const filed = await customer().post('/pwa-api/api/v4/grievances', body)
    return answerOf(
      await customer().get(`/pwa-api/api/v4/grievances/${(filed.body as { data: { number: string } }).data.number}`),
    )
  },
  // ---- vaccination at home (issue 27 §6): the catalogue, a day's nurse slots, a booking (201, then replayed), the
  // account's bookings, one completed booking and its certificate ----
  'GET /pwa-api/api/v4/vaccination/vaccines': async () =>
    answerOf(await guest().then((g) => g.get('/pwa-api/api/v4/vaccination/vaccines'))),
  'GET /pwa-api/api/v4/vaccination/slots': async () =>
    answerOf(
      await guest().then((g) =>
        g.get(`/pwa-api/api/v4/vaccination/slots?city=New%20Delhi&date=${addDays(istParts(clock).date, 3)}`),
      ),
    ),
  'POST /pwa-api/api/v4/vaccination/bookings': async () => {
    const body = {
      vaccine: 'hpv',
      patient_id: await vaccinationChild('Tara Openapi'),
      slot_id: (await vaccinationSlot()).id,
      payment: 'online',
      expected_total: 429_800,
    }
    const key = { 'idempotency-key': `openapi-vac-${randomBytes(8).toString('hex')}` }
    const placed = await customer().post('/pwa-api/api/v4/vaccination/bookings', body, key)
    const replayed = await customer().post('/pwa-api/api/v4/vaccination/bookings', body, key)
    expect(replayed.headers.get('idempotent-replayed')).toBe('true')
    return [answerOf(placed), answerOf(replayed)]
  },
  'GET /pwa-api/api/v4/vaccination/bookings': async () => {
    await vaccinationCompleted()
    return answerOf(await customer().get('/pwa-api/api/v4/vaccination/bookings'))
  },
  'GET /pwa-api/api/v4/vaccination/bookings/:number': async () =>
    answerOf(await customer().get(`/pwa-api/api/v4/vaccination/bookings/${await vaccinationCompleted()}`)),
  'GET /pwa-api/api/v4/vaccination/bookings/:number/certificate': async () =>
    fromResponse(
      await f.app.request(`/pwa-api/api/v4/vaccination/bookings/${await vaccinationCompleted()}/certificate`, {
        headers: customerHeaders(),
      }),
    ),
  // ---- events: the stream open while one of the account's orders is cancelled ----
  'GET /pwa-api/server-side-event/subscribe': async () => {
    const placed = await people.order(me, [[catalog.otc(3), 1]])
    const client = new AbortController()
    const res = await f.app.request('/pwa-api/server-side-event/subscribe', {
      headers: { cookie: `sid=${me.token}` },
      signal: client.signal,
    })
    // The stream is open (its first frame came): now the order moves.
    return streamAnswer(res, client, 'order_status', async () => {
      await f.services.orders.cancel(me.userId, placed.number, 'Changed my mind')
    })
  },
  // ---- the insurer's benefits (issue 27 §4): not active, then activated (again: the same answer), by an account of
  // its own (activated, its consultations are free: the other calls' account must keep paying) ----
  'GET /pwa-api/api/v4/insurer/benefits': async () =>
    answerOf(await (await policyholder()).get('/pwa-api/api/v4/insurer/benefits')),
  'POST /pwa-api/api/v4/insurer/activate': async () => {
    await f.services.insurer.upload(me.userId, {
      name: 'openapi.csv',
      text: 'policy_number,date_of_birth\nOA0000000001,1980-01-01\n',
    })
    const body = { policy_number: 'OA0000000001', date_of_birth: '1980-01-01' }
    const b = await policyholder()
    return [
      answerOf(await b.call('POST', '/pwa-api/api/v4/insurer/activate', body)),
      answerOf(await b.call('POST', '/pwa-api/api/v4/insurer/activate', body)),
    ]
  },
}

/**
 * A stream's answer: its frames' events until one named `until` has come; `afterFirst` runs once the first frame
 * came (the stream is open), to make that event happen.
 */
async function streamAnswer(res: Response, client: AbortController, until: string, afterFirst: () => Promise<void>) {
  const answer: Answer = { status: res.status, contentType: res.headers.get('content-type') ?? '', events: [] }
  const stream = sseFrames(res, 10_000)
  let first = true
  try {
    while (!answer.events!.some((e) => e.name === until)) {
      const frame = await stream.next()
      const name = /^event: (.+)$/m.exec(frame)?.[1]
      const data = /^data: (.+)$/m.exec(frame)?.[1]
      if (name && data) answer.events!.push({ name, data: JSON.parse(data) })
      if (first) {
        first = false
        await afterFirst()
      }
    }
  } finally {
    client.abort()
    await stream.close()
  }
  return answer
}

/** The insurer's calls' own signed-in account (made once). */
let policyholderClient: BrowserClient | undefined
async function policyholder(): Promise<BrowserClient> {
  if (policyholderClient) return policyholderClient
  const [u] = await f.database.db
    .insert(users)
    .values({ name: 'Policy Openapi', phone: '7399100001', phoneVerified: true })
    .returning({ id: users.id })
  const session = await f.services.sessions.create(u!.id)
  const b = browserClient(f)
  b.jar.set('sid', session.token)
  b.csrf = await f.services.sessions.csrfToken({ sessionIdHash: session.idHash })
  policyholderClient = b
  return b
}

// ---- (c) real answers are what the description says ----

describe('real calls answer as described', () => {
  test('every described route has a call here, and every call a route', () => {
    expect(Object.keys(CALLS).sort()).toEqual(API_ROUTES.map(keyOf).sort())
  })

  test.each(API_ROUTES.map((r) => [keyOf(r), r] as const))('%s', async (key, route) => {
    const call = CALLS[key]
    if (!call) throw new Error(`no call for ${key}`)
    const answers = [await call()].flat()
    for (const answer of answers) {
      expect(
        Object.keys(route.responses).map(Number),
        `${key}: a success (${JSON.stringify(answer.body)?.slice(0, 300)})`,
      ).toContain(answer.status)
      checkAnswer(route, answer)
    }
  })
})

/** The lab booking's report, once: its sample marked collected (as the desk would) and the lab's PDF uploaded. */
let reportOnce: Promise<void> | null = null
function reportMade(): Promise<void> {
  reportOnce ??= (async () => {
    const db = f.database.db
    const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.number, made.labBookingNumber))
    await db.update(labBookings).set({ status: 'sample_collected' }).where(eq(labBookings.orderId, order!.id))
    const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.phone, '9810000008'))
    const pdf = await renderLabReportPdf({
      bookingNumber: made.labBookingNumber,
      labName: 'A lab',
      patient: { name: 'Asha Openapi', age: 34, gender: 'female' },
      collectedAt: null,
      reportedAt: clock,
      tests: [],
    })
    await f.services.labDesk.uploadReport(admin!.id, made.labBookingNumber, '1', { name: 'report.pdf', bytes: pdf })
  })()
  return reportOnce
}

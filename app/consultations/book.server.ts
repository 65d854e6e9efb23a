import { randomUUID } from 'node:crypto'
import { redirect, type RouterContextProvider } from 'react-router'
import { ATTACHMENT_FIELD, BookConsultationKeySchema, BookConsultationSchema } from '../../contracts/consultation-sale.ts'
import { PatientBodySchema } from '../../contracts/patients.ts'
import { CONSULTATION_MODE_LABELS, CONSULTATION_MODES } from '../../core/consultations/states.ts'
import { ADULT_AGE } from '../../core/consultations/consent.ts'
import { paise, toRupees } from '../../core/money.ts'
import { walletOffer } from '../../core/wallet/rewards.ts'
import { AppError } from '../../server/lib/app-error.ts'
import { parseInput } from '../../server/lib/validation.ts'
import { bookInput, CONSULT_PAGES, whenLabel } from '../../server/modules/consultations/index.ts'
import { requestContext, servicesContext } from '../context.server.ts'
import { customerOf, notFound, orNotFound, refusal, requireCustomer } from '../lib/page-edge.server.ts'
import { walletOfferView } from '../wallet/wallet.server.ts'

// The booking page (issue 24 §3; decision 057): /online-doctor-consultation/book/{doctorId}?slot=<ISO instant>[&now=1].
// The doctor and slot, who it is for (the account's patients, or a family member added here), mode, symptoms,
// reports or photos, consent, the price with a free consultation or MedWise Cash, and 'Pay ₹X' / 'Book'. A plain form
// (multipart, for the files) that works without JavaScript; it books once per rendering (the idempotency key).

type Context = Readonly<RouterContextProvider>
const MAX_SLOT_PARAM = 40

const doctorIdOf = (params: { doctorId?: string }) => {
  const id = Number(params.doctorId)
  if (!/^\d{1,9}$/.test(params.doctorId ?? '') || id <= 0) notFound()
  return id
}

function slotOf(request: Request): { startsAt: string | null; now: boolean } {
  const q = new URL(request.url).searchParams
  const slot = (q.get('slot') ?? '').slice(0, MAX_SLOT_PARAM)
  const valid = slot !== '' && !Number.isNaN(Date.parse(slot))
  return { startsAt: valid ? new Date(slot).toISOString() : null, now: q.get('now') === '1' }
}

/** The page's own path and query (a client navigation's request is its .data twin). */
function pageUrl(request: Request): URL {
  const url = new URL(request.url)
  url.pathname = url.pathname.replace(/\.data$/, '')
  url.searchParams.delete('_routes')
  return url
}

/** This page with the sign-in popup open over it (the shell's ?login=true): a guest signs in here, then books. */
function loginUrl(request: Request): string {
  const url = pageUrl(request)
  url.searchParams.set('login', 'true')
  return `${url.pathname}${url.search}`
}

function account(context: Context, request: Request) {
  return requireCustomer(context, request, { signIn: loginUrl(request), status: 303 })
}

export async function loadBookPage(request: Request, context: Context, params: { doctorId?: string }) {
  const doctorId = doctorIdOf(params)
  const customer = customerOf(context)
  if (!customer) {
    const page = await orNotFound(() => context.get(servicesContext).consultations.doctor(doctorId))
    return { guest: true as const, doctorName: page.doctor.name, loginUrl: loginUrl(request) }
  }
  const { userId, owner, services } = customer
  const page = await orNotFound(() => services.consultations.doctor(doctorId))
  const { startsAt, now } = slotOf(request)
  const [patients, quote, purses, member] = await Promise.all([
    services.patients.list(owner),
    services.consultSale.quote(userId, doctorId),
    services.wallet.purses(userId),
    context.get(requestContext).cart.memberNow(),
  ])
  const total = quote.free ? paise(0) : quote.feePaise
  // issue 25 §4: a covered employee's consultation sub-wallet (for themselves or a covered dependant).
  const corporate = await services.corporateCheckout.offer(userId, 'consultation', total)
  const chosen = Number(new URL(request.url).searchParams.get('patient') ?? '')
  return {
    guest: false as const,
    doctor: {
      id: page.doctor.id,
      name: page.doctor.name,
      initials: page.doctor.initials,
      qualifications: page.doctor.qualifications,
      specialties: page.doctor.specialties.map((s) => s.name).join(', '),
      registration: `${page.doctor.registration_number}, ${page.doctor.council}`,
      sample: page.doctor.sample,
      profile: `/online-doctor-consultation/doctor/${page.doctor.id}`,
    },
    slot: startsAt ? { startsAt, label: whenLabel(new Date(startsAt)), now } : null,
    patients: patients.map((p) => {
      const wire = services.patients.toWire(p)
      return {
        id: wire.id,
        name: wire.name,
        age: wire.age,
        relation: wire.relation,
        minor: wire.age !== null && wire.age < ADULT_AGE,
      }
    }),
    chosenPatient: Number.isSafeInteger(chosen) && chosen > 0 ? chosen : null,
    modes: CONSULTATION_MODES.map((m) => ({ value: m, label: CONSULTATION_MODE_LABELS[m] })),
    fee: toRupees(quote.feePaise),
    free: quote.free,
    freeLeft: quote.freeLeft,
    total,
    totalRupees: toRupees(total),
    wallet: walletOfferView(walletOffer(total, purses, member.applying !== null)),
    corporate,
    back: `${pageUrl(request).pathname}${pageUrl(request).search}`,
    idempotencyKey: randomUUID(),
  }
}

export interface BookRefusal {
  ok: false
  message: string
  code: string
  field?: string
  intent: 'book' | 'add-patient'
  nextFree?: { starts_at: string; label: string } | null
}

const strings = (form: FormData) => Object.fromEntries([...form].filter((e): e is [string, string] => typeof e[1] === 'string'))

/** 'Pay' / 'Book' (the files first, then the sale once per key), and 'Add a family member'. */
export async function bookPageAction(request: Request, context: Context, params: { doctorId?: string }) {
  const doctorId = doctorIdOf(params)
  const { userId, owner, services } = account(context, request)
  const form = await request.formData()
  const fields = strings(form)
  const intent = fields.intent === 'add-patient' ? 'add-patient' : 'book'
  try {
    if (intent === 'add-patient') {
      const input = parseInput(PatientBodySchema, {
        name: fields.name,
        age: fields.age,
        gender: fields.gender,
        relation: fields.relation,
      })
      const added = await services.patients.create(owner, input)
      const url = pageUrl(request)
      url.searchParams.set('patient', String(added.id))
      throw redirect(`${url.pathname}${url.search}`, 303)
    }
    const { startsAt, now } = slotOf(request)
    const { idempotency_key } = parseInput(BookConsultationKeySchema, { idempotency_key: fields.idempotency_key })
    const body = parseInput(BookConsultationSchema, {
      doctor_id: doctorId,
      starts_at: startsAt ?? undefined,
      now: now,
      patient_id: fields.patient_id,
      mode: fields.mode,
      symptoms: fields.symptoms,
      consent: fields.consent,
      consent_by: fields.consent_by,
      payment: fields.payment,
      use_wallet: fields.use_wallet,
      use_corporate_wallet: fields.use_corporate_wallet,
      expected_total: fields.expected_total,
    })
    const files = await Promise.all(
      form
        .getAll(ATTACHMENT_FIELD)
        .filter((f): f is File => f instanceof File && !(f.size === 0 && f.name === ''))
        .map(async (f) => ({ name: f.name, bytes: new Uint8Array(await f.arrayBuffer()) })),
    )
    const attachmentIds = files.length ? (await services.consultSale.upload(userId, files)).map((a) => a.id) : []
    const answer = await services.consultSale.book(userId, bookInput({ ...body, attachment_ids: attachmentIds }), idempotency_key)
    throw redirect(answer.body.next_url, 303)
  } catch (error) {
    if (!AppError.is(error)) throw error
    const next = error.details?.next_free_slot as { starts_at: string; label: string } | null | undefined
    return refusal(error, { intent, ...(error.code === 'slot_taken' ? { nextFree: next ?? null } : {}) })
  }
}

// ---- Success: /online-doctor-consultation/book/success?order=… ----

export async function loadBookSuccess(request: Request, context: Context) {
  const { userId, services } = requireCustomer(context, request, { signIn: `${CONSULT_PAGES.mine}?login=true` })
  const number = (new URL(request.url).searchParams.get('order') ?? '').slice(0, 20)
  const mine = await services.consultSale.mine(userId)
  const found = [...mine.upcoming, ...mine.past].find((c) => c.order_number === number)
  if (!found) notFound()
  if (found.state === 'pending_payment') throw redirect(`/order-payment/?order=${encodeURIComponent(number)}`)
  return { consultation: found, mine: CONSULT_PAGES.mine, detail: `${CONSULT_PAGES.mine}/${found.id}` }
}

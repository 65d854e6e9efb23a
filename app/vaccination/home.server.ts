import { randomUUID } from 'node:crypto'
import { redirect, type RouterContextProvider } from 'react-router'
import { BookVaccinationSchema } from '../../contracts/vaccination.ts'
import { idempotencyKeyField } from '../../contracts/idempotency.ts'
import { paise, toRupees } from '../../core/money.ts'
import { isCalendarDate } from '../../core/time/ist.ts'
import { HOME_VISIT_FEE_PAISE, isVaccineCode, vaccinationCity, VACCINES } from '../../core/vaccination/vaccines.ts'
import { walletOffer } from '../../core/wallet/rewards.ts'
import { AppError } from '../../server/lib/app-error.ts'
import { parseInput } from '../../server/lib/validation.ts'
import { bookInput, VACCINATION_PAGES } from '../../server/modules/vaccination/index.ts'
import { requestContext, servicesContext } from '../context.server.ts'
import { customerOf, orNotFound, refusal, requireCustomer } from '../lib/page-edge.server.ts'
import { walletOfferView } from '../wallet/wallet.server.ts'
import { z } from 'zod'

// /vaccination-at-home (issue 27 §6; decision 086): the vaccines with their age rules, doses and SAMPLE prices for
// everyone; for a signed-in person, the booking form of the vaccine chosen (?vaccine=), with who it is for (the
// account's family members), their date of birth when it is not saved, the nurse's slot of a day (?date=) in the
// city of the default address, and payment. A plain form that works without JavaScript; it books once per rendering
// (the idempotency key). /vaccination-at-home/bookings/{number}: the booking, and its certificate once issued.

type Context = Readonly<RouterContextProvider>

function pageUrl(request: Request): URL {
  const url = new URL(request.url)
  url.pathname = url.pathname.replace(/\.data$/, '')
  url.searchParams.delete('_routes')
  return url
}

function loginUrl(request: Request): string {
  const url = pageUrl(request)
  url.searchParams.set('login', 'true')
  return `${url.pathname}${url.search}`
}

export async function loadVaccinationHome(request: Request, context: Context) {
  const services = context.get(servicesContext)
  const catalogue = services.vaccination.catalogue()
  const q = pageUrl(request).searchParams
  const asked = q.get('vaccine')
  const vaccine = isVaccineCode(asked) ? VACCINES[asked] : null
  const customer = customerOf(context)
  const base = {
    catalogue,
    chosen: vaccine ? { code: vaccine.code, name: vaccine.name, ageRule: vaccine.ageText } : null,
    loginUrl: loginUrl(request),
  }
  if (!customer || !vaccine) return { ...base, booking: null }
  const { userId, owner } = customer
  const [patients, addresses, purses, member, mine] = await Promise.all([
    services.patients.list(owner),
    services.addresses.list(owner),
    services.wallet.purses(userId),
    context.get(requestContext).cart.memberNow(),
    services.vaccination.mine(userId),
  ])
  const address = addresses.find((a) => a.isDefault) ?? null
  const city = address ? vaccinationCity(address.city) : null
  const askedDate = (q.get('date') ?? '').slice(0, 10)
  let day = null
  if (city) {
    const first = await services.vaccination.slots.availability(city, isCalendarDate(askedDate) ? askedDate : '1970-01-01')
    // No day asked (or one outside the window): the first day with a free slot.
    day = first.slots.length ? first : null
    for (const d of first.days) {
      if (day) break
      const next = await services.vaccination.slots.availability(city, d.date)
      if (next.slots.some((s) => s.available)) day = next
    }
    day ??= await services.vaccination.slots.availability(city, first.days[0]!.date)
  }
  const total = paise(vaccine.pricePaise + HOME_VISIT_FEE_PAISE)
  return {
    ...base,
    booking: {
      patients: patients.map((p) => {
        const w = services.patients.toWire(p)
        return { id: w.id, name: w.name, age: w.age, relation: w.relation, hasBirthDate: p.birthDate !== null }
      }),
      address: address
        ? { line: `${address.address}, ${address.pincode} ${address.city}`, city: address.city, served: city !== null }
        : null,
      day,
      price: toRupees(vaccine.pricePaise),
      fee: toRupees(HOME_VISIT_FEE_PAISE),
      total,
      totalRupees: toRupees(total),
      wallet: walletOfferView(walletOffer(total, purses, member.applying !== null)),
      back: `${pageUrl(request).pathname}${pageUrl(request).search}`,
      idempotencyKey: randomUUID(),
      mine: mine.slice(0, 5).map((b) => ({
        number: b.number,
        label: `${b.vaccine.name}, dose ${b.dose} for ${b.patient.name}`,
        status: b.status_label,
      })),
    },
  }
}

const strings = (form: FormData) => Object.fromEntries([...form].filter((e): e is [string, string] => typeof e[1] === 'string'))

export async function vaccinationHomeAction(request: Request, context: Context) {
  const { userId, services } = requireCustomer(context, request, { signIn: loginUrl(request), status: 303 })
  const fields = strings(await request.formData())
  try {
    const { idempotency_key } = parseInput(z.object({ idempotency_key: idempotencyKeyField }), {
      idempotency_key: fields.idempotency_key,
    })
    const body = parseInput(BookVaccinationSchema, {
      vaccine: fields.vaccine,
      patient_id: fields.patient_id,
      date_of_birth: fields.date_of_birth,
      earlier_doses: fields.earlier_doses,
      slot_id: fields.slot_id,
      payment: fields.payment,
      use_wallet: fields.use_wallet,
      expected_total: fields.expected_total,
    })
    const answer = await services.vaccination.book(userId, bookInput(body), idempotency_key)
    throw redirect(answer.body.next_url, 303)
  } catch (error) {
    if (!AppError.is(error)) throw error
    return refusal(error)
  }
}

export async function loadVaccinationBooking(request: Request, context: Context, number: string) {
  const { userId, services } = requireCustomer(context, request, { signIn: loginUrl(request) })
  const booking = await orNotFound(() => services.vaccination.get(userId, number.slice(0, 20)))
  if (booking.status === 'pending_payment') throw redirect(`/order-payment/?order=${encodeURIComponent(booking.number)}`)
  return { booking, home: VACCINATION_PAGES.home }
}

import { redirect, type RouterContextProvider } from 'react-router'
import {
  CancelConsultationSchema,
  RateConsultationSchema,
  RescheduleConsultationSchema,
} from '../../contracts/consultation-sale.ts'
import { noticeCookie } from '../../core/cart/notice.ts'
import { AppError } from '../../server/lib/app-error.ts'
import { parseInput } from '../../server/lib/validation.ts'
import { CONSULT_PAGES } from '../../server/modules/consultations/index.ts'
import { customerOf, notFound, orNotFound, refusal, requireCustomer } from '../lib/page-edge.server.ts'

// My consultations (issue 24 §7; decision 057): /online-doctor-consultation/myconsultation (upcoming and past) and
// /online-doctor-consultation/myconsultation/{id} (another account's: 404) with Join, the files, Reschedule, Cancel,
// the rating after completion, and after a no-show 'Another doctor now' or 'Full refund'. Plain forms, no JavaScript
// needed; the slot picker opens through the URL (?reschedule=1&date=…).

type Context = Readonly<RouterContextProvider>

const guestView = (request: Request) => {
  const url = new URL(request.url)
  url.pathname = url.pathname.replace(/\.data$/, '')
  url.searchParams.delete('_routes')
  url.searchParams.set('login', 'true')
  return { guest: true as const, loginUrl: `${url.pathname}${url.search}` }
}

export async function loadMine(request: Request, context: Context) {
  const customer = customerOf(context)
  if (!customer) return guestView(request)
  return { guest: false as const, ...(await customer.services.consultSale.mine(customer.userId)) }
}

const idOf = (params: { id?: string }) => {
  if (!/^\d{1,9}$/.test(params.id ?? '') || Number(params.id) <= 0) notFound()
  return Number(params.id)
}

export async function loadDetail(request: Request, context: Context, params: { id?: string }) {
  const id = idOf(params)
  const customer = customerOf(context)
  if (!customer) return guestView(request)
  const { userId, services } = customer
  const c = await orNotFound(() => services.consultSale.get(userId, id))
  const q = new URL(request.url).searchParams
  let picker = null
  if (q.get('reschedule') === '1' && c.can_reschedule) {
    const date = (q.get('date') ?? '').slice(0, 10)
    const page = await services.consultations.doctor(c.doctor.id, /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : undefined)
    picker = {
      days: page.days,
      date: page.day.date,
      slots: page.day.slots.filter((s) => s.available && s.starts_at !== c.starts_at),
    }
  }
  return {
    guest: false as const,
    consultation: c,
    picker,
    confirmCancel: q.get('cancel') === '1' && c.can_cancel,
    files: c.attachments.map((a) => ({ ...a, url: `/pwa-api/api/v1/consultations/mine/${c.id}/attachments/${a.id}` })),
  }
}

const NOTICES: Record<string, string> = {
  cancel: 'Consultation cancelled',
  reschedule: 'Consultation rescheduled',
  rate: 'Thank you for rating your consultation',
  reassign: 'Another doctor will join you shortly',
  refund: 'Your full refund is on its way',
}

/** The detail page's forms, by intent; back to the page with a notice, or the refusal beside the form. */
export async function detailAction(request: Request, context: Context, params: { id?: string }) {
  const id = idOf(params)
  const { userId, services } = requireCustomer(context, request, { signIn: `${CONSULT_PAGES.mine}?login=true`, status: 303 })
  const form = Object.fromEntries([...(await request.formData())].filter((e): e is [string, string] => typeof e[1] === 'string'))
  const intent = String(form.intent ?? '')
  const sale = services.consultSale
  try {
    if (intent === 'cancel') await sale.cancel(userId, id, parseInput(CancelConsultationSchema, { reason: form.reason }).reason)
    else if (intent === 'reschedule') {
      await sale.reschedule(
        userId,
        id,
        new Date(parseInput(RescheduleConsultationSchema, { starts_at: form.starts_at }).starts_at),
      )
    } else if (intent === 'rate') await sale.rate(userId, id, parseInput(RateConsultationSchema, { stars: form.stars }).stars)
    else if (intent === 'reassign') await sale.reassign(userId, id)
    else if (intent === 'refund') await sale.refund(userId, id)
    else throw AppError.invalid('Please choose what to do', 'intent')
  } catch (error) {
    if (AppError.is(error)) {
      if (error.status === 404) notFound()
      return refusal(error, { intent })
    }
    throw error
  }
  throw redirect(`${CONSULT_PAGES.mine}/${id}`, { status: 303, headers: { 'set-cookie': noticeCookie(NOTICES[intent]!) } })
}

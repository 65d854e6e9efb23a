import { randomUUID } from 'node:crypto'
import { data, redirect, type RouterContextProvider } from 'react-router'
import { SelfServeBookingSchema } from '../../contracts/corporate-labs.ts'
import { SELF_SERVE_TEXTS } from '../../core/corporate/labs.ts'
import { parseCookieHeader } from '../../core/cookies.ts'
import { AppError } from '../../server/lib/app-error.ts'
import { parseInput } from '../../server/lib/validation.ts'
import { bookableDays, bookableStartsOf, dayLabel } from '../../server/modules/labs/index.ts'
import { servicesContext } from '../context.server.ts'
import { SELF_SERVE_COOKIES } from '../lib/ppmc-client.ts'
import { SELF_SERVE_PATHS } from './paths.ts'

// The self-serve link's pages (spec 2 §2 '/corporate/self-serve': login, booking (the lead page), booking-success;
// §3 cookies; issue 25 §6, decision 068). login?token= checks the link and keeps it in the selfServeToken and
// selfServeUUID cookies (selfServeReschedule for a reschedule link): HttpOnly, SameSite=Lax, Secure in production, for
// the link's 6 hours, path /corporate/self-serve. The booking page reads them and calls the same service the /ppmc
// routes do (services.corporateSelfServe); no session, no account to make. A used or expired link says so and
// sends the person back to HR.

type Ctx = Readonly<RouterContextProvider>
const COOKIE_PATH = '/corporate/self-serve'

function cookie(context: Ctx, name: string, value: string, maxAgeSeconds: number): string {
  const secure = context.get(servicesContext).config.APP_ENV === 'production' ? '; Secure' : ''
  return `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=${COOKIE_PATH}; HttpOnly; SameSite=Lax${secure}`
}

function clearing(context: Ctx): Headers {
  const headers = new Headers()
  for (const name of Object.values(SELF_SERVE_COOKIES)) headers.append('set-cookie', cookie(context, name, '', 0))
  return headers
}

/** login?token=…: a valid link becomes the cookies and the booking page; anything else says the link is spent. */
export async function loadLogin(request: Request, context: Ctx) {
  const services = context.get(servicesContext)
  const token = new URL(request.url).searchParams.get('token') ?? ''
  const opened = await services.corporateSelfServe.open(token)
  if (!opened || opened.state !== 'valid')
    return data({ spent: SELF_SERVE_TEXTS.spent }, { status: 410, headers: clearing(context) })
  const { link } = opened
  const seconds = Math.max(1, Math.floor((link.expiresAt.getTime() - services.now().getTime()) / 1000))
  const headers = new Headers()
  headers.append('set-cookie', cookie(context, SELF_SERVE_COOKIES.token, token, seconds))
  headers.append('set-cookie', cookie(context, SELF_SERVE_COOKIES.uuid, link.uuid, seconds))
  if (link.purpose === 'reschedule' && link.rescheduleReason) {
    headers.append('set-cookie', cookie(context, SELF_SERVE_COOKIES.reschedule, link.rescheduleReason, seconds))
  }
  return redirect(SELF_SERVE_PATHS.booking, { headers })
}

/** The link of the request's cookies, or the 'ask HR' answer (the link's own status: 401, 404 or 410). */
async function linkOf(request: Request, context: Ctx, opts: { replay?: boolean } = {}) {
  const jar = parseCookieHeader(request.headers.get('cookie'))
  try {
    return await context
      .get(servicesContext)
      .corporateSelfServe.authenticate(jar[SELF_SERVE_COOKIES.token], jar[SELF_SERVE_COOKIES.uuid], opts)
  } catch (error) {
    if (!AppError.is(error)) throw error
    throw data({ spent: SELF_SERVE_TEXTS.spent }, { status: error.status, headers: clearing(context) })
  }
}

export async function loadBooking(request: Request, context: Ctx) {
  const services = context.get(servicesContext)
  const link = await linkOf(request, context)
  const ctx = await services.corporateSelfServe.context(link)
  const url = new URL(request.url)
  const cityAsked = url.searchParams.get('city') ?? ''
  const city = ctx.cities.find((c) => c === cityAsked) ?? null
  const now = services.now()
  const fasting = ctx.package?.fasting ?? false
  const days = bookableDays(now).filter((d, i) => i > 0 || bookableStartsOf(d, now, { fasting }).length > 0)
  const asked = url.searchParams.get('date')
  const date = asked && days.includes(asked) ? asked : days[0]!
  const day = city ? await services.corporateSelfServe.slots(link, city, date) : null
  return {
    context: ctx,
    city,
    days: days.map((d) => ({ date: d, label: dayLabel(d, now) })),
    date,
    slots: day?.slots ?? [],
    idempotencyKey: randomUUID(),
    expiresInMinutes: Math.max(0, Math.round((link.expiresAt.getTime() - now.getTime()) / 60_000)),
  }
}

export interface SelfServeRefusal {
  message: string
  fields: Record<string, string>
}

export async function bookingAction(request: Request, context: Ctx) {
  const services = context.get(servicesContext)
  // A resubmitted form (the same key) is answered with the booking it made; decision 072.
  const link = await linkOf(request, context, { replay: true })
  const form = Object.fromEntries([...(await request.formData())].filter((e): e is [string, string] => typeof e[1] === 'string'))
  try {
    const body = parseInput(SelfServeBookingSchema, {
      slot_id: form.slot_id || undefined,
      address: form.address,
      pincode: form.pincode,
    })
    const booked = await services.corporateSelfServe.book(link, body, form.idempotency_key || null)
    const headers = clearing(context)
    const q = new URLSearchParams({ order: booked.number, slot: booked.slot_label, lab: booked.lab })
    return redirect(`${SELF_SERVE_PATHS.success}?${q}`, { status: 303, headers })
  } catch (error) {
    if (!AppError.is(error) || error.status >= 500) throw error
    if (error.code === 'link_spent') throw data({ spent: SELF_SERVE_TEXTS.spent }, { status: 410, headers: clearing(context) })
    const fields: Record<string, string> = {}
    for (const e of error.errors ?? []) if (e.field) fields[e.field] ??= e.message
    if (error.field) fields[error.field] ??= error.message
    return data<SelfServeRefusal>({ message: error.message, fields }, error.status)
  }
}

export function loadSuccess(request: Request) {
  const q = new URL(request.url).searchParams
  const order = q.get('order') ?? ''
  return {
    order: /^MW\d{8}$/.test(order) ? order : null,
    slot: (q.get('slot') ?? '').slice(0, 80),
    lab: (q.get('lab') ?? '').slice(0, 80),
  }
}

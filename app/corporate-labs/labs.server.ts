import { randomUUID } from 'node:crypto'
import { data, redirect, type RouterContextProvider } from 'react-router'
import { MEMBER_KEY } from '../../contracts/corporate-labs.ts'
import { AppError } from '../../server/lib/app-error.ts'
import { bookableDays, bookableStartsOf, dayLabel } from '../../server/modules/labs/index.ts'
import { signInThen } from '../../core/auth/sign-in-form.ts'
import { notFound, requireCustomer } from '../lib/page-edge.server.ts'
import { CORPORATE_LABS_PATHS } from './paths.ts'

// The /corporate/labs pages' server side (spec 2 §2; issue 25 §5, decision 068): the signed-in employee's own
// corporate (anyone else: 404), the family's members, the year's package and add-ons, the review with the slot and
// the way to pay, the booking through services.corporateLabs (the labs line of sale), the summary and the progress.
// The steps carry their choices in the URL (m=member, a=member:test), so every step works without JavaScript.

type Ctx = Readonly<RouterContextProvider>

async function employee(context: Ctx, request: Request) {
  const url = new URL(request.url)
  const customer = requireCustomer(context, request, { signIn: signInThen('/', url.pathname + url.search) })
  const m = await customer.services.corporate.membershipOf(customer.userId)
  if (!m) notFound()
  return { ...customer, slug: m.corporate.slug, corporate: m.corporate.name }
}

/** The chosen members (m) and add-ons (a=key:testId) of the URL, each well formed. */
export function choicesOf(url: URL): { members: string[]; addOns: Array<{ key: string; testId: number }> } {
  const members = [...new Set(url.searchParams.getAll('m').filter((k) => MEMBER_KEY.test(k)))].slice(0, 6)
  const addOns = url.searchParams
    .getAll('a')
    .map((v) => /^(employee|dependant-\d{1,10}):(\d{1,10})$/.exec(v))
    .filter((x): x is RegExpExecArray => x !== null && members.includes(x[1]!))
    .map((x) => ({ key: x[1]!, testId: Number(x[2]) }))
  return { members, addOns }
}

/** The query of the chosen members and add-ons, for the next step's link. */
export function choicesQuery(c: { members: string[]; addOns: Array<{ key: string; testId: number }> }): string {
  const q = new URLSearchParams()
  for (const m of c.members) q.append('m', m)
  for (const a of c.addOns) q.append('a', `${a.key}:${a.testId}`)
  return q.toString()
}

export async function loadPatientStep(request: Request, context: Ctx) {
  const e = await employee(context, request)
  const members = await e.services.corporateLabs.members(e.userId, e.slug)
  return { corporate: e.corporate, members, chosen: choicesOf(new URL(request.url)).members }
}

export async function loadPackagesStep(request: Request, context: Ctx) {
  const e = await employee(context, request)
  const url = new URL(request.url)
  const choices = choicesOf(url)
  if (!choices.members.length) throw redirect(CORPORATE_LABS_PATHS.patient)
  const [members, packages] = await Promise.all([
    e.services.corporateLabs.members(e.userId, e.slug),
    e.services.corporateLabs.packages(e.userId, e.slug),
  ])
  return {
    corporate: e.corporate,
    packages,
    members: members.filter((m) => choices.members.includes(m.key)),
    choices,
  }
}

export async function loadReviewStep(request: Request, context: Ctx) {
  const e = await employee(context, request)
  const url = new URL(request.url)
  const choices = choicesOf(url)
  if (!choices.members.length) throw redirect(CORPORATE_LABS_PATHS.patient)
  const [members, packages] = await Promise.all([
    e.services.corporateLabs.members(e.userId, e.slug),
    e.services.corporateLabs.packages(e.userId, e.slug),
  ])
  const chosen = members.filter((m) => choices.members.includes(m.key))
  const people = chosen.map((m) => ({
    key: m.key,
    name: m.name,
    relation: m.relation,
    addOns: packages.add_ons.filter((t) => choices.addOns.some((a) => a.key === m.key && a.testId === t.test_id)),
  }))
  const addOnsRupees = people.reduce((sum, p) => sum + p.addOns.reduce((s, t) => s + t.price, 0), 0)
  const now = e.services.now()
  const fasting = packages.package?.fasting ?? false
  const days = bookableDays(now).filter((d, i) => i > 0 || bookableStartsOf(d, now, { fasting }).length > 0)
  const asked = url.searchParams.get('date')
  const date = asked && days.includes(asked) ? asked : days[0]!
  const day =
    packages.lab && !packages.problem
      ? await e.services.labSlots.availability(packages.lab.id, packages.lab.city, date, { fasting, patients: people.length })
      : null
  return {
    corporate: e.corporate,
    packages,
    people,
    query: choicesQuery(choices),
    youPay: addOnsRupees,
    days: days.map((d) => ({ date: d, label: dayLabel(d, now) })),
    date,
    slots: day?.slots ?? [],
    idempotencyKey: randomUUID(),
  }
}

export interface ReviewRefusal {
  message: string
  field: string | null
}

/** 'Book': places the booking (the form's idempotency key), then the online payment or the summary. */
export async function reviewAction(request: Request, context: Ctx) {
  const e = await employee(context, request)
  const url = new URL(request.url)
  const choices = choicesOf(url)
  const form = await request.formData()
  const text = (name: string) => {
    const v = form.get(name)
    return typeof v === 'string' ? v : ''
  }
  const slot = Number(text('slot_id'))
  if (!Number.isInteger(slot) || slot <= 0) {
    return data<ReviewRefusal>({ message: 'Please choose a collection slot', field: 'slot_id' }, 400)
  }
  try {
    const placed = await e.services.corporateLabs.place(
      e.userId,
      e.slug,
      {
        members: choices.members.map((key) => ({
          key,
          add_ons: choices.addOns.filter((a) => a.key === key).map((a) => a.testId),
        })),
        slot_id: slot,
        payment: text('payment') === 'wallet' ? 'wallet' : 'online',
        use_wallet: text('payment') === 'wallet',
        expected_total: Math.round(Number(text('expected_total')) || 0),
      },
      text('idempotency_key') || null,
    )
    throw redirect(placed.body.next_url, 303)
  } catch (error) {
    if (error instanceof Response) throw error
    if (!AppError.is(error) || error.status >= 500) throw error
    if (error.status === 404 && error.code === 'not_found') notFound()
    return data<ReviewRefusal>({ message: error.message, field: error.field ?? null }, error.status)
  }
}

export async function loadSummary(request: Request, context: Ctx) {
  const e = await employee(context, request)
  const summary = await e.services.corporateLabs.summary(e.userId, e.slug)
  const order = new URL(request.url).searchParams.get('order')
  return { corporate: e.corporate, ...summary, order: order && /^MW\d{8}$/.test(order) ? order : null }
}

export async function loadProgress(request: Request, context: Ctx, testIdParam: string | undefined) {
  const e = await employee(context, request)
  const testId = /^\d{1,9}$/.test(testIdParam ?? '') ? Number(testIdParam) : 0
  if (testId <= 0) notFound()
  try {
    return { corporate: e.corporate, ...(await e.services.corporateLabs.progress(e.userId, e.slug, testId)) }
  } catch (error) {
    if (AppError.is(error) && error.status === 404) notFound()
    throw error
  }
}

import { data, redirect, type RouterContextProvider } from 'react-router'
import { DependantBodySchema, HISTORY_PAGE_MAX, TransactionsQuerySchema } from '../../contracts/corporate.ts'
import { dashboardToWire, historyToWire } from '../../server/modules/corporate/index.ts'
import { AppError } from '../../server/lib/app-error.ts'
import { parseInput } from '../../server/lib/validation.ts'
import { customerOf, orNotFound, refusal } from '../lib/page-edge.server.ts'

// The corporate member's pages (issue 25 §3; decision 065): a guest is asked to sign in (the popup over the home
// page, then back here); an account outside the corporate (another corporate's slug included) gets the 404 page.

type PageContext = Readonly<RouterContextProvider>

/** The history page's rows per page (the loading layout shows 7). */
export const HISTORY_PAGE_ROWS = 20

function memberOf(context: PageContext, request: Request) {
  const customer = customerOf(context)
  if (customer) return customer
  const url = new URL(request.url)
  throw redirect(`/?login=true&followup=${encodeURIComponent(url.pathname + url.search)}`)
}

export async function dashboardLoader(context: PageContext, request: Request, slug: string) {
  const { userId, services } = memberOf(context, request)
  const d = await orNotFound(() => services.corporateMembership.dashboard(userId, slug))
  return dashboardToWire(d)
}

export async function memberListLoader(context: PageContext, request: Request) {
  const { userId, services } = memberOf(context, request)
  const d = await orNotFound(() => services.corporateMembership.dashboard(userId))
  return dashboardToWire(d)
}

export async function addDependantAction(context: PageContext, request: Request) {
  const { userId, services } = memberOf(context, request)
  const form = Object.fromEntries(await request.formData())
  try {
    const input = parseInput(DependantBodySchema, form)
    const row = await orNotFound(() =>
      services.corporateMembership.addDependant(userId, {
        name: input.name,
        relation: input.relation,
        gender: input.gender,
        birthDate: input.birth_date,
      }),
    )
    return { ok: true as const, added: row.name }
  } catch (error) {
    if (AppError.is(error) && error.status === 400) return refusal(error)
    throw error
  }
}

export async function historyLoader(context: PageContext, request: Request) {
  const { userId, services } = memberOf(context, request)
  const url = new URL(request.url)
  let query: { before?: number; limit?: number }
  try {
    query = parseInput(TransactionsQuerySchema, Object.fromEntries(url.searchParams))
  } catch (error) {
    if (AppError.is(error)) throw data(error.message, { status: 400 })
    throw error
  }
  const m = await services.corporate.membershipOf(userId)
  if (!m) throw data(null, { status: 404 })
  const page = await services.corporateMembership.historyPage(m.employee.id, {
    before: query.before,
    limit: Math.min(query.limit ?? HISTORY_PAGE_ROWS, HISTORY_PAGE_MAX),
  })
  return { corporate: { slug: m.corporate.slug, name: m.corporate.name }, ...historyToWire(page), first: !query.before }
}

/** The partner widget's frame for a covered member (issue 25 §7): its address with a fresh token, or not configured. */
export async function widgetLoader(context: PageContext, request: Request) {
  const { userId, services } = memberOf(context, request)
  const m = await services.corporate.membershipOf(userId)
  if (!m || !m.covered) throw data(null, { status: 404 })
  const frame = await services.ekincareWidget.frameFor({
    sub: m.employee.employeeCode,
    corp: m.corporate.slug,
    name: m.employee.name,
  })
  const own = frame ? new URL(request.url).origin === frame.origin : true
  return { src: frame?.src ?? null, frameOrigin: frame && !own ? frame.origin : null }
}

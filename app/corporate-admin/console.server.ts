import { randomUUID } from 'node:crypto'
import { data, redirect, type RouterContextProvider } from 'react-router'
import { signInThen } from '../../core/auth/params.ts'
import {
  EmployeeFormSchema,
  EmployeeParamsSchema,
  EndCoverSchema,
  PolicyFormSchema,
  RosterQuerySchema,
  TopUpFormSchema,
  type RosterPage,
} from '../../contracts/corporate-admin.ts'
import { AppError } from '../../server/lib/app-error.ts'
import { parseInput } from '../../server/lib/validation.ts'
import { rosterText } from '../../server/modules/corporate/index.ts'
import { notFound, refusal, requireCustomer } from '../lib/page-edge.server.ts'
import { adminPath } from './paths.ts'

// The HR console (/corporate/{slug}/admin; issue 25 §8, decision 066): the corporate's HR admins only, anyone else
// (another corporate's HR, a customer) gets the 404 page; a guest signs in first. Every form works without
// JavaScript: each posts here with its intent and comes back to the page (303) with what was done.

type Ctx = Readonly<RouterContextProvider>

async function hrOf(request: Request, context: Ctx, slug: string | undefined) {
  if (!slug) notFound()
  const customer = requireCustomer(context, request, { signIn: signInThen('/', adminPath(slug)), status: 303 })
  try {
    const corporate = await customer.services.corporate.requireAdmin(customer.userId, slug)
    return { ...customer, corporate }
  } catch (error) {
    if (AppError.is(error) && error.status === 404) notFound()
    throw error
  }
}

export async function consoleLoader(request: Request, context: Ctx, slug: string | undefined) {
  const { services, corporate } = await hrOf(request, context, slug)
  const url = new URL(request.url)
  let query: { q?: string; page?: number }
  try {
    query = parseInput(RosterQuerySchema, Object.fromEntries(url.searchParams))
  } catch {
    query = {}
  }
  const admin = services.corporateAdmin
  const year = admin.thisYear()
  const editId = Number(url.searchParams.get('edit') ?? '')
  const [roster, policy, packages, utilisation, healthChecks, editing] = await Promise.all([
    services.corporateRoster.page(corporate, query),
    admin.policy(corporate, year),
    admin.packages(),
    admin.utilisation(corporate, year),
    admin.healthChecks(corporate, year),
    Number.isSafeInteger(editId) && editId > 0
      ? services.corporateRoster.one(corporate, editId).catch(() => null)
      : Promise.resolve(null),
  ])
  return {
    corporate: { slug: corporate.slug, name: corporate.name, logoUrl: corporate.logoUrl },
    q: query.q ?? '',
    roster: roster satisfies RosterPage,
    editing,
    year,
    today: admin.today(),
    policy,
    packages,
    utilisation,
    healthChecks,
    done: url.searchParams.get('done'),
    /** The top-up form's key: a retried post of this render credits once. */
    topUpKey: randomUUID(),
  }
}

const INTENTS = ['upload', 'add', 'edit', 'end', 'restore', 'policy', 'topup', 'link'] as const

/** The console's answer to 'Send a self-serve link': the link, shown once on the page that answers the post. */
export interface LinkMade {
  ok: true
  intent: 'link'
  /** The roster row's id, so the page shows the link beside that employee's row too. */
  id: number
  name: string
  url: string
  expires_at: string
}
type Intent = (typeof INTENTS)[number]

function fieldsOf(form: FormData): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [k, v] of form) if (typeof v === 'string' && k !== '_csrf' && k !== 'intent') out[k] = v
  return out
}

export async function consoleAction(request: Request, context: Ctx, slug: string | undefined) {
  const { services, corporate, userId } = await hrOf(request, context, slug)
  const form = await request.formData()
  const intent = form.get('intent') as Intent
  if (!INTENTS.includes(intent)) return refusal(AppError.invalid('Unknown action'), { intent: null })
  const back = (done: string, more = '') => redirect(`${adminPath(corporate.slug)}?done=${encodeURIComponent(done)}${more}`, 303)
  const fields = fieldsOf(form)
  try {
    switch (intent) {
      case 'upload': {
        const text = await rosterText(form)
        const r = await services.corporateRoster.importCsv(corporate, userId, text)
        return back(`Roster imported: ${r.created} added, ${r.updated} updated, ${r.dependants_added} dependants added.`)
      }
      case 'add': {
        const e = await services.corporateRoster.add(corporate, userId, parseInput(EmployeeFormSchema, fields))
        return back(`${e.name} (${e.employee_id}) added.`)
      }
      case 'edit': {
        const { id } = parseInput(EmployeeParamsSchema, { slug: corporate.slug, id: fields.id })
        const e = await services.corporateRoster.edit(corporate, userId, id, parseInput(EmployeeFormSchema, fields))
        return back(`${e.name} (${e.employee_id}) saved.`, `&edit=${e.id}`)
      }
      case 'end': {
        const { id } = parseInput(EmployeeParamsSchema, { slug: corporate.slug, id: fields.id })
        const { cover_until } = parseInput(EndCoverSchema, fields)
        const e = await services.corporateRoster.endCover(corporate, userId, id, cover_until)
        return back(`${e.name}’s cover ends on ${e.cover_until}.`, `&edit=${e.id}`)
      }
      case 'restore': {
        const { id } = parseInput(EmployeeParamsSchema, { slug: corporate.slug, id: fields.id })
        const e = await services.corporateRoster.restoreCover(corporate, userId, id)
        return back(`${e.name}’s cover is restored.`, `&edit=${e.id}`)
      }
      case 'policy': {
        const year = services.corporateAdmin.thisYear()
        await services.corporateAdmin.setPolicy(corporate, userId, year, parseInput(PolicyFormSchema, fields))
        return back(`The ${year} policy is saved.`)
      }
      case 'link': {
        // A self-serve booking link for a covered employee (decision 068); the token is in this answer only, so the
        // page renders it from the action's data (never a redirect: the link stays out of the address bar and history).
        const { id } = parseInput(EmployeeParamsSchema, { slug: corporate.slug, id: fields.id })
        const e = await services.corporateRoster.one(corporate, id)
        const origin = new URL(request.url).origin
        const made = await services.corporateSelfServe.create(
          userId,
          corporate.slug,
          { employee_code: e.employee_id, purpose: 'booking' },
          origin,
        )
        return data(
          { ok: true, intent: 'link', id: e.id, name: e.name, url: made.url, expires_at: made.expires_at } satisfies LinkMade,
          {
            headers: { 'Cache-Control': 'no-store' },
          },
        )
      }
      case 'topup': {
        const input = parseInput(TopUpFormSchema, fields)
        if (!input.idempotency_key) throw AppError.invalid('The page expired. Please reload it.', 'idempotency_key')
        const t = await services.corporateAdmin.topUp(corporate, userId, input, input.idempotency_key)
        const sum = t.credited.pharmacy + t.credited.labs + t.credited.consultation
        return back(
          t.replayed
            ? 'This top-up was already made.'
            : `Topped up ${t.employees} ${t.employees === 1 ? 'employee' : 'employees'}: ₹${sum.toLocaleString('en-IN')} in all.`,
        )
      }
    }
  } catch (error) {
    if (AppError.is(error) && error.status < 500) {
      const problems = (error.details?.problems as { line: number; reason: string }[] | undefined) ?? null
      return refusal(error, {
        intent,
        problems,
        problemCount: (error.details?.problem_count as number | undefined) ?? null,
        values: fields,
      })
    }
    throw error
  }
}

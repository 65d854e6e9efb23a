import { Hono } from 'hono'
import {
  DependantBodySchema,
  TransactionsQuerySchema,
  type CorporateMe,
  type MemberWire,
  type TransactionPage,
} from '../../../contracts/corporate.ts'
import type { Envelope } from '../../../contracts/http.ts'
import { corporateDashboardPath } from '../../../core/corporate/vocabulary.ts'
import { toRupees } from '../../../core/money.ts'
import type { AppEnv } from '../../http/types.ts'
import { parseBody, parseQuery } from '../../http/validate.ts'
import { AppError } from '../../lib/app-error.ts'
import type { Dashboard, HistoryPage, MemberCheck } from './membership.ts'
import type { CorporateService } from './service.ts'

// A corporate member's calls (contracts/corporate.ts; decision 065): a guest gets a 401, an account that is no
// corporate's employee a 404 (as every corporate path), a dependant the policy does not allow a 400 with the reason.

const ok = <T>(data: T): Envelope<T> => ({ is_success: true, data })

export const SIGN_IN_FOR_CORPORATE = new AppError({
  code: 'sign_in_required',
  status: 401,
  message: 'Please sign in to see your company benefits.',
})

export function memberToWire(m: MemberCheck): MemberWire {
  return {
    dependant_id: m.dependantId,
    name: m.name,
    relation: m.relation,
    gender: m.gender,
    birth_date: m.birthDate,
    patient_id: m.patientId,
    health_check: m.healthCheck,
  }
}

/** The membership summary with its balances (GET /corporate/me and the dashboard). */
export function dashboardToWire(d: Dashboard): CorporateMe {
  const { corporate, employee, policy, covered } = d.membership
  return {
    corporate: { slug: corporate.slug, name: corporate.name, logo_url: corporate.logoUrl },
    employee: {
      employee_code: employee.employeeCode,
      name: employee.name,
      coverage: employee.coverage,
      cover_from: employee.coverFrom,
      cover_until: employee.coverUntil,
    },
    covered,
    policy: policy && {
      year: policy.year,
      pharmacy: toRupees(policy.pharmacyPaise),
      labs: toRupees(policy.labsPaise),
      consultation: toRupees(policy.consultationPaise),
      family_cover: policy.familyCover,
      health_check_test_id: policy.healthCheckTestId,
      health_check_for: policy.healthCheckFor,
    },
    balances: {
      pharmacy: toRupees(d.balances.pharmacy),
      labs: toRupees(d.balances.labs),
      consultation: toRupees(d.balances.consultation),
    },
    members: d.members.map(memberToWire),
    add_dependant_refusal: d.addRefusal,
    dashboard_url: corporateDashboardPath(corporate.slug),
  }
}

/** One page of the employee's OPD wallet history as the wire carries it (membership.historyPage). */
export function historyToWire(page: HistoryPage): TransactionPage {
  return {
    transactions: page.entries.map((r) => ({
      id: r.id,
      benefit: r.benefit,
      amount: toRupees(r.amount),
      kind: r.kind,
      order_id: r.orderId,
      order_number: r.orderNumber,
      balance_after: toRupees(r.balanceAfter),
      note: r.note,
      at: r.at.toISOString(),
    })),
    sponsored: page.sponsored.map((s) => ({
      benefit: 'labs' as const,
      amount: toRupees(s.amount),
      order_id: s.orderId,
      order_number: s.orderNumber,
      people: s.people,
      at: s.at.toISOString(),
    })),
    next_before: page.nextBefore,
  }
}

/** The employee of the signed-in account (any cover state: a leaver keeps their history), or 404. */
async function employeeOf(corporate: CorporateService, userId: number) {
  const m = await corporate.membershipOf(userId)
  if (!m) throw AppError.notFound('We could not find this page.')
  return m
}

export function corporateMemberApi() {
  const api = new Hono<AppEnv>()

  const userIdOf = (owner: AppEnv['Variables']['cartOwner']) => {
    if (owner.kind !== 'user') throw SIGN_IN_FOR_CORPORATE
    return owner.userId
  }

  api.get('/corporate/me', async (c) => {
    const userId = userIdOf(c.var.cartOwner)
    c.header('cache-control', 'no-store')
    return c.json(ok(dashboardToWire(await c.var.services.corporateMembership.dashboard(userId))))
  })

  api.get('/corporate/wallet/transactions', async (c) => {
    const userId = userIdOf(c.var.cartOwner)
    const query = parseQuery(c, TransactionsQuerySchema)
    const { services } = c.var
    const m = await employeeOf(services.corporate, userId)
    c.header('cache-control', 'no-store')
    return c.json(ok(historyToWire(await services.corporateMembership.historyPage(m.employee.id, query))))
  })

  api.post('/corporate/dependants', async (c) => {
    const userId = userIdOf(c.var.cartOwner)
    const body = await parseBody(c, DependantBodySchema)
    const { corporateMembership } = c.var.services
    const row = await corporateMembership.addDependant(userId, {
      name: body.name,
      relation: body.relation,
      gender: body.gender,
      birthDate: body.birth_date,
    })
    const d = await corporateMembership.dashboard(userId)
    const member = d.members.find((m) => m.dependantId === row.id)!
    return c.json(ok({ member: memberToWire(member), members: d.members.map(memberToWire) }), 201)
  })

  // An account HR added to the roster after it signed in claims its row now (the sign-in rule, decision 065).
  api.post('/corporate/claim', async (c) => {
    const userId = userIdOf(c.var.cartOwner)
    const { corporateMembership } = c.var.services
    const m = await corporateMembership.claim(userId)
    if (!m) throw AppError.notFound('Your phone number or e-mail is not on a company’s list of employees.', 'not_on_roster')
    return c.json(ok(dashboardToWire(await corporateMembership.dashboard(userId))))
  })

  return api
}

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!)

/** The stand-in partner page (development and tests only): says whether the token verifies, and for whom. */
export function devEkincareWidgetApi() {
  const api = new Hono<AppEnv>()
  api.get('/ekincare-widget', async (c) => {
    const claims = await c.var.services.ekincareWidget.verify(c.req.query('token') ?? '')
    const text = claims
      ? `Health widget for ${claims.name} (${claims.sub}, ${claims.corp}): token verified.`
      : 'Health widget: the token is missing, wrong or expired.'
    c.header('cache-control', 'no-store')
    return c.html(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Partner health widget</title></head>` +
        `<body><main><h1>Partner health widget</h1><p data-testid="widget-status">${escape(text)}</p></main></body></html>`,
      claims ? 200 : 400,
    )
  })
  return api
}

import type { RouterContextProvider } from 'react-router'
import { LeadFilterSchema, LeadUpdateSchema, QuestionMoveSchema } from '../../contracts/partnerships.ts'
import { ContentSlugSchema } from '../../contracts/content-pages.ts'
import { hasAny, PHARMACIST_ROLES } from '../../core/staff/roles.ts'
import { AppError } from '../../server/lib/app-error.ts'
import { parseInput } from '../../server/lib/validation.ts'
import { refusal, requireStaff } from '../lib/page-edge.server.ts'

// Issue 27 §2 and §5 (decision 084): the staff's side of the content pages' forms.
// - /staff/leads (ROLE_ADMIN): the partnership leads, filtered by status, owner and a search; each with its status,
//   owner and notes, changed and audited; the CSV export of the filtered queue; the survey's answers as CSV.
// - /staff/questions (ROLE_PHARMACIST answers; a second pharmacist or ROLE_ADMIN approves or rejects): the campaign's
//   questions. Anyone else: the 404 page.

export const LEAD_ROLES = ['ROLE_ADMIN'] as const
export const QUESTION_ROLES = [...PHARMACIST_ROLES, 'ROLE_ADMIN'] as const
const PAGE = 200

function filterOf(request: Request) {
  const p = new URL(request.url).searchParams
  return LeadFilterSchema.parse({
    status: p.get('status') ?? undefined,
    owner: p.get('owner') ?? undefined,
    q: p.get('q') ?? undefined,
  })
}

export async function staffLeadsLoader(request: Request, context: Readonly<RouterContextProvider>) {
  const { services } = requireStaff(context, LEAD_ROLES)
  const filter = filterOf(request)
  const [rows, owners] = await Promise.all([services.partnerships.leads(filter, PAGE), services.partnerships.leadOwners()])
  return {
    filter: { status: filter.status ?? '', owner: filter.owner === undefined ? '' : String(filter.owner), q: filter.q ?? '' },
    query: new URL(request.url).search,
    owners,
    rows: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString(), updatedAt: r.updatedAt.toISOString() })),
  }
}

export async function staffLeadsAction(request: Request, context: Readonly<RouterContextProvider>) {
  const { services, staffId } = requireStaff(context, LEAD_ROLES)
  const form = Object.fromEntries(await request.formData())
  const leadId = Number(form.lead_id) || 0
  try {
    const lead = await services.partnerships.updateLead(staffId, parseInput(LeadUpdateSchema, form))
    return { ok: true as const, leadId, company: lead.company }
  } catch (error) {
    if (AppError.is(error) && error.status < 500) return refusal(error, { leadId })
    throw error
  }
}

const csv = (body: string, filename: string) =>
  new Response(`\uFEFF${body}`, {
    status: 200,
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${filename}"`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    },
  })

export async function staffLeadsCsvLoader(request: Request, context: Readonly<RouterContextProvider>) {
  const { services, staffId } = requireStaff(context, LEAD_ROLES)
  return csv(await services.partnerships.leadsCsv(staffId, filterOf(request)), 'partnership-leads.csv')
}

export async function staffSurveyCsvLoader(request: Request, context: Readonly<RouterContextProvider>) {
  const { services, staffId } = requireStaff(context, LEAD_ROLES)
  const parsed = ContentSlugSchema.safeParse(new URL(request.url).searchParams.get('survey') ?? 'survey-form')
  const slug = parsed.success ? parsed.data : 'survey-form'
  return csv(await services.partnerships.surveyCsv(staffId, slug), `${slug.replace(/\//g, '-')}-answers.csv`)
}

export async function staffQuestionsLoader(context: Readonly<RouterContextProvider>) {
  const { services, staffId, roles } = requireStaff(context, QUESTION_ROLES)
  const rows = await services.partnerships.questionQueue()
  return {
    staffId,
    canAnswer: hasAny(roles, PHARMACIST_ROLES),
    rows: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
  }
}

export async function staffQuestionsAction(request: Request, context: Readonly<RouterContextProvider>) {
  const { services, staffId, roles } = requireStaff(context, QUESTION_ROLES)
  const form = Object.fromEntries(await request.formData())
  const questionId = Number(form.question_id) || 0
  try {
    const move = parseInput(QuestionMoveSchema, form)
    if (move.intent === 'answer' && !hasAny(roles, PHARMACIST_ROLES)) {
      throw new AppError({ code: 'forbidden', status: 403, message: 'Only a registered pharmacist answers a question.' })
    }
    const done = await services.partnerships.moveQuestion(staffId, move)
    return { ok: true as const, questionId, intent: move.intent, status: done.status }
  } catch (error) {
    if (AppError.is(error) && error.status < 500) return refusal(error, { questionId })
    throw error
  }
}

import { Hono, type Context, type MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { stream } from 'hono/streaming'
import { csvLine, ROSTER_EXPORT_COLUMNS, ROSTER_MAX_BYTES } from '../../../core/corporate/roster.ts'
import { BENEFIT_LABELS } from '../../../core/corporate/vocabulary.ts'
import {
  AdminParamsSchema,
  EmployeeFormSchema,
  EmployeeParamsSchema,
  EndCoverSchema,
  PolicyFormSchema,
  PolicyParamsSchema,
  RosterQuerySchema,
  TopUpFormSchema,
  YearQuerySchema,
  type Utilisation,
} from '../../../contracts/corporate-admin.ts'
import { idempotencyKeyField } from '../../../contracts/idempotency.ts'
import type { Envelope } from '../../../contracts/http.ts'
import type { AppEnv } from '../../http/types.ts'
import { parseBody, parseParams, parseQuery } from '../../http/validate.ts'
import { AppError } from '../../lib/app-error.ts'
import { parseInput } from '../../lib/validation.ts'
import { effectiveUserId } from '../auth/index.ts'
import { corporateNotFound, type CorporateRow } from './service.ts'

// The HR console's calls (issue 25 §8; decision 066): /pwa-api/corporate/{slug}/admin/..., each for the corporate's
// HR admins only: anyone else (a guest, a customer, another corporate's HR) gets the same 404 as a slug that does not
// exist. The page /corporate/{slug}/admin calls the same services.

export const ROSTER_TOO_LARGE = `The file is too large: at most ${ROSTER_MAX_BYTES / (1024 * 1024)} MB`
const KEY_HEADER = 'idempotency-key'
const ok = <T>(data: T): Envelope<T> => ({ is_success: true, data })

/** The roster upload's limit, before the body is read (the page's post and the API's). */
export function rosterBodyLimit(kind: 'api' | 'page' = 'api'): MiddlewareHandler<AppEnv> {
  return bodyLimit({
    maxSize: ROSTER_MAX_BYTES + 64 * 1024,
    onError: (c) => {
      if (kind === 'page') return c.text(ROSTER_TOO_LARGE, 413)
      throw new AppError({ code: 'too_large', status: 413, message: ROSTER_TOO_LARGE, field: 'roster' })
    },
  }) as MiddlewareHandler<AppEnv>
}

/** The corporate of the path when the signed-in account is one of its HR admins; else 404 (a guest too). */
async function hrOf(c: Context<AppEnv>, slug: string): Promise<{ corporate: CorporateRow; userId: number }> {
  const session = c.var.session
  if (!session) throw corporateNotFound()
  const userId = effectiveUserId(session)
  return { corporate: await c.var.services.corporate.requireAdmin(userId, slug), userId }
}

/** The roster file of a multipart post: its text (a form field of text is taken too). */
export async function rosterText(form: FormData): Promise<string> {
  const part = form.get('roster')
  if (part instanceof File) {
    if (part.size === 0) throw AppError.invalid('Choose the roster file (CSV)', 'roster')
    if (part.size > ROSTER_MAX_BYTES)
      throw new AppError({ code: 'too_large', status: 413, message: ROSTER_TOO_LARGE, field: 'roster' })
    const bytes = new Uint8Array(await part.arrayBuffer())
    try {
      return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
    } catch {
      throw AppError.invalid('The file is not UTF-8 text: save it as CSV UTF-8', 'roster')
    }
  }
  if (typeof part === 'string' && part.trim() !== '') return part
  throw AppError.invalid('Choose the roster file (CSV)', 'roster')
}

async function readMultipart(c: Context<AppEnv>): Promise<FormData> {
  const type = (c.req.header('content-type') ?? '').trim()
  if (!/^multipart\/form-data\b/i.test(type))
    throw new AppError({ code: 'unsupported_media_type', status: 415, message: 'Content-Type must be multipart/form-data' })
  try {
    return await c.req.formData()
  } catch {
    throw AppError.invalid('The upload could not be read. Please try again.', 'roster', 'unreadable_upload')
  }
}

export function utilisationCsv(u: Utilisation): string {
  let out = csvLine(['month', 'benefit', 'topped_up_rupees', 'spent_rupees', 'refunded_rupees', 'withdrawn_rupees'])
  for (const r of u.rows) out += csvLine([r.month, BENEFIT_LABELS[r.benefit], r.topped_up, r.spent, r.refunded, r.withdrawn])
  return out
}

export const csvHeaders = (filename: string) => ({
  'content-type': 'text/csv; charset=utf-8',
  'content-disposition': `attachment; filename="${filename}"`,
  'cache-control': 'private, no-store',
  'x-content-type-options': 'nosniff',
})

export function corporateAdminApi() {
  const api = new Hono<AppEnv>()
  const base = '/corporate/:slug/admin'
  const services = (c: Context<AppEnv>) => c.var.services
  // Each call reads its whole input first (a 400 says nothing about the corporate), then asks whether the account is
  // one of the corporate's HR admins (404 otherwise).

  api.get(`${base}/roster`, async (c) => {
    const { slug } = parseParams(c, AdminParamsSchema)
    const query = parseQuery(c, RosterQuerySchema)
    const { corporate } = await hrOf(c, slug)
    return c.json(ok(await services(c).corporateRoster.page(corporate, query)))
  })

  api.post(`${base}/roster/import`, rosterBodyLimit(), async (c) => {
    const { slug } = parseParams(c, AdminParamsSchema)
    const text = await rosterText(await readMultipart(c))
    const { corporate, userId } = await hrOf(c, slug)
    return c.json(ok(await services(c).corporateRoster.importCsv(corporate, userId, text)))
  })

  api.post(`${base}/employees`, async (c) => {
    const { slug } = parseParams(c, AdminParamsSchema)
    const form = await parseBody(c, EmployeeFormSchema)
    const { corporate, userId } = await hrOf(c, slug)
    return c.json(ok(await services(c).corporateRoster.add(corporate, userId, form)), 201)
  })

  api.get(`${base}/employees/:id`, async (c) => {
    const { slug, id } = parseParams(c, EmployeeParamsSchema)
    const { corporate } = await hrOf(c, slug)
    return c.json(ok(await services(c).corporateRoster.one(corporate, id)))
  })

  api.put(`${base}/employees/:id`, async (c) => {
    const { slug, id } = parseParams(c, EmployeeParamsSchema)
    const form = await parseBody(c, EmployeeFormSchema)
    const { corporate, userId } = await hrOf(c, slug)
    return c.json(ok(await services(c).corporateRoster.edit(corporate, userId, id, form)))
  })

  api.post(`${base}/employees/:id/end-cover`, async (c) => {
    const { slug, id } = parseParams(c, EmployeeParamsSchema)
    const { cover_until } = await parseBody(c, EndCoverSchema)
    const { corporate, userId } = await hrOf(c, slug)
    return c.json(ok(await services(c).corporateRoster.endCover(corporate, userId, id, cover_until)))
  })

  // decision 072: an end of cover undone while it has not passed.
  api.post(`${base}/employees/:id/restore-cover`, async (c) => {
    const { slug, id } = parseParams(c, EmployeeParamsSchema)
    const { corporate, userId } = await hrOf(c, slug)
    return c.json(ok(await services(c).corporateRoster.restoreCover(corporate, userId, id)))
  })

  api.get(`${base}/policies/:year`, async (c) => {
    const { slug, year } = parseParams(c, PolicyParamsSchema)
    const { corporate } = await hrOf(c, slug)
    return c.json(ok(await services(c).corporateAdmin.policy(corporate, year)))
  })

  api.put(`${base}/policies/:year`, async (c) => {
    const form = await parseBody(c, PolicyFormSchema)
    const { slug, year } = parseParams(c, PolicyParamsSchema)
    const { corporate, userId } = await hrOf(c, slug)
    return c.json(ok(await services(c).corporateAdmin.setPolicy(corporate, userId, year, form)))
  })

  api.post(`${base}/top-ups`, async (c) => {
    const { slug } = parseParams(c, AdminParamsSchema)
    const header = c.req.header(KEY_HEADER)
    if (!header) throw AppError.invalid('Idempotency-Key header is required', 'idempotency_key', 'idempotency_key_required')
    const key = parseInput(idempotencyKeyField, header)
    const form = await parseBody(c, TopUpFormSchema)
    const { corporate, userId } = await hrOf(c, slug)
    const done = await services(c).corporateAdmin.topUp(corporate, userId, form, key)
    if (done.replayed) c.header('idempotent-replayed', 'true')
    return c.json(ok(done))
  })

  api.get(`${base}/utilisation`, async (c) => {
    const { slug } = parseParams(c, AdminParamsSchema)
    const { year } = parseQuery(c, YearQuerySchema)
    const { corporate } = await hrOf(c, slug)
    const admin = services(c).corporateAdmin
    return c.json(ok(await admin.utilisation(corporate, year ?? admin.thisYear())))
  })

  api.get(`${base}/health-checks`, async (c) => {
    const { slug } = parseParams(c, AdminParamsSchema)
    const { year } = parseQuery(c, YearQuerySchema)
    const { corporate } = await hrOf(c, slug)
    const admin = services(c).corporateAdmin
    return c.json(ok(await admin.healthChecks(corporate, year ?? admin.thisYear())))
  })

  api.get(`${base}/exports/roster.csv`, async (c) => {
    const { slug } = parseParams(c, AdminParamsSchema)
    const { corporate } = await hrOf(c, slug)
    const rows = services(c).corporateRoster.exportCsv(corporate)
    for (const [k, v] of Object.entries(csvHeaders(`${corporate.slug}-roster.csv`))) c.header(k, v)
    return stream(c, async (s) => {
      await s.write(csvLine(ROSTER_EXPORT_COLUMNS))
      for await (const row of rows) await s.write(csvLine(row))
    })
  })

  api.get(`${base}/exports/utilisation.csv`, async (c) => {
    const { slug } = parseParams(c, AdminParamsSchema)
    const { year } = parseQuery(c, YearQuerySchema)
    const { corporate } = await hrOf(c, slug)
    const admin = services(c).corporateAdmin
    const y = year ?? admin.thisYear()
    return c.body(
      utilisationCsv(await admin.utilisation(corporate, y)),
      200,
      csvHeaders(`${corporate.slug}-utilisation-${y}.csv`),
    )
  })

  return api
}

import type { RouterContextProvider } from 'react-router'
import { GrievanceMoveSchema } from '../../contracts/grievances.ts'
import { grievanceClock } from '../../core/grievances/rules.ts'
import { ADMIN_ROLES } from '../../core/staff/roles.ts'
import { AppError } from '../../server/lib/app-error.ts'
import { parseInput } from '../../server/lib/validation.ts'
import { refusal, requireStaff } from '../lib/page-edge.server.ts'

// /staff/grievances (issue 26 §6; decision 082): customer care (ROLE_ADMIN, ROLE_CCARE) works the grievances, the
// earliest due first, with the 90-day clock (days left, overdue marked): take one, answer it (the person is told and
// reads it on their page), close an answered one. Each move is an audit row as the staff member. Anyone else: 404.

const PAGE = 100

export async function staffGrievancesLoader(request: Request, context: Readonly<RouterContextProvider>) {
  const { services, staffId } = requireStaff(context, ADMIN_ROLES)
  const includeClosed = new URL(request.url).searchParams.get('show') === 'all'
  const rows = await services.grievances.queue({ includeClosed, limit: PAGE })
  const now = services.now()
  return {
    includeClosed,
    staffId,
    rows: rows.map((r) => ({
      ...r,
      filedAt: r.filedAt.toISOString(),
      dueAt: r.dueAt.toISOString(),
      clock: grievanceClock(r, now),
    })),
  }
}

export async function staffGrievancesAction(request: Request, context: Readonly<RouterContextProvider>) {
  const { services, staffId } = requireStaff(context, ADMIN_ROLES)
  const form = Object.fromEntries(await request.formData())
  const grievanceId = Number(form.grievance_id) || 0
  try {
    const move = parseInput(GrievanceMoveSchema, form)
    const done = await services.grievances.move(staffId, move)
    return { ok: true as const, grievanceId, intent: move.intent, number: done.number, status: done.status }
  } catch (error) {
    if (AppError.is(error) && error.status < 500) return refusal(error, { grievanceId })
    throw error
  }
}

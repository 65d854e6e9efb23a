import type { RouterContextProvider } from 'react-router'
import { RegisterRangeSchema, type RegisterName } from '../../contracts/pharmacist.ts'
import { ADMIN_ROLES, PHARMACIST_ROLES } from '../../core/staff/roles.ts'
import { notFoundUnless, requireStaff } from '../lib/page-edge.server.ts'

// The legal registers (issue 10 §5) for an inspector: /staff/registers (the choice of register and days) and the CSV
// downloads. Pharmacists and admins (ROLE_ADMIN, ROLE_CCARE: spec 1 §6); anyone else gets 404. Every export is audited.

export const REGISTER_ROLES = [...PHARMACIST_ROLES, ...ADMIN_ROLES] as const
const FILES: Record<string, RegisterName> = { 'rx.csv': 'rx', 'h1.csv': 'h1' }

const indiaDay = (at: Date) => new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 10)

export function registersLoader(request: Request, context: Readonly<RouterContextProvider>) {
  const { services } = requireStaff(context, REGISTER_ROLES)
  const today = indiaDay(services.now())
  const first = `${today.slice(0, 8)}01`
  const url = new URL(request.url)
  const from = url.searchParams.get('from')?.slice(0, 10) || first
  const to = url.searchParams.get('to')?.slice(0, 10) || today
  const parsed = RegisterRangeSchema.safeParse({ from, to })
  return {
    from,
    to,
    problem: parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Check the dates'),
    query: parsed.success ? `?from=${parsed.data.from}&to=${parsed.data.to}` : null,
  }
}

/** GET /staff/registers/{rx|h1}.csv?from=&to=: the register as text/csv, a file to save (audited). */
export async function registerCsvLoader(request: Request, file: string | undefined, context: Readonly<RouterContextProvider>) {
  const { services, staffId } = requireStaff(context, REGISTER_ROLES)
  const register = notFoundUnless(FILES[file ?? ''])
  const url = new URL(request.url)
  const parsed = RegisterRangeSchema.safeParse({ from: url.searchParams.get('from') ?? '', to: url.searchParams.get('to') ?? '' })
  if (!parsed.success) {
    return new Response(parsed.error.issues[0]?.message ?? 'Check the dates', {
      status: 400,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    })
  }
  const out = await services.registers.exportCsv(staffId, register, parsed.data.from, parsed.data.to)
  // Streamed a page of lines at a time (decision 051).
  return new Response(out.body, {
    status: 200,
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${out.filename}"`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    },
  })
}

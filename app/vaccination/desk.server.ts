import { redirect, type RouterContextProvider } from 'react-router'
import { RecordDoseSchema, VaccinationDeskDaySchema } from '../../contracts/vaccination.ts'
import { LAB_DESK_ROLES } from '../../core/staff/roles.ts'
import { AppError } from '../../server/lib/app-error.ts'
import { parseInput } from '../../server/lib/validation.ts'
import { certificateHeaders } from '../../server/modules/vaccination/index.ts'
import { notFoundIf, orNotFound, refusal, requireStaff } from '../lib/page-edge.server.ts'

// The vaccination desk (issue 27 §6; decision 086), server side: /staff/vaccination, the day's home visits with, for
// each, the dose form (batch number, expiry, the carrier's reading: refused outside the rules) and then 'End
// observation' (refused before 30 minutes), which issues the certificate and files the record. The labs desk's roles
// (admins and the labs' operations staff): anyone else gets the 404 page.

type Context = Readonly<RouterContextProvider>
const IST_MS = 330 * 60_000
const indiaToday = (at: Date) => new Date(at.getTime() + IST_MS).toISOString().slice(0, 10)
const DONE_WORDS: Record<string, string> = {
  dose: 'Dose recorded. The 30-minute observation has started.',
  observe: 'Observation ended. The certificate is issued and filed in the health records.',
}

export async function vaccinationDeskLoader(request: Request, context: Context) {
  const { services } = requireStaff(context, LAB_DESK_ROLES)
  const url = new URL(request.url)
  const today = indiaToday(services.now())
  const parsed = VaccinationDeskDaySchema.safeParse(Object.fromEntries(url.searchParams))
  const date = (parsed.success && parsed.data.date) || today
  const visits = await services.vaccination.desk.day(date)
  const done = url.searchParams.get('done')
  return {
    date,
    today,
    problem: parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Please check the date'),
    done: done ? (DONE_WORDS[done] ?? null) : null,
    visits: visits.map((v) => ({
      ...v,
      startsAt: v.startsAt.toISOString(),
      givenAt: v.givenAt?.toISOString() ?? null,
      observationEndsAt: v.observationEndsAt?.toISOString() ?? null,
    })),
  }
}

export async function vaccinationDeskAction(request: Request, context: Context) {
  const { services, staffId } = requireStaff(context, LAB_DESK_ROLES)
  const fields = Object.fromEntries(
    [...(await request.formData())].filter((e): e is [string, string] => typeof e[1] === 'string'),
  )
  const date = /^\d{4}-\d{2}-\d{2}$/.test(fields.date ?? '') ? fields.date! : ''
  const number = (fields.number ?? '').slice(0, 20)
  const intent = fields.intent === 'observe' ? 'observe' : 'dose'
  try {
    if (intent === 'dose') await services.vaccination.desk.recordDose(staffId, number, parseInput(RecordDoseSchema, fields))
    else await services.vaccination.desk.endObservation(staffId, number)
    return redirect(`/staff/vaccination?${new URLSearchParams({ ...(date ? { date } : {}), done: intent })}`, 303)
  } catch (error) {
    if (!AppError.is(error)) throw error
    notFoundIf(error)
    return refusal(error, { intent, number })
  }
}

/** GET /staff/vaccination/{number}/certificate: the certificate for the desk. */
export async function deskCertificateLoader(number: string, context: Context) {
  const { services } = requireStaff(context, LAB_DESK_ROLES)
  const file = await orNotFound(() => services.vaccination.certificate(number.slice(0, 20), null))
  return new Response(file.bytes as Uint8Array<ArrayBuffer>, { headers: certificateHeaders(file) })
}

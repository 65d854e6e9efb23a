import { redirect, type RouterContextProvider } from 'react-router'
import {
  LabDeskDaySchema,
  LabDeskIntentSchema,
  LabReportParamsSchema,
  LabResultsSchema,
  LabUploadSchema,
  resultRowsOf,
} from '../../contracts/lab-desk.ts'
import { AppError } from '../../server/lib/app-error.ts'
import { labReportHeaders } from '../../server/modules/labs/index.ts'
import { parseInput } from '../../server/lib/validation.ts'
import { LAB_DESK_ROLES } from '../../core/staff/roles.ts'
import { notFound, notFoundIf, orNotFound, refusal, requireStaff } from '../lib/page-edge.server.ts'

// The labs desk's pages (issue 11 §6), server side: /staff/labs (a day's home collections by slot and area, with
// 'Mark collected' and 'Processing') and /staff/labs/{number} (the booking's patients, each test's results form, the
// lab's PDF per patient). ROLE_ADMIN, ROLE_CCARE and ROLE_LAB_OPS only: anyone else, a customer included, gets the 404
// page from the loaders and the actions alike.

const DONE_WORDS: Record<string, string> = {
  collect: 'Samples marked collected.',
  process: 'Samples sent for processing.',
  results: 'Results saved.',
  upload: 'The lab’s report is saved.',
}

const IST_MS = 330 * 60_000
const indiaToday = (at: Date) => new Date(at.getTime() + IST_MS).toISOString().slice(0, 10)
const isoOrNull = (d: Date | null) => d?.toISOString() ?? null

export async function labDayLoader(request: Request, context: Readonly<RouterContextProvider>) {
  const { services } = requireStaff(context, LAB_DESK_ROLES)
  const url = new URL(request.url)
  const today = indiaToday(services.now())
  const parsed = LabDeskDaySchema.safeParse(Object.fromEntries(url.searchParams))
  const date = (parsed.success && parsed.data.date) || today
  const slots = await services.labDesk.day(date)
  const done = url.searchParams.get('done')
  return {
    date,
    today,
    problem: parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Please check the date'),
    done: done ? (DONE_WORDS[done] ?? null) : null,
    count: slots.reduce((n, s) => n + s.areas.reduce((m, a) => m + a.collections.length, 0), 0),
    slots: slots.map((s) => ({
      startsAt: s.startsAt.toISOString(),
      label: s.label,
      areas: s.areas.map((a) => ({
        label: a.label,
        collections: a.collections.map((c) => ({
          ...c,
          slotStartsAt: c.slotStartsAt.toISOString(),
          collectedAt: isoOrNull(c.collectedAt),
        })),
      })),
    })),
  }
}

/** The day list's buttons: 'Mark collected' and 'Processing' of one booking, back to the same day. */
export async function labDayAction(request: Request, context: Readonly<RouterContextProvider>) {
  const { services, staffId } = requireStaff(context, LAB_DESK_ROLES)
  const fields = Object.fromEntries(await request.formData())
  const date = typeof fields.date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(fields.date) ? fields.date : ''
  const number = typeof fields.number === 'string' ? fields.number.slice(0, 20) : ''
  let intent = 'unknown'
  try {
    intent = parseInput(LabDeskIntentSchema, fields).intent
    if (intent === 'collect') await services.labDesk.collect(staffId, number)
    else if (intent === 'process') await services.labDesk.process(staffId, number)
    else throw AppError.invalid('Open the booking to enter its results', 'intent')
    return redirect(`/staff/labs?${new URLSearchParams({ ...(date ? { date } : {}), done: intent })}`, 303)
  } catch (error) {
    if (!AppError.is(error)) throw error
    notFoundIf(error)
    return refusal(error, { intent, number })
  }
}

export async function labBookingLoader(request: Request, number: string, context: Readonly<RouterContextProvider>) {
  const { services } = requireStaff(context, LAB_DESK_ROLES)
  const view = await orNotFound(() => services.labDesk.get(number.slice(0, 20)))
  const done = new URL(request.url).searchParams.get('done')
  const address = view.order.address
  return {
    number: view.order.number,
    status: view.status,
    statusLabel: view.statusLabel,
    done: done ? (DONE_WORDS[done] ?? null) : null,
    labName: view.booking.labName,
    slot: { startsAt: view.slot.startsAt.toISOString() },
    collectedAt: isoOrNull(view.booking.collectedAt),
    customer: view.customer,
    address: {
      line: [address.address, address.landmark].filter(Boolean).join(', '),
      area: `${address.pincode} · ${address.city}`,
      contact: `${address.recipientName} · ${address.phone}`,
    },
    takesResults: view.takesResults,
    canCollect: view.canCollect,
    canProcess: view.canProcess,
    patients: view.patients.map((p) => ({
      key: p.key,
      name: p.name,
      age: p.age,
      gender: p.gender,
      report: p.report ? { source: p.report.source, createdAt: p.report.createdAt.toISOString() } : null,
      tests: p.tests.map((t) => ({
        itemId: t.item.id,
        name: t.item.testName,
        entered: t.rows.length > 0,
        flagged: t.rows.filter((r) => r.flag !== null).length,
        rows: t.rows.length
          ? t.rows.map((r) => ({
              name: r.name,
              value: r.value,
              unit: r.unit,
              low: r.refLow === null ? '' : String(r.refLow),
              high: r.refHigh === null ? '' : String(r.refHigh),
              range: r.refText ?? '',
              flag: r.flag,
            }))
          : t.template.map((r) => ({
              name: r.name,
              value: '',
              unit: r.unit,
              low: r.low === null ? '' : String(r.low),
              high: r.high === null ? '' : String(r.high),
              range: r.text ?? '',
              flag: null,
            })),
      })),
    })),
  }
}

/** The booking page's forms: one intent each, checked with its contract; a refusal comes back to the form that sent it. */
export async function labBookingAction(request: Request, number: string, context: Readonly<RouterContextProvider>) {
  const { services, staffId } = requireStaff(context, LAB_DESK_ROLES)
  let form: FormData
  try {
    form = await request.formData()
  } catch {
    return refusal(AppError.invalid('The form could not be read'), { intent: 'unknown', target: null })
  }
  const fields = Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string')) as Record<string, string>
  const n = number.slice(0, 20)
  let intent = 'unknown'
  let target: string | null = null
  try {
    intent = parseInput(LabDeskIntentSchema, fields).intent
    switch (intent) {
      case 'collect':
        await services.labDesk.collect(staffId, n)
        break
      case 'process':
        await services.labDesk.process(staffId, n)
        break
      case 'results': {
        target = `item-${String(fields.item_id ?? '').slice(0, 12)}`
        const input = parseInput(LabResultsSchema, { item_id: fields.item_id, rows: resultRowsOf(fields) })
        await services.labDesk.saveResults(staffId, n, input.item_id, input.rows)
        break
      }
      case 'upload': {
        target = `patient-${String(fields.patient_key ?? '').slice(0, 2)}`
        const { patient_key } = parseInput(LabUploadSchema, fields)
        const file = form.get('report')
        if (!(file instanceof File) || file.size === 0) throw AppError.invalid('Please choose the lab’s PDF', 'report')
        await services.labDesk.uploadReport(staffId, n, patient_key, {
          name: file.name,
          bytes: new Uint8Array(await file.arrayBuffer()),
        })
        break
      }
    }
    return redirect(`/staff/labs/${encodeURIComponent(n)}?done=${intent}`, 303)
  } catch (error) {
    if (!AppError.is(error)) throw error
    notFoundIf(error, (e) => e.status === 404 && e.code === 'unknown_booking')
    return refusal(error, { intent, target })
  }
}

/**
 * GET /staff/labs/{number}/reports/{patientKey}: a patient's report PDF for the desk, any booking's, each read audited
 * (labs/lab-desk.ts staffReportFile). Anyone but the desk, an unknown booking or a report not made yet: the 404 page.
 */
export async function labReportLoader(
  rawNumber: string | undefined,
  rawKey: string | undefined,
  context: Readonly<RouterContextProvider>,
) {
  const { services, staffId } = requireStaff(context, LAB_DESK_ROLES)
  const params = LabReportParamsSchema.safeParse({ number: rawNumber, patient_key: rawKey })
  if (!params.success) notFound()
  const file = await orNotFound(() => services.labDesk.staffReportFile(staffId, params.data.number, params.data.patient_key))
  return new Response(file.bytes as Uint8Array<ArrayBuffer>, { status: 200, headers: labReportHeaders(file, 'inline') })
}

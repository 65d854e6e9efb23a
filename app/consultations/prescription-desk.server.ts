import { redirect, type RouterContextProvider } from 'react-router'
import { CONSULTATION_MODE_LABELS, CONSULTATION_STATE_LABELS } from '../../core/consultations/states.ts'
import { PRESCRIBING_RULES } from '../../core/consultations/prescribing.ts'
import { DOCTOR_ROLES } from '../../core/staff/roles.ts'
import { ConsultationNotesBodySchema } from '../../contracts/consultation-notes.ts'
import { WriteEPrescriptionSchema } from '../../contracts/e-prescriptions.ts'
import { AppError } from '../../server/lib/app-error.ts'
import { parseInput } from '../../server/lib/validation.ts'
import { notFound, orNotFound, refusal, requireStaff } from '../lib/page-edge.server.ts'

// /staff/consultations/{id}/prescription (issue 24 §5): the consultation's doctor writes its e-prescription. ROLE_DOCTOR,
// and the consultation's own doctor: anyone else gets the 404 page. Works without JavaScript: the page's state (the
// medicines and tests chosen) is in its URL (?m=<sku>&t=<test>), the searches are GET forms that keep it, and the
// prescription is one POST form whose rows are numbered fields; a refusal comes back with what was typed. The doctor's
// private notes (decision 064) are a second POST form of the page (intent=notes), saved whole, before, during and after
// the consultation; the page keeps its URL (the chosen medicines) and says 'Notes saved'.

export const prescriptionDeskPath = (id: number) => `/staff/consultations/${id}/prescription`

const idOf = (raw: string | undefined) => {
  const id = Number(raw)
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : notFound()
}
const numbers = (values: string[]) => values.map(Number).filter((n) => Number.isSafeInteger(n) && n > 0)

export async function prescriptionDeskLoader(
  request: Request,
  context: Readonly<RouterContextProvider>,
  rawId: string | undefined,
) {
  const { services, staffId } = requireStaff(context, DOCTOR_ROLES)
  const id = idOf(rawId)
  const desk = await orNotFound(() => services.prescribing.desk(id, staffId))
  const url = new URL(request.url)
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, 60)
  const tq = (url.searchParams.get('tq') ?? '').trim().slice(0, 60)
  const chosenIds = numbers(url.searchParams.getAll('m'))
  const testIds = numbers(url.searchParams.getAll('t'))
  const [notes, chosen, hits, tests, testHits] = await Promise.all([
    services.consultationNotes.read(staffId, id),
    services.prescribing.chosenMedicines(id, staffId, chosenIds),
    q.length >= 2 ? services.prescribing.searchMedicines(id, staffId, q) : Promise.resolve([]),
    services.prescribing.labTestsFor({ ids: testIds }),
    tq.length >= 2 ? services.prescribing.labTestsFor({ name: tq }) : Promise.resolve([]),
  ])
  const c = desk.consultation
  return {
    id,
    consultation: {
      patientName: c.patientName,
      patientAge: c.patientAge,
      patientGender: c.patientGender,
      mode: CONSULTATION_MODE_LABELS[c.mode as keyof typeof CONSULTATION_MODE_LABELS],
      state: CONSULTATION_STATE_LABELS[c.state as keyof typeof CONSULTATION_STATE_LABELS],
      startsAt: c.startsAt.toISOString(),
      symptoms: c.symptoms,
    },
    visit: desk.visit,
    rules: PRESCRIBING_RULES,
    writable: desk.writable,
    defaults: desk.defaults,
    prescription: desk.prescription,
    history: desk.history,
    notes: { text: notes.text, updatedAt: notes.updated_at, saved: url.searchParams.get('notes') === 'saved' },
    q,
    tq,
    chosen,
    hits,
    tests: testIds.flatMap((t) => tests.filter((x) => x.id === t)),
    testHits,
  }
}

/** The typed values of the form, as the page shows them again after a refusal. */
export type DeskValues = Record<string, string>

export async function prescriptionDeskAction(
  request: Request,
  context: Readonly<RouterContextProvider>,
  rawId: string | undefined,
) {
  const { services, staffId } = requireStaff(context, DOCTOR_ROLES)
  const id = idOf(rawId)
  const form = await request.formData()
  if (form.get('intent') === 'notes') return saveNotes(services, staffId, id, form)
  const values: DeskValues = {}
  for (const [k, v] of form) if (typeof v === 'string' && k !== '_csrf') values[k] = v
  const text = (name: string) => values[name] ?? ''
  const rows = Number(text('rows'))
  const medicines = Array.from({ length: Number.isInteger(rows) && rows >= 0 && rows <= 20 ? rows : 0 }, (_, i) => ({
    sku_id: text(`sku_id_${i}`),
    strength: text(`strength_${i}`),
    dose: text(`dose_${i}`),
    frequency: text(`frequency_${i}`),
    duration: text(`duration_${i}`),
    instructions: text(`instructions_${i}`),
    quantity: text(`quantity_${i}`),
  }))
  try {
    const input = parseInput(WriteEPrescriptionSchema, {
      doctor_address: text('doctor_address'),
      doctor_contact: text('doctor_contact'),
      complaints: text('complaints'),
      diagnosis: text('diagnosis'),
      provisional: text('provisional') === 'on',
      advice: text('advice'),
      follow_up_days: text('follow_up_days'),
      follow_up_note: text('follow_up_note'),
      medicines,
      tests: form.getAll('test_id').filter((t): t is string => typeof t === 'string'),
    })
    await orNotFound(() => services.prescribing.write(id, staffId, input))
  } catch (error) {
    if (AppError.is(error) && error.status < 500) return refusal(error, { values })
    throw error
  }
  throw redirect(`${prescriptionDeskPath(id)}?signed=1`, 303)
}

/**
 * The notes form: saves the doctor's note and comes back to the same page (its chosen medicines and tests kept, with
 * 'Notes saved'); a refusal comes back with what was typed, marked as the notes form's.
 */
async function saveNotes(services: ReturnType<typeof requireStaff>['services'], staffId: number, id: number, form: FormData) {
  const raw = form.get('notes')
  const typed = typeof raw === 'string' ? raw : ''
  try {
    const { text } = parseInput(ConsultationNotesBodySchema, { text: raw })
    await orNotFound(() => services.consultationNotes.write(staffId, id, text))
  } catch (error) {
    if (AppError.is(error) && error.status < 500) return refusal(error, { form: 'notes' as const, notes: typed })
    throw error
  }
  // The form carries the page's chosen medicines and tests (hidden m and t), so the prescription being written stays.
  const back = new URLSearchParams()
  for (const m of numbers(form.getAll('m').map(String))) back.append('m', String(m))
  for (const t of numbers(form.getAll('t').map(String))) back.append('t', String(t))
  back.set('notes', 'saved')
  throw redirect(`${prescriptionDeskPath(id)}?${back.toString()}#notes`, 303)
}

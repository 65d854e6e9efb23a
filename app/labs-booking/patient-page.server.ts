import { redirect, type RouterContextProvider } from 'react-router'
import { LabPatientStepBodySchema } from '../../contracts/lab-slots.ts'
import { type LabsCartType, cartTypeFromPath, cartUrlPrefix } from '../../core/cart/cart-types.ts'
import { PatientBodySchema } from '../../contracts/patients.ts'
import { AppError } from '../../server/lib/app-error.ts'
import { parseInput } from '../../server/lib/validation.ts'
import { bookableDays, bookableStartsOf, dayLabel, slotWithDayLabel } from '../../server/modules/labs/index.ts'
import { refusal, requireCustomer } from '../lib/page-edge.server.ts'
import { noticeCookie } from '../../core/cart/notice.ts'
import { PATIENT_FORM_FIELDS, patientPagePaths } from './paths.ts'

// The patient page's loader and its one action (issue 11 §4; spec 2 §2 '/labs/cart/patient-page'): the signed-in
// account's patients with the add-patient form, who each test is for, and the home-collection slot by day. A guest is
// sent to sign in over the labs cart; an empty labs cart goes back to it. Forms work without JavaScript: a saved
// patient or a Continue redirect (303) with the outcome in the snack bar; a refusal shows the page again with its
// messages under the fields. /cp_labs/cart/patient-page is the same page for the care-plan cart (its URL says which).

export function labStepCartType(request: Request): LabsCartType {
  return cartTypeFromPath(new URL(request.url).pathname) === 'cp_labs' ? 'cp_labs' : 'labs'
}

/** The signed-in customer; a guest signs in over the labs cart of the URL. */
function account(context: Readonly<RouterContextProvider>, request: Request, cartType: LabsCartType) {
  return requireCustomer(context, request, { signIn: `${cartUrlPrefix(cartType)}/cart?login=true` })
}

export async function loadPatientPage(request: Request, context: Readonly<RouterContextProvider>) {
  const cartType = labStepCartType(request)
  const paths = patientPagePaths(cartType)
  const { owner, services } = account(context, request, cartType)
  const step = await services.patientStep.read(owner, cartType)
  if (!step) throw redirect(paths.cart)
  const now = services.now()
  // Today's tab only while one of its slots can still be booked.
  const days = bookableDays(now).filter((d, i) => i > 0 || bookableStartsOf(d, now, { fasting: step.fasting }).length > 0)
  const url = new URL(request.url)
  const asked = url.searchParams.get('date')
  const date = asked && days.includes(asked) ? asked : step.slot && days.includes(step.slot.date) ? step.slot.date : days[0]!
  const day =
    step.lab_id !== null && step.city !== null
      ? await services.labSlots.availability(step.lab_id, step.city, date, {
          fasting: step.fasting,
          patients: step.visit_patients,
        })
      : null
  return {
    step,
    cartType,
    days: days.map((d) => ({ date: d, label: dayLabel(d, now) })),
    date,
    slots: day?.slots ?? [],
    chosenSlotLabel: step.slot ? slotWithDayLabel(new Date(step.slot.starts_at)) : null,
  }
}

/** The page's fields a refusal names, as the form's input names. */
function fieldOf(field: string | undefined, testIds: number[]): string | undefined {
  const line = field && /^lines\.(\d+)/.exec(field)
  if (line) return `patients-${testIds[Number(line[1])] ?? ''}`
  return field
}

export async function patientPageAction(request: Request, context: Readonly<RouterContextProvider>) {
  const cartType = labStepCartType(request)
  const paths = patientPagePaths(cartType)
  const { owner, services } = account(context, request, cartType)
  const form = await request.formData()
  const text = (name: string) => {
    const v = form.get(name)
    return typeof v === 'string' ? v : ''
  }
  const intent = text('intent')
  const back = `${paths.page}${/^\d{4}-\d{2}-\d{2}$/.test(text('date')) ? `?date=${text('date')}` : ''}`

  if (intent === 'add-patient') {
    const values = Object.fromEntries(PATIENT_FORM_FIELDS.map((n) => [n, text(n)]))
    try {
      const saved = await services.patients.create(owner, parseInput(PatientBodySchema, values))
      throw redirect(back, { status: 303, headers: { 'set-cookie': noticeCookie(`${saved.name} added`) } })
    } catch (error) {
      if (!AppError.is(error)) throw error
      return patientRefusal('add-patient', error, [], values)
    }
  }

  if (intent === 'continue') {
    const step = await services.patientStep.read(owner, cartType)
    if (!step) throw redirect(paths.cart, 303)
    const testIds = step.lines.map((l) => l.test_id)
    const lines = step.lines.map((l) => ({
      test_id: l.test_id,
      patient_ids: form.getAll(`patients-${l.test_id}`).filter((v) => typeof v === 'string'),
    }))
    // Checked here first so that every line's message and the slot's show at once.
    const errors: Record<string, string> = {}
    for (const [i, l] of lines.entries())
      if (!l.patient_ids.length) errors[`patients-${l.test_id}`] = `Please choose who the ${step.lines[i]!.name} test is for`
    // 'Book the next free one instead' sends next_slot_id beside the radio's choice.
    const slotId = text('next_slot_id') || text('slot_id')
    if (!slotId) errors.slot_id = 'Please choose a collection slot'
    const first = Object.values(errors)[0]
    if (first) {
      return refusal(AppError.invalid(first), { intent: 'continue' as const, errors })
    }
    try {
      await services.patientStep.save(
        owner,
        parseInput(LabPatientStepBodySchema, { cart_type: cartType, lines, slot_id: slotId }),
      )
    } catch (error) {
      if (!AppError.is(error)) throw error
      return patientRefusal('continue', error, testIds)
    }
    throw redirect(paths.next, { status: 303, headers: { 'set-cookie': noticeCookie('Patients and collection slot saved') } })
  }

  return refusal(AppError.invalid('Unknown patient page action'), { intent: null, errors: {} })
}

/** A refusal with each field's message under the form's input it names, and a full slot's next free one. */
function patientRefusal(intent: 'add-patient' | 'continue', error: AppError, testIds: number[], values?: Record<string, string>) {
  const errors: Record<string, string> = {}
  for (const e of error.errors) {
    const field = fieldOf(e.field, testIds)
    if (field && !(field in errors)) errors[field] = e.message
  }
  const next = error.details?.next_free_slot as { id: number; label: string; date: string } | null | undefined
  return refusal(error, {
    intent,
    errors,
    ...(values ? { values } : {}),
    ...(error.code === 'slot_full' ? { nextFree: next ?? null } : {}),
  })
}

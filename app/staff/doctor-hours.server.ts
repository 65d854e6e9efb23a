import { redirect, type RouterContextProvider } from 'react-router'
import { ExceptionFormSchema, HoursRowFormSchema, WeeklyHoursFormSchema } from '../../contracts/doctor-hours.ts'
import { SLOT_LENGTHS, WEEKDAYS } from '../../core/consultations/vocabulary.ts'
import { DOCTOR_ROLES } from '../../core/staff/roles.ts'
import { dateLabel } from '../../core/time/ist.ts'
import { AppError } from '../../server/lib/app-error.ts'
import { parseInput } from '../../server/lib/validation.ts'
import { refusal, requireStaff } from '../lib/page-edge.server.ts'

// /staff/consultations/hours (issue 24 §1): a doctor (ROLE_DOCTOR) keeps their own weekly hours and exceptions through
// services.doctorHours (server/modules/consultations/hours.ts); anyone else gets 404. Each form is one intent of the
// one action, checked with its contract; a refusal (an overlap, a booked slot the change would remove) is shown beside
// the form, a change done is said after a 303 back to the page.

export const DOCTOR_HOURS_PATH = '/staff/consultations/hours'

const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`

const DONE: Record<string, string> = {
  'hours-added': 'Hours added.',
  'hours-removed': 'Hours removed.',
  'exception-added': 'Exception added.',
  'exception-removed': 'Exception removed.',
}

export async function doctorHoursLoader(request: Request, context: Readonly<RouterContextProvider>) {
  const { services, staffId } = requireStaff(context, DOCTOR_ROLES)
  const done = DONE[new URL(request.url).searchParams.get('done') ?? ''] ?? null
  try {
    const v = await services.doctorHours.view(staffId)
    return {
      done,
      problem: null,
      doctor: v.doctor,
      slotLengths: [...SLOT_LENGTHS],
      hours: v.hours.map((h) => ({
        id: h.id,
        day: WEEKDAYS[h.weekday]!,
        from: hhmm(h.fromMinute),
        to: hhmm(h.toMinute),
        slotMinutes: h.slotMinutes,
      })),
      exceptions: v.exceptions.map((e) => ({
        id: e.id,
        date: e.date,
        day: dateLabel(e.date),
        kind: e.kind,
        times: e.fromMinute === null || e.toMinute === null ? null : `${hhmm(e.fromMinute)}–${hhmm(e.toMinute)}`,
        slotMinutes: e.slotMinutes,
      })),
    }
  } catch (error) {
    if (AppError.is(error) && error.status === 404)
      return { done, problem: error.message, doctor: null, slotLengths: [...SLOT_LENGTHS], hours: [], exceptions: [] }
    throw error
  }
}

export async function doctorHoursAction(request: Request, context: Readonly<RouterContextProvider>) {
  const { services, staffId } = requireStaff(context, DOCTOR_ROLES)
  const form = Object.fromEntries([...(await request.formData())].filter(([, v]) => typeof v === 'string')) as Record<
    string,
    string
  >
  const intent = form.intent ?? ''
  try {
    switch (intent) {
      case 'add-hours':
        await services.doctorHours.addWeekly(staffId, parseInput(WeeklyHoursFormSchema, form))
        break
      case 'remove-hours':
        await services.doctorHours.removeWeekly(staffId, parseInput(HoursRowFormSchema, form).id)
        break
      case 'add-exception':
        await services.doctorHours.addException(staffId, parseInput(ExceptionFormSchema, form))
        break
      case 'remove-exception':
        await services.doctorHours.removeException(staffId, parseInput(HoursRowFormSchema, form).id)
        break
      default:
        return refusal(AppError.invalid('Please use one of the forms on the page'), { intent })
    }
  } catch (error) {
    if (AppError.is(error) && error.status < 500) return refusal(error, { intent })
    throw error
  }
  const done = intent.startsWith('add') ? `${intent.slice(4)}-added` : `${intent.slice(7)}-removed`
  throw redirect(`${DOCTOR_HOURS_PATH}?done=${done}`, 303)
}

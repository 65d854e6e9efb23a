import { redirect, type RouterContextProvider } from 'react-router'
import type { LabBookingWire } from '../../contracts/lab-bookings.ts'
import type { LabSlot } from '../../contracts/lab-slots.ts'
import { AppError } from '../../server/lib/app-error.ts'
import {
  canReschedule,
  customerCanCancelBooking,
  type LabBookingStatus,
  bookableDays,
  bookableStartsOf,
  dateLabel,
  dayLabel,
  istParts,
  timeLabel,
} from '../../server/modules/labs/index.ts'
import { signInThen } from '../../core/auth/sign-in-form.ts'
import { noticeCookie } from '../../core/cart/notice.ts'
import { refusal, requireCustomer } from '../lib/page-edge.server.ts'
import { MY_BOOKINGS_PATH, type MyBookingsActionData } from './my-bookings.ts'

// /labs/mybookings (issue 11 §6): the account's lab bookings, newest first, each with its lab, collection slot (India
// time), status, tests per patient and amount; 'Reschedule' (the free slots of the coming days, ?reschedule=NUMBER
// &date=…) while the booking can still move, 'Cancel booking' (a confirmation first, ?cancel=NUMBER) until the sample
// is collected, through the order's cancel (refunded the way it was paid), and 'Pay now' for one awaiting payment.
// Plain forms: the page works without JavaScript. A guest is sent to sign in and comes back here.

/** Why a booking cancelled here is cancelled (the order's cancel reason). */
export const CANCEL_NOTE = 'Cancelled by the customer from My lab bookings'

const NUMBER = /^MW\d{8}$/
const NOT_IN_ACCOUNT = 'We could not find that booking in your account'
const REPORT_STATUSES = new Set<LabBookingStatus>(['sample_collected', 'processing', 'report_ready'])
const DATE = /^\d{4}-\d{2}-\d{2}$/

/** 'Thu 26 Nov 2026': an instant's date in India. */
function dateInIndia(at: Date): string {
  const { date } = istParts(at)
  return `${dateLabel(date)} ${date.slice(0, 4)}`
}

/** The signed-in customer; a guest signs in over the labs home and comes back here. */
function account(context: Readonly<RouterContextProvider>, request: Request) {
  return requireCustomer(context, request, { signIn: signInThen('/labs', MY_BOOKINGS_PATH) })
}

/** A booking as the page shows it. */
function cardOf(b: LabBookingWire, now: Date) {
  const status = b.status as LabBookingStatus
  const starts = new Date(b.slot.starts_at)
  return {
    number: b.number,
    lab: b.lab.name,
    city: b.city,
    /** 'Thu 26 Nov 2026' and '7:00 AM – 7:30 AM', India time. */
    slotDate: dateInIndia(starts),
    slotTime: `${timeLabel(starts)} – ${timeLabel(new Date(b.slot.ends_at))}`,
    slotStartsAt: b.slot.starts_at,
    status,
    statusLabel: b.status_label,
    rescheduled: b.reschedule_count,
    total: b.total,
    collectionFee: b.collection_fee,
    placedAt: dateInIndia(new Date(b.placed_at)),
    patients: b.patients.map((p) => ({ name: p.name, tests: p.tests.map((t) => t.name) })),
    canReschedule: canReschedule(status, starts, now),
    canCancel: customerCanCancelBooking(status),
    payUrl: b.order_status === 'pending_payment' ? `/order-payment/?order=${encodeURIComponent(b.number)}` : null,
    /** Each patient's report the labs desk has made (labs/lab-desk.ts), filled in by the loader. */
    reports: [] as Array<{ name: string; url: string }>,
  }
}
export type MyBookingCard = ReturnType<typeof cardOf>

export async function loadMyBookings(request: Request, context: Readonly<RouterContextProvider>) {
  const { userId, services } = account(context, request)
  const now = services.now()
  const url = new URL(request.url)
  const bookings = (await services.labBookings.list(userId)).map((b) => cardOf(b, now))
  // Reports exist only once samples are collected: only those bookings are asked for theirs.
  for (const b of bookings.filter((x) => REPORT_STATUSES.has(x.status))) {
    b.reports = (await services.labDesk.reports(userId, b.number)).map((r) => ({ name: r.patient_name, url: r.url }))
  }
  const asked = (name: string) => {
    const v = url.searchParams.get(name)
    return v && NUMBER.test(v) ? v : null
  }
  // The booking whose slot picker is open (only one that can still move), and the one asking to confirm a cancel.
  const moving = bookings.find((b) => b.number === asked('reschedule') && b.canReschedule) ?? null
  const cancelling = bookings.find((b) => b.number === asked('cancel') && b.canCancel)?.number ?? null
  let picker: {
    number: string
    days: Array<{ date: string; label: string }>
    date: string
    slots: LabSlot[]
    currentSlotId: number
  } | null = null
  if (moving) {
    const visit = await services.labReschedule.visitOf(userId, moving.number)
    if (visit) {
      const days = bookableDays(now).filter((d, i) => i > 0 || bookableStartsOf(d, now, { fasting: visit.fasting }).length > 0)
      const wanted = url.searchParams.get('date')
      const slotDay = istParts(new Date(moving.slotStartsAt)).date
      const date = wanted && DATE.test(wanted) && days.includes(wanted) ? wanted : days.includes(slotDay) ? slotDay : days[0]!
      const day = await services.labSlots.availability(visit.labId, visit.city, date, {
        fasting: visit.fasting,
        patients: visit.places,
      })
      picker = {
        number: moving.number,
        days: days.map((d) => ({ date: d, label: dayLabel(d, now) })),
        date,
        slots: day.slots,
        currentSlotId: visit.slotId,
      }
    }
  }
  return { bookings, picker, cancelling }
}

/** The page's one action: 'reschedule' (number, slot_id or next_slot_id) or 'cancel' (number). */
export async function myBookingsAction(request: Request, context: Readonly<RouterContextProvider>) {
  const { userId, services } = account(context, request)
  const form = await request.formData()
  const text = (name: string) => {
    const v = form.get(name)
    return typeof v === 'string' ? v : ''
  }
  const intent = text('intent')
  const number = text('number').slice(0, 20)
  // The booking the refusal is about (its card shows it), and the page's own words where it has them.
  const refused = (error: AppError, about: Omit<MyBookingsActionData, 'ok' | 'message'> & { message?: string }) =>
    refusal(error, about)

  if (intent !== 'reschedule' && intent !== 'cancel') {
    return refused(AppError.invalid('Unknown my bookings action'), { intent: null, number: null })
  }
  if (!NUMBER.test(number)) return refused(AppError.notFound('We could not find that booking'), { intent, number: null })

  try {
    if (intent === 'reschedule') {
      const slotText = text('next_slot_id') || text('slot_id')
      if (!/^\d{1,10}$/.test(slotText)) {
        return refused(AppError.invalid('Please choose a collection slot'), { intent, number })
      }
      const moved = await services.labReschedule.reschedule(userId, number, Number(slotText))
      throw redirect(MY_BOOKINGS_PATH, {
        status: 303,
        headers: { 'set-cookie': noticeCookie(`Booking ${number} moved to ${moved.slot.label}`) },
      })
    }
    // Only a lab booking is cancelled here (the order's own cancel: refunds, places given back).
    if (!(await services.labReschedule.visitOf(userId, number))) {
      return refused(AppError.notFound(NOT_IN_ACCOUNT), { intent, number })
    }
    await services.orders.cancel(userId, number, CANCEL_NOTE)
    throw redirect(MY_BOOKINGS_PATH, {
      status: 303,
      headers: {
        'set-cookie': noticeCookie(`Booking ${number} cancelled. Anything you paid is refunded the way you paid it.`),
      },
    })
  } catch (error) {
    if (!AppError.is(error)) throw error
    const next = error.details?.next_free_slot as { id: number; label: string } | null | undefined
    return refused(error, {
      intent,
      number,
      ...(error.status === 404 ? { message: NOT_IN_ACCOUNT } : {}),
      ...(error.code === 'slot_full' ? { nextFree: next ? { id: next.id, label: next.label } : null } : {}),
    })
  }
}

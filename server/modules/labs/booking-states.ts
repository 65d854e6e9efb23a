// The lab booking's state machine (issue 11 §6): the one place a booking's status may change. A booking is paid for
// like an order (order source DIAGNOSTICS, spec 2 §3) and then follows the lab's path, not the courier's:
//
//   pending_payment ──paid──▶ booked ──collect──▶ sample_collected ──process──▶ processing ──report──▶ report_ready
//          │                   │  ▲
//          │ cancel / expire   │  └─ reschedule (another free slot, until 2 hours before the visit)
//          ▼                   ▼ cancel (refund in full, until the sample is collected)
//      cancelled ◀─────────────┘
//
// 'Rescheduled' is no state: a booked booking whose slot moved says so beside 'Booked' (its reschedule count).

export const LAB_BOOKING_STATUSES = [
  'pending_payment',
  'booked',
  'sample_collected',
  'processing',
  'report_ready',
  'cancelled',
] as const
export type LabBookingStatus = (typeof LAB_BOOKING_STATUSES)[number]

export const LAB_BOOKING_EVENTS = ['paid', 'reschedule', 'collect', 'process', 'report', 'cancel', 'expire'] as const
export type LabBookingEvent = (typeof LAB_BOOKING_EVENTS)[number]

/** What a person reads for each status (my bookings, the labs desk, messages). */
export const LAB_BOOKING_LABELS: Record<LabBookingStatus, string> = {
  pending_payment: 'Awaiting payment',
  booked: 'Booked',
  sample_collected: 'Sample collected',
  processing: 'Processing',
  report_ready: 'Report ready',
  cancelled: 'Cancelled',
}

const TABLE: Record<LabBookingStatus, Partial<Record<LabBookingEvent, LabBookingStatus>>> = {
  pending_payment: { paid: 'booked', cancel: 'cancelled', expire: 'cancelled' },
  booked: { reschedule: 'booked', collect: 'sample_collected', cancel: 'cancelled' },
  sample_collected: { process: 'processing', report: 'report_ready' },
  processing: { report: 'report_ready' },
  report_ready: {},
  cancelled: {},
}

const EVENT_WORDS: Record<LabBookingEvent, string> = {
  paid: 'paid for',
  reschedule: 'rescheduled',
  collect: 'marked collected',
  process: 'sent for processing',
  report: 'given a report',
  cancel: 'cancelled',
  expire: 'expired',
}

export type LabBookingTransition = { ok: true; to: LabBookingStatus } | { ok: false; message: string }

/** The status an event leads to from a status, or why it cannot happen (a message the UI can show). */
export function labBookingTransition(from: LabBookingStatus, event: LabBookingEvent): LabBookingTransition {
  const to = TABLE[from][event]
  if (to === undefined) {
    return {
      ok: false,
      message: `A booking that is ${LAB_BOOKING_LABELS[from].toLowerCase()} cannot be ${EVENT_WORDS[event]}`,
    }
  }
  return { ok: true, to }
}

/** How long before the visit a booking may still move to another slot. */
export const RESCHEDULE_CUTOFF_MS = 2 * 60 * 60 * 1000

/** issue 11 §6: reschedule to another free slot until 2 hours before the booked slot starts. */
export function canReschedule(status: LabBookingStatus, slotStartsAt: Date, now: Date): boolean {
  return status === 'booked' && slotStartsAt.getTime() - now.getTime() >= RESCHEDULE_CUTOFF_MS
}

/** issue 11 §6: cancel (with a full refund of what was paid) until the sample is collected. */
export function customerCanCancelBooking(status: LabBookingStatus): boolean {
  return status === 'pending_payment' || status === 'booked'
}

/** States a booking never leaves. */
export function isFinalBooking(status: LabBookingStatus): boolean {
  return status === 'report_ready' || status === 'cancelled'
}

export function isLabBookingStatus(value: string): value is LabBookingStatus {
  return (LAB_BOOKING_STATUSES as readonly string[]).includes(value)
}

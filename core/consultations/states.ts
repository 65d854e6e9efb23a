// A consultation's state machine (issue 24 §3, §7): the one place a consultation's state may change. A consultation
// is sold like an order (a line of sale, order source CONSULTATION) and then follows the doctor's path:
//
//   pending_payment ──paid──▶ booked ──patient_joins──▶ waiting ──doctor_joins──▶ in_progress ──complete──▶ completed
//        │                    │ ▲  │                     │  ▲                      (booked ──doctor_joins──▶ in_progress)
//        │ cancel / expire    │ └──┘ reschedule          │  └ reassign (another doctor now)
//        ▼                    ▼ cancel                   ▼ no_show (the doctor is not there 10 minutes after the start)
//    cancelled ◀──────────────┘                       no_show ──refund──▶ refunded
//                                                         └──reassign──▶ waiting
//
// 'Rescheduled' is no state: a booked consultation whose slot moved says so (its reschedule count).

export const CONSULTATION_STATES = [
  'pending_payment',
  'booked',
  'waiting',
  'in_progress',
  'completed',
  'cancelled',
  'no_show',
  'refunded',
] as const
export type ConsultationState = (typeof CONSULTATION_STATES)[number]

export const CONSULTATION_EVENTS = [
  'paid',
  'reschedule',
  'patient_joins',
  'doctor_joins',
  'complete',
  'cancel',
  'expire',
  'no_show',
  'reassign',
  'refund',
] as const
export type ConsultationEvent = (typeof CONSULTATION_EVENTS)[number]

/** What a person reads for each state (my consultations, the doctor's desk, messages). */
export const CONSULTATION_STATE_LABELS: Record<ConsultationState, string> = {
  pending_payment: 'Awaiting payment',
  booked: 'Booked',
  waiting: 'Waiting for the doctor',
  in_progress: 'In progress',
  completed: 'Completed',
  cancelled: 'Cancelled',
  no_show: 'Doctor did not join',
  refunded: 'Refunded',
}

const TABLE: Record<ConsultationState, Partial<Record<ConsultationEvent, ConsultationState>>> = {
  pending_payment: { paid: 'booked', cancel: 'cancelled', expire: 'cancelled' },
  booked: {
    reschedule: 'booked',
    patient_joins: 'waiting',
    doctor_joins: 'in_progress',
    cancel: 'cancelled',
    no_show: 'no_show',
  },
  waiting: { patient_joins: 'waiting', doctor_joins: 'in_progress', no_show: 'no_show', reassign: 'waiting' },
  in_progress: { patient_joins: 'in_progress', doctor_joins: 'in_progress', complete: 'completed' },
  completed: {},
  cancelled: {},
  no_show: { reassign: 'waiting', refund: 'refunded' },
  refunded: {},
}

const EVENT_WORDS: Record<ConsultationEvent, string> = {
  paid: 'paid for',
  reschedule: 'rescheduled',
  patient_joins: 'joined by the patient',
  doctor_joins: 'joined by the doctor',
  complete: 'completed',
  cancel: 'cancelled',
  expire: 'expired',
  no_show: 'marked as missed by the doctor',
  reassign: 'given to another doctor',
  refund: 'refunded',
}

export type ConsultationTransition = { ok: true; to: ConsultationState } | { ok: false; message: string }

/** The state an event leads to from a state, or why it cannot happen (a message the UI can show). */
export function consultationTransition(from: ConsultationState, event: ConsultationEvent): ConsultationTransition {
  const to = TABLE[from][event]
  if (to === undefined) {
    return {
      ok: false,
      message: `A consultation that is ${CONSULTATION_STATE_LABELS[from].toLowerCase()} cannot be ${EVENT_WORDS[event]}.`,
    }
  }
  return { ok: true, to }
}

/** States whose slot place is held (given back on cancel, expiry, refund or reassignment to another doctor's slot). */
export const HOLDS_SLOT: ReadonlySet<ConsultationState> = new Set(['pending_payment', 'booked', 'waiting', 'in_progress'])

/** States the patient and the doctor may enter the room in (completed: the transcript and the 7-day follow-up chat). */
export const ROOM_OPEN: ReadonlySet<ConsultationState> = new Set(['booked', 'waiting', 'in_progress', 'completed'])

/** The modes of a consultation: what the room starts with (it falls back video → audio → chat). */
export const CONSULTATION_MODES = ['chat', 'audio', 'video'] as const
export type ConsultationMode = (typeof CONSULTATION_MODES)[number]
export const CONSULTATION_MODE_LABELS: Record<ConsultationMode, string> = {
  chat: 'Chat',
  audio: 'Audio call',
  video: 'Video call',
}

/**
 * Consent as the Telemedicine Practice Guidelines 2020 define it: implied when the patient starts the consultation,
 * explicit when someone else books for them (the booker records it, naming the adult for a minor).
 */
export const CONSENT_KINDS = ['implied', 'explicit'] as const
export type ConsentKind = (typeof CONSENT_KINDS)[number]

/** The doctor may be this late before the consultation is a no-show (issue 24 §3). */
export const NO_SHOW_AFTER_MINUTES = 10
/** Free follow-up chat after a completed consultation (issue 24 §6). */
export const FOLLOW_UP_DAYS = 7

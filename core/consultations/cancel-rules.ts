// Cancelling and rescheduling a consultation (issue 24 §3), the rule of Apollo 24|7 (recorded in decision 057): free
// cancellation with a full refund until 15 minutes before the start, no refund after; at most 3 reschedules, each to
// another free slot of the same doctor, until 15 minutes before the start.

import type { ConsultationState } from './states.ts'

/** Until this long before the start a cancellation is refunded in full and a reschedule is allowed. */
export const CHANGE_CUTOFF_MINUTES = 15
/** How many times a consultation may be moved. */
export const MAX_RESCHEDULES = 3

const MINUTE = 60_000

/** Whether `at` is still before the cut-off of a consultation starting at `startsAt` (exactly 15 minutes before: yes). */
export const beforeCutoff = (startsAt: Date, at: Date): boolean =>
  at.getTime() <= startsAt.getTime() - CHANGE_CUTOFF_MINUTES * MINUTE

export type CancelDecision = { ok: true; refund: boolean } | { ok: false; message: string }

/** States the patient may cancel from (paid or not; once the doctor is in, no). */
const CANCELLABLE: ReadonlySet<ConsultationState> = new Set(['pending_payment', 'booked'])

/** Whether the patient may cancel now, and whether it is refunded. */
export function cancelDecision(state: ConsultationState, startsAt: Date, at: Date): CancelDecision {
  if (!CANCELLABLE.has(state)) return { ok: false, message: 'This consultation can no longer be cancelled.' }
  // Unpaid, nothing to refund; paid, refunded in full before the cut-off only.
  return { ok: true, refund: state === 'booked' && beforeCutoff(startsAt, at) }
}

/** Why a reschedule is refused now, or null when it may go ahead. */
export function rescheduleRefusal(state: ConsultationState, startsAt: Date, count: number, at: Date): string | null {
  if (state !== 'booked') return 'Only a booked consultation can be rescheduled.'
  if (count >= MAX_RESCHEDULES) return `A consultation can be rescheduled at most ${MAX_RESCHEDULES} times.`
  if (!beforeCutoff(startsAt, at)) {
    return `A consultation can be rescheduled until ${CHANGE_CUTOFF_MINUTES} minutes before it starts.`
  }
  return null
}

/** What the detail page says of cancelling now. */
export function cancelNote(state: ConsultationState, startsAt: Date, at: Date): string | null {
  const d = cancelDecision(state, startsAt, at)
  if (!d.ok) return null
  if (state === 'pending_payment') return 'Nothing has been paid yet: cancelling lets the slot go.'
  return d.refund
    ? `Free cancellation with a full refund until ${CHANGE_CUTOFF_MINUTES} minutes before the start.`
    : `It starts in less than ${CHANGE_CUTOFF_MINUTES} minutes: cancelling now is not refunded.`
}

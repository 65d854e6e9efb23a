// /labs/mybookings (issue 11 §6): what the page and its server side share (my-bookings.server.ts).

export const MY_BOOKINGS_PATH = '/labs/mybookings'

export type MyBookingsActionData = {
  ok: false
  intent: 'reschedule' | 'cancel' | null
  number: string | null
  message: string
  /** A full slot's next free one, offered as 'Move to … instead'. */
  nextFree?: { id: number; label: string } | null
}

// A care-plan membership's states (issue 23 §1): the one state machine. A term is stored as pending_payment, active,
// cancelled or void; 'expiring' (the last 15 days: the renew widget and 'RENEW NOW') and 'expired' are read from the
// clock, so no job has to move them. Renewing early starts the next term where the current one ends.
//
//   pending_payment ──paid──▶ active ──(last 15 days)──▶ expiring ──(end)──▶ expired
//          │                    │  └──cancel──▶ cancelled
//          └──void (payment failed, order cancelled)──▶ void ◀── void (a cash-on-delivery order cancelled before delivery)

export const STORED_STATES = ['pending_payment', 'active', 'cancelled', 'void'] as const
export type StoredState = (typeof STORED_STATES)[number]
export type MemberState = 'pending_payment' | 'active' | 'expiring' | 'expired' | 'cancelled' | 'void'

export const MEMBERSHIP_EVENTS = ['paid', 'cancel', 'void'] as const
export type MembershipEvent = (typeof MEMBERSHIP_EVENTS)[number]

/** The last days of a term, when renewing is offered ('RENEW NOW', the renew widget). */
export const EXPIRING_DAYS = 15
const DAY_MS = 86_400_000

const TABLE: Record<StoredState, Partial<Record<MembershipEvent, StoredState>>> = {
  pending_payment: { paid: 'active', void: 'void' },
  active: { cancel: 'cancelled', void: 'void' },
  cancelled: {},
  void: {},
}

export type MembershipTransition = { ok: true; to: StoredState } | { ok: false; message: string }

const EVENT_WORDS: Record<MembershipEvent, string> = { paid: 'paid for', cancel: 'cancelled', void: 'voided' }
const STATE_WORDS: Record<StoredState, string> = {
  pending_payment: 'awaiting payment',
  active: 'active',
  cancelled: 'cancelled',
  void: 'void',
}

export function membershipTransition(from: StoredState, event: MembershipEvent): MembershipTransition {
  const to = TABLE[from][event]
  if (!to) return { ok: false, message: `A membership that is ${STATE_WORDS[from]} cannot be ${EVENT_WORDS[event]}` }
  return { ok: true, to }
}

export interface Term {
  state: StoredState
  startsAt: Date
  endsAt: Date
}

/** What a term is at a moment: the stored state, with active read as expiring or expired by the clock. */
export function memberState(term: Term, at: Date): MemberState {
  if (term.state !== 'active') return term.state
  if (at.getTime() >= term.endsAt.getTime()) return 'expired'
  if (term.endsAt.getTime() - at.getTime() <= EXPIRING_DAYS * DAY_MS) return 'expiring'
  return 'active'
}

/** Whether a term's benefits apply at a moment: paid, begun, not ended, not locked behind unpaid cash on delivery. */
export function benefitsApply(term: Term & { codLocked: boolean }, at: Date): boolean {
  if (term.state !== 'active' || term.codLocked) return false
  return term.startsAt.getTime() <= at.getTime() && at.getTime() < term.endsAt.getTime()
}

/** `months` calendar months after `from` (31 January + 1 month = 28 or 29 February, never 3 March). */
export function addMonths(from: Date, months: number): Date {
  const d = new Date(from.getTime())
  const day = d.getUTCDate()
  d.setUTCDate(1)
  d.setUTCMonth(d.getUTCMonth() + months)
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate()
  d.setUTCDate(Math.min(day, last))
  return d
}

/**
 * When a new term bought at `at` starts and ends: at once, or where the account's latest paid term ends when that is
 * later (renewing early extends from the current end, and loses no day).
 */
export function nextTerm(latestEnd: Date | null, at: Date, months: number): { startsAt: Date; endsAt: Date } {
  const startsAt = latestEnd && latestEnd.getTime() > at.getTime() ? latestEnd : at
  return { startsAt, endsAt: addMonths(startsAt, months) }
}

/** Whole days left in a term at a moment (0 once ended). */
export function daysLeft(term: Pick<Term, 'endsAt'>, at: Date): number {
  return Math.max(0, Math.ceil((term.endsAt.getTime() - at.getTime()) / DAY_MS))
}

import { normaliseReviewText } from '../reviews/rules.ts'

// Grievances (issue 26 §6; decision 082): the Digital Personal Data Protection Rules, 2025 (rule 14(3)) give a
// person's grievance an answer within 90 days. A ticket is numbered GRV-{year in India}-{six digits}, is due 90 days
// after it was filed, and moves open → in progress (someone took it) → answered → closed.

export const GRIEVANCE_CATEGORIES = ['access', 'correction', 'erasure', 'consent', 'other'] as const
export type GrievanceCategory = (typeof GRIEVANCE_CATEGORIES)[number]

export const GRIEVANCE_CATEGORY_LABELS: Record<GrievanceCategory, string> = {
  access: 'Access to my data',
  correction: 'Correcting my data',
  erasure: 'Erasing my data',
  consent: 'My consent',
  other: 'Something else',
}

export const GRIEVANCE_STATUSES = ['open', 'in_progress', 'answered', 'closed'] as const
export type GrievanceStatus = (typeof GRIEVANCE_STATUSES)[number]

export const GRIEVANCE_STATUS_LABELS: Record<GrievanceStatus, string> = {
  open: 'Received',
  in_progress: 'Being looked into',
  answered: 'Answered',
  closed: 'Closed',
}

/** DPDP Rules, 2025: a grievance is answered within 90 days of being filed. */
export const GRIEVANCE_DUE_DAYS = 90
export const GRIEVANCE_MESSAGE_MIN = 20
export const GRIEVANCE_MESSAGE_MAX = 4000
export const GRIEVANCE_REFERENCE_MAX = 40
export const GRIEVANCE_ANSWER_MAX = 4000

const DAY_MS = 86_400_000
const IST_OFFSET_MS = 330 * 60_000
const NUMBER_RE = /^GRV-(\d{4})-(\d{6,10})$/

export const GRIEVANCE_TEXTS = {
  signIn: 'Please sign in to raise a grievance or see yours.',
  category: 'Choose what your grievance is about',
  messageShort: `Please describe your grievance in at least ${GRIEVANCE_MESSAGE_MIN} characters`,
  messageLong: `Please keep your grievance under ${GRIEVANCE_MESSAGE_MAX.toLocaleString('en-IN')} characters`,
  reference: `An order or booking number has at most ${GRIEVANCE_REFERENCE_MAX} letters, digits, hyphens or slashes`,
  answerShort: 'Write the answer the person will read',
  answerLong: `An answer has at most ${GRIEVANCE_ANSWER_MAX.toLocaleString('en-IN')} characters`,
  noSuchGrievance: 'No grievance with that number on your account.',
  notAnswered: 'Answer the grievance before closing it.',
  closed: 'This grievance is closed.',
} as const

/** The year in India (IST) of an instant. */
export function yearInIndia(at: Date): number {
  return new Date(at.getTime() + IST_OFFSET_MS).getUTCFullYear()
}

/** GRV-2026-000123: the year in India it was filed and its id, six digits at least. */
export function grievanceNumber(id: number, filedAt: Date): string {
  return `GRV-${yearInIndia(filedAt)}-${String(id).padStart(6, '0')}`
}

/** The id and year a well-formed number names (null for anything else); the caller checks the year matches. */
export function parseGrievanceNumber(number: string): { id: number; year: number } | null {
  const m = NUMBER_RE.exec(number.trim().toUpperCase())
  if (!m) return null
  const id = Number(m[2])
  return Number.isSafeInteger(id) && id >= 1 && id <= 2_147_483_647 ? { id, year: Number(m[1]) } : null
}

/** When the answer is due: 90 days after filing. */
export function grievanceDueAt(filedAt: Date): Date {
  return new Date(filedAt.getTime() + GRIEVANCE_DUE_DAYS * DAY_MS)
}

/** The day in India of an instant as a number of days since the epoch (for whole-day differences). */
function indianDay(at: Date): number {
  return Math.floor((at.getTime() + IST_OFFSET_MS) / DAY_MS)
}

/**
 * The clock of an unanswered grievance: whole days (in India) until it is due, negative once overdue. An answered or
 * closed one has no clock (null): the law's clock stops at the answer.
 */
export function grievanceClock(
  g: { status: GrievanceStatus; dueAt: Date },
  now: Date,
): { daysLeft: number; overdue: boolean } | null {
  if (g.status === 'answered' || g.status === 'closed') return null
  const daysLeft = indianDay(g.dueAt) - indianDay(now)
  return { daysLeft, overdue: now.getTime() > g.dueAt.getTime() }
}

/** How the clock reads: '12 days left', 'Due today', '3 days overdue'. */
export function clockText(clock: { daysLeft: number; overdue: boolean }): string {
  const { daysLeft, overdue } = clock
  if (overdue) {
    const late = Math.max(1, -daysLeft)
    return `${late} ${late === 1 ? 'day' : 'days'} overdue`
  }
  if (daysLeft <= 0) return 'Due today'
  return `${daysLeft} ${daysLeft === 1 ? 'day' : 'days'} left`
}

/** The staff moves and the states each may start from. */
export const GRIEVANCE_MOVES = {
  assign: ['open', 'in_progress'],
  answer: ['open', 'in_progress', 'answered'],
  close: ['answered'],
} as const satisfies Record<string, readonly GrievanceStatus[]>
export type GrievanceMove = keyof typeof GRIEVANCE_MOVES

/** The person's message and staff's answer: the reviews' normalising (NFC, no invisible characters, tidy spaces). */
export const normaliseGrievanceText = normaliseReviewText

/** An order, booking or consultation number: letters, digits, hyphens and slashes. */
export function isGrievanceReference(s: string): boolean {
  return s.length <= GRIEVANCE_REFERENCE_MAX && /^[A-Za-z0-9][A-Za-z0-9/-]*$/.test(s)
}

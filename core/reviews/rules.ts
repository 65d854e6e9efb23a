// Reviews and ratings (issue 26 §7): the words, limits and pure rules shared by the pages, the contracts and the
// reviews module. No I/O: who bought what is the module's to read; what it means is here.

/** What can be reviewed: a product bought and delivered, or a lab test of a booking whose report is ready. */
export const REVIEW_SUBJECTS = ['product', 'lab_test'] as const
export type ReviewSubject = (typeof REVIEW_SUBJECTS)[number]

export const RATING_MIN = 1
export const RATING_MAX = 5
export const RATINGS = [1, 2, 3, 4, 5] as const

/** A review's text: optional; when written, 10 to 2,000 characters (1mg and Amazon ask for a few words at least). */
export const REVIEW_TEXT_MIN = 10
export const REVIEW_TEXT_MAX = 2000
/** How many reviews a product page shows at a time (older ones behind 'More reviews', keyset-paged). */
export const REVIEWS_PAGE_SIZE = 10
/** A staff member's reason for hiding a review: required, at most this long. */
export const HIDE_REASON_MAX = 200

/** Who may write a review: the states of what was bought that count as received. */
export const RECEIVED_ORDER_STATUS = 'delivered'
export const COMPLETED_BOOKING_STATUS = 'report_ready'

export const REVIEW_TEXTS = {
  rating: `Choose a rating from ${RATING_MIN} to ${RATING_MAX} stars`,
  textShort: `Write at least ${REVIEW_TEXT_MIN} characters, or leave the review empty`,
  textLong: `Keep your review under ${REVIEW_TEXT_MAX.toLocaleString('en-IN')} characters`,
  notEligible:
    'You can rate only what you bought and received: a delivered order’s products or a lab test whose report is ready.',
  signIn: 'Please sign in to rate and review what you bought.',
  reasonRequired: 'Say why the review is hidden',
  reasonLong: `Keep the reason under ${HIDE_REASON_MAX} characters`,
  noSuchReview: 'No such review',
} as const

/** Whether a value is a whole-star rating from 1 to 5. */
export function isRating(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= RATING_MIN && value <= RATING_MAX
}

/**
 * A review's text as it is stored and shown: Unicode NFC, control characters and invisible format characters (zero
 * widths, bidi overrides) gone, runs of spaces and tabs made one space, at most two line breaks in a row, trimmed. It
 * is shown as text (React escapes it), never as HTML, so markup is kept as the characters typed.
 */
export function normaliseReviewText(raw: string): string {
  return raw
    .normalize('NFC')
    .replace(/\r\n?/g, '\n')
    .replace(/[\p{Cf}]/gu, '')
    .replace(/[^\P{Cc}\n]/gu, ' ')
    .replace(/[ \t\u00a0\u2000-\u200a\u3000]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}

/** What is wrong with a review's text after normalising (null: fine; an empty text is no text). */
export function reviewTextProblem(normalised: string): string | null {
  if (normalised.length === 0) return null
  if ([...normalised].length < REVIEW_TEXT_MIN) return REVIEW_TEXTS.textShort
  if ([...normalised].length > REVIEW_TEXT_MAX) return REVIEW_TEXTS.textLong
  return null
}

/** The average of the ratings rounded half up to one decimal, as tenths (43 for 4.3); null with no ratings. */
export function averageTenths(sum: number, count: number): number | null {
  if (count <= 0) return null
  // Integers only: sum*10/count rounded half up, without floating point drift (4.25 → 4.3).
  return Math.floor((sum * 20 + count) / (2 * count))
}

/** An average as shown: '4.3', '5.0'; '' with no ratings. */
export function formatAverage(tenths: number | null): string {
  if (tenths === null) return ''
  return `${Math.floor(tenths / 10)}.${tenths % 10}`
}

/** 'No ratings yet', '1 rating', '1,234 ratings'. */
export function ratingsCountText(count: number): string {
  if (count === 0) return 'No ratings yet'
  return `${count.toLocaleString('en-IN')} rating${count === 1 ? '' : 's'}`
}

/** The accessible name of a rating: '4 out of 5 stars'. */
export function starsLabel(rating: number): string {
  return `${rating} out of ${RATING_MAX} star${rating === 1 ? '' : 's'}`
}

/** A review's author as shown: the first name and the initial of the last ('Kavya N.'), or 'A MedWise customer'. */
export function reviewerName(name: string | null): string {
  const parts = (name ?? '').trim().split(/\s+/).filter(Boolean)
  if (parts.length === 0) return 'A MedWise customer'
  if (parts.length === 1) return parts[0]!
  return `${parts[0]} ${[...parts.at(-1)!][0]!.toUpperCase()}.`
}

/** What someone received, as the reviews module reads it (one row per order or booking that holds the thing). */
export interface Received {
  subject: ReviewSubject
  subjectId: number
  /** The order's or the booking's status. */
  status: string
}

/** Whether what was received makes the person a verified buyer of the thing (issue 26 §7: verified purchase only). */
export function isEligible(received: readonly Received[], subject: ReviewSubject, subjectId: number): boolean {
  const needed = subject === 'product' ? RECEIVED_ORDER_STATUS : COMPLETED_BOOKING_STATUS
  return received.some((r) => r.subject === subject && r.subjectId === subjectId && r.status === needed)
}

/** A product page's keyset cursor: the last shown review's time and id, opaque to the browser. */
export function encodeReviewCursor(at: Date, id: number): string {
  return `${at.getTime().toString(36)}.${id.toString(36)}`
}

export function decodeReviewCursor(cursor: string): { at: Date; id: number } | null {
  const m = /^([0-9a-z]{1,12})\.([0-9a-z]{1,8})$/.exec(cursor)
  if (!m) return null
  const ms = parseInt(m[1]!, 36)
  const id = parseInt(m[2]!, 36)
  if (!Number.isSafeInteger(ms) || !Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return null
  const at = new Date(ms)
  return Number.isNaN(at.getTime()) ? null : { at, id }
}

/** The day in India of an instant, as the pages say it (core/content/dates.ts). */
export { dayInIndia } from '../content/dates.ts'

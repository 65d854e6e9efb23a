import { and, desc, eq, lt, sql } from 'drizzle-orm'
import {
  averageTenths,
  COMPLETED_BOOKING_STATUS,
  decodeReviewCursor,
  encodeReviewCursor,
  formatAverage,
  RECEIVED_ORDER_STATUS,
  REVIEW_TEXTS,
  reviewerName,
  REVIEWS_PAGE_SIZE,
  type ReviewSubject,
} from '../../../core/reviews/rules.ts'
import { labTestPath } from '../../../core/labs/catalog.ts'
import type { MyReviews, Rateable, ReviewBody, ReviewSaved, ReviewSummary } from '../../../contracts/reviews.ts'
import type { Db } from '../../db/client.ts'
import { AppError } from '../../lib/app-error.ts'
import { users } from '../auth/index.ts'
import { productUrl, products } from '../catalog/index.ts'
import { labBookings, labBookingItems, labTests } from '../labs/index.ts'
import { orderLines, orders } from '../orders/index.ts'
import { appendAudit } from '../platform/index.ts'
import { reviews } from './schema.ts'

// Reviews and ratings (issue 26 §7; decision 076): verified purchases only (a delivered order's products, a lab test
// whose report is ready), one review each (a second changes the first), a thing's rating and its reviews in one
// indexed query, and staff hiding abusive ones, audited.

export const NOT_ELIGIBLE = new AppError({ code: 'not_eligible', status: 403, message: REVIEW_TEXTS.notEligible })
const NO_SUCH_REVIEW = AppError.notFound(REVIEW_TEXTS.noSuchReview, 'no_such_review')

const iso = (v: Date | string) => new Date(v).toISOString()

/** A staff page's row. */
export interface ModerationRow {
  id: number
  subject: ReviewSubject
  subjectId: number
  subjectName: string
  rating: number
  text: string
  author: string
  status: 'visible' | 'hidden'
  hiddenReason: string | null
  createdAt: Date
}

export function createReviewsService(db: Db, deps: { now: () => Date }) {
  const { now } = deps

  /** What the person received: products of delivered orders, tests of bookings whose report is ready. */
  async function received(userId: number, only?: { subject: ReviewSubject; subjectId: number }): Promise<Rateable[]> {
    const wantProducts = !only || only.subject === 'product'
    const wantTests = !only || only.subject === 'lab_test'
    const [bought, tested] = await Promise.all([
      wantProducts
        ? db
            .select({
              id: orderLines.skuId,
              name: sql<string>`max(${orderLines.name})`,
              kind: products.kind,
              slug: products.slug,
              at: sql<Date>`max(${orders.updatedAt})`,
            })
            .from(orders)
            .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
            .innerJoin(products, eq(products.id, orderLines.skuId))
            .where(
              and(
                eq(orders.userId, userId),
                eq(orders.status, RECEIVED_ORDER_STATUS),
                only ? eq(orderLines.skuId, only.subjectId) : undefined,
              ),
            )
            .groupBy(orderLines.skuId, products.kind, products.slug)
        : [],
      wantTests
        ? db
            .select({
              id: labBookingItems.testId,
              name: sql<string>`max(${labBookingItems.testName})`,
              slug: labTests.slug,
              at: sql<Date>`max(${labBookings.updatedAt})`,
            })
            .from(orders)
            .innerJoin(labBookings, eq(labBookings.orderId, orders.id))
            .innerJoin(labBookingItems, eq(labBookingItems.orderId, orders.id))
            .innerJoin(labTests, eq(labTests.id, labBookingItems.testId))
            .where(
              and(
                eq(orders.userId, userId),
                eq(labBookings.status, COMPLETED_BOOKING_STATUS),
                only ? eq(labBookingItems.testId, only.subjectId) : undefined,
              ),
            )
            .groupBy(labBookingItems.testId, labTests.slug)
        : [],
    ])
    const items: Rateable[] = [
      ...bought.map((b) => ({
        subject: 'product' as const,
        subject_id: b.id,
        name: b.name,
        url: productUrl({ kind: b.kind, slug: b.slug, id: b.id }),
        received_at: iso(b.at),
        review: null,
      })),
      ...tested.map((t) => ({
        subject: 'lab_test' as const,
        subject_id: t.id,
        name: t.name,
        url: labTestPath({ id: t.id, slug: t.slug }),
        received_at: iso(t.at),
        review: null,
      })),
    ]
    return items.sort((a, b) => b.received_at.localeCompare(a.received_at) || a.name.localeCompare(b.name))
  }

  return {
    /** The /review-rating page: everything the person may rate, newest first, with their review of each. */
    async mine(userId: number): Promise<MyReviews> {
      const [items, written] = await Promise.all([received(userId), db.select().from(reviews).where(eq(reviews.userId, userId))])
      const byKey = new Map(written.map((r) => [`${r.subject}:${r.subjectId}`, r]))
      return {
        items: items.map((i) => {
          const r = byKey.get(`${i.subject}:${i.subject_id}`)
          return {
            ...i,
            review: r
              ? { id: r.id, rating: r.rating, text: r.text, hidden: r.status === 'hidden', updated_at: r.updatedAt.toISOString() }
              : null,
          }
        }),
      }
    },

    /**
     * Rate (and review) one thing the person received. One review each (decision 076): a second changes the first
     * (its stars and text; a review staff hid stays hidden). Anything not received is refused with 403.
     */
    async submit(userId: number, body: ReviewBody): Promise<ReviewSaved> {
      const eligible = await received(userId, { subject: body.subject, subjectId: body.subject_id })
      if (eligible.length === 0) throw NOT_ELIGIBLE
      const at = now()
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select({ id: reviews.id })
          .from(reviews)
          .where(and(eq(reviews.userId, userId), eq(reviews.subject, body.subject), eq(reviews.subjectId, body.subject_id)))
          .for('update')
        const [saved] = await tx
          .insert(reviews)
          .values({
            userId,
            subject: body.subject,
            subjectId: body.subject_id,
            rating: body.rating,
            text: body.text,
            createdAt: at,
            updatedAt: at,
          })
          .onConflictDoUpdate({
            target: [reviews.userId, reviews.subject, reviews.subjectId],
            set: { rating: body.rating, text: body.text, updatedAt: at },
          })
          .returning()
        return {
          id: saved!.id,
          subject: body.subject,
          subject_id: body.subject_id,
          rating: saved!.rating,
          text: saved!.text,
          edited: before !== undefined,
        }
      })
    },

    /**
     * A thing's rating and a page of its visible reviews, newest first, in one statement over reviews_visible_idx:
     * the count and sum of every visible review, and the page after the cursor (decision 076).
     */
    async summary(subject: ReviewSubject, subjectId: number, after?: string): Promise<ReviewSummary> {
      const cursor = after ? decodeReviewCursor(after) : null
      const keyset = cursor ? sql`and (r.created_at, r.id) < (${cursor.at.toISOString()}::timestamptz, ${cursor.id})` : sql``
      const result = await db.execute(sql`
        with agg as (
          select count(*)::int as n, coalesce(sum(rating), 0)::int as s
          from reviews where subject = ${subject} and subject_id = ${subjectId} and status = 'visible'
        )
        select agg.n, agg.s, page.id, page.rating, page.text, page.created_at, page.updated_at, page.name
        from agg left join lateral (
          select r.id, r.rating, r.text, r.created_at, r.updated_at, u.name
          from reviews r left join users u on u.id = r.user_id
          where r.subject = ${subject} and r.subject_id = ${subjectId} and r.status = 'visible' ${keyset}
          order by r.created_at desc, r.id desc
          limit ${REVIEWS_PAGE_SIZE + 1}
        ) page on true`)
      const rows = (result as unknown as { rows: Array<Record<string, unknown>> }).rows
      const n = Number(rows[0]?.n ?? 0)
      const s = Number(rows[0]?.s ?? 0)
      const page = rows.filter((r) => r.id !== null && r.id !== undefined)
      const shown = page.slice(0, REVIEWS_PAGE_SIZE)
      const last = shown.at(-1)
      return {
        average: formatAverage(averageTenths(s, n)),
        count: n,
        reviews: shown.map((r) => ({
          id: Number(r.id),
          rating: Number(r.rating),
          text: String(r.text),
          author: reviewerName((r.name as string | null) ?? null),
          verified_purchase: true as const,
          created_at: iso(r.created_at as Date),
          updated_at: iso(r.updated_at as Date),
        })),
        next:
          page.length > REVIEWS_PAGE_SIZE && last ? encodeReviewCursor(new Date(last.created_at as Date), Number(last.id)) : null,
      }
    },

    /** The staff page: reviews newest first (all, or the hidden ones), keyset-paged by id. */
    async forModeration(opts: { hiddenOnly: boolean; before?: number; limit?: number }): Promise<ModerationRow[]> {
      const limit = opts.limit ?? 50
      const rows = await db
        .select({
          id: reviews.id,
          subject: reviews.subject,
          subjectId: reviews.subjectId,
          rating: reviews.rating,
          text: reviews.text,
          status: reviews.status,
          hiddenReason: reviews.hiddenReason,
          createdAt: reviews.createdAt,
          name: users.name,
          productName: products.name,
          testName: labTests.name,
        })
        .from(reviews)
        .leftJoin(users, eq(users.id, reviews.userId))
        .leftJoin(products, and(eq(reviews.subject, 'product'), eq(products.id, reviews.subjectId)))
        .leftJoin(labTests, and(eq(reviews.subject, 'lab_test'), eq(labTests.id, reviews.subjectId)))
        .where(
          and(opts.hiddenOnly ? eq(reviews.status, 'hidden') : undefined, opts.before ? lt(reviews.id, opts.before) : undefined),
        )
        .orderBy(desc(reviews.id))
        .limit(limit)
      return rows.map((r) => ({
        id: r.id,
        subject: r.subject as ReviewSubject,
        subjectId: r.subjectId,
        subjectName: r.productName ?? r.testName ?? `#${r.subjectId}`,
        rating: r.rating,
        text: r.text,
        author: reviewerName(r.name),
        status: r.status as 'visible' | 'hidden',
        hiddenReason: r.hiddenReason,
        createdAt: r.createdAt,
      }))
    },

    /** Hide (with a reason) or show again; each is an audit row in the same transaction (issue 26 §7). */
    async moderate(
      staffId: number,
      move: { intent: 'hide'; reviewId: number; reason: string } | { intent: 'unhide'; reviewId: number },
    ): Promise<{ changed: boolean }> {
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(reviews).where(eq(reviews.id, move.reviewId)).for('update')
        if (!row) throw NO_SUCH_REVIEW
        const to = move.intent === 'hide' ? 'hidden' : 'visible'
        if (row.status === to) return { changed: false }
        const at = now()
        await tx
          .update(reviews)
          .set(
            move.intent === 'hide'
              ? { status: 'hidden', hiddenReason: move.reason, hiddenBy: staffId, hiddenAt: at }
              : { status: 'visible', hiddenReason: null, hiddenBy: null, hiddenAt: null },
          )
          .where(eq(reviews.id, row.id))
        await appendAudit(tx, {
          at,
          actorUserId: staffId,
          action: move.intent === 'hide' ? 'review.hide' : 'review.unhide',
          targetUserId: row.userId,
          detail: {
            reviewId: row.id,
            subject: row.subject,
            subjectId: row.subjectId,
            ...(move.intent === 'hide' ? { reason: move.reason } : { previousReason: row.hiddenReason }),
          },
        })
        return { changed: true }
      })
    },
  }
}
export type ReviewsService = ReturnType<typeof createReviewsService>

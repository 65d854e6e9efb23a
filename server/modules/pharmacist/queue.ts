import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm'
import { formatPaise, type Paise } from '../../../core/money.ts'
import type { Db } from '../../db/client.ts'
import { priorityOrder } from '../care-plan/index.ts'
import { dioRequestPrescriptions, dioRequests } from '../done-in-one/index.ts'
import { orderLines, orders } from '../orders/index.ts'
import {
  orderPrescriptions,
  prescriptionFiles,
  prescriptionMedicines,
  prescriptions,
  type PrescriptionService,
  isPrescriptionValid,
  prescriptionValidUntil,
  uncoveredRxLines,
} from '../prescriptions/index.ts'
import { rxReviews } from './schema.ts'
import { pharmacists } from '../staff/index.ts'
import { products, notSoldOnlineLabel } from '../catalog/index.ts'
import { users } from '../auth/index.ts'
import { AppError } from '../../lib/app-error.ts'
import type { Clock } from '../../lib/clock.ts'
import { STATUS_LABELS, type OrderStatus } from '../../../core/orders/statuses.ts'
import { CLAIM_MINUTES, heldByAnother, staffName } from './claims.ts'
import { decisionLines } from './decide.ts'

// The queue as the pharmacists read it (issue 10 §3): the waiting items, members' orders first (issue 23 §2: priority
// processing), then oldest first; an item's review page (the order's lines, or the done-in-one request, and the
// prescriptions with their files and the medicines recorded); and a prescription's file, for the pharmacist who has
// the item.

export const QUEUE_PAGE_SIZE = 50

/** The queue row of an item: 404 when there is none. */
export async function reviewRow(q: Db, reviewId: number) {
  const [review] = await q.select().from(rxReviews).where(eq(rxReviews.id, reviewId))
  if (!review) throw AppError.notFound('No such prescription in the queue', 'unknown_review')
  return review
}

export async function prescriptionIdsOf(q: Db, review: typeof rxReviews.$inferSelect): Promise<number[]> {
  const rows =
    review.kind === 'order' && review.orderId !== null
      ? await q
          .select({ id: orderPrescriptions.prescriptionId })
          .from(orderPrescriptions)
          .where(eq(orderPrescriptions.orderId, review.orderId))
      : review.dioRequestId !== null
        ? await q
            .select({ id: dioRequestPrescriptions.prescriptionId })
            .from(dioRequestPrescriptions)
            .where(eq(dioRequestPrescriptions.requestId, review.dioRequestId))
        : []
  return rows.map((r) => r.id).sort((a, b) => a - b)
}

export function createQueueViews(db: Db, deps: { now: Clock; months: number; prescriptions: Pick<PrescriptionService, 'file'> }) {
  const { now, months } = deps

  /**
   * The waiting items, a page at a time: members' orders first (issue 23 §2), each part oldest first, with how long
   * each has waited and who has it open.
   */
  async function list(page = 1) {
    const at = now()
    const offset = (Math.max(1, page) - 1) * QUEUE_PAGE_SIZE
    // Only what can still be decided (issue 29): a waiting item, whose order (if any) still waits for its check. An order
    // that ends closes its item in the same transaction (reviews.ts closeOrderReview); the second condition keeps the
    // queue true whatever path an order took.
    const waiting = and(
      eq(rxReviews.status, 'waiting'),
      sql`(${rxReviews.orderId} is null or exists (select 1 from ${orders} where ${orders.id} = ${rxReviews.orderId} and ${orders.status} = 'awaiting_rx_check'))`,
    )
    const priority = priorityOrder(orders)
    const rows = await db
      .select({
        id: rxReviews.id,
        kind: rxReviews.kind,
        enqueuedAt: rxReviews.enqueuedAt,
        claimedBy: rxReviews.claimedBy,
        claimedAt: rxReviews.claimedAt,
        claimedByName: sql<string | null>`coalesce(${pharmacists.name}, ${users.name})`,
        orderNumber: orders.number,
        dioRequestId: rxReviews.dioRequestId,
        cartType: orders.cartType,
        city: sql<string | null>`coalesce(${orders.city}, ${dioRequests.address}->>'city')`,
        lineCount: sql<number>`(select count(*)::int from ${orderLines} where ${orderLines.orderId} = ${rxReviews.orderId})`,
        priority,
      })
      .from(rxReviews)
      .leftJoin(orders, eq(orders.id, rxReviews.orderId))
      .leftJoin(dioRequests, eq(dioRequests.id, rxReviews.dioRequestId))
      .leftJoin(pharmacists, eq(pharmacists.userId, rxReviews.claimedBy))
      .leftJoin(users, eq(users.id, rxReviews.claimedBy))
      .where(waiting)
      .orderBy(desc(priority), asc(rxReviews.enqueuedAt), asc(rxReviews.id))
      .limit(QUEUE_PAGE_SIZE)
      .offset(offset)
    const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(rxReviews).where(waiting)
    return {
      total,
      page: Math.max(1, page),
      pages: Math.max(1, Math.ceil(total / QUEUE_PAGE_SIZE)),
      items: rows.map((r) => {
        // A claim that lapsed is no claim: the item is free again.
        const live = heldByAnother(r, -1, at)
        return {
          id: r.id,
          kind: r.kind as 'order' | 'dio',
          reference: r.orderNumber ?? (r.dioRequestId ? `Request ${r.dioRequestId}` : `#${r.id}`),
          enqueuedAt: r.enqueuedAt.toISOString(),
          waitingMinutes: Math.max(0, Math.floor((at.getTime() - r.enqueuedAt.getTime()) / 60_000)),
          city: r.city,
          lineCount: r.lineCount,
          /** A member's order (issue 23 §2): listed first, with the badge. */
          priority: r.priority,
          claimedBy: live ? { id: r.claimedBy!, name: r.claimedByName ?? 'Another pharmacist' } : null,
        }
      }),
    }
  }

  /** The review page: the item, who has it, the order's lines (or the request), the prescriptions with their files. */
  async function view(reviewId: number, staffId: number) {
    const at = now()
    const review = await reviewRow(db, reviewId)
    const mine = review.claimedBy === staffId || review.decidedBy === staffId
    const holder = review.claimedBy !== null && heldByAnother(review, staffId, at) ? await staffName(db, review.claimedBy) : null
    const ids = await prescriptionIdsOf(db, review)
    const papers = ids.length
      ? await db.select().from(prescriptions).where(inArray(prescriptions.id, ids)).orderBy(asc(prescriptions.id))
      : []
    const files = ids.length
      ? await db
          .select({
            id: prescriptionFiles.id,
            prescriptionId: prescriptionFiles.prescriptionId,
            contentType: prescriptionFiles.contentType,
            position: prescriptionFiles.position,
          })
          .from(prescriptionFiles)
          .where(inArray(prescriptionFiles.prescriptionId, ids))
          .orderBy(asc(prescriptionFiles.position))
      : []
    const meds = ids.length
      ? await db
          .select({
            id: prescriptionMedicines.id,
            prescriptionId: prescriptionMedicines.prescriptionId,
            skuId: prescriptionMedicines.skuId,
            name: prescriptionMedicines.name,
            quantity: prescriptionMedicines.quantity,
          })
          .from(prescriptionMedicines)
          .where(inArray(prescriptionMedicines.prescriptionId, ids))
          .orderBy(asc(prescriptionMedicines.position), asc(prescriptionMedicines.id))
      : []
    const order = review.orderId !== null ? await orderView(review.orderId, papers, meds, at) : null
    const request =
      review.dioRequestId !== null
        ? ((await db.select().from(dioRequests).where(eq(dioRequests.id, review.dioRequestId)))[0] ?? null)
        : null
    const verifiers = new Map<number, string>()
    for (const p of papers)
      if (p.verifiedBy !== null && !verifiers.has(p.verifiedBy)) verifiers.set(p.verifiedBy, await staffName(db, p.verifiedBy))
    return {
      id: review.id,
      kind: review.kind as 'order' | 'dio',
      status: review.status as 'waiting' | 'decided' | 'closed',
      decision: review.decision,
      reason: review.reason,
      note: review.note,
      decidedBy: review.decidedBy !== null ? await staffName(db, review.decidedBy) : null,
      enqueuedAt: review.enqueuedAt.toISOString(),
      waitingMinutes: Math.max(0, Math.floor((at.getTime() - review.enqueuedAt.getTime()) / 60_000)),
      /** Someone else's live claim: this pharmacist may not act. */
      heldBy: holder,
      /** This pharmacist claimed or decided it: the files are shown. */
      mine: mine && !holder,
      claimMinutes: CLAIM_MINUTES,
      validMonths: months,
      order,
      request: request && {
        id: request.id,
        kind: request.kind,
        status: request.status,
        mode: request.mode,
        allowSubstitutes: request.allowSubstitutes,
        city: request.address?.city ?? null,
      },
      prescriptions: papers.map((p) => ({
        id: p.id,
        patientName: p.patientName,
        patientAge: p.patientAge,
        status: p.status,
        prescriberName: p.prescriberName,
        prescriberRegNo: p.prescriberRegNo,
        prescriberAddress: p.prescriberAddress,
        prescribedOn: p.prescribedOn,
        validUntil: p.prescribedOn ? prescriptionValidUntil(p.prescribedOn, months) : null,
        valid: isPrescriptionValid(p.prescribedOn, at, months),
        verifiedBy: p.verifiedBy !== null ? (verifiers.get(p.verifiedBy) ?? null) : null,
        files: files
          .filter((f) => f.prescriptionId === p.id)
          .map((f) => ({
            id: f.id,
            position: f.position,
            contentType: f.contentType,
            url: `/staff/prescriptions/${review.id}/files/${f.id}`,
          })),
        medicines: meds.filter((m) => m.prescriptionId === p.id),
      })),
    }
  }

  async function orderView(
    orderId: number,
    papers: Array<typeof prescriptions.$inferSelect>,
    meds: Array<{ prescriptionId: number; skuId: number | null; quantity: number }>,
    at: Date,
  ) {
    const [row] = await db
      .select({ o: orders, priority: priorityOrder(orders) })
      .from(orders)
      .where(eq(orders.id, orderId))
    if (!row) return null
    const { o, priority } = row
    const lines = await decisionLines(db, orderId)
    const serving = papers.filter((p) => p.status !== 'rejected' && isPrescriptionValid(p.prescribedOn, at, months))
    const named = meds.filter((m) => serving.some((p) => p.id === m.prescriptionId))
    const saltOf = new Map<number, string | null>()
    if (named.some((m) => m.skuId !== null)) {
      const rows = await db
        .select({ id: products.id, saltKey: products.saltKey })
        .from(products)
        .where(
          inArray(
            products.id,
            named.flatMap((m) => (m.skuId === null ? [] : [m.skuId])),
          ),
        )
      for (const r of rows) saltOf.set(r.id, r.saltKey)
    }
    const uncovered = new Set(
      uncoveredRxLines(
        lines,
        named.map((m) => ({
          skuId: m.skuId,
          saltKey: m.skuId !== null ? (saltOf.get(m.skuId) ?? null) : null,
          quantity: m.quantity,
        })),
        { allowSubstitutes: o.cartType !== 'done_in_one' },
      ).map((l) => l.id),
    )
    return {
      id: o.id,
      number: o.number,
      status: o.status as OrderStatus,
      statusLabel: STATUS_LABELS[o.status as OrderStatus],
      placedAt: o.placedAt.toISOString(),
      city: o.city,
      total: formatPaise(o.totalPaise),
      patientAddressCity: o.address.city,
      cancelReason: o.cancelReason,
      priority,
      lines: lines.map((l) => ({
        id: l.id,
        skuId: l.skuId,
        name: l.name,
        pack: l.pack,
        schedule: l.schedule,
        rxRequired: l.rxRequired,
        quantity: l.quantity,
        price: formatPaise(l.pricePaise as Paise),
        notSoldOnline: notSoldOnlineLabel({ schedule: l.schedule, ndps: Boolean(l.ndps) }),
        covered: l.rxRequired ? !uncovered.has(l.id) : null,
      })),
    }
  }

  // ---- Files (decision 022: staff access is one more owner check) ----

  /**
   * A page of a prescription for the pharmacist: only when it belongs to a prescription of a queue item that is
   * waiting and claimed by them, or that they decided. Everyone else: 404.
   */
  async function file(reviewId: number, staffId: number, fileId: number) {
    const review = await reviewRow(db, reviewId)
    const open = review.status === 'waiting' && review.claimedBy === staffId
    if (!open && review.decidedBy !== staffId) throw AppError.notFound('No such file', 'file_not_found')
    const ids = await prescriptionIdsOf(db, review)
    const [row] = ids.length
      ? await db
          .select({ prescriptionId: prescriptionFiles.prescriptionId, owner: prescriptions.userId })
          .from(prescriptionFiles)
          .innerJoin(prescriptions, eq(prescriptions.id, prescriptionFiles.prescriptionId))
          .where(and(eq(prescriptionFiles.id, fileId), inArray(prescriptionFiles.prescriptionId, ids)))
      : []
    if (!row) throw AppError.notFound('No such file', 'file_not_found')
    return deps.prescriptions.file(row.owner, row.prescriptionId, fileId)
  }

  return { list, view, file }
}

import { asc, eq, inArray } from 'drizzle-orm'
import { formatPaise, type Paise } from '../../../core/money.ts'
import type { Approve, Reject, RejectReason } from '../../../contracts/pharmacist.ts'
import type { Db } from '../../db/client.ts'
import type { DoneInOneService } from '../done-in-one/index.ts'
import { orders, type OrderService } from '../orders/index.ts'
import {
  prescriptionMedicines,
  prescriptions,
  type PrescriptionService,
  isPrescriptionValid,
  markRejected,
  markVerified,
  PRESCRIPTION_VALID_MONTHS,
} from '../prescriptions/index.ts'
import { rxReviews } from './schema.ts'
import { pharmacists, auditStaffAction } from '../staff/index.ts'
import type { CatalogService } from '../catalog/index.ts'
import { users } from '../auth/index.ts'
import { AppError } from '../../lib/app-error.ts'
import type { Clock } from '../../lib/clock.ts'
import type { Logger } from '../../lib/logger.ts'
import type { Notifier } from '../notify/index.ts'
import { STATUS_LABELS, type OrderStatus } from '../../../core/orders/statuses.ts'
import { lockAndClaim, registeredPharmacist } from './claims.ts'
import { checkApprovable, orderFacts, PAPER_REASONS, rejectionText, removeLines, writeRegisters } from './decide.ts'
import { createQueueViews, prescriptionIdsOf, reviewRow } from './queue.ts'
import { closeOrderReview, CLOSED_REASONS, decideReview } from './reviews.ts'
import { createTranscription } from './transcription.ts'

export { QUEUE_PAGE_SIZE } from './queue.ts'

// The pharmacist's queue (issue 10 §3): orders waiting for their prescription check and done-in-one requests waiting
// for their cart, Care Plan members' orders first (issue 23 §2), then oldest first. A pharmacist claims an item (a
// second one is told who has it; a claim lapses after 15 minutes), records what the prescription says (prescriber,
// patient, date, the medicines it names matched to catalog SKUs), then decides: approve (every Rx line named on a valid
// prescription; never schedule X or NDPS), approve in part (lines removed, the difference refunded), or reject with a
// reason the customer reads. An approval is ONE transaction: the decision, the prescriptions' status, the order's move,
// the register lines and the audit row. Here: entering the queue (and the repeat order approved at once), the
// decisions, and the answers to done-in-one requests; the queue's views are queue.ts, the claim and what is recorded
// off the paper transcription.ts.

type Tx = Db

export interface PharmacistDeps {
  now: Clock
  logger: Pick<Logger, 'warn' | 'error'>
  notifier: Notifier
  orders: OrderService
  catalog: Pick<CatalogService, 'autocomplete'>
  prescriptions: Pick<PrescriptionService, 'file'>
  /** The done-in-one service (its two decisions); absent in tests that do not need it. */
  doneInOne?: Pick<DoneInOneService, 'buildCart' | 'reject'>
  /** Sends refunds written by an approval in part (payments module); the sweep retries a failure. */
  processRefunds?: (orderId: number) => Promise<void>
  /** PRESCRIPTION_VALID_MONTHS (server/config.ts). */
  validMonths?: number
  /** Tests only: runs inside the approval's transaction after the register lines are written. */
  afterRegisters?: (tx: Tx) => Promise<void>
}

export function createPharmacistService(db: Db, deps: PharmacistDeps) {
  const { now } = deps
  const months = deps.validMonths ?? PRESCRIPTION_VALID_MONTHS

  async function inTx<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return db.transaction((t) => work(t))
  }

  async function tell(userId: number, text: string) {
    try {
      const [u] = await db.select({ phone: users.phone }).from(users).where(eq(users.id, userId))
      if (u?.phone) await deps.notifier.send({ channel: 'sms', to: `+91${u.phone}`, text })
    } catch (error) {
      deps.logger.warn('pharmacist message not sent', { userId, err: String(error) })
    }
  }

  // ---- Entering the queue ----

  /** An order entering awaiting_rx_check gets its queue row, in the transaction of that move (orders/service.ts). */
  async function enqueueOrder(tx: Tx, orderId: number, at: Date) {
    await tx.insert(rxReviews).values({ kind: 'order', orderId, status: 'waiting', enqueuedAt: at }).onConflictDoNothing()
  }

  /**
   * issue 10 §3: one prescription approved once serves repeat orders until its validity ends. After an order entered
   * the queue: when its attached prescriptions are already approved, valid, and name every Rx line, it is approved at
   * once, citing the pharmacist who verified them. Otherwise (or on any refusal) it waits for a pharmacist.
   */
  async function autoApprove(orderId: number): Promise<boolean> {
    const done = await inTx(async (tx) => {
      const [review] = await tx.select().from(rxReviews).where(eq(rxReviews.orderId, orderId)).for('update')
      if (!review || review.status !== 'waiting' || review.claimedBy !== null) return null
      const at = now()
      const facts = await orderFacts(tx, orderId)
      if (facts.order.status !== 'awaiting_rx_check') return null
      const approved = facts.prescriptions.filter((p) => p.status === 'approved' && p.verifiedBy !== null)
      if (!approved.length || approved.length !== facts.prescriptions.length) return null
      let cited
      try {
        cited = checkApprovable(facts, facts.lines, at, months)
      } catch (error) {
        if (AppError.is(error)) return null
        throw error
      }
      const first = [...cited.values()][0] ?? approved[0]!
      const [pharmacist] = await tx.select().from(pharmacists).where(eq(pharmacists.userId, first.verifiedBy!))
      if (!pharmacist) return null
      const note = `repeat of prescription #${first.id}`
      const moved = await deps.orders.applyMove(tx, orderId, 'rx_approved', `staff:${pharmacist.userId}`, note)
      const lines = await writeRegisters(tx, facts, facts.lines, cited, pharmacist, at)
      await decideReview(tx, review.id, { decision: 'approved', by: pharmacist.userId, at, note })
      await auditStaffAction(tx, now, {
        actorUserId: pharmacist.userId,
        action: 'rx.approve_repeat',
        targetUserId: facts.order.userId,
        subject: { rxReviewId: review.id, orderId, prescriptionIds: [...new Set([...cited.values()].map((p) => p.id))] },
        before: { status: facts.order.status },
        after: { status: moved.status, registerLines: lines, note },
      })
      return moved
    })
    if (!done) return false
    await deps.orders.afterMove(done)
    return true
  }

  // ---- Deciding ----

  /** Approve the order (every line), or in part (`remove`: the lines left out). One transaction; then the customer is told. */
  async function approve(reviewId: number, staffId: number, input: Approve) {
    const result = await inTx(async (tx) => {
      const at = now()
      const review = await lockAndClaim(tx, reviewId, staffId, at)
      if (review.kind !== 'order' || review.orderId === null) {
        throw AppError.invalid('A done-in-one request is answered with a cart, not an approval', 'intent', 'not_an_order')
      }
      const pharmacist = await registeredPharmacist(tx, staffId)
      const facts = await orderFacts(tx, review.orderId)
      if (facts.order.status !== 'awaiting_rx_check') {
        throw AppError.conflict(
          `Order ${facts.order.number} is ${STATUS_LABELS[facts.order.status as OrderStatus].toLowerCase()}: nothing to approve`,
          undefined,
          'order_state',
        )
      }
      const remove = new Set(input.remove)
      const unknown = [...remove].find((id) => !facts.lines.some((l) => l.id === id))
      if (unknown !== undefined) throw AppError.invalid('That line is not in this order', 'remove', 'unknown_line')
      const kept = facts.lines.filter((l) => !remove.has(l.id))
      const removed = facts.lines.filter((l) => remove.has(l.id))
      if (!kept.length) throw AppError.invalid('Nothing would be left: reject the order instead', 'remove', 'nothing_left')
      const cited = checkApprovable(facts, kept, at, months)
      const refund = removed.length ? await removeLines(tx, facts, removed, deps.orders.refundPart, at) : (0 as Paise)
      const decision = removed.length ? 'partial' : 'approved'
      const note =
        input.note ?? (removed.length ? `Approved without ${removed.map((l) => l.name).join(', ')}` : 'Prescription approved')
      await markVerified(tx, [...new Set([...cited.values()].map((p) => p.id))], staffId, at)
      const moved = await deps.orders.applyMove(tx, facts.order.id, 'rx_approved', `staff:${staffId}`, note)
      const lines = await writeRegisters(tx, facts, kept, cited, pharmacist, at)
      await deps.afterRegisters?.(tx)
      await decideReview(tx, review.id, { decision, by: staffId, at, note })
      await auditStaffAction(tx, now, {
        actorUserId: staffId,
        action: removed.length ? 'rx.approve_partial' : 'rx.approve',
        targetUserId: facts.order.userId,
        subject: { rxReviewId: review.id, orderId: facts.order.id, number: facts.order.number },
        before: { status: facts.order.status, total: facts.order.totalPaise, lines: facts.lines.map((l) => l.id) },
        after: {
          status: moved.status,
          removed: removed.map((l) => ({ id: l.id, name: l.name, quantity: l.quantity })),
          refundPaise: refund,
          registerLines: lines,
          prescriptionIds: [...new Set([...cited.values()].map((p) => p.id))],
        },
      })
      return { moved, removed, refund, userId: facts.order.userId, number: facts.order.number, registerLines: lines }
    })
    await deps.orders.afterMove(result.moved)
    if (result.removed.length) {
      await tell(
        result.userId,
        `MedWise: our pharmacist approved order ${result.number} without ${result.removed.map((l) => l.name).join(', ')} (not on your prescription). ${formatPaise(result.refund)} will be refunded the way you paid.`,
      )
      await deps
        .processRefunds?.(result.moved.orderId)
        .catch((error) => deps.logger.error('refunds not sent', { orderId: result.moved.orderId, err: String(error) }))
    }
    return {
      status: result.moved.status,
      decision: result.removed.length ? 'partial' : 'approved',
      refund: result.refund,
      registerLines: result.registerLines,
    }
  }

  /** Reject with a reason from the list: the order is cancelled (stock back, refunds) and the customer reads why. */
  async function reject(reviewId: number, staffId: number, input: Reject) {
    const moved = await inTx(async (tx) => {
      const at = now()
      const review = await lockAndClaim(tx, reviewId, staffId, at)
      if (review.kind !== 'order' || review.orderId === null) {
        throw AppError.invalid('Reject a done-in-one request with its own form', 'intent', 'not_an_order')
      }
      await registeredPharmacist(tx, staffId)
      const text = rejectionText(input.reason, input.note)
      const [order] = await tx
        .select({ status: orders.status, userId: orders.userId })
        .from(orders)
        .where(eq(orders.id, review.orderId))
      const moved = await deps.orders.applyMove(tx, review.orderId, 'rx_rejected', `staff:${staffId}`, text)
      const ids = await prescriptionIdsOf(tx, review)
      if (PAPER_REASONS.includes(input.reason) && ids.length) {
        await markRejected(tx, ids, { reason: input.reason, note: input.note ?? null, by: staffId, at })
      }
      await decideReview(tx, review.id, { decision: 'rejected', by: staffId, at, reason: input.reason, note: input.note })
      await auditStaffAction(tx, now, {
        actorUserId: staffId,
        action: 'rx.reject',
        targetUserId: order!.userId,
        subject: { rxReviewId: review.id, orderId: review.orderId },
        before: { status: order!.status },
        after: { status: moved.status, reason: input.reason, note: input.note ?? null },
      })
      return moved
    })
    await deps.orders.afterMove(moved)
    return { status: moved.status }
  }

  // ---- Done-in-one requests (the cart is built by services.doneInOne) ----

  /** The cart of a done-in-one request: each recorded medicine with a SKU, at the quantity prescribed. */
  async function buildDioCart(reviewId: number, staffId: number) {
    if (!deps.doneInOne)
      throw new AppError({ code: 'not_available', status: 503, message: 'Done-in-one carts are not available yet' })
    const review = await reviewRow(db, reviewId)
    if (review.kind !== 'dio' || review.dioRequestId === null)
      throw AppError.invalid('Not a done-in-one request', 'intent', 'not_dio')
    await registeredPharmacist(db, staffId)
    const at = now()
    const ids = await prescriptionIdsOf(db, review)
    const papers = ids.length ? await db.select().from(prescriptions).where(inArray(prescriptions.id, ids)) : []
    const serving = papers.filter((p) => p.status !== 'rejected' && isPrescriptionValid(p.prescribedOn, at, months))
    if (!serving.length) {
      throw AppError.conflict(
        'Record the date of a prescription within its validity first (or reject the request as expired)',
        'prescribed_on',
        'prescription_expired',
      )
    }
    const missing = serving.find((p) => !p.prescriberName || !p.prescriberRegNo || !p.prescriberAddress)
    if (missing)
      throw AppError.conflict(
        `Record the prescriber of prescription #${missing.id} first`,
        'prescriber_name',
        'prescriber_missing',
      )
    const meds = await db
      .select()
      .from(prescriptionMedicines)
      .where(
        inArray(
          prescriptionMedicines.prescriptionId,
          serving.map((p) => p.id),
        ),
      )
      .orderBy(asc(prescriptionMedicines.prescriptionId), asc(prescriptionMedicines.position))
    const bySku = new Map<number, number>()
    for (const m of meds) if (m.skuId !== null) bySku.set(m.skuId, (bySku.get(m.skuId) ?? 0) + m.quantity)
    if (!bySku.size) throw AppError.invalid('Add the prescribed medicines from the catalog first', 'medicines', 'no_medicines')
    const lines = [...bySku].map(([skuId, quantity]) => ({ skuId, maxQuantity: Math.min(quantity, 20) }))
    const built = await deps.doneInOne.buildCart({ requestId: review.dioRequestId, pharmacistId: staffId, lines })
    // The prescriptions become verified, so the order placed from this cart is approved at once (autoApprove).
    await inTx(async (tx) => {
      await markVerified(
        tx,
        serving.map((p) => p.id),
        staffId,
        at,
      )
      await auditStaffAction(tx, now, {
        actorUserId: staffId,
        action: 'rx.verify',
        subject: { rxReviewId: reviewId, dioRequestId: review.dioRequestId, prescriptionIds: serving.map((p) => p.id) },
        after: { status: 'approved' },
      })
    })
    return built
  }

  async function rejectDio(reviewId: number, staffId: number, input: Reject) {
    if (!deps.doneInOne)
      throw new AppError({ code: 'not_available', status: 503, message: 'Done-in-one requests are not available yet' })
    const review = await reviewRow(db, reviewId)
    if (review.kind !== 'dio' || review.dioRequestId === null)
      throw AppError.invalid('Not a done-in-one request', 'intent', 'not_dio')
    return deps.doneInOne.reject({
      requestId: review.dioRequestId,
      pharmacistId: staffId,
      reason: input.reason as RejectReason,
      note: input.note,
    })
  }

  const queue = createQueueViews(db, { now, months, prescriptions: deps.prescriptions })
  const transcription = createTranscription(db, { now, catalog: deps.catalog })

  return {
    enqueueOrder,
    autoApprove,
    list: queue.list,
    view: queue.view,
    claim: transcription.claim,
    record: transcription.record,
    addMedicine: transcription.addMedicine,
    removeMedicine: transcription.removeMedicine,
    searchCatalog: transcription.searchCatalog,
    approve,
    reject,
    buildDioCart,
    rejectDio,
    file: queue.file,
    /** The hooks the order service calls (orders/service.ts RxQueueHooks). */
    queueHooks: {
      enqueue: (tx: Tx, orderId: number, at: Date) => enqueueOrder(tx, orderId, at),
      close: (tx: Tx, orderId: number, at: Date, by: string) =>
        closeOrderReview(tx, orderId, { reason: CLOSED_REASONS.orderCancelled, by, at }).then(() => undefined),
      entered: async (orderId: number) => void (await autoApprove(orderId)),
    },
  }
}
export type PharmacistService = ReturnType<typeof createPharmacistService>

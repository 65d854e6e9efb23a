import { and, asc, count, eq, inArray, isNull, max, or, sql } from 'drizzle-orm'
import { formatPaise, type Paise } from '../../../core/money.ts'
import type { AddMedicine, Approve, RecordPrescription, Reject, RejectReason } from '../../../contracts/pharmacist.ts'
import type { Db } from '../../db/client.ts'
import {
  dioRequestPrescriptions,
  dioRequests,
  orderLines,
  orderPrescriptions,
  orders,
  pharmacists,
  prescriptionFiles,
  prescriptionMedicines,
  prescriptions,
  products,
  rxReviews,
  users,
} from '../../db/schema.ts'
import { AppError } from '../../lib/app-error.ts'
import type { Clock } from '../../lib/clock.ts'
import type { Logger } from '../../lib/logger.ts'
import type { CatalogService } from '../catalog/service.ts'
import { notSoldOnlineLabel } from '../catalog/sale-rules.ts'
import type { DoneInOneService } from '../doneinone/service.ts'
import type { Notifier } from '../notify/notifier.ts'
import type { OrderService } from '../orders/service.ts'
import { STATUS_LABELS, type OrderStatus } from '../../../core/orders/statuses.ts'
import type { PrescriptionService } from '../prescriptions/service.ts'
import {
  isPrescriptionValid,
  PRESCRIPTION_VALID_MONTHS,
  prescriptionValidUntil,
  uncoveredRxLines,
} from '../prescriptions/rules.ts'
import { auditStaffAction } from '../staff/audit.ts'
import { CLAIM_MINUTES, heldByAnother, lockAndClaim, registeredPharmacist, staffName } from './claims.ts'
import {
  checkApprovable,
  decideReview,
  markVerified,
  decisionLines,
  orderFacts,
  PAPER_REASONS,
  rejectionText,
  removeLines,
  writeRegisters,
} from './decide.ts'

// The pharmacist's queue (issue 10 §3): orders waiting for their prescription check and done-in-one requests waiting
// for their cart, oldest first. A pharmacist claims an item (a second one is told who has it; a claim lapses after 15
// minutes), records what the prescription says (prescriber, patient, date, the medicines it names matched to catalog
// SKUs), then decides: approve (every Rx line named on a valid prescription; never schedule X or NDPS), approve in
// part (lines removed, the difference refunded), or reject with a reason the customer reads. An approval is ONE
// transaction: the decision, the prescriptions' status, the order's move, the register lines and the audit row.

export const QUEUE_PAGE_SIZE = 50

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
    return db.transaction((t) => work(t as unknown as Tx))
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

  // ---- Reading the queue ----

  /** The waiting items, oldest first, a page at a time, with how long each has waited and who has it open. */
  async function list(page = 1) {
    const at = now()
    const offset = (Math.max(1, page) - 1) * QUEUE_PAGE_SIZE
    const waiting = eq(rxReviews.status, 'waiting')
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
      })
      .from(rxReviews)
      .leftJoin(orders, eq(orders.id, rxReviews.orderId))
      .leftJoin(dioRequests, eq(dioRequests.id, rxReviews.dioRequestId))
      .leftJoin(pharmacists, eq(pharmacists.userId, rxReviews.claimedBy))
      .leftJoin(users, eq(users.id, rxReviews.claimedBy))
      .where(waiting)
      .orderBy(asc(rxReviews.enqueuedAt), asc(rxReviews.id))
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
          claimedBy: live ? { id: r.claimedBy!, name: r.claimedByName ?? 'Another pharmacist' } : null,
        }
      }),
    }
  }

  async function reviewRow(reviewId: number) {
    const [review] = await db.select().from(rxReviews).where(eq(rxReviews.id, reviewId))
    if (!review) throw AppError.notFound('No such prescription in the queue', 'unknown_review')
    return review
  }

  async function prescriptionIdsOf(q: Db, review: typeof rxReviews.$inferSelect): Promise<number[]> {
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

  /** The review page: the item, who has it, the order's lines (or the request), the prescriptions with their files. */
  async function view(reviewId: number, staffId: number) {
    const at = now()
    const review = await reviewRow(reviewId)
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
      status: review.status as 'waiting' | 'decided',
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
    const [o] = await db.select().from(orders).where(eq(orders.id, orderId))
    if (!o) return null
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

  // ---- Claiming and recording ----

  /** Takes the item (409 naming who has it while another pharmacist's claim is live). */
  async function claim(reviewId: number, staffId: number) {
    await inTx(async (tx) => {
      const before = await lockAndClaim(tx, reviewId, staffId, now())
      await auditStaffAction(tx, now, {
        actorUserId: staffId,
        action: 'rx.claim',
        subject: { rxReviewId: reviewId },
        before: { claimedBy: before.claimedBy },
        after: { claimedBy: staffId },
      })
    })
  }

  /** The claimed item's prescription, locked: 404 when it is not one of the item's; 409 once verified. */
  async function editablePrescription(tx: Tx, review: typeof rxReviews.$inferSelect, prescriptionId: number) {
    const ids = await prescriptionIdsOf(tx, review)
    if (!ids.includes(prescriptionId))
      throw AppError.notFound('That prescription is not part of this item', 'unknown_prescription')
    const [p] = await tx.select().from(prescriptions).where(eq(prescriptions.id, prescriptionId)).for('update')
    if (p!.status === 'approved') {
      throw AppError.conflict(
        `Prescription #${p!.id} was verified already; what it says can no longer be changed`,
        'prescription_id',
        'prescription_verified',
      )
    }
    return p!
  }

  /** What the pharmacist reads off the paper: prescriber, patient, date (claims the item). */
  async function record(reviewId: number, staffId: number, input: RecordPrescription) {
    await inTx(async (tx) => {
      const at = now()
      const review = await lockAndClaim(tx, reviewId, staffId, at)
      const p = await editablePrescription(tx, review, input.prescription_id)
      if (input.prescribed_on > new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 10)) {
        throw AppError.invalid('The date on the prescription cannot be in the future', 'prescribed_on', 'future_date')
      }
      const after = {
        prescriberName: input.prescriber_name,
        prescriberRegNo: input.prescriber_reg_no,
        prescriberAddress: input.prescriber_address,
        patientName: input.patient_name,
        patientAge: input.patient_age,
        prescribedOn: input.prescribed_on,
      }
      await tx.update(prescriptions).set(after).where(eq(prescriptions.id, p.id))
      await auditStaffAction(tx, now, {
        actorUserId: staffId,
        action: 'rx.record',
        targetUserId: p.userId,
        subject: { rxReviewId: reviewId, prescriptionId: p.id },
        before: {
          prescriberName: p.prescriberName,
          prescriberRegNo: p.prescriberRegNo,
          prescriberAddress: p.prescriberAddress,
          patientName: p.patientName,
          patientAge: p.patientAge,
          prescribedOn: p.prescribedOn,
        },
        after,
      })
    })
  }

  /** A medicine the prescription names, matched to a catalog SKU (its salt key kept for equivalent brands). */
  async function addMedicine(reviewId: number, staffId: number, input: AddMedicine) {
    await inTx(async (tx) => {
      const review = await lockAndClaim(tx, reviewId, staffId, now())
      const p = await editablePrescription(tx, review, input.prescription_id)
      let sku: { id: number; name: string; pack: string; saltKey: string | null } | undefined
      if (input.sku_id !== undefined) {
        ;[sku] = await tx
          .select({ id: products.id, name: products.name, pack: products.pack, saltKey: products.saltKey })
          .from(products)
          .where(eq(products.id, input.sku_id))
        if (!sku) throw AppError.notFound('No such product in the catalog', 'unknown_sku')
      }
      const [{ last } = { last: 0 }] = await tx
        .select({ last: max(prescriptionMedicines.position) })
        .from(prescriptionMedicines)
        .where(eq(prescriptionMedicines.prescriptionId, p.id))
      const row = {
        prescriptionId: p.id,
        skuId: sku?.id ?? null,
        saltKey: sku?.saltKey ?? null,
        name: sku ? `${sku.name} (${sku.pack})` : input.name!,
        quantity: input.quantity,
        position: (last ?? 0) + 1,
      }
      const [added] = await tx.insert(prescriptionMedicines).values(row).returning({ id: prescriptionMedicines.id })
      await auditStaffAction(tx, now, {
        actorUserId: staffId,
        action: 'rx.medicine.add',
        targetUserId: p.userId,
        subject: { rxReviewId: reviewId, prescriptionId: p.id, medicineId: added!.id },
        after: row,
      })
    })
  }

  async function removeMedicine(reviewId: number, staffId: number, medicineId: number) {
    await inTx(async (tx) => {
      const review = await lockAndClaim(tx, reviewId, staffId, now())
      const [m] = await tx.select().from(prescriptionMedicines).where(eq(prescriptionMedicines.id, medicineId))
      if (!m) throw AppError.notFound('No such medicine on the prescription', 'unknown_medicine')
      const p = await editablePrescription(tx, review, m.prescriptionId)
      await tx.delete(prescriptionMedicines).where(eq(prescriptionMedicines.id, medicineId))
      await auditStaffAction(tx, now, {
        actorUserId: staffId,
        action: 'rx.medicine.remove',
        targetUserId: p.userId,
        subject: { rxReviewId: reviewId, prescriptionId: p.id, medicineId },
        before: m,
      })
    })
  }

  /** The catalog's medicines and products for a query (the search index), with what the pharmacist matches on. */
  async function searchCatalog(q: string) {
    const answer = await deps.catalog.autocomplete(q, ['allopathy', 'sku'], 10)
    const hits = [...answer.search_results, ...answer.search_suggestions.results].filter((h) => h.type !== 'generic')
    const ids = [...new Set(hits.map((h) => h.id))]
    if (!ids.length) return []
    const rows = await db
      .select({
        id: products.id,
        name: products.name,
        pack: products.pack,
        composition: products.composition,
        schedule: products.schedule,
        ndps: products.ndps,
        rxRequired: products.rxRequired,
        manufacturer: products.manufacturer,
      })
      .from(products)
      .where(inArray(products.id, ids))
    return ids.flatMap((id) => {
      const p = rows.find((r) => r.id === id)
      return p ? [{ ...p, notSoldOnline: notSoldOnlineLabel(p) }] : []
    })
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
        await tx
          .update(prescriptions)
          .set({
            status: 'rejected',
            rejectReason: input.reason,
            rejectNote: input.note ?? null,
            verifiedBy: staffId,
            verifiedAt: at,
          })
          .where(and(inArray(prescriptions.id, ids), or(isNull(prescriptions.verifiedBy), eq(prescriptions.status, 'uploaded'))))
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
    const review = await reviewRow(reviewId)
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
    const review = await reviewRow(reviewId)
    if (review.kind !== 'dio' || review.dioRequestId === null)
      throw AppError.invalid('Not a done-in-one request', 'intent', 'not_dio')
    return deps.doneInOne.reject({
      requestId: review.dioRequestId,
      pharmacistId: staffId,
      reason: input.reason as RejectReason,
      note: input.note,
    })
  }

  // ---- Files (decision 022: staff access is one more owner check) ----

  /**
   * A page of a prescription for the pharmacist: only when it belongs to a prescription of a queue item that is
   * waiting and claimed by them, or that they decided. Everyone else: 404.
   */
  async function file(reviewId: number, staffId: number, fileId: number) {
    const review = await reviewRow(reviewId)
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

  return {
    enqueueOrder,
    autoApprove,
    list,
    view,
    claim,
    record,
    addMedicine,
    removeMedicine,
    searchCatalog,
    approve,
    reject,
    buildDioCart,
    rejectDio,
    file,
    /** The hooks the order service calls (orders/service.ts RxQueueHooks). */
    queueHooks: {
      enqueue: (tx: Tx, orderId: number, at: Date) => enqueueOrder(tx, orderId, at),
      entered: async (orderId: number) => void (await autoApprove(orderId)),
    },
  }
}
export type PharmacistService = ReturnType<typeof createPharmacistService>

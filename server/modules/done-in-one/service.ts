import { and, eq, inArray } from 'drizzle-orm'
import { DIO_REJECT_TEXTS, DIO_STATUS_LABELS, dioReference, type DioRequestStatus } from '../../../core/done-in-one/texts.ts'
import {
  DioBuildCartInputSchema,
  DioRejectInputSchema,
  type DioBuildCartInput,
  type DioRejectInput,
} from '../../../contracts/done-in-one.ts'
import type { OrderStatusEvent } from '../../../contracts/events.ts'
import type { Db } from '../../db/client.ts'
import { fillDoneInOneCart } from '../cart/index.ts'
import { setCartPrescriptions } from '../prescriptions/index.ts'
import { decideReview, rxReviews } from '../pharmacist/index.ts'
import { dioRequestLines, dioRequestPrescriptions, dioRequests } from './schema.ts'
import { products, notSoldOnline, notSoldOnlineError } from '../catalog/index.ts'
import { users } from '../auth/index.ts'
import { AppError } from '../../lib/app-error.ts'
import type { Clock } from '../../lib/clock.ts'
import type { Logger } from '../../lib/logger.ts'
import { parseInput } from '../../lib/validation.ts'
import { type EventBus, type SqlExecutor, userTopic } from '../events/index.ts'
import type { Notifier } from '../notify/index.ts'
import { auditStaffAction } from '../staff/index.ts'
import { createDioCustomer } from './customer.ts'

// The order with a prescription alone ('done in one', issue 10 §1). A customer sends prescriptions and an address
// (customer.ts); the request waits in the pharmacist's queue (rx_reviews, kind 'dio'); the pharmacist turns it into
// the customer's done_in_one cart (buildCart: each SKU at the most the prescription allows, dio_request_lines) or
// rejects it with a reason. Each decision is one transaction with its queue row, its audit row and its live event;
// the SMS goes after it commits. The customer then lowers quantities if they like (never above the prescription:
// cart/product-carts.ts asks dio_request_lines) and pays through the normal checkout under /done-in-one/cart/….

/** How long a pharmacist's claim on a queue item holds (decision 030): after it, another may decide the item. */
export const DIO_CLAIM_MINUTES = 15

/** What the request's live event carries: shaped as an order status, named by the request's reference. */
export type PublishDioStatus = (
  tx: SqlExecutor,
  change: { userId: number; requestId: number; status: DioRequestStatus },
) => Promise<void>

export function dioStatusPublisher(bus: EventBus): PublishDioStatus {
  return (tx, { userId, requestId, status }) => {
    const event: OrderStatusEvent = { order: dioReference(requestId), status, label: DIO_STATUS_LABELS[status] }
    return bus.publish(tx, userTopic(userId), event)
  }
}

const noSuchRequest = () => AppError.notFound('No such request', 'dio_request_not_found')

export function createDoneInOneService(
  db: Db,
  deps: {
    now: Clock
    notifier: Notifier
    logger: Pick<Logger, 'warn'>
    /** Publishes a request's change inside its transaction (sent to open pages only if it commits). */
    publish?: PublishDioStatus
  },
) {
  const { now } = deps

  /** The request locked for the rest of the transaction, with its queue row (also locked); 404 without one. */
  async function lockForDecision(tx: Db, requestId: number, pharmacistId: number) {
    const [request] = await tx.select().from(dioRequests).where(eq(dioRequests.id, requestId)).for('update')
    if (!request) throw noSuchRequest()
    const [review] = await tx.select().from(rxReviews).where(eq(rxReviews.dioRequestId, requestId)).for('update')
    if (!review || request.status !== 'waiting' || review.status !== 'waiting') {
      throw AppError.conflict(
        `This request was already decided (${DIO_STATUS_LABELS[request.status as DioRequestStatus] ?? request.status})`,
        undefined,
        'already_decided',
      )
    }
    // decision 030: a second pharmacist is told who has it open; a claim lapses after DIO_CLAIM_MINUTES.
    const at = now()
    if (
      review.claimedBy !== null &&
      review.claimedBy !== pharmacistId &&
      review.claimedAt !== null &&
      at.getTime() - review.claimedAt.getTime() < DIO_CLAIM_MINUTES * 60_000
    ) {
      const [who] = await tx.select({ name: users.name }).from(users).where(eq(users.id, review.claimedBy))
      throw AppError.conflict(`${who?.name ?? 'Another pharmacist'} has this request open`, undefined, 'claimed')
    }
    return { request, review, at }
  }

  async function tellCustomer(userId: number, text: string) {
    try {
      const [u] = await db.select({ phone: users.phone }).from(users).where(eq(users.id, userId))
      if (u?.phone) await deps.notifier.send({ channel: 'sms', to: `+91${u.phone}`, text })
    } catch (error) {
      deps.logger.warn('done-in-one message not sent', { userId, err: String(error) })
    }
  }

  /**
   * The pharmacist's cart for a waiting request: the customer's done_in_one cart becomes exactly these SKUs, each at
   * its maxQuantity (the prescription's count, the most the customer may order), with the request's prescriptions and
   * address; the lines are kept as dio_request_lines; the request moves to cart_ready and its queue row is decided
   * 'cart_built', audited, and published: one transaction. The customer gets an SMS after it commits.
   */
  async function buildCart(input: DioBuildCartInput): Promise<{ requestId: number; cartId: number; status: 'cart_ready' }> {
    const { requestId, pharmacistId, lines } = parseInput(DioBuildCartInputSchema, input)
    const result = await db.transaction(async (tx) => {
      const { request, review, at } = await lockForDecision(tx, requestId, pharmacistId)
      if (request.kind !== 'pharmacy') {
        throw AppError.invalid('Lab tests are booked by a lab executive, not through a cart', 'kind', 'labs_request')
      }
      const ids = lines.map((l) => l.skuId)
      const found = await tx
        .select({ id: products.id, name: products.name, schedule: products.schedule, ndps: products.ndps })
        .from(products)
        .where(inArray(products.id, ids))
      const unknown = ids.find((id) => !found.some((p) => p.id === id))
      if (unknown !== undefined) throw AppError.notFound(`No product with id ${unknown}`, 'unknown_sku')
      // issue 10 §6: schedule X and NDPS are never sold online, whoever builds the cart.
      const banned = found.find((p) => notSoldOnline(p))
      if (banned) throw notSoldOnlineError(banned, 'lines')

      const cartId = await fillDoneInOneCart(tx, {
        userId: request.userId,
        addressId: request.addressId,
        lines: lines.map((l) => ({ skuId: l.skuId, quantity: l.maxQuantity })),
        at,
      })
      const rx = await tx
        .select({ id: dioRequestPrescriptions.prescriptionId })
        .from(dioRequestPrescriptions)
        .where(eq(dioRequestPrescriptions.requestId, requestId))
      // The order placed from this cart carries the request's prescriptions (order_prescriptions, at placement).
      await setCartPrescriptions(
        tx,
        cartId,
        rx.map((r) => r.id),
      )

      await tx.delete(dioRequestLines).where(eq(dioRequestLines.requestId, requestId))
      await tx
        .insert(dioRequestLines)
        .values(lines.map((l, i) => ({ requestId, skuId: l.skuId, maxQuantity: l.maxQuantity, position: i + 1 })))
      // An older cart of the account's that was never ordered is replaced by this one: its request ends.
      await tx
        .update(dioRequests)
        .set({ status: 'cancelled', updatedAt: at })
        .where(and(eq(dioRequests.userId, request.userId), eq(dioRequests.status, 'cart_ready')))
      await tx.update(dioRequests).set({ status: 'cart_ready', updatedAt: at }).where(eq(dioRequests.id, requestId))
      await decideReview(tx, review.id, { decision: 'cart_built', by: pharmacistId, at })
      await auditStaffAction(tx, now, {
        actorUserId: pharmacistId,
        action: 'dio.build_cart',
        targetUserId: request.userId,
        subject: { dioRequestId: requestId, rxReviewId: review.id },
        before: { status: request.status },
        after: { status: 'cart_ready', cartId, lines },
      })
      await deps.publish?.(tx, { userId: request.userId, requestId, status: 'cart_ready' })
      return { requestId, cartId, status: 'cart_ready' as const, userId: request.userId }
    })
    await tellCustomer(
      result.userId,
      `MedWise: your cart for request ${dioReference(requestId)} is ready. Review it and pay to place your order.`,
    )
    return { requestId: result.requestId, cartId: result.cartId, status: result.status }
  }

  /** The pharmacist cannot serve the request: rejected with a reason from the list, queue row decided, audited, told. */
  async function reject(input: DioRejectInput): Promise<{ requestId: number; status: 'rejected' }> {
    const { requestId, pharmacistId, reason, note } = parseInput(DioRejectInputSchema, input)
    const userId = await db.transaction(async (tx) => {
      const { request, review, at } = await lockForDecision(tx, requestId, pharmacistId)
      await tx
        .update(dioRequests)
        .set({ status: 'rejected', rejectReason: reason, updatedAt: at })
        .where(eq(dioRequests.id, requestId))
      await decideReview(tx, review.id, { decision: 'rejected', reason, note: note ?? null, by: pharmacistId, at })
      await auditStaffAction(tx, now, {
        actorUserId: pharmacistId,
        action: 'dio.reject',
        targetUserId: request.userId,
        subject: { dioRequestId: requestId, rxReviewId: review.id },
        before: { status: request.status },
        after: { status: 'rejected', reason, note: note ?? null },
      })
      await deps.publish?.(tx, { userId: request.userId, requestId, status: 'rejected' })
      return request.userId
    })
    const why = DIO_REJECT_TEXTS[reason] + (note ? `: ${note}` : '')
    await tellCustomer(userId, `MedWise: we could not process request ${dioReference(requestId)}. ${why}.`)
    return { requestId, status: 'rejected' }
  }

  return {
    buildCart,
    reject,
    ...createDioCustomer(db, { now, publish: deps.publish }),
  }
}
export type DoneInOneService = ReturnType<typeof createDoneInOneService>

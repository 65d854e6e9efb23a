import { eq, inArray } from 'drizzle-orm'
import { paise, sumPaise, type Paise } from '../../../core/money.ts'
import type { Db } from '../../db/client.ts'
import { orderLines, orderReturns, orders, orderShipments } from './schema.ts'
import { dropLineSavings } from '../care-plan/index.ts'

// What the order desk records on an order's own rows as it works (order-desk/service.ts composes each action with the
// order's move and the stock's): who packed it, the courier and tracking number, a return.

export async function markPacked(tx: Db, orderId: number, staffId: number, at: Date): Promise<void> {
  await tx.update(orderShipments).set({ packedAt: at, packedBy: staffId }).where(eq(orderShipments.orderId, orderId))
}

export async function markShipped(tx: Db, orderId: number, courier: { courier: string; trackingNumber: string }): Promise<void> {
  await tx
    .update(orderShipments)
    .set({ courier: courier.courier, trackingNumber: courier.trackingNumber })
    .where(eq(orderShipments.orderId, orderId))
}

export async function recordReturn(
  tx: Db,
  r: {
    orderId: number
    lines: Array<{ orderLineId: number; quantity: number }>
    reason: string
    refund: Paise
    staffId: number
    at: Date
  },
): Promise<void> {
  await tx.insert(orderReturns).values({
    orderId: r.orderId,
    lines: r.lines,
    reason: r.reason,
    refundPaise: r.refund,
    createdBy: r.staffId,
    createdAt: r.at,
  })
}

/**
 * Lines leave an order (the pharmacist approved it in part): the totals are lowered (the coupon in proportion, the
 * care plan's discount by the lines that stay, an insurer's in proportion, the delivery fee and a plan's fee as they were) and whether it still
 * needs a prescription is read again. Answers what the order no longer costs.
 */
export async function removeOrderLines(
  tx: Db,
  order: typeof orders.$inferSelect,
  kept: ReadonlyArray<{ pricePaise: Paise; mrpPaise: Paise; quantity: number; rxRequired: boolean }>,
  removedIds: readonly number[],
  at: Date,
): Promise<Paise> {
  await tx.delete(orderLines).where(inArray(orderLines.id, [...removedIds]))
  const itemTotal = sumPaise(kept.map((l) => paise(l.pricePaise * l.quantity)))
  const mrpTotal = sumPaise(kept.map((l) => paise(l.mrpPaise * l.quantity)))
  const coupon =
    order.itemTotalPaise > 0 ? paise(Math.round((order.couponDiscountPaise * itemTotal) / order.itemTotalPaise)) : paise(0)
  // The member discount is the care plan's (issue 23: recorded line by line, so it follows the lines that stay; its fee
  // stays with the order) or, when the care plan recorded none, an insurer's (issue 27 §4: never both), lowered in
  // proportion like the coupon: a percentage of the medicines, capped, so the lines that stay earn at least that much.
  const memberDiscountLeft = async (): Promise<Paise> => {
    const carePlan = await dropLineSavings(tx, order.id, removedIds, at)
    if (carePlan.recorded) return carePlan.left
    return paise(Math.floor((order.memberDiscountPaise * itemTotal) / order.itemTotalPaise))
  }
  const member = order.memberDiscountPaise > 0 ? await memberDiscountLeft() : paise(0)
  const total = paise(Math.max(0, itemTotal - coupon - member + order.deliveryFeePaise + order.carePlanFeePaise))
  await tx
    .update(orders)
    .set({
      itemTotalPaise: itemTotal,
      mrpTotalPaise: mrpTotal,
      couponDiscountPaise: coupon,
      memberDiscountPaise: member,
      totalPaise: total,
      walletPaise: paise(Math.min(order.walletPaise, total)),
      rxRequired: kept.some((l) => l.rxRequired),
      updatedAt: at,
    })
    .where(eq(orders.id, order.id))
  return paise(Math.max(0, order.totalPaise - total))
}

import { and, eq, inArray, isNotNull, isNull, notInArray, sql } from 'drizzle-orm'
import { ORDER_STATUSES } from '../../../core/orders/statuses.ts'
import { ERASED_USER_ID, noteKept, type AccountEraser } from '../../lib/erasure.ts'
import { orders } from './schema.ts'

// Erasure (decision 081): an invoiced order is a GST tax invoice (CGST Rules 46 and 56: kept 72 months after the
// annual return), so the order, its lines, shipments and returns stay, detached from the account (user id 0), with the
// billed name and address as invoiced and the phone, coordinates and address label blanked. An order without an
// invoice goes with everything hanging on it. An order still moving blocks the erasure (labs report their own).

const FINAL = ['delivered', 'cancelled', 'returned'] as const
const OPEN = ORDER_STATUSES.filter((s) => !(FINAL as readonly string[]).includes(s))
const LAB_CARTS = ['labs', 'cp_labs']

export const ordersEraser: AccountEraser = {
  module: 'orders',
  erases: ['orders', 'order_lines', 'order_shipments', 'order_returns', 'order_events'],
  keeps: ['orders'],
  async blockers(db, { userId }) {
    const open = await db
      .select({ number: orders.number, status: orders.status })
      .from(orders)
      .where(and(eq(orders.userId, userId), inArray(orders.status, OPEN), notInArray(orders.cartType, LAB_CARTS)))
    return open.map((o) => `Order ${o.number} is still in progress (${o.status.replaceAll('_', ' ')}).`)
  },
  async erase(tx, { userId }, notes) {
    await tx.delete(orders).where(and(eq(orders.userId, userId), isNull(orders.invoiceNumber)))
    const kept = await tx
      .update(orders)
      .set({
        userId: ERASED_USER_ID,
        address: sql`${orders.address} || jsonb_build_object('phone', '', 'addressName', '', 'latitude', null, 'longitude', null)`,
      })
      .where(and(eq(orders.userId, userId), isNotNull(orders.invoiceNumber)))
      .returning({ id: orders.id })
    noteKept(notes, 'invoices', kept.length)
  },
}

import { and, eq, inArray, notInArray } from 'drizzle-orm'
import type { AccountEraser } from '../../lib/erasure.ts'
import { orders } from '../orders/index.ts'
import { labReports, labResultRows } from './report-schema.ts'
import { labBookingItems, labBookings } from './schema.ts'

// Erasure (decision 081): a lab booking still open (booked, sample collected, processing, unpaid) blocks the erasure.
// The results and report PDFs (health data) go, files after the commit. The booking and its tests stay only as long as
// their order does (an invoiced order is kept; the orders eraser deletes the rest, and they cascade), with the
// patient's name, age and gender blanked: the invoice bills the account's name and address, not the patient's.

const ENDED = ['report_ready', 'cancelled']

const ofAccount = (userId: number) => eq(orders.userId, userId)

export const labsEraser: AccountEraser = {
  module: 'labs',
  erases: ['lab_bookings', 'lab_booking_items', 'lab_result_rows', 'lab_reports'],
  async blockers(db, { userId }) {
    const open = await db
      .select({ number: orders.number, status: labBookings.status })
      .from(labBookings)
      .innerJoin(orders, eq(orders.id, labBookings.orderId))
      .where(and(ofAccount(userId), notInArray(labBookings.status, ENDED)))
    return open.map((b) => `Lab booking ${b.number} is still in progress (${b.status.replaceAll('_', ' ')}).`)
  },
  async erase(tx, { userId }, notes) {
    const mine = tx.select({ id: orders.id }).from(orders).where(ofAccount(userId))
    const reports = await tx.delete(labReports).where(inArray(labReports.orderId, mine)).returning({ key: labReports.storageKey })
    notes.files.push(...reports.map((r) => r.key))
    const items = tx.select({ id: labBookingItems.id }).from(labBookingItems).where(inArray(labBookingItems.orderId, mine))
    await tx.delete(labResultRows).where(inArray(labResultRows.itemId, items))
    await tx
      .update(labBookingItems)
      .set({ patientName: '', patientAge: null, patientGender: null, patientId: null })
      .where(inArray(labBookingItems.orderId, mine))
  },
}

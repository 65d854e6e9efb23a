import { and, eq, sql } from 'drizzle-orm'
import type { LabBookingWire } from '../../../contracts/lab-bookings.ts'
import type { Db } from '../../db/client.ts'
import { labBookingItems, labBookings, labTests } from './schema.ts'
import { orders, type PublishOrderStatus, isOrderNumber, recordOrderEvent } from '../orders/index.ts'
import { users } from '../auth/index.ts'
import { AppError } from '../../lib/app-error.ts'
import type { Clock } from '../../lib/clock.ts'
import type { Logger } from '../../lib/logger.ts'
import type { Notifier } from '../notify/index.ts'
import type { OrderStatus } from '../../../core/orders/statuses.ts'
import { canReschedule, labBookingTransition, type LabBookingStatus } from './booking-states.ts'
import type { LabBookings } from './bookings.ts'
import { slotFull } from './patient-step.ts'
import { SLOT_REFUSAL_TEXT, slotRefusal, slotWithDayLabel } from './slot-rules.ts'
import { slotNotFound, type LabSlotRow, type LabSlots } from './slots.ts'

// issue 11 §6: a booked lab booking moves to another free slot of its lab and city until 2 hours before its visit
// (booking-states.ts canReschedule). One transaction: the order and the booking locked (in the order applyMove locks
// them, so a cancellation racing the move waits for it or the other way round), the new slot checked against the
// slot rules for the booking's tests (fasting: mornings only), the new places taken and the old given back (in slot id
// order, so two bookings swapping slots never wait on each other), the count raised, an order event recording it, and
// the change published on the account's event bus; the customer's message goes after the commit. A new slot with too
// few free places is a 409 slot_full with the next free one, as at placement. Asking again for the slot the booking
// already has changes nothing (a double submit takes no places twice).

const bookingNotFound = (number: string) =>
  AppError.notFound(`No lab booking ${number.slice(0, 20)} in your account`, 'unknown_booking')

/** Thrown inside the transaction to roll it back when the slot is full; the next free slot is looked up after. */
class SlotFilled extends Error {
  readonly slot: LabSlotRow
  readonly opts: { fasting: boolean; patients: number }
  constructor(slot: LabSlotRow, opts: { fasting: boolean; patients: number }) {
    super('slot filled')
    this.slot = slot
    this.opts = opts
  }
}

export function rescheduledMessage(number: string, startsAt: Date): string {
  return `MedWise: lab booking ${number} is moved to ${slotWithDayLabel(startsAt)}. We will come to collect the samples then.`
}

export function createLabReschedule(
  db: Db,
  deps: {
    now: Clock
    slots: LabSlots
    bookings: Pick<LabBookings, 'get'>
    publish?: PublishOrderStatus
    notifier?: Notifier
    logger?: Pick<Logger, 'warn'>
  },
) {
  const { now, slots } = deps

  async function tell(userId: number, text: string) {
    try {
      const [u] = await db.select({ phone: users.phone }).from(users).where(eq(users.id, userId))
      if (u?.phone) await deps.notifier?.send({ channel: 'sms', to: `+91${u.phone}`, text })
    } catch (error) {
      deps.logger?.warn('lab booking message not sent', { userId, err: String(error) })
    }
  }

  /** Whether any of the booking's tests needs fasting (then only slots before 10:00 fit). */
  async function fastingOf(tx: Db, orderId: number): Promise<boolean> {
    const [row] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(labBookingItems)
      .innerJoin(labTests, eq(labTests.id, labBookingItems.testId))
      .where(and(eq(labBookingItems.orderId, orderId), eq(labTests.fasting, true)))
    return (row?.n ?? 0) > 0
  }

  /** Moves the account's booking `number` to the slot `slotId`; answers the booking as GET shows it. */
  async function reschedule(
    userId: number,
    number: string,
    slotId: number,
    /**
     * Runs inside the move's transaction once the booking is locked, before anything moves (issue 25: a self-serve
     * reschedule link is used up in the same transaction, decision 072); its refusal rolls the move back.
     */
    within?: (tx: Db, orderId: number) => Promise<void>,
  ): Promise<LabBookingWire> {
    if (!isOrderNumber(number)) throw bookingNotFound(number)
    let moved: { startsAt: Date } | null
    try {
      moved = await db.transaction(async (tx) => {
        const [order] = await tx
          .select({ id: orders.id, status: orders.status })
          .from(orders)
          .where(and(eq(orders.userId, userId), eq(orders.number, number)))
          .for('update')
        if (!order) throw bookingNotFound(number)
        const [booking] = await tx.select().from(labBookings).where(eq(labBookings.orderId, order.id)).for('update')
        if (!booking) throw bookingNotFound(number)
        await within?.(tx, order.id)
        // Already there (a second submit of the same move): nothing to do.
        if (booking.slotId === slotId) return null
        const at = now()
        const status = booking.status as LabBookingStatus
        const step = labBookingTransition(status, 'reschedule')
        if (!step.ok) throw AppError.conflict(step.message, undefined, 'order_state')
        const current = await slots.get(tx, booking.slotId)
        if (!current) throw new Error(`lab booking ${number} has no slot ${booking.slotId}`)
        if (!canReschedule(status, current.startsAt, at)) {
          throw AppError.conflict(
            `Your collection at ${slotWithDayLabel(current.startsAt)} is less than 2 hours away and can no longer be moved. Please call us if you cannot be there.`,
            undefined,
            'reschedule_closed',
          )
        }
        const slot = await slots.get(tx, slotId)
        if (!slot) throw slotNotFound()
        if (slot.labId !== booking.labId || slot.city !== booking.city) {
          throw AppError.invalid(
            `Please choose one of ${booking.labName}'s slots in ${booking.city}`,
            'slot_id',
            'slot_other_lab',
          )
        }
        const fasting = await fastingOf(tx, order.id)
        const refusal = slotRefusal(slot.startsAt, at, { fasting })
        if (refusal) throw AppError.invalid(SLOT_REFUSAL_TEXT[refusal], 'slot_id', `slot_${refusal}`)

        // The lower slot id first, whichever is taken and which given back: two moves never wait on each other.
        const takeNew = async () => {
          if (!(await slots.take(tx, slot.id, booking.places))) {
            throw new SlotFilled(slot, { fasting, patients: booking.places })
          }
        }
        const releaseOld = async () => {
          if (!(await slots.release(tx, current.id, booking.places))) {
            throw new Error(`lab booking ${number}: fewer than ${booking.places} places taken in slot ${current.id}`)
          }
        }
        if (slot.id < current.id) {
          await takeNew()
          await releaseOld()
        } else {
          await releaseOld()
          await takeNew()
        }
        await tx
          .update(labBookings)
          .set({ slotId: slot.id, rescheduleCount: sql`${labBookings.rescheduleCount} + 1`, updatedAt: at })
          .where(eq(labBookings.orderId, order.id))
        await recordOrderEvent(tx, {
          orderId: order.id,
          fromStatus: order.status,
          toStatus: order.status,
          actor: 'customer',
          note: `Collection rescheduled from ${slotWithDayLabel(current.startsAt)} to ${slotWithDayLabel(slot.startsAt)}`,
          at,
        })
        await deps.publish?.(tx, { userId, number, status: order.status as OrderStatus })
        return { startsAt: slot.startsAt }
      })
    } catch (error) {
      if (!(error instanceof SlotFilled)) throw error
      const { slot, opts } = error
      throw slotFull(await slots.nextFree(db, slot.labId, slot.city, slot.startsAt, opts))
    }
    if (moved) await tell(userId, rescheduledMessage(number, moved.startsAt))
    return deps.bookings.get(userId, number)
  }

  /**
   * What the slot picker of a booking needs (the my-bookings page): its lab, city, current slot, places and whether a
   * test needs fasting; null when the account has no such booking.
   */
  async function visitOf(
    userId: number,
    number: string,
  ): Promise<{ labId: number; city: string; slotId: number; places: number; fasting: boolean } | null> {
    if (!isOrderNumber(number)) return null
    const [row] = await db
      .select({
        orderId: orders.id,
        labId: labBookings.labId,
        city: labBookings.city,
        slotId: labBookings.slotId,
        places: labBookings.places,
      })
      .from(labBookings)
      .innerJoin(orders, eq(orders.id, labBookings.orderId))
      .where(and(eq(orders.userId, userId), eq(orders.number, number)))
    if (!row) return null
    const { orderId, ...visit } = row
    return { ...visit, fasting: await fastingOf(db, orderId) }
  }

  return { reschedule, visitOf }
}
export type LabReschedule = ReturnType<typeof createLabReschedule>

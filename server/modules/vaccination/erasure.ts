import { and, eq, inArray } from 'drizzle-orm'
import type { AccountEraser } from '../../lib/erasure.ts'
import { vaccinationBookings } from './schema.ts'

// Erasure (decision 081): a vaccination still open (unpaid, booked, given and under observation) blocks the erasure.
// A dose given stays only as the order's row (an invoiced order is kept by the orders eraser) with the person blanked:
// no name, date of birth, member or earlier doses; the next-dose reminder finds no member and sends nothing. The
// certificate and the ImmunizationRecord go with the records eraser's rows.

const OPEN = ['pending_payment', 'booked', 'given']

export const vaccinationEraser: AccountEraser = {
  module: 'vaccination',
  erases: ['vaccination_bookings'],
  async blockers(db, { userId }) {
    const open = await db
      .select({ id: vaccinationBookings.id, status: vaccinationBookings.status, vaccine: vaccinationBookings.vaccineName })
      .from(vaccinationBookings)
      .where(and(eq(vaccinationBookings.userId, userId), inArray(vaccinationBookings.status, OPEN)))
    return open.map((b) => `A home vaccination (${b.vaccine}) is still ${b.status.replaceAll('_', ' ')}.`)
  },
  async erase(tx, { userId }) {
    await tx
      .update(vaccinationBookings)
      .set({ patientName: '', patientGender: null, dateOfBirth: null, patientId: null, earlierDoses: [] })
      .where(eq(vaccinationBookings.userId, userId))
  },
}

import { and, eq, sql } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Db } from '../db/client.ts'

// The race-proof slot engine (decision 034), shared by every table of slots with places: the labs' home collections
// (lab_slots, several places a slot) and the doctors' consultations (doctor_slots, one patient a slot). Each module
// owns its table and its rules (which starts a day has, what may be booked when); the engine owns the two things that
// must be done the same way everywhere:
// - rows on first ask: a day's rows are made when it is first asked for, with INSERT … ON CONFLICT DO NOTHING on the
//   table's unique (owner, starts_at), so two first askers make them once and nobody waits on a lock;
// - places taken with one conditional UPDATE, `taken + n <= capacity` in its WHERE, inside the booking's transaction:
//   of two bookings racing for the last place one updates a row and the other none, whatever the isolation level
//   (PostgreSQL re-checks the WHERE on the row the first one committed); the table's CHECK (taken between 0 and
//   capacity) is the backstop. release is the mirror (`taken >= n`). No lock is held between choosing and booking.

/** A table of slots: an id, the places taken and the places there are. */
export type PlacesTable = PgTable & { id: PgColumn; taken: PgColumn; capacity: PgColumn }

export function slotPlaces<T extends PlacesTable>(table: T) {
  // The table is generic here: its columns are named through the table object, the values typed by the caller's table.
  const t = table as PlacesTable

  /**
   * Takes `n` places of a slot inside the caller's transaction: true when they were free (one conditional UPDATE;
   * see above), false when the slot is full or unknown.
   */
  async function take(tx: Db, slotId: number, n = 1): Promise<boolean> {
    if (!Number.isInteger(n) || n < 1) throw new Error(`take: places must be a positive whole number, not ${n}`)
    const rows = await tx
      .update(t)
      .set({ taken: sql`${t.taken} + ${n}` } as never)
      .where(and(eq(t.id, slotId), sql`${t.taken} + ${n} <= ${t.capacity}`))
      .returning({ id: t.id })
    return rows.length === 1
  }

  /** Gives `n` places back (a cancelled or expired booking, a reschedule's old slot); false when fewer were taken. */
  async function release(tx: Db, slotId: number, n = 1): Promise<boolean> {
    if (!Number.isInteger(n) || n < 1) throw new Error(`release: places must be a positive whole number, not ${n}`)
    const rows = await tx
      .update(t)
      .set({ taken: sql`${t.taken} - ${n}` } as never)
      .where(and(eq(t.id, slotId), sql`${t.taken} >= ${n}`))
      .returning({ id: t.id })
    return rows.length === 1
  }

  /**
   * A day's rows, made on first ask: `read` them; when `complete` says some are missing, insert `rows()` with
   * ON CONFLICT DO NOTHING on the table's unique (owner, starts_at) and read again.
   */
  async function rowsOnFirstAsk<R>(
    q: Db,
    opts: { read: (q: Db) => Promise<R[]>; complete: (rows: R[]) => boolean; rows: () => Array<T['$inferInsert']> },
  ): Promise<R[]> {
    const found = await opts.read(q)
    if (opts.complete(found)) return found
    const values = opts.rows()
    if (values.length === 0) return found
    await q
      .insert(t)
      .values(values as never)
      .onConflictDoNothing()
    return opts.read(q)
  }

  return { take, release, rowsOnFirstAsk }
}
export type SlotPlaces<T extends PlacesTable> = ReturnType<typeof slotPlaces<T>>

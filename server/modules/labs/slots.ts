import { and, asc, eq, gte, lt } from 'drizzle-orm'
import type { LabSlot, LabSlotDay } from '../../../contracts/lab-slots.ts'
import type { Db } from '../../db/client.ts'
import { labs, labSlots } from './schema.ts'
import { AppError } from '../../lib/app-error.ts'
import { cached } from '../../lib/cache.ts'
import { slotPlaces } from '../../lib/slot-places.ts'
import type { Clock } from '../../lib/clock.ts'
import {
  bookableDays,
  dayBounds,
  dayLabel,
  dayPartOf,
  isCalendarDate,
  istParts,
  slotLabel,
  slotRefusal,
  SLOT_MINUTES,
  SLOTS_PER_DAY,
  slotStartsOf,
} from './slot-rules.ts'

// Home-collection slots in the database (issue 11 §4; decision 034; the rules are slot-rules.ts). A lab's slots of a
// city and day are made when the day is first asked for (INSERT … ON CONFLICT DO NOTHING on the unique
// (lab_id, city, starts_at), so two first askers make them once), with the configured capacity (LAB_SLOT_CAPACITY).
// A booking takes one place per patient with one conditional UPDATE (take): `taken + n <= capacity` is in its WHERE,
// so of two bookings racing for the last place one updates a row and the other none, whatever the isolation level
// (PostgreSQL re-checks the WHERE on the row the first one committed); the table's CHECK (taken <= capacity) is the
// backstop. Both the rows on first ask and the places are the shared slot engine's (server/lib/slot-places.ts), which
// the doctors' slots use too.

export type LabSlotRow = typeof labSlots.$inferSelect

/** The default places of a new slot (collections per lab, city and half hour); LAB_SLOT_CAPACITY in server/config.ts. */
export const DEFAULT_LAB_SLOT_CAPACITY = 10

export const slotNotFound = () => AppError.notFound('We could not find that collection slot', 'slot_not_found')
const unknownLab = () => AppError.notFound('We could not find that lab', 'lab_not_found')

const MINUTE = 60_000

/** A slot row as the wire carries it, for a visit of `patients` people. */
export function slotToWire(row: LabSlotRow, patients: number): LabSlot {
  const free = Math.max(0, row.capacity - row.taken)
  return {
    id: row.id,
    starts_at: row.startsAt.toISOString(),
    ends_at: new Date(row.startsAt.getTime() + SLOT_MINUTES * MINUTE).toISOString(),
    label: slotLabel(row.startsAt),
    part: dayPartOf(row.startsAt),
    capacity: row.capacity,
    free,
    available: free >= patients,
  }
}

export function createLabSlots(db: Db, deps: { now: Clock; capacity?: number }) {
  const { now } = deps
  const capacity = deps.capacity ?? DEFAULT_LAB_SLOT_CAPACITY
  const places = slotPlaces(labSlots)

  // The labs and the cities they collect in, kept a minute (they change with a catalog update, not per booking): the
  // availability of a day is then one indexed query.
  const labCities = cached(
    60_000,
    async () =>
      new Map((await db.select({ id: labs.id, name: labs.name, cities: labs.cities }).from(labs)).map((l) => [l.id, l])),
    now,
  )

  /** The lab and its own spelling of the city; 404 for an unknown lab, 400 for a city it does not collect in. */
  async function labCity(labId: number, city: string): Promise<{ labId: number; city: string; name: string }> {
    const lab = (await labCities()).get(labId)
    if (!lab) throw unknownLab()
    const wanted = city.trim().toLowerCase()
    const found = lab.cities.find((c) => c.toLowerCase() === wanted)
    if (!found) {
      throw AppError.invalid(
        `${lab.name} does not collect samples at home in ${city.trim().slice(0, 60)}`,
        'city',
        'city_not_served',
      )
    }
    return { labId: lab.id, city: found, name: lab.name }
  }

  /** A day's slot rows of a lab and city, made on first ask (server/lib/slot-places.ts); earliest first. */
  async function dayRows(q: Db, labId: number, city: string, date: string): Promise<LabSlotRow[]> {
    const { from, to } = dayBounds(date)
    return places.rowsOnFirstAsk(q, {
      read: (r) =>
        r
          .select()
          .from(labSlots)
          .where(and(eq(labSlots.labId, labId), eq(labSlots.city, city), gte(labSlots.startsAt, from), lt(labSlots.startsAt, to)))
          .orderBy(asc(labSlots.startsAt)),
      complete: (rows) => rows.length >= SLOTS_PER_DAY,
      rows: () => slotStartsOf(date).map((startsAt) => ({ labId, city, startsAt, capacity, taken: 0 })),
    })
  }

  /** A day's bookable slots (2-hour lead, 7-day window, fasting cut-off) with their free places. */
  async function availability(
    labId: number,
    city: string,
    date: string,
    opts: { fasting: boolean; patients: number },
  ): Promise<LabSlotDay> {
    if (!isCalendarDate(date)) throw AppError.invalid('Please choose a day (YYYY-MM-DD)', 'date')
    const lab = await labCity(labId, city)
    const at = now()
    // Days outside the window have no bookable slot: answered without making their rows.
    const rows = bookableDays(at).includes(date) ? await dayRows(db, lab.labId, lab.city, date) : []
    return {
      lab_id: lab.labId,
      city: lab.city,
      date,
      label: dayLabel(date, at),
      fasting: opts.fasting,
      patients: opts.patients,
      slots: rows.filter((r) => slotRefusal(r.startsAt, at, opts) === null).map((r) => slotToWire(r, opts.patients)),
    }
  }

  /**
   * Takes `n` places of a slot inside the caller's transaction: true when they were free (one conditional UPDATE:
   * server/lib/slot-places.ts), false when the slot is full or unknown. Capacity is taken when a booking is placed.
   */
  const take = (tx: Db, slotId: number, n: number): Promise<boolean> => places.take(tx, slotId, n)

  /** Gives `n` places back (a cancelled or expired booking, a reschedule's old slot); false when fewer were taken. */
  const release = (tx: Db, slotId: number, n: number): Promise<boolean> => places.release(tx, slotId, n)

  /**
   * 'That slot just filled; the next free one is …': the first bookable slot after `after` (or the earliest when
   * null) with room for `patients`, within the window; null when there is none.
   */
  async function nextFree(
    q: Db,
    labId: number,
    city: string,
    after: Date | null,
    opts: { fasting: boolean; patients: number },
  ): Promise<LabSlotRow | null> {
    const at = now()
    const days = bookableDays(at)
    const startDay = after ? istParts(after).date : days[0]!
    for (const date of days) {
      if (date < startDay) continue
      const rows = await dayRows(q, labId, city, date)
      const found = rows.find(
        (r) =>
          (!after || r.startsAt.getTime() > after.getTime()) &&
          r.capacity - r.taken >= opts.patients &&
          slotRefusal(r.startsAt, at, opts) === null,
      )
      if (found) return found
    }
    return null
  }

  async function get(q: Db, slotId: number): Promise<LabSlotRow | null> {
    const [row] = await q.select().from(labSlots).where(eq(labSlots.id, slotId))
    return row ?? null
  }

  return { capacity, labCity, dayRows, availability, take, release, nextFree, get }
}
export type LabSlots = ReturnType<typeof createLabSlots>

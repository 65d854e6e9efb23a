import { and, asc, eq, gte, lt } from 'drizzle-orm'
import type { VaccinationSlot, VaccinationSlotDay } from '../../../contracts/vaccination.ts'
import { NURSES_PER_SLOT, vaccinationCity } from '../../../core/vaccination/vaccines.ts'
import type { Db } from '../../db/client.ts'
import { AppError } from '../../lib/app-error.ts'
import type { Clock } from '../../lib/clock.ts'
import { slotPlaces } from '../../lib/slot-places.ts'
import {
  bookableDays,
  dayBounds,
  dayLabel,
  dayPartOf,
  isCalendarDate,
  slotLabel,
  slotRefusal,
  SLOT_MINUTES,
  SLOTS_PER_DAY,
  slotStartsOf,
  type SlotRefusal,
} from '../labs/index.ts'
import { vaccinationSlots } from './schema.ts'

// The nurses' home-visit slots (issue 27 §6; decision 086): the labs' slot engine, reused, not copied. The day's
// half-hour starts, the 2-hour lead and the 7-day window are the labs' rules (labs/slot-rules.ts, no fasting cut-off);
// the rows made on first ask and the places taken with one conditional UPDATE are the shared engine's
// (server/lib/slot-places.ts), over this module's own table: a slot's capacity is the city's nurses (NURSES_PER_SLOT).

export type VaccinationSlotRow = typeof vaccinationSlots.$inferSelect

const MINUTE = 60_000
const NO_FASTING = { fasting: false }

export const VISIT_SLOT_REFUSAL_TEXT: Record<SlotRefusal, string> = {
  not_a_slot: 'Please choose one of the visit slots shown',
  too_soon: 'That slot starts in less than 2 hours. Please choose a later one.',
  too_far: 'Visits can be booked up to 6 days ahead. Please choose an earlier day.',
  fasting: 'Please choose another slot',
}

export const cityNotServed = (city: string) =>
  AppError.invalid(
    `Our nurses do not visit ${city.trim().slice(0, 60)} yet. We vaccinate at home in ${Object.keys(NURSES_PER_SLOT).join(', ')}.`,
    'city',
    'city_not_served',
  )

export function slotToWire(row: VaccinationSlotRow): VaccinationSlot {
  const free = Math.max(0, row.capacity - row.taken)
  return {
    id: row.id,
    starts_at: row.startsAt.toISOString(),
    ends_at: new Date(row.startsAt.getTime() + SLOT_MINUTES * MINUTE).toISOString(),
    label: slotLabel(row.startsAt),
    part: dayPartOf(row.startsAt),
    capacity: row.capacity,
    free,
    available: free > 0,
  }
}

export function createVaccinationSlots(db: Db, deps: { now: Clock; capacity?: (city: string) => number }) {
  const { now } = deps
  const capacityOf = deps.capacity ?? ((city: string) => NURSES_PER_SLOT[city] ?? 1)
  const places = slotPlaces(vaccinationSlots)

  /** A day's rows of a city, made on first ask; earliest first. */
  async function dayRows(q: Db, city: string, date: string): Promise<VaccinationSlotRow[]> {
    const { from, to } = dayBounds(date)
    return places.rowsOnFirstAsk(q, {
      read: (r) =>
        r
          .select()
          .from(vaccinationSlots)
          .where(and(eq(vaccinationSlots.city, city), gte(vaccinationSlots.startsAt, from), lt(vaccinationSlots.startsAt, to)))
          .orderBy(asc(vaccinationSlots.startsAt)),
      complete: (rows) => rows.length >= SLOTS_PER_DAY,
      rows: () => slotStartsOf(date).map((startsAt) => ({ city, startsAt, capacity: capacityOf(city), taken: 0 })),
    })
  }

  /** A city's bookable slots of a day (the labs' lead and window) with their free places. */
  async function availability(cityAsked: string, date: string): Promise<VaccinationSlotDay> {
    if (!isCalendarDate(date)) throw AppError.invalid('Please choose a day (YYYY-MM-DD)', 'date')
    const city = vaccinationCity(cityAsked)
    if (!city) throw cityNotServed(cityAsked)
    const at = now()
    const days = bookableDays(at)
    const rows = days.includes(date) ? await dayRows(db, city, date) : []
    return {
      city,
      date,
      label: dayLabel(date, at),
      days: days.map((d) => ({ date: d, label: dayLabel(d, at) })),
      slots: rows.filter((r) => slotRefusal(r.startsAt, at, NO_FASTING) === null).map(slotToWire),
    }
  }

  /** Why a slot cannot be booked now, or null. */
  const refusal = (row: VaccinationSlotRow, at: Date) => slotRefusal(row.startsAt, at, NO_FASTING)

  async function get(q: Db, slotId: number): Promise<VaccinationSlotRow | null> {
    const [row] = await q.select().from(vaccinationSlots).where(eq(vaccinationSlots.id, slotId))
    return row ?? null
  }

  /** The first bookable slot of the city after `after` with a free place, within the window; null when none. */
  async function nextFree(city: string, after: Date): Promise<VaccinationSlotRow | null> {
    const at = now()
    for (const date of bookableDays(at)) {
      const found = (await dayRows(db, city, date)).find(
        (r) => r.startsAt.getTime() > after.getTime() && r.taken < r.capacity && refusal(r, at) === null,
      )
      if (found) return found
    }
    return null
  }

  return {
    availability,
    dayRows,
    get,
    refusal,
    nextFree,
    take: (tx: Db, slotId: number) => places.take(tx, slotId, 1),
    release: (tx: Db, slotId: number) => places.release(tx, slotId, 1),
  }
}
export type VaccinationSlots = ReturnType<typeof createVaccinationSlots>

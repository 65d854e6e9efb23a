import { and, asc, eq, gte, lt, sql, type SQL } from 'drizzle-orm'
import {
  bookableStarts,
  bookingDays,
  type DayException,
  doctorSlotRefusal,
  DOCTOR_SLOT_REFUSAL_TEXT,
  earliestStart,
  nextSlotLabel,
  slotsOfDay,
  startRuns,
  waitLabel,
  waitMinutes,
  type WeeklyHours,
  withinConsultNow,
} from '../../../core/consultations/availability.ts'
import {
  CONSULT_NOW_GRACE_MINUTES,
  CONSULT_NOW_WITHIN_MINUTES,
  DOCTOR_SLOT_CAPACITY,
  DOCTORS_PER_PAGE,
  type DoctorSort,
  FEE_BANDS,
  type FeeBand,
  type Language,
  LANGUAGES,
} from '../../../core/consultations/vocabulary.ts'
import { toRupees, type Paise } from '../../../core/money.ts'
import { dayLabel, isCalendarDate, istParts, timeLabel, weekdayOf, addDays } from '../../../core/time/ist.ts'
import type { ConsultNow, DoctorCard, DoctorDay, DoctorList, DoctorPage, Specialty } from '../../../contracts/consultations.ts'
import { queryRows, type Db } from '../../db/client.ts'
import { AppError } from '../../lib/app-error.ts'
import { cached } from '../../lib/cache.ts'
import type { Clock } from '../../lib/clock.ts'
import { slotPlaces } from '../../lib/slot-places.ts'
import { doctorSlots } from './schema.ts'

// Finding a doctor (issue 24 §2) and the doctors' slots (§1). The listing is two statements whatever the page: the page
// of doctors with their hours and exceptions (one query; the specialty's doctors by the primary key of
// doctor_specialties, at most a few hundred rows sorted in memory), then the next free slot of every doctor of the page
// at once: the candidates (core/consultations/availability.ts cuts each doctor's week into slots) go to the database as
// runs of evenly spaced starts (a few a day per doctor), and one anti-join with those doctors' full slots (read by
// doctor_slots' unique (doctor_id, starts_at)) keeps each doctor's first candidate that is not full. A slot without a row is free: rows are made on first ask (a
// day's page, a booking) by the shared slot engine (server/lib/slot-places.ts), which also takes and releases the one
// place of a slot inside a booking's transaction.

export type DoctorSlotRow = typeof doctorSlots.$inferSelect

const MINUTE = 60_000
const specialtyNotFound = () => AppError.notFound('We could not find that specialty', 'specialty_not_found')
const doctorNotFound = () => AppError.notFound('We could not find that doctor', 'doctor_not_found')

export interface ListFilters {
  language?: Language
  fee?: FeeBand
  minExperience?: number
  sort?: DoctorSort
  page?: number
  perPage?: number
}

/** A doctor's row as the listing's query answers it. */
interface DoctorRow {
  id: number
  name: string
  initials: string
  qualifications: string
  registration_number: string
  council: string
  languages: string[]
  experience_years: number
  fee_paise: number
  rating_tenths: number | null
  ratings: number
  sample: boolean
  specialty_ids: number[] | null
  hours: Array<[number, number, number, number]>
  exceptions: Array<[string, 'off' | 'extra', number | null, number | null, number]>
  total?: number
}

const SORTS: Record<DoctorSort, SQL> = {
  relevance: sql`d.rating_tenths desc nulls last, d.experience_years desc, d.id`,
  fee_low: sql`d.fee_paise, d.rating_tenths desc nulls last, d.id`,
  fee_high: sql`d.fee_paise desc, d.rating_tenths desc nulls last, d.id`,
  experience: sql`d.experience_years desc, d.rating_tenths desc nulls last, d.id`,
}

/** A doctor's time only: the hours and the exceptions. */
type TimeRow = Pick<DoctorRow, 'id' | 'hours' | 'exceptions'>

const hoursOf = (r: TimeRow): WeeklyHours[] =>
  r.hours.map(([weekday, fromMinute, toMinute, slotMinutes]) => ({ weekday, fromMinute, toMinute, slotMinutes }))
const exceptionsOf = (r: TimeRow): DayException[] =>
  r.exceptions.map(([date, kind, fromMinute, toMinute, slotMinutes]) => ({ date, kind, fromMinute, toMinute, slotMinutes }))

/** The columns of a doctor, with their hours and their exceptions from `from` to `to` (dates), as JSON arrays. */
const doctorColumns = (from: string, to: string) => sql`
  d.id, d.name, d.initials, d.qualifications, d.registration_number, d.council, d.languages, d.experience_years,
  d.fee_paise, d.rating_tenths, d.ratings, d.sample,
  (select array_agg(x.specialty_id order by x.specialty_id) from doctor_specialties x where x.doctor_id = d.id) as specialty_ids,
  (select coalesce(json_agg(json_build_array(h.weekday, h.from_minute, h.to_minute, h.slot_minutes)), '[]'::json)
     from doctor_hours h where h.doctor_id = d.id) as hours,
  (select coalesce(json_agg(json_build_array(e.date, e.kind, e.from_minute, e.to_minute, e.slot_minutes)), '[]'::json)
     from doctor_exceptions e where e.doctor_id = d.id and e.date between ${from}::date and ${to}::date) as exceptions`

/**
 * `with … free as (…)`: the doctors' candidate starts that are free (a CTE of doctor_id and epoch), or null without
 * any. The candidates go as runs of evenly spaced starts (a few a day per doctor), expanded by generate_series; the
 * full slots are those of these doctors between the first and the last candidate (an index range per doctor on the
 * unique (doctor_id, starts_at)).
 */
function freeCandidates(items: Array<{ id: number; starts: Date[] }>): SQL | null {
  const ids: number[] = []
  const firsts: number[] = []
  const steps: number[] = []
  const counts: number[] = []
  let from = Infinity
  let to = -Infinity
  for (const { id, starts } of items) {
    if (starts.length === 0) continue
    from = Math.min(from, starts[0]!.getTime() / 1000)
    to = Math.max(to, starts.at(-1)!.getTime() / 1000)
    for (const run of startRuns(starts)) {
      ids.push(id)
      firsts.push(run.start.getTime() / 1000)
      steps.push(run.stepMinutes * 60)
      counts.push(run.count)
    }
  }
  if (ids.length === 0) return null
  const list = (xs: number[]) => xs.join(',')
  return sql`with c as (
      select r.doctor_id, r.first + i * r.step as epoch
      from unnest(string_to_array(${list(ids)}, ',')::int[], string_to_array(${list(firsts)}, ',')::bigint[],
                  string_to_array(${list(steps)}, ',')::int[], string_to_array(${list(counts)}, ',')::int[])
             as r(doctor_id, first, step, n),
           generate_series(0, r.n - 1) as i),
    full_slots as (
      select s.doctor_id, s.starts_at from doctor_slots s
      where s.doctor_id = any(string_to_array(${list([...new Set(ids)])}, ',')::int[])
        and s.starts_at >= to_timestamp(${from}) and s.starts_at <= to_timestamp(${to})
        and s.taken >= s.capacity),
    free as (
      select c.doctor_id, c.epoch from c
      where not exists (
        select 1 from full_slots f where f.doctor_id = c.doctor_id and f.starts_at = to_timestamp(c.epoch)))`
}

export function createConsultations(db: Db, deps: { now: Clock }) {
  const { now } = deps
  const places = slotPlaces(doctorSlots)

  // The specialties with their active doctors and lowest fee, kept a minute (they change with a doctor's profile,
  // not per booking); a code not found reads them again once (a specialty added meanwhile).
  const specialtyList = cached(
    60_000,
    async () => {
      const rows = await queryRows<{
        id: number
        code: string
        name: string
        symptoms: string[]
        doctors: number
        fee_from: number | null
      }>(
        db,
        sql`select s.id, s.code, s.name, s.symptoms,
              count(d.id)::int as doctors, min(d.fee_paise)::int as fee_from
            from specialties s
            left join doctor_specialties ds on ds.specialty_id = s.id
            left join doctors d on d.id = ds.doctor_id and d.active
            group by s.id order by s.position, s.name`,
      )
      return { list: rows, byCode: new Map(rows.map((r) => [r.code, r])), byId: new Map(rows.map((r) => [r.id, r])) }
    },
    now,
  )

  async function specialtyOf(code: string) {
    let found = (await specialtyList()).byCode.get(code)
    if (!found) {
      specialtyList.invalidate()
      found = (await specialtyList()).byCode.get(code)
    }
    if (!found) throw specialtyNotFound()
    return found
  }

  async function specialties(): Promise<Specialty[]> {
    return (await specialtyList()).list.map((s) => ({
      code: s.code,
      name: s.name,
      symptoms: s.symptoms,
      doctors: s.doctors,
      fee_from: s.fee_from === null ? null : toRupees(s.fee_from as Paise),
    }))
  }

  /**
   * The next free slot of each doctor (one statement for all): of each doctor's candidate starts (earliest first), the
   * first that has no full row. Doctors without one are left out of the map.
   */
  async function nextFreeOf(q: Db, items: Array<{ id: number; starts: Date[] }>): Promise<Map<number, Date>> {
    const free = freeCandidates(items)
    if (!free) return new Map()
    const found = await queryRows<{ doctor_id: number; starts_at: Date | string }>(
      q,
      sql`${free} select c.doctor_id, to_timestamp(min(c.epoch)) as starts_at from free c group by c.doctor_id`,
    )
    return new Map(found.map((f) => [f.doctor_id, new Date(f.starts_at)]))
  }

  /** Of all the doctors' candidates, the earliest free one, the best rated doctor's of a tie (consult now). */
  async function firstFreeOf(q: Db, items: Array<{ id: number; starts: Date[] }>): Promise<{ id: number; start: Date } | null> {
    const free = freeCandidates(items)
    if (!free) return null
    const [found] = await queryRows<{ doctor_id: number; starts_at: Date | string }>(
      q,
      sql`${free} select c.doctor_id, to_timestamp(c.epoch) as starts_at
          from free c join doctors d on d.id = c.doctor_id
          order by c.epoch, d.rating_tenths desc nulls last, c.doctor_id limit 1`,
    )
    return found ? { id: found.doctor_id, start: new Date(found.starts_at) } : null
  }

  /** The next free slot in the window of each doctor of `rows`. */
  const nextFree = (q: Db, rows: DoctorRow[], at: Date) =>
    nextFreeOf(
      q,
      rows.map((r) => ({ id: r.id, starts: bookableStarts(at, hoursOf(r), exceptionsOf(r)) })),
    )

  async function card(r: DoctorRow, next: Date | null, at: Date): Promise<DoctorCard> {
    const byId = (await specialtyList()).byId
    return {
      id: r.id,
      name: r.name,
      initials: r.initials,
      qualifications: r.qualifications,
      specialties: (r.specialty_ids ?? []).flatMap((id) => {
        const s = byId.get(id)
        return s ? [{ code: s.code, name: s.name }] : []
      }),
      languages: r.languages.map((code) => ({ code, label: LANGUAGES[code as Language] ?? code })),
      experience_years: r.experience_years,
      fee: toRupees(r.fee_paise as Paise),
      rating: r.rating_tenths === null ? null : r.rating_tenths / 10,
      ratings: r.ratings,
      sample: r.sample,
      next_free_slot: next ? { starts_at: next.toISOString(), label: nextSlotLabel(next, at) } : null,
    }
  }

  /** A specialty's doctors with their fee, languages, experience, rating and next free slot; filtered, a page. */
  async function list(code: string, filters: ListFilters = {}): Promise<DoctorList> {
    const specialty = await specialtyOf(code)
    const at = now()
    const days = bookingDays(at)
    const sort = filters.sort ?? 'relevance'
    const page = filters.page ?? 1
    const perPage = filters.perPage ?? DOCTORS_PER_PAGE
    const where: SQL[] = [sql`ds.specialty_id = ${specialty.id}`, sql`d.active`]
    if (filters.language) where.push(sql`d.languages @> array[${filters.language}]::text[]`)
    if (filters.fee) {
      const band = FEE_BANDS[filters.fee]
      where.push(sql`d.fee_paise > ${band.min}`)
      if (band.max !== null) where.push(sql`d.fee_paise <= ${band.max}`)
    }
    if (filters.minExperience) where.push(sql`d.experience_years >= ${filters.minExperience}`)
    // The page first (ids and the total), then its doctors' columns: the subqueries run for the page's rows only.
    const rows = await queryRows<DoctorRow>(
      db,
      sql`with page as (
            select d.id, (count(*) over ())::int as total
            from doctor_specialties ds join doctors d on d.id = ds.doctor_id
            where ${sql.join(where, sql` and `)}
            order by ${SORTS[sort]}
            limit ${perPage} offset ${(page - 1) * perPage})
          select page.total, ${doctorColumns(days[0]!, days.at(-1)!)}
          from page join doctors d on d.id = page.id
          order by ${SORTS[sort]}`,
    )
    let total = rows[0]?.total ?? 0
    if (rows.length === 0 && page > 1) {
      // Past the last page: the total still says how many there are.
      const [n] = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from doctor_specialties ds join doctors d on d.id = ds.doctor_id
            where ${sql.join(where, sql` and `)}`,
      )
      total = n?.n ?? 0
    }
    const next = await nextFree(db, rows, at)
    return {
      specialty: { code: specialty.code, name: specialty.name },
      filters: {
        language: filters.language ?? null,
        fee: filters.fee ?? null,
        min_experience: filters.minExperience ?? null,
        sort,
      },
      page,
      per_page: perPage,
      total,
      doctors: await Promise.all(rows.map((r) => card(r, next.get(r.id) ?? null, at))),
    }
  }

  /**
   * An active doctor with their hours and their exceptions over the window; null when there is none. `share`: the
   * profile row is held FOR SHARE until the caller's transaction ends, so a change of the doctor's hours (hours.ts, FOR
   * UPDATE) waits for a booking made against these hours, and a booking for the change.
   */
  async function doctorRow(q: Db, id: number, at: Date, opts: { share?: boolean } = {}): Promise<DoctorRow | null> {
    const days = bookingDays(at)
    // The lock first, on its own: under READ COMMITTED a statement that waited for a lock still computes its select
    // list (the hours' subqueries) from the snapshot it began with, so a booking that waited for a change of hours
    // would judge the slot by the hours before it. The next statement reads them after the change committed.
    if (opts.share) await q.execute(sql`select 1 from doctors where id = ${id} for share`)
    const [row] = await queryRows<DoctorRow>(
      q,
      sql`select ${doctorColumns(addDays(days[0]!, -1), days.at(-1)!)} from doctors d where d.id = ${id} and d.active`,
    )
    return row ?? null
  }

  /**
   * A doctor's page: the profile, the next free slot, the bookable days and the slots of one (`date`, else the next
   * free slot's day, else today). 404 for an unknown or inactive doctor.
   */
  async function doctor(id: number, date?: string): Promise<DoctorPage> {
    if (date !== undefined && !isCalendarDate(date)) throw AppError.invalid('Please choose a day (YYYY-MM-DD)', 'date')
    const at = now()
    const row = await doctorRow(db, id, at)
    if (!row) throw doctorNotFound()
    const next = (await nextFree(db, [row], at)).get(row.id) ?? null
    return {
      doctor: {
        ...(await card(row, next, at)),
        registration_number: row.registration_number,
        council: row.council,
      },
      days: bookingDays(at).map((d) => ({ date: d, label: dayLabel(d, at) })),
      day: await dayOf(row, date ?? (next ? istParts(next).date : istParts(at).date), at),
    }
  }

  /**
   * A day's slot rows of a doctor, made on first ask (the shared slot engine), earliest first: only the starts the
   * doctor's hours and exceptions give that day.
   */
  async function dayRows(q: Db, row: DoctorRow, date: string): Promise<DoctorSlotRow[]> {
    const starts = slotsOfDay(date, hoursOf(row), exceptionsOf(row))
    if (starts.length === 0) return []
    const wanted = new Set(starts.map((s) => s.startsAt.getTime()))
    const from = starts[0]!.startsAt
    const to = new Date(starts.at(-1)!.startsAt.getTime() + MINUTE)
    const rows = await places.rowsOnFirstAsk(q, {
      read: (r) =>
        r
          .select()
          .from(doctorSlots)
          .where(and(eq(doctorSlots.doctorId, row.id), gte(doctorSlots.startsAt, from), lt(doctorSlots.startsAt, to)))
          .orderBy(asc(doctorSlots.startsAt)),
      complete: (found) => found.filter((f) => wanted.has(f.startsAt.getTime())).length === wanted.size,
      rows: () =>
        starts.map((s) => ({
          doctorId: row.id,
          startsAt: s.startsAt,
          minutes: s.minutes,
          capacity: DOCTOR_SLOT_CAPACITY,
          taken: 0,
        })),
    })
    return rows.filter((r) => wanted.has(r.startsAt.getTime()))
  }

  /** A doctor's slots of a day (from 5 minutes on, in the 7-day window) and whether each is free. */
  async function daySlots(id: number, date: string): Promise<DoctorDay> {
    if (!isCalendarDate(date)) throw AppError.invalid('Please choose a day (YYYY-MM-DD)', 'date')
    const at = now()
    const row = await doctorRow(db, id, at)
    if (!row) throw doctorNotFound()
    return dayOf(row, date, at)
  }

  async function dayOf(row: DoctorRow, date: string, at: Date): Promise<DoctorDay> {
    // Days outside the window have no bookable slot: answered without making their rows.
    const rows = bookingDays(at).includes(date) ? await dayRows(db, row, date) : []
    const from = earliestStart(at).getTime()
    return {
      doctor_id: row.id,
      date,
      label: dayLabel(date, at),
      slots: rows
        .filter((r) => r.startsAt.getTime() >= from)
        .map((r) => ({
          id: r.id,
          starts_at: r.startsAt.toISOString(),
          ends_at: new Date(r.startsAt.getTime() + r.minutes * MINUTE).toISOString(),
          label: timeLabel(r.startsAt),
          available: r.taken < r.capacity,
        })),
    }
  }

  /**
   * 'Consult now': of the specialty's active doctors (in a language), the one whose free slot starts first within 30
   * minutes (or began less than 5 minutes ago), the best rated of a tie; and the wait. Only the doctors whose hours or
   * extra hours meet those 35 minutes are read.
   */
  async function consultNow(code: string, opts: { language?: Language; exclude?: readonly number[] } = {}): Promise<ConsultNow> {
    const specialty = await specialtyOf(code)
    const at = now()
    const { date: today, minute } = istParts(at)
    const a = minute - CONSULT_NOW_GRACE_MINUTES
    const b = minute + CONSULT_NOW_WITHIN_MINUTES
    const dow = weekdayOf(today)
    const yesterday = addDays(today, -1)
    const tomorrow = addDays(today, 1)
    // A superset of who can be free then: hours of today that meet [a, b], or of the day either side across midnight.
    const meets = (weekday: SQL, date: SQL, alias: 'h' | 'e') => {
      const t = sql.raw(alias)
      return sql`((${weekday} = ${dow} or ${date} = ${today}::date) and ${t}.from_minute <= ${b} and ${t}.to_minute > ${a})
        or (${b} > 1440 and (${weekday} = ${(dow + 1) % 7} or ${date} = ${tomorrow}::date) and ${t}.from_minute <= ${b - 1440})
        or (${a} < 0 and (${weekday} = ${(dow + 6) % 7} or ${date} = ${yesterday}::date) and ${t}.to_minute > ${1440 + a})`
    }
    const language = opts.language ? sql`and d.languages @> array[${opts.language}]::text[]` : sql``
    // Another doctor now (a no-show, decision 057): the doctor who did not join is left out.
    const exclude = opts.exclude?.length ? sql`and d.id <> all(string_to_array(${opts.exclude.join(',')}, ',')::int[])` : sql``
    // Only the hours and exceptions of the days around now: the profile is read for the one doctor chosen.
    const rows = await queryRows<TimeRow>(
      db,
      sql`select d.id,
            (select coalesce(json_agg(json_build_array(h.weekday, h.from_minute, h.to_minute, h.slot_minutes)), '[]'::json)
               from doctor_hours h where h.doctor_id = d.id and h.weekday in (${(dow + 6) % 7}, ${dow}, ${(dow + 1) % 7})) as hours,
            (select coalesce(json_agg(json_build_array(e.date, e.kind, e.from_minute, e.to_minute, e.slot_minutes)), '[]'::json)
               from doctor_exceptions e where e.doctor_id = d.id and e.date between ${yesterday}::date and ${tomorrow}::date) as exceptions
          from doctor_specialties ds join doctors d on d.id = ds.doctor_id
          where ds.specialty_id = ${specialty.id} and d.active ${language} ${exclude}
            and (exists (select 1 from doctor_hours h where h.doctor_id = d.id and (${meets(sql`h.weekday`, sql`null::date`, 'h')}))
              or exists (select 1 from doctor_exceptions e where e.doctor_id = d.id and e.kind = 'extra'
                and (${meets(sql`null::int`, sql`e.date`, 'e')})))`,
    )
    const until = new Date(at.getTime() + CONSULT_NOW_WITHIN_MINUTES * MINUTE + 1)
    const first = await firstFreeOf(
      db,
      rows.map((r) => ({ id: r.id, starts: bookableStarts(at, hoursOf(r), exceptionsOf(r), { consultNow: true, until }) })),
    )
    const row = first && withinConsultNow(first.start, at) ? await doctorRow(db, first.id, at) : null
    const best = row && first ? { row, start: first.start } : null
    if (!best) {
      const next = await specialtyNextFree(specialty.id, opts.language, at)
      return {
        specialty: { code: specialty.code, name: specialty.name },
        available: false,
        doctor: null,
        slot: null,
        wait_minutes: null,
        wait_label: null,
        next_slot: next ? { starts_at: next.toISOString(), label: nextSlotLabel(next, at) } : null,
      }
    }
    const wait = waitMinutes(best.start, at)
    return {
      specialty: { code: specialty.code, name: specialty.name },
      available: true,
      doctor: await card(best.row, best.start, at),
      slot: { starts_at: best.start.toISOString(), label: nextSlotLabel(best.start, at) },
      wait_minutes: wait,
      wait_label: waitLabel(wait),
      next_slot: null,
    }
  }

  /**
   * 'No doctor free now: next at 6:30 PM': the earliest free bookable slot of the specialty's active doctors (in a
   * language) over the 7-day window, one statement for their time and one for the slot, as the listing does.
   */
  async function specialtyNextFree(specialtyId: number, language: Language | undefined, at: Date): Promise<Date | null> {
    const days = bookingDays(at)
    const rows = await queryRows<TimeRow>(
      db,
      sql`select d.id,
            (select coalesce(json_agg(json_build_array(h.weekday, h.from_minute, h.to_minute, h.slot_minutes)), '[]'::json)
               from doctor_hours h where h.doctor_id = d.id) as hours,
            (select coalesce(json_agg(json_build_array(e.date, e.kind, e.from_minute, e.to_minute, e.slot_minutes)), '[]'::json)
               from doctor_exceptions e where e.doctor_id = d.id and e.date between ${days[0]!}::date and ${days.at(-1)!}::date) as exceptions
          from doctor_specialties ds join doctors d on d.id = ds.doctor_id
          where ds.specialty_id = ${specialtyId} and d.active
            ${language ? sql`and d.languages @> array[${language}]::text[]` : sql``}`,
    )
    const first = await firstFreeOf(
      db,
      rows.map((r) => ({ id: r.id, starts: bookableStarts(at, hoursOf(r), exceptionsOf(r)) })),
    )
    return first?.start ?? null
  }

  /**
   * The slot row of a doctor's start, made when missing (a booking, later: within the caller's transaction `q`); 404
   * for an unknown doctor, 400 with the rule's text for a start that is not bookable now.
   */
  async function slotAt(q: Db, doctorId: number, startsAt: Date, opts: { consultNow?: boolean } = {}): Promise<DoctorSlotRow> {
    const at = now()
    const row = await doctorRow(q, doctorId, at, { share: true })
    if (!row) throw doctorNotFound()
    const refusal = doctorSlotRefusal(startsAt, at, hoursOf(row), exceptionsOf(row), opts)
    if (refusal) throw AppError.invalid(DOCTOR_SLOT_REFUSAL_TEXT[refusal], 'starts_at', `slot_${refusal}`)
    const found = (await dayRows(q, row, istParts(startsAt).date)).find((r) => r.startsAt.getTime() === startsAt.getTime())
    if (!found) throw new Error(`slotAt: no row for doctor ${doctorId} at ${startsAt.toISOString()}`)
    return found
  }

  /** Takes the slot's one place inside the caller's transaction: false when it is taken (or unknown). */
  const take = (tx: Db, slotId: number): Promise<boolean> => places.take(tx, slotId, 1)
  /** Gives the place back (a cancelled or moved consultation): false when it was not taken. */
  const release = (tx: Db, slotId: number): Promise<boolean> => places.release(tx, slotId, 1)

  return {
    specialties,
    list,
    doctor,
    daySlots,
    consultNow,
    slotAt,
    take,
    release,
    invalidate: () => specialtyList.invalidate(),
  }
}
export type Consultations = ReturnType<typeof createConsultations>

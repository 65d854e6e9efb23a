import { describe, expect, test } from 'vitest'
import { istInstant } from '../time/ist.ts'
import {
  bookableStarts,
  bookingDays,
  type DayException,
  doctorSlotRefusal,
  hoursProblem,
  nextFreeSlot,
  nextSlotLabel,
  slotsOfDay,
  startRuns,
  waitLabel,
  waitMinutes,
  type WeeklyHours,
  windowEnd,
  withinConsultNow,
} from './availability.ts'
import { FEE_BANDS, inFeeBand, isLanguage, type FeeBand } from './vocabulary.ts'

// 2026-11-30 is a Monday (weekday 1), 2026-12-01 a Tuesday.
const MON = '2026-11-30'
const TUE = '2026-12-01'
const hm = (h: number, m = 0) => h * 60 + m
/** Mondays 09:00–10:00 in 15 minutes; Tuesdays 17:00–18:00 in 20. */
const HOURS: WeeklyHours[] = [
  { weekday: 1, fromMinute: hm(9), toMinute: hm(10), slotMinutes: 15 },
  { weekday: 2, fromMinute: hm(17), toMinute: hm(18), slotMinutes: 20 },
]
const times = (date: string, starts: Array<{ startsAt: Date }>) =>
  starts.map((s) => {
    const local = new Date(s.startsAt.getTime() + 330 * 60_000)
    return `${local.toISOString().slice(0, 10) === date ? '' : local.toISOString().slice(0, 10) + ' '}${local.toISOString().slice(11, 16)}`
  })
const ex = (e: Partial<DayException> & Pick<DayException, 'kind'>): DayException => ({
  date: MON,
  fromMinute: null,
  toMinute: null,
  slotMinutes: 15,
  ...e,
})

describe('a day’s slots from the weekly pattern and the exceptions (India time)', () => {
  test.each<[string, string, DayException[], string[]]>([
    ['the pattern of a Monday', MON, [], ['09:00', '09:15', '09:30', '09:45']],
    ['the pattern of a Tuesday, 20-minute slots', TUE, [], ['17:00', '17:20', '17:40']],
    ['a Wednesday has no hours', '2026-12-02', [], []],
    ['a day off', MON, [ex({ kind: 'off' })], []],
    ['a day off on another date changes nothing', MON, [ex({ kind: 'off', date: TUE })], ['09:00', '09:15', '09:30', '09:45']],
    [
      'hours off drop the slots they overlap',
      MON,
      [ex({ kind: 'off', fromMinute: hm(9, 20), toMinute: hm(9, 40) })],
      ['09:00', '09:45'],
    ],
    [
      'extra hours after the pattern',
      MON,
      [ex({ kind: 'extra', fromMinute: hm(18), toMinute: hm(18, 30) })],
      ['09:00', '09:15', '09:30', '09:45', '18:00', '18:15'],
    ],
    [
      'extra hours on a day without a pattern',
      '2026-12-02',
      [ex({ kind: 'extra', date: '2026-12-02', fromMinute: hm(8), toMinute: hm(8, 30) })],
      ['08:00', '08:15'],
    ],
    [
      'extra hours overlapping the pattern are one slot a start',
      MON,
      [ex({ kind: 'extra', fromMinute: hm(9, 30), toMinute: hm(10, 15) })],
      ['09:00', '09:15', '09:30', '09:45', '10:00'],
    ],
    ['a day off beats extra hours', MON, [ex({ kind: 'off' }), ex({ kind: 'extra', fromMinute: hm(18), toMinute: hm(19) })], []],
    [
      'a window shorter than a slot has none',
      '2026-12-02',
      [ex({ kind: 'extra', date: '2026-12-02', fromMinute: hm(8), toMinute: hm(8, 10) })],
      [],
    ],
    [
      'the last slot ends by the window’s end',
      TUE,
      [ex({ kind: 'extra', date: TUE, fromMinute: hm(6), toMinute: hm(6, 50), slotMinutes: 20 })],
      ['06:00', '06:20', '17:00', '17:20', '17:40'],
    ],
    ['a date that is not one', '2026-02-30', [], []],
  ])('%s', (_name, date, exceptions, expected) => {
    expect(times(date, slotsOfDay(date, HOURS, exceptions))).toEqual(expected)
  })

  test('a slot starts at India’s time whatever the server’s zone: 09:00 IST is 03:30 UTC', () => {
    expect(slotsOfDay(MON, HOURS, [])[0]!.startsAt.toISOString()).toBe('2026-11-30T03:30:00.000Z')
  })

  test.each<[string, { fromMinute: number; toMinute: number; slotMinutes: number }, RegExp | null]>([
    ['09:00–13:00 in 15', { fromMinute: hm(9), toMinute: hm(13), slotMinutes: 15 }, null],
    ['to midnight', { fromMinute: hm(23), toMinute: hm(24), slotMinutes: 30 }, null],
    ['a 12-minute slot', { fromMinute: hm(9), toMinute: hm(13), slotMinutes: 12 }, /10, 15, 20 or 30/],
    ['past midnight', { fromMinute: hm(23), toMinute: hm(24, 30), slotMinutes: 15 }, /within the day/],
    ['backwards', { fromMinute: hm(13), toMinute: hm(9), slotMinutes: 15 }, /before their first slot/],
    ['09:03', { fromMinute: hm(9, 3), toMinute: hm(13), slotMinutes: 15 }, /multiple of 5/],
  ])('hours %s → %s', (_name, h, problem) => {
    const found = hoursProblem(h)
    if (problem === null) expect(found).toBeNull()
    else expect(found).toMatch(problem)
  })
})

describe('the booking window: 7 days in India, a 5-minute notice, consult now takes a slot begun 5 minutes ago', () => {
  // Monday 09:20 IST.
  const now = istInstant(MON, hm(9, 20))

  test('the days run from India’s today, even just before midnight UTC turns', () => {
    expect(bookingDays(now)).toEqual([
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-06',
    ])
    // 23:50 UTC on Nov 29 is 05:20 on Nov 30 in India.
    expect(bookingDays(new Date('2026-11-29T23:50:00Z'))[0]).toBe('2026-11-30')
    expect(windowEnd(now).toISOString()).toBe(istInstant('2026-12-07', 0).toISOString())
  })

  test.each<[string, Date, boolean, ReturnType<typeof doctorSlotRefusal>]>([
    ['09:30, 10 minutes on', istInstant(MON, hm(9, 30)), false, null],
    ['09:15, begun', istInstant(MON, hm(9, 15)), false, 'too_soon'],
    ['09:15, begun 5 minutes ago, consult now', istInstant(MON, hm(9, 15)), true, null],
    ['09:00, begun 20 minutes ago, consult now', istInstant(MON, hm(9)), true, 'too_soon'],
    ['09:20 is not a start', istInstant(MON, hm(9, 20)), false, 'not_a_slot'],
    ['next Monday 09:00, the eighth day', istInstant('2026-12-07', hm(9)), false, 'too_far'],
    ['Tuesday 17:40', istInstant(TUE, hm(17, 40)), false, null],
  ])('%s → %s', (_name, startsAt, consultNow, refusal) => {
    expect(doctorSlotRefusal(startsAt, now, HOURS, [], { consultNow })).toBe(refusal)
  })

  test('the bookable starts over the window, earliest first (a day off left out)', () => {
    const starts = bookableStarts(now, HOURS, [ex({ kind: 'off', date: TUE })])
    // The pattern has only Mondays and Tuesdays; next Monday is outside the window.
    expect(
      times(
        MON,
        starts.map((startsAt) => ({ startsAt })),
      ),
    ).toEqual(['09:30', '09:45'])
    expect(bookableStarts(now, HOURS, [])).toHaveLength(5)
    expect(bookableStarts(now, HOURS, [], { consultNow: true })).toHaveLength(6)
    expect(bookableStarts(now, HOURS, [], { until: istInstant(MON, hm(9, 40)) })).toHaveLength(1)
  })
})

describe('the next free slot and consult now’s wait', () => {
  const now = istInstant(MON, hm(9, 20))
  const c = bookableStarts(now, HOURS, [])
  const full = (...ds: Date[]) => new Set(ds.map((d) => d.getTime()))

  test.each<[string, Set<number>, string | null]>([
    ['none full: the first', full(), '2026-11-30T04:00:00.000Z'],
    ['the first full: the second', full(c[0]!), '2026-11-30T04:15:00.000Z'],
    ['Monday full: Tuesday evening', full(c[0]!, c[1]!), '2026-12-01T11:30:00.000Z'],
    ['all full: none', full(...c), null],
  ])('%s', (_name, taken, expected) => {
    expect(nextFreeSlot(c, taken)?.toISOString() ?? null).toBe(expected)
  })

  test.each<[string, Date, number, boolean, string]>([
    ['begun 2 minutes ago', new Date(now.getTime() - 2 * 60_000), 0, true, 'Connecting now'],
    ['in 30 seconds', new Date(now.getTime() + 30_000), 1, true, 'Connecting in about 1 minute'],
    ['in 10 minutes', new Date(now.getTime() + 10 * 60_000), 10, true, 'Connecting in about 10 minutes'],
    ['in 30 minutes', new Date(now.getTime() + 30 * 60_000), 30, true, 'Connecting in about 30 minutes'],
    ['in 31 minutes', new Date(now.getTime() + 31 * 60_000), 31, false, 'Connecting in about 31 minutes'],
    ['begun 6 minutes ago', new Date(now.getTime() - 6 * 60_000), 0, false, 'Connecting now'],
  ])('a slot %s: wait %i min, within consult now %s', (_name, startsAt, wait, within, label) => {
    expect(waitMinutes(startsAt, now)).toBe(wait)
    expect(withinConsultNow(startsAt, now)).toBe(within)
    expect(waitLabel(wait)).toBe(label)
  })

  test.each<[Date, string]>([
    [istInstant(MON, hm(9, 30)), 'Today, 9:30 AM'],
    [istInstant(TUE, hm(17, 40)), 'Tomorrow, 5:40 PM'],
    [istInstant('2026-12-04', hm(12)), 'Fri 4 Dec, 12:00 PM'],
  ])('%s is named %s', (at, label) => expect(nextSlotLabel(at, now)).toBe(label))
})

describe('the filters’ vocabulary', () => {
  test.each<[number, FeeBand, boolean]>([
    [0, 'upto_300', true],
    [30_000, 'upto_300', true],
    [30_001, 'upto_300', false],
    [30_001, '300_500', true],
    [50_000, '300_500', true],
    [50_000, '500_1000', false],
    [100_000, '500_1000', true],
    [100_001, 'above_1000', true],
    [100_000, 'above_1000', false],
  ])('₹%i paise in %s: %s', (fee, band, inside) => expect(inFeeBand(fee, band)).toBe(inside))

  test('every fee is in exactly one band', () => {
    for (const fee of [0, 1, 29_999, 30_000, 30_001, 49_999, 50_000, 99_999, 100_000, 100_001, 5_000_000])
      expect(Object.keys(FEE_BANDS).filter((b) => inFeeBand(fee, b as FeeBand))).toHaveLength(1)
  })

  test.each([
    ['hindi', true],
    ['english', true],
    ['Hindi', false],
    ['klingon', false],
    ['toString', false],
    ['__proto__', false],
  ])('%s is a language: %s', (code, ok) => expect(isLanguage(code)).toBe(ok))
})

describe('starts as runs (what the listing’s query expands)', () => {
  const t = (date: string, h: number, m = 0) => istInstant(date, hm(h, m))
  const runs = (starts: Date[]) => startRuns(starts).map((r) => [r.start.toISOString(), r.stepMinutes, r.count])
  test.each<[string, Date[], Array<[string, number, number]>]>([
    ['none', [], []],
    ['one', [t(MON, 9)], [[t(MON, 9).toISOString(), 1, 1]]],
    ['a window', [t(MON, 9), t(MON, 9, 15), t(MON, 9, 30)], [[t(MON, 9).toISOString(), 15, 3]]],
    [
      'two windows of a day and the next day',
      [t(MON, 9), t(MON, 9, 15), t(MON, 17), t(MON, 17, 20), t(MON, 17, 40), t(TUE, 9)],
      [
        [t(MON, 9).toISOString(), 15, 2],
        [t(MON, 17).toISOString(), 20, 3],
        [t(TUE, 9).toISOString(), 1, 1],
      ],
    ],
  ])('%s', (_name, starts, expected) => {
    expect(runs(starts)).toEqual(expected)
    // Expanded, the runs are the starts again.
    const back = startRuns(starts).flatMap((r) =>
      Array.from({ length: r.count }, (_, i) => r.start.getTime() + i * r.stepMinutes * 60_000),
    )
    expect(back).toEqual(starts.map((s) => s.getTime()))
  })

  test('a week of the bookable starts is a run per window per day', () => {
    const now = istInstant(MON, hm(9, 20))
    const starts = bookableStarts(now, HOURS, [])
    expect(startRuns(starts)).toHaveLength(2)
  })
})

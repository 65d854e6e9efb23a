import { describe, expect, test } from 'vitest'
import { calendarDate } from '../../../core/fields/validation.ts'
import {
  addDays,
  bookableDays,
  bookableStartsOf,
  dayBounds,
  dayLabel,
  dayPartOf,
  isCalendarDate,
  istInstant,
  slotLabel,
  slotRefusal,
  slotStartsOf,
  SLOTS_PER_DAY,
  slotWithDayLabel,
  visitPlaces,
} from './slot-rules.ts'

// Issue 11 §4: slots of 30 minutes from 06:00 to 20:00 India time, none less than 2 hours from now, 7 days ahead
// (today and the 6 after it), fasting tests only before 10:00. Fixed clocks throughout.

const at = (iso: string) => new Date(iso)
const hhmm = (d: Date) => d.toLocaleTimeString('en-GB', { timeZone: 'Asia/Kolkata', hour: '2-digit', minute: '2-digit' })

describe('the slots of a day', () => {
  test('28 half hours from 06:00 to 19:30 India time, whatever the server zone', () => {
    const starts = slotStartsOf('2026-11-25')
    expect(starts).toHaveLength(28)
    expect(SLOTS_PER_DAY).toBe(28)
    expect(starts[0]!.toISOString()).toBe('2026-11-25T00:30:00.000Z')
    expect(starts.at(-1)!.toISOString()).toBe('2026-11-25T14:00:00.000Z')
    expect(hhmm(starts[0]!)).toBe('06:00')
    expect(hhmm(starts.at(-1)!)).toBe('19:30')
    for (let i = 1; i < starts.length; i++) expect(starts[i]!.getTime() - starts[i - 1]!.getTime()).toBe(30 * 60_000)
  })

  test("a day's bounds are India's midnight to midnight", () => {
    expect(dayBounds('2026-11-25')).toEqual({
      from: at('2026-11-24T18:30:00.000Z'),
      to: at('2026-11-25T18:30:00.000Z'),
    })
  })

  test('dates: real ones only, and days added across months and years', () => {
    expect(isCalendarDate('2026-02-28')).toBe(true)
    expect(isCalendarDate('2026-02-29')).toBe(false)
    expect(isCalendarDate('2026-13-01')).toBe(false)
    expect(isCalendarDate('26-11-25')).toBe(false)
    expect(addDays('2026-12-29', 6)).toBe('2027-01-04')
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29')
  })
})

describe('the 7-day window (India dates)', () => {
  test('today and the 6 after it', () => {
    expect(bookableDays(at('2026-11-25T04:30:00Z'))).toEqual([
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
    ])
  })

  test("at 23:59 UTC it is already the next day in India: the window starts at India's today", () => {
    // 2026-11-25 20:00 UTC is 2026-11-26 01:30 in India.
    const now = at('2026-11-25T20:00:00Z')
    expect(bookableDays(now)[0]).toBe('2026-11-26')
    expect(bookableDays(now).at(-1)).toBe('2026-12-02')
    expect(slotRefusal(istInstant('2026-11-26', 6 * 60), now, { fasting: false })).toBeNull()
    expect(slotRefusal(istInstant('2026-12-02', 19 * 60 + 30), now, { fasting: false })).toBeNull()
    expect(slotRefusal(istInstant('2026-12-03', 6 * 60), now, { fasting: false })).toBe('too_far')
  })

  test("India's date by its offset agrees with the time zone database", () => {
    for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2027, 0, 1); t += 3 * 3_600_000 + 17 * 60_000)
      expect(bookableDays(new Date(t))[0]).toBe(calendarDate(t, 'Asia/Kolkata'))
  })

  test('India midnight: 18:29 UTC is the old day, 18:30 UTC the new one', () => {
    expect(bookableDays(at('2026-11-25T18:29:59Z'))[0]).toBe('2026-11-25')
    expect(bookableDays(at('2026-11-25T18:30:00Z'))[0]).toBe('2026-11-26')
  })
})

describe('the 2-hour lead', () => {
  const now = at('2026-11-25T08:00:00+05:30')
  test('a slot exactly 2 hours away can be booked, one minute less cannot', () => {
    expect(slotRefusal(at('2026-11-25T10:00:00+05:30'), now, { fasting: false })).toBeNull()
    expect(slotRefusal(at('2026-11-25T09:30:00+05:30'), now, { fasting: false })).toBe('too_soon')
    const later = new Date(now.getTime() + 60_000)
    expect(slotRefusal(at('2026-11-25T10:00:00+05:30'), later, { fasting: false })).toBe('too_soon')
  })

  test("today's bookable slots start at now + 2 h, rounded up to the half hour", () => {
    const starts = bookableStartsOf('2026-11-25', at('2026-11-25T08:10:00+05:30'), { fasting: false })
    expect(hhmm(starts[0]!)).toBe('10:30')
    expect(starts).toHaveLength(19)
  })

  test('late in the evening nothing is left today; past days have nothing', () => {
    expect(bookableStartsOf('2026-11-25', at('2026-11-25T17:31:00+05:30'), { fasting: false })).toEqual([])
    expect(bookableStartsOf('2026-11-24', now, { fasting: false })).toEqual([])
    expect(bookableStartsOf('2026-12-02', now, { fasting: false })).toEqual([])
    expect(bookableStartsOf('2026-12-01', now, { fasting: false })).toHaveLength(28)
  })
})

describe('fasting', () => {
  const now = at('2026-11-25T12:00:00+05:30')
  test('only slots starting before 10:00: 06:00 to 09:30', () => {
    const starts = bookableStartsOf('2026-11-26', now, { fasting: true })
    expect(starts.map(hhmm)).toEqual(['06:00', '06:30', '07:00', '07:30', '08:00', '08:30', '09:00', '09:30'])
    expect(slotRefusal(at('2026-11-26T10:00:00+05:30'), now, { fasting: true })).toBe('fasting')
    expect(slotRefusal(at('2026-11-26T10:00:00+05:30'), now, { fasting: false })).toBeNull()
  })

  test('early in the morning the 2-hour lead leaves a few fasting slots today', () => {
    const starts = bookableStartsOf('2026-11-25', at('2026-11-25T06:45:00+05:30'), { fasting: true })
    expect(starts.map(hhmm)).toEqual(['09:00', '09:30'])
  })
})

describe('not a slot', () => {
  const now = at('2026-11-25T05:00:00+05:30')
  test.each(['2026-11-26T05:30:00+05:30', '2026-11-26T20:00:00+05:30', '2026-11-26T07:15:00+05:30', '2026-11-26T07:00:30+05:30'])(
    '%s',
    (iso) => expect(slotRefusal(at(iso), now, { fasting: false })).toBe('not_a_slot'),
  )
})

describe('names', () => {
  test('parts of the day, labels and day tabs', () => {
    expect(dayPartOf(at('2026-11-26T11:30:00+05:30'))).toBe('morning')
    expect(dayPartOf(at('2026-11-26T12:00:00+05:30'))).toBe('afternoon')
    expect(dayPartOf(at('2026-11-26T15:30:00+05:30'))).toBe('afternoon')
    expect(dayPartOf(at('2026-11-26T16:00:00+05:30'))).toBe('evening')
    expect(slotLabel(at('2026-11-26T06:00:00+05:30'))).toBe('6:00 AM – 6:30 AM')
    expect(slotLabel(at('2026-11-26T11:30:00+05:30'))).toBe('11:30 AM – 12:00 PM')
    expect(slotLabel(at('2026-11-26T19:30:00+05:30'))).toBe('7:30 PM – 8:00 PM')
    const now = at('2026-11-25T23:00:00+05:30')
    expect(dayLabel('2026-11-25', now)).toBe('Today')
    expect(dayLabel('2026-11-26', now)).toBe('Tomorrow')
    expect(dayLabel('2026-11-27', now)).toBe('Fri 27 Nov')
    expect(slotWithDayLabel(at('2026-11-27T07:30:00+05:30'))).toBe('Fri 27 Nov, 7:30 AM – 8:00 AM')
  })
})

describe('the places a visit takes', () => {
  test('one per distinct patient; a line without patients counts one', () => {
    expect(visitPlaces([])).toBe(1)
    expect(visitPlaces([{ patientIds: [] }])).toBe(1)
    expect(visitPlaces([{ patientIds: [1, 2] }, { patientIds: [2, 3] }])).toBe(3)
    expect(visitPlaces([{ patientIds: [1] }, { patientIds: [] }])).toBe(2)
    expect(visitPlaces([{ patientIds: [] }, { patientIds: [] }])).toBe(1)
  })
})

import { describe, expect, test } from 'vitest'
import {
  activeFilters,
  bookingPath,
  consultNowBrief,
  doctorPath,
  filterLabel,
  type ListingFilters,
  listingSearch,
  specialtyPath,
  withoutFilter,
} from './finding.ts'

const none: ListingFilters = { language: null, fee: null, min_experience: null, sort: 'relevance' }

describe('the finding pages’ paths', () => {
  test.each([
    [specialtyPath('general-physician'), '/online-doctor-consultation/specialty/general-physician'],
    [doctorPath(7), '/online-doctor-consultation/doctor/7'],
    [doctorPath(7, '2026-12-02'), '/online-doctor-consultation/doctor/7?date=2026-12-02'],
    [bookingPath(7, '2026-11-30T04:45:00.000Z'), '/online-doctor-consultation/book/7?slot=2026-11-30T04%3A45%3A00.000Z'],
    [
      bookingPath(7, '2026-11-30T04:45:00.000Z', { now: true }),
      '/online-doctor-consultation/book/7?slot=2026-11-30T04%3A45%3A00.000Z&now=1',
    ],
  ])('%s', (path, expected) => expect(path).toBe(expected))

  test('the booking link’s slot reads back as the same instant', () => {
    const url = new URL(bookingPath(3, '2026-12-01T12:30:00.000Z', { now: true }), 'http://x')
    expect(url.searchParams.get('slot')).toBe('2026-12-01T12:30:00.000Z')
    expect(url.searchParams.get('now')).toBe('1')
  })
})

describe('listingSearch', () => {
  test.each<[ListingFilters, number, string]>([
    [none, 1, ''],
    [none, 2, '?page=2'],
    [{ ...none, sort: 'fee_low' }, 1, '?sort=fee_low'],
    [
      { language: 'tamil', fee: 'upto_300', min_experience: 10, sort: 'experience' },
      3,
      '?language=tamil&fee=upto_300&min_experience=10&sort=experience&page=3',
    ],
  ])('%o page %i → %s', (filters, page, expected) => expect(listingSearch(filters, page)).toBe(expected))
})

describe('which filter to loosen', () => {
  const all: ListingFilters = { language: 'punjabi', fee: 'above_1000', min_experience: 20, sort: 'fee_low' }
  test('the filters in use, in the page’s order, and each named with its value', () => {
    expect(activeFilters(none)).toEqual([])
    expect(activeFilters(all)).toEqual(['language', 'fee', 'min_experience'])
    expect(activeFilters({ ...none, min_experience: 5 })).toEqual(['min_experience'])
    expect(filterLabel(all, 'language')).toBe('the language (Punjabi)')
    expect(filterLabel(all, 'fee')).toBe('the fee (Above ₹1,000)')
    expect(filterLabel(all, 'min_experience')).toBe('the experience (20+ years)')
  })
  test('dropping one keeps the others and the sort', () => {
    expect(withoutFilter(all, 'fee')).toEqual({ language: 'punjabi', fee: null, min_experience: 20, sort: 'fee_low' })
    expect(listingSearch(withoutFilter(all, 'language'))).toBe('?fee=above_1000&min_experience=20&sort=fee_low')
  })
})

describe('consultNowBrief', () => {
  const doctor = { id: 4, name: 'Dr A' }
  test('a doctor free now: who, when and the wait', () => {
    expect(
      consultNowBrief({
        available: true,
        doctor,
        slot: { starts_at: '2026-11-30T04:45:00.000Z' },
        wait_label: 'Connecting now',
        next_slot: null,
      }),
    ).toEqual({
      doctorId: 4,
      doctorName: 'Dr A',
      startsAt: '2026-11-30T04:45:00.000Z',
      waitLabel: 'Connecting now',
      nextLabel: null,
    })
  })
  test('nobody free now: the next free time, or nothing', () => {
    const none = { available: false, doctor: null, slot: null, wait_label: null }
    expect(consultNowBrief({ ...none, next_slot: { label: 'Today, 6:00 PM' } })).toMatchObject({
      doctorId: null,
      nextLabel: 'Today, 6:00 PM',
    })
    expect(consultNowBrief({ ...none, next_slot: null })).toMatchObject({ doctorId: null, nextLabel: null })
  })
})

import { describe, expect, test } from 'vitest'
import {
  canReschedule,
  customerCanCancelBooking,
  isFinalBooking,
  LAB_BOOKING_EVENTS,
  LAB_BOOKING_STATUSES,
  labBookingTransition,
  type LabBookingEvent,
  type LabBookingStatus,
} from './booking-states.ts'

// Every (status, event) pair: the allowed ones lead where the diagram says; every other pair is refused with a message.
const ALLOWED: Array<[LabBookingStatus, LabBookingEvent, LabBookingStatus]> = [
  ['pending_payment', 'paid', 'booked'],
  ['pending_payment', 'cancel', 'cancelled'],
  ['pending_payment', 'expire', 'cancelled'],
  ['booked', 'reschedule', 'booked'],
  ['booked', 'collect', 'sample_collected'],
  ['booked', 'cancel', 'cancelled'],
  ['sample_collected', 'process', 'processing'],
  ['sample_collected', 'report', 'report_ready'],
  ['processing', 'report', 'report_ready'],
]

describe('labBookingTransition', () => {
  test.each(ALLOWED)('%s --%s--> %s', (from, event, to) => {
    expect(labBookingTransition(from, event)).toEqual({ ok: true, to })
  })

  const refused = LAB_BOOKING_STATUSES.flatMap((from) =>
    LAB_BOOKING_EVENTS.filter((event) => !ALLOWED.some(([f, e]) => f === from && e === event)).map(
      (event) => [from, event] as const,
    ),
  )
  test.each(refused)('%s refuses %s', (from, event) => {
    const result = labBookingTransition(from, event)
    expect(result.ok).toBe(false)
  })

  test('a refusal says why in words the UI can show', () => {
    expect(labBookingTransition('sample_collected', 'cancel')).toEqual({
      ok: false,
      message: 'A booking that is sample collected cannot be cancelled',
    })
    expect(labBookingTransition('report_ready', 'reschedule')).toEqual({
      ok: false,
      message: 'A booking that is report ready cannot be rescheduled',
    })
  })
})

describe('what a customer may do', () => {
  const visit = new Date('2026-11-25T04:30:00Z') // 10:00 IST

  test('reschedule until exactly 2 hours before the visit, only while booked', () => {
    expect(canReschedule('booked', visit, new Date('2026-11-25T02:30:00Z'))).toBe(true)
    expect(canReschedule('booked', visit, new Date('2026-11-25T02:30:00.001Z'))).toBe(false)
    expect(canReschedule('booked', visit, new Date('2026-11-25T05:00:00Z'))).toBe(false)
    expect(canReschedule('pending_payment', visit, new Date('2026-11-24T00:00:00Z'))).toBe(false)
    expect(canReschedule('sample_collected', visit, new Date('2026-11-24T00:00:00Z'))).toBe(false)
  })

  test('cancel until the sample is collected', () => {
    expect(LAB_BOOKING_STATUSES.filter(customerCanCancelBooking)).toEqual(['pending_payment', 'booked'])
  })

  test('a report or a cancellation is final', () => {
    expect(LAB_BOOKING_STATUSES.filter(isFinalBooking)).toEqual(['report_ready', 'cancelled'])
  })
})

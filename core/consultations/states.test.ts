import { describe, expect, it } from 'vitest'
import { CONSULTATION_EVENTS, CONSULTATION_STATES, consultationTransition } from './states.ts'

describe('consultationTransition', () => {
  it.each([
    ['pending_payment', 'paid', 'booked'],
    ['pending_payment', 'expire', 'cancelled'],
    ['booked', 'reschedule', 'booked'],
    ['booked', 'patient_joins', 'waiting'],
    ['booked', 'doctor_joins', 'in_progress'],
    ['waiting', 'doctor_joins', 'in_progress'],
    ['in_progress', 'complete', 'completed'],
    ['booked', 'no_show', 'no_show'],
    ['waiting', 'no_show', 'no_show'],
    ['no_show', 'refund', 'refunded'],
    ['no_show', 'reassign', 'waiting'],
  ] as const)('%s --%s--> %s', (from, event, to) => {
    expect(consultationTransition(from, event)).toEqual({ ok: true, to })
  })

  it.each([
    ['in_progress', 'cancel', 'A consultation that is in progress cannot be cancelled.'],
    ['completed', 'reschedule', 'A consultation that is completed cannot be rescheduled.'],
    ['in_progress', 'no_show', 'A consultation that is in progress cannot be marked as missed by the doctor.'],
    ['refunded', 'refund', 'A consultation that is refunded cannot be refunded.'],
  ] as const)('refuses %s --%s-->', (from, event, message) => {
    expect(consultationTransition(from, event)).toEqual({ ok: false, message })
  })

  it('ends nowhere from the final states', () => {
    for (const from of ['completed', 'cancelled', 'refunded'] as const) {
      for (const event of CONSULTATION_EVENTS) expect(consultationTransition(from, event).ok).toBe(false)
    }
  })

  it('answers every state and event with a transition or a sentence', () => {
    for (const from of CONSULTATION_STATES) {
      for (const event of CONSULTATION_EVENTS) {
        const t = consultationTransition(from, event)
        if (!t.ok) expect(t.message).toMatch(/^A consultation that is .+ cannot be .+\.$/)
      }
    }
  })
})

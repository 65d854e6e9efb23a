import { describe, expect, it } from 'vitest'
import { fallBack, joinEvent, roomVerdict } from './room.ts'
import { CONSULTATION_STATES, type ConsultationState } from './states.ts'

const START = new Date('2026-12-01T05:30:00Z')
const at = (minutes: number) => new Date(START.getTime() + minutes * 60_000)
const DAY = 24 * 60

describe('roomVerdict', () => {
  it.each([
    ['booked', -16, false, 'too_early'],
    ['booked', -15, true, null],
    ['waiting', 5, true, null],
    ['in_progress', 60, true, null],
    ['pending_payment', 0, false, 'closed'],
    ['cancelled', 0, false, 'closed'],
    ['no_show', 0, false, 'closed'],
    ['refunded', 0, false, 'closed'],
  ] as const)('%s at %i minutes from the start: open %s (%s)', (state, minutes, open, reason) => {
    const v = roomVerdict({ state, startsAt: START, completedAt: null }, at(minutes))
    expect(v.open).toBe(open)
    if (!v.open) expect(v.reason).toBe(reason)
    else expect(v).toMatchObject({ calls: true, chat: true, followUpUntil: null })
  })

  it('says when a room opens', () => {
    const v = roomVerdict({ state: 'booked', startsAt: START, completedAt: null }, at(-60))
    expect(v).toEqual({
      open: false,
      reason: 'too_early',
      message: 'The room opens 15 minutes before the consultation starts.',
      opensAt: at(-15),
    })
  })

  it.each([
    [0, true],
    [7 * DAY - 1, true],
    [7 * DAY, false],
    [30 * DAY, false],
  ])('completed, %i minutes later: no calls, chat %s', (minutes, chat) => {
    const completedAt = at(20)
    const v = roomVerdict(
      { state: 'completed', startsAt: START, completedAt },
      new Date(completedAt.getTime() + minutes * 60_000),
    )
    expect(v).toMatchObject({ open: true, calls: false, chat, followUpUntil: at(20 + 7 * DAY) })
  })

  it('opens every ROOM_OPEN state and only those', () => {
    const open = CONSULTATION_STATES.filter(
      (state: ConsultationState) => roomVerdict({ state, startsAt: START, completedAt: at(15) }, at(0)).open,
    )
    expect(open).toEqual(['booked', 'waiting', 'in_progress', 'completed'])
  })
})

describe('joinEvent', () => {
  it.each([
    ['patient', 'booked', 'patient_joins'],
    ['doctor', 'waiting', 'doctor_joins'],
    ['doctor', 'in_progress', 'doctor_joins'],
    ['patient', 'completed', null],
    ['doctor', 'completed', null],
  ] as const)('%s entering a %s consultation: %s', (side, state, event) => {
    expect(joinEvent(side, state)).toBe(event)
  })
})

describe('fallBack', () => {
  it.each([
    ['video', 'camera', 'audio', 'Your camera is not available: continuing with audio.'],
    ['video', 'microphone', 'chat', 'Your microphone is not available: continuing with chat.'],
    ['audio', 'microphone', 'chat', 'Your microphone is not available: continuing with chat.'],
    ['audio', 'camera', 'audio', 'Your camera is not available: continuing with audio.'],
    ['video', 'network', 'chat', 'The call could not connect on this network: continuing with chat.'],
  ] as const)('%s, %s fails: %s', (mode, failure, next, message) => {
    expect(fallBack(mode, failure)).toEqual({ mode: next, message })
  })
})

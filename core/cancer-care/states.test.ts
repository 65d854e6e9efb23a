import { describe, expect, it } from 'vitest'
import { SECOND_OPINION_EVENTS, SECOND_OPINION_STATES, secondOpinionTransition } from './states.ts'

describe('secondOpinionTransition', () => {
  it.each([
    ['received', 'assign', 'assigned'],
    ['received', 'close', 'closed'],
    ['assigned', 'assign', 'assigned'],
    ['assigned', 'deliver', 'opinion_ready'],
    ['assigned', 'close', 'closed'],
    ['opinion_ready', 'close', 'closed'],
  ] as const)('%s --%s--> %s', (from, event, to) => {
    expect(secondOpinionTransition(from, event)).toEqual({ ok: true, to })
  })

  it.each([
    ['received', 'deliver', 'A request that is received cannot be given a written opinion. Assign an oncologist first.'],
    ['opinion_ready', 'assign', 'A request that is opinion ready cannot be given to an oncologist.'],
    ['opinion_ready', 'deliver', 'A request that is opinion ready cannot be given a written opinion.'],
    ['closed', 'assign', 'A request that is closed cannot be given to an oncologist.'],
    ['closed', 'close', 'A request that is closed cannot be closed.'],
  ] as const)('refuses %s --%s-->', (from, event, message) => {
    expect(secondOpinionTransition(from, event)).toEqual({ ok: false, message })
  })

  it('ends nowhere from closed', () => {
    for (const event of SECOND_OPINION_EVENTS) expect(secondOpinionTransition('closed', event).ok).toBe(false)
  })

  it('answers every state and event with a transition or a sentence', () => {
    for (const from of SECOND_OPINION_STATES) {
      for (const event of SECOND_OPINION_EVENTS) {
        const t = secondOpinionTransition(from, event)
        if (t.ok) expect(SECOND_OPINION_STATES).toContain(t.to)
        else expect(t.message).toMatch(/^A request that is .+ cannot be .+\.( .+\.)?$/)
      }
    }
  })
})

import { describe, expect, test } from 'vitest'
import { isForwardOutcome, type PaymentOutcome } from './razorpay/status.ts'
import { outcomeOf } from './settle.ts'

// Our attempt's status read as the gateway's outcome, and which moves the forward-only rule lets through from it.

describe('outcomeOf', () => {
  test.each([
    ['created', 'pending'],
    ['authorized', 'authorized'],
    ['captured', 'captured'],
    ['failed', 'failed'],
    ['refunded', 'refunded'],
    ['partially_refunded', 'refunded'],
  ])('%s → %s', (status, outcome) => expect(outcomeOf(status)).toBe(outcome))
})

describe('the moves an attempt may make', () => {
  const moves: PaymentOutcome[] = ['authorized', 'captured', 'failed']
  test.each([
    ['created', ['authorized', 'captured', 'failed']],
    ['failed', ['authorized', 'captured']],
    ['authorized', ['captured']],
    ['captured', []],
    ['refunded', []],
    ['partially_refunded', []],
  ])('from %s: %j', (status, allowed) => expect(moves.filter((m) => isForwardOutcome(outcomeOf(status), m))).toEqual(allowed))
})

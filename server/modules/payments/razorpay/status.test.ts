import { expect, test } from 'vitest'
import { isForwardOutcome, paymentOutcome, type PaymentOutcome } from './status.ts'
import type { RazorpayPaymentStatus } from './wire.ts'

test.each<[RazorpayPaymentStatus, PaymentOutcome]>([
  ['created', 'pending'],
  ['authorized', 'authorized'],
  ['captured', 'captured'],
  ['refunded', 'refunded'],
  ['failed', 'failed'],
])('a Razorpay payment %s is %s for us', (status, outcome) => {
  expect(paymentOutcome({ status })).toBe(outcome)
})

test.each<[PaymentOutcome, PaymentOutcome, boolean]>([
  ['pending', 'authorized', true],
  ['pending', 'failed', true],
  ['authorized', 'captured', true],
  ['captured', 'refunded', true],
  ['failed', 'authorized', true], // late authorisation
  ['failed', 'captured', true],
  ['pending', 'pending', false], // a repeat
  ['captured', 'captured', false],
  ['captured', 'authorized', false], // payment.authorized arriving after payment.captured
  ['captured', 'failed', false],
  ['authorized', 'failed', false],
  ['refunded', 'captured', false], // order.paid's payment snapshot arriving after the refund
  ['authorized', 'pending', false],
])('from %s to %s is forward: %s', (current, next, forward) => {
  expect(isForwardOutcome(current, next)).toBe(forward)
})

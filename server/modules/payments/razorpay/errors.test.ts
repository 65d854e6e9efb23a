import { expect, test } from 'vitest'
import { AppError } from '../../../lib/app-error.ts'
import {
  isRetryableStatus,
  providerRejected,
  providerUnavailable,
  razorpayCause,
  RazorpayApiError,
  rejectionMessage,
  type RazorpayOperation,
} from './errors.ts'

test.each<[RazorpayOperation, number, string | undefined, string]>([
  [
    'refund',
    400,
    'The refund amount provided is greater than amount captured',
    'The refund is more than what is left to refund on this payment.',
  ],
  ['refund', 400, 'The payment has been fully refunded already', 'This payment has already been refunded in full.'],
  ['refund', 400, 'Refund cannot be initiated on a payment that is not captured', 'Only a completed payment can be refunded.'],
  [
    'refund',
    400,
    'Different request with the same idempotency key has already been processed.',
    'This refund does not match an earlier refund request with the same key.',
  ],
  ['refund', 400, 'The amount must be at least INR 1.00', 'A refund must be at least ₹1.00.'],
  ['refund', 400, 'The id provided does not exist', 'The payment service has no record of this payment.'],
  ['refund', 400, 'Something new', 'The payment service refused this refund.'],
  ['fetchOrder', 400, 'The id provided does not exist', 'The payment service has no record of this order.'],
  ['fetchOrderPayments', 400, 'The id provided does not exist', 'The payment service has no record of this order.'],
  ['fetchPayment', 400, 'The id provided does not exist', 'The payment service has no record of this payment.'],
  [
    'createOrder',
    400,
    'The amount must be at least INR 1.00',
    'We could not start the payment. Please try again, or choose another way to pay.',
  ],
  ['createOrder', 400, undefined, 'We could not start the payment. Please try again, or choose another way to pay.'],
  ['createOrder', 401, 'Authentication failed', 'Online payments are not available right now. Please try again later.'],
  ['refund', 401, 'The api key provided is invalid', 'Online payments are not available right now. Please try again later.'],
])('%s answered %i %j → %j', (operation, status, description, message) => {
  expect(rejectionMessage(operation, status, description)).toBe(message)
})

test.each([
  [400, false],
  [401, false],
  [404, false],
  [408, true],
  [409, true],
  [422, false],
  [429, true],
  [500, true],
  [502, true],
  [503, true],
])('HTTP %i is retryable: %s', (status, retryable) => {
  expect(isRetryableStatus(status)).toBe(retryable)
})

test('a rejection is a 502 payment_provider_rejected carrying Razorpay’s answer as its cause', () => {
  const cause = new RazorpayApiError('refund', 400, 'BAD_REQUEST_ERROR', 'The payment has been fully refunded already')
  const error = providerRejected(cause)
  expect([error.status, error.code, error.message]).toEqual([
    502,
    'payment_provider_rejected',
    'This payment has already been refunded in full.',
  ])
  expect(razorpayCause(error)).toBe(cause)
  expect(cause.message).toBe(
    'Razorpay answered refund with HTTP 400 BAD_REQUEST_ERROR: The payment has been fully refunded already',
  )
})

test('unavailable is a 503 payment_provider_unavailable; other errors have no Razorpay cause', () => {
  const error = providerUnavailable(new Error('socket hang up'))
  expect([error.status, error.code, error.message]).toEqual([
    503,
    'payment_provider_unavailable',
    'The payment service is not answering. Please try again.',
  ])
  expect(razorpayCause(error)).toBeUndefined()
  expect(razorpayCause(new Error('x'))).toBeUndefined()
  expect(razorpayCause(AppError.invalid('x'))).toBeUndefined()
})

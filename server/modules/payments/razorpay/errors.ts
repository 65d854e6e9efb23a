// How Razorpay's failures become our one AppError. The text people see is ours; Razorpay's own description goes to the
// log and into the error's cause (a RazorpayApiError), where a caller such as the refund service can read it. Neither
// ever holds the API keys: requests carry them only in the Authorization header, which is never logged or kept.
import { AppError } from '../../../lib/app-error.ts'

export type RazorpayOperation =
  | 'createOrder'
  | 'fetchOrder'
  | 'fetchPayment'
  | 'fetchOrderPayments'
  | 'refund'
  | 'createCustomer'
  | 'fetchTokens'
  | 'deleteToken'

/** Razorpay's answer to a request it refused: the HTTP status and the members of its error body. */
export class RazorpayApiError extends Error {
  override readonly name = 'RazorpayApiError'
  readonly operation: RazorpayOperation
  readonly status: number
  readonly code: string | undefined
  readonly description: string | undefined
  readonly field: string | undefined
  readonly reason: string | undefined

  constructor(
    operation: RazorpayOperation,
    status: number,
    code?: string,
    description?: string,
    field?: string,
    reason?: string,
  ) {
    const what = `${code ? ` ${code}` : ''}${description ? `: ${description}` : ''}`
    super(`Razorpay answered ${operation} with HTTP ${status}${what}`)
    this.operation = operation
    this.status = status
    this.code = code
    this.description = description
    this.field = field
    this.reason = reason
  }
}

export const UNAVAILABLE_MESSAGE = 'The payment service is not answering. Please try again.'

/** A network failure, a time-out, a 5xx or an unreadable answer: the caller may retry (503). */
export function providerUnavailable(cause: unknown): AppError {
  return AppError.unavailable(UNAVAILABLE_MESSAGE, cause, undefined, 'payment_provider_unavailable')
}

/**
 * Statuses that mean "not now" rather than "no": 409 is Razorpay's answer while a request with the same idempotency
 * key is still being processed ("You may retry the request upon receiving this response"), 429 a rate limit.
 */
export function isRetryableStatus(status: number): boolean {
  return status >= 500 || status === 408 || status === 409 || status === 429
}

const GENERIC: Record<RazorpayOperation, string> = {
  createOrder: 'We could not start the payment. Please try again, or choose another way to pay.',
  fetchOrder: 'We could not check this payment with the payment service.',
  fetchPayment: 'We could not check this payment with the payment service.',
  fetchOrderPayments: 'We could not check this payment with the payment service.',
  refund: 'The payment service refused this refund.',
  createCustomer: 'We could not reach your saved payment methods. Please try again.',
  fetchTokens: 'We could not load your saved payment methods. Please try again.',
  deleteToken: 'We could not remove this payment method. Please try again.',
}

/**
 * The message people see for a request Razorpay refused (4xx). Known descriptions (Razorpay API reference, "Create a
 * Normal Refund" errors, "Create a Normal Refund (Idempotent Request)", "Fetch an Order With ID" errors) get a precise
 * message; anything else the operation's generic one. A 401 means our keys are wrong: nothing the person can fix.
 */
export function rejectionMessage(operation: RazorpayOperation, status: number, description: string | undefined): string {
  if (status === 401) return 'Online payments are not available right now. Please try again later.'
  const d = (description ?? '').toLowerCase()
  if (operation === 'refund') {
    if (d.includes('greater than amount captured')) return 'The refund is more than what is left to refund on this payment.'
    if (d.includes('fully refunded already')) return 'This payment has already been refunded in full.'
    if (d.includes('not captured')) return 'Only a completed payment can be refunded.'
    if (d.includes('same idempotency key')) return 'This refund does not match an earlier refund request with the same key.'
    if (d.includes('at least')) return 'A refund must be at least ₹1.00.'
  }
  if (d.includes('does not exist')) {
    return operation === 'createOrder' || operation === 'fetchOrder' || operation === 'fetchOrderPayments'
      ? 'The payment service has no record of this order.'
      : 'The payment service has no record of this payment.'
  }
  return GENERIC[operation]
}

/** A request Razorpay refused (4xx): 502, code `payment_provider_rejected`, a message safe to show. */
export function providerRejected(cause: RazorpayApiError): AppError {
  return new AppError({
    code: 'payment_provider_rejected',
    status: 502,
    message: rejectionMessage(cause.operation, cause.status, cause.description),
    cause,
  })
}

/** Razorpay's own answer behind an AppError from this client, if there was one (for callers that must branch on it). */
export function razorpayCause(error: unknown): RazorpayApiError | undefined {
  if (!AppError.is(error)) return undefined
  return error.cause instanceof RazorpayApiError ? error.cause : undefined
}

// Cancelling a care plan (spec 2 §3 'Cancel request', §4 'Cancel membership', §5, §9; decision 054 addendum): the
// reasons offered in the 'Reason for cancellation' dropdown, the one message of a missing choice, and the words of
// the refusals. The refund itself is benefits.ts `cancellationRefund`.

/** spec 2 §9: the cancel type is always 'subscription'. */
export const CANCELLATION_TYPE = 'subscription'

/** spec 2 §5: the dropdown's label. */
export const REASON_LABEL = 'Reason for cancellation'
/** spec 2 §5: cancellation needs a choice in the dropdown (the text is ours: the spec does not show it). */
export const REASON_REQUIRED = 'Please choose a reason for cancellation'

/** The reasons offered (cancel_membership_bottom_info.reasons): the id is the option's value, the text is sent. */
export const CANCEL_REASONS = [
  { id: 1, reason: 'I do not order medicines often enough' },
  { id: 2, reason: 'The savings are less than I expected' },
  { id: 3, reason: 'I found a better offer elsewhere' },
  { id: 4, reason: 'I bought the plan by mistake' },
  { id: 5, reason: 'Delivery or service was not good enough' },
  { id: 6, reason: 'Other reasons' },
] as const
export type CancelReason = (typeof CANCEL_REASONS)[number]['reason']
export const CANCEL_REASON_TEXTS = CANCEL_REASONS.map((r) => r.reason) as unknown as readonly [CancelReason, ...CancelReason[]]

/** A reason as sent (its text, or its id as the no-JavaScript form sends it), or null. */
export function readCancelReason(value: unknown): CancelReason | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null
  const s = String(value).trim()
  const found = CANCEL_REASONS.find((r) => r.reason === s || String(r.id) === s)
  return found?.reason ?? null
}

export const CANCEL_TEXTS = {
  noTerm: 'You do not have a Care Plan to cancel.',
  alreadyCancelled: 'Your Care Plan is already cancelled.',
  /** Decision 054 addendum: a plan bought with a cash-on-delivery order is cancelled with that order until delivered. */
  codLocked: (orderNumber: string) =>
    `Your Care Plan was bought with cash-on-delivery order ${orderNumber}, which is not delivered yet. To cancel the plan, please cancel that order instead.`,
  awaitingPayment: (orderNumber: string) =>
    `Your Care Plan from order ${orderNumber} is awaiting payment. To cancel it, please cancel that order instead.`,
  stalePlan: 'Your plan has changed since this page was opened. Please reload the page and try again.',
} as const

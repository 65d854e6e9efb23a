import { z } from 'zod'
import { envelope } from './http.ts'

// Saved payment methods (issue 26 §8; decision 076): the cards and UPI ids the payment provider keeps for the account
// as its customer's tokens. We keep none of it: the list is the provider's, read when asked, shown as it masks it.

/** A provider's token id (Razorpay's 'token_…'; the test gateway's the same shape). */
export const TokenIdParamsSchema = z.object({
  id: z.string().regex(/^token_[A-Za-z0-9]{1,40}$/, 'id must be a saved method’s id (token_…)'),
})

export const SavedMethodSchema = z.object({
  id: z.string(),
  method: z.enum(['card', 'upi']),
  /** 'Visa ending 1111', 'UPI asha…@okhdfc': what the list shows. */
  label: z.string(),
  /** card: the network (Visa, MasterCard, RuPay…); upi: null. */
  network: z.string().nullable(),
  /** card: the last four digits; upi: null. */
  last4: z.string().nullable(),
  /** card: 'MM/YY'; upi: null. */
  expiry: z.string().nullable(),
  /** upi: the handle masked as the provider returns it; card: null. */
  vpa: z.string().nullable(),
  /** card: the issuing bank where the provider says; else null. */
  issuer: z.string().nullable(),
})
export type SavedMethod = z.infer<typeof SavedMethodSchema>

export const SavedMethodsSchema = z.object({ methods: z.array(SavedMethodSchema) })
export type SavedMethods = z.infer<typeof SavedMethodsSchema>

export const SavedMethodsAnswerSchema = envelope(SavedMethodsSchema)

/** The page's remove form. */
export const RemoveSavedMethodFormSchema = z.object({
  intent: z.literal('remove', { error: 'intent must be remove' }),
  token_id: TokenIdParamsSchema.shape.id,
})

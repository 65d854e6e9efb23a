import { z } from 'zod'
import { WarningDialogSchema } from './auth.ts'

// The shapes every /pwa-api answer shares. spec 1 §8: a failed call's body is passed on to the UI, which shows
// `message` (else `error.message`); the create-token calls read `data.errors[0]` first, so every error body
// carries the list. One body for every error of every module (server/http/errors.ts builds it).

export const ErrorEntrySchema = z.object({ message: z.string(), field: z.string().optional() })
export type ErrorEntry = z.infer<typeof ErrorEntrySchema>

export const ErrorBodySchema = z.object({
  is_success: z.literal(false),
  /** Machine-readable reason: 'invalid_input', 'not_found', 'rate_limited', 'csrf', 'unknown_sku', … */
  code: z.string(),
  message: z.string(),
  error: z.object({ message: z.string() }),
  data: z.object({ errors: z.array(ErrorEntrySchema) }),
  /** Seconds until a retry can succeed (429s and cooldowns; also the Retry-After header). */
  retry_after: z.number().int().nonnegative().optional(),
  /** The phone entry's dialog (spec 1 §8 'Phone conflict'). */
  warning: WarningDialogSchema.optional(),
})
export type ErrorBody = z.infer<typeof ErrorBodySchema>

/** `{ is_success: true, data }`: the envelope of the cart calls (decision 007). */
export const envelope = <S extends z.ZodType>(data: S) => z.object({ is_success: z.literal(true), data })
export type Envelope<T> = { is_success: true; data: T }

/**
 * What a page's action answers when it refuses (app/lib/page-edge.server.ts `refusal`): the AppError's message, its
 * code, the field it names, and whatever the page's form reads beside it.
 */
export type Refusal = { ok: false; message: string; code: string; field?: string }

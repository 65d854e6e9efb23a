import { z } from 'zod'
import { otpSchema } from './fields.ts'
import { formSchema, text } from './form.ts'
import { envelope } from './http.ts'

// Erasing an account (issue 26 §6, decision 081): the wire of /pwa-api/api/v4/profile/erasure. GET answers what will
// go, what is kept and why, and what stops it; POST …/otp sends a code to the account's phone (else its e-mail); POST
// with the code erases, in one transaction, and answers what was kept. The session ends with the account.

/** POST /api/v4/profile/erasure: the OTP sent by …/otp. */
export const ErasureConfirmSchema = formSchema(z.object({ verification_token: text(otpSchema) }), { verification_token: 'otp' })
export type ErasureConfirmInput = z.infer<typeof ErasureConfirmSchema>

export const KeptItemSchema = z.object({ kind: z.string(), count: z.number().int(), reason: z.string() })
export type KeptItem = z.infer<typeof KeptItemSchema>

export const ErasurePreviewSchema = z.object({
  /** What goes, in words. */
  erased: z.array(z.string()),
  /** What the law keeps (counts of this account's rows) and why. */
  kept: z.array(KeptItemSchema),
  also_kept: z.string(),
  /** What the person loses and should know (a wallet balance forfeited). */
  warnings: z.array(z.string()),
  /** What must end first; any stops the erasure. */
  blockers: z.array(z.string()),
  /** Where the OTP goes: the masked phone (else e-mail), or null when the account has neither. */
  send_to: z.string().nullable(),
})
export type ErasurePreview = z.infer<typeof ErasurePreviewSchema>

export const ErasureCodeSentSchema = z.object({ is_otp_required: z.literal(true), sent_to: z.string() })
export type ErasureCodeSent = z.infer<typeof ErasureCodeSentSchema>

export const ErasureDoneSchema = z.object({ erased: z.literal(true), kept: z.array(KeptItemSchema), also_kept: z.string() })
export type ErasureDone = z.infer<typeof ErasureDoneSchema>

export const ErasurePreviewAnswerSchema = envelope(ErasurePreviewSchema)
export const ErasureCodeSentAnswerSchema = envelope(ErasureCodeSentSchema)
export const ErasureDoneAnswerSchema = envelope(ErasureDoneSchema)

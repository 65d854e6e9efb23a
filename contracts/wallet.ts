import { z } from 'zod'
import { readRechargeAmount, rechargeReturn } from '../core/wallet/wallet.ts'
import { formSchema, text } from './form.ts'

// MedWise Cash (issue 9 §6): the recharge page's form (spec 2 §2 'Wallet recharge'). A typed amount wins over a quick
// pick; the messages are shown under their field as they are (core/wallet/wallet.ts).

export const RechargeFormSchema = formSchema(
  z
    .object({
      choice: text(z.string().max(10)).optional(),
      custom_amount: text(z.string().max(20, 'Enter the amount in whole rupees, like 750')).optional(),
      back: z.unknown().optional(),
    })
    .transform((form, ctx) => {
      const amount = readRechargeAmount({ choice: form.choice, custom: form.custom_amount })
      if (!amount.ok) {
        ctx.addIssue({ code: 'custom', path: [amount.field], message: amount.message })
        return z.NEVER
      }
      return { rupees: amount.rupees, back: rechargeReturn(form.back) }
    }),
)
export type RechargeForm = z.output<typeof RechargeFormSchema>

/** issue 23 §5: '/loyalty' — joining the loyalty programme (decision 055). */
export const JoinLoyaltyFormSchema = formSchema(
  z.object({ intent: z.literal('join', { error: 'Choose Join NeuCoins to join' }) }),
)

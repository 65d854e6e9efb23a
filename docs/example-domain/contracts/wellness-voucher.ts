// file: contracts/wellness-voucher.ts
// The wire: one Zod schema per request and answer, the type beside it. Imports core/ and Zod only.
import { z } from 'zod'
import { VOUCHER_KINDS } from '../core/wellness-voucher/vocabulary.ts'
import { formSchema } from '../../../contracts/form.ts'

export const BuyVoucherSchema = formSchema(
  z.object({
    kind: z.enum(VOUCHER_KINDS, { error: 'Please choose a check-up' }),
    payment: z.enum(['online', 'wallet'], { error: "Please choose how to pay: 'online' or 'wallet'" }),
    use_wallet: z.boolean().default(false),
    expected_total: z.coerce.number().int().min(0).max(100_000_000),
  }),
)
export type BuyVoucherBody = z.input<typeof BuyVoucherSchema>

export const VoucherSoldSchema = z.object({ number: z.string(), status: z.string(), valid_until: z.string() })
export type VoucherSold = z.infer<typeof VoucherSoldSchema>

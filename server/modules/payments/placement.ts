import type { Paise } from '../../../core/money.ts'
import type { Db } from '../../db/client.ts'
import { payments } from './schema.ts'

/**
 * The payments a sale records at placement (issue 22: the checkout pipeline, orders/checkout.ts): MedWise Cash, taken
 * at once (captured; its rewards purse as a payment of its own, 'rewards', so that a refund gives each back to the purse
 * it came from: decision 055), and cash on delivery, collected by the courier at the door (captured when the order is
 * delivered), and the corporate wallet's sub-wallet ('corporate_wallet', issue 25 §4: captured, refunded to the
 * sub-wallet it came from). An online payment is an attempt made on its own page (service.ts).
 */
export async function recordPlacementPayment(
  tx: Db,
  p: {
    orderId: number
    userId: number
    provider: 'wallet' | 'rewards' | 'cod' | 'corporate_sponsor' | 'corporate_wallet'
    amount: Paise
    at: Date
  },
): Promise<void> {
  await tx.insert(payments).values({
    purpose: 'order',
    orderId: p.orderId,
    userId: p.userId,
    provider: p.provider,
    amountPaise: p.amount,
    status: p.provider === 'cod' ? 'created' : 'captured',
    createdAt: p.at,
    updatedAt: p.at,
  })
}

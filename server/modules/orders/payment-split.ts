import { formatPaise, paise, toRupees, ZERO_PAISE, type Paise } from '../../../core/money.ts'
import type { Db } from '../../db/client.ts'
import { AppError } from '../../lib/app-error.ts'
import type { WalletService } from '../wallet/index.ts'

// What every placement (the checkout pipeline, orders/checkout.ts) checks of its money inside
// its transaction: the amount the person was shown, and how MedWise Cash and the rest share the total.

/** 409 price_changed when the amount to pay is no longer the one the person was shown (and agreed to). */
export function expectTotal(expected: Paise, total: Paise, what: 'order' | 'booking'): void {
  if (total === expected) return
  throw new AppError({
    code: 'price_changed',
    status: 409,
    message: `The amount to pay has changed from ${formatPaise(expected)} to ${formatPaise(total)}. Please review your ${what}.`,
    details: { payable_amount: toRupees(total) },
  })
}

/**
 * The wallet pays what it can when asked to (or when it is the way to pay), the rest goes another way; a payment all
 * from the wallet that the balance does not cover is a 400 wallet_short. The balance is read in the caller's transaction.
 */
export async function walletSplit(
  wallet: WalletService,
  tx: Db,
  userId: number,
  total: Paise,
  input: { payment: string; useWallet: boolean },
): Promise<{ walletPart: Paise; rest: Paise }> {
  const balance = input.useWallet || input.payment === 'wallet' ? await wallet.balance(userId, tx) : ZERO_PAISE
  const walletPart = paise(Math.min(balance, total))
  const rest = paise(total - walletPart)
  if (input.payment === 'wallet' && rest > 0) {
    throw AppError.invalid(
      `Your MedWise Cash balance is ${formatPaise(balance)}, less than ${formatPaise(total)}`,
      'payment',
      'wallet_short',
    )
  }
  return { walletPart, rest }
}

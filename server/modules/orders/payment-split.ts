import { formatPaise, paise, toRupees, ZERO_PAISE, type Paise } from '../../../core/money.ts'
import type { Db } from '../../db/client.ts'
import { AppError } from '../../lib/app-error.ts'
import type { WalletService } from '../wallet/index.ts'
import { splitWallet } from '../../../core/wallet/rewards.ts'

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
 * MedWise Cash pays what it can when asked to (or when it is the way to pay): its rewards up to their share of the
 * order (18 % for members, 8 % for others: core/wallet/rewards.ts), then the person's own money; the rest goes another
 * way. A payment all from the wallet that it does not cover is a 400 wallet_short. Read in the caller's transaction.
 */
export async function walletSplit(
  wallet: WalletService,
  tx: Db,
  userId: number,
  total: Paise,
  input: { payment: string; useWallet: boolean },
  member: boolean,
): Promise<{ walletPart: Paise; rewardsPart: Paise; cashPart: Paise; rest: Paise }> {
  const using = input.useWallet || input.payment === 'wallet'
  const purses = using ? await wallet.purses(userId, tx) : { cash: ZERO_PAISE, rewards: ZERO_PAISE }
  const split = splitWallet(total, purses, member)
  if (input.payment === 'wallet' && split.rest > 0) {
    throw AppError.invalid(
      `MedWise Cash can pay ${formatPaise(paise(split.cash + split.rewards))} of this ${formatPaise(total)}. Please choose another way to pay the rest.`,
      'payment',
      'wallet_short',
    )
  }
  return { walletPart: paise(split.cash + split.rewards), rewardsPart: split.rewards, cashPart: split.cash, rest: split.rest }
}

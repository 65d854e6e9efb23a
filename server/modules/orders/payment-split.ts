import { formatPaise, paise, toRupees, ZERO_PAISE, type Paise } from '../../../core/money.ts'
import type { Db } from '../../db/client.ts'
import { AppError } from '../../lib/app-error.ts'
import type { WalletService } from '../wallet/index.ts'
import { splitWallet } from '../../../core/wallet/rewards.ts'
import type { Benefit } from '../../../core/corporate/vocabulary.ts'

// What every placement (the checkout pipeline, orders/checkout.ts) checks of its money inside
// its transaction: the amount the person was shown, and how the corporate wallet, MedWise Cash and the rest share the
// total.

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

/** What the corporate side (corporate/checkout.ts, wired in services.ts) does for the pipeline: opaque to orders. */
export interface CorporatePayer {
  /** What the line's sub-wallet pays of `payable`, or null (nothing to pay); refuses (400) who is not covered. */
  quote(
    tx: Db,
    q: { userId: number; benefit: Benefit | undefined; patientIds: number[] | null; payable: Paise },
  ): Promise<{ amount: Paise } | null>
  /** Debits the quote for the order (reference order:{id}), never below zero (400 corporate_wallet_short). */
  pay(tx: Db, quote: { amount: Paise }, order: { orderId: number; number: string }, note: string): Promise<void>
}

/**
 * 'Corporate wallet' (issue 25 §4; decision 067): when asked, the sub-wallet of the line's benefit pays first, up to the
 * amount to pay, for covered people only (the line's patients, or the account holder); MedWise Cash and the other ways
 * share what is left. Read in the caller's transaction; the debit happens with the order (CorporatePayer.pay).
 */
export async function corporateSplit(
  corporate: CorporatePayer | undefined,
  tx: Db,
  q: { userId: number; asked: boolean; benefit: Benefit | undefined; patientIds: number[] | null; payable: Paise },
): Promise<{ quote: { amount: Paise } | null; corporatePart: Paise }> {
  if (!q.asked) return { quote: null, corporatePart: ZERO_PAISE }
  if (!corporate) {
    throw AppError.invalid(
      'The corporate wallet cannot pay here. Please choose another way to pay.',
      'payment',
      'corporate_not_covered',
    )
  }
  const quote = await corporate.quote(tx, q)
  return { quote, corporatePart: quote?.amount ?? ZERO_PAISE }
}

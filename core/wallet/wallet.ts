// MedWise Cash (issue 9 §6; decision 025): what one recharge may be, and how the ledger reads to people. Pure rules,
// used by the recharge page, its contract and the payments service alike.
import { groupIndian } from '../money.ts'
import type { Purse } from './rewards.ts'

/** spec 2 §2 'Wallet recharge' shows no limits; peers take ₹100 to ₹10,000 at a time (decision 025). */
export const RECHARGE_MIN_RUPEES = 100
export const RECHARGE_MAX_RUPEES = 10_000
export const RECHARGE_QUICK_PICKS = [200, 500, 1000] as const

/** Where a recharge may send the person back to: the pages that offer 'Add money'. */
export const RECHARGE_RETURNS = [
  '/dashboard/cash',
  '/cart/payment',
  '/pharmacy-buy-now/cart/payment',
  // The labs carts' payment pages (issue 11 §5).
  '/labs/cart/payment',
  '/cp_labs/cart/payment',
] as const
export type RechargeReturn = (typeof RECHARGE_RETURNS)[number]
export const WALLET_PAGE = '/dashboard/cash'
export const RECHARGE_PAGE = '/cart/payment/recharge'

export function rechargeReturn(value: unknown): RechargeReturn {
  return (RECHARGE_RETURNS as readonly unknown[]).includes(value) ? (value as RechargeReturn) : WALLET_PAGE
}

export const RECHARGE_TEXTS = {
  choose: 'Choose or enter an amount to add',
  wholeRupees: 'Enter the amount in whole rupees, like 750',
  range: `Enter an amount from ₹${RECHARGE_MIN_RUPEES} to ₹${groupIndian(RECHARGE_MAX_RUPEES)}`,
} as const

/** A rupee amount outside what one recharge may be: the message to show; null when it may be paid. */
export function rechargeAmountProblem(rupees: number): string | null {
  if (!Number.isSafeInteger(rupees)) return RECHARGE_TEXTS.wholeRupees
  if (rupees < RECHARGE_MIN_RUPEES || rupees > RECHARGE_MAX_RUPEES) return RECHARGE_TEXTS.range
  return null
}

/**
 * The amount of the recharge form: a typed amount wins over a quick pick (without JavaScript both may be sent), so
 * what the person typed last is what they pay. '₹1,000' and ' 750 ' read as whole rupees; decimals do not.
 */
export function readRechargeAmount(input: {
  choice?: string | null
  custom?: string | null
}): { ok: true; rupees: number } | { ok: false; field: 'custom_amount' | 'choice'; message: string } {
  const typed = (input.custom ?? '').replace(/[₹,\s]/g, '')
  if (typed !== '') {
    if (!/^\d{1,7}$/.test(typed)) return { ok: false, field: 'custom_amount', message: RECHARGE_TEXTS.wholeRupees }
    const rupees = Number(typed)
    const problem = rechargeAmountProblem(rupees)
    return problem ? { ok: false, field: 'custom_amount', message: problem } : { ok: true, rupees }
  }
  const picked = Number(input.choice)
  if ((RECHARGE_QUICK_PICKS as readonly number[]).includes(picked)) return { ok: true, rupees: picked }
  return { ok: false, field: 'choice', message: RECHARGE_TEXTS.choose }
}

export type WalletEntryKind =
  | 'recharge'
  | 'order_payment'
  | 'refund'
  | 'order_payment_reversal'
  | 'adjustment'
  /** issue 23 §5: the care plan's cash back on a delivered order, and its reversal when the order comes back. */
  | 'cashback'
  | 'cashback_reversal'
  /** issue 23 §5 (decision 055): the rewards purse: NeuCoins, rewards paying an order and back, and expiry. */
  | 'neucoins'
  | 'neucoins_reversal'
  | 'rewards_payment'
  | 'rewards_refund'
  | 'rewards_expiry'

/** What a ledger line is, in words people read (the entry's note says which order). */
export const WALLET_ENTRY_TITLES: Record<WalletEntryKind, string> = {
  recharge: 'Money added',
  order_payment: 'Paid for an order',
  refund: 'Refund',
  order_payment_reversal: 'Payment returned',
  adjustment: 'Adjustment by MedWise',
  cashback: 'Care Plan cash back',
  cashback_reversal: 'Cash back returned',
  neucoins: 'NeuCoins earned',
  neucoins_reversal: 'NeuCoins returned',
  rewards_payment: 'Rewards paid for an order',
  rewards_refund: 'Rewards given back',
  rewards_expiry: 'Rewards expired',
}

/** Which purse a kind of entry moves (core/wallet/rewards.ts): rewards we gave, or the person's own money. */
export const WALLET_ENTRY_PURSE: Record<WalletEntryKind, Purse> = {
  recharge: 'cash',
  order_payment: 'cash',
  refund: 'cash',
  order_payment_reversal: 'cash',
  adjustment: 'cash',
  cashback: 'rewards',
  cashback_reversal: 'rewards',
  neucoins: 'rewards',
  neucoins_reversal: 'rewards',
  rewards_payment: 'rewards',
  rewards_refund: 'rewards',
  rewards_expiry: 'rewards',
}

export function walletEntryTitle(kind: string): string {
  return WALLET_ENTRY_TITLES[kind as WalletEntryKind] ?? 'MedWise Cash'
}

/** A credit reads 'Added ₹500.00', a debit 'Spent ₹79.00' (never 'Cr'/'Dr'). */
export function walletAmountText(amountRupees: number, format: (rupees: number) => string): string {
  return amountRupees >= 0 ? `Added ${format(amountRupees)}` : `Spent ${format(-amountRupees)}`
}

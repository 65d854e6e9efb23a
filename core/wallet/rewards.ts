// MedWise Cash has two purses (issue 23 §5; decision 055): the person's own money (recharges, refunds of what they
// paid) and rewards we gave (Care Plan cash back, NeuCoins earned by loyal users). Their own money is spent in full and
// never expires; rewards pay a share of an order (1mg's rule: 18 % for members, 8 % for others), are spent first and
// expire a year after the purse last moved. Pure rules, used by checkout, the payment page, the wallet pages and the
// expiry job alike.
import { paise, ZERO_PAISE, type Paise } from '../money.ts'

export const PURSES = ['cash', 'rewards'] as const
export type Purse = (typeof PURSES)[number]

/** The share of an order's total that rewards may pay, in per cent (1mg Care Plan: 18 % for members, 8 % for others). */
export const REWARDS_SHARE_PERCENT = { member: 18, other: 8 } as const

/** Rewards expire this many days after the rewards purse last moved (an earning or a spend); peers: a year. */
export const REWARDS_EXPIRE_DAYS = 365

/** How many days before expiry the person is told (once). */
export const REWARDS_EXPIRY_NOTICE_DAYS = 30

/** Loyal users earn NeuCoins on a delivered order: this share of what the goods cost, in whole coins (₹1 each). */
export const NEUCOINS_EARN_PERCENT = 1

/** The most rewards may pay of an order of `total` (whole paise, rounded down). */
export function rewardsCap(total: Paise, member: boolean): Paise {
  if (total <= 0) return ZERO_PAISE
  const percent = member ? REWARDS_SHARE_PERCENT.member : REWARDS_SHARE_PERCENT.other
  return paise(Math.floor((total * percent) / 100))
}

export interface WalletSplit {
  /** What rewards pay (spent first: they expire). */
  rewards: Paise
  /** What the person's own money pays. */
  cash: Paise
  /** What is left to pay another way. */
  rest: Paise
}

/**
 * How MedWise Cash pays an order of `total`: rewards up to their cap first, then the person's own money, the rest
 * another way. Never more than either purse holds, never more than the total.
 */
export function splitWallet(total: Paise, purses: { cash: Paise; rewards: Paise }, member: boolean): WalletSplit {
  const rewards = paise(Math.max(0, Math.min(purses.rewards, rewardsCap(total, member), total)))
  const cash = paise(Math.max(0, Math.min(purses.cash, total - rewards)))
  return { rewards, cash, rest: paise(total - rewards - cash) }
}

/** When rewards whose purse last moved at `lastMovedAt` expire. */
export function rewardsExpireAt(lastMovedAt: Date): Date {
  return new Date(lastMovedAt.getTime() + REWARDS_EXPIRE_DAYS * 86_400_000)
}

/** Whether the rewards of a purse that last moved at `lastMovedAt` have expired at `now`. */
export function rewardsExpired(lastMovedAt: Date, now: Date): boolean {
  return now.getTime() >= rewardsExpireAt(lastMovedAt).getTime()
}

/** NeuCoins a loyal user earns on a delivered order whose goods cost `goodsTotal`: whole coins, in paise. */
export function neucoinsFor(goodsTotal: Paise): Paise {
  if (goodsTotal <= 0) return ZERO_PAISE
  return paise(Math.floor((goodsTotal * NEUCOINS_EARN_PERCENT) / 100 / 100) * 100)
}

/** The points a loyal user sees: one NeuCoin per whole rupee of rewards. */
export function neucoinPoints(rewards: Paise): number {
  return Math.max(0, Math.floor(rewards / 100))
}

/** What the payment pages offer (rupees on the wire): what MedWise Cash would pay of `total`, and whether it covers it. */
export function walletOffer(total: Paise, purses: { cash: Paise; rewards: Paise }, member: boolean) {
  const split = splitWallet(total, purses, member)
  return {
    /** Both purses. */
    balance: paise(purses.cash + purses.rewards),
    /** What it would pay of this total. */
    usable: paise(split.cash + split.rewards),
    /** Of which rewards (capped at their share). */
    rewardsUsable: split.rewards,
    /** Rewards it holds but may not spend on this order (over their share). */
    rewardsHeldBack: paise(purses.rewards - split.rewards),
    covers: split.rest === 0 && total > 0,
    sharePercent: member ? REWARDS_SHARE_PERCENT.member : REWARDS_SHARE_PERCENT.other,
  }
}

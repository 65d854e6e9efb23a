import type { RouterContextProvider } from 'react-router'
import { RechargeFormSchema } from '../../contracts/wallet.ts'
import { AppError } from '../../server/lib/app-error.ts'
import { parseInput } from '../../server/lib/validation.ts'
import { paise, toRupees } from '../../core/money.ts'
import { rewardsExpireAt, REWARDS_SHARE_PERCENT, type walletOffer } from '../../core/wallet/rewards.ts'
import type { WalletOfferView } from './wallet-choice.tsx'
import {
  RECHARGE_MAX_RUPEES,
  RECHARGE_MIN_RUPEES,
  RECHARGE_PAGE,
  RECHARGE_QUICK_PICKS,
  rechargeReturn,
  walletEntryTitle,
} from '../../core/wallet/wallet.ts'
import { refusal, requireCustomer } from '../lib/page-edge.server.ts'
import { hostedCheckout, withCheckoutCsp } from '../checkout/hosted-checkout.server.ts'
import { startRechargePayment } from '../checkout/online-payment.server.ts'

// MedWise Cash's pages (issue 9 §6): the balance and ledger (/dashboard/cash, the profile menu's 'MedWise Cash') and
// the recharge (spec 2 §2 'Wallet recharge', /cart/payment/recharge), paid online like an order, then back where
// 'Add money' was pressed. A guest signs in over the cart first.

/** The payment pages' MedWise Cash offer, in rupees (app/wallet/wallet-choice.tsx). */
export function walletOfferView(o: ReturnType<typeof walletOffer>): WalletOfferView {
  return {
    balance: toRupees(o.balance),
    usable: toRupees(o.usable),
    rewardsUsable: toRupees(o.rewardsUsable),
    rewardsHeldBack: toRupees(o.rewardsHeldBack),
    covers: o.covers,
    sharePercent: o.sharePercent,
  }
}

/** How many ledger lines the page shows (the newest). */
export const LEDGER_LINES = 50

export async function cashLoader(request: Request, context: Readonly<RouterContextProvider>) {
  const { userId, services } = requireCustomer(context, request)
  const [purses, entries] = await Promise.all([services.wallet.purses(userId), services.wallet.entries(userId, LEDGER_LINES)])
  return {
    balance: toRupees(paise(purses.cash + purses.rewards)),
    // decision 055: the person's own money, and rewards with their share of an order and their expiry.
    cash: toRupees(purses.cash),
    rewards: toRupees(purses.rewards),
    rewardsExpireAt: purses.rewards > 0 && purses.rewardsMovedAt ? rewardsExpireAt(purses.rewardsMovedAt).toISOString() : null,
    share: REWARDS_SHARE_PERCENT,
    entries: entries.map((e) => ({
      key: `${e.kind}:${e.reference}`,
      at: e.at.toISOString(),
      title: walletEntryTitle(e.kind),
      reward: e.purse === 'rewards',
      note: e.note,
      amount: toRupees(e.amount),
    })),
    more: entries.length === LEDGER_LINES,
  }
}

export async function rechargeLoader(request: Request, context: Readonly<RouterContextProvider>) {
  const { userId, services, person } = requireCustomer(context, request)
  const params = new URL(request.url).searchParams
  const back = rechargeReturn(params.get('back'))
  const gateway = services.payments.gateway()
  // After 'Add money' with Razorpay: the recharge's attempt, still waiting, handed to Razorpay's page.
  const attempt = gateway?.hostedCheckoutUrl
    ? await services.payments.waitingAttempt(userId, (params.get('checkout') ?? '').slice(0, 64))
    : null
  const checkout =
    attempt && attempt.purpose === 'wallet_recharge'
      ? hostedCheckout(gateway!, attempt, {
          request,
          person,
          description: 'Add money to MedWise Cash',
          cancelPath: `${RECHARGE_PAGE}?${new URLSearchParams({ back })}`,
          back,
        })
      : null
  return withCheckoutCsp(
    {
      balance: toRupees(await services.wallet.balance(userId)),
      back,
      failed: params.get('failed') === '1',
      online: gateway !== null,
      quickPicks: [...RECHARGE_QUICK_PICKS],
      min: RECHARGE_MIN_RUPEES,
      max: RECHARGE_MAX_RUPEES,
      checkout,
    },
    checkout,
  )
}

/** 'Add money': the amount checked, an attempt at the gateway, then its checkout. */
export async function rechargeAction(request: Request, context: Readonly<RouterContextProvider>) {
  const { userId } = requireCustomer(context, request)
  try {
    const form = parseInput(RechargeFormSchema, Object.fromEntries(await request.formData()))
    return await startRechargePayment(context, userId, form.rupees, form.back)
  } catch (error) {
    if (!AppError.is(error)) throw error
    return refusal(error)
  }
}

import { redirect, type RouterContextProvider } from 'react-router'
import { JoinLoyaltyFormSchema } from '../../contracts/wallet.ts'
import { toRupees } from '../../core/money.ts'
import { NEUCOINS_EARN_PERCENT, REWARDS_EXPIRE_DAYS, REWARDS_SHARE_PERCENT } from '../../core/wallet/rewards.ts'
import { walletEntryTitle } from '../../core/wallet/wallet.ts'
import { AppError } from '../../server/lib/app-error.ts'
import { parseInput } from '../../server/lib/validation.ts'
import { servicesContext } from '../context.server.ts'
import { customerOf, refusal, requireCustomer } from '../lib/page-edge.server.ts'

// '/loyalty' (spec 1 §2.2; issue 23 §5; decision 055): the profile menu's NeuCoins for loyal users. A loyal user sees
// their points, what they are worth, when they expire and what earned and spent them; anyone else sees how the
// programme works and joins it (a guest logs in first).

export const LOYALTY_PAGE = '/loyalty'

/** How the programme works, in the page's words (the rules are core/wallet/rewards.ts's). */
export const LOYALTY_RULES = [
  `Earn 1 NeuCoin for every ₹${100 / NEUCOINS_EARN_PERCENT} of medicines and products delivered to you.`,
  '1 NeuCoin is worth ₹1 off your next order.',
  `NeuCoins and other rewards pay up to ${REWARDS_SHARE_PERCENT.other}% of an order, ${REWARDS_SHARE_PERCENT.member}% with Care Plan.`,
  `They expire ${REWARDS_EXPIRE_DAYS / 365 === 1 ? 'a year' : `${REWARDS_EXPIRE_DAYS} days`} after you last earned or used any. We remind you a month before.`,
  'NeuCoins earned on an order you return are taken back.',
] as const

export async function loyaltyLoader(context: Readonly<RouterContextProvider>) {
  const services = context.get(servicesContext)
  const customer = customerOf(context)
  if (!customer) return { signedIn: false as const, rules: [...LOYALTY_RULES] }
  const [view, entries] = await Promise.all([
    services.loyalty.view(customer.userId),
    services.loyalty.rewardEntries(customer.userId, 20),
  ])
  return {
    signedIn: true as const,
    rules: [...LOYALTY_RULES],
    isLoyal: view.isLoyal,
    points: view.points,
    rewards: toRupees(view.rewards),
    expiresAt: view.rewardsExpireAt?.toISOString() ?? null,
    entries: entries.map((e) => ({
      key: String(e.id),
      at: e.at.toISOString(),
      title: walletEntryTitle(e.kind),
      note: e.note,
      amount: toRupees(e.amount),
    })),
  }
}

/** 'Join NeuCoins': the account joins the programme and comes back to the page (a guest logs in first). */
export async function loyaltyAction(request: Request, context: Readonly<RouterContextProvider>) {
  const { userId, services } = requireCustomer(context, request, { signIn: `${LOYALTY_PAGE}?login=true`, status: 303 })
  try {
    parseInput(JoinLoyaltyFormSchema, Object.fromEntries(await request.formData()))
    await services.loyalty.join(userId)
  } catch (error) {
    if (!AppError.is(error)) throw error
    return refusal(error)
  }
  return redirect(LOYALTY_PAGE, 303)
}

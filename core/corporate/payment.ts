import { paise, type Paise } from '../money.ts'
import type { Benefit, Coverage } from './vocabulary.ts'

// How the OPD wallet pays at checkout (issue 25 §4; decision 067). Pure: no I/O.

/** The payment pages' 'Corporate wallet' (rupees): the sub-wallet's balance and what it would pay of this total. */
export interface CorporateOfferView {
  benefit: Benefit
  /** 'Medicines', 'Lab tests', 'Doctor consultations'. */
  label: string
  /** The employer's name. */
  corporate: string
  balance: number
  pays: number
  /** It pays the whole amount. */
  covers: boolean
}

/** The sub-wallet pays first: what it holds, up to the amount to pay (never below zero). */
export function corporateShare(balance: Paise, payable: Paise): Paise {
  return paise(Math.max(0, Math.min(balance, payable)))
}

/** Dependants are covered when the year's policy has family cover and the employee's roster row is 'self and family'. */
export function familyCovered(policyFamilyCover: boolean, coverage: Coverage): boolean {
  return policyFamilyCover && coverage === 'self_and_family'
}

/**
 * orders.payment_method: the ways that paid, in the order they paid: the employer's sponsored part ('sponsored', the
 * health check, decision 068), the corporate wallet ('corporate'), MedWise Cash ('wallet'), then the rest ('cod' or
 * 'online'). Without the employer's money the values are the ones orders always had ('cod', 'online', 'wallet',
 * 'wallet_cod', 'wallet_online'); nothing to pay at all is 'wallet', as before. Labels: core/orders/payment-method-label.ts.
 */
export function paymentMethodOf(p: {
  sponsored?: number
  corporate: number
  wallet: number
  rest: number
  payment: string
}): string {
  const parts = [
    ...((p.sponsored ?? 0) > 0 ? ['sponsored'] : []),
    ...(p.corporate > 0 ? ['corporate'] : []),
    ...(p.wallet > 0 ? ['wallet'] : []),
    ...(p.rest > 0 ? [p.payment] : []),
  ]
  return parts.length ? parts.join('_') : 'wallet'
}

/** Every value paymentMethodOf can store, each way paying or not (the order desk filters by the ways in them). */
export const PAYMENT_METHODS: readonly string[] = [
  ...new Set(
    [0, 1].flatMap((sponsored) =>
      [0, 1].flatMap((corporate) =>
        [0, 1].flatMap((wallet) =>
          [0, 1].flatMap((rest) =>
            ['cod', 'online'].map((payment) => paymentMethodOf({ sponsored, corporate, wallet, rest, payment })),
          ),
        ),
      ),
    ),
  ),
]

/** The stored values in which `way` ('cod', 'online', 'wallet', …) paid a part. */
export function paymentMethodsWith(way: string): string[] {
  return PAYMENT_METHODS.filter((m) => m.split('_').includes(way))
}

/**
 * Part of an order paid back (a return, lines removed): the person's own money first (online to its source, then
 * MedWise Cash and cash collected), rewards next, and the employer's money last (decision 067). Lower ranks first.
 */
export function refundRank(provider: string): number {
  if (provider === 'razorpay' || provider === 'test_gateway') return 0
  if (provider === 'rewards') return 2
  if (provider === 'corporate_wallet') return 3
  return 1
}

import { and, eq, inArray } from 'drizzle-orm'
import { BENEFIT_LABELS, BENEFITS, type Benefit } from '../../../core/corporate/vocabulary.ts'
import { corporateShare, familyCovered, type CorporateOfferView } from '../../../core/corporate/payment.ts'
import { paise, toRupees, ZERO_PAISE, type Paise } from '../../../core/money.ts'
import type { Db } from '../../db/client.ts'
import { AppError } from '../../lib/app-error.ts'
import { patients } from '../patients/index.ts'
import { corporateDependants, corporateWalletEntries } from './schema.ts'
import type { CorporateService, Membership } from './service.ts'
import type { CorporateWallet } from './wallet.ts'

// The OPD wallet at checkout (issue 25 §4; decision 067): what the one checkout pipeline (orders/checkout.ts) asks of
// the corporate side when a sale is paid with 'Corporate wallet', what after-sale refunds give back, and what the
// payment pages and the cashless-benefit widget show. The pipeline knows the line's benefit (data on the LineType) and
// the people the sale is for (the line's Priced.patientIds); this module decides whether they are covered today and
// how much the matching sub-wallet pays: what it holds, up to the amount to pay.

/** What the sub-wallet pays of one sale (quote), debited with the order (pay). */
export interface CorporateQuote {
  amount: Paise
  corporateId: number
  employeeId: number
  benefit: Benefit
}

/** The cashless-benefit widget: the covered employee's sub-wallets and what each pays for. */
export interface CashlessBenefitView {
  corporate: { name: string; slug: string; logoUrl: string | null }
  employee: string
  year: number | null
  familyCover: boolean
  wallets: { benefit: Benefit; label: string; balance: number; allowance: number | null; covers: string }[]
}

/** What each sub-wallet pays for, as the widget and the payment pages say it. */
export const BENEFIT_COVERS: Record<Benefit, string> = {
  pharmacy: 'Medicines ordered from MedWise: pay at checkout, the rest by any other way.',
  labs: 'Lab tests and health packages with home sample collection, for you and covered family.',
  consultation: 'Online doctor consultations by chat, audio or video, for you and covered family.',
}

export const CORPORATE_PAY_TEXTS = {
  notCovered: 'You have no corporate health benefit to pay with. Please choose another way to pay.',
  notForThis: 'The corporate wallet does not pay for this. Please choose another way to pay.',
  personNotCovered: (name: string) =>
    `${name} is not covered by your corporate health benefit. Please choose another way to pay.`,
  empty: (benefit: Benefit) =>
    `Your ${BENEFIT_LABELS[benefit].toLowerCase()} wallet has no balance left. Please choose another way to pay.`,
} as const

export function createCorporateCheckout(db: Db, deps: { corporate: CorporateService; wallet: CorporateWallet }) {
  /** The account's membership when its cover holds today, else null. */
  async function coveredMembership(userId: number, q: Db = db): Promise<Membership | null> {
    const m = await deps.corporate.membershipOf(userId, q)
    return m && m.covered ? m : null
  }

  /**
   * The people a sale is for must be covered: the employee (the account's own 'self' patient) or a covered dependant
   * (one of the employee's dependants, linked to the patient, with family cover on both the policy and the roster row).
   */
  async function refuseUncovered(tx: Db, userId: number, m: Membership, patientIds: number[]): Promise<void> {
    const ids = [...new Set(patientIds)]
    if (!ids.length) return
    const people = await tx
      .select({ id: patients.id, name: patients.name, relation: patients.relation })
      .from(patients)
      .where(and(eq(patients.userId, userId), inArray(patients.id, ids)))
    const linked = await tx
      .select({ patientId: corporateDependants.patientId })
      .from(corporateDependants)
      .where(and(eq(corporateDependants.employeeId, m.employee.id), inArray(corporateDependants.patientId, ids)))
    const family = familyCovered(m.policy?.familyCover ?? false, m.employee.coverage)
    const dependants = new Set(linked.map((d) => d.patientId))
    for (const id of ids) {
      const person = people.find((p) => p.id === id)
      const covered = person?.relation === 'self' || (family && dependants.has(id))
      if (!covered)
        throw AppError.invalid(
          CORPORATE_PAY_TEXTS.personNotCovered(person?.name ?? 'This person'),
          'payment',
          'corporate_not_covered',
        )
    }
  }

  /**
   * Inside the sale's transaction: what the `benefit` sub-wallet pays of `payable` for `userId`'s sale for
   * `patientIds` (null: the account holder's own purchase, medicines). 400 corporate_not_covered for someone without
   * cover today or a person outside it; 400 corporate_wallet_short when the sub-wallet is empty. Read without a lock:
   * the debit (pay) is the conditional update that never lets two sales spend the same rupees.
   */
  async function quote(
    tx: Db,
    q: { userId: number; benefit: Benefit | undefined; patientIds: number[] | null; payable: Paise },
  ): Promise<CorporateQuote | null> {
    if (q.payable <= 0) return null
    if (!q.benefit) throw AppError.invalid(CORPORATE_PAY_TEXTS.notForThis, 'payment', 'corporate_not_covered')
    const m = await coveredMembership(q.userId, tx)
    if (!m) throw AppError.invalid(CORPORATE_PAY_TEXTS.notCovered, 'payment', 'corporate_not_covered')
    if (q.patientIds) await refuseUncovered(tx, q.userId, m, q.patientIds)
    const balance = (await deps.wallet.balances(m.employee.id, tx))[q.benefit]
    const amount = corporateShare(balance, q.payable)
    if (amount <= 0) throw AppError.invalid(CORPORATE_PAY_TEXTS.empty(q.benefit), 'payment', 'corporate_wallet_short')
    return { amount, corporateId: m.corporate.id, employeeId: m.employee.id, benefit: q.benefit }
  }

  /** The sub-wallet debited for the order (reference order:{id}); 400 corporate_wallet_short if spent meanwhile. */
  async function pay(tx: Db, quoted: CorporateQuote, order: { orderId: number; number: string }, note: string): Promise<void> {
    await deps.wallet.debit(tx, {
      corporateId: quoted.corporateId,
      employeeId: quoted.employeeId,
      benefit: quoted.benefit,
      amount: quoted.amount,
      kind: 'payment',
      reference: `order:${order.orderId}`,
      orderId: order.orderId,
      note,
    })
  }

  /**
   * `amount` of what the order's sub-wallet paid goes back to it (a cancellation: reference order:{id}; part of it:
   * order:{id}:{tag}). Written once per reference (a retried refund changes nothing).
   */
  async function refund(tx: Db, r: { orderId: number; amount: Paise; reference: string; note: string }): Promise<void> {
    if (r.amount <= 0) return
    const [paid] = await tx
      .select()
      .from(corporateWalletEntries)
      .where(and(eq(corporateWalletEntries.orderId, r.orderId), eq(corporateWalletEntries.kind, 'payment')))
    if (!paid) throw new Error(`order ${r.orderId} has a corporate wallet payment but no ledger entry`)
    await deps.wallet.credit(tx, {
      corporateId: paid.corporateId,
      employeeId: paid.employeeId,
      benefit: paid.benefit,
      amount: r.amount,
      kind: 'refund',
      reference: r.reference,
      orderId: r.orderId,
      note: r.note,
    })
  }

  /** The payment pages' offer: null for someone without cover today (an empty sub-wallet is shown, not usable). */
  async function offer(userId: number, benefit: Benefit, payable: Paise): Promise<CorporateOfferView | null> {
    const m = await coveredMembership(userId)
    if (!m) return null
    const balance = (await deps.wallet.balances(m.employee.id))[benefit]
    return {
      benefit,
      label: BENEFIT_LABELS[benefit],
      corporate: m.corporate.name,
      balance: toRupees(balance),
      pays: toRupees(corporateShare(balance, payable)),
      covers: balance >= payable,
    }
  }

  /** The cashless-benefit widget's reading: null (a 404) for anyone without cover today. */
  async function cashlessBenefit(userId: number): Promise<CashlessBenefitView | null> {
    const m = await coveredMembership(userId)
    if (!m) return null
    const balances = await deps.wallet.balances(m.employee.id)
    const allowance: Record<Benefit, Paise | null> = m.policy
      ? { pharmacy: m.policy.pharmacyPaise, labs: m.policy.labsPaise, consultation: m.policy.consultationPaise }
      : { pharmacy: null, labs: null, consultation: null }
    return {
      corporate: { name: m.corporate.name, slug: m.corporate.slug, logoUrl: m.corporate.logoUrl },
      employee: m.employee.name,
      year: m.policy?.year ?? null,
      familyCover: familyCovered(m.policy?.familyCover ?? false, m.employee.coverage),
      wallets: BENEFITS.map((b) => ({
        benefit: b,
        label: BENEFIT_LABELS[b],
        balance: toRupees(balances[b] ?? ZERO_PAISE),
        allowance: allowance[b] === null ? null : toRupees(paise(allowance[b])),
        covers: BENEFIT_COVERS[b],
      })),
    }
  }

  return { quote, pay, refund, offer, cashlessBenefit }
}
export type CorporateCheckout = ReturnType<typeof createCorporateCheckout>

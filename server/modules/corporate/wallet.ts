import { and, desc, eq, lt, sql } from 'drizzle-orm'
import { BENEFITS, CORPORATE_TEXTS, type Benefit, type CorporateWalletEntryKind } from '../../../core/corporate/vocabulary.ts'
import { paise, ZERO_PAISE, type Paise } from '../../../core/money.ts'
import type { Db } from '../../db/client.ts'
import { AppError } from '../../lib/app-error.ts'
import type { Clock } from '../../lib/clock.ts'
import { corporateWalletEntries, corporateWallets } from './schema.ts'

// The OPD wallet (issue 25 §4): per employee, one sub-wallet per benefit. Writes happen inside the caller's
// transaction. A debit is one conditional update of the balance (`balance >= amount`), so orders placed at once never
// both spend the same rupees; the ledger row is written with the balance after it. (employee, kind, reference, benefit) is unique:
// a retried top-up, payment or refund is written once (the second write changes nothing and answers false).

export type Balances = Record<Benefit, Paise>

export interface WalletMove {
  corporateId: number
  employeeId: number
  benefit: Benefit
  amount: Paise
  kind: CorporateWalletEntryKind
  reference: string
  note: string
  orderId?: number | null
}

export interface HistoryEntry {
  id: number
  benefit: Benefit
  amount: Paise
  kind: CorporateWalletEntryKind
  reference: string
  orderId: number | null
  balanceAfter: Paise
  note: string
  at: Date
}

const EMPTY: Balances = { pharmacy: ZERO_PAISE, labs: ZERO_PAISE, consultation: ZERO_PAISE }

export function createCorporateWallet(db: Db, now: Clock) {
  async function balances(employeeId: number, q: Db = db): Promise<Balances> {
    const rows = await q.select().from(corporateWallets).where(eq(corporateWallets.employeeId, employeeId))
    const out = { ...EMPTY }
    for (const r of rows) out[r.benefit] = r.balancePaise
    return out
  }

  /** Whether this movement was already written (a retry). */
  async function written(tx: Db, m: WalletMove): Promise<boolean> {
    const [row] = await tx
      .select({ id: corporateWalletEntries.id })
      .from(corporateWalletEntries)
      .where(
        and(
          eq(corporateWalletEntries.employeeId, m.employeeId),
          eq(corporateWalletEntries.kind, m.kind),
          eq(corporateWalletEntries.reference, m.reference),
          eq(corporateWalletEntries.benefit, m.benefit),
        ),
      )
    return row !== undefined
  }

  async function entry(tx: Db, m: WalletMove, signed: number, balanceAfter: Paise, at: Date): Promise<void> {
    await tx.insert(corporateWalletEntries).values({
      corporateId: m.corporateId,
      employeeId: m.employeeId,
      benefit: m.benefit,
      amountPaise: paise(signed),
      kind: m.kind,
      reference: m.reference,
      orderId: m.orderId ?? null,
      balanceAfterPaise: balanceAfter,
      note: m.note,
      createdAt: at,
    })
  }

  /** Adds money to a sub-wallet (a top-up, a refund). Answers false when this reference was already credited. */
  async function credit(tx: Db, m: WalletMove): Promise<boolean> {
    if (!(m.amount > 0)) throw AppError.invalid('The amount must be more than zero', 'amount')
    if (await written(tx, m)) return false
    const at = now()
    const [row] = await tx
      .insert(corporateWallets)
      .values({ employeeId: m.employeeId, benefit: m.benefit, balancePaise: m.amount, updatedAt: at })
      .onConflictDoUpdate({
        target: [corporateWallets.employeeId, corporateWallets.benefit],
        set: { balancePaise: sql`${corporateWallets.balancePaise} + ${m.amount}`, updatedAt: at },
      })
      .returning({ balance: corporateWallets.balancePaise })
    await entry(tx, m, m.amount, row!.balance, at)
    return true
  }

  /**
   * Takes money from a sub-wallet, never below zero: 400 corporate_wallet_short when it does not hold `amount`.
   * Answers false when this reference was already debited (a retry).
   */
  async function debit(tx: Db, m: WalletMove): Promise<boolean> {
    if (!(m.amount > 0)) throw AppError.invalid('The amount must be more than zero', 'amount')
    if (await written(tx, m)) return false
    const at = now()
    const [row] = await tx
      .update(corporateWallets)
      .set({ balancePaise: sql`${corporateWallets.balancePaise} - ${m.amount}`, updatedAt: at })
      .where(
        and(
          eq(corporateWallets.employeeId, m.employeeId),
          eq(corporateWallets.benefit, m.benefit),
          sql`${corporateWallets.balancePaise} >= ${m.amount}`,
        ),
      )
      .returning({ balance: corporateWallets.balancePaise })
    if (!row) throw AppError.invalid(CORPORATE_TEXTS.walletShort(m.benefit), 'payment', 'corporate_wallet_short')
    await entry(tx, m, -m.amount, row.balance, at)
    return true
  }

  /** The newest entries first, `limit` at a time, before the entry id `before` (keyset pages). */
  async function history(
    employeeId: number,
    page: { limit: number; before?: number | null },
    q: Db = db,
  ): Promise<HistoryEntry[]> {
    const rows = await q
      .select()
      .from(corporateWalletEntries)
      .where(
        page.before
          ? and(eq(corporateWalletEntries.employeeId, employeeId), lt(corporateWalletEntries.id, page.before))
          : eq(corporateWalletEntries.employeeId, employeeId),
      )
      .orderBy(desc(corporateWalletEntries.id))
      .limit(page.limit)
    return rows.map((r) => ({
      id: r.id,
      benefit: r.benefit,
      amount: r.amountPaise,
      kind: r.kind,
      reference: r.reference,
      orderId: r.orderId,
      balanceAfter: r.balanceAfterPaise,
      note: r.note,
      at: r.createdAt,
    }))
  }

  return { balances, credit, debit, history, benefits: BENEFITS }
}
export type CorporateWallet = ReturnType<typeof createCorporateWallet>

import { and, desc, eq, sql } from 'drizzle-orm'
import { formatPaise, paise, ZERO_PAISE, type Paise } from '../../../core/money.ts'
import type { WalletEntryKind } from '../../../core/wallet/wallet.ts'
import type { Db } from '../../db/client.ts'
import { walletEntries } from './schema.ts'
import { AppError } from '../../lib/app-error.ts'
import type { Clock } from '../../lib/clock.ts'

// MedWise Cash (issue 9 §6): a ledger per account, never a balance column. Writes happen inside the caller's
// transaction; a debit takes a per-account lock first so two debits cannot both spend the same rupees, and
// (kind, reference) is unique so a retried credit or debit is written once.

export type { WalletEntryKind }

export interface WalletEntry {
  amount: Paise
  kind: WalletEntryKind
  reference: string
  note: string
  at: Date
}

export function createWalletService(db: Db, now: Clock) {
  async function balance(userId: number, q: Db = db): Promise<Paise> {
    const [row] = await q
      .select({ sum: sql<string | null>`sum(${walletEntries.amountPaise})` })
      .from(walletEntries)
      .where(eq(walletEntries.userId, userId))
    return row?.sum ? paise(Number(row.sum)) : ZERO_PAISE
  }

  /** Serialises the wallet writes of one account until the transaction ends. */
  const lock = (tx: Db, userId: number) => tx.execute(sql`select pg_advisory_xact_lock(7301, ${userId})`)

  /** Adds money (a recharge, a refund). Returns false when this (kind, reference) was written before. */
  async function credit(
    tx: Db,
    userId: number,
    amount: Paise,
    entry: { kind: WalletEntryKind; reference: string; note: string },
  ): Promise<boolean> {
    if (amount <= 0) throw new RangeError(`A wallet credit must be positive: ${amount}`)
    const written = await tx
      .insert(walletEntries)
      .values({ userId, amountPaise: amount, ...entry, createdAt: now() })
      .onConflictDoNothing()
      .returning({ id: walletEntries.id })
    return written.length > 0
  }

  /** Spends money (an order's wallet part): refused with a 400 when the balance is short. */
  async function debit(
    tx: Db,
    userId: number,
    amount: Paise,
    entry: { kind: WalletEntryKind; reference: string; note: string },
  ): Promise<boolean> {
    if (amount <= 0) throw new RangeError(`A wallet debit must be positive: ${amount}`)
    await lock(tx, userId)
    const [done] = await tx
      .select({ id: walletEntries.id })
      .from(walletEntries)
      .where(and(eq(walletEntries.kind, entry.kind), eq(walletEntries.reference, entry.reference)))
    if (done) return false
    const have = await balance(userId, tx)
    if (have < amount) {
      throw AppError.invalid(
        `Your MedWise Cash balance is ${formatPaise(have)}, less than ${formatPaise(amount)}`,
        'wallet',
        'wallet_short',
      )
    }
    await tx.insert(walletEntries).values({ userId, amountPaise: paise(-amount), ...entry, createdAt: now() })
    return true
  }

  async function entries(userId: number, limit = 50): Promise<WalletEntry[]> {
    const rows = await db
      .select()
      .from(walletEntries)
      .where(eq(walletEntries.userId, userId))
      .orderBy(desc(walletEntries.createdAt), desc(walletEntries.id))
      .limit(limit)
    return rows.map((r) => ({
      amount: r.amountPaise,
      kind: r.kind as WalletEntryKind,
      reference: r.reference,
      note: r.note,
      at: r.createdAt,
    }))
  }

  return { balance, credit, debit, entries }
}
export type WalletService = ReturnType<typeof createWalletService>

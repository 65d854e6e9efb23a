import { and, desc, eq, sql } from 'drizzle-orm'
import { formatPaise, paise, ZERO_PAISE, type Paise } from '../../../core/money.ts'
import { WALLET_ENTRY_PURSE, type WalletEntryKind } from '../../../core/wallet/wallet.ts'
import { rewardsExpireAt, REWARDS_EXPIRY_NOTICE_DAYS, type Purse } from '../../../core/wallet/rewards.ts'
import type { Db } from '../../db/client.ts'
import type { JobsService } from '../jobs/index.ts'
import { walletEntries } from './schema.ts'
import { AppError } from '../../lib/app-error.ts'
import type { Clock } from '../../lib/clock.ts'

// MedWise Cash (issue 9 §6): a ledger per account, never a balance column. Writes happen inside the caller's
// transaction; a debit takes a per-account lock first so two debits cannot both spend the same rupees, and
// (kind, reference) is unique so a retried credit or debit is written once. Two purses (decision 055): the person's own
// money and rewards we gave; the kind of an entry decides its purse, and every movement of the rewards purse sets
// when its rewards expire (a job per movement: the expiry and, before it, a notice).

export const REWARDS_EXPIRY = 'wallet.rewards_expiry'
export const REWARDS_EXPIRY_NOTICE = 'wallet.rewards_expiry_notice'

/** What each purse holds, and when the rewards purse last moved (null: never). */
export interface Purses {
  cash: Paise
  rewards: Paise
  rewardsMovedAt: Date | null
}

export type { WalletEntryKind }

export interface WalletEntry {
  amount: Paise
  kind: WalletEntryKind
  purse: Purse
  reference: string
  note: string
  at: Date
}

export function createWalletService(db: Db, now: Clock, deps: { jobs?: Pick<JobsService, 'enqueue'> } = {}) {
  /** Both purses together: what the header and the cash page show as the balance. */
  async function balance(userId: number, q: Db = db): Promise<Paise> {
    const [row] = await q
      .select({ sum: sql<string | null>`sum(${walletEntries.amountPaise})` })
      .from(walletEntries)
      .where(eq(walletEntries.userId, userId))
    return row?.sum ? paise(Number(row.sum)) : ZERO_PAISE
  }

  /** Each purse's balance, and when the rewards purse last moved: one statement. */
  async function purses(userId: number, q: Db = db): Promise<Purses> {
    const [row] = await q
      .select({
        cash: sql<string | null>`sum(${walletEntries.amountPaise}) filter (where ${walletEntries.purse} = 'cash')`,
        rewards: sql<string | null>`sum(${walletEntries.amountPaise}) filter (where ${walletEntries.purse} = 'rewards')`,
        movedAt: sql<string | Date | null>`max(${walletEntries.createdAt}) filter (where ${walletEntries.purse} = 'rewards')`,
      })
      .from(walletEntries)
      .where(eq(walletEntries.userId, userId))
    return {
      cash: row?.cash ? paise(Number(row.cash)) : ZERO_PAISE,
      rewards: row?.rewards ? paise(Number(row.rewards)) : ZERO_PAISE,
      rewardsMovedAt: row?.movedAt ? new Date(row.movedAt) : null,
    }
  }

  /** One purse's balance, read in the caller's transaction. */
  async function purseBalance(userId: number, purse: Purse, q: Db): Promise<Paise> {
    const [row] = await q
      .select({ sum: sql<string | null>`sum(${walletEntries.amountPaise})` })
      .from(walletEntries)
      .where(and(eq(walletEntries.userId, userId), eq(walletEntries.purse, purse)))
    return row?.sum ? paise(Number(row.sum)) : ZERO_PAISE
  }

  /**
   * A movement of the rewards purse sets when its rewards expire: a job for the expiry and one for the notice before
   * it, named by the account and the movement's time (the handlers skip when the purse has moved since). The expiry's
   * own entry empties the purse and schedules nothing.
   */
  async function scheduleExpiry(tx: Db, userId: number, kind: WalletEntryKind, at: Date): Promise<void> {
    if (!deps.jobs || WALLET_ENTRY_PURSE[kind] !== 'rewards' || kind === 'rewards_expiry') return
    const expires = rewardsExpireAt(at)
    const payload = { userId, movedAt: at.toISOString() }
    await deps.jobs.enqueue(tx, {
      kind: REWARDS_EXPIRY,
      key: `${REWARDS_EXPIRY}:user:${userId}:${at.toISOString()}`,
      runAt: expires,
      payload,
    })
    await deps.jobs.enqueue(tx, {
      kind: REWARDS_EXPIRY_NOTICE,
      key: `${REWARDS_EXPIRY_NOTICE}:user:${userId}:${at.toISOString()}`,
      runAt: new Date(expires.getTime() - REWARDS_EXPIRY_NOTICE_DAYS * 86_400_000),
      payload,
    })
  }

  /** Serialises the wallet writes of one account until the transaction ends. */
  const lock = (tx: Db, userId: number) => tx.execute(sql`select pg_advisory_xact_lock(7301, ${userId})`)

  /** Adds money (a recharge, a refund, a reward) to its kind's purse. False when this (kind, reference) was written before. */
  async function credit(
    tx: Db,
    userId: number,
    amount: Paise,
    entry: { kind: WalletEntryKind; reference: string; note: string },
  ): Promise<boolean> {
    if (amount <= 0) throw new RangeError(`A wallet credit must be positive: ${amount}`)
    const at = now()
    const written = await tx
      .insert(walletEntries)
      .values({ userId, amountPaise: amount, ...entry, purse: WALLET_ENTRY_PURSE[entry.kind], createdAt: at })
      .onConflictDoNothing()
      .returning({ id: walletEntries.id })
    if (written.length) await scheduleExpiry(tx, userId, entry.kind, at)
    return written.length > 0
  }

  /** Spends money (an order's wallet part) from its kind's purse: refused with a 400 when that purse is short. */
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
    const purse = WALLET_ENTRY_PURSE[entry.kind]
    const have = await purseBalance(userId, purse, tx)
    if (have < amount) {
      throw AppError.invalid(
        `Your MedWise ${purse === 'rewards' ? 'rewards' : 'Cash balance'} ${purse === 'rewards' ? 'are' : 'is'} ${formatPaise(have)}, less than ${formatPaise(amount)}`,
        'wallet',
        'wallet_short',
      )
    }
    const at = now()
    await tx.insert(walletEntries).values({ userId, amountPaise: paise(-amount), ...entry, purse, createdAt: at })
    await scheduleExpiry(tx, userId, entry.kind, at)
    return true
  }

  /**
   * Takes back up to `amount` of what was given (cash back, NeuCoins of a returned order) from its kind's purse: as
   * much as the purse holds, since what was spent stays spent. Answers what was taken.
   */
  async function reclaim(
    tx: Db,
    userId: number,
    amount: Paise,
    entry: { kind: WalletEntryKind; reference: string; note: string },
  ): Promise<Paise> {
    await lock(tx, userId)
    const back = paise(Math.min(amount, await purseBalance(userId, WALLET_ENTRY_PURSE[entry.kind], tx)))
    if (back <= 0) return ZERO_PAISE
    await debit(tx, userId, back, entry)
    return back
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
      purse: r.purse,
      reference: r.reference,
      note: r.note,
      at: r.createdAt,
    }))
  }

  return { balance, purses, purseBalance, lock, credit, debit, reclaim, entries }
}
export type WalletService = ReturnType<typeof createWalletService>

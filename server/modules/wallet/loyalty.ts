import { and, desc, eq, sql } from 'drizzle-orm'
import { formatPaise, paise, ZERO_PAISE, type Paise } from '../../../core/money.ts'
import { neucoinPoints, neucoinsFor, rewardsExpired, rewardsExpireAt } from '../../../core/wallet/rewards.ts'
import { lastDayIST } from '../../../core/content/dates.ts'
import { queryRows, type Db } from '../../db/client.ts'
import type { Clock } from '../../lib/clock.ts'
import { users } from '../auth/index.ts'
import type { JobHandlers } from '../jobs/index.ts'
import type { Notifier } from '../notify/index.ts'
import { loyaltyMembers, walletEntries } from './schema.ts'
import { REWARDS_EXPIRY, REWARDS_EXPIRY_NOTICE, type WalletService } from './service.ts'

// Loyalty and the rewards purse's life (issue 23 §5; decision 055): who joined the programme at /loyalty, the NeuCoins
// a loyal user earns on a delivered order (taken back when it is returned, as far as the rewards hold), what the
// header shows (spec 1 §2.2: NeuCoins for loyal users, the cash balance for others), and the jobs that tell a person
// their rewards will expire and then expire them.

/** spec 1 §3 userData: IS_LOYAL_USER, points, cashBalance. */
export interface ShellWallet {
  isLoyal: boolean
  /** NeuCoins (one per whole rupee of rewards). */
  points: number
  /** Both purses together. */
  balance: Paise
}

export interface LoyaltyView {
  isLoyal: boolean
  joinedAt: Date | null
  points: number
  rewards: Paise
  cash: Paise
  /** When the rewards expire if the purse does not move again; null when there are none. */
  rewardsExpireAt: Date | null
}

export function createLoyalty(db: Db, deps: { now: Clock; wallet: WalletService; notifier?: Notifier }) {
  const { now, wallet } = deps

  /** The header's wallet: one statement (an indexed sum of one account's ledger and its loyalty row). */
  async function shell(userId: number): Promise<ShellWallet> {
    const [row] = await queryRows<{ loyal: boolean; total: string | null; rewards: string | null }>(
      db,
      sql`select exists (select 1 from ${loyaltyMembers} where ${loyaltyMembers.userId} = ${userId}) as loyal,
            sum(${walletEntries.amountPaise}) as total,
            sum(${walletEntries.amountPaise}) filter (where ${walletEntries.purse} = 'rewards') as rewards
          from ${walletEntries} where ${walletEntries.userId} = ${userId}`,
    )
    const rewards = row?.rewards ? paise(Number(row.rewards)) : ZERO_PAISE
    return {
      isLoyal: row?.loyal === true,
      points: neucoinPoints(rewards),
      balance: row?.total ? paise(Number(row.total)) : ZERO_PAISE,
    }
  }

  async function view(userId: number): Promise<LoyaltyView> {
    const [[member], purses] = await Promise.all([
      db.select().from(loyaltyMembers).where(eq(loyaltyMembers.userId, userId)),
      wallet.purses(userId),
    ])
    return {
      isLoyal: member != null,
      joinedAt: member?.joinedAt ?? null,
      points: neucoinPoints(purses.rewards),
      rewards: purses.rewards,
      cash: purses.cash,
      rewardsExpireAt: purses.rewards > 0 && purses.rewardsMovedAt ? rewardsExpireAt(purses.rewardsMovedAt) : null,
    }
  }

  /** Joins the programme (again: nothing changes). */
  async function join(userId: number): Promise<void> {
    await db.insert(loyaltyMembers).values({ userId, joinedAt: now() }).onConflictDoNothing()
  }

  /**
   * An order's move, in its transaction (orders/service.ts onMove): delivered earns a loyal user NeuCoins on what its
   * goods cost; returned takes them back, as far as the rewards purse holds (what was spent stays spent).
   */
  async function onOrderMove(
    tx: Db,
    move: { orderId: number; userId: number; event: string; to: string; number: string; goodsTotal: Paise },
  ): Promise<void> {
    const reference = `order:${move.orderId}`
    if (move.event === 'deliver') {
      const [member] = await tx.select().from(loyaltyMembers).where(eq(loyaltyMembers.userId, move.userId))
      const coins = member ? neucoinsFor(move.goodsTotal) : ZERO_PAISE
      if (coins <= 0) return
      await wallet.credit(tx, move.userId, coins, {
        kind: 'neucoins',
        reference,
        note: `${coins / 100} NeuCoins on order ${move.number}`,
      })
    } else if (move.to === 'returned') {
      const [earned] = await tx
        .select({ amount: walletEntries.amountPaise })
        .from(walletEntries)
        .where(and(eq(walletEntries.kind, 'neucoins'), eq(walletEntries.reference, reference)))
      if (!earned) return
      await wallet.reclaim(tx, move.userId, earned.amount, {
        kind: 'neucoins_reversal',
        reference,
        note: `NeuCoins of order ${move.number}, returned`,
      })
    }
  }

  async function phoneOf(userId: number): Promise<string | null> {
    const [u] = await db.select({ phone: users.phone }).from(users).where(eq(users.id, userId))
    return u?.phone ?? null
  }

  /** Whether the rewards purse last moved at the time a job was scheduled for (else a later movement has its own). */
  const stillLast = (moved: Date | null, payload: Record<string, unknown>) =>
    moved !== null && moved.getTime() === new Date(String(payload.movedAt)).getTime()

  const handlers: JobHandlers = {
    /** A year after the rewards purse last moved: what it holds expires (one ledger row). */
    async [REWARDS_EXPIRY](payload, ctx) {
      const userId = Number(payload.userId)
      await db.transaction(async (tx) => {
        await wallet.lock(tx, userId)
        const purses = await wallet.purses(userId, tx)
        if (
          purses.rewards > 0 &&
          stillLast(purses.rewardsMovedAt, payload) &&
          rewardsExpired(purses.rewardsMovedAt!, ctx.now())
        ) {
          await wallet.debit(tx, userId, purses.rewards, {
            kind: 'rewards_expiry',
            reference: `expiry:${purses.rewardsMovedAt!.toISOString()}`,
            note: `${formatPaise(purses.rewards)} of rewards expired a year after their last use`,
          })
        }
        await ctx.markDone(tx)
      })
    },
    /** A month before: the person is told once, while there is still time to use them. */
    async [REWARDS_EXPIRY_NOTICE](payload) {
      const userId = Number(payload.userId)
      const purses = await wallet.purses(userId)
      if (purses.rewards <= 0 || !stillLast(purses.rewardsMovedAt, payload) || !deps.notifier) return
      const phone = await phoneOf(userId)
      if (!phone) return
      await deps.notifier.send({
        channel: 'sms',
        to: `+91${phone}`,
        text: `${formatPaise(purses.rewards)} of your MedWise rewards expire on ${lastDayIST(rewardsExpireAt(purses.rewardsMovedAt!))}. Use them on your next order.`,
      })
    },
  }

  /** The rewards purse's entries, newest first (the /loyalty page). */
  async function rewardEntries(userId: number, limit = 50) {
    return db
      .select({
        id: walletEntries.id,
        amount: walletEntries.amountPaise,
        kind: walletEntries.kind,
        note: walletEntries.note,
        at: walletEntries.createdAt,
      })
      .from(walletEntries)
      .where(and(eq(walletEntries.userId, userId), eq(walletEntries.purse, 'rewards')))
      .orderBy(desc(walletEntries.createdAt), desc(walletEntries.id))
      .limit(limit)
  }

  return { shell, view, join, onOrderMove, handlers, rewardEntries }
}
export type Loyalty = ReturnType<typeof createLoyalty>

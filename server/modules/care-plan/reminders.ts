import { and, asc, eq, gt, gte, inArray } from 'drizzle-orm'
import { lastDayIST } from '../../../core/content/dates.ts'
import type { Db } from '../../db/client.ts'
import { AppError } from '../../lib/app-error.ts'
import type { Clock } from '../../lib/clock.ts'
import type { Logger } from '../../lib/logger.ts'
import { users } from '../auth/index.ts'
import type { JobHandlers, JobsService } from '../jobs/index.ts'
import type { Notifier } from '../notify/index.ts'
import { memberSales, memberships } from './schema.ts'

// The care plan's reminders (issue 23 §4), sent through the notifier by durable jobs (decision 053): once each across
// restarts and instances, because each is one job named by what it is about. Renewal reminders 7 days and 1 day
// before a term ends, enqueued with the change that makes the term active and cancelled with the change that ends it;
// the early-sale remind-me an hour before members may shop.

export const RENEWAL_REMINDER = 'care_plan.renewal_reminder'
export const SALE_REMINDER = 'care_plan.sale_reminder'
/** Days before a term ends that its renewal reminders go. */
export const RENEWAL_REMINDER_DAYS = [7, 1] as const
/** How long before members may shop the sale reminder goes. */
export const SALE_REMINDER_LEAD_MS = 60 * 60_000
const DAY_MS = 86_400_000

type Jobs = Pick<JobsService, 'enqueue' | 'cancel'>
type JobsCancel = Pick<JobsService, 'cancel'>

/** A term's reminder keys: its id and end name the occurrence (a key is never reused for another end). */
export function renewalKey(term: { id: number; endsAt: Date }, days: number): string {
  return `care_plan.renewal:${term.id}:${term.endsAt.toISOString()}:${days}d`
}

/** In the transaction that makes a term active: its renewal reminders (those still ahead of `at`). */
export async function scheduleRenewalReminders(tx: Db, jobs: Jobs, term: { id: number; endsAt: Date }, at: Date) {
  for (const days of RENEWAL_REMINDER_DAYS) {
    const runAt = new Date(term.endsAt.getTime() - days * DAY_MS)
    if (runAt.getTime() <= at.getTime()) continue
    await jobs.enqueue(tx, {
      kind: RENEWAL_REMINDER,
      key: renewalKey(term, days),
      runAt,
      payload: { membershipId: term.id, days },
    })
  }
}

/** In the transaction that ends a term early (cancelled, voided): its reminders will not go. */
export async function cancelRenewalReminders(tx: Db, jobs: JobsCancel, term: { id: number; endsAt: Date }) {
  for (const days of RENEWAL_REMINDER_DAYS) await jobs.cancel(tx, renewalKey(term, days))
}

export const SALE_TEXTS = {
  noSale: 'There is no member sale coming up right now. We will show it here when there is.',
  signIn: 'Please log in to set a reminder',
} as const

/** A sale's remind-me of one account: one job, named by both. */
export const saleReminderKey = (saleId: number, userId: number) => `care_plan.sale:user:${userId}:sale:${saleId}`

export function createCarePlanReminders(
  db: Db,
  deps: { now: Clock; jobs: Jobs & Pick<JobsService, 'find'>; notifier: Notifier; logger: Logger },
) {
  const { now } = deps

  async function phoneOf(userId: number): Promise<string | null> {
    const [u] = await db.select({ phone: users.phone }).from(users).where(eq(users.id, userId))
    return u?.phone ?? null
  }

  /** The next sale members have not been let into yet (or are in now), soonest first. */
  async function nextSale(at: Date) {
    const [sale] = await db
      .select()
      .from(memberSales)
      .where(gt(memberSales.endsAt, at))
      .orderBy(asc(memberSales.membersFrom), asc(memberSales.id))
      .limit(1)
    return sale ?? null
  }

  /**
   * `GET /api/v4/set_reminder` (spec 2 §4 'Sale reminder'): a reminder of the next member sale, an hour before members
   * may shop (at once when that is past). Setting it again is the same reminder.
   */
  async function setSaleReminder(userId: number): Promise<{ sale: string; remindAt: Date; membersFrom: Date }> {
    const at = now()
    const sale = await nextSale(at)
    if (!sale) throw AppError.notFound(SALE_TEXTS.noSale, 'no_sale')
    const remindAt = new Date(Math.max(at.getTime(), sale.membersFrom.getTime() - SALE_REMINDER_LEAD_MS))
    await db.transaction((tx) =>
      deps.jobs.enqueue(tx, {
        kind: SALE_REMINDER,
        key: saleReminderKey(sale.id, userId),
        runAt: remindAt,
        payload: { saleId: sale.id, userId },
      }),
    )
    return { sale: sale.name, remindAt, membersFrom: sale.membersFrom }
  }

  const handlers: JobHandlers = {
    /** A renewal reminder: only for a term still active and not renewed since (a later term queued or paid). */
    async [RENEWAL_REMINDER](payload) {
      const membershipId = Number(payload.membershipId)
      const days = Number(payload.days)
      const [term] = await db.select().from(memberships).where(eq(memberships.id, membershipId))
      if (!term || term.state !== 'active') return
      const [renewed] = await db
        .select({ id: memberships.id })
        .from(memberships)
        .where(
          and(
            eq(memberships.userId, term.userId),
            inArray(memberships.state, ['pending_payment', 'active']),
            gte(memberships.startsAt, term.endsAt),
          ),
        )
        .limit(1)
      if (renewed) return
      const phone = await phoneOf(term.userId)
      if (!phone) return
      const when = days === 1 ? 'tomorrow' : `in ${days} days`
      await deps.notifier.send({
        channel: 'sms',
        to: `+91${phone}`,
        text: `Your MedWise ${term.planName} ends ${when}, on ${lastDayIST(term.endsAt)}. Renew it from Care Plan to keep your savings.`,
      })
    },
    /** The early-sale remind-me. */
    async [SALE_REMINDER](payload) {
      const [sale] = await db
        .select()
        .from(memberSales)
        .where(eq(memberSales.id, Number(payload.saleId)))
      const phone = await phoneOf(Number(payload.userId))
      if (!sale || !phone || sale.endsAt.getTime() <= now().getTime()) return
      await deps.notifier.send({
        channel: 'sms',
        to: `+91${phone}`,
        text: `${sale.name}: Care Plan members shop early from ${lastDayIST(new Date(sale.membersFrom.getTime() + 1))}. Open MedWise to shop before everyone else.`,
      })
    },
  }

  /** The savings page's early-sale card: the next sale, and whether this account asked to be reminded of it. */
  async function saleFor(userId: number, at: Date): Promise<{ name: string; membersFrom: Date; reminded: boolean } | null> {
    const sale = await nextSale(at)
    if (!sale) return null
    const job = await deps.jobs.find(saleReminderKey(sale.id, userId))
    return { name: sale.name, membersFrom: sale.membersFrom, reminded: job !== null && job.status !== 'cancelled' }
  }

  return { setSaleReminder, nextSale, saleFor, handlers }
}
export type CarePlanReminders = ReturnType<typeof createCarePlanReminders>

import { eq, lt } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import type { Clock } from '../../lib/clock.ts'
import type { Logger } from '../../lib/logger.ts'
import type { JobHandlers, JobRequest } from '../jobs/index.ts'
import type { Message, Notifier } from './notifier.ts'
import { queuedMessages } from './schema.ts'

// The message outbox (decision 090, issue 30 §3): order, booking and other transactional messages are written down
// durably and sent by the durable jobs' runner, retried with its back-off (1 minute doubling to an hour, 8 attempts,
// about two hours) while the provider is down, and sent once when it is back. OTPs are not queued: the person waits
// for the code, so otp.ts sends it at once and answers 503 when it cannot.
//
// Once. A message's job is claimed by one runner at a time (SKIP LOCKED, a lease), and its done commits with the
// removal of the message's row, so a message the provider accepted is not sent again by any retry. The one ambiguity
// is the provider that accepted a message but whose answer we never got (our time-out, a connection cut): we cannot
// tell it from a refusal, and MSG91's Flow API and SMTP take no idempotency key, so the message is sent again on the
// next attempt (at least once). A second copy of 'your order is packed' is better than none.
//
// Promptly. A message enqueued outside a transaction is tried at once (the development outbox shows it before the
// request answers, as the e2e tests expect), but the request waits for that try at most `attemptBudgetMs`: a provider
// that hangs holds no order's answer for its 10 s time-out. A try that fails, or ends after the budget, leaves the job
// to the runner's rounds with the back-off; one still running is protected by its lease.

export const NOTIFY_MESSAGE_JOB = 'notify.message'
/** 'notify.message:12:sms': the channel after the id keeps one key from being a prefix of another (runNow's match). */
const jobKey = (id: number, channel: string) => `${NOTIFY_MESSAGE_JOB}:${id}:${channel}`
/** A message whose job gave up (about two hours of tries) is kept this long for an operator to see, then removed. */
export const QUEUED_MESSAGES_KEEP_DAYS = 7

export interface MessageQueue extends Notifier {
  /**
   * Writes the message down to be sent by the jobs' runner. In `tx` (the caller's transaction) it exists if and only
   * if the caller's change commits, and is tried by the next round of the runner; without one it is committed at once
   * and tried at once (within the attempt budget). `send` is `enqueue` without a transaction: the Notifier face that
   * callers of the notifier keep.
   */
  enqueue(message: Message, opts?: { tx?: Db }): Promise<void>
  /** The job handler that sends a queued message (registered in services.ts). */
  handlers: JobHandlers
}

export interface MessageQueueDeps {
  db: Db
  now: Clock
  logger: Pick<Logger, 'warn'>
  /** The provider that really sends (MSG91, SMTP, or the development outbox). */
  notifier: Notifier
  jobs: { enqueue(tx: Db, job: JobRequest): Promise<boolean> }
  /** Runs the due jobs whose keys start with these, now (the runner's runNow); bound late in services.ts. */
  runNow?: (keyPrefixes: readonly string[]) => Promise<number>
  /** How long a request waits for the first try of a message it queued (default 1.5 s). */
  attemptBudgetMs?: number
}

export function createMessageQueue(deps: MessageQueueDeps): MessageQueue {
  const { db, now, logger } = deps
  const budget = deps.attemptBudgetMs ?? 1500

  async function write(tx: Db, message: Message): Promise<string> {
    if (message.otp) throw new Error('OTPs are sent at once (otp.ts), never queued')
    const [row] = await tx
      .insert(queuedMessages)
      .values({ channel: message.channel, to: message.to, text: message.text, createdAt: now() })
      .returning({ id: queuedMessages.id })
    const key = jobKey(row!.id, message.channel)
    await deps.jobs.enqueue(tx, { kind: NOTIFY_MESSAGE_JOB, key, runAt: now(), payload: { messageId: row!.id } })
    return key
  }

  async function tryNow(key: string): Promise<void> {
    if (!deps.runNow) return
    const attempt = deps.runNow([key]).catch((err: unknown) => {
      logger.warn('queued message not tried at once', { key, err: String(err) })
    })
    let timer: ReturnType<typeof setTimeout> | undefined
    const waited = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, budget)
      timer.unref?.()
    })
    await Promise.race([attempt, waited])
    clearTimeout(timer)
  }

  const queue: MessageQueue = {
    async enqueue(message, opts = {}) {
      if (opts.tx) {
        await write(opts.tx, message)
        return
      }
      const key = await db.transaction((tx) => write(tx, message))
      await tryNow(key)
    },
    send(message) {
      return queue.enqueue(message)
    },
    handlers: {
      async [NOTIFY_MESSAGE_JOB](payload, ctx) {
        const id = Number(payload.messageId)
        const [row] = await db.select().from(queuedMessages).where(eq(queuedMessages.id, id))
        // Gone: its account was erased before it could be sent.
        if (!row) return
        await deps.notifier.send({ channel: row.channel as Message['channel'], to: row.to, text: row.text })
        await db.transaction(async (tx) => {
          await tx.delete(queuedMessages).where(eq(queuedMessages.id, id))
          await ctx.markDone(tx)
        })
      },
    },
  }
  return queue
}

/** The maintenance purge: messages left unsent (their job gave up) older than QUEUED_MESSAGES_KEEP_DAYS. */
export async function purgeQueuedMessages(db: Db, at: Date): Promise<Record<string, number>> {
  const before = new Date(at.getTime() - QUEUED_MESSAGES_KEEP_DAYS * 24 * 60 * 60 * 1000)
  const removed = await db.delete(queuedMessages).where(lt(queuedMessages.createdAt, before)).returning({ id: queuedMessages.id })
  return { queuedMessages: removed.length }
}

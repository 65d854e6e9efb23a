import { desc } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { outboxMessages } from './schema.ts'

export type Channel = 'sms' | 'call' | 'email'
export interface Message {
  channel: Channel
  to: string
  text: string
  otp?: string
}
export interface OutboxEntry {
  channel: Channel
  to: string
  text: string
  otp: string | null
  at: string
}

/** Every SMS, call and e-mail goes through a Notifier; providers differ, callers do not. */
export interface Notifier {
  send(message: Message): Promise<void>
}

/**
 * The development provider: writes each message to the outbox table and to the log, nowhere else.
 * Architecture 'Development outbox contract'; never used in production mode.
 */
export function createOutboxNotifier(
  db: Db,
  log: (msg: string, fields: Record<string, unknown>) => void,
): Notifier & {
  list(limit?: number): Promise<OutboxEntry[]>
} {
  return {
    async send(m) {
      const [row] = await db
        .insert(outboxMessages)
        .values({ channel: m.channel, to: m.to, text: m.text, otp: m.otp ?? null })
        .returning({ at: outboxMessages.at })
      log('outbox message', { channel: m.channel, to: m.to, text: m.text, otp: m.otp ?? null, at: row?.at })
    },
    async list(limit = 50) {
      const rows = await db.select().from(outboxMessages).orderBy(desc(outboxMessages.id)).limit(limit)
      return rows.map((r) => ({ channel: r.channel as Channel, to: r.to, text: r.text, otp: r.otp, at: r.at.toISOString() }))
    },
  }
}

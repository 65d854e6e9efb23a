import { and, eq, gt } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { authFlows } from './schema.ts'
import { newSessionToken, sha256 } from './sessions.ts'

// One sign-in attempt across the popup's screens (spec 1 §4.5): what this browser has proved by OTP so far and
// what a code is pending for. The server trusts only this record, never the screen the client says it is on.

export const FLOW_TTL_SECONDS = 15 * 60
export type Flow = typeof authFlows.$inferSelect
export type FlowPatch = Partial<Pick<Flow, 'verifiedPhone' | 'verifiedEmail' | 'pendingPhone' | 'pendingEmail'>>

export function createFlowStore(db: Db, now: () => Date) {
  const expiry = () => new Date(now().getTime() + FLOW_TTL_SECONDS * 1000)
  return {
    /** A new attempt (Login, Sign Up or the merchant's first code): a fresh cookie value. */
    async start(opts: { isDoctor: boolean; merchant: boolean } & FlowPatch): Promise<{ token: string; flow: Flow }> {
      const token = newSessionToken()
      const [flow] = await db
        .insert(authFlows)
        .values({ idHash: sha256(token), createdAt: now(), expiresAt: expiry(), ...opts })
        .returning()
      return { token, flow: flow! }
    },
    async get(token: string | undefined): Promise<Flow | null> {
      if (!token || !/^[\w-]{22}$/.test(token)) return null
      const [flow] = await db
        .select()
        .from(authFlows)
        .where(and(eq(authFlows.idHash, sha256(token)), gt(authFlows.expiresAt, now())))
      return flow ?? null
    },
    async update(flow: Flow, patch: FlowPatch): Promise<Flow> {
      const [updated] = await db
        .update(authFlows)
        .set({ ...patch, expiresAt: expiry() })
        .where(eq(authFlows.idHash, flow.idHash))
        .returning()
      return updated ?? { ...flow, ...patch }
    },
    async end(flow: Flow, q: Db = db): Promise<void> {
      await q.delete(authFlows).where(eq(authFlows.idHash, flow.idHash))
    },
  }
}
export type FlowStore = ReturnType<typeof createFlowStore>

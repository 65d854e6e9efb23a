import { lt } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { authFlows, otpCodes, sessions, ssoCodes } from './schema.ts'

/** How long spent OTP rows stay after they expire (support questions: 'I never got the code'). */
export const OTP_KEEP_SECONDS = 24 * 60 * 60

/**
 * Removes sign-in's rows whose time is over: sessions, sign-in flows and SSO codes once expired, OTP rows a day after.
 * The hourly purge (platform/maintenance.ts) runs it; deletes are idempotent, so instances need no coordination.
 */
export async function purgeExpiredSignIns(db: Db, at: Date): Promise<Record<string, number>> {
  const otpBefore = new Date(at.getTime() - OTP_KEEP_SECONDS * 1000)
  const count = async (p: Promise<unknown[]>) => (await p).length
  return {
    sessions: await count(db.delete(sessions).where(lt(sessions.expiresAt, at)).returning({ k: sessions.idHash })),
    authFlows: await count(db.delete(authFlows).where(lt(authFlows.expiresAt, at)).returning({ k: authFlows.idHash })),
    ssoCodes: await count(db.delete(ssoCodes).where(lt(ssoCodes.expiresAt, at)).returning({ k: ssoCodes.codeHash })),
    otpCodes: await count(db.delete(otpCodes).where(lt(otpCodes.expiresAt, otpBefore)).returning({ k: otpCodes.id })),
  }
}

import { eq } from 'drizzle-orm'
import type { ErasureDone, ErasurePreview, KeptItem } from '../../../contracts/erasure.ts'
import {
  ALSO_KEPT,
  ERASED_KINDS,
  ERASURE_TEXTS,
  erasedNotice,
  KEPT_KINDS,
  KEPT_REASONS,
  type KeptKind,
} from '../../../core/data-rights/erasure.ts'
import type { Db } from '../../db/client.ts'
import { AppError } from '../../lib/app-error.ts'
import type { Clock } from '../../lib/clock.ts'
import type { AccountEraser, ErasureNotes, ErasureSubject } from '../../lib/erasure.ts'
import type { Logger } from '../../lib/logger.ts'
import { maskEmail, maskPhone, users, type createOtpService } from '../auth/index.ts'
import type { Notifier } from '../notify/index.ts'
import { appendAudit } from '../platform/index.ts'
import type { FileStorage } from '../storage/index.ts'
import { ACCOUNT_ERASERS } from './erasure-registry.ts'

// Erase my account (issue 26 §6, decision 081). The owner sees what goes, what the law keeps and why, and what must
// end first; asks for an OTP (the sign-in's machinery, purpose `erase:{id}`, to the verified phone, else the e-mail);
// confirms with it. Then every registered module's eraser runs in ONE transaction (a failure leaves nothing half done;
// the person retries), the audit log records it, and after the commit the deleted rows' files are removed and the
// person is told, at the contact they had, what was kept and why. The sessions end with the account.

type OtpService = ReturnType<typeof createOtpService>

class DryRun extends Error {}

export function createErasureService(deps: {
  db: Db
  otp: OtpService
  notifier: Notifier
  storage: FileStorage
  logger: Pick<Logger, 'error'>
  now: Clock
  erasers?: readonly AccountEraser[]
}) {
  const { db, otp, notifier, storage } = deps
  const erasers = deps.erasers ?? ACCOUNT_ERASERS

  async function subjectOf(userId: number): Promise<ErasureSubject & { phoneVerified: boolean }> {
    const [me] = await db
      .select({ name: users.name, email: users.email, phone: users.phone, phoneVerified: users.phoneVerified })
      .from(users)
      .where(eq(users.id, userId))
    if (!me) throw AppError.notFound('This account no longer exists.')
    return { userId, name: me.name, email: me.email, phone: me.phone, phoneVerified: me.phoneVerified, now: deps.now() }
  }

  /** Where the code goes: the verified phone, else the e-mail. */
  const contactOf = (s: { phone: string | null; phoneVerified: boolean; email: string | null }) =>
    s.phone && s.phoneVerified
      ? ({ channel: 'sms', identifier: `phone:${s.phone}`, to: s.phone, shown: maskPhone(s.phone) } as const)
      : s.email
        ? ({ channel: 'email', identifier: `email:${s.email}`, to: s.email, shown: maskEmail(s.email) } as const)
        : null

  async function blockersOf(subject: ErasureSubject): Promise<string[]> {
    const lists = await Promise.all(erasers.map((e) => e.blockers?.(db, subject) ?? []))
    return lists.flat()
  }

  const keptItems = (kept: ErasureNotes['kept']): KeptItem[] =>
    KEPT_KINDS.flatMap((k) => (kept[k] ? [{ kind: k, count: kept[k], reason: KEPT_REASONS[k] }] : []))

  async function runAll(tx: Db, subject: ErasureSubject): Promise<ErasureNotes> {
    const notes: ErasureNotes = { files: [], kept: {} }
    for (const e of erasers) await e.erase(tx, subject, notes)
    return notes
  }

  const refuseBlocked = (blockers: string[]) => {
    if (blockers.length > 0) {
      throw AppError.conflict(`${ERASURE_TEXTS.blocked} ${blockers.join(' ')}`, undefined, 'erasure_blocked')
    }
  }

  return {
    /** What will go, what is kept (counted by running the erasure and rolling it back), warnings and blockers. */
    async preview(userId: number): Promise<ErasurePreview> {
      const subject = await subjectOf(userId)
      const [blockers, warnings] = await Promise.all([
        blockersOf(subject),
        Promise.all(erasers.map((e) => e.warnings?.(db, subject) ?? [])).then((l) => l.flat()),
      ])
      let kept: ErasureNotes['kept'] = {}
      if (blockers.length === 0) {
        try {
          await db.transaction(async (tx) => {
            kept = (await runAll(tx, subject)).kept
            throw new DryRun()
          })
        } catch (e) {
          if (!(e instanceof DryRun)) throw e
        }
      }
      return {
        erased: [...ERASED_KINDS],
        kept: keptItems(kept),
        also_kept: ALSO_KEPT,
        warnings,
        blockers,
        send_to: contactOf(subject)?.shown ?? null,
      }
    },

    /** Sends the code that confirms the erasure (refused while something blocks it; the OTP's cooldown and caps). */
    async requestCode(userId: number, clientKey: string): Promise<{ sentTo: string }> {
      const subject = await subjectOf(userId)
      refuseBlocked(await blockersOf(subject))
      const contact = contactOf(subject)
      if (!contact) throw AppError.conflict(ERASURE_TEXTS.noContact, undefined, 'no_contact')
      try {
        await otp.send({
          identifier: contact.identifier,
          purpose: `erase:${userId}`,
          channel: contact.channel,
          to: contact.to,
          clientKey,
        })
      } catch (e) {
        throw AppError.is(e) ? e.forField('otp') : e
      }
      return { sentTo: contact.shown }
    },

    /**
     * The code erases the account: every eraser in one transaction, then the files and the last message. Blockers are
     * checked again after the code (an order placed in between stops it).
     */
    async confirm(userId: number, code: string): Promise<ErasureDone> {
      const subject = await subjectOf(userId)
      const contact = contactOf(subject)
      if (!contact) throw AppError.conflict(ERASURE_TEXTS.noContact, undefined, 'no_contact')
      try {
        await otp.verify({ identifier: contact.identifier, purpose: `erase:${userId}`, code })
      } catch (e) {
        throw AppError.is(e) ? e.forField('otp') : e
      }
      refuseBlocked(await blockersOf(subject))
      const notes = await db.transaction(async (tx) => {
        const n = await runAll(tx, subject)
        await appendAudit(tx, {
          at: subject.now,
          action: 'account.erased',
          actorUserId: null,
          targetUserId: userId,
          detail: { kept: n.kept, files: n.files.length },
        })
        return n
      })
      // After the commit: a file left behind by a failed delete is logged (an orphan no row points at), never served.
      for (const key of notes.files) {
        await storage.delete(key).catch((error: unknown) => deps.logger.error('erasure: file not deleted', { key, error }))
      }
      const done = { erased: true as const, kept: keptItems(notes.kept), also_kept: ALSO_KEPT }
      await notifier
        .send({ channel: contact.channel, to: contact.to, text: erasedNotice(notes.kept as Partial<Record<KeptKind, number>>) })
        .catch((error: unknown) => deps.logger.error('erasure: notice not sent', { error }))
      return done
    },
  }
}
export type ErasureService = ReturnType<typeof createErasureService>

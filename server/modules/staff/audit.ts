import { appendAudit } from '../platform/index.ts'
import type { Db } from '../../db/client.ts'
import type { Clock } from '../../lib/clock.ts'

// Issue 10 §2: every staff action is audited: who, what, when, and the state before and after. Written inside the
// action's own transaction, so an action and its audit row are stored together or not at all.

export interface StaffAction {
  /** The staff member's account (session.user.id, never the customer a super-login acts as). */
  actorUserId: number
  /** What was done, dotted: 'rx.approve', 'order.pack', 'register.export'. */
  action: string
  /** The customer the action concerns, when there is one. */
  targetUserId?: number | null
  /** What it was done to: { orderId }, { prescriptionId }... */
  subject: Record<string, unknown>
  before?: unknown
  after?: unknown
}

/** Appends the audit row of a staff action (pass the action's transaction). */
export async function auditStaffAction(tx: Pick<Db, 'insert'>, now: Clock, a: StaffAction): Promise<void> {
  await appendAudit(tx, {
    at: now(),
    actorUserId: a.actorUserId,
    action: a.action,
    targetUserId: a.targetUserId ?? null,
    detail: { subject: a.subject, before: a.before ?? null, after: a.after ?? null },
  })
}

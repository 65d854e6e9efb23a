import type { Db } from '../../db/client.ts'
import { auditLog } from './schema.ts'

// The audit log's one writer: account events (auth: locks, merges, super-logins) and staff actions (staff/audit.ts)
// append their rows here, inside the transaction of what they record.

export interface AuditRow {
  /** When; the database's now() when absent. */
  at?: Date
  actorUserId?: number | null
  /** What was done, dotted: 'account.locked', 'rx.approve', 'superlogin.start'. */
  action: string
  targetUserId?: number | null
  detail: unknown
}

export async function appendAudit(tx: Pick<Db, 'insert'>, row: AuditRow): Promise<void> {
  await tx.insert(auditLog).values(row)
}

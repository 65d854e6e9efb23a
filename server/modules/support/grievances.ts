import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm'
import {
  GRIEVANCE_CATEGORY_LABELS,
  GRIEVANCE_MOVES,
  GRIEVANCE_TEXTS,
  grievanceDueAt,
  grievanceNumber,
  parseGrievanceNumber,
  yearInIndia,
  type GrievanceCategory,
  type GrievanceStatus,
} from '../../../core/grievances/rules.ts'
import { dayInIndia } from '../../../core/content/dates.ts'
import type { Grievance, GrievanceBody, GrievanceMoveInput } from '../../../contracts/grievances.ts'
import type { Db } from '../../db/client.ts'
import { AppError } from '../../lib/app-error.ts'
import { users } from '../auth/index.ts'
import type { Notifier } from '../notify/index.ts'
import { appendAudit } from '../platform/index.ts'
import { grievances } from './schema.ts'

// Grievances (issue 26 §6; decision 082): a signed-in person files one (numbered, due in 90 days), sees theirs and
// the answer; customer care works the queue (take, answer, close), each move audited with the staff member as actor,
// the person told of the filing and of the answer by the notifier.

const NO_SUCH = AppError.notFound(GRIEVANCE_TEXTS.noSuchGrievance, 'no_such_grievance')

type Row = typeof grievances.$inferSelect

/** A staff queue's row: the grievance, its person and who took it. */
export interface GrievanceQueueRow {
  id: number
  number: string
  category: GrievanceCategory
  message: string
  reference: string | null
  status: GrievanceStatus
  filedAt: Date
  dueAt: Date
  person: string
  assignedTo: string | null
  answer: string | null
}

export function toGrievance(r: Row): Grievance {
  return {
    number: grievanceNumber(r.id, r.createdAt),
    category: r.category as GrievanceCategory,
    message: r.message,
    reference: r.reference,
    status: r.status as GrievanceStatus,
    filed_at: r.createdAt.toISOString(),
    due_at: r.dueAt.toISOString(),
    answer: r.answer,
    answered_at: r.answeredAt?.toISOString() ?? null,
    closed_at: r.closedAt?.toISOString() ?? null,
  }
}

export function createGrievanceService(deps: {
  db: Db
  notifier: Notifier
  now: () => Date
  logger?: { warn(msg: string, fields: Record<string, unknown>): void }
}) {
  const { db, notifier, now } = deps

  /** Tells the person by e-mail and SMS, whichever they have; a failed send never undoes the grievance. */
  async function tell(userId: number, text: string) {
    try {
      const [u] = await db.select({ phone: users.phone, email: users.email }).from(users).where(eq(users.id, userId))
      if (u?.email) await notifier.send({ channel: 'email', to: u.email, text })
      if (u?.phone) await notifier.send({ channel: 'sms', to: `+91${u.phone}`, text })
    } catch (error) {
      deps.logger?.warn('grievance message not sent', { userId, err: String(error) })
    }
  }

  async function ownRow(userId: number, number: string): Promise<Row> {
    const parsed = parseGrievanceNumber(number)
    if (!parsed) throw NO_SUCH
    const [row] = await db
      .select()
      .from(grievances)
      .where(and(eq(grievances.id, parsed.id), eq(grievances.userId, userId)))
    if (!row || yearInIndia(row.createdAt) !== parsed.year) throw NO_SUCH
    return row
  }

  return {
    /**
     * Files a grievance: open, due 90 days from now, audited as the person. A retry with the same idempotency key
     * answers the ticket filed the first time (created: false) and tells nobody again.
     */
    async file(userId: number, body: GrievanceBody): Promise<{ grievance: Grievance; created: boolean }> {
      const key = body.idempotency_key ?? null
      const found = async () =>
        key === null
          ? undefined
          : (
              await db
                .select()
                .from(grievances)
                .where(and(eq(grievances.userId, userId), eq(grievances.idempotencyKey, key)))
            )[0]
      const earlier = await found()
      if (earlier) return { grievance: toGrievance(earlier), created: false }
      const at = now()
      const row = await db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(grievances)
          .values({
            userId,
            category: body.category,
            message: body.message,
            reference: body.reference ?? null,
            idempotencyKey: key,
            createdAt: at,
            dueAt: grievanceDueAt(at),
          })
          .onConflictDoNothing()
          .returning()
        if (!inserted) return null
        await appendAudit(tx, {
          at,
          actorUserId: userId,
          action: 'grievance.file',
          targetUserId: userId,
          detail: { grievanceId: inserted.id, number: grievanceNumber(inserted.id, at), category: body.category },
        })
        return inserted
      })
      if (!row) {
        // A concurrent retry with the same key won the insert.
        const other = await found()
        if (!other) throw new Error('grievance: idempotent insert lost and no row found')
        return { grievance: toGrievance(other), created: false }
      }
      const g = toGrievance(row)
      await tell(
        userId,
        `We have received your grievance ${g.number} (${GRIEVANCE_CATEGORY_LABELS[body.category]}). We will answer it by ${dayInIndia(g.due_at)}.`,
      )
      return { grievance: g, created: true }
    },

    /** The account's grievances, newest first. */
    async mine(userId: number): Promise<Grievance[]> {
      const rows = await db.select().from(grievances).where(eq(grievances.userId, userId)).orderBy(desc(grievances.id)).limit(200)
      return rows.map(toGrievance)
    },

    /** One of the account's grievances by number; anyone else's (or no such number) is a 404. */
    async get(userId: number, number: string): Promise<Grievance> {
      return toGrievance(await ownRow(userId, number))
    },

    /** The staff queue: unanswered ones first, the earliest due first; then answered; closed ones only when asked. */
    async queue(opts: { includeClosed: boolean; limit: number }): Promise<GrievanceQueueRow[]> {
      const statuses: GrievanceStatus[] = opts.includeClosed
        ? ['open', 'in_progress', 'answered', 'closed']
        : ['open', 'in_progress', 'answered']
      const staff = sql<string | null>`(select name from users s where s.id = ${grievances.assignedTo})`
      const rows = await db
        .select({ g: grievances, person: users.name, staff })
        .from(grievances)
        .leftJoin(users, eq(users.id, grievances.userId))
        .where(inArray(grievances.status, statuses))
        .orderBy(
          sql`case ${grievances.status} when 'open' then 0 when 'in_progress' then 0 when 'answered' then 1 else 2 end`,
          asc(grievances.dueAt),
          asc(grievances.id),
        )
        .limit(opts.limit)
      return rows.map(({ g, person, staff: assignee }) => ({
        id: g.id,
        number: grievanceNumber(g.id, g.createdAt),
        category: g.category as GrievanceCategory,
        message: g.message,
        reference: g.reference,
        status: g.status as GrievanceStatus,
        filedAt: g.createdAt,
        dueAt: g.dueAt,
        person: person || 'A customer',
        assignedTo: assignee,
        answer: g.answer,
      }))
    },

    /**
     * A staff move: take it (in progress, assigned to the staff member), answer it (the person is told; answering
     * again replaces the answer), close an answered one. Each is one audit row in the move's transaction.
     */
    async move(staffId: number, move: GrievanceMoveInput): Promise<{ number: string; status: GrievanceStatus }> {
      const at = now()
      const done = await db.transaction(async (tx) => {
        const [row] = await tx.select().from(grievances).where(eq(grievances.id, move.grievance_id)).for('update')
        if (!row) throw AppError.notFound('No such grievance.', 'no_such_grievance')
        const allowed: readonly string[] = GRIEVANCE_MOVES[move.intent]
        if (!allowed.includes(row.status)) {
          throw AppError.conflict(
            row.status === 'closed' ? GRIEVANCE_TEXTS.closed : GRIEVANCE_TEXTS.notAnswered,
            undefined,
            'grievance_state',
          )
        }
        const number = grievanceNumber(row.id, row.createdAt)
        let status: GrievanceStatus
        if (move.intent === 'assign') {
          status = 'in_progress'
          await tx.update(grievances).set({ status, assignedTo: staffId }).where(eq(grievances.id, row.id))
        } else if (move.intent === 'answer') {
          status = 'answered'
          await tx
            .update(grievances)
            .set({ status, answer: move.answer, answeredBy: staffId, answeredAt: at, assignedTo: row.assignedTo ?? staffId })
            .where(eq(grievances.id, row.id))
        } else {
          status = 'closed'
          await tx.update(grievances).set({ status, closedAt: at }).where(eq(grievances.id, row.id))
        }
        await appendAudit(tx, {
          at,
          actorUserId: staffId,
          action: `grievance.${move.intent}`,
          targetUserId: row.userId,
          detail: {
            grievanceId: row.id,
            number,
            from: row.status,
            to: status,
            ...(move.intent === 'answer' ? { answerChars: [...move.answer].length } : {}),
          },
        })
        return { number, status, userId: row.userId }
      })
      if (move.intent === 'answer') {
        await tell(
          done.userId,
          `Your grievance ${done.number} has been answered. Read the answer at /profile/grievances/${done.number}.`,
        )
      }
      return { number: done.number, status: done.status }
    },
  }
}
export type GrievanceService = ReturnType<typeof createGrievanceService>

import { desc, eq } from 'drizzle-orm'
import { memberState, type StoredState } from '../../../core/care-plan/membership.ts'
import { validatePhone } from '../../../core/fields/phone.ts'
import { paise, type Paise } from '../../../core/money.ts'
import type { Db } from '../../db/client.ts'
import { AppError } from '../../lib/app-error.ts'
import type { Clock } from '../../lib/clock.ts'
import { users } from '../auth/index.ts'
import type { JobsService, JobView } from '../jobs/index.ts'
import type { CarePlanService } from './service.ts'
import { memberships } from './schema.ts'

// The care plan's back office (issue 23 §7): customer care finds a customer by phone and sees their terms, what each
// saved and the rows behind it, and their reminders; a cancellation for them goes through the customer's own cancel
// (the refund rule, the refund machinery) and is audited as the staff member's (savings.ts).

export interface MemberRecord {
  user: { id: number; name: string | null; phone: string }
  terms: Array<{
    id: number
    planName: string
    state: string
    startsAt: Date
    endsAt: Date
    codLocked: boolean
    orderNumber: string
    feePaise: Paise
    savedPaise: Paise
    cancelReason: string | null
    refundPaise: Paise | null
  }>
  rows: Awaited<ReturnType<CarePlanService['savingRows']>>
  reminders: JobView[]
}

export function createCarePlanBackOffice(
  db: Db,
  deps: { now: Clock; carePlan: Pick<CarePlanService, 'savedBy' | 'savingRows'>; jobs: Pick<JobsService, 'withPrefixes'> },
) {
  /** The customer of a phone number and their care plan; null when no account has it. */
  async function byPhone(phone: string): Promise<MemberRecord | null> {
    const problem = validatePhone(phone)
    if (problem) throw AppError.invalid(problem, 'phone', 'invalid_phone')
    const [user] = await db
      .select({ id: users.id, name: users.name, phone: users.phone })
      .from(users)
      .where(eq(users.phone, phone))
    if (!user?.phone) return null
    const at = deps.now()
    const rows = await db.select().from(memberships).where(eq(memberships.userId, user.id)).orderBy(desc(memberships.startsAt))
    const [saved, lines, reminders] = await Promise.all([
      Promise.all(rows.map((r) => deps.carePlan.savedBy(user.id, r.id))),
      deps.carePlan.savingRows(user.id, 50),
      deps.jobs.withPrefixes([...rows.map((r) => `care_plan.renewal:${r.id}:`), `care_plan.sale:user:${user.id}:`]),
    ])
    return {
      user: { id: user.id, name: user.name, phone: user.phone },
      terms: rows.map((r, i) => ({
        id: r.id,
        planName: r.planName,
        state: memberState({ state: r.state as StoredState, startsAt: r.startsAt, endsAt: r.endsAt }, at),
        startsAt: r.startsAt,
        endsAt: r.endsAt,
        codLocked: r.codLocked,
        orderNumber: r.orderNumber,
        feePaise: r.feePaise,
        savedPaise: saved[i]?.total ?? paise(0),
        cancelReason: r.cancelReason,
        refundPaise: r.refundPaise,
      })),
      rows: lines,
      reminders,
    }
  }
  return { byPhone }
}
export type CarePlanBackOffice = ReturnType<typeof createCarePlanBackOffice>

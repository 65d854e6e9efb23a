import { and, asc, eq, inArray, ne } from 'drizzle-orm'
import { healthCheckStatusOf, type HealthCheckStatus } from '../../../core/corporate/labs.ts'
import type { Db } from '../../db/client.ts'
import type { Clock } from '../../lib/clock.ts'
import { corporateHealthChecks } from './schema.ts'

// The annual health check's rows (issue 25 §5–6, decision 068): one per covered person and year, written with the lab
// booking that books it (in the sale's transaction, corporate/labs.ts) and kept in step with that booking's status by
// the labs module's hook (labs/bookings.ts onOrderMove, labs/lab-desk.ts moves and reports), inside the same
// transaction as the booking's own move.

export type HealthCheckRow = typeof corporateHealthChecks.$inferSelect

export function createHealthChecks(db: Db, deps: { now: Clock }) {
  /** The lab booking of `orderId` moved to `labStatus`: its health-check rows follow (none: not a corporate booking). */
  async function onLabStatus(tx: Db, orderId: number, labStatus: string): Promise<void> {
    const status: HealthCheckStatus = healthCheckStatusOf(labStatus)
    await tx
      .update(corporateHealthChecks)
      .set({ status, updatedAt: deps.now() })
      .where(and(eq(corporateHealthChecks.orderId, orderId), ne(corporateHealthChecks.status, 'cancelled')))
  }

  /** The live (not cancelled) health checks of an employee and their dependants in `year`. */
  async function liveOf(employeeId: number, year: number, q: Db = db): Promise<HealthCheckRow[]> {
    return q
      .select()
      .from(corporateHealthChecks)
      .where(
        and(
          eq(corporateHealthChecks.employeeId, employeeId),
          eq(corporateHealthChecks.year, year),
          ne(corporateHealthChecks.status, 'cancelled'),
        ),
      )
      .orderBy(asc(corporateHealthChecks.id))
  }

  /** Every health check (cancelled ones too) of an employee in `year`, oldest first. */
  async function allOf(employeeId: number, year: number, q: Db = db): Promise<HealthCheckRow[]> {
    return q
      .select()
      .from(corporateHealthChecks)
      .where(and(eq(corporateHealthChecks.employeeId, employeeId), eq(corporateHealthChecks.year, year)))
      .orderBy(asc(corporateHealthChecks.id))
  }

  async function ofOrders(orderIds: number[], q: Db = db): Promise<HealthCheckRow[]> {
    if (!orderIds.length) return []
    return q.select().from(corporateHealthChecks).where(inArray(corporateHealthChecks.orderId, orderIds))
  }

  return { onLabStatus, liveOf, allOf, ofOrders }
}
export type HealthChecks = ReturnType<typeof createHealthChecks>

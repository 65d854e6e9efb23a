import { getTableName, sql, type Column, type SQL } from 'drizzle-orm'
import { carePlanSavings } from './schema.ts'

// Priority processing (issue 23 §2): the SQL form of core/care-plan/priority.ts `isPriorityOrder`, the one condition
// the staff queues (the pharmacist's, the order desk's) select and order by inside their own query: no statement more,
// no read per row. Keep the two in step: pharmacist/queue.int.test.ts holds the query's answers to the pure rule's.

/**
 * A column named with its table whatever the query: Drizzle writes a bare column name in a select of one table, and
 * inside the subquery a bare "id" would be the savings row's own.
 */
const qualified = (c: Column) => sql`${sql.identifier(getTableName(c.table))}.${sql.identifier(c.name)}`

/**
 * True when the order (its `orders` columns, as the query names them) was priced as a member's order: it carries the
 * fee of the plan bought with it, or a savings row of it is not voided. Never null: an outer join's missing order
 * (a done-in-one request in the pharmacist's queue) is no priority.
 *
 * The savings are probed per order read (care_plan_savings_order_idx) by a scalar subquery, not `exists`: PostgreSQL
 * may plan an `exists` under `or` as a hashed subplan that reads every standing savings row ever recorded on each
 * view (seen on a 20,000-order growth seed), and that history only grows; a probe per queue row grows with the queue.
 */
export function priorityOrder(order: { id: Column; carePlanFeePaise: Column }): SQL<boolean> {
  const saving = sql`select true from ${carePlanSavings} where ${qualified(carePlanSavings.orderId)} = ${qualified(order.id)} and ${qualified(carePlanSavings.voidedAt)} is null limit 1`
  return sql<boolean>`(coalesce(${qualified(order.carePlanFeePaise)}, 0) > 0 or coalesce((${saving}), false))`
}

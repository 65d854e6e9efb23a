// Priority processing (issue 23 §2, a benefit of every plan's terms: `PlanTerms.priorityProcessing`): staff work a
// member's order before others in the pharmacist's queue and at the order desk. The queues order by this rule's SQL
// form (server/modules/care-plan/priority.ts `priorityOrder`), computed inside their own query.

/** The badge on a priority order's queue row and its page: words, so it never rests on colour alone. */
export const PRIORITY_BADGE = 'Priority · Care Plan'

/** What says an order was priced as a member's order. */
export interface PricedOrder {
  /** The plan's fee on the order (orders.care_plan_fee_paise): more than 0 when the plan was bought with it. */
  carePlanFeePaise: number
  /** The order's care_plan_savings rows (what each benefit saved); `voidedAt` is set once a row is voided. */
  savings: ReadonlyArray<{ voidedAt: Date | null }>
}

/**
 * An order is a priority order when it was priced as a member's order: at least one of its savings rows stands (not
 * voided), or it carries the fee of the plan bought with it (whose benefits applied to it, even if they saved
 * nothing). An order whose savings were all voided (cancelled, or its plan voided) is anyone's order again.
 */
export function isPriorityOrder(order: PricedOrder): boolean {
  return order.carePlanFeePaise > 0 || order.savings.some((s) => s.voidedAt === null)
}

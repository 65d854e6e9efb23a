import { redirect, type RouterContextProvider } from 'react-router'
import {
  DeskCancelSchema,
  DeskFiltersSchema,
  DeskIntentSchema,
  DeskReturnSchema,
  DeskShipSchema,
  returnInputOf,
  type DeskFilters,
} from '../../contracts/order-desk.ts'
import { AppError } from '../../server/lib/app-error.ts'
import { parseInput } from '../../server/lib/validation.ts'
import { ADMIN_ROLES } from '../../core/staff/roles.ts'
import { toRupees, timesPaise } from '../../core/money.ts'
import { notFoundIf, orNotFound, refusal, requireStaff } from '../lib/page-edge.server.ts'

// The order desk's pages (issue 10 §4), server side: /staff/orders (filters as a GET form, the results a page at a
// time) and /staff/orders/{number} (the order with its batches and history, and the action forms). ROLE_ADMIN and
// ROLE_CCARE only: anyone else, a customer included, gets the 404 page from the loaders and the action alike.

const DONE_WORDS: Record<string, string> = {
  pack: 'Order packed.',
  ship: 'Order shipped.',
  deliver: 'Order delivered.',
  cancel: 'Order cancelled; any amount paid is being refunded.',
  return: 'Return taken; the refund is on its way.',
}

export async function deskListLoader(request: Request, context: Readonly<RouterContextProvider>) {
  const { services } = requireStaff(context, ADMIN_ROLES)
  const params = Object.fromEntries(new URL(request.url).searchParams)
  const parsed = DeskFiltersSchema.safeParse(params)
  const filters: DeskFilters = parsed.success ? parsed.data : { page: 1 }
  let problem = parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Please check the filters')
  let result: Awaited<ReturnType<typeof services.orderDesk.list>> = {
    total: 0,
    more: false,
    page: 1,
    pages: 1,
    orders: [],
  }
  try {
    result = await services.orderDesk.list(filters)
  } catch (error) {
    if (!AppError.is(error) || error.status !== 400) throw error
    problem = error.message
  }
  const options = await services.orderDesk.filterOptions()
  return {
    filters: parsed.success
      ? parsed.data
      : { page: 1, ...Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v).slice(0, 60)])) },
    problem,
    options,
    total: result.total,
    more: result.more,
    page: result.page,
    pages: result.pages,
    orders: result.orders.map((o) => ({ ...o, placedAt: o.placedAt.toISOString(), total: toRupees(o.totalPaise) })),
  }
}

export async function deskOrderLoader(request: Request, number: string, context: Readonly<RouterContextProvider>) {
  const { services } = requireStaff(context, ADMIN_ROLES)
  const view = await orNotFound(() => services.orderDesk.get(number.slice(0, 20)))
  const o = view.order
  const done = new URL(request.url).searchParams.get('done')
  return {
    number: o.number,
    status: view.status,
    statusLabel: view.statusLabel,
    done: done ? (DONE_WORDS[done] ?? null) : null,
    placedAt: o.placedAt.toISOString(),
    customer: view.customer,
    address: o.address,
    city: o.city,
    paymentMethod: o.paymentMethod,
    rxRequired: o.rxRequired,
    /** A Care Plan member's order (issue 23 §2): the badge. */
    priority: view.priority,
    cancelReason: o.cancelReason,
    total: toRupees(o.totalPaise),
    lines: view.lines.map((l) => ({
      id: l.id,
      name: l.name,
      pack: l.pack,
      schedule: l.schedule,
      rxRequired: l.rxRequired,
      coldChain: l.coldChain,
      quantity: l.quantity,
      total: toRupees(timesPaise(l.pricePaise, l.quantity)),
      batches: l.batches.map((b) => ({ batchNo: b.batchNo, expiresOn: b.expiresOn, quantity: b.quantity })),
    })),
    shipments: view.shipments.map((s) => ({
      id: s.id,
      centre: s.centre,
      eta: `${s.etaDaysMin}–${s.etaDaysMax} days`,
      courier: s.courier,
      trackingNumber: s.trackingNumber,
      packedAt: s.packedAt?.toISOString() ?? null,
      shippedAt: s.shippedAt?.toISOString() ?? null,
      deliveredAt: s.deliveredAt?.toISOString() ?? null,
    })),
    events: view.events.map((e) => ({ id: e.id, label: e.label, actor: e.actor, note: e.note, at: e.at.toISOString() })),
    returns: view.returns.map((r) => ({
      id: r.id,
      reason: r.reason,
      refund: toRupees(r.refundPaise),
      at: r.createdAt.toISOString(),
    })),
    refunds: view.payments
      .filter((p) => p.refundedPaise > 0)
      .map((p) => ({ provider: p.provider, amount: toRupees(p.refundedPaise) })),
    actions: view.actions,
    returnUntil: view.returnUntil?.toISOString() ?? null,
  }
}

/** The action forms: one intent each, checked with its contract; a refusal comes back to the form that sent it. */
export async function deskOrderAction(request: Request, number: string, context: Readonly<RouterContextProvider>) {
  const { services, staffId } = requireStaff(context, ADMIN_ROLES)
  const form = await request.formData()
  const fields = Object.fromEntries(form)
  let intent = 'unknown'
  try {
    intent = parseInput(DeskIntentSchema, fields).intent
    const n = number.slice(0, 20)
    switch (intent) {
      case 'pack':
        await services.orderDesk.pack(staffId, n)
        break
      case 'ship': {
        const ship = parseInput(DeskShipSchema, fields)
        await services.orderDesk.ship(staffId, n, { courier: ship.courier, trackingNumber: ship.tracking_number })
        break
      }
      case 'deliver':
        await services.orderDesk.deliver(staffId, n)
        break
      case 'cancel':
        await services.orderDesk.cancel(staffId, n, parseInput(DeskCancelSchema, fields).reason)
        break
      case 'return':
        await services.orderDesk.returnOrder(staffId, n, parseInput(DeskReturnSchema, returnInputOf(form.entries())))
        break
    }
    return redirect(`/staff/orders/${encodeURIComponent(n)}?done=${intent}`, 303)
  } catch (error) {
    if (!AppError.is(error)) throw error
    notFoundIf(error)
    return refusal(error, { intent })
  }
}

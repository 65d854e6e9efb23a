import { redirect, type RouterContextProvider } from 'react-router'
import { CancelOrderSchema } from '../../contracts/orders.ts'
import { AppError } from '../../server/lib/app-error.ts'
import { parseInput } from '../../server/lib/validation.ts'
import { paise, timesPaise, toRupees } from '../../core/money.ts'
import { orNotFound, refusal, requireCustomer } from '../lib/page-edge.server.ts'

// The order pages' server side (issue 9 §8): /order/history and /order/{number} with its 'Cancel order'.

export async function historyLoader(request: Request, context: Readonly<RouterContextProvider>) {
  const { userId, services } = requireCustomer(context, request)
  const page = Math.max(1, Math.min(1000, Number(new URL(request.url).searchParams.get('page')) || 1))
  const list = await services.orders.list(userId, page)
  return {
    page,
    pages: list.pages,
    orders: list.orders.map((o) => ({
      number: o.number,
      status: o.status,
      statusLabel: o.statusLabel,
      total: toRupees(o.total),
      placedAt: o.placedAt.toISOString(),
      items: o.items,
    })),
  }
}

export async function orderLoader(number: string, request: Request, context: Readonly<RouterContextProvider>) {
  const { userId, services } = requireCustomer(context, request)
  const view = await orNotFound(() => services.orders.get(userId, number.slice(0, 20)))
  const o = view.order
  return {
    number: o.number,
    status: view.status,
    statusLabel: view.statusLabel,
    canCancel: view.canCancel,
    cancelReason: o.cancelReason,
    /** Given when the order is confirmed (server/modules/orders/invoices.ts); the page links its PDF. */
    invoiceNumber: o.invoiceNumber,
    placedAt: o.placedAt.toISOString(),
    address: o.address,
    paymentMethod: o.paymentMethod,
    bill: {
      mrpTotal: toRupees(o.mrpTotalPaise),
      itemDiscount: toRupees(paise(o.mrpTotalPaise - o.itemTotalPaise)),
      couponCode: o.couponCode,
      couponDiscount: toRupees(o.couponDiscountPaise),
      // issue 23: the care plan's discount on the lines, and the fee of a plan bought with the order.
      memberDiscount: toRupees(o.memberDiscountPaise),
      carePlanFee: toRupees(o.carePlanFeePaise),
      deliveryFee: toRupees(o.deliveryFeePaise),
      total: toRupees(o.totalPaise),
      wallet: toRupees(o.walletPaise),
    },
    lines: view.lines.map((l) => ({
      id: l.id,
      name: l.name,
      pack: l.pack,
      quantity: l.quantity,
      total: toRupees(timesPaise(l.pricePaise, l.quantity)),
    })),
    shipments: view.shipments.map((s) => ({
      centre: s.centre,
      minDays: s.etaDaysMin,
      maxDays: s.etaDaysMax,
      lines: s.lines,
      deliveredAt: s.deliveredAt?.toISOString() ?? null,
    })),
    events: view.events.map((e) => ({ id: e.id, label: e.label, note: e.note, at: e.at.toISOString() })),
    refunds: view.payments
      .filter((p) => p.refundedPaise > 0)
      .map((p) => ({ provider: p.provider, amount: toRupees(p.refundedPaise) })),
  }
}

/** 'Cancel order': until packed; refunds follow the way it was paid. */
export async function cancelAction(number: string, request: Request, context: Readonly<RouterContextProvider>) {
  const { userId, services } = requireCustomer(context, request)
  try {
    const { reason } = parseInput(CancelOrderSchema, Object.fromEntries(await request.formData()))
    await services.orders.cancel(userId, number.slice(0, 20), reason)
    return redirect(`/order/${encodeURIComponent(number)}`, 303)
  } catch (error) {
    if (!AppError.is(error)) throw error
    return refusal(error)
  }
}

import { paise, type Paise } from '../../../core/money.ts'

// The desk's rules (issue 10 §4) as pure functions: which batches may be packed, how a batch that may not is picked
// again, the return window and what a return refunds. The service (desk/service.ts) reads and writes; these decide.

/** Every packed batch must expire at least this many months after the delivery estimate. */
export const MIN_MONTHS_AFTER_DELIVERY = 3
/** A delivered order may be returned within this many days. */
export const RETURN_WINDOW_DAYS = 7

const DAY_MS = 24 * 60 * 60 * 1000
/** A date in India (IST, UTC+5:30) as YYYY-MM-DD. */
export const indiaDay = (at: Date) => new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 10)

/** YYYY-MM-DD `months` calendar months after a YYYY-MM-DD date (the 31st becomes the month's last day). */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  const first = new Date(Date.UTC(y, m - 1 + months, 1))
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate()
  first.setUTCDate(Math.min(d, last))
  return first.toISOString().slice(0, 10)
}

/**
 * The earliest expiry (YYYY-MM-DD) a batch packed at `packedAt` may have: 3 months after the latest delivery date of
 * the shipment's estimate (packing day + its longest estimate in days).
 */
export function earliestPackableExpiry(packedAt: Date, etaDaysMax: number): string {
  return addMonths(indiaDay(new Date(packedAt.getTime() + etaDaysMax * DAY_MS)), MIN_MONTHS_AFTER_DELIVERY)
}

/** Units of a line on one batch (a reservation). */
export interface Reserved {
  reservationId: number
  batchId: number
  expiresOn: string
  quantity: number
}

/** A batch of the same SKU in the same centre that units could come from. */
export interface Candidate {
  batchId: number
  expiresOn: string
  /** On the shelf, less what other orders hold. */
  available: number
}

export type Repick =
  | { ok: true; keep: Reserved[]; moved: Reserved[]; picks: Array<{ batchId: number; expiresOn: string; quantity: number }> }
  | { ok: false; wanted: number; available: number }

/**
 * A line's batches checked at packing: those expiring on or after `earliest` stay; the units of the others are taken
 * from the candidates that do, earliest expiry first (then the lowest id), or the line cannot be packed.
 */
export function repick(reserved: readonly Reserved[], candidates: readonly Candidate[], earliest: string): Repick {
  const keep = reserved.filter((r) => r.expiresOn >= earliest)
  const moved = reserved.filter((r) => r.expiresOn < earliest)
  let wanted = moved.reduce((n, r) => n + r.quantity, 0)
  const total = wanted
  const picks: Array<{ batchId: number; expiresOn: string; quantity: number }> = []
  const fefo = candidates
    .filter((c) => c.expiresOn >= earliest && c.available > 0)
    .sort((a, b) => (a.expiresOn < b.expiresOn ? -1 : a.expiresOn > b.expiresOn ? 1 : a.batchId - b.batchId))
  for (const c of fefo) {
    if (wanted === 0) break
    const n = Math.min(wanted, c.available)
    picks.push({ batchId: c.batchId, expiresOn: c.expiresOn, quantity: n })
    wanted -= n
  }
  if (wanted > 0) return { ok: false, wanted: total, available: total - wanted }
  return { ok: true, keep, moved, picks }
}

/** Whether an order delivered at `deliveredAt` may still be returned at `at` (7 days). */
export function returnWindowOpen(deliveredAt: Date, at: Date): boolean {
  return at.getTime() - deliveredAt.getTime() <= RETURN_WINDOW_DAYS * DAY_MS
}

/** Why a line may not come back, or null: cold-chain products never, opened strips never (issue 10 §4). */
export function returnRefusal(line: { name: string; coldChain: boolean; opened: boolean }): string | null {
  if (line.coldChain) return `${line.name} is kept cold (2–8 °C) and cannot be taken back`
  if (line.opened) return `${line.name} was opened and cannot be taken back`
  return null
}

/**
 * What a return refunds: the returned units at the price paid, less their share of the coupon's discount (rounded
 * down to the paisa, so the refunds of an order never exceed what was paid). The delivery fee is not refunded.
 */
export function returnRefund(
  lines: ReadonlyArray<{ pricePaise: number; quantity: number }>,
  order: { itemTotalPaise: number; couponDiscountPaise: number },
): Paise {
  const value = lines.reduce((n, l) => n + l.pricePaise * l.quantity, 0)
  if (value <= 0 || order.itemTotalPaise <= 0) return paise(0)
  const share = Math.ceil((value * order.couponDiscountPaise) / order.itemTotalPaise)
  return paise(Math.max(0, value - share))
}

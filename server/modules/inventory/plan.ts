// Which centre sends what (issue 9 §5 'Shipment'): one shipment from the nearest centre that holds every line; when
// none does, each line goes from the nearest centre that holds all of it (a line is never split across centres), so
// the order splits into shipments. Within a centre, batches are taken first-expiry-first-out. Pure: the caller reads
// the stock (under lock when placing an order) and writes the reservations.

export interface StockBatch {
  batchId: number
  skuId: number
  /** YYYY-MM-DD; only sellable batches are given. */
  expiresOn: string
  /** Units free to take (on the shelf less what others hold). */
  available: number
}

export interface CentreStock {
  centreId: number
  /** From the centre to the delivery pincode. */
  distanceKm: number
  batches: StockBatch[]
}

export interface WantedLine {
  skuId: number
  quantity: number
}

export interface Allocation {
  batchId: number
  quantity: number
}

export interface PlannedShipment {
  centreId: number
  distanceKm: number
  eta: DeliveryEstimate
  lines: Array<{ skuId: number; quantity: number; allocations: Allocation[] }>
}

export type ShipmentPlan =
  { ok: true; shipments: PlannedShipment[] } | { ok: false; short: Array<{ skuId: number; wanted: number; available: number }> }

export interface DeliveryEstimate {
  minDays: number
  maxDays: number
}

/** Days to deliver by road from a centre at this distance (peers promise 1–2 days in the same city). */
export function deliveryEstimate(distanceKm: number): DeliveryEstimate {
  if (distanceKm <= 50) return { minDays: 1, maxDays: 2 }
  if (distanceKm <= 300) return { minDays: 2, maxDays: 3 }
  if (distanceKm <= 1000) return { minDays: 3, maxDays: 5 }
  return { minDays: 4, maxDays: 7 }
}

function allocate(batches: readonly StockBatch[], skuId: number, quantity: number): Allocation[] | null {
  const fefo = batches
    .filter((b) => b.skuId === skuId && b.available > 0)
    .sort((a, b) => (a.expiresOn < b.expiresOn ? -1 : a.expiresOn > b.expiresOn ? 1 : a.batchId - b.batchId))
  const taken: Allocation[] = []
  let left = quantity
  for (const b of fefo) {
    if (left === 0) break
    const n = Math.min(left, b.available)
    taken.push({ batchId: b.batchId, quantity: n })
    left -= n
  }
  return left === 0 ? taken : null
}

export function planShipments(lines: readonly WantedLine[], centres: readonly CentreStock[]): ShipmentPlan {
  const byDistance = [...centres].sort((a, b) => a.distanceKm - b.distanceKm || a.centreId - b.centreId)
  for (const c of byDistance) {
    const all = lines.map((l) => ({ ...l, allocations: allocate(c.batches, l.skuId, l.quantity) }))
    if (all.every((l) => l.allocations !== null)) {
      return {
        ok: true,
        shipments: lines.length
          ? [
              {
                centreId: c.centreId,
                distanceKm: c.distanceKm,
                eta: deliveryEstimate(c.distanceKm),
                lines: all.map((l) => ({ skuId: l.skuId, quantity: l.quantity, allocations: l.allocations! })),
              },
            ]
          : [],
      }
    }
  }
  const shipments = new Map<number, PlannedShipment>()
  const short: Array<{ skuId: number; wanted: number; available: number }> = []
  for (const l of lines) {
    const from = byDistance.find((c) => allocate(c.batches, l.skuId, l.quantity) !== null)
    if (!from) {
      const available = Math.max(
        0,
        ...byDistance.map((c) => c.batches.filter((b) => b.skuId === l.skuId).reduce((n, b) => n + b.available, 0)),
      )
      short.push({ skuId: l.skuId, wanted: l.quantity, available })
      continue
    }
    const shipment = shipments.get(from.centreId) ?? {
      centreId: from.centreId,
      distanceKm: from.distanceKm,
      eta: deliveryEstimate(from.distanceKm),
      lines: [],
    }
    shipment.lines.push({ skuId: l.skuId, quantity: l.quantity, allocations: allocate(from.batches, l.skuId, l.quantity)! })
    shipments.set(from.centreId, shipment)
  }
  if (short.length) return { ok: false, short }
  return { ok: true, shipments: [...shipments.values()].sort((a, b) => a.distanceKm - b.distanceKm) }
}

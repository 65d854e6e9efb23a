import type { LabsBrief, PharmacyBrief } from '../../contracts/cart'

// What the header shows of the cart (spec 1 §2.2, spec 2 §3 'Shell / cart state'): pharmacy counts units, labs counts
// tests. Pure, so the root loader (server) and the optimistic count (browser) share one reading.

export interface PopupItem {
  id: number
  name: string
  quantity: number
}

export interface CartSummary {
  /** The labs brief (labs URLs) or the pharmacy brief (elsewhere): spec 2 §4. */
  labs: boolean
  count: number
  items: PopupItem[]
}

export function pharmacySummary(brief: PharmacyBrief): CartSummary {
  return {
    labs: false,
    count: brief.total_quantity,
    items: brief.items.map((i) => ({ id: i.sku_id, name: i.sku_name, quantity: i.quantity })),
  }
}

export function labsSummary(brief: LabsBrief): CartSummary {
  return {
    labs: true,
    count: brief.cart_count,
    items: brief.items.map((i) => ({ id: i.id, name: i.heading, quantity: i.patient_count })),
  }
}

/** A cart form on its way to the action (a fetcher not yet settled). */
export interface PendingCartForm {
  intent: string | null
  id: number | null
  quantity: number | null
  /** The action answered a refusal: it changes nothing. */
  failed: boolean
}

/**
 * The count the header shows while cart forms are on their way (Hydrogen's optimistic cart): the server's count with
 * what each pending form will change, so a tap shows at once; the server's next answer replaces it.
 */
export function optimisticCount(summary: CartSummary, pending: readonly PendingCartForm[]): number {
  let count = summary.count
  const held = new Map(summary.items.map((i) => [i.id, i.quantity]))
  for (const p of pending) {
    if (p.failed || p.id === null) continue
    if (summary.labs) {
      if (p.intent === 'add-lab-test' && !held.has(p.id)) {
        held.set(p.id, 1)
        count += 1
      }
      continue
    }
    const current = held.get(p.id) ?? 0
    const next =
      p.intent === 'add'
        ? current + (p.quantity ?? 1)
        : p.intent === 'set-quantity'
          ? (p.quantity ?? current)
          : p.intent === 'remove'
            ? 0
            : current
    held.set(p.id, next)
    count += next - current
  }
  return Math.max(0, count)
}

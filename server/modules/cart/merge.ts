// Two carts of one person becoming one (a guest cart at sign-in, an absorbed account's cart at a merge): one rule,
// pure, so its edges are table-tested (merge.test.ts).

export interface MergeLine {
  /** The SKU or lab test. */
  id: number
  quantity: number
}

export interface MergeCaps {
  /** At most this many of one SKU (decision 007: 20). */
  maxQuantity: number
  /** At most this many lines (decision 007: 50). */
  maxLines: number
}

/**
 * The lines of `into` (the account's cart) with those of `from` added: a SKU in both gets the sum of its quantities,
 * capped at maxQuantity; a new SKU follows in `from`'s order while there is room for another line. The lines that
 * found no room are `dropped` (their ids), so the caller can log them. Neither list is changed.
 */
export function mergeLines(
  into: readonly MergeLine[],
  from: readonly MergeLine[],
  caps: MergeCaps,
): { lines: MergeLine[]; dropped: number[] } {
  const merged = new Map<number, number>()
  for (const l of into) merged.set(l.id, Math.min(caps.maxQuantity, (merged.get(l.id) ?? 0) + l.quantity))
  const dropped: number[] = []
  for (const l of from) {
    const held = merged.get(l.id)
    if (held !== undefined) merged.set(l.id, Math.min(caps.maxQuantity, held + l.quantity))
    else if (merged.size < caps.maxLines) merged.set(l.id, Math.min(caps.maxQuantity, l.quantity))
    else dropped.push(l.id)
  }
  return { lines: [...merged].map(([id, quantity]) => ({ id, quantity })), dropped }
}

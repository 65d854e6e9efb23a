// The pure rules of the order-placed widget (spec 2 §2 'Order-placed widget', spec 2 §9). Values the browser needs
// live here, not in contracts/ (decision 014), and the contract reads its defaults from here.

import { GRID_COLUMNS } from '../constants.ts'

/** spec 2 §9: the banner animates, and 1,500 ms later the sub-header, header and buttons appear. */
export const ORDER_PLACED_REVEAL_MS = 1500
/** spec 2 §9: a call to action spans 4 of the 12 grid columns unless it says otherwise. */
export const CTA_DEFAULT_SPAN = 4
/** Not in the spec: the widget takes the page's full width unless it says otherwise. */
export const WIDGET_DEFAULT_SPAN = GRID_COLUMNS
export { GRID_COLUMNS }

/**
 * A grid column span the layout can use: a whole number from 1 to 12. Missing or not a number → the fallback;
 * fractions round down; out of range → the nearest end.
 */
export function clampSpan(span: unknown, fallback: number): number {
  if (typeof span !== 'number' || !Number.isFinite(span)) return fallback
  return Math.min(GRID_COLUMNS, Math.max(1, Math.floor(span)))
}

export const ctaSpan = (span: unknown) => clampSpan(span, CTA_DEFAULT_SPAN)
export const widgetSpan = (span: unknown) => clampSpan(span, WIDGET_DEFAULT_SPAN)

/** spec 2 §2 'animated flag (default true)'. */
export const isAnimated = (animated: boolean | undefined) => animated ?? true

/**
 * The reveal of spec 2 §2: animated, `reveal` runs once after ORDER_PLACED_REVEAL_MS; not animated, at once (there is
 * nothing to wait for: the handler runs as the widget appears). Returns the cancel for an unmount.
 */
export function scheduleReveal(
  animated: boolean,
  reveal: () => void,
  timers: { setTimeout: (fn: () => void, ms: number) => unknown; clearTimeout: (id: never) => void } = globalThis,
): () => void {
  if (!animated) {
    reveal()
    return () => {}
  }
  const id = timers.setTimeout(reveal, ORDER_PLACED_REVEAL_MS)
  return () => timers.clearTimeout(id as never)
}

/** A call to action's link: a path of this site goes through the router; an https address is a plain link. */
export function ctaLinkKind(url: string): 'route' | 'external' | null {
  if (/^\/(?![/\\])/.test(url)) return 'route'
  if (/^https:\/\//i.test(url)) return 'external'
  return null
}

/**
 * Where the calls to action sit on the 12-column grid: each spans its span (ctaSpan), and a row that does not fill
 * the grid is centred by starting the first one further in (two of span 4 start at columns 3 and 7). A row wider than
 * the grid wraps, from column 1.
 */
export function ctaPlacement(spans: readonly unknown[]): { start: number | null; span: number }[] {
  const clamped = spans.map(ctaSpan)
  const total = clamped.reduce((sum, s) => sum + s, 0)
  const lead = total <= GRID_COLUMNS ? Math.floor((GRID_COLUMNS - total) / 2) : 0
  return clamped.map((span, i) => ({ start: i === 0 && lead > 0 ? lead + 1 : null, span }))
}

// Issue 28 §2: a picture for every product. The catalog has no photographs yet, so each product shows a drawing of
// its pack: the shape from the pack's words, the colour from its brand, its name on the label. The same drawing on a
// card, the product page and a cart line (app/catalog/pack-image.tsx and its stylesheet draw it).

export type PackShape = 'strip' | 'bottle' | 'tube' | 'sachet' | 'box'

/** The pack's first word decides its shape; anything unknown is a box (cartons, kits, syringes, devices). */
const SHAPES: ReadonlyArray<readonly [RegExp, PackShape]> = [
  [/^(strip|blister)\b/, 'strip'],
  [/^(bottle|vial|ampoule|jar|tin|can|inhaler|dropper|spray)\b/, 'bottle'],
  [/^tube\b/, 'tube'],
  [/^(sachet|packet|pouch)\b/, 'sachet'],
]

/** 'strip of 15 tablets' → strip, 'bottle of 60 ml' → bottle, 'tube of 20 gm' → tube, 'pack of 2' → box. */
export function packShape(pack: string): PackShape {
  const words = pack.trim().toLowerCase()
  return SHAPES.find(([pattern]) => pattern.test(words))?.[1] ?? 'box'
}

/**
 * The brand's colours, each dark enough for white text at 4.5:1 or more (WCAG 1.4.3), so the name on the label reads
 * on every one.
 */
export const PACK_COLOURS = [
  '#0f766e', // teal
  '#1d4ed8', // blue
  '#7c3aed', // violet
  '#b91c1c', // red
  '#c2410c', // orange
  '#15803d', // green
  '#be185d', // pink
  '#4338ca', // indigo
  '#0e7490', // cyan
  '#6d28d9', // purple
  '#a16207', // amber
  '#374151', // grey
] as const

/** How many colours the palette has (the drawing needs only this, not the colours: they are in the stylesheet). */
export const PACK_COLOUR_COUNT = 12

/** The brand a product's colour follows: the first word of its name ('Dolo 650 Tablet' → 'dolo'). */
export function brandKey(name: string): string {
  return name.trim().split(/\s+/)[0]!.toLowerCase()
}

/**
 * FNV-1a over the brand's UTF-16 code units, into the palette: one brand, one colour, on every page and every server
 * (the stylesheet holds the colours as classes c0…c11, in PACK_COLOURS' order).
 */
export function brandColourIndex(name: string): number {
  let hash = 0x811c9dc5
  for (const ch of brandKey(name)) {
    hash ^= ch.charCodeAt(0)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash % PACK_COLOUR_COUNT
}

export function brandColour(name: string): string {
  return PACK_COLOURS[brandColourIndex(name)]!
}

/** The drawing's text alternative: what it shows, and that it is a drawing, not a photograph. */
export function packArtLabel(name: string, pack: string): string {
  return `${name}, ${pack} (drawing of the pack)`
}

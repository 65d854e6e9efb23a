// spec 1 §2.6: the category panel opens to the left when its parent is near the right edge of the
// screen. "Near" is read as: a panel anchored at the parent's left edge would overflow the viewport.

export type HorizontalRect = { left: number; right: number }
export type PanelSide = 'right' | 'left'

/**
 * Which way a panel of `panelWidth` px opens from its parent: 'right' (anchored at the parent's
 * left edge, growing rightwards) unless that overflows `viewportWidth`; then 'left' (anchored at
 * the parent's right edge, growing leftwards). A panel that fits neither way keeps the side with
 * more room, so the overflow is smallest.
 */
export function panelSide(parent: HorizontalRect, panelWidth: number, viewportWidth: number): PanelSide {
  const roomRight = viewportWidth - parent.left
  const roomLeft = parent.right
  if (panelWidth <= roomRight) return 'right'
  if (panelWidth <= roomLeft) return 'left'
  return roomLeft > roomRight ? 'left' : 'right'
}

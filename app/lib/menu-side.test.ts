import { describe, expect, test } from 'vitest'
import { panelSide } from './menu-side'

describe('panelSide (spec 1 §2.6: open to the left near the right edge)', () => {
  test.each([
    // parent, panel width, viewport, side
    [{ left: 0, right: 100 }, 600, 1280, 'right'],
    [{ left: 600, right: 700 }, 600, 1280, 'right'], // exactly fits
    [{ left: 681, right: 780 }, 600, 1280, 'left'], // 1 px too far right
    [{ left: 1100, right: 1200 }, 600, 1280, 'left'],
    [{ left: 200, right: 300 }, 1200, 1000, 'right'], // fits neither way: more room on the right
    [{ left: 800, right: 900 }, 1200, 1000, 'left'], // fits neither way: more room on the left
    [{ left: 0, right: 0 }, 0, 0, 'right'],
  ] as const)('%o, panel %i px in %i px → %s', (parent, width, viewport, side) => {
    expect(panelSide(parent, width, viewport)).toBe(side)
  })
})

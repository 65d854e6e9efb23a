import { describe, expect, test } from 'vitest'
import { ATTACH_SKELETON_PARTS, PREVIEW_SKELETON_PARTS, PROCESSING_SKELETON_PARTS } from './skeletons.tsx'

describe('loading layouts (spec 2 §2)', () => {
  test('attach prescription, order preview and prescription processing, in the spec’s order', () => {
    expect(ATTACH_SKELETON_PARTS).toEqual([
      'upload',
      'or-divider',
      'choose-saved-prescription',
      'footnote',
      'image-carousel',
      'button',
    ])
    expect(PREVIEW_SKELETON_PARTS).toEqual([
      'address-selection',
      'descriptive-selection',
      'permission-toggle',
      'image-carousel',
      'button',
      'footnote',
    ])
    expect(PROCESSING_SKELETON_PARTS).toEqual(['order-progress', 'order-count'])
  })
})

import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { brandColour, brandKey, PACK_COLOUR_COUNT, PACK_COLOURS, packArtLabel, packShape } from './pack-art.ts'

// Issue 28 §2: the drawn pack of a product without a photograph.
describe('packShape', () => {
  test.each([
    ['strip of 15 tablets', 'strip'],
    ['Strip of 10 capsules', 'strip'],
    ['bottle of 60 ml', 'bottle'],
    ['vial of 10 ml', 'bottle'],
    ['jar of 400 gm', 'bottle'],
    ['inhaler of 200 doses', 'bottle'],
    ['tube of 20 gm', 'tube'],
    ['sachet of 4.5 gm', 'sachet'],
    ['packet of 21 tablets', 'sachet'],
    ['pack of 2', 'box'],
    ['kit of 1', 'box'],
    ['pre-filled syringe of 1 ml', 'box'],
    ['', 'box'],
  ])('%s → %s', (pack, shape) => {
    expect(packShape(pack)).toBe(shape)
  })
})

describe('brandColour', () => {
  test('one brand, one colour: every product of a brand gets the same one, from the palette', () => {
    expect(brandKey('Dolo 650 Tablet')).toBe('dolo')
    expect(brandColour('Dolo 650 Tablet')).toBe(brandColour('Dolo 250 Oral Suspension'))
    expect(brandColour('  dolo  ')).toBe(brandColour('Dolo 650 Tablet'))
    fc.assert(fc.property(fc.string(), (name) => PACK_COLOURS.includes(brandColour(name) as (typeof PACK_COLOURS)[number])))
  })

  test('the palette has as many colours as the drawing counts', () => {
    expect(PACK_COLOURS).toHaveLength(PACK_COLOUR_COUNT)
  })

  test('brands spread over the palette', () => {
    const brands = ['Dolo', 'Calpol', 'Crocin', 'Pacimol', 'Paracip', 'Combiflam', 'Saridon', 'Flexon', 'Ibugesic', 'Volini']
    expect(new Set(brands.map(brandColour)).size).toBeGreaterThanOrEqual(5)
  })

  test('white text reads on every colour at 4.5:1 or more', () => {
    const luminance = (hex: string) => {
      const [r, g, b] = [1, 3, 5].map((i) => {
        const c = parseInt(hex.slice(i, i + 2), 16) / 255
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
      })
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
    }
    for (const colour of PACK_COLOURS) expect(1.05 / (luminance(colour) + 0.05), colour).toBeGreaterThanOrEqual(4.5)
  })
})

test('the text alternative names the product and its pack, and says it is a drawing', () => {
  expect(packArtLabel('Dolo 650 Tablet', 'strip of 15 tablets')).toBe(
    'Dolo 650 Tablet, strip of 15 tablets (drawing of the pack)',
  )
})

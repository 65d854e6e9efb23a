import { readFileSync } from 'node:fs'
import { renderToStaticMarkup } from 'react-dom/server'
import { expect, test } from 'vitest'
import { brandColourIndex, PACK_COLOURS } from '../../core/catalog/pack-art.ts'
import { PackImage } from './pack-image'

// Issue 28 §2: the drawing's colours live in the stylesheet as classes; the palette in core/catalog/pack-art.ts is
// what the contrast test checks. One list: the stylesheet's pack-c0…pack-c11 are PACK_COLOURS, in order.
test('the stylesheet’s brand colours are the palette, in its order', () => {
  const css = readFileSync(new URL('../styles/pack-image.css', import.meta.url), 'utf8')
  const classes = [...css.matchAll(/\.pack-c(\d+) \{\s*--pack-colour: (#[0-9a-f]{6});/g)].map((m) => [Number(m[1]), m[2]])
  expect(classes).toEqual(PACK_COLOURS.map((colour, i) => [i, colour]))
})

test('an image with its text alternative, its shape, size and brand colour, the name on it hidden from screen readers', () => {
  const html = renderToStaticMarkup(<PackImage name="Dolo 650 Tablet" pack="strip of 15 tablets" size={72} />)
  expect(html).toBe(
    `<span role="img" aria-label="Dolo 650 Tablet, strip of 15 tablets (drawing of the pack)" data-pack="strip" class="pack pack-strip pack-s72 pack-c${brandColourIndex('Dolo 650 Tablet')} "><span aria-hidden="true" class="pack-label">Dolo 650 Tablet</span></span>`,
  )
})

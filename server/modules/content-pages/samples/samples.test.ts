import { describe, expect, test } from 'vitest'
import { ContentPageSchema } from '../../../../contracts/content-pages.ts'
import { sanitisePage } from '../sanitise.ts'
import { SAMPLE_PAGES } from './index.ts'

// Every sample page fits the blocks' shape, says it is sample content, and its rich text is already clean (the
// sanitiser changes nothing: what the sample shows is what staff see in the editor).
describe.each(SAMPLE_PAGES.map((p) => [p.slug, p] as const))('sample %s', (_slug, page) => {
  test('fits the shape, is marked sample, and is clean HTML', () => {
    expect(ContentPageSchema.parse(page)).toEqual(page)
    expect(page.sample).toBe(true)
    expect(sanitisePage(page)).toEqual(page)
  })
})

test('one page per address', () => {
  const slugs = SAMPLE_PAGES.map((p) => p.slug)
  expect(new Set(slugs).size).toBe(slugs.length)
})

import { describe, expect, test } from 'vitest'
import { ContentBlockSchema, ContentSlugSchema } from './content-pages.ts'

describe('content blocks', () => {
  test.each(['/partnerships', 'https://example.org/a'])('a link to %s is kept', (href) => {
    expect(ContentBlockSchema.safeParse({ type: 'cta', label: 'Go', href }).success).toBe(true)
  })
  test.each(['javascript:alert(1)', '//evil.example', 'http://example.org', 'data:text/html,x', ' /x'])(
    'a link to %s is refused',
    (href) => {
      expect(ContentBlockSchema.safeParse({ type: 'cta', label: 'Go', href }).success).toBe(false)
    },
  )
  test('a choice question carries its options; an unknown block type is refused', () => {
    const q = { id: 'city_size', kind: 'choice', label: 'Team size', required: true, options: ['1-10', '11-50'] }
    expect(ContentBlockSchema.safeParse({ type: 'form', form: 'survey', questions: [q] }).success).toBe(true)
    expect(ContentBlockSchema.safeParse({ type: 'script', src: '/x.js' }).success).toBe(false)
  })
  test.each([
    ['trust/sawaaluthao', true],
    ['partnerships', true],
    ['/partnerships', false],
    ['Trust', false],
    ['a//b', false],
  ])('the page address %s is %s', (slug, ok) => {
    expect(ContentSlugSchema.safeParse(slug).success).toBe(ok)
  })
})

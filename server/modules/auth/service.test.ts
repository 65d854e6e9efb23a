import { existsSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { CONFLICT_TEXTS, MERGE_WARNING, NON_MERGE_WARNING, mergeDataFor } from './service.ts'

const publicDir = new URL('../../../public', import.meta.url).pathname

describe('the texts the server sends the popup', () => {
  const merge = mergeDataFor('kiran.rao@example.com', '9810000004')
  test('every image they name is a file we serve', () => {
    const images = [
      CONFLICT_TEXTS.cta.image_url,
      MERGE_WARNING('9810000004').info_icon!,
      merge.icon,
      ...merge.sections.flatMap((s) => s.items.map((i) => i.icon)),
    ]
    for (const src of images) expect(existsSync(`${publicDir}${src}`), src).toBe(true)
  })
  test('the number is masked wherever it is shown', () => {
    expect(merge.sub_title).toContain('******0004')
    expect(JSON.stringify(merge)).not.toContain('9810000004')
    expect(MERGE_WARNING('9810000004').message).not.toContain('9810000004')
  })
  test('a NON_MERGE warning has one button', () => {
    const warning = NON_MERGE_WARNING('x')
    expect(warning).toMatchObject({ cta_type: 'NON_MERGE', confirm_cta: 'Okay' })
    expect(warning.cancel_cta).toBeUndefined()
  })
})

import { describe, expect, test } from 'vitest'
import { DEFAULT_HEADER_FLAGS, mergeHeaderFlags } from './header-flags.ts'

describe('mergeHeaderFlags (spec 1 §2.1)', () => {
  test.each([
    ['no handles: all on', [], {}],
    ['a handle without header', [{ title: 'x' }, null, undefined], {}],
    ['one part off', [{ header: { search: false } }], { search: false }],
    ['the deepest route wins', [{ header: { search: false, cart: false } }, { header: { search: true } }], { cart: false }],
    ['non-booleans are ignored', [{ header: { search: 'no', help: 0 } }], {}],
    ['the whole header off', [{ header: { header: false } }], { header: false }],
  ])('%s', (_, handles, changed) => {
    expect(mergeHeaderFlags(handles)).toEqual({ ...DEFAULT_HEADER_FLAGS, ...changed })
  })
})

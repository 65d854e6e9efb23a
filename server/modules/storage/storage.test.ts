import { describe, expect, test } from 'vitest'
import { BAD_KEYS } from '../../../tests/helpers/storage-contract.ts'
import { assertContentType, isStorageKey, MAX_KEY_LENGTH } from './storage.ts'

describe('isStorageKey', () => {
  test.each([
    'prescriptions/2026/11/0b7e5a1c-2f4d-4c8e-9a3b-6d1f2e3a4b5c.jpg',
    'prescriptions/2026/11/0b7e5a1c-2f4d-4c8e-9a3b-6d1f2e3a4b5c.pdf',
    'lab_reports/2027/01/x.png',
    'file.pdf',
    `${'a'.repeat(100)}/${'b'.repeat(100)}/${'c'.repeat(49)}.jpg`,
  ])('accepts %j', (key) => {
    expect(isStorageKey(key)).toBe(true)
  })

  test.each([...BAD_KEYS, 'a/b/c/d/e/f/g/h/i/j.jpg', 'x.toolongext', '-x.jpg', 'x.jpg ', ' x.jpg', 'x.j-g', 'π.jpg'])(
    'refuses %j',
    (key) => {
      expect(isStorageKey(key)).toBe(false)
    },
  )

  test.each([undefined, null, 42, ['x.jpg'], { key: 'x.jpg' }])('refuses the non-string %j', (key) => {
    expect(isStorageKey(key)).toBe(false)
  })

  test('the longest key accepted is MAX_KEY_LENGTH characters', () => {
    const name = (length: number) => `${'a'.repeat(100)}/${'b'.repeat(100)}/${'c'.repeat(length - 206)}.jpg`
    expect(name(MAX_KEY_LENGTH)).toHaveLength(255)
    expect(isStorageKey(name(MAX_KEY_LENGTH))).toBe(true)
    expect(isStorageKey(name(MAX_KEY_LENGTH + 1))).toBe(false)
  })
})

describe('assertContentType', () => {
  test.each(['image/jpeg', 'image/png', 'application/pdf', 'application/octet-stream', 'text/plain; charset=utf-8'])(
    'accepts %j',
    (type) => {
      expect(() => assertContentType(type)).not.toThrow()
    },
  )
  test.each(['', 'jpeg', '/jpeg', 'image/', 'text/html\r\nset-cookie: x=1', 'image/jpeg\n', 'image/jpeg; x=\u00e9', 42])(
    'refuses %j',
    (type) => {
      expect(() => assertContentType(type)).toThrow(/Not a content type/)
    },
  )
})

import { describe, expect, test } from 'vitest'
import {
  ABHA_MESSAGES,
  checkAbhaAddress,
  checkAbhaNumber,
  formatAbhaNumber,
  isAbhaAddress,
  isAbhaNumber,
  normaliseAbhaNumber,
} from './abha.ts'

describe('ABHA number', () => {
  test.each([
    ['91-1234-5678-9012', '91123456789012', '91-1234-5678-9012'],
    ['91123456789012', '91123456789012', '91-1234-5678-9012'],
    ['91 1234 5678 9012', '91123456789012', '91-1234-5678-9012'],
    ['  91-1234 5678-9012 ', '91123456789012', '91-1234-5678-9012'],
    ['00-0000-0000-0001', '00000000000001', '00-0000-0000-0001'],
  ])('%j is kept as %s and shown %s', (typed, value, display) => {
    expect(checkAbhaNumber(typed)).toEqual({ ok: true, value, display })
    expect(normaliseAbhaNumber(typed)).toBe(value)
    expect(formatAbhaNumber(value)).toBe(display)
  })

  test.each([
    ['', ABHA_MESSAGES.numberEmpty],
    ['   ', ABHA_MESSAGES.numberEmpty],
    ['9112345678901', ABHA_MESSAGES.numberFormat],
    ['911234567890123', ABHA_MESSAGES.numberFormat],
    ['91.1234.5678.9012', ABHA_MESSAGES.numberFormat],
    ['91-1234-5678-901a', ABHA_MESSAGES.numberFormat],
    ['٩١١٢٣٤٥٦٧٨٩٠١٢', ABHA_MESSAGES.numberFormat],
    ['priya@abdm', ABHA_MESSAGES.numberFormat],
  ])('%j is refused: %s', (typed, message) => {
    expect(checkAbhaNumber(typed)).toEqual({ ok: false, message })
    expect(normaliseAbhaNumber(typed)).toBeNull()
  })

  test('only the 14 digits count as stored', () => {
    expect(isAbhaNumber('91123456789012')).toBe(true)
    expect(isAbhaNumber('91-1234-5678-9012')).toBe(false)
    expect(() => formatAbhaNumber('123')).toThrow()
  })
})

describe('ABHA address', () => {
  test.each([
    ['priya.sharma@abdm', 'priya.sharma@abdm'],
    ['Priya.Sharma@ABDM', 'priya.sharma@abdm'],
    ['  priya_s92@abdm ', 'priya_s92@abdm'],
    ['priya.sharma', 'priya.sharma@abdm'],
    ['abcd', 'abcd@abdm'],
    ['a.b_c', 'a.b_c@abdm'],
    ['91123456789012@abdm', '91123456789012@abdm'],
    ['a'.repeat(32), `${'a'.repeat(32)}@abdm`],
  ])('%j is kept as %s', (typed, value) => {
    expect(checkAbhaAddress(typed)).toEqual({ ok: true, value, display: value })
    expect(isAbhaAddress(value)).toBe(true)
  })

  test.each([
    ['', ABHA_MESSAGES.addressEmpty],
    ['@abdm', ABHA_MESSAGES.addressEmpty],
    ['priya@sbx', ABHA_MESSAGES.addressSuffix],
    ['priya@ndhm', ABHA_MESSAGES.addressSuffix],
    ['priya@abdm.gov.in', ABHA_MESSAGES.addressSuffix],
    ['priya@abdm@abdm', ABHA_MESSAGES.addressSuffix],
    ['abc@abdm', ABHA_MESSAGES.addressLength],
    [`${'a'.repeat(33)}@abdm`, ABHA_MESSAGES.addressLength],
    ['9818512600@abdm', ABHA_MESSAGES.addressStart],
    ['1priya@abdm', ABHA_MESSAGES.addressStart],
    ['.priya@abdm', ABHA_MESSAGES.addressStart],
    ['_priya@abdm', ABHA_MESSAGES.addressStart],
    ['priya.@abdm', ABHA_MESSAGES.addressEnd],
    ['priya_@abdm', ABHA_MESSAGES.addressEnd],
    ['priya..s@abdm', ABHA_MESSAGES.addressRepeat],
    ['priya._s@abdm', ABHA_MESSAGES.addressRepeat],
    ['priya-s@abdm', ABHA_MESSAGES.addressCharacters],
    ['priya s@abdm', ABHA_MESSAGES.addressCharacters],
    ['प्रिया@abdm', ABHA_MESSAGES.addressCharacters],
  ])('%j is refused: %s', (typed, message) => {
    expect(checkAbhaAddress(typed)).toEqual({ ok: false, message })
  })

  test('only the normalised spelling counts as stored', () => {
    expect(isAbhaAddress('Priya.Sharma@abdm')).toBe(false)
    expect(isAbhaAddress('priya.sharma')).toBe(false)
  })
})

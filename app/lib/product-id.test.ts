import { describe, test, expect, vi } from 'vitest'
import { diagnosticsIdsFromPath, patientIdFromPath, productIdFromPath } from './product-id.ts'

function fakeLogger() {
  return { warn: vi.fn() }
}

describe('productIdFromPath (spec 1 §2.10)', () => {
  test.each([
    ['/otc/revital-h-otc123456', 123456],
    ['/otc/revital-h-OTC123456', 123456],
    ['/drugs/dolo-650-tablet-74467', 74467],
    ['/drugs/dolo-650-tablet-74467/', 74467],
    ['/drugs/dolo-650-tablet-74467?utm=x', 74467],
    ['/drugs/dolo-650-tablet-74467#reviews', 74467],
    ['https://www.example.in/drugs/crocin-123', 123],
    ['/drugs/123', 123],
    ['123', 123],
    ['/otc/otc987', 987],
    ['/drugs/dolo-00123', 123],
  ])('%s → %d without warning', (path, expected) => {
    const logger = fakeLogger()
    expect(productIdFromPath(path, { logger })).toBe(expected)
    expect(logger.warn).not.toHaveBeenCalled()
  })

  test.each([
    ['/drugs/dolo-650-tablet'],
    ['/otc/revital-h-otc'],
    ['/otc/revital-h-otcabc'],
    ['/drugs/dolo-12a'],
    ['/drugs/dolo-1.5'],
    ['/drugs/dolo-'],
    ['/'],
    [''],
    ['/drugs/dolo-x12'],
    ['/drugs/dolo-+12'],
  ])('%j → null with a warning', (path) => {
    const logger = fakeLogger()
    expect(productIdFromPath(path, { logger })).toBeNull()
    expect(logger.warn).toHaveBeenCalledTimes(1)
    expect(logger.warn).toHaveBeenCalledWith('Invalid SKU id', path)
  })

  test('defaults to console.warn', () => {
    const spy = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(productIdFromPath('/drugs/none')).toBeNull()
    expect(spy).toHaveBeenCalledWith('Invalid SKU id', '/drugs/none')
    spy.mockRestore()
  })
})

describe('patientIdFromPath (spec 1 §2.10)', () => {
  test.each([
    ['/health-record/123', '123'],
    ['/health-record/123/', '123'],
    ['/health-record/abc-9?tab=2', 'abc-9'],
    ['https://www.example.in/health-record/77', '77'],
    ['/', null],
    ['', null],
  ])('%j → %j', (path, expected) => {
    expect(patientIdFromPath(path)).toBe(expected)
  })
})

describe('diagnosticsIdsFromPath (spec 1 §2.10: positions index split("/") of a rooted path)', () => {
  test.each([
    ['/diagnostics/123/booking/456', { patient_id: '123', booking_id: '456' }],
    ['diagnostics/123/booking/456', { patient_id: '123', booking_id: '456' }],
    ['/diagnostics/123/booking/456/', { patient_id: '123', booking_id: '456' }],
    ['/diagnostics/123/booking/456?x=1', { patient_id: '123', booking_id: '456' }],
    ['/diagnostics/123/booking/456/extra', { patient_id: '123', booking_id: '456' }],
    ['https://www.example.in/diagnostics/p1/booking/b2', { patient_id: 'p1', booking_id: 'b2' }],
    ['/diagnostics/123', { patient_id: '123', booking_id: null }],
    ['/diagnostics', { patient_id: null, booking_id: null }],
    ['/', { patient_id: null, booking_id: null }],
  ])('%s → %j', (path, expected) => {
    expect(diagnosticsIdsFromPath(path)).toEqual(expected)
  })
})

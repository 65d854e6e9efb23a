import { afterEach, describe, expect, test, vi } from 'vitest'
import {
  CTA_DEFAULT_SPAN,
  ORDER_PLACED_REVEAL_MS,
  WIDGET_DEFAULT_SPAN,
  clampSpan,
  ctaPlacement,
  ctaLinkKind,
  ctaSpan,
  isAnimated,
  scheduleReveal,
  widgetSpan,
} from './order-placed-rules.ts'

describe('constants (spec 2 §9)', () => {
  test('the reveal waits 1,500 ms; a call to action spans 4; the widget the full 12', () => {
    expect(ORDER_PLACED_REVEAL_MS).toBe(1500)
    expect(CTA_DEFAULT_SPAN).toBe(4)
    expect(WIDGET_DEFAULT_SPAN).toBe(12)
  })
})

describe('clampSpan', () => {
  test.each([
    [undefined, 4],
    [null, 4],
    ['6', 4],
    [Number.NaN, 4],
    [Number.POSITIVE_INFINITY, 4],
    [1, 1],
    [4, 4],
    [12, 12],
    [0, 1],
    [-3, 1],
    [13, 12],
    [100, 12],
    [5.9, 5],
    [0.5, 1],
  ])('%j → %i', (span, expected) => {
    expect(clampSpan(span, 4)).toBe(expected)
  })

  test('ctaSpan defaults to 4, widgetSpan to 12', () => {
    expect(ctaSpan(undefined)).toBe(4)
    expect(widgetSpan(undefined)).toBe(12)
    expect(ctaSpan(20)).toBe(12)
    expect(widgetSpan(6)).toBe(6)
  })
})

describe('isAnimated', () => {
  test.each([
    [undefined, true],
    [true, true],
    [false, false],
  ])('%j → %s', (flag, expected) => {
    expect(isAnimated(flag)).toBe(expected)
  })
})

describe('ctaLinkKind', () => {
  test.each([
    ['/', 'route'],
    ['/cart?x=1', 'route'],
    ['https://example.com/plan', 'external'],
    ['HTTPS://example.com', 'external'],
    ['http://example.com', null],
    ['//evil.example', null],
    ['/\\evil.example', null],
    ['javascript:alert(1)', null],
    ['cart', null],
    ['', null],
  ])('%j → %s', (url, kind) => {
    expect(ctaLinkKind(url)).toBe(kind)
  })
})

describe('scheduleReveal', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  test('animated: reveals once, at exactly 1,500 ms', () => {
    vi.useFakeTimers()
    const reveal = vi.fn()
    scheduleReveal(true, reveal)
    vi.advanceTimersByTime(ORDER_PLACED_REVEAL_MS - 1)
    expect(reveal).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(reveal).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(10_000)
    expect(reveal).toHaveBeenCalledTimes(1)
  })

  test('animated: cancelled before the time (an unmount), it never reveals', () => {
    vi.useFakeTimers()
    const reveal = vi.fn()
    const cancel = scheduleReveal(true, reveal)
    vi.advanceTimersByTime(1000)
    cancel()
    vi.advanceTimersByTime(10_000)
    expect(reveal).not.toHaveBeenCalled()
  })

  test('not animated: reveals at once, without a timer', () => {
    vi.useFakeTimers()
    const reveal = vi.fn()
    scheduleReveal(false, reveal)
    expect(reveal).toHaveBeenCalledTimes(1)
    expect(vi.getTimerCount()).toBe(0)
  })
})

describe('ctaPlacement', () => {
  test.each([
    [
      'two of the default span are centred',
      [undefined, undefined],
      [
        { start: 3, span: 4 },
        { start: null, span: 4 },
      ],
    ],
    ['one of 4', [4], [{ start: 5, span: 4 }]],
    [
      '6 and 6 fill the row',
      [6, 6],
      [
        { start: null, span: 6 },
        { start: null, span: 6 },
      ],
    ],
    [
      'an odd remainder rounds down',
      [4, 3],
      [
        { start: 3, span: 4 },
        { start: null, span: 3 },
      ],
    ],
    [
      'wider than the grid wraps from column 1',
      [8, 8],
      [
        { start: null, span: 8 },
        { start: null, span: 8 },
      ],
    ],
    [
      'spans are clamped first',
      [0, 40],
      [
        { start: null, span: 1 },
        { start: null, span: 12 },
      ],
    ],
    ['none', [], []],
  ])('%s', (_name, spans, expected) => {
    expect(ctaPlacement(spans)).toEqual(expected)
  })
})

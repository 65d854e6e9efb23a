import { describe, test, expect } from 'vitest'
import { supportsViewTransitions } from './view-transitions.ts'

const android = (chrome: string) =>
  `Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${chrome} Mobile Safari/537.36`

describe('supportsViewTransitions (spec 1 §4.1)', () => {
  test.each([
    [android('111.0.5563.57'), true],
    [android('124.0.0.0'), true],
    [android('110.0.5481.153'), false],
    [android('99.0.0.0'), false],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36', false],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0 Mobile/15E148 Safari/604.1',
      false,
    ],
    ['Mozilla/5.0 (Android 13; Mobile; rv:124.0) Gecko/124.0 Firefox/124.0', false],
    ['', false],
    [null, false],
  ])('%j → %s', (ua, expected) => {
    expect(supportsViewTransitions(ua)).toBe(expected)
  })
})

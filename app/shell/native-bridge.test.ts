import { describe, expect, test, vi } from 'vitest'
import { FAILED_CALL_LOG, UNSUPPORTED_PLATFORM_LOG, bridgeSupported, nativePlatform, sendToNative } from './native-bridge'

const logger = () => ({ warn: vi.fn(), error: vi.fn() })

describe('sendToNative (spec 2 §7 native-app bridge)', () => {
  test('Android: calls window.Android[method] with a JSON string', () => {
    const track = vi.fn()
    const win = { Android: { track } }
    expect(sendToNative('track', { event: 'x', n: 1 }, { win, logger: logger() })).toBe(true)
    expect(track).toHaveBeenCalledWith('{"event":"x","n":1}')
    expect(nativePlatform(win)).toBe('android')
  })

  test('iOS: posts to webkit.messageHandlers[method]', () => {
    const postMessage = vi.fn()
    const win = { webkit: { messageHandlers: { track: { postMessage } } } }
    expect(sendToNative('track', { a: 'b' }, { win, logger: logger() })).toBe(true)
    expect(postMessage).toHaveBeenCalledWith('{"a":"b"}')
    expect(nativePlatform(win)).toBe('ios')
  })

  test.each([
    ['a plain browser', {}],
    ['no window (server)', undefined],
  ])('%s: logs "This platform is not supported"', (_name, win) => {
    const log = logger()
    expect(sendToNative('track', {}, { win, logger: log })).toBe(false)
    expect(log.warn).toHaveBeenCalledWith(UNSUPPORTED_PLATFORM_LOG)
  })

  test.each([
    ['a missing Android method', { Android: {} }],
    [
      'a throwing Android method',
      {
        Android: {
          track: () => {
            throw new Error('boom')
          },
        },
      },
    ],
    ['a missing iOS handler', { webkit: { messageHandlers: {} } }],
  ])('%s: logs "Failed to call method" and does not throw', (_name, win) => {
    const log = logger()
    expect(sendToNative('track', {}, { win, logger: log })).toBe(false)
    expect(log.error.mock.calls[0]?.[0]).toBe(FAILED_CALL_LOG)
  })
})

describe('bridgeSupported (spec 2 §7: Android 14.1.0, iOS 13.7.0)', () => {
  test.each([
    ['android', '14.1.0', true],
    ['Android', '14.0.9', false],
    ['ios', '13.7.0', true],
    ['iOS', '13.6', false],
    ['web', '99.0.0', false],
    [null, '14.1.0', false],
    ['android', null, false],
  ] as const)('%s %s → %s', (platform, version, ok) => {
    expect(bridgeSupported(platform, version)).toBe(ok)
  })
})

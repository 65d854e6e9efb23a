import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { SMS_SENT_MS } from '../../core/constants.ts'
import { createFlash } from './flash'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('createFlash (spec 1 §2.7: sms sent shows for 3000 ms)', () => {
  test('shows, then hides after exactly the duration', () => {
    const seen: boolean[] = []
    createFlash(SMS_SENT_MS, (v) => seen.push(v)).show()
    expect(seen).toEqual([true])
    vi.advanceTimersByTime(SMS_SENT_MS - 1)
    expect(seen).toEqual([true])
    vi.advanceTimersByTime(1)
    expect(seen).toEqual([true, false])
  })

  test('showing again restarts the time', () => {
    const seen: boolean[] = []
    const flash = createFlash(3000, (v) => seen.push(v))
    flash.show()
    vi.advanceTimersByTime(2000)
    flash.show()
    vi.advanceTimersByTime(2999)
    expect(seen).toEqual([true, true])
    vi.advanceTimersByTime(1)
    expect(seen).toEqual([true, true, false])
  })

  test('hide stops the timer; dispose stops it silently', () => {
    const seen: boolean[] = []
    const flash = createFlash(3000, (v) => seen.push(v))
    flash.show()
    flash.hide()
    vi.advanceTimersByTime(5000)
    expect(seen).toEqual([true, false])
    flash.show()
    flash.dispose()
    vi.advanceTimersByTime(5000)
    expect(seen).toEqual([true, false, true])
  })
})

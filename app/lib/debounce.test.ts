import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { createDebouncer } from './debounce.ts'

describe('createDebouncer (spec 1 §5: 300 ms)', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  test('runs once, with the last arguments, 300 ms after the last call', () => {
    const fn = vi.fn()
    const d = createDebouncer(fn)
    d.call('d')
    vi.advanceTimersByTime(200)
    d.call('do')
    vi.advanceTimersByTime(299)
    expect(fn).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(fn).toHaveBeenCalledTimes(1)
    expect(fn).toHaveBeenCalledWith('do')
  })

  test('cancel drops the pending call; flush runs it now', () => {
    const fn = vi.fn()
    const d = createDebouncer(fn, 100)
    d.call(1)
    d.cancel()
    vi.advanceTimersByTime(500)
    expect(fn).not.toHaveBeenCalled()
    d.call(2)
    d.flush()
    expect(fn).toHaveBeenCalledWith(2)
    vi.advanceTimersByTime(500)
    expect(fn).toHaveBeenCalledTimes(1)
  })

  test('flush with nothing pending does nothing', () => {
    const fn = vi.fn()
    createDebouncer(fn).flush()
    expect(fn).not.toHaveBeenCalled()
  })
})

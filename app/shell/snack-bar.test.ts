import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { currentSnack, hideSnackBar, showSnackBar } from './snack-bar'

describe('snack bar (spec 1 §2.1, §9: 3,000 ms by default)', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => {
    hideSnackBar()
    vi.useRealTimers()
  })

  test('shows a message for 3,000 ms, then hides it', () => {
    showSnackBar('Added to cart')
    expect(currentSnack()?.message).toBe('Added to cart')
    vi.advanceTimersByTime(2999)
    expect(currentSnack()?.message).toBe('Added to cart')
    vi.advanceTimersByTime(1)
    expect(currentSnack()).toBeNull()
  })

  test('a custom duration, and a new message restarts the clock', () => {
    showSnackBar('first', 5000)
    vi.advanceTimersByTime(4000)
    showSnackBar('second')
    vi.advanceTimersByTime(2999)
    expect(currentSnack()?.message).toBe('second')
    vi.advanceTimersByTime(1)
    expect(currentSnack()).toBeNull()
  })
})

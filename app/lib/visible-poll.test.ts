import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { startVisiblePoll } from './visible-poll.ts'

// The consultation home's live 'consult now' (issue 24 §2): at most every 30 s, only while the page is visible.

function page(visible = true) {
  let listener: (() => void) | null = null
  return {
    deps: {
      visible: () => visible,
      onVisibilityChange: (l: () => void) => {
        listener = l
        return () => (listener = null)
      },
    },
    set(v: boolean) {
      visible = v
      listener?.()
    },
    get listening() {
      return listener !== null
    },
  }
}

describe('startVisiblePoll', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  test('waits an interval after start (the page came with fresh figures), then runs every interval', async () => {
    const run = vi.fn(async () => {})
    const p = page()
    const stop = startVisiblePoll(run, 30_000, p.deps)
    await vi.advanceTimersByTimeAsync(29_999)
    expect(run).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(run).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(run).toHaveBeenCalledTimes(3)
    stop()
    await vi.advanceTimersByTimeAsync(120_000)
    expect(run).toHaveBeenCalledTimes(3)
    expect(p.listening).toBe(false)
  })

  test('hidden, it does not run; visible again, it runs at once when the last run is an interval old', async () => {
    const run = vi.fn(async () => {})
    const p = page()
    startVisiblePoll(run, 30_000, p.deps)
    await vi.advanceTimersByTimeAsync(10_000)
    p.set(false)
    await vi.advanceTimersByTimeAsync(300_000)
    expect(run).not.toHaveBeenCalled()
    p.set(true)
    await vi.advanceTimersByTimeAsync(0)
    expect(run).toHaveBeenCalledTimes(1)
  })

  test('visible again before an interval has passed: it waits for the rest of it, never two runs within 30 s', async () => {
    const run = vi.fn(async () => {})
    const p = page()
    startVisiblePoll(run, 30_000, p.deps)
    await vi.advanceTimersByTimeAsync(30_000)
    expect(run).toHaveBeenCalledTimes(1)
    p.set(false)
    await vi.advanceTimersByTimeAsync(5_000)
    p.set(true)
    p.set(true)
    await vi.advanceTimersByTimeAsync(24_999)
    expect(run).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(run).toHaveBeenCalledTimes(2)
  })

  test('starts hidden: nothing until visible; a failed run keeps polling', async () => {
    const run = vi.fn(async () => {
      throw new Error('offline')
    })
    const p = page(false)
    startVisiblePoll(run, 30_000, p.deps)
    await vi.advanceTimersByTimeAsync(90_000)
    expect(run).not.toHaveBeenCalled()
    p.set(true)
    await vi.advanceTimersByTimeAsync(0)
    expect(run).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(30_000)
    expect(run).toHaveBeenCalledTimes(2)
  })

  test('a slow run is not doubled: the next waits until it has answered', async () => {
    let answer!: () => void
    const run = vi.fn(() => new Promise<void>((r) => (answer = r)))
    const p = page()
    startVisiblePoll(run, 30_000, p.deps)
    await vi.advanceTimersByTimeAsync(30_000)
    p.set(false)
    p.set(true)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(run).toHaveBeenCalledTimes(1)
    answer()
    await vi.advanceTimersByTimeAsync(0)
    expect(run).toHaveBeenCalledTimes(2)
  })
})

import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { ApiError, createApiClient, isIdempotentCall, retryAfterMs, RETRY_AFTER_CAP_MS } from './api-client.ts'

// issue 30 §1: a call the server shed (503 with Retry-After) is sent again once after the wait when it may be repeated;
// otherwise, or after a second 503, it rejects with the server's message (spec 1 §8).

const SHED_BODY = JSON.stringify({
  is_success: false,
  code: 'overloaded',
  message: 'We are very busy right now. Please try again in a moment.',
  error: { message: 'We are very busy right now. Please try again in a moment.' },
  data: { errors: [{ message: 'We are very busy right now. Please try again in a moment.' }] },
  retry_after: 2,
})

type Answer = { status: number; body: string; headers?: Record<string, string> }
const shed = (retryAfter = '2'): Answer => ({ status: 503, body: SHED_BODY, headers: { 'retry-after': retryAfter } })
const ok: Answer = { status: 200, body: '{"ok":true}' }

/** A fetch that answers from a script, one answer per call (the last repeats), and records when each call came. */
function scripted(...answers: Answer[]) {
  const calls: Array<{ method: string; at: number }> = []
  const fetch = vi.fn(async (_url: string, init: RequestInit) => {
    calls.push({ method: String(init.method), at: Date.now() })
    const a = answers[Math.min(calls.length - 1, answers.length - 1)]!
    return new Response(a.body, { status: a.status, headers: a.headers })
  })
  const api = createApiClient({ isBrowser: false, cookies: {}, fetch, logger: { error: () => {} } })
  return { api, calls }
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-30T09:00:00Z') })
})
afterEach(() => {
  vi.useRealTimers()
})

describe('the API client after a 503 with Retry-After', () => {
  test('a GET is sent again once, after the wait and not before, and gives the second answer', async () => {
    const { api, calls } = scripted(shed('2'), ok)
    const result = api.get('/api/v4/footer-data')
    await vi.advanceTimersByTimeAsync(1999)
    expect(calls).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    await expect(result).resolves.toEqual({ ok: true })
    expect(calls).toHaveLength(2)
    expect(calls[1]!.at - calls[0]!.at).toBe(2000)
  })

  test('PUT and DELETE are retried too', async () => {
    for (const method of ['put', 'delete'] as const) {
      const { api, calls } = scripted(shed('1'), ok)
      const result = method === 'put' ? api.put('/x', { a: 1 }) : api.delete('/x')
      await vi.advanceTimersByTimeAsync(1000)
      await expect(result).resolves.toEqual({ ok: true })
      expect(calls.map((c) => c.method)).toEqual([method.toUpperCase(), method.toUpperCase()])
    }
  })

  test('a second 503 rejects with the server message: only one retry', async () => {
    const { api, calls } = scripted(shed('1'), shed('1'), ok)
    const result = api.get('/x').catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(10_000)
    const error = (await result) as ApiError
    expect(error).toBeInstanceOf(ApiError)
    expect(error.status).toBe(503)
    expect(error.message).toBe('We are very busy right now. Please try again in a moment.')
    expect(calls).toHaveLength(2)
  })

  test('a POST without an Idempotency-Key is never retried: the message at once', async () => {
    const { api, calls } = scripted(shed('1'), ok)
    const error = (await api.post('/api/v4/orders', { a: 1 }).catch((e: unknown) => e)) as ApiError
    expect(error.message).toBe('We are very busy right now. Please try again in a moment.')
    expect(error.httpStatus).toBe(503)
    await vi.advanceTimersByTimeAsync(5000)
    expect(calls).toHaveLength(1)
  })

  test('a POST with an Idempotency-Key is retried once', async () => {
    const { api, calls } = scripted(shed('1'), ok)
    const result = api.post('/api/v4/orders', { a: 1 }, { headers: { 'Idempotency-Key': 'k-1' } })
    await vi.advanceTimersByTimeAsync(1000)
    await expect(result).resolves.toEqual({ ok: true })
    expect(calls).toHaveLength(2)
  })

  test('a wait beyond the cap, a 503 without Retry-After, or a 429 is not retried', async () => {
    for (const answer of [
      shed(String(RETRY_AFTER_CAP_MS / 1000 + 1)),
      { status: 503, body: '' },
      { status: 429, body: SHED_BODY, headers: { 'retry-after': '1' } },
    ]) {
      const { api, calls } = scripted(answer, ok)
      const result = api.get('/x').catch((e: unknown) => e)
      await vi.advanceTimersByTimeAsync(10_000)
      expect(await result).toBeInstanceOf(ApiError)
      expect(calls).toHaveLength(1)
    }
  })

  test('the retry stays within the 12,500 ms budget: a wait that would pass it ends in the time-out, with no second call', async () => {
    let first = true
    const calls: number[] = []
    const fetch = vi.fn(async () => {
      calls.push(Date.now())
      if (first) {
        first = false
        // The first answer comes after 9 s: a 5 s wait would end past the budget.
        await new Promise((r) => setTimeout(r, 9000))
        return new Response(SHED_BODY, { status: 503, headers: { 'retry-after': '5' } })
      }
      return new Response('{"ok":true}', { status: 200 })
    })
    const api = createApiClient({ isBrowser: false, cookies: {}, fetch, logger: { error: () => {} } })
    const result = api.get('/x').catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(20_000)
    expect(((await result) as ApiError).kind).toBe('timeout')
    expect(calls).toHaveLength(1)
  })

  test("the caller's abort during the wait ends the call without a retry", async () => {
    const { api, calls } = scripted(shed('3'), ok)
    const controller = new AbortController()
    const result = api.get('/x', {}, { signal: controller.signal }).catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(1000)
    controller.abort()
    const error = (await result) as ApiError
    expect(error.kind).toBe('aborted')
    await vi.advanceTimersByTimeAsync(5000)
    expect(calls).toHaveLength(1)
  })
})

describe('retry rules', () => {
  test.each([
    ['GET', {}, true],
    ['PUT', {}, true],
    ['DELETE', {}, true],
    ['POST', {}, false],
    ['POST', { 'idempotency-key': 'abc' }, true],
  ] as const)('%s %o idempotent: %s', (method, headers, expected) => {
    expect(isIdempotentCall(method, headers)).toBe(expected)
  })

  test('Retry-After: delta-seconds (what our server sends) within the cap; anything else is no retry', () => {
    expect(retryAfterMs('2')).toBe(2000)
    expect(retryAfterMs('0')).toBe(0)
    expect(retryAfterMs('Mon, 30 Nov 2026 09:00:03 GMT')).toBeNull()
    expect(retryAfterMs('soon')).toBeNull()
    expect(retryAfterMs('-1')).toBeNull()
    expect(retryAfterMs(String(RETRY_AFTER_CAP_MS / 1000))).toBe(RETRY_AFTER_CAP_MS)
    expect(retryAfterMs(String(RETRY_AFTER_CAP_MS / 1000 + 1))).toBeNull()
    expect(retryAfterMs(null)).toBeNull()
  })
})

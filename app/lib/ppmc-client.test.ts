import { describe, expect, test } from 'vitest'
import { createPpmcClient, selfServeHeaders } from './ppmc-client.ts'

// spec 2 §7 (decision 068): the /ppmc client sends the self-serve link's headers from the spec 2 §3 cookies.

describe('the /ppmc client', () => {
  test('the link’s headers from the cookies; the reason URL-encoded; none without the cookies', () => {
    expect(
      selfServeHeaders({ selfServeToken: 't'.repeat(43), selfServeUUID: 'u-1', selfServeReschedule: 'Travelling, back Monday' }),
    ).toEqual({
      'x-self-serve-token': 't'.repeat(43),
      'x-self-serve-uuid': 'u-1',
      'x-self-serve-reschedule-reason': 'Travelling%2C%20back%20Monday',
    })
    expect(selfServeHeaders({})).toEqual({})
  })

  test('calls /ppmc with them and the usual headers; a 401 is thrown, not a redirect', async () => {
    const calls: Array<{ url: string; headers: Record<string, string> }> = []
    let redirected = false
    const client = createPpmcClient({
      isBrowser: true,
      cookies: { selfServeToken: 'tok', selfServeUUID: 'uuid', 'VISITOR-ID': 'v1' },
      csrfToken: 'csrf',
      currentPath: () => '/corporate/self-serve/booking',
      logger: { error: () => undefined },
      fetch: async (url, init) => {
        calls.push({ url, headers: init.headers as Record<string, string> })
        return new Response(JSON.stringify({ message: 'This link has expired or was already used.' }), { status: 401 })
      },
    })
    ;(globalThis as { window?: unknown }).window = { location: { assign: () => (redirected = true) } }
    try {
      await expect(client.get('self-serve/context')).rejects.toMatchObject({ status: 401 })
    } finally {
      delete (globalThis as { window?: unknown }).window
    }
    expect(redirected).toBe(false)
    expect(calls[0]!.url).toBe('/ppmc/self-serve/context')
    expect(calls[0]!.headers).toMatchObject({
      'x-self-serve-token': 'tok',
      'x-self-serve-uuid': 'uuid',
      'x-visitor-id': 'v1',
      'x-csrf-token': 'csrf',
    })
  })
})

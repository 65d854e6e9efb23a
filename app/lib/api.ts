import { ApiError, createApiClient, type ApiClient } from './api-client.ts'

let client: ApiClient | null = null

/**
 * The one API client of the browser (spec 1 §7): every call the shell, the popup and the cart make goes through it. A call the shell cancels itself (a newer search
 * term) is not a failure, so only real failures are logged (spec 1 §8): an answer the UI shows in a field (a 4xx
 * such as a wrong OTP) as a warning, anything else (5xx, no answer, time-out) as an error.
 */
export function api(): ApiClient {
  client ??= createApiClient({
    logger: {
      error: (...args: unknown[]) => {
        if (args.some((a) => a instanceof ApiError && a.kind === 'aborted')) return
        const expected = args.some((a) => a instanceof ApiError && a.kind === 'http' && a.status >= 400 && a.status < 500)
        if (expected) console.warn(...args)
        else console.error(...args)
      },
    },
  })
  return client
}

import { ApiError, createApiClient, type ApiClient } from '~/lib/api-client'

let client: ApiClient | null = null

/**
 * The shell's one API client in the browser (spec 1 §7). A call the shell cancels itself (a newer search
 * term) is not a failure, so only real failures are logged.
 */
export function shellApi(): ApiClient {
  client ??= createApiClient({
    logger: {
      error: (...args: unknown[]) => {
        if (args.some((a) => a instanceof ApiError && a.kind === 'aborted')) return
        console.error(...args)
      },
    },
  })
  return client
}

import http from 'node:http'

export interface LoadResult {
  requests: number
  errors: number
  rps: number
  p50: number
  p99: number
  seconds: number
  /** How many answers had each status (0: no answer). */
  statuses: Record<number, number>
  /** How many requests took longer than opts.slowMs (0 when not asked). */
  slow: number
}

/** One request of a load: GET by default. */
export interface LoadRequest {
  url: string
  method?: string
  headers?: Record<string, string>
  body?: string
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
}

/**
 * A closed-loop load: `connections` keep-alive clients, each sending the next request when the last answers, for
 * `seconds` (or until `requests` were sent, or the target gives null: a prepared list ran out). The target is a URL,
 * or gives each request (a URL, or method, headers and body); `headers` go on every request (a session cookie).
 */
export async function load(
  target: string | (() => string | LoadRequest | null),
  opts: {
    connections: number
    seconds?: number
    requests?: number
    warmupSeconds?: number
    headers?: Record<string, string>
    /** Count the requests slower than this, in ms (bench:faults: every request within 2 s). */
    slowMs?: number
  },
): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: opts.connections })
  const next = (): LoadRequest | null => {
    const t = typeof target === 'string' ? target : target()
    return typeof t === 'string' ? { url: t } : t
  }
  const send = (r: LoadRequest) =>
    new Promise<number>((resolve, reject) => {
      const req = http.request(r.url, { agent, method: r.method ?? 'GET', headers: { ...opts.headers, ...r.headers } }, (res) => {
        res.resume()
        res.on('end', () => resolve(res.statusCode ?? 0))
      })
      req.on('error', reject)
      req.end(r.body)
    })
  const run = async (seconds: number, record: boolean, limit = Infinity) => {
    const latencies: number[] = []
    const statuses: Record<number, number> = {}
    let errors = 0
    let sent = 0
    const end = performance.now() + seconds * 1000
    await Promise.all(
      Array.from({ length: opts.connections }, async () => {
        while (performance.now() < end && sent < limit) {
          const r = next()
          if (!r) return
          sent++
          const t = performance.now()
          let status = 0
          try {
            status = await send(r)
          } catch {
            // no answer
          }
          if (status === 0 || status >= 400) errors++
          statuses[status] = (statuses[status] ?? 0) + 1
          if (record) latencies.push(performance.now() - t)
        }
      }),
    )
    return { latencies, errors, statuses }
  }
  if (opts.warmupSeconds) await run(opts.warmupSeconds, false)
  const started = performance.now()
  const { latencies, errors, statuses } = await run(opts.seconds ?? Infinity, true, opts.requests)
  const seconds = (performance.now() - started) / 1000
  agent.destroy()
  latencies.sort((a, b) => a - b)
  return {
    requests: latencies.length,
    errors,
    rps: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    seconds,
    statuses,
    slow: opts.slowMs === undefined ? 0 : latencies.length - latencies.findLastIndex((ms) => ms <= opts.slowMs!) - 1,
  }
}

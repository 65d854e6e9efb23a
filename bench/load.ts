import http from 'node:http'

export interface LoadResult {
  requests: number
  errors: number
  rps: number
  p50: number
  p99: number
  seconds: number
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
}

/** A closed-loop load: `connections` keep-alive clients, each sending the next request when the last answers. */
export async function load(
  url: string | (() => string),
  opts: { connections: number; seconds: number; warmupSeconds?: number },
): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: opts.connections })
  const next = typeof url === 'string' ? () => url : url
  const get = () =>
    new Promise<number>((resolve, reject) => {
      const req = http.get(next(), { agent }, (res) => {
        res.resume()
        res.on('end', () => resolve(res.statusCode ?? 0))
      })
      req.on('error', reject)
    })
  const run = async (seconds: number, record: boolean) => {
    const latencies: number[] = []
    let errors = 0
    const end = performance.now() + seconds * 1000
    await Promise.all(
      Array.from({ length: opts.connections }, async () => {
        while (performance.now() < end) {
          const t = performance.now()
          try {
            const status = await get()
            if (status >= 400) errors++
          } catch {
            errors++
          }
          if (record) latencies.push(performance.now() - t)
        }
      }),
    )
    return { latencies, errors }
  }
  if (opts.warmupSeconds) await run(opts.warmupSeconds, false)
  const started = performance.now()
  const { latencies, errors } = await run(opts.seconds, true)
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
  }
}

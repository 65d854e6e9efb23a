import http from 'node:http'
import { percentile, type LoadRequest } from './load.ts'

// Issue 28 §6: an open-loop load. Requests leave at a fixed rate whatever the server does. The closed loop of load.ts
// sends a connection's next request only when the last has answered, so a slow server is asked less and its queue
// never shows; here each latency counts from when its request was due, not from when it could leave, so a stall
// shows in full (no coordinated omission).

export interface OpenLoopResult {
  /** The rate asked for, requests a second. */
  rate: number
  sent: number
  answered: number
  /** No answer, or an answer of 400 or more. */
  errors: number
  p50: number
  p99: number
  max: number
  /** Answers a second over the run, from the first due time to the last answer. */
  achievedRate: number
}

export interface OpenLoopOptions {
  rate: number
  seconds: number
  /** Milliseconds, monotonic; performance.now by default. */
  clock?: () => number
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** Calls `send` `rate` times a second for `seconds`; `send` resolves to the answer's status (0: none). */
export async function openLoad(send: () => Promise<number>, opts: OpenLoopOptions): Promise<OpenLoopResult> {
  const clock = opts.clock ?? (() => performance.now())
  const count = Math.round(opts.rate * opts.seconds)
  const interval = 1000 / opts.rate
  const latencies: number[] = []
  let errors = 0
  let lastAnswer = 0
  const inFlight: Promise<void>[] = []
  const start = clock()
  for (let i = 0; i < count; i++) {
    const due = start + i * interval
    const wait = due - clock()
    if (wait > 0) await sleep(wait)
    inFlight.push(
      send().then(
        (status) => {
          const at = clock()
          latencies.push(at - due)
          lastAnswer = Math.max(lastAnswer, at)
          if (status === 0 || status >= 400) errors++
        },
        () => {
          errors++
        },
      ),
    )
  }
  await Promise.all(inFlight)
  latencies.sort((a, b) => a - b)
  return {
    rate: opts.rate,
    sent: count,
    answered: latencies.length,
    errors,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? NaN,
    achievedRate: latencies.length / (Math.max(lastAnswer - start, 1) / 1000),
  }
}

/**
 * An HTTP sender for openLoad: keep-alive connections, as many as the rate needs (never a cap that would queue). A
 * function gives each send its own request (an order per customer); when it has none left the send answers 0.
 */
export function httpSender(requests: LoadRequest | (() => LoadRequest | null)): {
  send: () => Promise<number>
  close: () => void
} {
  const agent = new http.Agent({ keepAlive: true })
  const send = () =>
    new Promise<number>((resolve) => {
      const request = typeof requests === 'function' ? requests() : requests
      if (!request) return resolve(0)
      const req = http.request(request.url, { agent, method: request.method ?? 'GET', headers: request.headers }, (res) => {
        res.resume()
        res.on('end', () => resolve(res.statusCode ?? 0))
        res.on('error', () => resolve(0))
      })
      req.on('error', () => resolve(0))
      req.end(request.body)
    })
  return { send, close: () => agent.destroy() }
}

export interface OpenLoopTarget {
  name: string
  request: LoadRequest
}

/** Issue 28 §6's pages: home, a product page and the signed-in customer's /cart (10 lines). */
export function pageTargets(baseUrl: string, product: string, cartCookie: string): OpenLoopTarget[] {
  return [
    { name: 'home', request: { url: `${baseUrl}/` } },
    { name: 'product page', request: { url: `${baseUrl}${product}` } },
    { name: '/cart, 10 lines', request: { url: `${baseUrl}/cart`, headers: { cookie: cartCookie } } },
  ]
}

/** Each target at each rate, one after the other, `seconds` each after a second's warm-up at the lowest rate. */
export async function runOpenLoopBench(
  targets: OpenLoopTarget[],
  rates: number[],
  seconds: number,
): Promise<Array<{ name: string; result: OpenLoopResult }>> {
  const out = []
  for (const target of targets) {
    const { send, close } = httpSender(target.request)
    try {
      await openLoad(send, { rate: rates[0]!, seconds: 1 })
      for (const rate of rates) out.push({ name: target.name, result: await openLoad(send, { rate, seconds }) })
    } finally {
      close()
    }
  }
  return out
}

/** The bench table's row of one open-loop run. */
export function openLoopRow(
  name: string,
  r: OpenLoopResult,
  fmt: (n: number) => string,
): [string, string, string, string, string] {
  return [
    `open loop ${name} at ${r.rate}/s`,
    fmt(r.achievedRate),
    fmt(r.p50),
    fmt(r.p99),
    `${r.sent} sent, ${r.answered} answered, ${r.errors} errors, max ${fmt(r.max)} ms`,
  ]
}

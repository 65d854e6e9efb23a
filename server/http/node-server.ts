import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createAdaptorServer } from '@hono/node-server'
import { HTTP_LIMIT_DEFAULTS } from '../config.ts'

// issue 30 §4 (decision 088): the Node HTTP server of an instance, with limits on slow and large requests. main.ts
// serves the app with it; tests start the same server on an ephemeral port and talk to it over raw sockets.

export interface NodeServerLimits {
  /** Headers not complete within this: 408 and the connection closed (slow-loris). */
  headersTimeoutMs: number
  /** The whole request not received within this: 408. */
  requestTimeoutMs: number
  keepAliveTimeoutMs: number
  /** Headers larger than this: 431 (Node's answer). */
  maxHeaderBytes: number
  /**
   * How often Node looks for requests past their time-outs. Its default, 30 s, let a slow-loris socket live up to 40 s
   * past a 10 s header time-out (bench:faults: none of 300 closed in 30 s); a look a second costs a walk of the open
   * connections.
   */
  checkEveryMs: number
}

export const DEFAULT_NODE_SERVER_LIMITS: NodeServerLimits = {
  headersTimeoutMs: HTTP_LIMIT_DEFAULTS.HTTP_HEADERS_TIMEOUT_MS,
  requestTimeoutMs: HTTP_LIMIT_DEFAULTS.HTTP_REQUEST_TIMEOUT_MS,
  keepAliveTimeoutMs: HTTP_LIMIT_DEFAULTS.HTTP_KEEP_ALIVE_TIMEOUT_MS,
  maxHeaderBytes: HTTP_LIMIT_DEFAULTS.HTTP_MAX_HEADER_BYTES,
  checkEveryMs: 1000,
}

const LISTEN_BACKLOG = 4096

/** Starts listening; `listening` resolves with the port (0 asks for any free one). */
export function startNodeServer(opts: {
  fetch: (request: Request, env?: unknown) => Response | Promise<Response>
  hostname: string
  port: number
  limits?: Partial<NodeServerLimits>
}): { server: Server; listening: Promise<number> } {
  const limits = { ...DEFAULT_NODE_SERVER_LIMITS, ...opts.limits }
  const server = createAdaptorServer({
    fetch: opts.fetch,
    serverOptions: {
      // Node refuses a header time-out longer than the request's.
      headersTimeout: Math.min(limits.headersTimeoutMs, limits.requestTimeoutMs),
      requestTimeout: limits.requestTimeoutMs,
      keepAliveTimeout: limits.keepAliveTimeoutMs,
      maxHeaderSize: limits.maxHeaderBytes,
      connectionsCheckingInterval: limits.checkEveryMs,
    },
  }) as Server
  // A long accept queue (the kernel caps it at net.core.somaxconn): a burst of new connections waits in it instead of
  // retrying its SYN a second or more later (Node's default is 511).
  const listening = new Promise<number>((resolve, reject) => {
    server.once('error', reject)
    server.listen({ port: opts.port, host: opts.hostname, backlog: LISTEN_BACKLOG }, () =>
      resolve((server.address() as AddressInfo).port),
    )
  })
  return { server, listening }
}

// Server-sent events as a web-standard Response (any framework that answers with a Response can return it). The
// format is the HTML standard's 'Server-sent events' (§9.2 of the living standard, 'Parsing an event stream').

export interface SseEvent {
  /** The event type; absent: 'message' (EventSource.onmessage). */
  event?: string
  /** The text of the event; line breaks (CRLF, LF or CR) are kept, each line sent as a data: line. */
  data: string
  /** The browser sends the last one back as Last-Event-ID when it reconnects. */
  id?: string
}

export type SseSend = (event: SseEvent) => void
export type SseUnsubscribe = () => void

/** The timers the heartbeat uses; tests pass fakes. */
export interface SseTimers {
  setTimeout(fn: () => void, ms: number): unknown
  clearTimeout(handle: unknown): void
}

const systemTimers: SseTimers = {
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
}

// §9.2.6: a line ends with CRLF, LF or CR, so any of them inside a value would start a new field.
const LINE_BREAK = /\r\n|\r|\n/

/**
 * One event as the frame the stream carries: `id:`, `event:`, one `data:` line per line of data, then the blank line
 * that dispatches it. Always at least one data line: an event whose data buffer stays empty is never dispatched.
 * Throws when an event type or id holds a line break (it would inject fields) or an id holds NUL (ignored by parsers).
 */
export function formatSseEvent({ event, data, id }: SseEvent): string {
  let frame = ''
  if (id !== undefined) {
    if (LINE_BREAK.test(id) || id.includes('\0')) throw new TypeError('An SSE id may not hold a line break or NUL')
    frame += `id: ${id}\n`
  }
  if (event !== undefined) {
    if (LINE_BREAK.test(event)) throw new TypeError('An SSE event type may not hold a line break')
    frame += `event: ${event}\n`
  }
  // One space after the colon: a parser removes exactly one, so data that starts with a space keeps it.
  for (const line of data.split(LINE_BREAK)) frame += `data: ${line}\n`
  return frame + '\n'
}

/** A comment line (ignored by EventSource): keeps proxies and load balancers from closing an idle stream. */
export function formatSseComment(text: string): string {
  return text
    .split(LINE_BREAK)
    .map((line) => `: ${line}\n`)
    .join('')
    .concat('\n')
}

/** How long the browser waits before it reconnects after the stream ends, in ms. */
export function formatSseRetry(ms: number): string {
  if (!Number.isInteger(ms) || ms < 0) throw new RangeError(`SSE retry must be a whole number of ms, not ${ms}`)
  return `retry: ${ms}\n\n`
}

export const SSE_HEADERS: Readonly<Record<string, string>> = {
  'content-type': 'text/event-stream; charset=utf-8',
  // no-transform: a proxy must not compress or re-chunk the stream (it would hold events back).
  'cache-control': 'no-cache, no-transform',
  // nginx buffers proxied answers unless told not to (its docs, X-Accel-Buffering).
  'x-accel-buffering': 'no',
}

export interface SseResponseOptions {
  /** Aborts when the client is gone (the request's signal); the stream is then closed and unsubscribed. */
  signal: AbortSignal
  /** Starts sending; returns what stops it. Called once, synchronously, after the retry: frame is queued. */
  subscribe: (send: SseSend) => SseUnsubscribe | Promise<SseUnsubscribe>
  /** A `: ping` comment after this many ms without a frame. */
  heartbeatMs?: number
  /** The browser's reconnection delay. */
  retryMs?: number
  timers?: SseTimers
  /** A subscribe that throws, and errors after the client left. */
  onError?: (err: unknown) => void
}

/**
 * A text/event-stream Response fed by a subscription. Cleans up once, whichever comes first: the signal aborts, or the
 * body's reader cancels (the server saw the socket close). Frames sent after that are dropped.
 */
export function sseResponse(opts: SseResponseOptions): Response {
  const heartbeatMs = opts.heartbeatMs ?? 25_000
  const retryMs = opts.retryMs ?? 5000
  const timers = opts.timers ?? systemTimers
  const encoder = new TextEncoder()
  let controller!: ReadableStreamDefaultController<Uint8Array>
  let heartbeat: unknown
  let unsubscribe: SseUnsubscribe | undefined
  let done = false

  function write(frame: string) {
    if (done) return
    controller.enqueue(encoder.encode(frame))
    // The heartbeat counts from the last frame: a busy stream needs none.
    timers.clearTimeout(heartbeat)
    heartbeat = timers.setTimeout(() => write(formatSseComment('ping')), heartbeatMs)
  }

  function cleanup(closeStream: boolean) {
    if (done) return
    done = true
    timers.clearTimeout(heartbeat)
    opts.signal.removeEventListener('abort', onAbort)
    try {
      unsubscribe?.()
    } catch (err) {
      opts.onError?.(err)
    }
    if (closeStream) {
      try {
        controller.close()
      } catch {}
    }
  }
  const onAbort = () => cleanup(true)

  function subscribed(stop: SseUnsubscribe) {
    if (!done) return void (unsubscribe = stop)
    // The client left while an async subscribe was running.
    try {
      stop()
    } catch (err) {
      opts.onError?.(err)
    }
  }

  function failed(err: unknown) {
    opts.onError?.(err)
    cleanup(true)
  }

  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c
      if (opts.signal.aborted) return cleanup(true)
      opts.signal.addEventListener('abort', onAbort, { once: true })
      write(formatSseRetry(retryMs))
      const send: SseSend = (event) => write(formatSseEvent(event))
      // Subscribed before the Response is returned (for a synchronous subscribe): nothing published after this call
      // is missed.
      let result: SseUnsubscribe | Promise<SseUnsubscribe>
      try {
        result = opts.subscribe(send)
      } catch (err) {
        return failed(err)
      }
      if (typeof result === 'function') unsubscribe = result
      else result.then(subscribed, failed)
    },
    cancel() {
      cleanup(false)
    },
  })
  return new Response(body, { status: 200, headers: SSE_HEADERS })
}

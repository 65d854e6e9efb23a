import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { formatSseComment, formatSseEvent, formatSseRetry, sseResponse, type SseSend, type SseTimers } from './sse.ts'

/**
 * The HTML standard's event-stream parser (§9.2.6, 'Interpreting an event stream'), written from the text: what a
 * browser's EventSource makes of a stream. The round trip below checks frames against it, not against our formatter.
 */
function parseEventStream(stream: string) {
  const events: { type: string; data: string; lastEventId: string }[] = []
  let data = ''
  let type = ''
  let lastEventId = ''
  let retry: number | undefined
  const lines = stream.split(/\r\n|\r|\n/)
  lines.pop() // the text after the last line break is not a line yet
  for (const line of lines) {
    if (line === '') {
      if (data !== '') events.push({ type: type || 'message', data: data.slice(0, -1), lastEventId })
      data = ''
      type = ''
      continue
    }
    if (line.startsWith(':')) continue
    const colon = line.indexOf(':')
    const field = colon === -1 ? line : line.slice(0, colon)
    let value = colon === -1 ? '' : line.slice(colon + 1)
    if (value.startsWith(' ')) value = value.slice(1)
    if (field === 'data') data += value + '\n'
    else if (field === 'event') type = value
    else if (field === 'id' && !value.includes('\0')) lastEventId = value
    else if (field === 'retry' && /^\d+$/.test(value)) retry = Number(value)
  }
  return { events, retry }
}

describe('formatSseEvent', () => {
  test.each([
    [{ data: 'hello' }, 'data: hello\n\n'],
    [{ event: 'order', data: '{"status":"packed"}', id: '42' }, 'id: 42\nevent: order\ndata: {"status":"packed"}\n\n'],
    [{ event: 'resync', data: '' }, 'event: resync\ndata: \n\n'],
    [{ data: 'one\ntwo\r\nthree\rfour' }, 'data: one\ndata: two\ndata: three\ndata: four\n\n'],
    [{ data: 'ends with a break\n' }, 'data: ends with a break\ndata: \n\n'],
    [{ data: ' leading space' }, 'data:  leading space\n\n'],
    [{ data: 'x', id: '' }, 'id: \ndata: x\n\n'],
  ])('%j → %j', (event, frame) => {
    expect(formatSseEvent(event)).toBe(frame)
  })

  test.each([
    [{ data: 'x', id: 'a\nb' }, 'An SSE id may not hold a line break or NUL'],
    [{ data: 'x', id: 'a\rb' }, 'An SSE id may not hold a line break or NUL'],
    [{ data: 'x', id: 'a\0b' }, 'An SSE id may not hold a line break or NUL'],
    [{ data: 'x', event: 'order\ndata: forged' }, 'An SSE event type may not hold a line break'],
  ])('refuses %j', (event, message) => {
    expect(() => formatSseEvent(event)).toThrow(message)
  })

  test('a browser reads back exactly the event that was formatted, whatever its text', () => {
    // Text with the characters that matter to the format mixed in often: every kind of line break, spaces, colons.
    const text = fc
      .array(fc.oneof(fc.constantFrom('\n', '\r', '\r\n', ' ', ':', '\0'), fc.string({ unit: 'grapheme' })))
      .map((parts) => parts.join(''))
    const noBreak = text.filter((s) => !/[\r\n\0]/.test(s))
    fc.assert(
      fc.property(
        text,
        fc.option(
          noBreak.filter((s) => s !== ''),
          { nil: undefined },
        ),
        fc.option(noBreak, { nil: undefined }),
        (data, event, id) => {
          const { events } = parseEventStream(formatSseEvent({ data, event, id }))
          // A parser turns every line break into LF.
          expect(events).toEqual([{ type: event ?? 'message', data: data.replace(/\r\n|\r/g, '\n'), lastEventId: id ?? '' }])
        },
      ),
    )
  })
})

test('formatSseComment and formatSseRetry', () => {
  expect(formatSseComment('ping')).toBe(': ping\n\n')
  expect(formatSseComment('a\nb')).toBe(': a\n: b\n\n')
  expect(formatSseRetry(5000)).toBe('retry: 5000\n\n')
  expect(() => formatSseRetry(-1)).toThrow('SSE retry must be a whole number of ms, not -1')
  expect(() => formatSseRetry(1.5)).toThrow('SSE retry must be a whole number of ms, not 1.5')
  expect(parseEventStream(formatSseRetry(5000) + formatSseComment('ping'))).toEqual({ events: [], retry: 5000 })
})

/** Timers that move only when the test says so. */
function fakeTimers() {
  let now = 0
  let seq = 0
  const pending = new Map<number, { at: number; fn: () => void }>()
  const timers: SseTimers = {
    setTimeout(fn, ms) {
      pending.set(++seq, { at: now + ms, fn })
      return seq
    },
    clearTimeout(handle) {
      pending.delete(handle as number)
    },
  }
  return {
    timers,
    pending: () => pending.size,
    advance(ms: number) {
      const end = now + ms
      for (;;) {
        const due = [...pending].filter(([, t]) => t.at <= end).sort((a, b) => a[1].at - b[1].at)[0]
        if (!due) break
        pending.delete(due[0])
        now = due[1].at
        due[1].fn()
      }
      now = end
    },
  }
}

/** Reads the body as it comes; `settle()` lets queued chunks and callbacks run (no sleep, one turn of the loop). */
function reader(res: Response) {
  const chunks: string[] = []
  let ended = false
  const decoder = new TextDecoder()
  const r = res.body!.getReader()
  void (async () => {
    for (;;) {
      const { done, value } = await r.read()
      if (done) break
      chunks.push(decoder.decode(value, { stream: true }))
    }
    ended = true
  })()
  return {
    chunks,
    text: () => chunks.join(''),
    ended: () => ended,
    cancel: () => r.cancel(),
  }
}
const settle = () => new Promise<void>((resolve) => setImmediate(resolve))

function stream(over: { subscribe?: (send: SseSend) => (() => void) | Promise<() => void>; signal?: AbortSignal } = {}) {
  const clock = fakeTimers()
  const abort = new AbortController()
  let send: SseSend | undefined
  let unsubscribed = 0
  const errors: unknown[] = []
  const res = sseResponse({
    signal: over.signal ?? abort.signal,
    subscribe:
      over.subscribe ??
      ((s) => {
        send = s
        return () => unsubscribed++
      }),
    timers: clock.timers,
    onError: (err) => errors.push(err),
  })
  return { res, clock, abort, send: (e: Parameters<SseSend>[0]) => send!(e), unsubscribed: () => unsubscribed, errors }
}

describe('sseResponse', () => {
  test('answers 200 with the event-stream headers and starts with the retry delay', async () => {
    const s = stream()
    expect(s.res.status).toBe(200)
    expect(Object.fromEntries(s.res.headers)).toEqual({
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      'x-accel-buffering': 'no',
    })
    const body = reader(s.res)
    await settle()
    expect(body.text()).toBe('retry: 5000\n\n')
    s.send({ event: 'order', data: '{"id":1}\n{"id":2}', id: '9' })
    await settle()
    expect(body.chunks).toEqual(['retry: 5000\n\n', 'id: 9\nevent: order\ndata: {"id":1}\ndata: {"id":2}\n\n'])
    s.abort.abort()
  })

  test('sends a ping after 25 s without a frame, counted from the last frame', async () => {
    const s = stream()
    const body = reader(s.res)
    await settle()
    s.clock.advance(24_999)
    await settle()
    expect(body.chunks).toEqual(['retry: 5000\n\n'])
    s.clock.advance(1)
    await settle()
    expect(body.chunks).toEqual(['retry: 5000\n\n', ': ping\n\n'])
    s.clock.advance(10_000)
    s.send({ data: 'x' })
    s.clock.advance(24_999)
    await settle()
    expect(body.chunks.slice(2)).toEqual(['data: x\n\n'])
    s.clock.advance(1)
    await settle()
    expect(body.chunks.slice(2)).toEqual(['data: x\n\n', ': ping\n\n'])
    s.abort.abort()
  })

  test('when the client goes (abort), it unsubscribes once, stops the heartbeat and ends the body', async () => {
    const s = stream()
    const body = reader(s.res)
    await settle()
    expect(s.clock.pending()).toBe(1)
    s.abort.abort()
    s.abort.abort()
    await settle()
    expect(s.unsubscribed()).toBe(1)
    expect(s.clock.pending()).toBe(0)
    expect(body.ended()).toBe(true)
    s.send({ data: 'too late' }) // a bus event racing the abort is dropped, not thrown
    await settle()
    expect(body.text()).toBe('retry: 5000\n\n')
  })

  test('when the reader cancels (socket closed), it unsubscribes once and stops the heartbeat', async () => {
    const s = stream()
    const body = reader(s.res)
    await settle()
    await body.cancel()
    s.abort.abort()
    expect(s.unsubscribed()).toBe(1)
    expect(s.clock.pending()).toBe(0)
  })

  test('a synchronous subscribe has run when the Response is returned: nothing published after it is missed', () => {
    let subscribed = false
    stream({ subscribe: () => ((subscribed = true), () => {}) }).abort.abort()
    expect(subscribed).toBe(true)
  })

  test('an already aborted request never subscribes', async () => {
    let subscribed = false
    const abort = new AbortController()
    abort.abort()
    const s = stream({ signal: abort.signal, subscribe: () => ((subscribed = true), () => {}) })
    const body = reader(s.res)
    await settle()
    expect(subscribed).toBe(false)
    expect(body.ended()).toBe(true)
    expect(body.text()).toBe('')
  })

  test('an async subscribe that finishes after the client left is stopped at once', async () => {
    let release!: () => void
    let stopped = 0
    const s = stream({
      subscribe: () => new Promise((resolve) => (release = () => resolve(() => stopped++))),
    })
    reader(s.res)
    await settle()
    s.abort.abort()
    expect(stopped).toBe(0)
    release()
    await settle()
    expect(stopped).toBe(1)
  })

  test('a subscribe that throws ends the stream and reports the error', async () => {
    const boom = new Error('no such order')
    const s = stream({
      subscribe: () => {
        throw boom
      },
    })
    const body = reader(s.res)
    await settle()
    expect(s.errors).toEqual([boom])
    expect(body.ended()).toBe(true)
    expect(s.clock.pending()).toBe(0)
  })
})

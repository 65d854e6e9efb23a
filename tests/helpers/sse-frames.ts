import { within } from './within.ts'

/** One event of a text/event-stream: its name and its parsed data. */
export interface SseEventRead {
  name: string
  data: any
}

/**
 * Reads a text/event-stream body frame by frame (a frame ends with a blank line), each read bounded by `waitMs`.
 * `next()` answers the raw frame with its blank line; `event()` the next frame that names an event and carries data.
 */
export function sseFrames(res: Response, waitMs: number) {
  const reader = res.body!.getReader()
  const decoder = new TextDecoder()
  let buffer = ''
  async function next(): Promise<string> {
    for (;;) {
      const end = buffer.indexOf('\n\n')
      if (end !== -1) {
        const frame = buffer.slice(0, end + 2)
        buffer = buffer.slice(end + 2)
        return frame
      }
      const { done, value } = await within(reader.read(), waitMs, 'the next frame of the stream')
      if (done) throw new Error(`the stream ended; unread: ${JSON.stringify(buffer)}`)
      buffer += decoder.decode(value, { stream: true })
    }
  }
  return {
    reader,
    next,
    async event(): Promise<SseEventRead> {
      for (;;) {
        const frame = await next()
        const name = /^event: (.+)$/m.exec(frame)?.[1]
        const data = /^data: (.+)$/m.exec(frame)?.[1]
        if (name && data) return { name, data: JSON.parse(data) }
      }
    },
    /** Resolves when the server ends the stream. */
    async ended(): Promise<void> {
      for (;;) {
        const { done } = await within(reader.read(), waitMs, 'the end of the stream')
        if (done) return
      }
    },
    close: () => reader.cancel().catch(() => {}),
  }
}

// The bridge from the bus to an SSE stream: what `sseResponse({ subscribe })` takes for a set of topics.
import type { EventBus } from './bus.ts'
import { isTopic } from './envelope.ts'
import type { SseSend, SseUnsubscribe } from './sse.ts'

/** The event a stream sends after the bus reconnected: events may have been lost, the page reads its state again. */
export const RESYNC_EVENT = 'resync'

/**
 * Subscribes to each topic; every event goes out as an unnamed SSE event (EventSource.onmessage) whose data is
 * `{"topic":…,"payload":…}`, and a reconnect of the bus as ONE `resync` event (not one per topic).
 */
export function topicStream(bus: EventBus, topics: readonly string[]): (send: SseSend) => SseUnsubscribe {
  const unique = [...new Set(topics)]
  // Checked before any subscribe, so a bad topic cannot leave the good ones subscribed.
  const bad = unique.find((t) => !isTopic(t))
  if (bad !== undefined) throw new TypeError(`Event topic ${JSON.stringify(bad)} is not of the form kind:id`)
  return (send) => {
    const onResync = () => send({ event: RESYNC_EVENT, data: '{}' })
    const stops = unique.map((topic, i) =>
      bus.subscribe(topic, (payload) => send({ data: JSON.stringify({ topic, payload }) }), i === 0 ? { onResync } : {}),
    )
    return () => {
      for (const stop of stops) stop()
    }
  }
}

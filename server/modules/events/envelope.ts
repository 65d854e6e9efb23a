// What travels on the one NOTIFY channel: `{"topic":"order:123","payload":{...}}`, JSON text.
import { z } from 'zod'

/** The one channel every instance LISTENs on; topics are routed in process (bus.ts). A lower-case identifier. */
export const EVENTS_CHANNEL = 'medwise_events'

/**
 * PostgreSQL's NOTIFY payload must be shorter than 8000 bytes (docs, SQL Commands › NOTIFY: 'in the default
 * configuration it must be shorter than 8000 bytes'); we stop at 7,500 so the limit is never met at the edge.
 */
export const MAX_EVENT_BYTES = 7500

/** A topic names what changed, `kind:id` ('order:123', 'user:45') or a bare kind ('catalog'). */
const TOPIC = /^[a-z][a-z0-9_-]*(:[A-Za-z0-9_.-]+)?$/
const MAX_TOPIC_LENGTH = 200

export type EventPayload = Record<string, unknown>

export const EventEnvelopeSchema = z.object({
  topic: z.string().regex(TOPIC).max(MAX_TOPIC_LENGTH),
  payload: z.record(z.string(), z.unknown()),
})
export type EventEnvelope = z.infer<typeof EventEnvelopeSchema>

export function isTopic(topic: string): boolean {
  return topic.length <= MAX_TOPIC_LENGTH && TOPIC.test(topic)
}

/**
 * The NOTIFY payload for an event. Throws (a defect of the caller, not something a person can fix) when the topic is
 * malformed, the payload is not a plain JSON object, or the message would pass MAX_EVENT_BYTES: events carry ids and
 * states, and subscribers read the rest from the database.
 */
export function encodeEvent(topic: string, payload: EventPayload): string {
  if (!isTopic(topic)) throw new TypeError(`Event topic ${JSON.stringify(topic)} is not of the form kind:id`)
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) {
    throw new TypeError(`The payload of an event on ${topic} must be a JSON object`)
  }
  const text = JSON.stringify({ topic, payload } satisfies EventEnvelope)
  // The limit is in bytes of the server's encoding (UTF-8 here), not in JavaScript characters.
  const bytes = Buffer.byteLength(text, 'utf8')
  if (bytes > MAX_EVENT_BYTES) {
    throw new RangeError(`An event on ${topic} is ${bytes} bytes; the limit is ${MAX_EVENT_BYTES}: send ids, not records`)
  }
  return text
}

/** The event in a notification, or null for text that is not one of ours (anyone may NOTIFY the channel). */
export function decodeEvent(text: string): EventEnvelope | null {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return null
  }
  const parsed = EventEnvelopeSchema.safeParse(json)
  return parsed.success ? parsed.data : null
}

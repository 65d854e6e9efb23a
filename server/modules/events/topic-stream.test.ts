import { expect, test } from 'vitest'
import type { EventBus, EventHandler, SubscribeOptions } from './bus.ts'
import type { SseEvent } from './sse.ts'
import { topicStream } from './topic-stream.ts'

/** The bus as seen by a subscriber, in memory: `emit` plays an event, `reconnect` a lost connection. */
function memoryBus() {
  const subs = new Set<{ topic: string; handler: EventHandler; opts: SubscribeOptions }>()
  const bus: EventBus = {
    publish: async () => {},
    subscribe(topic, handler, opts = {}) {
      const sub = { topic, handler, opts }
      subs.add(sub)
      return () => subs.delete(sub)
    },
    close: async () => {},
  }
  return {
    bus,
    count: () => subs.size,
    emit: (topic: string, payload: Record<string, unknown>) => {
      for (const s of subs) if (s.topic === topic) s.handler(payload, topic)
    },
    reconnect: () => {
      for (const s of subs) s.opts.onResync?.()
    },
  }
}

test('events of the topics go out as messages, a reconnect as one resync, and stop unsubscribes all', () => {
  const m = memoryBus()
  const sent: SseEvent[] = []
  const stop = topicStream(m.bus, ['order:1', 'user:2', 'order:1'])((e) => sent.push(e))
  expect(m.count()).toBe(2)
  m.emit('order:1', { status: 'packed' })
  m.emit('order:3', { status: 'lost' })
  m.emit('user:2', { orders: 1 })
  m.reconnect()
  expect(sent).toEqual([
    { data: '{"topic":"order:1","payload":{"status":"packed"}}' },
    { data: '{"topic":"user:2","payload":{"orders":1}}' },
    { event: 'resync', data: '{}' },
  ])
  stop()
  expect(m.count()).toBe(0)
})

test('a bad topic is refused before anything is subscribed', () => {
  const m = memoryBus()
  expect(() => topicStream(m.bus, ['order:1', 'order 2'])).toThrow('Event topic "order 2" is not of the form kind:id')
  expect(m.count()).toBe(0)
})

import { describe, expect, test } from 'vitest'
import { decodeEvent, encodeEvent, isTopic, MAX_EVENT_BYTES } from './envelope.ts'

describe('topics', () => {
  test.each(['order:123', 'user:45', 'catalog', 'lab_order:a1-B2.c', 'order:0f8fad5b-d9cb-469f-a165-70867728950e'])(
    '%s is a topic',
    (topic) => expect(isTopic(topic)).toBe(true),
  )
  test.each(['', 'Order:1', ':1', 'order:', 'order:1:2', 'order 1', 'order:1\n', `order:${'1'.repeat(200)}`])(
    '%j is not',
    (topic) => expect(isTopic(topic)).toBe(false),
  )
})

describe('encodeEvent / decodeEvent', () => {
  test('round trip', () => {
    const text = encodeEvent('order:7', { status: 'packed', at: '2025-01-01T00:00:00.000Z' })
    expect(text).toBe('{"topic":"order:7","payload":{"status":"packed","at":"2025-01-01T00:00:00.000Z"}}')
    expect(decodeEvent(text)).toEqual({ topic: 'order:7', payload: { status: 'packed', at: '2025-01-01T00:00:00.000Z' } })
  })

  test('the limit counts UTF-8 bytes of the whole message: exactly 7,500 passes, one more byte throws', () => {
    const envelope = Buffer.byteLength('{"topic":"order:1","payload":{"s":""}}')
    const fits = 's'.repeat(MAX_EVENT_BYTES - envelope)
    expect(Buffer.byteLength(encodeEvent('order:1', { s: fits }))).toBe(7500)
    expect(() => encodeEvent('order:1', { s: fits + 's' })).toThrow(
      'An event on order:1 is 7501 bytes; the limit is 7500: send ids, not records',
    )
    // 'द' is one JavaScript character and three UTF-8 bytes.
    const devanagari = 'द'.repeat(Math.floor((MAX_EVENT_BYTES - envelope) / 3) + 1)
    expect(devanagari.length + envelope).toBeLessThan(MAX_EVENT_BYTES)
    expect(() => encodeEvent('order:1', { s: devanagari })).toThrow(RangeError)
  })

  test('refuses a bad topic or a payload that is not an object', () => {
    expect(() => encodeEvent('order 1', {})).toThrow('Event topic "order 1" is not of the form kind:id')
    expect(() => encodeEvent('order:1', [] as never)).toThrow('The payload of an event on order:1 must be a JSON object')
    expect(() => encodeEvent('order:1', null as never)).toThrow('The payload of an event on order:1 must be a JSON object')
  })

  test.each(['', 'not json', '"text"', '{"topic":"order:1"}', '{"topic":"BAD","payload":{}}', '{"topic":"a:1","payload":[]}'])(
    'a notification %j is not an event',
    (text) => expect(decodeEvent(text)).toBeNull(),
  )
})

import fc from 'fast-check'
import { expect } from 'vitest'

// What the boundary fuzz tests throw at the API (tests/integration/fuzz-*.int.test.ts, the cart's): anything a client can
// send. Every answer must be below 500, and every refusal must carry a message the UI can show.

export const hostile = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '%',
    '%%',
    '%00',
    '../../etc/passwd',
    '<script>alert(1)</script>',
    "' or 1=1 --",
    '\u0000',
    '😀'.repeat(20),
    'a'.repeat(5000),
    '1e309',
    '-0',
    'NaN',
    '[]',
    '{}',
    'null',
    '__proto__',
    'constructor',
  ),
  fc.integer().map(String),
  fc.double().map(String),
)

/** Below 500; a refusal carries a message. Returns the parsed body (null when not JSON). */
export async function expectClean(res: Response): Promise<Record<string, unknown> | null> {
  expect(res.status, `status ${res.status}`).toBeLessThan(500)
  const text = await res.text()
  let body: Record<string, unknown> | null
  try {
    body = JSON.parse(text) as Record<string, unknown>
  } catch {
    body = null
  }
  if (res.status >= 400) expect(typeof body?.message).toBe('string')
  return body
}

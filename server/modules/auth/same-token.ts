import { timingSafeEqual } from 'node:crypto'

// Apart from sessions.ts so page actions (app/routes/*.server.ts) can check a form's CSRF token without bundling
// the session service and the database schema into the server build.

/** Compares a presented token with the expected one in constant time. */
export function sameToken(presented: string | undefined | null, expected: string): boolean {
  if (!presented) return false
  const a = Buffer.from(presented)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

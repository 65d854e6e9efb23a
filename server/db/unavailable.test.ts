import { describe, expect, test } from 'vitest'
import { CIRCUIT_OPEN, isDatabaseUnavailable, isServerAway } from './unavailable.ts'

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code })
const wrapped = (cause: unknown) => new Error('Failed query: select 1', { cause })

describe('which errors mean the database server is away', () => {
  test.each<[string, unknown, boolean, boolean]>([
    ['refused', withCode('ECONNREFUSED'), true, true],
    ['reset', withCode('ECONNRESET'), true, true],
    ['timed out', withCode('ETIMEDOUT'), true, true],
    [
      'admin shutdown (pg_ctl stop -m fast)',
      withCode('57P01', 'terminating connection due to administrator command'),
      true,
      true,
    ],
    ['crash shutdown', withCode('57P02'), true, true],
    ['cannot connect now', withCode('57P03', 'the database system is shutting down'), true, true],
    ['connection exception class 08', withCode('08006'), true, true],
    ['terminated unexpectedly', new Error('Connection terminated unexpectedly'), true, true],
    ['connection time-out', new Error('Connection terminated due to connection timeout'), true, true],
    ['the client gave up on an answer', new Error('Query read timeout'), true, true],
    ['a broken client', new Error('Client has encountered a connection error and is not queryable'), true, true],
    ['wrapped by Drizzle', wrapped(withCode('57P01')), true, true],
    ['several addresses, each refused', new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')]), true, true],
    ['the pool busy (this instance, not the server)', new Error('timeout exceeded when trying to connect'), true, false],
    ['the circuit open (already counted)', withCode(CIRCUIT_OPEN), true, false],
    ['a unique violation', withCode('23505'), false, false],
    ['a statement time-out (a slow query, not a server away)', withCode('57014'), false, false],
    ['a serialization failure', wrapped(withCode('40001')), false, false],
    ['a plain defect', new TypeError('x is undefined'), false, false],
    ['not an error', 'ECONNREFUSED', false, false],
    ['nothing', undefined, false, false],
  ])('%s', (_name, err, unavailable, away) => {
    expect(isDatabaseUnavailable(err)).toBe(unavailable)
    expect(isServerAway(err)).toBe(away)
  })
})

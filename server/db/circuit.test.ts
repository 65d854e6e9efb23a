import { describe, expect, test } from 'vitest'
import { admit, CLOSED, createCircuit, failed, retryAfterSeconds, succeeded, type CircuitState } from './circuit.ts'

const opts = { threshold: 2, openMs: 1000 }

describe('the database-down circuit', () => {
  test.each<[string, CircuitState, number, 'pass' | 'probe' | 'refuse', CircuitState]>([
    ['closed lets everyone connect', CLOSED, 0, 'pass', CLOSED],
    ['closed after one failure still lets them', { kind: 'closed', failures: 1 }, 0, 'pass', { kind: 'closed', failures: 1 }],
    ['open refuses until its time is over', { kind: 'open', until: 1000 }, 999, 'refuse', { kind: 'open', until: 1000 }],
    ['open lets one probe through after', { kind: 'open', until: 1000 }, 1000, 'probe', { kind: 'probing', until: 2000 }],
    ['probing refuses the others', { kind: 'probing', until: 2000 }, 1500, 'refuse', { kind: 'probing', until: 2000 }],
    [
      'a probe that never answered is replaced',
      { kind: 'probing', until: 2000 },
      2000,
      'probe',
      { kind: 'probing', until: 3000 },
    ],
  ])('%s', (_name, state, now, verdict, next) => {
    expect(admit(state, now, opts)).toEqual({ verdict, next })
  })

  test.each<[string, CircuitState, CircuitState]>([
    ['one failure is counted', CLOSED, { kind: 'closed', failures: 1 }],
    ['the threshold opens it', { kind: 'closed', failures: 1 }, { kind: 'open', until: 1500 }],
    ['a failed probe opens it again', { kind: 'probing', until: 1600 }, { kind: 'open', until: 1500 }],
    ['a failure while open moves the end', { kind: 'open', until: 900 }, { kind: 'open', until: 1500 }],
  ])('%s', (_name, state, next) => {
    expect(failed(state, 500, opts)).toEqual(next)
  })

  test.each<[string, CircuitState]>([
    ['closed with failures', { kind: 'closed', failures: 1 }],
    ['probing', { kind: 'probing', until: 10 }],
    ['open (a query already in flight answered)', { kind: 'open', until: 10 }],
  ])('a success closes it: %s', (_name, state) => {
    expect(succeeded(state)).toEqual(CLOSED)
  })

  test.each<[CircuitState, number, number]>([
    [CLOSED, 0, 1],
    [{ kind: 'open', until: 1000 }, 999, 1],
    [{ kind: 'open', until: 2500 }, 0, 3],
    [{ kind: 'probing', until: 100 }, 200, 1],
  ])('Retry-After of %j at %d is %d s', (state, now, seconds) => {
    expect(retryAfterSeconds(state, now)).toBe(seconds)
  })

  test('the kept machine: fails twice, refuses, probes once, closes on success', () => {
    let now = 0
    const circuit = createCircuit(opts, () => now)
    expect(circuit.admit()).toBe('pass')
    circuit.failed()
    circuit.failed()
    expect(circuit.admit()).toBe('refuse')
    now = 1000
    expect(circuit.admit()).toBe('probe')
    expect(circuit.admit()).toBe('refuse')
    circuit.succeeded()
    expect(circuit.admit()).toBe('pass')
    expect(circuit.state()).toEqual(CLOSED)
  })
})

// The 'database down' circuit of a process's pool (issue 30 §2, decision 089). While the PostgreSQL server is away a
// request must be answered 503 at once instead of waiting for a connection that will not come. After `threshold`
// connection failures in a row the circuit opens: for `openMs` every request fails fast without touching the network.
// Then one request is let through as a probe (half open); if it connects the circuit closes, if not it opens again.
// A pure state machine: the caller says what happened and when; the pool (client.ts) asks it before connecting.

export interface CircuitOptions {
  /** Connection failures in a row that open the circuit. */
  threshold: number
  /** How long an open circuit fails requests fast before it lets one probe through (ms). */
  openMs: number
}

export type CircuitState =
  | { kind: 'closed'; failures: number }
  | { kind: 'open'; until: number }
  /** One probe is out; everyone else fails fast until it answers (or `until`, should its answer never come). */
  | { kind: 'probing'; until: number }

export const CLOSED: CircuitState = { kind: 'closed', failures: 0 }

/** What to do with a request at `now`: let it connect ('pass'), let it connect as the probe ('probe'), or refuse it. */
export function admit(
  state: CircuitState,
  now: number,
  opts: CircuitOptions,
): { verdict: 'pass' | 'probe' | 'refuse'; next: CircuitState } {
  switch (state.kind) {
    case 'closed':
      return { verdict: 'pass', next: state }
    case 'open':
      if (now < state.until) return { verdict: 'refuse', next: state }
      // A probe that never answers (a connection time-out longer than openMs) must not hold the circuit for ever.
      return { verdict: 'probe', next: { kind: 'probing', until: now + opts.openMs } }
    case 'probing':
      if (now < state.until) return { verdict: 'refuse', next: state }
      return { verdict: 'probe', next: { kind: 'probing', until: now + opts.openMs } }
  }
}

/** A connection (or a query on one) succeeded: the server is there. */
export function succeeded(state: CircuitState): CircuitState {
  return state.kind === 'closed' && state.failures === 0 ? state : CLOSED
}

/** A connection failed, or a query on one failed as a connection fails (refused, reset, timed out, server shutting down). */
export function failed(state: CircuitState, now: number, opts: CircuitOptions): CircuitState {
  if (state.kind === 'closed') {
    const failures = state.failures + 1
    return failures >= opts.threshold ? { kind: 'open', until: now + opts.openMs } : { kind: 'closed', failures }
  }
  return { kind: 'open', until: now + opts.openMs }
}

/** When a refused request may try again, in whole seconds (Retry-After): at least 1. */
export function retryAfterSeconds(state: CircuitState, now: number): number {
  const until = state.kind === 'closed' ? now : state.until
  return Math.max(1, Math.ceil((until - now) / 1000))
}

/** The machine with its state kept: what the pool holds. */
export function createCircuit(opts: CircuitOptions, clock: () => number = () => performance.now()) {
  let state: CircuitState = CLOSED
  return {
    /** 'pass' or 'probe' to go ahead; 'refuse' to fail the request at once. */
    admit(): 'pass' | 'probe' | 'refuse' {
      const a = admit(state, clock(), opts)
      state = a.next
      return a.verdict
    },
    succeeded() {
      state = succeeded(state)
    },
    failed() {
      state = failed(state, clock(), opts)
    },
    retryAfterSeconds: () => retryAfterSeconds(state, clock()),
    state: () => state,
  }
}
export type Circuit = ReturnType<typeof createCircuit>

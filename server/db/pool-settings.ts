// The settings of the pool of connections to a PostgreSQL server (issue 30 §2, decision 089): how long to wait for a
// connection and for an answer, so that nothing hangs while the server is away and nothing stays half done on it.
// Read from the environment by config.ts (DB_*), with these defaults; tests and scripts get the defaults.

export interface PoolSettings {
  /** Connections per process. */
  max: number
  /** How long opening one connection may take before it counts as failed (ms). */
  connectTimeoutMs: number
  /** How long a request waits for a free connection of a busy pool before it is answered 503 (ms). */
  poolWaitMs: number
  /** The server's statement_timeout of our sessions (ms); the client gives up on an answer this much + 5 s later. */
  statementTimeoutMs: number
  /** The server's idle_in_transaction_session_timeout (ms): a transaction whose client went away is rolled back. */
  idleInTransactionTimeoutMs: number
  /** How long the 'database down' circuit answers 503 at once before it lets one request probe the server (ms). */
  downRetryMs: number
}

export const POOL_DEFAULTS: PoolSettings = {
  max: 10,
  connectTimeoutMs: 1000,
  poolWaitMs: 5000,
  statementTimeoutMs: 30_000,
  idleInTransactionTimeoutMs: 30_000,
  downRetryMs: 1000,
}

/** The client's own limit on an answer: the server's statement time-out and a margin for the network. */
export const queryTimeoutMs = (s: Pick<PoolSettings, 'statementTimeoutMs'>) => s.statementTimeoutMs + 5000

/** Connection failures in a row that open the circuit: two, so that one reset connection alone does not. */
export const CIRCUIT_THRESHOLD = 2

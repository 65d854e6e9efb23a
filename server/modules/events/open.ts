import type { Database } from '../../db/client.ts'
import type { Logger } from '../../lib/logger.ts'
import { createEventBus, type EventBus } from './bus.ts'

/**
 * The process's event bus on its database: the embedded PGlite itself, or a listener connection of its own to the
 * PostgreSQL server at `url` (DATABASE_URL). Resolves once it receives events.
 */
export function openEventBus(
  database: Pick<Database, 'kind' | 'pglite'>,
  opts: { url?: string; log: Logger },
): Promise<EventBus> {
  if (database.kind === 'pglite') {
    if (!database.pglite) throw new Error('The embedded database is not open')
    return createEventBus({ kind: 'pglite', pglite: database.pglite, log: opts.log })
  }
  if (!opts.url) throw new Error('The event bus needs the PostgreSQL URL to listen on')
  return createEventBus({ kind: 'postgres', connectionString: opts.url, log: opts.log })
}

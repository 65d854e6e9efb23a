import type { ActiveSession } from '../modules/auth/index.ts'
import type { Services } from '../services.ts'
import type { Logger } from '../lib/logger.ts'
import type { CartOwner } from '../modules/cart/index.ts'

export interface AppEnv {
  Variables: {
    services: Services
    log: Logger
    requestId: string
    clientIp: string
    cspNonce: string
    /** The VISITOR-ID of the browser (a new one when it has none yet; see http/session.ts). */
    visitorId: string
    /** True when the visitor id was made for this request (no cookie or header named one): it owns nothing yet. */
    newVisitor: boolean
    /** The signed-in session, or null for a guest. */
    session: ActiveSession | null
    /** The CSRF token of this session (or visitor): the page's <meta name="csrf-token">. */
    csrfToken: string
    /** Whose carts this request reads and writes: the account acted for, else the visitor. */
    cartOwner: CartOwner
    /** Set when the load shedder answered instead of the app (server/http/load-shed.ts): not logged line by line. */
    shed?: boolean
  }
}

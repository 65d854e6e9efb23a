import { createContext } from 'react-router'
import type { ActiveSession } from '../server/modules/auth/index.ts'
import type { RequestCart } from '../server/modules/cart/index.ts'
import type { Services } from '../server/services.ts'

// Per-request values handed to loaders and actions by the server process (Hydrogen habit: app/lib/context.ts): the
// process's services, and what the identity middleware resolved for this request.
export const servicesContext = createContext<Services>()
export const requestContext = createContext<{
  cspNonce: string
  requestId: string
  /** The session's (or visitor's) CSRF token: rendered as <meta name="csrf-token">. */
  csrfToken: string
  session: ActiveSession | null
  /** The cart owner's carts, each brief read once per request. */
  cart: RequestCart
  /** The client's address (a shared record's view log keeps only its network). */
  clientIp?: string
}>()

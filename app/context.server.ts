import { createContext } from 'react-router'
import type { ActiveSession } from '../server/modules/auth/sessions.ts'
import type { Services } from '../server/services.ts'

// Per-request values handed to loaders by the server process (Hydrogen habit: app/lib/context.ts).
export const servicesContext = createContext<Services>()
export const requestContext = createContext<{
  cspNonce: string
  requestId: string
  /** The session's (or visitor's) CSRF token: rendered as <meta name="csrf-token">. */
  csrfToken: string
  session: ActiveSession | null
}>()

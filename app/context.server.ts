import { createContext } from 'react-router'
import type { Services } from '../server/services/index.ts'

// Per-request values handed to loaders by the server process (Hydrogen habit: app/lib/context.ts).
export const servicesContext = createContext<Services>()
export const requestContext = createContext<{ cspNonce: string; requestId: string }>()

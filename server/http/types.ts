import type { Services } from '../services/index.ts'
import type { Logger } from './logger.ts'

export interface AppEnv {
  Variables: { services: Services; log: Logger; requestId: string; clientIp: string; cspNonce: string }
}

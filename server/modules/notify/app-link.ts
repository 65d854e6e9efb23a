import { AppError } from '../../lib/app-error.ts'
import type { RateLimiter } from '../platform/index.ts'
import type { Notifier } from './notifier.ts'

/** spec 1 §2.7: the app-link SMS; at most this many per number and per client in a window. */
export const APP_LINK_LIMITS = { perNumber: 3, perClient: 10, windowSeconds: 3600 } as const

/** The footer's 'send the app link by SMS' (spec 1 §2.7, §7.1 POST /webservices/app-install-link). */
export function createAppLinkService(deps: { notifier: Notifier; rateLimiter: Pick<RateLimiter, 'hit'> }) {
  return {
    async send(number: string, ctx: { clientKey: string; origin: string }): Promise<void> {
      const { perNumber, perClient, windowSeconds } = APP_LINK_LIMITS
      for (const [key, limit] of [
        [`app-link:number:${number}`, perNumber],
        [`app-link:client:${ctx.clientKey}`, perClient],
      ] as const) {
        const decision = await deps.rateLimiter.hit(key, limit, windowSeconds)
        if (!decision.allowed) {
          throw AppError.tooManyRequests(
            'Too many requests for the app link. Please try again later.',
            decision.retryAfterSeconds,
          )
        }
      }
      try {
        await deps.notifier.send({ channel: 'sms', to: `+91${number}`, text: `Get the MedWise app: ${ctx.origin}/app` })
      } catch (cause) {
        // The SMS provider failed: a clear 503 for the form, the cause in the log (server/http/errors.ts).
        throw AppError.unavailable('We could not send the SMS right now. Please try again in a minute.', cause)
      }
    },
  }
}
export type AppLinkService = ReturnType<typeof createAppLinkService>

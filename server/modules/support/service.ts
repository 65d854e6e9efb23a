import type { Db } from '../../db/client.ts'
import { supportTickets } from './schema.ts'
import { AppError } from '../../lib/app-error.ts'
import { LOGIN_HELP_LIMITS, LOGIN_HELP_MESSAGES, type LoginHelpBody } from '../../../contracts/support.ts'
import type { Notifier } from '../notify/index.ts'
import type { RateLimiter } from '../platform/index.ts'
import type { CaptchaService } from './captcha.ts'

// spec 1 §2.9 'Need Help': a visitor's query becomes a support ticket, and the visitor gets an e-mail saying so.

export interface NewTicket {
  /** Where customer care replies; already validated (contracts/support.ts). */
  email: string
  query: string
  /** The signed-in account, when there is one. */
  userId?: number | null
}

export function ticketConfirmationText(id: number): string {
  return `We have received your query (ticket #${id}). Our customer care team will reply to this email shortly.`
}

export function createSupportService(deps: {
  db: Db
  notifier: Notifier
  rateLimiter: Pick<RateLimiter, 'hit'>
  captcha: Pick<CaptchaService, 'verify'>
}) {
  const { db, notifier, rateLimiter, captcha } = deps
  const limits = LOGIN_HELP_LIMITS

  async function limit(key: string, max: number, field?: string) {
    const decision = await rateLimiter.hit(key, max, limits.windowSeconds)
    if (!decision.allowed) {
      throw AppError.tooManyRequests(LOGIN_HELP_MESSAGES.rateLimited, decision.retryAfterSeconds, field)
    }
  }

  /** Stores an open ticket, sends the confirmation e-mail and returns the ticket id. */
  async function createTicket(ticket: NewTicket): Promise<number> {
    const [row] = await db
      .insert(supportTickets)
      .values({ email: ticket.email, query: ticket.query, userId: ticket.userId ?? null })
      .returning({ id: supportTickets.id })
    const id = row!.id
    await notifier.send({ channel: 'email', to: ticket.email, text: ticketConfirmationText(id) })
    return id
  }

  return {
    createTicket,

    /**
     * POST auth/login-help: a Need Help query with its solved captcha. The client limit counts every well-formed
     * attempt, captcha or not; the e-mail limit counts only attempts with a valid captcha, so that nobody can use up
     * someone else's address without doing the work.
     */
    async requestHelp(body: LoginHelpBody, ctx: { clientKey: string; userId: number | null }): Promise<number> {
      await limit(`login-help:client:${ctx.clientKey}`, limits.perClient)
      if (!(await captcha.verify(body.recaptcha_response_field))) {
        throw AppError.invalid(LOGIN_HELP_MESSAGES.captchaInvalid, 'captcha', 'captcha_invalid')
      }
      await limit(`login-help:email:${body.email.toLowerCase()}`, limits.perEmail, 'email')
      return createTicket({ email: body.email, query: body.query, userId: ctx.userId })
    },
  }
}
export type SupportService = ReturnType<typeof createSupportService>

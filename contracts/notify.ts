import { z } from 'zod'
import { phoneSchema } from './fields.ts'

/** spec 1 §2.7 / §7.1 POST /webservices/app-install-link: the footer's 'send the app link by SMS'. */
export const AppInstallLinkSchema = z.object({ number: phoneSchema })
export type AppInstallLinkBody = z.infer<typeof AppInstallLinkSchema>

export const AppInstallLinkAnswerSchema = z.object({ is_success: z.literal(true), message: z.literal('sms sent') })
export type AppInstallLinkAnswer = z.infer<typeof AppInstallLinkAnswerSchema>

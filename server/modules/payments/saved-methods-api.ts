import { Hono } from 'hono'
import { z } from 'zod'
import { TokenIdParamsSchema, type SavedMethods } from '../../../contracts/saved-methods.ts'
import type { Envelope } from '../../../contracts/http.ts'
import type { AppEnv } from '../../http/types.ts'
import { parseBody, parseParams } from '../../http/validate.ts'
import { AppError } from '../../lib/app-error.ts'
import { effectiveUserId, requireUser } from '../auth/index.ts'
import { isTestGateway } from './gateway.ts'

// Saved payment methods (issue 26 §8; decision 076): GET /api/v4/payment-methods lists the account's cards and UPI ids
// as the provider keeps them; DELETE /api/v4/payment-methods/{token_id} removes one (CSRF-checked like every write
// of /pwa-api; again is the same answer; another account's is a 404).

export const SIGN_IN_FOR_PAYMENT_METHODS = new AppError({
  code: 'sign_in_required',
  status: 401,
  message: 'Please sign in to see your saved payment methods.',
})

const ok = <T>(data: T): Envelope<T> => ({ is_success: true, data })

export function savedMethodsApi() {
  const api = new Hono<AppEnv>()

  api.get('/api/v4/payment-methods', async (c) => {
    const userId = effectiveUserId(requireUser(c.var.session, SIGN_IN_FOR_PAYMENT_METHODS))
    return c.json(ok({ methods: await c.var.services.savedMethods.list(userId) } satisfies SavedMethods))
  })

  api.delete('/api/v4/payment-methods/:id', async (c) => {
    const userId = effectiveUserId(requireUser(c.var.session, SIGN_IN_FOR_PAYMENT_METHODS))
    const { id } = parseParams(c, TokenIdParamsSchema)
    return c.json(ok({ methods: await c.var.services.savedMethods.remove(userId, id) } satisfies SavedMethods))
  })

  return api
}

const DevTokenSchema = z.discriminatedUnion('method', [
  z.object({
    method: z.literal('card'),
    network: z.enum(['Visa', 'MasterCard', 'RuPay', 'American Express']),
    last4: z.string().regex(/^\d{4}$/),
    expiry_month: z.number().int().min(1).max(12),
    expiry_year: z.number().int().min(2000).max(2100),
    issuer: z.string().max(40).optional(),
  }),
  z.object({ method: z.literal('upi'), vpa: z.string().regex(/^[\w.*-]{1,60}@[a-z]{2,30}$/) }),
])

/**
 * Development only, under /__dev (never in production): a card or UPI id saved for the signed-in account at the test
 * gateway, as a payment that opted to save would leave it (POST /__dev/payment-methods). Stored by the gateway only.
 */
export function devSavedMethodsApi() {
  const api = new Hono<AppEnv>()
  api.post('/payment-methods', async (c) => {
    const session = requireUser(c.var.session)
    const input = await parseBody(c, DevTokenSchema)
    const { savedMethods, payments } = c.var.services
    const gateway = payments.gateway()
    if (!isTestGateway(gateway)) throw AppError.notFound('Saved methods are seeded at the test gateway only')
    const person = session.actingAs ?? session.user
    const customer = await savedMethods.customerFor({
      userId: person.id,
      name: person.name,
      phone: person.phone ?? '',
      email: person.email,
    })
    const token = await gateway.saveToken(
      customer,
      input.method === 'card'
        ? {
            method: 'card',
            network: input.network,
            last4: input.last4,
            expiryMonth: input.expiry_month,
            expiryYear: input.expiry_year,
            issuer: input.issuer ?? null,
          }
        : { method: 'upi', vpa: input.vpa },
    )
    return c.json({ id: token.id }, 201)
  })
  return api
}

import { Hono } from 'hono'
import type { Envelope } from '../../../contracts/http.ts'
import {
  CorporateLabPackagesQuerySchema,
  CorporateLabTestParamsSchema,
  CorporateSlugParamsSchema,
  CreateSelfServeLinkSchema,
  PlaceCorporateLabBookingSchema,
  type CorporateLabMember,
  type CorporateLabPackages,
  type CorporateLabProgress,
  type PlacedCorporateLabBooking,
} from '../../../contracts/corporate-labs.ts'
import type { AppEnv } from '../../http/types.ts'
import { parseBody, parseParams, parseQuery } from '../../http/validate.ts'
import { effectiveUserId, requireUser } from '../auth/index.ts'
import { requireIdempotencyKey } from '../orders/index.ts'
import type { Context } from 'hono'

// The corporate health check under /pwa-api (issue 25 §5–6, contracts/corporate-labs.ts): a member's family and the
// year's package, the booking (an Idempotency-Key header, as the labs booking), the per-member progress; and HR's
// self-serve links (the corporate's admins only: anyone else, another corporate's HR included, gets 404).

const ok = <T>(data: T): Envelope<T> => ({ is_success: true, data })

/** The slug of the path, or the 404 every corporate path answers for what is not one. */
function slugOf(c: Context<AppEnv>): string {
  return parseParams(c, CorporateSlugParamsSchema).slug
}

export function corporateLabsApi() {
  const api = new Hono<AppEnv>()

  api.get('/corporate/:slug/labs/members', async (c) => {
    const userId = effectiveUserId(requireUser(c.var.session))
    const members = await c.var.services.corporateLabs.members(userId, slugOf(c))
    return c.json(ok({ members: members satisfies CorporateLabMember[] }))
  })

  api.get('/corporate/:slug/labs/packages', async (c) => {
    const userId = effectiveUserId(requireUser(c.var.session))
    const slug = slugOf(c)
    const { address_id } = parseQuery(c, CorporateLabPackagesQuerySchema)
    return c.json(
      ok((await c.var.services.corporateLabs.packages(userId, slug, address_id ?? null)) satisfies CorporateLabPackages),
    )
  })

  api.post('/corporate/:slug/labs/bookings', async (c) => {
    const userId = effectiveUserId(requireUser(c.var.session))
    const slug = slugOf(c)
    const key = requireIdempotencyKey(c.req.header('idempotency-key'))
    const body = await parseBody(c, PlaceCorporateLabBookingSchema)
    const answer = await c.var.services.corporateLabs.place(userId, slug, body, key)
    if (answer.replayed) c.header('idempotent-replayed', 'true')
    return c.json(ok(answer.body satisfies PlacedCorporateLabBooking), 201)
  })

  api.get('/corporate/:slug/labs/progress/:test_id', async (c) => {
    const userId = effectiveUserId(requireUser(c.var.session))
    const slug = slugOf(c)
    const { test_id } = parseParams(c, CorporateLabTestParamsSchema)
    return c.json(ok((await c.var.services.corporateLabs.progress(userId, slug, test_id)) satisfies CorporateLabProgress))
  })

  // HR: a self-serve link for a roster employee, its URL answered once (only the token's hash is kept).
  api.post('/corporate/:slug/admin/self-serve-links', async (c) => {
    const userId = effectiveUserId(requireUser(c.var.session))
    const slug = slugOf(c)
    // The body first (a 400 says nothing of the corporate); then HR of this corporate only (404, in create).
    const body = await parseBody(c, CreateSelfServeLinkSchema)
    const origin = new URL(c.req.url).origin
    return c.json(ok(await c.var.services.corporateSelfServe.create(userId, slug, body, origin)), 201)
  })

  return api
}

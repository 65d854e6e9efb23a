import { Hono } from 'hono'
import { z } from 'zod'
import { phoneSchema } from '../../../app/lib/validation-schemas.ts'
import { HttpError, notFound, tooManyRequests } from '../../http/errors.ts'
import type { AppEnv } from '../../http/types.ts'
import { parseJsonBody, parseParams, parseQuery } from '../../http/validate.ts'
import { SEARCH_TYPES, type SearchType } from '../catalog/service.ts'

// The shell's calls of spec 1 §7.1. Handlers are thin: validate, call a service, shape the answer.

export const CityQuerySchema = z.object({ city: z.string().trim().min(1, 'city is required').max(80) })

export const LatLngParamsSchema = z.object({
  coords: z
    .string()
    .regex(/^-?\d{1,3}(\.\d{1,12})?,-?\d{1,3}(\.\d{1,12})?$/, 'Expected {lat},{long} in decimal degrees')
    .transform((s) => s.split(',').map(Number) as [number, number])
    .refine(([lat, lng]) => Math.abs(lat) <= 90 && Math.abs(lng) <= 180, 'Coordinates out of range'),
})

export const AutocompleteQuerySchema = z.object({
  q: z.string().max(200, 'q is too long').default(''),
  types: z
    .string()
    .max(200)
    .default(SEARCH_TYPES.join(','))
    .transform((s, ctx) => {
      const list = s
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean)
      const unknown = list.filter((t) => !(SEARCH_TYPES as readonly string[]).includes(t))
      if (unknown.length) {
        ctx.addIssue({ code: 'custom', message: `Unknown type: ${unknown[0]!.slice(0, 40)}` })
        return z.NEVER
      }
      return (list.length ? list : [...SEARCH_TYPES]) as SearchType[]
    }),
  per_page: z.coerce.number().int('per_page must be a whole number').min(1).max(50).default(12),
})

export const AppInstallLinkSchema = z.object({ number: phoneSchema })

/** spec 1 §2.7: the app-link SMS; at most this many per number and per client in a window. */
export const APP_LINK_LIMITS = { perNumber: 3, perClient: 10, windowSeconds: 3600 } as const

export function shellApi() {
  const api = new Hono<AppEnv>()

  api.get('/api/v4/footer-data', async (c) => c.json({ data: await c.var.services.footer.get() }))

  api.get('/api/v5/cities', async (c) => c.json(await c.var.services.places.listCities()))

  api.get('/api/v4/city-serviceable', async (c) => {
    const { city } = parseQuery(c, CityQuerySchema)
    return c.json({ data: await c.var.services.places.serviceability(city) })
  })

  api.get('/location/latlng/:coords', async (c) => {
    const { coords } = parseParams(c, LatLngParamsSchema)
    const found = await c.var.services.places.locate(coords[0], coords[1])
    if (!found) throw notFound('We could not find a city near your location')
    return c.json({ result: [found] })
  })

  api.get('/api/v4/search/autocomplete', async (c) => {
    const { q, types, per_page } = parseQuery(c, AutocompleteQuerySchema)
    return c.json(await c.var.services.catalog.autocomplete(q, types, per_page))
  })

  api.get('/api/v4/udp_tree', async (c) => c.json({ data: { udp_tree: await c.var.services.catalog.categoryTree() } }))

  api.post('/webservices/app-install-link', async (c) => {
    const { number } = await parseJsonBody(c, AppInstallLinkSchema)
    const { rateLimiter, notifier } = c.var.services
    const { perNumber, perClient, windowSeconds } = APP_LINK_LIMITS
    for (const [key, limit] of [
      [`app-link:number:${number}`, perNumber],
      [`app-link:client:${c.var.clientIp}`, perClient],
    ] as const) {
      const decision = await rateLimiter.hit(key, limit, windowSeconds)
      if (!decision.allowed) {
        throw tooManyRequests('Too many requests for the app link. Please try again later.', decision.retryAfterSeconds)
      }
    }
    const origin = new URL(c.req.url).origin
    try {
      await notifier.send({ channel: 'sms', to: `+91${number}`, text: `Get the MedWise app: ${origin}/app` })
    } catch (err) {
      // The SMS provider failed: a clear 503 for the form, the cause in the log.
      c.var.log.error('app link SMS failed', { err: String(err) })
      throw new HttpError(503, 'We could not send the SMS right now. Please try again in a minute.')
    }
    return c.json({ is_success: true, message: 'sms sent' })
  })

  return api
}

export { HttpError }

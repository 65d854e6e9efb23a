import { Hono } from 'hono'
import {
  CityQuerySchema,
  LatLngParamsSchema,
  type CityLists,
  type LocationAnswer,
  type ServiceabilityAnswer,
} from '../../../contracts/places.ts'
import type { AppEnv } from '../../http/types.ts'
import { parseParams, parseQuery } from '../../http/validate.ts'
import { AppError } from '../../lib/app-error.ts'

// The place calls of spec 1 §7.1 (contracts/places.ts). Thin: validate, call the service, shape the answer.

export function placesApi() {
  const api = new Hono<AppEnv>()

  api.get('/api/v5/cities', async (c) => c.json((await c.var.services.places.listCities()) satisfies CityLists))

  api.get('/api/v4/city-serviceable', async (c) => {
    const { city } = parseQuery(c, CityQuerySchema)
    return c.json({ data: await c.var.services.places.serviceability(city) } satisfies ServiceabilityAnswer)
  })

  api.get('/location/latlng/:coords', async (c) => {
    const { coords } = parseParams(c, LatLngParamsSchema)
    const found = await c.var.services.places.locate(coords[0], coords[1])
    if (!found) throw AppError.notFound('We could not find a city near your location')
    return c.json({ result: [found] } satisfies LocationAnswer)
  })

  return api
}

import * as places from '../../../contracts/places.ts'
import { type ApiRoute, ok } from '../../lib/openapi-routes.ts'

// The OpenAPI entries of this module's API (api.ts): the very contract objects its handlers validate with, and the
// contract of each answer. server/http/openapi.ts gathers every module's entries through its face (index.ts), in the
// document's order.
export const OPENAPI_ROUTES: readonly ApiRoute[] = [
  {
    method: 'GET',
    path: '/api/v5/cities',
    tag: 'places',
    summary: 'All cities and the top cities',
    access: 'anyone',
    responses: ok('The city lists.', places.CityListsSchema),
  },
  {
    method: 'GET',
    path: '/api/v4/city-serviceable',
    tag: 'places',
    summary: 'Whether a city is served',
    access: 'anyone',
    query: places.CityQuerySchema,
    responses: ok('What the city can order.', places.ServiceabilityAnswerSchema),
  },
  {
    method: 'GET',
    path: '/location/latlng/:coords',
    tag: 'places',
    summary: 'The city nearest a GPS position ({lat},{long} in decimal degrees)',
    access: 'anyone',
    params: places.LatLngParamsSchema,
    responses: ok('The nearest place; the spec reads result[0].city.', places.LocationAnswerSchema),
    errors: [404],
  },
]

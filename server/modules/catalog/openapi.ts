import * as catalog from '../../../contracts/catalog.ts'
import { type ApiRoute, json, ok } from '../../lib/openapi-routes.ts'

// The OpenAPI entries of this module's API (api.ts): the very contract objects its handlers validate with, and the
// contract of each answer. server/http/openapi.ts gathers every module's entries through its face (index.ts), in the
// document's order.
export const OPENAPI_ROUTES: readonly ApiRoute[] = [
  {
    method: 'GET',
    path: '/api/v4/search/autocomplete',
    tag: 'catalog',
    summary: 'Search suggestions while typing (spec 1 §4.2)',
    access: 'anyone',
    query: catalog.AutocompleteQuerySchema,
    responses: ok('Results as typed, or suggestions when the words needed correcting.', catalog.AutocompleteAnswerSchema),
  },
  {
    method: 'GET',
    path: '/api/v4/udp_tree',
    tag: 'catalog',
    summary: 'The category tree',
    access: 'anyone',
    responses: {
      200: {
        description: 'The tree. Cacheable for five minutes, then revalidated with If-None-Match.',
        content: json(catalog.UdpTreeAnswerSchema),
        headers: { ETag: 'A weak tag of the body.', 'Cache-Control': 'public, max-age=300' },
      },
      304: { description: 'Unchanged since the ETag sent in If-None-Match.' },
    },
  },
]

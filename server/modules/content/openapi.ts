import * as content from '../../../contracts/content.ts'
import { type ApiRoute, ok } from '../../lib/openapi-routes.ts'

// The OpenAPI entries of this module's API (api.ts): the very contract objects its handlers validate with, and the
// contract of each answer. server/http/openapi.ts gathers every module's entries through its face (index.ts), in the
// document's order.
export const OPENAPI_ROUTES: readonly ApiRoute[] = [
  {
    method: 'GET',
    path: '/api/v4/footer-data',
    tag: 'content',
    summary: 'The footer (spec 1 §3)',
    access: 'anyone',
    responses: ok('The footer’s sections, links and counted stats.', content.FooterAnswerSchema),
  },
]

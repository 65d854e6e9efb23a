import * as events from '../../../contracts/events.ts'
import { type ApiRoute } from '../../lib/openapi-routes.ts'

// The OpenAPI entries of this module's API (api.ts): the very contract objects its handlers validate with, and the
// contract of each answer. server/http/openapi.ts gathers every module's entries through its face (index.ts), in the
// document's order.
export const OPENAPI_ROUTES: readonly ApiRoute[] = [
  {
    method: 'GET',
    path: '/server-side-event/subscribe',
    tag: 'events',
    summary: 'The account’s order updates as server-sent events (a first `retry`, `: ping` heartbeats)',
    access: 'customer',
    responses: {
      200: {
        description: 'An open text/event-stream; it ends after 30 minutes and the browser reconnects.',
        content: { events: events.ServerEventSchemas },
      },
    },
    errors: [503],
  },
]

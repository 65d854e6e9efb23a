import * as desk from '../../../contracts/order-desk.ts'
import { type ApiRoute, ok } from '../../lib/openapi-routes.ts'

// The OpenAPI entries of this module's API (api.ts): the very contract objects its handlers validate with, and the
// contract of each answer. server/http/openapi.ts gathers every module's entries through its face (index.ts), in the
// document's order.
export const OPENAPI_ROUTES: readonly ApiRoute[] = [
  {
    method: 'POST',
    path: '/courier/webhook',
    tag: 'courier',
    summary: 'The courier’s parcel status events: `delivered` delivers the shipped order with that tracking number',
    access: 'gateway',
    headers: [
      {
        name: desk.COURIER_SIGNATURE_HEADER,
        required: true,
        description: 'HMAC-SHA256 of the raw body with COURIER_WEBHOOK_SECRET, hex.',
      },
    ],
    body: { signedJson: desk.CourierEventSchema },
    responses: ok('What became of the event (each event id is applied once).', desk.CourierWebhookAnswerSchema),
    errors: [404],
  },
]

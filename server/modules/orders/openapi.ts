import * as orders from '../../../contracts/orders.ts'
import { type ApiRoute, json, ok } from '../../lib/openapi-routes.ts'

// The OpenAPI entries of this module's API (api.ts): the very contract objects its handlers validate with, and the
// contract of each answer. server/http/openapi.ts gathers every module's entries through its face (index.ts), in the
// document's order.
export const OPENAPI_ROUTES: readonly ApiRoute[] = [
  {
    method: 'POST',
    path: '/api/v4/orders',
    tag: 'orders',
    summary: 'Place the order of a cart',
    access: 'customer',
    headers: [
      {
        name: 'Idempotency-Key',
        required: true,
        description: 'Chosen by the client for this order: the same key and body answer the same for 24 hours.',
      },
    ],
    body: { json: orders.PlaceOrderSchema },
    responses: {
      201: {
        description: 'The order, and where the browser goes next. A repeated key answers the same again.',
        content: json(orders.PlaceOrderAnswerSchema),
        headers: { 'Idempotent-Replayed': '"true" on the answer to a repeated key' },
      },
    },
    errors: [404, 409, 422],
  },
  {
    method: 'GET',
    path: '/api/v4/orders',
    tag: 'orders',
    summary: 'The account’s orders, a page at a time',
    access: 'customer',
    query: orders.OrderListQuerySchema,
    responses: ok('Newest first.', orders.OrderListAnswerSchema),
  },
  {
    method: 'POST',
    path: '/api/v4/orders/:number/cancel',
    tag: 'orders',
    summary: 'Cancel one of the account’s orders (before it is packed)',
    access: 'customer',
    params: orders.OrderNumberParamsSchema,
    body: { json: orders.CancelOrderSchema },
    responses: ok('The order after the cancellation.', orders.CancelOrderAnswerSchema),
    errors: [404, 409],
  },
]

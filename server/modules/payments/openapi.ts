import * as payments from '../../../contracts/payments.ts'
import { EnvelopeSchema as RazorpayEventSchema, EVENT_ID_HEADER, SIGNATURE_HEADER } from './razorpay/webhook.ts'
import * as saved from '../../../contracts/saved-methods.ts'
import { type ApiRoute, ok } from '../../lib/openapi-routes.ts'

// The OpenAPI entries of this module's API (api.ts): the very contract objects its handlers validate with, and the
// contract of each answer. server/http/openapi.ts gathers every module's entries through its face (index.ts), in the
// document's order.
export const OPENAPI_ROUTES: readonly ApiRoute[] = [
  {
    method: 'POST',
    path: '/payments/razorpay/webhook',
    tag: 'payments',
    summary: 'Razorpay’s webhook (payment, order and refund events); only with Razorpay configured',
    access: 'gateway',
    headers: [
      { name: SIGNATURE_HEADER, required: true, description: 'HMAC-SHA256 of the raw body with RAZORPAY_WEBHOOK_SECRET, hex.' },
      { name: EVENT_ID_HEADER, required: true, description: 'Razorpay’s id of the event, the same on every redelivery.' },
    ],
    body: { signedJson: RazorpayEventSchema },
    responses: ok('What became of the event.', payments.WebhookAnswerSchema),
    errors: [404],
  },
  {
    method: 'GET',
    path: '/api/v4/payment-methods',
    tag: 'payments',
    summary: 'The cards and UPI ids saved with the payment provider',
    access: 'customer',
    responses: ok('As the provider masks them.', saved.SavedMethodsAnswerSchema),
  },
  {
    method: 'DELETE',
    path: '/api/v4/payment-methods/:id',
    tag: 'payments',
    summary: 'Remove a saved card or UPI id (again is the same answer)',
    access: 'customer',
    params: saved.TokenIdParamsSchema,
    responses: ok('The saved methods left.', saved.SavedMethodsAnswerSchema),
    errors: [404],
  },
]

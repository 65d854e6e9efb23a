import * as carePlan from '../../../contracts/care-plan.ts'
import { type ApiRoute, ok } from '../../lib/openapi-routes.ts'

// The OpenAPI entries of this module's API (api.ts): the very contract objects its handlers validate with, and the
// contract of each answer. server/http/openapi.ts gathers every module's entries through its face (index.ts).
export const OPENAPI_ROUTES: readonly ApiRoute[] = [
  {
    method: 'GET',
    path: '/api/v4/savings',
    tag: 'care-plan',
    summary: 'The savings page of the account’s care plan: widgets by slot and bottom sheets (spec 2 §3)',
    access: 'customer',
    query: carePlan.SavingsQuerySchema,
    responses: ok('The page.', carePlan.SavingsAnswerSchema),
    // 400 'Invalid request': the account holds no term (spec 2 §8; the page goes to /subscription-plan/subscriptions).
  },
  {
    method: 'GET',
    path: '/api/v4/detailed_savings',
    tag: 'care-plan',
    summary: 'What the care plan saved, by benefit and row by row (sums of the recorded rows)',
    access: 'customer',
    responses: ok('The breakdown, newest rows first.', carePlan.DetailedSavingsAnswerSchema),
  },
  {
    method: 'POST',
    path: '/api/v4/subscriptions/cancel',
    tag: 'care-plan',
    summary: 'Cancel the account’s care plan, refunded by decision 054’s rule the way it was paid',
    access: 'customer',
    headers: [
      {
        name: 'Idempotency-Key',
        required: false,
        description: 'A retried cancel with the same key and body gets the first answer.',
      },
    ],
    body: { json: carePlan.CancelMembershipSchema },
    responses: ok('Cancelled: the refund and the modal to open.', carePlan.CancelledMembershipAnswerSchema),
    // 404: no term; 409: already cancelled, awaiting payment, bought on cash on delivery and not delivered, or the
    // plan named is not the account's; 422: an Idempotency-Key reused for another body.
    errors: [404, 409, 422],
  },
]

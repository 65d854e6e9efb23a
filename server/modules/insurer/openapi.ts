import * as insurer from '../../../contracts/insurer.ts'
import { type ApiRoute, ok } from '../../lib/openapi-routes.ts'

// The OpenAPI entries of this module's API (api.ts).
export const OPENAPI_ROUTES: readonly ApiRoute[] = [
  {
    method: 'GET',
    path: '/api/v4/insurer/benefits',
    tag: 'insurer',
    summary: 'The account’s insurer benefits (sample terms) and what is left of them',
    access: 'customer',
    responses: ok('The benefits, active or not.', insurer.InsurerBenefitsAnswerSchema),
  },
  {
    method: 'POST',
    path: '/api/v4/insurer/activate',
    tag: 'insurer',
    summary: 'Activate the insurer’s benefits with the policy number and date of birth (idempotent for the same account)',
    access: 'customer',
    body: { json: insurer.ActivateInsurerSchema },
    responses: ok('Active: the benefits and what is left.', insurer.InsurerBenefitsAnswerSchema),
    // 400: the policy number or date of birth does not match (one message for both); 409: the policy is active on
    // another account, or the account has another policy; 429: too many tries for the account or the policy number.
    errors: [400, 409, 429],
  },
]

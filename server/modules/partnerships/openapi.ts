import * as partnerships from '../../../contracts/partnerships.ts'
import { type ApiRoute, json } from '../../lib/openapi-routes.ts'

// The OpenAPI entries of this module's API (api.ts), gathered by server/http/openapi.ts through the module's face.
export const OPENAPI_ROUTES: readonly ApiRoute[] = [
  {
    method: 'POST',
    path: '/api/v4/partnerships/leads',
    tag: 'partnerships',
    summary: 'A business asks to partner with us (the partnership lead form), with its solved captcha',
    access: 'anyone',
    headers: [
      {
        name: 'Idempotency-Key',
        required: false,
        description: 'A retried lead with the same key (or body field idempotency_key) answers the lead stored the first time.',
      },
    ],
    body: { json: partnerships.PartnershipLeadSchema },
    responses: {
      200: { description: 'The lead stored earlier with the same key.', content: json(partnerships.PartnershipLeadAnswerSchema) },
      201: { description: 'The lead, received.', content: json(partnerships.PartnershipLeadAnswerSchema) },
    },
    errors: [429],
  },
]

import * as offers from '../../../contracts/partner-offers.ts'
import { type ApiRoute, json, ok } from '../../lib/openapi-routes.ts'

// The OpenAPI entries of the partner offers API (api.ts); server/http/openapi.ts gathers them through the module's face.
export const OPENAPI_ROUTES: readonly ApiRoute[] = [
  {
    method: 'GET',
    path: '/api/v4/partner-offers',
    tag: 'partner-offers',
    summary: 'The partner offers list, in spec 2 §3’s offer card shape',
    access: 'anyone',
    responses: ok(
      'Live offers, then those opening, then the recently ended (isExpired); dummy_card placeholders; the more_offers notification card last.',
      offers.PartnerOffersListAnswerSchema,
    ),
  },
  {
    method: 'GET',
    path: '/api/v4/partner-offers/:partnerId/:offerId',
    tag: 'partner-offers',
    summary: 'An offer’s detail: terms, validity, who may claim it, and the person’s code when they claimed one',
    access: 'anyone',
    params: offers.OfferDetailParamsSchema,
    responses: ok('The offer.', offers.PartnerOfferDetailAnswerSchema),
    errors: [404],
  },
  {
    method: 'POST',
    path: '/api/v4/partner-offers/:offerId/claim',
    tag: 'partner-offers',
    summary: 'Claim a code of an offer (once per person: a second claim answers the same code)',
    access: 'customer',
    params: offers.ClaimParamsSchema,
    headers: [
      {
        name: 'Idempotency-Key',
        required: true,
        description: 'Chosen by the client for this claim: the same key answers the same for 24 hours.',
      },
    ],
    responses: {
      200: { description: 'The code the person claimed before.', content: json(offers.OfferClaimAnswerSchema) },
      201: { description: 'A code of the pool, now the person’s.', content: json(offers.OfferClaimAnswerSchema) },
    },
    errors: [403, 404, 409, 422],
  },
  {
    method: 'PUT',
    path: '/api/v4/partnerships/partnership_reminder_set',
    tag: 'partner-offers',
    summary: 'Notify me when an offer opens (spec 2 §7): one SMS when it goes live',
    access: 'customer',
    body: { json: offers.PartnershipReminderBodySchema },
    responses: ok('When the SMS goes. Set again, it is the same reminder.', offers.PartnershipReminderAnswerSchema),
    errors: [404, 409],
  },
]

import { AUTH_PATHS } from '../../../core/auth/paths.ts'
import * as grievances from '../../../contracts/grievances.ts'
import * as support from '../../../contracts/support.ts'
import { type ApiRoute, json, ok } from '../../lib/openapi-routes.ts'

// The OpenAPI entries of this module's API (api.ts): the very contract objects its handlers validate with, and the
// contract of each answer. server/http/openapi.ts gathers every module's entries through its face (index.ts), in the
// document's order.
export const OPENAPI_ROUTES: readonly ApiRoute[] = [
  {
    method: 'GET',
    path: `/${AUTH_PATHS.captchaChallenge}`,
    tag: 'support',
    summary: 'A proof-of-work captcha challenge (ALTCHA) for Need Help',
    access: 'anyone',
    responses: ok('The signed challenge.', support.CaptchaChallengeSchema),
  },
  {
    method: 'POST',
    path: `/${AUTH_PATHS.loginHelp}`,
    tag: 'support',
    summary: 'Ask for help signing in (Need Help)',
    access: 'anyone',
    body: { json: support.LoginHelpSchema },
    responses: ok('The JSON text "success".', support.LoginHelpSuccessSchema),
    errors: [429],
  },
  {
    method: 'GET',
    path: '/api/v4/grievances',
    tag: 'support',
    summary: 'The account’s grievances (DPDP Rules, 2025), newest first, with their answers',
    access: 'customer',
    responses: ok('Newest first.', grievances.GrievanceListAnswerSchema),
  },
  {
    method: 'POST',
    path: '/api/v4/grievances',
    tag: 'support',
    summary: 'Raise a grievance: numbered GRV-{year}-{number}, answered within 90 days',
    access: 'customer',
    headers: [
      {
        name: 'Idempotency-Key',
        required: false,
        description:
          'A retried filing with the same key (or body field idempotency_key) answers the grievance filed the first time.',
      },
    ],
    body: { json: grievances.GrievanceBodySchema },
    responses: {
      200: { description: 'The grievance filed earlier with the same key.', content: json(grievances.GrievanceAnswerSchema) },
      201: { description: 'The grievance, filed.', content: json(grievances.GrievanceAnswerSchema) },
    },
  },
  {
    method: 'GET',
    path: '/api/v4/grievances/:number',
    tag: 'support',
    summary: 'One of the account’s grievances by its number, with its status, due date and answer',
    access: 'customer',
    params: grievances.GrievanceParamsSchema,
    responses: ok('The grievance.', grievances.GrievanceAnswerSchema),
    errors: [404],
  },
]

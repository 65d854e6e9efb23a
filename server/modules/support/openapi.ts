import { AUTH_PATHS } from '../../../core/auth/paths.ts'
import * as support from '../../../contracts/support.ts'
import { type ApiRoute, ok } from '../../lib/openapi-routes.ts'

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
]

import * as notify from '../../../contracts/notify.ts'
import { type ApiRoute, ok } from '../../lib/openapi-routes.ts'

// The OpenAPI entries of this module's API (api.ts): the very contract objects its handlers validate with, and the
// contract of each answer. server/http/openapi.ts gathers every module's entries through its face (index.ts), in the
// document's order.
export const OPENAPI_ROUTES: readonly ApiRoute[] = [
  {
    method: 'POST',
    path: '/webservices/app-install-link',
    tag: 'notify',
    summary: 'Send the app’s install link by SMS (spec 1 §2.7)',
    access: 'anyone',
    body: { json: notify.AppInstallLinkSchema },
    responses: ok('Sent.', notify.AppInstallLinkAnswerSchema),
    errors: [429, 503],
  },
]

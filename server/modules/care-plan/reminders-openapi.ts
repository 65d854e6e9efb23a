import * as reminders from '../../../contracts/care-plan.ts'
import { type ApiRoute, ok } from '../../lib/openapi-routes.ts'

// The OpenAPI entries of the care plan's reminders (reminders-api.ts); server/http/openapi.ts gathers them through the
// module's face.
export const OPENAPI_ROUTES: readonly ApiRoute[] = [
  {
    method: 'GET',
    path: '/api/v4/set_reminder',
    tag: 'care-plan',
    summary: 'Remind me of the next member sale (spec 2 §7; the savings page’s early-sale card)',
    access: 'customer',
    responses: ok(
      'The sale, when the SMS goes (an hour before members may shop) and when members may shop; a 404 when no sale is coming up.',
      reminders.SaleReminderAnswerSchema,
    ),
    errors: [404],
  },
]

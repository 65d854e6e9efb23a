import * as corporate from '../../../contracts/corporate.ts'
import { type ApiRoute, json, ok } from '../../lib/openapi-routes.ts'

// The OpenAPI entries of a corporate member's calls (member-api.ts): the contract objects its handlers validate with
// and answer. server/http/openapi.ts gathers them through the module's face (index.ts).
export const OPENAPI_ROUTES: readonly ApiRoute[] = [
  {
    method: 'GET',
    path: '/corporate/me',
    tag: 'corporate',
    summary: 'The account’s corporate membership: cover, this year’s policy, wallet balances and covered members',
    access: 'customer',
    responses: ok('The membership (rupees).', corporate.CorporateMeAnswerSchema),
    errors: [404],
  },
  {
    method: 'GET',
    path: '/corporate/wallet/transactions',
    tag: 'corporate',
    summary: 'The OPD wallet’s credits and debits, newest first, a page at a time (keyset: before the last id)',
    access: 'customer',
    query: corporate.TransactionsQuerySchema,
    responses: ok('One page and the key of the next.', corporate.TransactionPageAnswerSchema),
    errors: [404],
  },
  {
    method: 'POST',
    path: '/corporate/dependants',
    tag: 'corporate',
    summary:
      'Add a covered family member (where the policy and the employee’s coverage allow); also one of the account’s patients',
    access: 'customer',
    body: { json: corporate.DependantBodySchema },
    responses: {
      201: { description: 'The member as saved, and the list.', content: json(corporate.DependantAddedAnswerSchema) },
    },
    errors: [404],
  },
  {
    method: 'POST',
    path: '/corporate/claim',
    tag: 'corporate',
    summary: 'Claim the roster row the account’s verified phone or e-mail names (as at sign-in)',
    access: 'customer',
    responses: ok('The membership (rupees).', corporate.CorporateMeAnswerSchema),
    errors: [404],
  },
]

import * as cart from '../../../contracts/cart.ts'
import { type ApiRoute, ok } from '../../lib/openapi-routes.ts'

// The OpenAPI entries of this module's API (api.ts): the very contract objects its handlers validate with, and the
// contract of each answer. server/http/openapi.ts gathers every module's entries through its face (index.ts), in the
// document's order.
export const OPENAPI_ROUTES: readonly ApiRoute[] = [
  {
    method: 'GET',
    path: '/api/v4/carts/details',
    tag: 'cart',
    summary:
      'The pharmacy cart: the header’s brief, or the cart page’s widgets (response_type=full); types=labs&response_type=full: the labs cart page’s widgets (list_tests_cart, bill_summary)',
    access: 'anyone',
    query: cart.CartDetailsQuerySchema,
    responses: ok(
      'The pharmacy brief (response_type=brief, the default) or full cart, or the labs cart in full (types=labs).',
      cart.CartDetailsAnswerSchema,
    ),
  },
  {
    method: 'GET',
    path: '/api/v4/carts/brief',
    tag: 'cart',
    summary: 'The labs cart’s brief',
    access: 'anyone',
    query: cart.LabsBriefQuerySchema,
    responses: ok('The labs cart.', cart.LabsBriefAnswerSchema),
  },
  {
    method: 'POST',
    path: '/api/v4/carts/skus',
    tag: 'cart',
    summary: 'Add products to the pharmacy cart',
    access: 'anyone',
    body: { json: cart.CartAddSchema },
    responses: ok('The cart’s brief after the add.', cart.PharmacyBriefAnswerSchema),
    errors: [404],
  },
  {
    method: 'PUT',
    path: '/api/v4/carts/replace',
    tag: 'cart',
    summary: 'Replace the labs cart’s tests (spec 2 §7)',
    access: 'anyone',
    query: cart.LabsBriefQuerySchema,
    body: { json: cart.LabsReplaceSchema },
    responses: ok('The labs cart after the replace, all at the lab that does every test.', cart.LabsReplaceAnswerSchema),
    // 404: an unknown test; 409: no lab in the city does them all; 422: no lab collects in the city.
    errors: [404, 409, 422],
  },
]

import * as addresses from '../../../contracts/addresses.ts'
import { type ApiRoute, json, ok } from '../../lib/openapi-routes.ts'

// The OpenAPI entries of this module's API (api.ts): the very contract objects its handlers validate with, and the
// contract of each answer. server/http/openapi.ts gathers every module's entries through its face (index.ts), in the
// document's order.
export const OPENAPI_ROUTES: readonly ApiRoute[] = [
  {
    method: 'GET',
    path: '/api/v4/addresses',
    tag: 'addresses',
    summary: 'The account’s address book',
    access: 'customer',
    responses: ok('The default first, then the newest.', addresses.AddressBookAnswerSchema),
  },
  {
    method: 'POST',
    path: '/api/v4/addresses',
    tag: 'addresses',
    summary: 'Add an address',
    access: 'customer',
    body: { json: addresses.AddressBodySchema },
    responses: { 201: { description: 'The address as saved, and the book.', content: json(addresses.AddressSavedAnswerSchema) } },
    errors: [409],
  },
  {
    method: 'PUT',
    path: '/api/v4/addresses/:id',
    tag: 'addresses',
    summary: 'Change an address (the whole address)',
    access: 'customer',
    params: addresses.AddressIdParamsSchema,
    body: { json: addresses.AddressBodySchema },
    responses: ok('The address as saved, and the book.', addresses.AddressSavedAnswerSchema),
    errors: [404],
  },
  {
    method: 'DELETE',
    path: '/api/v4/addresses/:id',
    tag: 'addresses',
    summary: 'Remove an address',
    access: 'customer',
    params: addresses.AddressIdParamsSchema,
    responses: ok('The book after it.', addresses.AddressBookAnswerSchema),
    errors: [404],
  },
  {
    method: 'POST',
    path: '/api/v4/addresses/:id/default',
    tag: 'addresses',
    summary: 'Make an address the default',
    access: 'customer',
    params: addresses.AddressIdParamsSchema,
    responses: ok('The book after it.', addresses.AddressBookAnswerSchema),
    errors: [404],
  },
  {
    method: 'GET',
    path: '/api/v4/pincodes/:pincode',
    tag: 'addresses',
    summary: 'A pincode’s city and state, and whether we deliver there',
    access: 'anyone',
    params: addresses.PincodeParamsSchema,
    responses: ok('The pincode.', addresses.PincodeAnswerSchema),
    errors: [404],
  },
]

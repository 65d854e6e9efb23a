import * as erasure from '../../../contracts/erasure.ts'
import { type ApiRoute, ok } from '../../lib/openapi-routes.ts'

// The OpenAPI entries of erase my account (erasure-api.ts): the contract objects its handlers validate with, and each
// answer.
export const OPENAPI_ROUTES: readonly ApiRoute[] = [
  {
    method: 'GET',
    path: '/api/v4/profile/erasure',
    tag: 'profile',
    summary: 'What erasing the account deletes, what the law keeps (counted) and why, warnings and what blocks it',
    access: 'customer',
    responses: ok('The erasure’s preview.', erasure.ErasurePreviewAnswerSchema),
    errors: [403],
  },
  {
    method: 'POST',
    path: '/api/v4/profile/erasure/otp',
    tag: 'profile',
    summary: 'Send the OTP that confirms the erasure to the account’s phone (else e-mail); refused while something blocks it',
    access: 'customer',
    responses: ok('A code was sent.', erasure.ErasureCodeSentAnswerSchema),
    errors: [403, 409, 429, 503],
  },
  {
    method: 'POST',
    path: '/api/v4/profile/erasure',
    tag: 'profile',
    summary: 'Erase the account with the OTP: one transaction; sessions end; answers what the law kept and why',
    access: 'customer',
    body: { json: erasure.ErasureConfirmSchema },
    responses: ok('The account is erased.', erasure.ErasureDoneAnswerSchema),
    errors: [403, 409],
  },
]

import type { z } from 'zod'
import { AUTH_PATHS } from '../../../core/auth/paths.ts'
import * as auth from '../../../contracts/auth.ts'
import { type ApiRoute, ok } from '../../lib/openapi-routes.ts'

// The OpenAPI entries of this module's API (api.ts and sso-api.ts): the very contract objects its handlers validate
// with, and the contract of each answer. server/http/openapi.ts gathers every module's entries through its face
// (index.ts), in the document's order.

/** Every sign-in step answers 200 with flags for the popup's next step, or a session (spec 1 §7.2). */
const AUTH_STEP_ANSWER = ok(
  'The next step (user_flags), or a completed sign-in: the session cookie is set and user_data and csrf_token come back.',
  auth.AuthSuccessSchema,
)
/**
 * The refusals of a sign-in step besides a 400 (a wrong or expired code, a step out of order): a number or e-mail
 * another account holds (409 with `warning`, the dialog of spec 1 §8), a locked account, a cooldown or rate limit, an
 * SMS or e-mail provider down.
 */
const AUTH_STEP_ERRORS = [409, 423, 429, 503] as const
const authStep = (path: string, summary: string, body: z.ZodType): ApiRoute => ({
  method: 'POST',
  path: `/${path}`,
  tag: 'auth',
  summary,
  access: 'anyone',
  body: { json: body },
  responses: AUTH_STEP_ANSWER,
  errors: AUTH_STEP_ERRORS,
})

export const OPENAPI_ROUTES: readonly ApiRoute[] = [
  // The paths are named in core/auth/paths.ts.
  {
    method: 'GET',
    path: `/${AUTH_PATHS.csrfToken}`,
    tag: 'auth',
    summary: 'The CSRF token for API clients (pages carry it in <meta name="csrf-token">); sets VISITOR-ID when missing',
    access: 'anyone',
    responses: ok('The token to send as x-csrf-token on every write.', auth.CsrfTokenAnswerSchema),
  },
  authStep(AUTH_PATHS.createToken, 'Send a sign-in code to a mobile number (SMS, or a call)', auth.CreateTokenSchema),
  authStep(AUTH_PATHS.createTokenEmail, 'Send a sign-in code to an e-mail address', auth.CreateTokenEmailSchema),
  authStep(AUTH_PATHS.verifyToken, 'Verify a mobile number’s code', auth.VerifyTokenSchema),
  authStep(AUTH_PATHS.verifyTokenEmail, 'Verify an e-mail address’s code', auth.VerifyTokenEmailSchema),
  authStep(AUTH_PATHS.b2bVerifyToken, 'A merchant’s sign-in: send or verify the code', auth.B2bVerifySchema),
  authStep(AUTH_PATHS.phoneConflictResolve, 'Choose the e-mail of a number’s conflict list', auth.ConflictResolveSchema),
  authStep(AUTH_PATHS.phoneComplete, 'Complete a number’s sign-up with an e-mail', auth.PhoneEmailSchema),
  authStep(AUTH_PATHS.emailCompleteLogin, 'Give the number of an e-mail sign-in (sends its code)', auth.PhoneEmailResendSchema),
  authStep(AUTH_PATHS.emailCreateTokenConflict, 'Send the code of an e-mail sign-in’s conflict', auth.PhoneEmailResendSchema),
  authStep(AUTH_PATHS.phoneVerifyConflictResolve, 'Verify the code of a number’s conflict', auth.PhoneEmailCodeSchema),
  authStep(AUTH_PATHS.emailVerifyTokenConflict, 'Verify the code of an e-mail’s conflict', auth.PhoneEmailCodeSchema),
  authStep(AUTH_PATHS.emailVerifyPhoneToken, 'Verify the number of an e-mail sign-in', auth.PhoneEmailCodeSchema),
  {
    method: 'GET',
    path: `/${AUTH_PATHS.mergeData}`,
    tag: 'auth',
    summary: 'What merging two accounts brings together (spec 1 §3 Merge data)',
    access: 'anyone',
    query: auth.PhoneEmailSchema,
    responses: ok('The merge screen’s sections (400 unless this browser proved the e-mail).', auth.MergeDataSchema),
  },
  authStep(AUTH_PATHS.emailCreateTokenMerge, 'Send the code that confirms a merge', auth.PhoneEmailResendSchema),
  authStep(AUTH_PATHS.emailVerifyTokenMerge, 'Verify a merge’s code (merges and signs in)', auth.PhoneEmailCodeSchema),
  {
    method: 'POST',
    path: `/${AUTH_PATHS.ssoCode}`,
    tag: 'auth',
    summary: 'A one-time single sign-on code for the signed-in account (PKCE S256; a guest gets a 400 the popup shows)',
    access: 'anyone',
    body: { json: auth.SsoCodeSchema },
    responses: ok('The code and how many seconds it lasts.', auth.SsoCodeAnswerSchema),
  },
  {
    method: 'POST',
    path: `/${AUTH_PATHS.autoLogin}`,
    tag: 'auth',
    summary: 'Redeem a single sign-on code with its verifier',
    access: 'anyone',
    body: { json: auth.AutoLoginSchema },
    responses: AUTH_STEP_ANSWER,
    errors: [423],
  },
]

import { randomBytes } from 'node:crypto'
import { describe, expect, test } from 'vitest'
import type { z } from 'zod'
import { solveCaptchaPayload } from '../../app/auth/captcha.ts'
import { AUTH_PATHS as P } from '../../core/auth/paths.ts'
import {
  AuthSuccessSchema,
  CsrfTokenAnswerSchema,
  MergeDataSchema,
  SsoCodeAnswerSchema,
  type AuthSuccess,
} from '../../contracts/auth.ts'
import { LabsBriefAnswerSchema, LabsReplaceAnswerSchema, PharmacyBriefAnswerSchema } from '../../contracts/cart.ts'
import { AutocompleteAnswerSchema, UdpTreeAnswerSchema } from '../../contracts/catalog.ts'
import { FooterAnswerSchema } from '../../contracts/content.ts'
import { ErrorBodySchema } from '../../contracts/http.ts'
import { AppInstallLinkAnswerSchema } from '../../contracts/notify.ts'
import { CityListsSchema, LocationAnswerSchema, ServiceabilityAnswerSchema } from '../../contracts/places.ts'
import { CaptchaChallengeSchema, LoginHelpSuccessSchema, type CaptchaChallenge } from '../../contracts/support.ts'
import { s256Challenge } from '../../server/modules/auth/sso.ts'
import { useAuthFixture } from './auth-fixture.ts'

// Issue 8 §3: every answer on /pwa-api is the shape its contract (contracts/*.ts) says, with no member the contract
// does not name; every error of every module is the one error body (contracts/http.ts).

// Started at the real time: altcha-lib checks a captcha's expiry against the real clock.
const t = useAuthFixture(new Date().toISOString())

/** Parses an answer; a member the contract does not name (stripped by the parse) fails too. */
function conforms<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const parsed = schema.safeParse(body)
  if (!parsed.success) throw new Error(`${parsed.error.message}\nin ${JSON.stringify(body).slice(0, 500)}`)
  expect(parsed.data).toStrictEqual(body)
  return parsed.data
}

describe('answers', () => {
  test('shell: footer, cities, serviceability, location, autocomplete (results and suggestions), category tree', async () => {
    const b = await t.browser()
    conforms(FooterAnswerSchema, (await b.get('/pwa-api/api/v4/footer-data')).body)
    conforms(CityListsSchema, (await b.get('/pwa-api/api/v5/cities')).body)
    conforms(ServiceabilityAnswerSchema, (await b.get('/pwa-api/api/v4/city-serviceable?city=Mumbai')).body)
    conforms(LocationAnswerSchema, (await b.get('/pwa-api/location/latlng/19.0760,72.8777')).body)
    const found = conforms(AutocompleteAnswerSchema, (await b.get('/pwa-api/api/v4/search/autocomplete?q=dolo')).body)
    expect(found.result_found).toBe(true)
    const corrected = conforms(AutocompleteAnswerSchema, (await b.get('/pwa-api/api/v4/search/autocomplete?q=paracetmol')).body)
    expect(corrected.result_found).toBe(false)
    conforms(UdpTreeAnswerSchema, (await b.get('/pwa-api/api/v4/udp_tree')).body)
    conforms(AppInstallLinkAnswerSchema, (await b.post('/pwa-api/webservices/app-install-link', { number: '9123400077' })).body)
  })

  test('carts: the briefs empty and full, the add and the labs replace', async () => {
    const b = await t.browser()
    conforms(PharmacyBriefAnswerSchema, (await b.get('/pwa-api/api/v4/carts/details?types=pharmacy')).body)
    conforms(LabsBriefAnswerSchema, (await b.get('/pwa-api/api/v4/carts/brief?types=labs')).body)
    const drug = (await b.get('/pwa-api/api/v4/search/autocomplete?q=dolo&types=allopathy')).body.search_results[0]
    const added = await b.post('/pwa-api/api/v4/carts/skus', { skus: [{ sku_id: drug.id, quantity: 3 }] })
    expect(conforms(PharmacyBriefAnswerSchema, added.body).data.total_quantity).toBe(3)
    conforms(PharmacyBriefAnswerSchema, (await b.get('/pwa-api/api/v4/carts/details?types=pharmacy')).body)
    const res = await b.call('PUT', '/pwa-api/api/v4/carts/replace?types=labs', { sku_ids: [{ test_id: 1 }, { test_id: 2 }] })
    conforms(LabsReplaceAnswerSchema, res.body)
    expect(conforms(LabsBriefAnswerSchema, (await b.get('/pwa-api/api/v4/carts/brief?types=labs')).body).data.cart_count).toBe(2)
  })

  test('auth: the token, a sign-in step and its end, merge data, single sign-on', async () => {
    const b = await t.browser()
    conforms(CsrfTokenAnswerSchema, (await b.get(`/pwa-api/${P.csrfToken}`)).body)
    conforms(AuthSuccessSchema, (await b.auth(P.createToken, { number: '9810000001' })).body)
    const done = conforms(
      AuthSuccessSchema,
      (await b.auth(P.verifyToken, { number: '9810000001', verification_token: await t.codeFor('9810000001') })).body,
    ) as AuthSuccess
    expect(done.data.user_data?.email).toBe('asha.verma@example.com')
    const verifier = randomBytes(48).toString('base64url')
    const code = conforms(SsoCodeAnswerSchema, (await b.auth(P.ssoCode, { code_challenge: s256Challenge(verifier) })).body)
    const other = await t.browser()
    conforms(AuthSuccessSchema, (await other.auth(P.autoLogin, { code_verifier: verifier, auth_code: code.auth_code })).body)

    const kiran = await t.browser()
    await kiran.auth(P.createTokenEmail, { email: 'kiran.rao@example.com' })
    await kiran.auth(P.verifyTokenEmail, {
      email: 'kiran.rao@example.com',
      verification_token: await t.codeFor('kiran.rao@example.com'),
    })
    const merge = await kiran.get(`/pwa-api/${P.mergeData}?email=kiran.rao%40example.com&number=9810000004`)
    conforms(MergeDataSchema, merge.body)
  })

  test('support: the captcha challenge and a Need Help query', async () => {
    const b = await t.browser()
    const challenge = conforms(CaptchaChallengeSchema, (await b.get(`/pwa-api/${P.captchaChallenge}`)).body)
    const payload = await solveCaptchaPayload(challenge as CaptchaChallenge)
    const res = await b.auth(P.loginHelp, {
      email: 'contract@example.com',
      query: 'My OTP never arrived on my phone.',
      recaptcha_response_field: payload,
    })
    conforms(LoginHelpSuccessSchema, res.body)
  })
})

describe('errors: one body for every module', () => {
  test.each<[string, string, string, unknown, number]>([
    ['validation of a form (auth)', 'POST', `/pwa-api/${P.createToken}`, { number: '12' }, 400],
    ['validation of a program input (cart)', 'POST', '/pwa-api/api/v4/carts/skus', { skus: [] }, 400],
    ['a query (places)', 'GET', '/pwa-api/api/v4/city-serviceable', undefined, 400],
    ['a path parameter (places)', 'GET', '/pwa-api/location/latlng/north,south', undefined, 400],
    ['nothing there (places)', 'GET', '/pwa-api/location/latlng/0,0', undefined, 404],
    ['an unknown product (cart)', 'POST', '/pwa-api/api/v4/carts/skus', { skus: [{ sku_id: 999999999 }] }, 404],
    [
      'an auth step out of order',
      'POST',
      `/pwa-api/${P.verifyToken}`,
      { number: '9810000001', verification_token: '123456' },
      400,
    ],
    ['no such API', 'GET', '/pwa-api/nope', undefined, 404],
    ['broken JSON', 'POST', '/pwa-api/api/v4/carts/skus', '{', 400],
  ])('%s', async (_label, method, path, body, status) => {
    const b = await t.browser()
    const res =
      typeof body === 'string'
        ? await b.raw(method, path, body, { 'content-type': 'application/json' })
        : await b.call(method, path, body)
    expect(res.status).toBe(status)
    const error = conforms(ErrorBodySchema, res.body)
    expect(error.message).toBe(error.error.message)
    expect(error.data.errors[0]!.message).not.toBe('')
  })

  test('a missing CSRF token and a rate limit (with Retry-After)', async () => {
    const b = await t.browser()
    const csrf = await b.post('/pwa-api/api/v4/carts/skus', { skus: [{ sku_id: 1 }] }, { 'x-csrf-token': '' })
    expect(csrf.status).toBe(403)
    expect(conforms(ErrorBodySchema, csrf.body).code).toBe('csrf')
    await b.auth(P.createToken, { number: '9810000099' })
    const again = await b.auth(P.createToken, { number: '9810000099' })
    expect(again.status).toBe(429)
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(conforms(ErrorBodySchema, again.body).retry_after).toBe(Number(again.headers.get('retry-after')))
  })
})

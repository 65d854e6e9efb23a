import { afterAll, beforeAll, expect, test } from 'vitest'
import { SIGN_IN_FLASH_COOKIE, SIGN_IN_FORM_ACTION, decodeFlash } from '../../../core/auth/sign-in-form.ts'
import { createApiFixture, type ApiFixture } from '../../../tests/integration/app-fixture.ts'

// POST /auth/sign-in (decision 028) with a body that is no form, found by the boundary fuzz suite
// (tests/integration/fuzz-*.int.test.ts), where reading it was a 500: it reads as an empty form, so the browser is sent
// back to the popup's first step with the first step's own message.

let f: ApiFixture
beforeAll(async () => {
  f = await createApiFixture()
})
afterAll(() => f?.close())

/** The flash the answer sets for the next page (the cookie's value, URL-decoded). */
function flashOf(res: Response) {
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith(`${SIGN_IN_FLASH_COOKIE}=`))
  return decodeFlash(cookie ? decodeURIComponent(cookie.slice(SIGN_IN_FLASH_COOKIE.length + 1).split(';')[0]!) : null)
}

test.each([
  ['JSON', 'application/json', '{"login":"9876543210"}'],
  ['text', 'text/plain', 'login=9876543210'],
  ['a multipart body without its boundary', 'multipart/form-data', '--x\r\n'],
])('%s is answered like an empty form: back to the first step with its message', async (_name, type, body) => {
  const res = await f.request(SIGN_IN_FORM_ACTION, { method: 'POST', headers: { 'content-type': type }, body })
  expect(res.status).toBe(303)
  expect(res.headers.get('location')).toBe('/?login=true')
  const empty = await f.request(SIGN_IN_FORM_ACTION, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: '',
  })
  expect(empty.headers.get('location')).toBe('/?login=true')
  expect(flashOf(res)).toMatchObject({ step: 'entry', error: expect.any(String) })
  expect(flashOf(res)?.error).toBe(flashOf(empty)?.error)
})

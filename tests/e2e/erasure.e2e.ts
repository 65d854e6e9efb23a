import { beforeAll, describe, expect } from 'vitest'
import { callFromPage, codeFor, justNow, outbox, postFromPage, signUpThroughApi } from './auth-helpers.ts'
import { expectNoAxeViolations, expectNoHorizontalOverflow } from './browser.ts'
import { baseURL as base, navigate, test } from './fixtures.ts'
import { deliveredOrder, findCrocin } from './order-helpers.ts'

// Issue 26 §6 (decision 081): a customer with a delivered order erases their account from the profile with the OTP sent
// to their phone, reads what the law kept and why, is signed out, and signing in again with the same number starts a
// new account with no orders. At 360 px, with axe. Its own people: phone block 97206.

const BLOCK = '97206'
let crocin = { id: 0, name: '' }
beforeAll(async () => {
  crocin = await findCrocin(base)
})

const ADDRESS = {
  recipient_name: 'Devika Raghavan',
  phone: '9812345673',
  address: 'Flat 3, Prithviraj Road',
  pincode: '110011',
  address_type: 'home',
  address_name: 'Home',
}

describe('erase my account (issue 26 §6)', () => {
  test('with the OTP: the confirmation says what was kept, the person is signed out, and signing in again is a new account', async ({
    open,
  }) => {
    const { page, allow } = await open({ width: 360 })
    // After the erasure the old session is no one's: the shell's calls may meet a 401 before the page settles.
    allow(/status of 401 \(Unauthorized\)/)
    await navigate(page, '/')
    const { number } = await signUpThroughApi(page, base, BLOCK)
    await deliveredOrder(page, crocin.id, ADDRESS, 'e2e-erasure')

    await navigate(page, '/profile')
    const section = page.getByRole('region', { name: 'Erase my account' })
    await section.getByRole('link', { name: 'Erase my account' }).click()
    await page.getByRole('heading', { level: 1, name: 'Erase my account' }).waitFor()
    const kept = page.getByRole('region', { name: 'What the law makes us keep' })
    expect(await kept.getByText('1 invoice', { exact: true }).count()).toBe(1)
    await expectNoAxeViolations(page)
    await expectNoHorizontalOverflow(page)

    const since = justNow()
    await page.getByRole('button', { name: 'Send OTP' }).click()
    await page
      .getByRole('status')
      .filter({ hasText: `We have sent an OTP to ******${number.slice(-4)}.` })
      .waitFor()
    await page.getByLabel('One Time Password').fill(await codeFor(base, number, since))
    await page.getByRole('button', { name: 'Erase my account permanently' }).click()
    await page.getByRole('heading', { level: 1, name: 'Your account has been erased' }).waitFor()
    expect(new URL(page.url()).pathname).toBe('/profile/erased')
    expect(await page.getByText('1 invoice', { exact: true }).count()).toBe(1)
    await expectNoAxeViolations(page)
    await expectNoHorizontalOverflow(page)
    // Told at the number they had, before it is gone from our records.
    const told = (await outbox(base)).filter((m) => m.to === number && m.at > since && !m.otp)
    expect(told.map((m) => m.text)).toEqual([
      expect.stringMatching(/^Your MedWise account has been erased\. The law makes us keep 1 invoice/),
    ])

    // Signed out.
    expect((await callFromPage(page, 'GET', '/pwa-api/api/v4/profile')).status).toBe(401)

    // The same number signs up as a new account: no orders.
    const again = justNow()
    expect(await postFromPage(page, 'auth/create_token', { number })).toBe(200)
    const verified = await callFromPage(page, 'POST', '/pwa-api/auth/verify_token', {
      number,
      verification_token: await codeFor(base, number, again),
    })
    expect(verified.body.data.user_flags).toEqual({ user_type: 'new', is_email_required: true })
    const email = `r${number.slice(-6)}@example.com`
    const emailSince = justNow()
    expect(await postFromPage(page, 'auth/phone/complete', { number, email })).toBe(200)
    expect(
      await postFromPage(page, 'auth/email/verify_phone_token', {
        number,
        email,
        verification_token: await codeFor(base, email, emailSince),
      }),
    ).toBe(200)
    await navigate(page, '/order/history')
    await page.getByText('You have not ordered anything yet.', { exact: false }).waitFor()
    await expectNoAxeViolations(page)
  })
})

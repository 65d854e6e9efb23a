import type { Page } from 'playwright-core'
import { describe, expect } from 'vitest'
import { codeFor, justNow, signUpThroughApi } from './auth-helpers.ts'
import { expectNoAxeViolations, expectNoHorizontalOverflow } from './browser.ts'
import { baseURL as base, navigate, test } from './fixtures.ts'

// issue 26 §5 (decision 075): the profile at 360 px with axe. A new account (block 97202) saves its name, changes its
// e-mail with the OTP the outbox holds, opts into offers on WhatsApp (a dated consent in the table), and adds a family
// member; then the details form again without JavaScript.

const snack = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text })

async function checked(page: Page) {
  await expectNoAxeViolations(page)
  await expectNoHorizontalOverflow(page)
}

describe('the profile', () => {
  test('details, the e-mail changed by OTP, a preference and a family member', { timeout: 180_000 }, async ({ open }) => {
    const { page, allow } = await open({ width: 360 })
    // The refused name and the wrong code answer 400: the browser logs the form's answer, the page shows the message.
    allow(/status of 400 \(Bad Request\) at .*\/profile\.data/)
    await navigate(page, '/')
    const { number, email } = await signUpThroughApi(page, base, '97202')

    await navigate(page, '/profile')
    await page.getByRole('heading', { level: 1, name: 'My profile' }).waitFor()
    expect(await page.getByText(email, { exact: true }).count()).toBe(1)
    expect(await page.getByText(`+91 ${number}`, { exact: true }).count()).toBe(1)
    // The terms and privacy policy accepted at sign-up, dated.
    const consents = page.getByRole('table')
    expect(await consents.getByRole('row').filter({ hasText: 'Terms and conditions' }).filter({ hasText: 'Given' }).count()).toBe(
      1,
    )
    await checked(page)

    // Details: a name refused by spec 1 §5, then saved.
    await page.getByLabel('Full name').first().fill('Al')
    await page.getByRole('button', { name: 'Save details' }).click()
    await expect.poll(() => page.getByText('Name length should be more than 2').count()).toBe(1)
    expect(await page.getByLabel('Full name').first().getAttribute('aria-invalid')).toBe('true')
    await page.getByLabel('Full name').first().fill('Kavya Iyer')
    await page.getByLabel('Gender').first().selectOption('female')
    await page.getByLabel('Date of birth').fill('1991-08-15')
    await page.getByRole('button', { name: 'Save details' }).click()
    await expect.poll(() => snack(page, 'Your details are saved').count()).toBe(1)
    expect(await page.getByLabel('Full name').first().inputValue()).toBe('Kavya Iyer')

    // The e-mail: a code to the new address, a wrong code refused, the right one changes it.
    const next = `p${number.slice(-6)}@example.com`
    const since = justNow()
    await page.getByLabel('New e-mail').fill(next)
    await page.getByRole('button', { name: 'Send OTP' }).first().click()
    await expect.poll(() => page.getByText(`We sent an OTP to ${next}`).count()).toBe(1)
    const code = await codeFor(base, next, since)
    const wrong = code === '000000' ? '111111' : '000000'
    await page.getByLabel('One Time Password').fill(wrong)
    await page.getByRole('button', { name: 'Verify and change' }).click()
    await expect.poll(() => page.getByText('Incorrect OTP. Please check and try again.').count()).toBe(1)
    await checked(page)
    await page.getByLabel('One Time Password').fill(code)
    await page.getByRole('button', { name: 'Verify and change' }).click()
    await expect.poll(() => snack(page, 'Your e-mail is changed').count()).toBe(1)
    expect(await page.getByText(next, { exact: true }).count()).toBe(1)

    // Offers on WhatsApp: opted into, and the consent dated in the table.
    await page.getByRole('checkbox', { name: 'WhatsApp' }).check()
    await page.getByRole('button', { name: 'Save preferences' }).click()
    await expect.poll(() => snack(page, 'Your communication preferences are saved').count()).toBe(1)
    expect(await page.getByRole('checkbox', { name: 'WhatsApp' }).isChecked()).toBe(true)
    expect(await page.getByRole('checkbox', { name: 'SMS' }).isChecked()).toBe(false)
    const whatsapp = page.getByRole('row').filter({ hasText: 'Offers on WhatsApp' })
    expect(await whatsapp.filter({ hasText: 'Given' }).count()).toBe(1)

    // A family member, with the shared fields.
    await page.getByRole('link', { name: 'Add a family member' }).click()
    await page.getByRole('heading', { level: 3, name: 'Add a family member' }).waitFor()
    await page.locator('#member-name').fill('Rohan Iyer')
    await page.getByLabel('Age in years').fill('8')
    await page.locator('#member-gender').selectOption('male')
    await page.getByLabel('Relation to you').selectOption('child')
    await checked(page)
    await page.getByRole('button', { name: 'Add member' }).click()
    await expect.poll(() => snack(page, 'Rohan Iyer is saved').count()).toBe(1)
    const member = page.getByRole('listitem').filter({ hasText: 'Rohan Iyer' })
    expect(await member.getByText('Child · 8 years · Male').count()).toBe(1)
    await page.getByRole('heading', { level: 2, name: 'Your data' }).waitFor()
    await checked(page)
  })

  test('without JavaScript the details form posts and comes back saved', async ({ open }) => {
    const { page } = await open({ width: 360, javaScript: false })
    await page.goto(`${base}/`)
    await signUpThroughApi(page, base, '97202')
    await page.goto(`${base}/profile`)
    await page.getByLabel('Full name').first().fill('Dev Malhotra')
    await page.getByRole('button', { name: 'Save details' }).click()
    await page.waitForURL(`${base}/profile`)
    await expect.poll(async () => page.getByLabel('Full name').first().inputValue()).toBe('Dev Malhotra')
  })
})

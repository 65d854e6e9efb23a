import { describe, expect } from 'vitest'
import { signInByEmailThroughApi, signUpThroughApi } from './auth-helpers.ts'
import { expectNoAxeViolations, expectNoHorizontalOverflow } from './browser.ts'
import { baseURL as base, navigate, test } from './fixtures.ts'

// Issue 26 §6 (decision 082): a customer raises a grievance from /profile/grievances (the officer's contact beside the
// form), gets its number and due date; customer care finds it by number on /staff/grievances with its clock, answers
// it; the customer reads the answer. At 360 px, with axe. Its own people: phone block 97207; its own staff identity
// (grievance.desk@example.com, signed in from this file only).

const BLOCK = '97207'
const STAFF = 'grievance.desk@example.com'

describe('grievances (issue 26 §6)', () => {
  test('a customer files a grievance, customer care answers it, the customer reads the answer', async ({ open }) => {
    const { page } = await open({ width: 360 })
    await navigate(page, '/')
    await signUpThroughApi(page, base, BLOCK)

    await navigate(page, '/profile/grievances')
    await page.getByRole('heading', { level: 1, name: 'Grievances about your data' }).waitFor()
    await page.getByRole('heading', { name: 'Grievance officer' }).waitFor()
    await expectNoAxeViolations(page)
    await expectNoHorizontalOverflow(page)
    await page.getByLabel('What is it about?').selectOption('correction')
    await page
      .getByLabel('Your grievance', { exact: true })
      .fill('The date of birth on my account is wrong and I cannot change it.')
    await page.getByLabel('Order or booking number (optional)').fill('MW-2026-000042')
    await page.getByRole('button', { name: 'Submit grievance' }).click()

    await page.waitForURL(/\/profile\/grievances\/GRV-\d{4}-\d{6,}\?filed=1$/)
    const number = /GRV-\d{4}-\d{6,}/.exec(page.url())![0]
    const status = page.getByRole('status').filter({ hasText: `Your grievance number is ${number}` })
    await status.waitFor()
    expect(await status.textContent()).toMatch(/we will answer it by \d{1,2} \w+ \d{4}\.$/)
    expect(await page.getByText('Not answered yet.', { exact: false }).count()).toBe(1)
    await expectNoAxeViolations(page)
    await expectNoHorizontalOverflow(page)

    const desk = (await open({ width: 360 })).page
    await navigate(desk, '/')
    await signInByEmailThroughApi(desk, base, STAFF)
    await navigate(desk, '/staff/grievances')
    const card = desk.getByRole('listitem').filter({ has: desk.getByRole('heading', { name: new RegExp(`^${number} `) }) })
    await card.getByText('90 days left').waitFor()
    await expectNoAxeViolations(desk)
    await card.getByRole('button', { name: 'Take it' }).click()
    await desk
      .getByRole('status')
      .filter({ hasText: `Grievance ${number} taken.` })
      .waitFor()
    const answer = 'We have corrected your date of birth. Thank you for telling us.'
    await card.getByLabel('Answer', { exact: true }).fill(answer)
    await card.getByRole('button', { name: 'Send answer' }).click()
    await desk
      .getByRole('status')
      .filter({ hasText: `Grievance ${number} answered.` })
      .waitFor()
    await expectNoAxeViolations(desk)

    await navigate(page, `/profile/grievances/${number}`)
    await page.getByText(answer).waitFor()
    expect(await page.getByText(/^Answered on \d{1,2} \w+ \d{4}$/).count()).toBe(1)
    await navigate(page, '/profile/grievances')
    const mine = page.getByRole('list', { name: 'Your grievances' }).getByRole('listitem').filter({ hasText: number })
    await mine.getByText('Answered', { exact: true }).waitFor()
    await expectNoAxeViolations(page)
  })
})

import type { Page } from 'playwright-core'
import { describe, expect } from 'vitest'
import { signInByEmailThroughApi, signUpThroughApi } from './auth-helpers.ts'
import { expectNoAxeViolations, expectNoHorizontalOverflow } from './browser.ts'
import { baseURL as base, navigate, test } from './fixtures.ts'

// issue 25 §8 (decision 066): Acme's HR (hr.acme@example.com, signed in by e-mail from this file only) uploads a roster
// with a bad row (its line and reason shown, nothing imported), fixes it (imported), tops up one of the new employees
// and sees utilisation, at 360 px with axe; Globex's HR (hr.globex@example.com) gets 404 on Acme's console. Acme's
// roster is shared with other files: this file adds its own employees (ids and phones of its own block, 97101) and
// tops up only them.

const run = String(Date.now()).slice(-5)
const code = (n: number) => `HR${run}-${n}`
const phone = (n: number) => `97101${run}`.slice(0, 9) + String(n)
const HEAD = 'employee_id,name,gender,date_of_birth,work_email,phone,coverage'

async function upload(page: Page, csv: string) {
  await page.getByLabel('Roster file (CSV)').setInputFiles({ name: 'roster.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) })
  await page.getByRole('button', { name: 'Upload and import' }).click()
}

const alert = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text })
const status = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text })

describe('the HR console', () => {
  test('a bad roster is refused with its line and reason, the fixed one imported, a top-up made, utilisation shown', async ({
    open,
  }) => {
    const { page, allow } = await open({ width: 360 })
    // The refused upload answers 400: the browser logs the fetcher's answer; the page shows the rows to fix.
    allow(/status of 400 \(Bad Request\) at .*\/corporate\/acme\/admin\.data/)
    await navigate(page, '/')
    await signInByEmailThroughApi(page, base, 'hr.acme@example.com')
    await navigate(page, '/corporate/acme/admin')
    await page.getByRole('heading', { level: 1, name: 'HR console · Acme Technologies' }).waitFor()
    await expectNoAxeViolations(page)
    await expectNoHorizontalOverflow(page)

    const bad = [
      HEAD,
      `${code(1)},Meera Iyer,female,14/02/1990,meera.${run}@example.com,${phone(1)},self`,
      `${code(2)},,male,,,${phone(2)},self_and_family`,
    ].join('\n')
    await upload(page, bad)
    await alert(page, '1 row of the file needs fixing; nothing was imported').waitFor()
    const rows = page.getByRole('table', { name: 'Rows to fix' }).getByRole('row')
    await expect.poll(() => rows.filter({ hasText: 'Name is missing' }).count()).toBe(1)
    expect(await rows.filter({ hasText: 'Name is missing' }).getByRole('cell').first().textContent()).toBe('3')
    await expectNoAxeViolations(page)
    await expectNoHorizontalOverflow(page)

    // Nothing was imported.
    await navigate(page, `/corporate/acme/admin?q=HR${run}`)
    await page.getByText(`0 employees matching “HR${run}”`).waitFor()

    const good = bad.replace(`${code(2)},,male`, `${code(2)},Kunal Bhat,male`)
    await upload(page, good)
    await status(page, 'Roster imported: 2 added, 0 updated, 0 dependants added.').waitFor()
    await navigate(page, `/corporate/acme/admin?q=HR${run}`)
    await page.getByText(`2 employees matching “HR${run}”`).waitFor()
    const meera = page.getByRole('row').filter({ hasText: 'Meera Iyer' })
    expect(await meera.textContent()).toContain(`+91 ${phone(1)}`)
    expect(await meera.textContent()).toContain('Not linked yet')
    // A covered employee's row offers a self-serve link (made and opened in corporate-journey.e2e.ts).
    expect(await meera.getByRole('button', { name: 'Send a self-serve link to Meera Iyer' }).count()).toBe(1)

    // A top-up of one new employee's medicines wallet.
    await page.getByRole('radio', { name: 'One employee' }).check()
    await page.getByLabel('Employee id (for one employee)').fill(code(1))
    await page.getByLabel('Medicines (₹ each)').fill('750')
    await page.getByRole('button', { name: 'Top up', exact: true }).click()
    await status(page, 'Topped up 1 employee: ₹750 in all.').waitFor()

    const month = new Date().toLocaleDateString('en-IN', { month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' })
    const utilisation = page.getByRole('table', { name: 'By month and benefit, in rupees' })
    await expect
      .poll(() => utilisation.getByRole('row').filter({ hasText: month }).filter({ hasText: 'Medicines' }).count())
      .toBe(1)
    await page.getByRole('table', { name: /People who may take this year’s health check/ }).waitFor()
    expect(await page.getByRole('link', { name: 'Download utilisation (CSV)' }).getAttribute('href')).toMatch(
      /^\/pwa-api\/corporate\/acme\/admin\/exports\/utilisation\.csv\?year=\d{4}$/,
    )
    await expectNoAxeViolations(page)
    await expectNoHorizontalOverflow(page)

    // Edit: end Kunal's cover today; he stays on the roster, not covered from tomorrow.
    await page.getByRole('link', { name: 'Edit Kunal Bhat' }).click()
    await page.getByRole('heading', { name: 'Edit Kunal Bhat' }).waitFor()
    await page.getByRole('button', { name: 'End cover' }).click()
    await status(page, 'Kunal Bhat’s cover ends on').waitFor()
    await expectNoAxeViolations(page)
    // Undone while the last day has not passed (decision 072), then ended again.
    await page.getByRole('form', { name: 'Restore Kunal Bhat’s cover' }).waitFor()
    await page.getByRole('button', { name: 'Restore cover' }).click()
    await status(page, 'Kunal Bhat’s cover is restored.').waitFor()
    expect(await page.getByRole('form', { name: 'Restore Kunal Bhat’s cover' }).count()).toBe(0)
    await expectNoAxeViolations(page)
    await page.getByRole('button', { name: 'End cover' }).click()
    await status(page, 'Kunal Bhat’s cover ends on').waitFor()
  })

  test('Globex’s HR gets 404 on Acme’s console and its API', async ({ open }) => {
    const { page, allow } = await open({ width: 360 })
    allow(/status of 404 \(Not Found\)/)
    await navigate(page, '/')
    await signInByEmailThroughApi(page, base, 'hr.globex@example.com')
    const res = await page.goto(`${base}/corporate/acme/admin`)
    expect(res?.status()).toBe(404)
    const api = await page.request.get(`${base}/pwa-api/corporate/acme/admin/roster`)
    expect(api.status()).toBe(404)
    const own = await page.goto(`${base}/corporate/globex/admin`)
    expect(own?.status()).toBe(200)
    await page.getByRole('heading', { level: 1, name: 'HR console · Globex Pharma' }).waitFor()
    await expectNoAxeViolations(page)
  })

  test('without JavaScript: an HR of a corporate of its own adds an employee, uploads a roster and sends a self-serve link', async ({
    open,
  }) => {
    const { page, allow } = await open({ width: 360, javaScript: false })
    // The refused upload's page comes with its 400 (the browser logs it); the page shows the rows to fix.
    allow(/status of 400 \(Bad Request\) at .*\/corporate\/hr-nojs-\d+\/admin$/)
    await page.goto(`${base}/`)
    const { number } = await signUpThroughApi(page, base, '97101')
    const slug = `hr-nojs-${run}`
    const made = await fetch(`${base}/__dev/corporates`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ slug, name: `No Script ${run} Ltd`, hr_phone: number }),
    })
    expect(made.status).toBe(201)
    await page.goto(`${base}/corporate/${slug}/admin`)
    await page.getByRole('heading', { level: 1, name: `HR console · No Script ${run} Ltd` }).waitFor()

    await page.getByLabel('Employee id', { exact: true }).fill('NJ-1')
    await page.getByLabel('Name', { exact: true }).fill('Farah Khan')
    await page.getByLabel('Mobile number').fill(phone(7))
    await page.getByRole('button', { name: 'Add employee' }).click()
    await status(page, 'Farah Khan (NJ-1) added.').waitFor()

    await upload(page, [HEAD, `NJ-2,Gopal Rao,male,,,${phone(8)},self`, `NJ-3,Gopal Rao,male,,,${phone(8)},self`].join('\n'))
    await alert(page, '1 row of the file needs fixing; nothing was imported').waitFor()
    await page.getByRole('cell', { name: `phone ${phone(8)} is already on line 2` }).waitFor()
    await upload(page, [HEAD, `NJ-2,Gopal Rao,male,,,${phone(8)},self`].join('\n'))
    await status(page, 'Roster imported: 1 added, 0 updated, 0 dependants added.').waitFor()
    await page.getByText('2 employees').waitFor()

    // A self-serve link without JavaScript: the page that answers the post shows it once, in a field to select (the
    // copy button needs JavaScript), and the link shown opens Farah's booking page.
    await page.getByRole('button', { name: 'Send a self-serve link to Farah Khan' }).click()
    await status(page, 'Link for Farah Khan, valid until').waitFor()
    expect(await page.getByRole('button', { name: 'Copy the link for Farah Khan' }).count()).toBe(0)
    const link = await page.getByLabel('Self-serve link for Farah Khan').inputValue()
    expect(link).toMatch(new RegExp(`^${base}/corporate/self-serve/login\\?token=[\\w-]{43}$`))
    await expectNoHorizontalOverflow(page)
    await page.goto(link)
    await page.getByRole('heading', { level: 1, name: 'Book your health check' }).waitFor()
    expect(await page.getByText('Hello Farah Khan.').count()).toBe(1)
  })
})

import { describe, expect } from 'vitest'
import { signInThroughApi } from './auth-helpers.ts'
import { expectNoAxeViolations, expectNoHorizontalOverflow } from './browser.ts'
import { baseURL as base, navigate, test } from './fixtures.ts'

// Issue 24 §1, availability editing: a sample doctor keeps their own hours at /staff/consultations/hours at 360 px:
// adds a window of weekly hours and removes it, is told when a window overlaps, marks a day off and removes it (the
// doctor's hours are left as the seed made them); axe clean. The seeded orthopaedist's number is signed in by this file
// only (the OTP cooldown of one identifier).
const DOCTOR = '9810000028'

/** A date 60 days on (India), as the date field takes it. */
const inSixtyDays = () => new Date(Date.now() + 330 * 60_000 + 60 * 24 * 3600_000).toISOString().slice(0, 10)

describe('a doctor’s hours', () => {
  test('add and remove weekly hours and a day off; an overlap is refused beside the form', async ({ open }) => {
    const { page, allow } = await open({ width: 360 })
    // The refused overlap is the action's 409, which the browser logs; the page shows it beside the form.
    allow(/status of 409 \(Conflict\) at .*\/staff\/consultations\/hours\.data/)
    await navigate(page, '/')
    await signInThroughApi(page, base, DOCTOR)
    await navigate(page, '/staff')
    await page.getByRole('link', { name: 'My hours' }).click()
    await page.waitForURL(/\/staff\/consultations\/hours$/)
    await page.getByRole('heading', { level: 1, name: 'My hours' }).waitFor()
    // The seed: Monday, Wednesday and Friday 16:00–20:00.
    const weekly = page.getByRole('list', { name: 'Every week' }).locator(':scope > li')
    expect(await weekly.count()).toBe(3)
    await expectNoAxeViolations(page)
    await expectNoHorizontalOverflow(page)

    const addHours = page.getByRole('form', { name: 'Add weekly hours' })
    await addHours.getByLabel('Day').selectOption({ label: 'Monday' })
    await addHours.getByLabel('From').fill('19:00')
    await addHours.getByLabel('To').fill('21:00')
    await addHours.getByRole('button', { name: 'Add hours' }).click()
    await expect
      .poll(() => addHours.getByRole('alert').textContent())
      .toBe('These hours overlap your Monday hours 16:00–20:00. Remove those first, or choose other times.')

    await addHours.getByLabel('Day').selectOption({ label: 'Sunday' })
    await addHours.getByLabel('From').fill('06:00')
    await addHours.getByLabel('To').fill('07:00')
    await addHours.getByLabel('Slot length').selectOption('30')
    await addHours.getByRole('button', { name: 'Add hours' }).click()
    await page.getByRole('status').filter({ hasText: 'Hours added.' }).waitFor()
    expect(await weekly.count()).toBe(4)
    expect(await weekly.first().textContent()).toContain('Sunday 06:00–07:00, slots of 30 minutes')
    await page.getByRole('button', { name: 'Remove Sunday 06:00–07:00' }).click()
    await page.getByRole('status').filter({ hasText: 'Hours removed.' }).waitFor()
    expect(await weekly.count()).toBe(3)

    const addException = page.getByRole('form', { name: 'Add a day off or extra hours' })
    await addException.getByLabel('Date').fill(inSixtyDays())
    await addException.getByRole('button', { name: 'Add exception' }).click()
    await page.getByRole('status').filter({ hasText: 'Exception added.' }).waitFor()
    const exceptions = page.getByRole('list', { name: 'Exceptions' }).locator(':scope > li')
    expect(await exceptions.count()).toBe(1)
    expect(await exceptions.first().textContent()).toMatch(/: off all day/)
    await expectNoAxeViolations(page)
    await exceptions
      .first()
      .getByRole('button', { name: /^Remove / })
      .click()
    await page.getByRole('status').filter({ hasText: 'Exception removed.' }).waitFor()
    expect(await page.getByText('No days off or extra hours from today on.').count()).toBe(1)
  })

  test('a customer or a guest gets the 404 page', async () => {
    expect((await fetch(`${base}/staff/consultations/hours`)).status).toBe(404)
  })
})

import type { Locator, Page } from 'playwright-core'
import { describe, expect } from 'vitest'
import { signUpThroughApi } from './auth-helpers.ts'
import { expectNoAxeViolations, expectNoHorizontalOverflow } from './browser.ts'
import { baseURL as base, csrfOf, navigate, test } from './fixtures.ts'

// issue 11 §4 (/labs/cart/patient-page): a guest is sent to sign in, an empty labs cart back to the cart; a signed-in
// account with a labs cart adds two patients (the form's messages first), ticks them for the tests, picks a slot on
// the next day and continues to the address step; axe clean and without sideways scrolling at 360 px; the same
// without JavaScript.

const PAGE = '/labs/cart/patient-page'
const NEXT = '/labs/cart/address-page'
/** A refused form answers 400 (the page shows its messages); the browser logs the status. */
const REFUSED = /status of 400 .* at [^ ]*\/labs\/cart\/patient-page(\.data)?(\?date=[\d-]+)?$/
const CBC = 'Complete Blood Count (CBC)'
const LIPID = 'Lipid Profile' // a fasting test: morning slots only

/** The labs cart through the API (PUT carts/replace, spec 2 §7), as the page's own client calls it. */
async function fillLabsCart(page: Page, ids: number[]) {
  const res = await page.request.put(`${base}/pwa-api/api/v4/carts/replace?types=labs`, {
    headers: { 'x-csrf-token': await csrfOf(page) },
    data: { sku_ids: ids.map((test_id) => ({ test_id })) },
  })
  expect(res.status()).toBe(200)
}

/** The id of the test a labs search finds with this exact name (its Add button). */
async function testIdOf(page: Page, name: string): Promise<number> {
  await page.goto(`${base}/labs?q=${encodeURIComponent(name)}`)
  return Number(await page.getByRole('button', { name: `Add ${name} to cart`, exact: true }).getAttribute('data-test-id'))
}

async function step(page: Page) {
  const res = await page.request.get(`${base}/pwa-api/labs/cart/patient-step`)
  expect(res.status()).toBe(200)
  return ((await res.json()) as { data: any }).data
}

/** The error a field points to (aria-describedby), '' when none. */
async function messageOf(page: Page, field: Locator): Promise<string> {
  const ids = ((await field.getAttribute('aria-describedby')) ?? '').split(' ').filter((id) => id.endsWith('-error'))
  return ids.length ? page.locator(`[id="${ids[0]}"]`).innerText() : ''
}

async function addPatient(page: Page, p: { name: string; age: string; gender: string; relation: string }) {
  const details = page.locator('details', { has: page.getByText('Add a patient') })
  if ((await details.getAttribute('open')) === null) await details.locator('summary').click()
  await page.getByLabel('Full name').fill(p.name)
  await page.getByLabel('Age in years').fill(p.age)
  await page.getByRole('radio', { name: p.gender, exact: true }).check()
  await page.getByLabel('Relation to you').selectOption({ label: p.relation })
  await page.getByRole('button', { name: 'Save patient' }).click()
  await expect.poll(() => page.locator('ul li', { hasText: p.name }).count()).toBe(1)
}

const pathOf = (page: Page) => new URL(page.url()).pathname + new URL(page.url()).search
const testGroup = (page: Page, name: string) => page.getByRole('group', { name: new RegExp(`^${name.replace(/[()]/g, '\\$&')}`) })

describe('the patient page', () => {
  test('a guest is sent to sign in over the labs cart; an empty labs cart goes back to it', async ({ open }) => {
    const { page } = await open()
    await page.goto(`${base}${PAGE}`)
    expect(pathOf(page)).toBe('/labs/cart?login=true')
    await navigate(page, '/')
    await signUpThroughApi(page, base, '98743')
    await page.goto(`${base}${PAGE}`)
    expect(pathOf(page)).toBe('/labs/cart')
  })

  test('two patients ticked for the tests, a slot tomorrow, Continue; axe clean at 360 px', async ({ open }) => {
    const opened = await open({ width: 360 })
    const { page } = opened
    opened.allow(REFUSED)
    await navigate(page, '/')
    await signUpThroughApi(page, base, '98743')
    const ids = [await testIdOf(page, CBC), await testIdOf(page, LIPID)]
    await fillLabsCart(page, ids)
    await navigate(page, PAGE)
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Patients and collection slot')
    expect(await page.getByText('only morning slots before 10:00 AM are shown', { exact: false }).count()).toBe(1)
    await expectNoAxeViolations(page)
    await expectNoHorizontalOverflow(page)

    // The form's messages, each under its field.
    await page.getByRole('button', { name: 'Save patient' }).click()
    await expect.poll(() => messageOf(page, page.getByLabel('Full name'))).toBe('Please enter patient name')
    expect(await messageOf(page, page.getByLabel('Age in years'))).toBe('Please enter an age between 0 and 120')
    expect(await messageOf(page, page.getByLabel('Relation to you'))).toBe('Please choose how they are related to you')
    await expectNoAxeViolations(page)

    await addPatient(page, { name: 'Asha Verma', age: '36', gender: 'Female', relation: 'Myself' })
    await addPatient(page, { name: 'Ravi Verma', age: '41', gender: 'Male', relation: 'Spouse' })

    await testGroup(page, CBC).getByLabel('Asha Verma').check()
    await testGroup(page, CBC).getByLabel('Ravi Verma').check()
    await testGroup(page, LIPID).getByLabel('Ravi Verma').check()
    // Continue before a slot is chosen: the slot's message.
    await page.getByRole('button', { name: 'Continue' }).click()
    await expect.poll(() => page.locator('#slot-error').count()).toBe(1)
    expect(await page.locator('#slot-error').innerText()).toBe('Please choose a collection slot')

    await page.getByRole('link', { name: 'Tomorrow' }).click()
    await expect.poll(() => page.getByRole('link', { name: 'Tomorrow' }).getAttribute('aria-current')).toBe('page')
    const morning = page.getByRole('group', { name: 'Morning' })
    expect(await morning.getByRole('radio').count()).toBe(8)
    expect(await page.getByRole('group', { name: 'Evening' }).count()).toBe(0)
    await expectNoAxeViolations(page)
    await expectNoHorizontalOverflow(page)
    const first = morning.getByRole('radio').first()
    await first.check()
    await page.getByRole('button', { name: 'Continue' }).click()
    await expect.poll(() => new URL(page.url()).pathname).toBe(NEXT)

    const saved = await step(page)
    const byName = new Map<string, number>(saved.patients.map((p: { id: number; name: string }) => [p.name, p.id]))
    expect(saved.visit_patients).toBe(2)
    expect(saved.lines.map((l: { patient_ids: number[] }) => l.patient_ids)).toEqual([
      [byName.get('Asha Verma'), byName.get('Ravi Verma')].sort((a, b) => a! - b!),
      [byName.get('Ravi Verma')],
    ])
    expect(saved.slot).toMatchObject({ label: '6:00 AM – 6:30 AM' })
  })

  test('without JavaScript: add a patient, tick, choose a slot, Continue', async ({ open }) => {
    const opened = await open({ width: 360, javaScript: false })
    const { page } = opened
    opened.allow(REFUSED)
    await page.goto(`${base}/`)
    await signUpThroughApi(page, base, '98743')
    await fillLabsCart(page, [await testIdOf(page, CBC)])
    await page.goto(`${base}${PAGE}`)
    await addPatient(page, { name: 'Meera Iyer', age: '8', gender: 'Female', relation: 'Child' })
    await testGroup(page, CBC).getByLabel('Meera Iyer').check()
    await page.getByRole('button', { name: 'Continue' }).click()
    expect(await page.locator('#slot-error').innerText()).toBe('Please choose a collection slot')
    await page.getByRole('link', { name: 'Tomorrow' }).click()
    await page.getByRole('group', { name: 'Evening' }).getByRole('radio').last().check()
    await testGroup(page, CBC).getByLabel('Meera Iyer').check()
    await page.getByRole('button', { name: 'Continue' }).click()
    expect(new URL(page.url()).pathname).toBe(NEXT)
    const saved = await step(page)
    expect(saved.lines[0].patient_ids).toHaveLength(1)
    expect(saved.slot).toMatchObject({ label: '7:30 PM – 8:00 PM', part: 'evening' })
  })
})

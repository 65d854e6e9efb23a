import type { Page } from 'playwright-core'
import { describe, expect } from 'vitest'
import { expectNoAxeViolations, expectNoHorizontalOverflow, waitForHydration } from './browser.ts'
import { baseURL as base, cartLink, csrfOf, test } from './fixtures.ts'

// issue 11 §3: the labs cart page (/labs/cart) from the full response, the add-test dialog when the cart's lab does not
// offer a test (confirm moves the cart with PUT carts/replace; cancel keeps a partial cart at two labs), with and
// without JavaScript, axe clean and without sideways scrolling at 360 px. Guests in the default city (New Delhi).

const HLA = 'HLA-B27' // only Metropolis Healthcare offers it (server/db/seed-data/lab-catalog.ts EXCLUSIVE_TESTS)
const HLA_LAB = 'Metropolis Healthcare'
const DRUG_ALLERGY = 'Allergy Panel - Drugs' // only SRL Diagnostics
const DRUG_ALLERGY_LAB = 'SRL Diagnostics'

/** The labs cart through the API, as the page's own client calls it (the page's visitor and CSRF token). */
async function replace(page: Page, ids: number[]) {
  const res = await page.request.put(`${base}/pwa-api/api/v4/carts/replace?types=labs`, {
    headers: { 'x-csrf-token': await csrfOf(page) },
    data: { sku_ids: ids.map((test_id) => ({ test_id })) },
  })
  return { status: res.status(), body: (await res.json()) as { data: { lab_name: string | null } } }
}

/** The id of the test a labs search finds first with this exact name (its Add button). */
async function testIdOf(page: Page, name: string): Promise<number> {
  await page.goto(`${base}/labs?q=${encodeURIComponent(name)}`)
  const button = page.getByRole('button', { name: `Add ${name} to cart`, exact: true })
  return Number(await button.getAttribute('data-test-id'))
}

/**
 * A test Metropolis offers whose cheapest lab in the city is another one: in a cart it sits at that lab, and adding
 * HLA-B27 then asks. Found through the replace itself (which picks the cheapest lab); the cart is emptied after.
 */
async function commonTest(page: Page): Promise<{ id: number; name: string; lab: string }> {
  await page.goto(`${base}/labs`)
  const buttons = await page.locator('button[data-test-id]').evaluateAll((els) =>
    els.map((e) => ({
      id: Number(e.getAttribute('data-test-id')),
      name: e.querySelector('.visually-hidden')?.textContent ?? '',
    })),
  )
  const hla = await testIdOf(page, HLA)
  for (const b of buttons) {
    const alone = await replace(page, [b.id])
    if (alone.status !== 200 || alone.body.data.lab_name === HLA_LAB) continue
    const both = await replace(page, [b.id, hla])
    if (both.status === 200) {
      await replace(page, [])
      return { id: b.id, name: b.name.replace(/^ /, '').replace(/ to cart$/, ''), lab: alone.body.data.lab_name! }
    }
  }
  throw new Error('no test in the labs home fits')
}

/** Presses an Add button and waits for the cart action's answer (the header's count moves before it: optimistic). */
async function addAndSettle(page: Page, name: string) {
  await Promise.all([
    page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/cart.data'),
    page.getByRole('button', { name: `Add ${name} to cart`, exact: true }).click(),
  ])
}

const dialogOf = (page: Page) => page.getByRole('dialog')
const snack = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text })
const lineLabs = (page: Page) => page.getByTestId('line-lab').allTextContents()

describe('the labs cart page and the add-test dialog', () => {
  test('add a test, then one its lab does not do: the dialog moves the cart to the lab that does both', async ({ open }) => {
    const { page } = await open({ width: 360 })
    await page.goto(`${base}/labs`)
    await waitForHydration(page)
    const common = await commonTest(page)
    const hla = await testIdOf(page, HLA)

    await page.goto(`${base}/labs?q=${encodeURIComponent(common.name)}`)
    await waitForHydration(page)
    await addAndSettle(page, common.name)
    await expect.poll(() => cartLink(page).getAttribute('aria-label')).toBe('Cart, 1 item')

    await page.goto(`${base}/labs/cart`)
    await page.getByRole('heading', { level: 1, name: 'Lab tests cart' }).waitFor()
    await waitForHydration(page)
    expect(await lineLabs(page)).toEqual([`At ${common.lab}`])
    expect(await page.getByRole('link', { name: /^Select patients & slot/ }).count()).toBe(1)
    await expectNoAxeViolations(page)
    await expectNoHorizontalOverflow(page)
    // The choice an Add sent without JavaScript lands on (axe runs here, where scripts run).
    await page.goto(`${base}/labs/cart?choose=${hla}`)
    await page.getByRole('region', { name: `${common.lab} does not do ${HLA}` }).waitFor()
    await waitForHydration(page)
    await expectNoAxeViolations(page)
    await expectNoHorizontalOverflow(page)

    await page.goto(`${base}/labs?q=${encodeURIComponent(HLA)}`)
    await waitForHydration(page)
    const add = page.getByRole('button', { name: `Add ${HLA} to cart`, exact: true })
    await add.click()
    const dialog = dialogOf(page)
    await dialog.waitFor()
    expect(await dialog.getByRole('heading').textContent()).toBe(`${common.lab} does not do ${HLA}`)
    expect(await dialog.textContent()).toContain(`${HLA_LAB} does all 2 of your tests`)
    await expectNoAxeViolations(page)
    await expectNoHorizontalOverflow(page)
    // Escape closes it without a change, and focus goes back to the Add button.
    await page.keyboard.press('Escape')
    await expect.poll(() => dialog.count()).toBe(0)
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-test-id'))).toBe(String(hla))
    expect(await cartLink(page).getAttribute('aria-label')).toBe('Cart, 1 item')

    await add.click()
    await dialog.waitFor()
    // Focus stays inside: Tab from the last control comes back to the first.
    await dialog.getByRole('button', { name: `Book it at ${HLA_LAB}` }).focus()
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => !!document.activeElement?.closest('dialog'))).toBe(true)
    await dialog.getByRole('button', { name: `Move to ${HLA_LAB}` }).click()
    await expect.poll(() => snack(page, `Your tests are now at ${HLA_LAB}`).count()).toBe(1)
    expect(await dialog.count()).toBe(0)
    await expect.poll(() => cartLink(page).getAttribute('aria-label')).toBe('Cart, 2 items')

    await page.goto(`${base}/labs/cart`)
    await page.getByRole('heading', { level: 1, name: 'Lab tests cart' }).waitFor()
    expect(await page.getByRole('heading', { name: `Your tests at ${HLA_LAB}` }).count()).toBe(1)
    expect(await lineLabs(page)).toEqual([`At ${HLA_LAB}`, `At ${HLA_LAB}`])
    expect(await page.getByTestId('partial-notice').count()).toBe(0)
  })

  test('cancel keeps the cart’s lab: the page says the tests are at 2 labs, each priced on its own', async ({ open }) => {
    const { page } = await open({ width: 360 })
    await page.goto(`${base}/labs`)
    await waitForHydration(page)
    const hla = await testIdOf(page, HLA)
    expect((await replace(page, [hla])).body.data.lab_name).toBe(HLA_LAB)

    await page.goto(`${base}/labs?q=${encodeURIComponent(DRUG_ALLERGY)}`)
    await waitForHydration(page)
    await addAndSettle(page, DRUG_ALLERGY)
    const dialog = dialogOf(page)
    await dialog.waitFor()
    // No lab does both: only keeping it partial is offered.
    expect(await dialog.textContent()).toContain('No lab in New Delhi does all your tests')
    expect(await dialog.getByRole('button', { name: /^Move to/ }).count()).toBe(0)
    await dialog.getByRole('button', { name: `Book it at ${DRUG_ALLERGY_LAB}` }).click()
    await expect.poll(() => snack(page, `Added ${DRUG_ALLERGY}: your tests are now at two labs`).count()).toBe(1)
    expect(await dialog.count()).toBe(0)
    await expect.poll(() => cartLink(page).getAttribute('aria-label')).toBe('Cart, 2 items')

    await page.goto(`${base}/labs/cart`)
    await page.getByRole('heading', { level: 1, name: 'Lab tests cart' }).waitFor()
    await waitForHydration(page)
    const notice = page.getByTestId('partial-notice')
    expect(await notice.textContent()).toMatch(/^Your tests are at 2 labs\./)
    expect(await notice.getByRole('listitem').allTextContents()).toEqual([
      expect.stringMatching(new RegExp(`^${HLA_LAB}: ${HLA} \\(₹`)),
      expect.stringMatching(new RegExp(`^${DRUG_ALLERGY_LAB}: ${DRUG_ALLERGY} \\(₹`)),
    ])
    expect(await lineLabs(page)).toEqual([`At ${HLA_LAB}`, `At ${DRUG_ALLERGY_LAB}`])
    // The bill: the collection fee, or the line that says it is free.
    expect(await page.getByText('Home collection fee').count()).toBe(1)
    await expectNoAxeViolations(page)
    await expectNoHorizontalOverflow(page)

    await page.getByRole('button', { name: `Remove ${HLA}` }).click()
    await expect.poll(() => notice.count()).toBe(0)
    expect(await lineLabs(page)).toEqual([`At ${DRUG_ALLERGY_LAB}`])
  })

  test('without JavaScript the Add lands on the labs cart page with the choice as forms', async ({ open }) => {
    const { page } = await open({ width: 360, javaScript: false })
    await page.goto(`${base}/labs`)
    const common = await commonTest(page)
    const hla = await testIdOf(page, HLA)
    expect((await replace(page, [common.id])).status).toBe(200)

    await page.goto(`${base}/labs?q=${encodeURIComponent(HLA)}`)
    await page.getByRole('button', { name: `Add ${HLA} to cart`, exact: true }).click()
    await page.waitForURL(`${base}/labs/cart?choose=${hla}`)
    const choice = page.getByRole('region', { name: `${common.lab} does not do ${HLA}` })
    await choice.waitFor()
    await expectNoHorizontalOverflow(page)
    await choice.getByRole('button', { name: `Move to ${HLA_LAB}` }).click()
    await page.getByRole('heading', { level: 1, name: 'Lab tests cart' }).waitFor()
    expect(await page.getByRole('region', { name: `${common.lab} does not do ${HLA}` }).count()).toBe(0)
    expect(await lineLabs(page)).toEqual([`At ${HLA_LAB}`, `At ${HLA_LAB}`])
    expect(await snack(page, `Your tests are now at ${HLA_LAB}`).count()).toBe(1)
  })

  test('an empty labs cart says so, and /cp_labs/cart is the same page', async ({ open }) => {
    const { page } = await open({ width: 360 })
    for (const path of ['/labs/cart', '/cp_labs/cart']) {
      const res = await page.goto(`${base}${path}`)
      expect(res!.status()).toBe(200)
      await page.getByRole('heading', { level: 1, name: 'Your labs cart is empty' }).waitFor()
    }
    await expectNoAxeViolations(page)
    await expectNoHorizontalOverflow(page)
  })
})

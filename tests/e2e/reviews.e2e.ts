import { beforeAll, describe, expect } from 'vitest'
import { callFromPage, signUpThroughApi } from './auth-helpers.ts'
import { expectNoAxeViolations, expectNoHorizontalOverflow } from './browser.ts'
import { baseURL as base, navigate, test } from './fixtures.ts'
import { deliveredOrder, findCrocin } from './order-helpers.ts'

// Issue 26 §7–8 (decision 076): a customer with a delivered order rates and reviews its product on /review-rating and
// the product page shows the review; /dashboard/manage-payment lists the card and UPI id saved at the test gateway and
// removes one. At 360 px, with axe. Its own people: phone block 97203.

const BLOCK = '97203'
let crocin = { id: 0, name: '' }
beforeAll(async () => {
  crocin = await findCrocin(base)
})

const ADDRESS = {
  recipient_name: 'Meenakshi Pillai',
  phone: '9812345672',
  address: 'Flat 9, Lodhi Road, Lodhi Colony',
  pincode: '110003',
  address_type: 'home',
  address_name: 'Home',
}

describe('rate and review (issue 26 §7)', () => {
  test('a delivered product is rated and reviewed; its page shows the review', async ({ open }) => {
    const { page, allow } = await open({ width: 360 })
    // The refused short review is the action's 400 (shown beside the form).
    allow(/status of 400 \(Bad Request\) at .*\/review-rating\.data$/)
    await navigate(page, '/')
    await signUpThroughApi(page, base, BLOCK)
    await deliveredOrder(page, crocin.id, ADDRESS, 'e2e-reviews')

    await navigate(page, '/review-rating')
    await page.getByRole('heading', { level: 1, name: 'Rate and review' }).waitFor()
    const item = page
      .getByRole('list', { name: 'What you can rate' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: crocin.name }) })
    expect(await item.getByText(/^Delivered on \d{1,2} \w+ \d{4}$/).count()).toBe(1)
    await expectNoAxeViolations(page)
    await expectNoHorizontalOverflow(page)

    // Too short a review is refused with the form's message; then a good one is saved.
    await item.getByLabel('4 stars').check()
    await item.getByLabel('Your review (optional)').fill('Too short')
    await item.getByRole('button', { name: 'Submit review' }).click()
    await item.getByRole('alert').filter({ hasText: 'Write at least 10 characters, or leave the review empty' }).waitFor()
    const text = `Brought the fever down within the hour (${Date.now()}).`
    await item.getByLabel('Your review (optional)').fill(text)
    await item.getByRole('button', { name: 'Submit review' }).click()
    await item.getByRole('status').filter({ hasText: 'Thank you! Your review is saved.' }).waitFor()
    await expect.poll(() => item.getByRole('img', { name: '4 out of 5 stars' }).count()).toBe(1)
    expect(await item.getByRole('button', { name: 'Update review' }).count()).toBe(1)
    await expectNoAxeViolations(page)

    // The product's page: the rating and the review, as a verified purchase.
    await item.getByRole('link', { name: crocin.name }).click()
    await page.getByRole('heading', { level: 1, name: new RegExp(crocin.name) }).waitFor()
    const section = page.getByRole('region', { name: 'Ratings and reviews' })
    const review = section.getByRole('listitem').filter({ hasText: text })
    expect(await review.count()).toBe(1)
    expect(await review.getByRole('img', { name: '4 out of 5 stars' }).count()).toBe(1)
    expect(await review.getByText('Verified purchase', { exact: false }).count()).toBe(1)
    expect(await section.getByLabel(/^Average rating \d\.\d out of 5$/).count()).toBe(1)
    expect(await section.getByText(/^\d[\d,]* ratings? · verified purchases$/).count()).toBe(1)
    await expectNoAxeViolations(page)
    await expectNoHorizontalOverflow(page)
  })

  test('a guest is sent to sign in; what was never delivered cannot be rated', async ({ open }) => {
    const { page, allow } = await open({ width: 360 })
    allow(/status of 403 \(Forbidden\) at .*\/pwa-api\/api\/v4\/reviews$/)
    await page.goto(`${base}/review-rating`)
    expect(new URL(page.url()).searchParams.get('login')).toBe('true')
    await navigate(page, '/')
    await signUpThroughApi(page, base, BLOCK)
    const refused = await callFromPage(page, 'POST', '/pwa-api/api/v4/reviews', {
      subject: 'product',
      subject_id: crocin.id,
      rating: 5,
    })
    expect(refused.status).toBe(403)
    await navigate(page, '/review-rating')
    expect(await page.getByText(/^Nothing to rate yet\./).count()).toBe(1)
    await expectNoAxeViolations(page)
  })
})

describe('manage payments (issue 26 §8)', () => {
  test('the saved card and UPI id are listed as the gateway masks them; one is removed', async ({ open }) => {
    const { page } = await open({ width: 360 })
    await navigate(page, '/')
    await signUpThroughApi(page, base, BLOCK)
    await navigate(page, '/dashboard/manage-payment')
    expect(await page.getByText(/^No saved cards or UPI IDs\./).count()).toBe(1)

    const card = { method: 'card', network: 'Visa', last4: '4242', expiry_month: 8, expiry_year: 2030 }
    expect((await callFromPage(page, 'POST', '/__dev/payment-methods', card)).status).toBe(201)
    expect((await callFromPage(page, 'POST', '/__dev/payment-methods', { method: 'upi', vpa: 'me****i@okicici' })).status).toBe(
      201,
    )
    await navigate(page, '/dashboard/manage-payment')
    await page.getByRole('heading', { level: 1, name: 'Manage payments' }).waitFor()
    const list = page.getByRole('list', { name: 'Saved payment methods' })
    const visa = list.getByRole('listitem').filter({ hasText: 'Visa ending 4242' })
    expect(await visa.getByText('Expires 08/30').count()).toBe(1)
    expect(await list.getByText('UPI me****i@okicici').count()).toBe(1)
    await expectNoAxeViolations(page)
    await expectNoHorizontalOverflow(page)

    await visa.getByRole('button', { name: 'Remove Visa ending 4242' }).click()
    await page.getByRole('status').filter({ hasText: 'Removed Visa ending 4242.' }).waitFor()
    await expect.poll(() => list.getByText('Visa ending 4242').count()).toBe(0)
    expect(await list.getByText('UPI me****i@okicici').count()).toBe(1)
    await expectNoAxeViolations(page)
    await expectNoHorizontalOverflow(page)
  })
})

import { describe, expect } from 'vitest'
import { signInThroughApi } from './auth-helpers.ts'
import { expectNoAxeViolations, expectNoHorizontalOverflow } from './browser.ts'
import { baseURL as base, navigate, test } from './fixtures.ts'

// Issue 27 §1 (decision 083): the content desk edits the draft of the trust campaign page at /staff/content,
// previews it, publishes it and sees it live, then rolls back to the version before. At 360 px, with axe; a move of a
// block without JavaScript. Its own staff identity: the seeded 'Content Desk' (9810000018, signed in from this file
// only); phone block 97210 for anything else it needs. Versions are found by the numbers the desk's notices give.

const STAFF = '9810000018'
const SLUG = 'trust'

describe('content pages (issue 27 §1)', () => {
  test('the partnership and trust pages at 360 px: their h1, sample notice, no sideways scroll, axe clean', async ({ open }) => {
    const { page } = await open({ width: 360 })
    for (const [path, h1] of [
      ['/partnerships', 'Partner with MedWise'],
      ['/partnerships/products/employers', 'MedWise for employers'],
      ['/partnerships/products/insurers', 'MedWise for insurers'],
      ['/partnerships/products/pharma', 'MedWise for pharma companies'],
      ['/partnerships/products/hospitals-and-clinics', 'MedWise for hospitals and clinics'],
      ['/trust/sawaaluthao', 'Sawaal Uthao: question your medicines'],
    ] as const) {
      await navigate(page, path)
      await page.getByRole('heading', { level: 1, name: h1 }).waitFor()
      await page.getByRole('note').filter({ hasText: 'Sample content' }).waitFor()
      await expectNoAxeViolations(page)
      await expectNoHorizontalOverflow(page)
    }
    // A question opens without a script (details/summary).
    await page.getByText('Can I cut a tablet in half to save money?').click()
    await page.getByText('Only if it has a score line').waitFor()
  })

  test('the content desk edits, previews, publishes and rolls back the trust page', async ({ open }) => {
    const { page: desk, allow } = await open({ width: 360 })
    // The refused save below answers 400 (the form shows why).
    allow(/status of 400 \(Bad Request\) at .*\/staff\/content\/edit\/trust\.data/)
    await navigate(desk, '/')
    await signInThroughApi(desk, base, STAFF)

    await navigate(desk, '/staff/content')
    await desk.getByRole('heading', { level: 1, name: 'Content pages' }).waitFor()
    await expectNoAxeViolations(desk)
    await expectNoHorizontalOverflow(desk)
    await desk.getByRole('link', { name: 'Edit Medicines you can trust', exact: true }).click()
    await desk.getByRole('heading', { level: 1, name: `Edit /${SLUG}` }).waitFor()
    await expectNoAxeViolations(desk)
    await expectNoHorizontalOverflow(desk)

    // What is live now is the baseline the rollback returns to: publish it as it is.
    await desk.getByRole('button', { name: 'Publish the saved draft' }).click()
    const baseline = Number(
      /Published as version (\d+)\./.exec(
        (await desk.getByRole('status').filter({ hasText: 'Published as version' }).textContent()) ?? '',
      )?.[1],
    )
    expect(baseline).toBeGreaterThan(0)

    // Edit the first text block: hostile HTML is sanitised on save.
    const stamp = `Checked by our pharmacists, desk note ${Date.now()}`
    const text = desk.getByRole('group', { name: 'Block 1: Rich text' }).getByLabel('Text (HTML)')
    const before = await text.inputValue()
    await text.fill(`${before}<p>${stamp}<script>alert(1)</script></p>`)
    await desk.getByRole('button', { name: 'Save draft' }).first().click()
    await desk.getByRole('status').filter({ hasText: 'Draft saved.' }).waitFor()
    expect(await desk.getByRole('group', { name: 'Block 1: Rich text' }).getByLabel('Text (HTML)').inputValue()).toBe(
      `${before}<p>${stamp}</p>`,
    )

    // A bad link is refused beside its field, and nothing is saved.
    const cta = desk.getByRole('group', { name: /^Block \d+: Call to action$/ })
    await cta.getByLabel('Button link (a path of this site or https)').fill('javascript:alert(1)')
    await desk.getByRole('button', { name: 'Save draft' }).first().click()
    await desk.getByRole('alert').filter({ hasText: 'The draft was not saved' }).waitFor()
    await cta.getByText('A link is a path on this site or an https address').first().waitFor()
    await expectNoAxeViolations(desk)

    // The preview shows the saved draft as the page (not indexed); the live page does not have it yet.
    await navigate(desk, `/staff/content/preview/${SLUG}`)
    await desk.getByText(stamp).waitFor()
    expect(await desk.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex')
    await expectNoAxeViolations(desk)
    await expectNoHorizontalOverflow(desk)
    const { page: visitor } = await open({ width: 360 })
    await navigate(visitor, `/${SLUG}`)
    await visitor.getByRole('heading', { level: 1, name: 'Medicines you can trust' }).waitFor()
    expect(await visitor.getByText(stamp).count()).toBe(0)

    // Publish: the visitor sees it.
    await navigate(desk, `/staff/content/edit/${SLUG}`)
    await desk.getByRole('button', { name: 'Publish the saved draft' }).click()
    await desk
      .getByRole('status')
      .filter({ hasText: `Published as version ${baseline + 1}.` })
      .waitFor()
    await navigate(visitor, `/${SLUG}`)
    await visitor.getByText(stamp).waitFor()
    expect(await visitor.locator('script:not([src]):not([type])', { hasText: 'alert(1)' }).count()).toBe(0)
    await expectNoAxeViolations(visitor)
    await expectNoHorizontalOverflow(visitor)

    // Roll back to the baseline: a new version, a copy of it; the visitor no longer sees the edit.
    await desk.getByRole('button', { name: `Roll back to version ${baseline}`, exact: true }).click()
    await desk
      .getByRole('status')
      .filter({ hasText: `Rolled back: version ${baseline + 2} is live.` })
      .waitFor()
    await desk.getByText(`a copy of version ${baseline}`).first().waitFor()
    await expectNoAxeViolations(desk)
    await navigate(visitor, `/${SLUG}`)
    await visitor.getByRole('heading', { level: 1, name: 'Medicines you can trust' }).waitFor()
    expect(await visitor.getByText(stamp).count()).toBe(0)

    // Without JavaScript: a block moves in the form (unsaved until the draft is saved).
    const { page: plain, context } = await open({ width: 360, javaScript: false })
    await context.addCookies(await desk.context().cookies())
    await plain.goto(`${base}/staff/content/edit/${SLUG}`)
    const second = await plain.locator('fieldset legend').nth(1).textContent()
    await plain.getByRole('button', { name: 'Move up block 2' }).click()
    await plain.getByRole('status').filter({ hasText: 'Unsaved changes: save the draft to keep them.' }).waitFor()
    expect((await plain.locator('fieldset legend').first().textContent())?.replace(/^Block \d+/, '')).toBe(
      second?.replace(/^Block \d+/, ''),
    )
  })
})

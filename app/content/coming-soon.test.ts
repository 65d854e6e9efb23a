import { describe, expect, test } from 'vitest'
import { CARE_PLAN_DEFAULT_URL, NAV_TABS } from '~/lib/header-menu'
import { COMING_SOON, comingSoonFor } from './coming-soon.ts'

describe('comingSoonFor', () => {
  test.each([
    ['/partnerships', '/partnerships'],
    ['/partnerships/', '/partnerships'],
    // Built (issue 26 §5): the profile.
    ['/profile', undefined],
    // Built (issue 24 §3): my consultations.
    ['/online-doctor-consultation/myconsultation', undefined],
    // Built (issue 24 §8).
    ['/cancer-care/home', undefined],
    // Built (issue 11 §3): no longer coming soon.
    ['/labs/cart', undefined],
    ['/labs', undefined],
    // Built (issue 11 §6).
    ['/labs/mybookings', undefined],
    // Built (issue 24 §2): the consultation home.
    ['/online-doctor-consultation', undefined],
    ['/online-doctor-consultation/other', undefined],
    // Built (issue 26 §7–8).
    ['/review-rating', undefined],
    ['/dashboard/manage-payment', undefined],
    ['/', undefined],
  ])('%s → %s', (path, area) => {
    expect(comingSoonFor(path)?.path).toBe(area)
  })
})

describe('the coming-soon table', () => {
  test('holds the spec’s tabs of areas not built yet, once each', () => {
    const paths = COMING_SOON.map((a) => a.path)
    expect(new Set(paths).size).toBe(paths.length)
    for (const tab of ['/partnerships']) {
      expect(paths).toContain(tab)
    }
    // Built by issue 26.
    expect(paths).not.toContain('/health-record')
    // The built tabs are not in it (the care plan's, issue 23).
    for (const tab of NAV_TABS.filter((t) =>
      ['/', '/labs', '/ayurveda', '/online-doctor-consultation', '/cancer-care/home'].includes(t.to),
    ))
      expect(paths).not.toContain(tab.to)
    expect(paths).not.toContain(CARE_PLAN_DEFAULT_URL)
  })

  test('every entry offers what exists today, as app links', () => {
    for (const area of COMING_SOON) {
      expect(area.today.length).toBeGreaterThan(0)
      for (const l of area.today) expect(l.href).toMatch(/^\/[a-z0-9/-]*$/)
      expect(area.today.map((l) => l.href)).not.toContain(area.path)
    }
  })
})

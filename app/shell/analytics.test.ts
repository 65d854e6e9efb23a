import { describe, expect, test, vi } from 'vitest'
import { GA_EVENT, NATIVE_ANALYTICS_METHOD, PAGE_VIEW_EVENT, track, trackEvent, trackPageView } from './analytics'

describe('analytics (spec 1 §1)', () => {
  test('pushes to dataLayer, creating it', () => {
    const win: { dataLayer?: unknown[] } = {}
    trackPageView('/labs?q=cbc', 'Labs', win)
    trackEvent('footer', 'know_more', 'open', win)
    expect(win.dataLayer).toEqual([
      { event: PAGE_VIEW_EVENT, page_path: '/labs?q=cbc', page_title: 'Labs' },
      { event: GA_EVENT, category: 'footer', action: 'know_more', label: 'open' },
    ])
  })

  test('also sends to the native bridge when one is present', () => {
    const fn = vi.fn()
    const win = { Android: { [NATIVE_ANALYTICS_METHOD]: fn }, dataLayer: [] as unknown[] }
    track('newGAEvent', { action: 'x' }, win)
    expect(fn).toHaveBeenCalledWith(JSON.stringify({ action: 'x', event: 'newGAEvent' }))
    expect(win.dataLayer).toHaveLength(1)
  })

  test('the event name wins over a data key of the same name', () => {
    expect(track('a', { event: 'b' }, {})).toEqual({ event: 'a' })
  })
})

// spec 1 §1 / spec 2 §7: analytics events go to the tracking service's data layer and to the native-app
// bridge when the page runs inside the partner app. Page views are pwaPageViewVirtual, the rest newGAEvent.
import { useEffect } from 'react'
import { useLocation } from 'react-router'
import { GA_EVENT, PAGE_VIEW_EVENT } from '../../core/constants.ts'
import { nativePlatform, sendToNative, type BridgeWindow } from './native-bridge'

export { GA_EVENT, PAGE_VIEW_EVENT }
/** The native method that receives analytics events (both platforms). */
export const NATIVE_ANALYTICS_METHOD = 'trackEvent'

export type AnalyticsEvent = { event: string } & Record<string, unknown>
type AnalyticsWindow = BridgeWindow & { dataLayer?: unknown[] }

/** Sends one event. Does nothing on the server; never throws. */
export function track(event: string, data: Record<string, unknown> = {}, win?: AnalyticsWindow): AnalyticsEvent {
  const entry: AnalyticsEvent = { ...data, event }
  const target = win ?? (typeof window === 'undefined' ? undefined : (window as unknown as AnalyticsWindow))
  if (!target) return entry
  const layer = (target.dataLayer ??= [])
  if (Array.isArray(layer)) layer.push(entry)
  else console.warn('analytics: window.dataLayer is not an array') // spec 2 §8: missing analytics is logged
  // Only when a bridge is present: a plain browser has nothing to log about.
  if (nativePlatform(target)) sendToNative(NATIVE_ANALYTICS_METHOD, entry, { win: target })
  return entry
}

/** spec 1 §1: a newGAEvent with the usual category/action/label triple. */
export function trackEvent(category: string, action: string, label?: string, win?: AnalyticsWindow) {
  return track(GA_EVENT, { category, action, ...(label === undefined ? {} : { label }) }, win)
}

/** spec 1 §1: the virtual page view sent on each client-side page view. */
export function trackPageView(path: string, title?: string, win?: AnalyticsWindow) {
  return track(PAGE_VIEW_EVENT, { page_path: path, ...(title === undefined ? {} : { page_title: title }) }, win)
}

/** Sends pwaPageViewVirtual on the first render in the browser and on every navigation. Render once. */
export function PageViewTracker() {
  const { pathname, search } = useLocation()
  useEffect(() => {
    trackPageView(pathname + search, document.title)
  }, [pathname, search])
  return null
}

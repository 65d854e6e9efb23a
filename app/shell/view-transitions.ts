import { useSyncExternalStore } from 'react'
import { supportsViewTransitions } from '~/lib/view-transitions'

const noop = () => () => {}

/**
 * spec 1 §4.1: View Transitions only where the rule says they work (Chrome on Android ≥ 111) and the browser has
 * the API. False on the server and during hydration, so both renders agree.
 */
export function useViewTransitions(): boolean {
  return useSyncExternalStore(
    noop,
    () => typeof document.startViewTransition === 'function' && supportsViewTransitions(navigator.userAgent),
    () => false,
  )
}

import { createContext, startTransition, useContext, useEffect, useState, type ReactNode } from 'react'

// Whether the page has hydrated: one state for the whole page, set once after hydration as a transition (issue 28 §5).
// Each button that needs JavaScript used to set its own state in an effect; after a hydration those hundreds of
// updates (a /labs page has one per test card) rendered in the same task as its commit, one long task on a phone.
// One transition renders them in slices the browser can interrupt, and a press meanwhile is answered first (the
// page's links and forms work before it, as without JavaScript).
const HydratedContext = createContext(false)

/** Holds the state for the page (root's Layout); its children re-render only where they read it. */
export function HydratedProvider({ children }: { children: ReactNode }) {
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => startTransition(() => setHydrated(true)), [])
  return (
    <HydratedContext value={hydrated}>
      <HydratedMarker />
      {children}
    </HydratedContext>
  )
}

/**
 * `data-hydrated="true"` on the document once every reader of the state has rendered as hydrated: a marker for tests
 * and styles that the page is interactive.
 */
function HydratedMarker() {
  const hydrated = useHydrated()
  useEffect(() => {
    if (hydrated) document.documentElement.dataset.hydrated = 'true'
  }, [hydrated])
  return null
}

/** False on the server and until the page has hydrated: buttons that need JavaScript stay links or forms until then. */
export function useHydrated(): boolean {
  return useContext(HydratedContext)
}

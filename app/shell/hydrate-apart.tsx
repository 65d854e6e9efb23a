import { Suspense, type ReactNode } from 'react'

/**
 * A part of a long page that hydrates on its own (issue 28 §5). React hydrates the page's shell first and each
 * Suspense boundary after it in a task of its own, yielding to the browser between them, so a page of a thousand
 * elements no longer hydrates in one long task, and a tap meanwhile is answered first (selective hydration). Nothing
 * inside suspends: on the server the boundary renders inline, and the fallback is never shown.
 */
export function HydrateApart({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>
}

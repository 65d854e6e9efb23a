import { useEffect, useState, useSyncExternalStore } from 'react'
import { SNACK_BAR_MS } from '../../core/constants.ts'
import styles from './snack-bar.module.css'

// spec 1 §2.1 / §9: the shell's snack bar, shown for 3,000 ms unless told otherwise. A tiny store rather
// than a context, so any component (or a non-React module) can call showSnackBar().
type Snack = { id: number; message: string } | null
let current: Snack = null
let nextId = 1
let timer: ReturnType<typeof setTimeout> | null = null
const listeners = new Set<() => void>()

function emit() {
  for (const listener of listeners) listener()
}

export function showSnackBar(message: string, durationMs: number = SNACK_BAR_MS) {
  if (timer) clearTimeout(timer)
  current = { id: nextId++, message }
  emit()
  timer = setTimeout(hideSnackBar, durationMs)
}

/** What the snack bar shows now (tests and non-React callers). */
export function currentSnack(): Snack {
  return current
}

export function hideSnackBar() {
  if (timer) clearTimeout(timer)
  timer = null
  current = null
  emit()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useSnackBar(): Snack {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  )
}

/**
 * The live region is always in the page so screen readers announce each new message. `notice` is a message the server
 * rendered (the outcome of a cart form sent without JavaScript): shown as it is without JavaScript, and handed to the
 * store after hydration so it hides after the usual time.
 */
export function SnackBar({ notice = null }: { notice?: string | null }) {
  const [serverNotice, setServerNotice] = useState(notice)
  useEffect(() => {
    if (!notice) return
    showSnackBar(notice)
    setServerNotice(null)
  }, [notice])
  const snack = useSnackBar() ?? (serverNotice ? { id: 0, message: serverNotice } : null)
  return (
    <div role="status" aria-live="polite" className={styles.region}>
      {snack && (
        <p key={snack.id} className={styles.snack}>
          {snack.message}
        </p>
      )}
    </div>
  )
}

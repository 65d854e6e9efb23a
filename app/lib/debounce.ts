import { DEBOUNCE_MS } from '../../core/constants.ts'

export type Debouncer<A extends unknown[]> = {
  call: (...args: A) => void
  cancel: () => void
  flush: () => void
}

// spec 1 §5 / §9: suggestions are debounced by 300 ms: only the last call within the wait runs.
export function createDebouncer<A extends unknown[]>(fn: (...args: A) => void, waitMs: number = DEBOUNCE_MS): Debouncer<A> {
  let timer: ReturnType<typeof setTimeout> | null = null
  let pending: A | null = null
  const cancel = () => {
    if (timer !== null) clearTimeout(timer)
    timer = null
    pending = null
  }
  const flush = () => {
    const args = pending
    cancel()
    if (args) fn(...args)
  }
  return {
    call(...args: A) {
      if (timer !== null) clearTimeout(timer)
      pending = args
      timer = setTimeout(flush, waitMs)
    },
    cancel,
    flush,
  }
}

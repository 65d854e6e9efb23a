// A poll that runs only while the page is visible, at most once every `intervalMs` (issue 24 §2: the consultation
// home's 'consult now' is kept live without costing a hidden tab anything). Started, it waits a whole interval (the
// page was server-rendered with fresh figures); hidden, it stops; visible again, it runs at once when the last run is
// an interval old, else when it will be. A run still on its way is never doubled.

export interface VisiblePollDeps {
  /** Whether the page is visible now (document.visibilityState). */
  visible: () => boolean
  /** Called with a listener for the page's visibility changes; returns the unsubscribe. */
  onVisibilityChange: (listener: () => void) => () => void
  now?: () => number
}

export function startVisiblePoll(run: () => Promise<void>, intervalMs: number, deps: VisiblePollDeps): () => void {
  const now = deps.now ?? Date.now
  let last = now()
  let timer: ReturnType<typeof setTimeout> | null = null
  let running = false
  let stopped = false
  const clear = () => {
    if (timer !== null) clearTimeout(timer)
    timer = null
  }
  const schedule = () => {
    clear()
    if (stopped || running || !deps.visible()) return
    timer = setTimeout(tick, Math.max(0, last + intervalMs - now()))
  }
  async function tick() {
    timer = null
    if (stopped || running || !deps.visible()) return
    running = true
    last = now()
    try {
      await run()
    } catch {
      // A failed poll keeps the figures shown; the next one tries again.
    } finally {
      running = false
      schedule()
    }
  }
  const unsubscribe = deps.onVisibilityChange(() => (deps.visible() ? schedule() : clear()))
  schedule()
  return () => {
    stopped = true
    clear()
    unsubscribe()
  }
}

/** The browser's page visibility, for startVisiblePoll. */
export const documentVisibility: VisiblePollDeps = {
  visible: () => document.visibilityState === 'visible',
  onVisibilityChange: (listener) => {
    document.addEventListener('visibilitychange', listener)
    return () => document.removeEventListener('visibilitychange', listener)
  },
}

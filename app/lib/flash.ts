// spec 1 §2.7 / §9: a message shown for a fixed time (the footer's 'sms sent', 3000 ms) and then
// hidden. Kept free of React so the timing is tested with fake timers; the footer wraps it in state.

export type Flash = {
  /** Show (again): restarts the time, so a second send keeps the message up for the full time. */
  show: () => void
  hide: () => void
  /** Stop the timer without calling back (unmount). */
  dispose: () => void
}

export function createFlash(durationMs: number, onChange: (visible: boolean) => void): Flash {
  let timer: ReturnType<typeof setTimeout> | undefined
  const clear = () => {
    if (timer !== undefined) clearTimeout(timer)
    timer = undefined
  }
  return {
    show() {
      clear()
      onChange(true)
      timer = setTimeout(() => {
        timer = undefined
        onChange(false)
      }, durationMs)
    },
    hide() {
      clear()
      onChange(false)
    },
    dispose: clear,
  }
}

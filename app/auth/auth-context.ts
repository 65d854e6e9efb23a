import { createContext, useCallback, useContext, useRef, useState, type Dispatch } from 'react'
import { messageOf } from './auth-api'
import type { VerifyStep } from '../../core/auth/flow.ts'
import type { AuthAction, AuthState } from '../../core/auth/state.ts'

// What every screen of the popup shares: the state, its dispatch, and the ways out of the flow.
export type CompleteStep = Extract<VerifyStep, { kind: 'complete' }>
export type AuthFlowApi = {
  state: AuthState
  dispatch: Dispatch<AuthAction>
  /** spec 1 §4.5: sign-in is complete (user_data received). */
  complete: (step: CompleteStep) => void
  /** A failed call: the auth config's onFailure hears about it. */
  fail: (message: string) => void
  /** spec 1 §2.9: Need Help was sent — the popup closes and the thank-you modal shows. */
  helpSent: () => void
}

export const AuthFlowContext = createContext<AuthFlowApi | null>(null)

export function useAuthFlow(): AuthFlowApi {
  const api = useContext(AuthFlowContext)
  if (!api) throw new Error('useAuthFlow() outside the auth popup')
  return api
}

/**
 * spec 1 §4.5 'Buttons': while a request runs the button is busy and repeat submits are ignored (a ref, so two
 * clicks in the same frame cannot both start a request).
 */
export function useBusy(): { busy: boolean; run: (task: () => Promise<void>) => Promise<void> } {
  const running = useRef(false)
  const [busy, setBusy] = useState(false)
  const run = useCallback(async (task: () => Promise<void>) => {
    if (running.current) return
    running.current = true
    setBusy(true)
    try {
      await task()
    } finally {
      running.current = false
      setBusy(false)
    }
  }, [])
  return { busy, run }
}

/**
 * One screen's request: busy while it runs (useBusy), and its one error — a failed call's message (spec 1 §8),
 * which the auth config's onFailure also hears. onFailure here lets a screen read the failure (e.g. a warning).
 */
export function useStep() {
  const { fail } = useAuthFlow()
  const { busy, run } = useBusy()
  const [error, setError] = useState<string | null>(null)
  const attempt = useCallback(
    (task: () => Promise<void>, onFailure?: (failure: unknown) => void) =>
      run(async () => {
        try {
          await task()
        } catch (failure) {
          const message = messageOf(failure)
          setError(message)
          onFailure?.(failure)
          fail(message)
        }
      }),
    [run, fail],
  )
  /** A field check before the request: shows its message; true when there is none. */
  const check = useCallback((invalid: string | null) => {
    setError(invalid)
    return invalid === null
  }, [])
  return { busy, error, setError, check, attempt }
}

import { useCallback } from 'react'
import { SERVER_ERROR_TEXT } from '../../core/constants.ts'
import { nextStepAfterEntry, nextStepAfterVerify } from '../../core/auth/flow.ts'
import { useAuthFlow } from './auth-context'
import type { ConflictInfo } from '../../core/auth/state.ts'
import type { AuthSuccess } from '../../contracts/auth'

/**
 * spec 1 §4.5 'OTP verify': applies a verify answer — completes the sign-in, or stores what the server said and
 * moves to the screen it asks for. Returns an error message when the answer leads nowhere.
 */
export function useApplyVerify(): (data: AuthSuccess['data']) => string | null {
  const { state, dispatch, complete } = useAuthFlow()
  return useCallback(
    (data) => {
      const step = nextStepAfterVerify(data, state)
      if (step.kind === 'complete') {
        complete(step)
        return null
      }
      dispatch({ type: 'info', info: step.info })
      if (step.kind === 'unknown') return SERVER_ERROR_TEXT
      dispatch({ type: 'conflict', conflict: step.conflict })
      dispatch({ type: 'go', screen: step.screen })
      return null
    },
    [state, dispatch, complete],
  )
}

/**
 * spec 1 §4.5 'Email list' / 'Email entry' / 'Phone entry': with user_data the sign-in completes; with
 * is_otp_required the conflict info takes what the step chose and OtpConflict opens. Returns an error message when
 * the answer leads nowhere.
 */
export function useApplyEntry(): (data: AuthSuccess['data'], conflict: Partial<ConflictInfo>) => string | null {
  const { state, dispatch, complete } = useAuthFlow()
  return useCallback(
    (data, conflict) => {
      const next = nextStepAfterEntry(data, state)
      if (next.kind === 'complete') {
        complete(next.step)
        return null
      }
      if (next.kind === 'unknown') return SERVER_ERROR_TEXT
      dispatch({ type: 'conflict', conflict })
      dispatch({ type: 'go', screen: 'OtpConflict' })
      return null
    },
    [state, dispatch, complete],
  )
}

import { useState } from 'react'
import { BUTTON_LABELS } from '../../../core/constants.ts'
import { AUTH_TEXTS } from '../../../core/auth/texts.ts'
import { validatePhone } from '../../../core/fields/validation.ts'
import { AuthFailure, authPost } from '../auth-api'
import { useAuthFlow, useStep } from '../auth-context'
import { phoneEntryPath } from '../../../core/auth/flow.ts'
import type { ConflictInfo } from '../../../core/auth/state.ts'
import { PhoneField, StepForm, SubmitButton } from '../ui'
import { useApplyEntry } from '../use-verify-step'

/**
 * spec 1 §2.9 'Phone entry' / §4.5 / §8: an e-mail user gives a phone number. user_data completes the sign-in;
 * is_otp_required → OtpConflict ('Verify mobile number'). An error may carry a warning, which opens the warning
 * dialog (and, for MERGE, the way to the merge).
 */
export function PhoneConflictScreen() {
  const { state, dispatch } = useAuthFlow()
  const applyEntry = useApplyEntry()
  const { busy, error, setError, check, attempt } = useStep()
  const [phone, setPhone] = useState(state.info.phone || state.conflictInfo.number)

  function submit() {
    const number = phone.trim()
    if (!check(validatePhone(number))) return
    // The number the OTP, the resends and the merge use.
    const conflict: Partial<ConflictInfo> = { number, requiredDetail: 'phone', conflictEmail: '' }
    void attempt(
      async () => {
        dispatch({ type: 'conflict', conflict })
        if (state.info.phone) dispatch({ type: 'info', info: { phone: number } })
        const data = await authPost({
          path: phoneEntryPath(state.conflictInfo),
          body: { number, email: state.info.email, otp_on_call: false },
        })
        const problem = applyEntry(data, conflict)
        if (problem) throw new Error(problem)
      },
      (failure) => {
        if (failure instanceof AuthFailure && failure.body?.warning) dispatch({ type: 'warning', warning: failure.body.warning })
      },
    )
  }

  return (
    <StepForm onSubmit={submit} blocked={error !== null}>
      <PhoneField
        label={AUTH_TEXTS.phoneEntryLabel}
        value={phone}
        error={error}
        focusOnMount={state.modalName === null}
        onValue={(value) => {
          setPhone(value)
          setError(null)
        }}
      />
      <SubmitButton busy={busy}>{BUTTON_LABELS.continue}</SubmitButton>
    </StepForm>
  )
}

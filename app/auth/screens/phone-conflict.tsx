import { useState, type FormEvent } from 'react'
import { AUTH_TEXTS, BUTTON_LABELS, PHONE_LENGTH, PHONE_PREFIX, SERVER_ERROR_TEXT } from '~/lib/constants'
import { validatePhone } from '~/lib/validation'
import { AuthFailure, authPost } from '../auth-api'
import { useAuthFlow, useBusy } from '../auth-context'
import { nextStepAfterEntry, phoneEntryPath } from '../auth-flow'
import { Field, SubmitButton } from '../ui'
import styles from '../auth.module.css'

/**
 * spec 1 §2.9 'Phone entry' / §4.5 / §8: an e-mail user gives a phone number. user_data completes the sign-in;
 * is_otp_required → OtpConflict ('Verify mobile number'). An error may carry a warning, which opens the warning
 * dialog (and, for MERGE, the way to the merge).
 */
export function PhoneConflictScreen() {
  const { state, dispatch, complete, fail } = useAuthFlow()
  const { busy, run } = useBusy()
  const [phone, setPhone] = useState(state.info.phone || state.conflictInfo.number)
  const [error, setError] = useState<string | null>(null)

  function submit(event: FormEvent) {
    event.preventDefault()
    const number = phone.trim()
    const invalid = validatePhone(number)
    setError(invalid)
    if (invalid) return
    void run(async () => {
      // The number the OTP, the resends and the merge use.
      dispatch({ type: 'conflict', conflict: { number, requiredDetail: 'phone', conflictEmail: '' } })
      if (state.info.phone) dispatch({ type: 'info', info: { phone: number } })
      try {
        const data = await authPost({
          path: phoneEntryPath(state.conflictInfo),
          body: { number, email: state.info.email, otp_on_call: false },
        })
        const next = nextStepAfterEntry(data, state)
        if (next.kind === 'complete') return complete(next.step)
        if (next.kind === 'unknown') return setError(SERVER_ERROR_TEXT)
        dispatch({ type: 'go', screen: 'OtpConflict' })
      } catch (failure) {
        const message = failure instanceof AuthFailure ? failure.message : String(failure)
        setError(message)
        if (failure instanceof AuthFailure && failure.body?.warning) dispatch({ type: 'warning', warning: failure.body.warning })
        fail(message)
      }
    })
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <Field
        label={AUTH_TEXTS.phoneEntryLabel}
        name="phone"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        prefix={PHONE_PREFIX}
        maxLength={PHONE_LENGTH}
        value={phone}
        error={error}
        focusOnMount={state.modalName === null}
        onChange={(e) => {
          setPhone(e.target.value.replace(/\D/g, ''))
          setError(null)
        }}
      />
      <SubmitButton busy={busy}>{BUTTON_LABELS.continue}</SubmitButton>
    </form>
  )
}

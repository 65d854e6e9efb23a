import { useState, type FormEvent } from 'react'
import { AUTH_TEXTS, BUTTON_LABELS, SERVER_ERROR_TEXT } from '~/lib/constants'
import { validateEmail } from '~/lib/validation'
import { AuthFailure, authPost } from '../auth-api'
import { useAuthFlow, useBusy } from '../auth-context'
import { emailEntryPath, nextStepAfterEntry, signInNumber } from '../auth-flow'
import { Field, SubmitButton } from '../ui'
import styles from '../auth.module.css'

/**
 * spec 1 §2.9 'Email entry' / §4.5: a new phone user (or one choosing a new address in a conflict) gives an
 * e-mail. user_data completes the sign-in; is_otp_required stores it as the conflict e-mail → OtpConflict.
 */
export function EmailConflictScreen() {
  const { state, dispatch, complete, fail } = useAuthFlow()
  const { busy, run } = useBusy()
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string | null>(null)

  function submit(event: FormEvent) {
    event.preventDefault()
    const value = email.trim()
    const invalid = validateEmail(value)
    setError(invalid)
    if (invalid) return
    void run(async () => {
      try {
        const data = await authPost({
          path: emailEntryPath(state.conflictInfo),
          body: { number: signInNumber(state), email: value },
        })
        const next = nextStepAfterEntry(data, state)
        if (next.kind === 'complete') return complete(next.step)
        if (next.kind === 'unknown') return setError(SERVER_ERROR_TEXT)
        dispatch({ type: 'conflict', conflict: { conflictEmail: value, requiredDetail: 'email' } })
        dispatch({ type: 'go', screen: 'OtpConflict' })
      } catch (failure) {
        const message = failure instanceof AuthFailure ? failure.message : String(failure)
        setError(message)
        fail(message)
      }
    })
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p className={styles.text}>{AUTH_TEXTS.emailEntryText}</p>
      <Field
        label={AUTH_TEXTS.emailLabel}
        name="email"
        type="email"
        autoComplete="email"
        value={email}
        error={error}
        onChange={(e) => {
          setEmail(e.target.value)
          setError(null)
        }}
      />
      <SubmitButton busy={busy}>{BUTTON_LABELS.continue}</SubmitButton>
    </form>
  )
}

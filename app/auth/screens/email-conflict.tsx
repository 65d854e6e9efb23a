import { useState } from 'react'
import { BUTTON_LABELS } from '../../../core/constants.ts'
import { AUTH_TEXTS } from '../../../core/auth/texts.ts'
import { validateEmail } from '../../../core/fields/validation.ts'
import { authPost } from '../auth-api'
import { useAuthFlow, useStep } from '../auth-context'
import { emailEntryPath, signInNumber } from '../../../core/auth/flow.ts'
import { EmailField, StepForm, SubmitButton } from '../ui'
import { useApplyEntry } from '../use-verify-step'
import styles from '../auth.module.css'

/**
 * spec 1 §2.9 'Email entry' / §4.5: a new phone user (or one choosing a new address in a conflict) gives an
 * e-mail. user_data completes the sign-in; is_otp_required stores it as the conflict e-mail → OtpConflict.
 */
export function EmailConflictScreen() {
  const { state } = useAuthFlow()
  const applyEntry = useApplyEntry()
  const { busy, error, setError, check, attempt } = useStep()
  const [email, setEmail] = useState('')

  function submit() {
    const value = email.trim()
    if (!check(validateEmail(value))) return
    void attempt(async () => {
      const data = await authPost({
        path: emailEntryPath(state.conflictInfo),
        body: { number: signInNumber(state), email: value },
      })
      const problem = applyEntry(data, { conflictEmail: value, requiredDetail: 'email' })
      if (problem) throw new Error(problem)
    })
  }

  return (
    <StepForm onSubmit={submit} blocked={error !== null}>
      <p className={styles.text}>{AUTH_TEXTS.emailEntryText}</p>
      <EmailField
        value={email}
        error={error}
        onValue={(value) => {
          setEmail(value)
          setError(null)
        }}
      />
      <SubmitButton busy={busy}>{BUTTON_LABELS.continue}</SubmitButton>
    </StepForm>
  )
}

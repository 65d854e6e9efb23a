import { useId, useRef, useState } from 'react'
import { BUTTON_LABELS } from '../../../core/constants.ts'
import { AUTH_TEXTS } from '../../../core/auth/texts.ts'
import { authPost } from '../auth-api'
import { useAuthFlow, useStep } from '../auth-context'
import { signInNumber, stripTags } from '../../../core/auth/flow.ts'
import { AUTH_PATHS } from '../../../core/auth/paths.ts'
import { AsideLink, FieldError, StepForm, SubmitButton, useFocus } from '../ui'
import { useApplyEntry } from '../use-verify-step'
import styles from '../auth.module.css'

const NEW_EMAIL = '\u0000new'

/**
 * spec 1 §2.9 'Email conflict list' / §4.5: older accounts share this phone; pick one of their (masked) e-mails,
 * sent back as shown, or enter a new one. is_otp_required → OtpConflict ('Verify email id').
 */
export function ConflictEmailListScreen() {
  const { state, dispatch } = useAuthFlow()
  const applyEntry = useApplyEntry()
  const { busy, error, setError, attempt } = useStep()
  const { conflictInfo } = state
  const [choice, setChoice] = useState(conflictInfo.optionsList[0] ?? NEW_EMAIL)
  const name = useId()
  const firstRef = useRef<HTMLInputElement>(null)
  useFocus(firstRef, 'mount')

  function submit() {
    if (choice === NEW_EMAIL) {
      dispatch({ type: 'go', screen: 'EmailConflict' })
      return
    }
    void attempt(async () => {
      const data = await authPost({
        path: AUTH_PATHS.phoneConflictResolve,
        body: { number: signInNumber(state), email: choice },
      })
      const problem = applyEntry(data, { conflictEmail: choice, requiredDetail: 'email' })
      if (problem) throw new Error(problem)
    })
  }

  const options = [
    ...conflictInfo.optionsList.map((email) => ({ value: email, label: email })),
    { value: NEW_EMAIL, label: AUTH_TEXTS.enterNewEmail },
  ]
  return (
    <StepForm onSubmit={submit} blocked={error !== null}>
      {conflictInfo.description && <p className={styles.text}>{stripTags(conflictInfo.description)}</p>}
      <fieldset
        className={styles.options}
        onKeyDown={(event) => {
          // spec 1 §4.5: Enter submits here too (browsers differ on Enter in a radio group).
          if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement)) return
          event.preventDefault()
          event.currentTarget.form?.requestSubmit()
        }}
      >
        <legend className={styles.label}>{AUTH_TEXTS.chooseEmail}</legend>
        {options.map((option, index) => (
          <label key={option.value} className={styles.option}>
            <input
              ref={index === 0 ? firstRef : undefined}
              type="radio"
              name={name}
              value={option.value}
              checked={choice === option.value}
              onChange={() => {
                setChoice(option.value)
                setError(null)
              }}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </fieldset>
      {conflictInfo.cta && (
        <AsideLink onClick={() => dispatch({ type: 'modal', modalName: 'knowMore' })}>{conflictInfo.cta.text}</AsideLink>
      )}
      {/* spec 1 §8: the conflict list shows its error above the button. */}
      <FieldError message={error} />
      <SubmitButton busy={busy}>{BUTTON_LABELS.continue}</SubmitButton>
    </StepForm>
  )
}

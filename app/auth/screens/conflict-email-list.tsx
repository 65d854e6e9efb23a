import { useId, useRef, useState, type FormEvent } from 'react'
import { AUTH_TEXTS, BUTTON_LABELS, SERVER_ERROR_TEXT } from '~/lib/constants'
import { AuthFailure, authPost } from '../auth-api'
import { useAuthFlow, useBusy } from '../auth-context'
import { nextStepAfterEntry, signInNumber, stripTags } from '../auth-flow'
import { AUTH_PATHS } from '../wire'
import { FieldError, LinkButton, SubmitButton, useFocus } from '../ui'
import styles from '../auth.module.css'

const NEW_EMAIL = '\u0000new'

/**
 * spec 1 §2.9 'Email conflict list' / §4.5: older accounts share this phone; pick one of their (masked) e-mails,
 * sent back as shown, or enter a new one. is_otp_required → OtpConflict ('Verify email id').
 */
export function ConflictEmailListScreen() {
  const { state, dispatch, complete, fail } = useAuthFlow()
  const { busy, run } = useBusy()
  const { conflictInfo } = state
  const [choice, setChoice] = useState(conflictInfo.optionsList[0] ?? NEW_EMAIL)
  const [error, setError] = useState<string | null>(null)
  const name = useId()
  const firstRef = useRef<HTMLInputElement>(null)
  useFocus(firstRef, 'mount')

  function submit(event: FormEvent) {
    event.preventDefault()
    if (choice === NEW_EMAIL) {
      dispatch({ type: 'go', screen: 'EmailConflict' })
      return
    }
    void run(async () => {
      try {
        const data = await authPost({
          path: AUTH_PATHS.phoneConflictResolve,
          body: { number: signInNumber(state), email: choice },
        })
        const next = nextStepAfterEntry(data, state)
        if (next.kind === 'complete') return complete(next.step)
        if (next.kind === 'unknown') return setError(SERVER_ERROR_TEXT)
        dispatch({ type: 'conflict', conflict: { conflictEmail: choice, requiredDetail: 'email' } })
        dispatch({ type: 'go', screen: 'OtpConflict' })
      } catch (failure) {
        const message = failure instanceof AuthFailure ? failure.message : String(failure)
        setError(message)
        fail(message)
      }
    })
  }

  const options = [
    ...conflictInfo.optionsList.map((email) => ({ value: email, label: email })),
    { value: NEW_EMAIL, label: AUTH_TEXTS.enterNewEmail },
  ]
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {conflictInfo.description && <p className={styles.text}>{stripTags(conflictInfo.description)}</p>}
      <fieldset className={styles.options}>
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
        <p className={styles.aside}>
          <LinkButton onClick={() => dispatch({ type: 'modal', modalName: 'knowMore' })}>{conflictInfo.cta.text}</LinkButton>
        </p>
      )}
      {/* spec 1 §8: the conflict list shows its error above the button. */}
      <FieldError message={error} />
      <SubmitButton busy={busy}>{BUTTON_LABELS.continue}</SubmitButton>
    </form>
  )
}

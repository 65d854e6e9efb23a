import { useId, useRef, useState } from 'react'
import { BUTTON_LABELS } from '../../../core/constants.ts'
import { AUTH_TEXTS } from '../../../core/auth/texts.ts'
import { validate } from '../../../core/fields/validation.ts'
import { postLoginHelp, trackAuthSuccess } from '../auth-api'
import { useAuthFlow, useBusy } from '../auth-context'
import { CaptchaCheck } from '../captcha-check'
import { EmailField, FieldError, LinkButton, StepForm, SubmitButton, useFocus } from '../ui'
import styles from '../auth.module.css'

/**
 * spec 1 §2.9 'Need Help' / §5 / §8: e-mail, query (at least 15 characters) and the captcha; 'Submit' → on the
 * reply 'success' the popup closes and the thank-you modal shows; otherwise the message shows under the query.
 */
export function NeedHelpScreen() {
  const { state, dispatch, helpSent, fail } = useAuthFlow()
  const { busy, run } = useBusy()
  const [email, setEmail] = useState(state.info.email)
  const [query, setQuery] = useState('')
  const [token, setToken] = useState<string | null>(null)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const queryId = useId()
  const queryRef = useRef<HTMLTextAreaElement>(null)
  useFocus(queryRef, errors.textarea, Boolean(errors.textarea) && !errors.email)

  function submit() {
    const found: Record<string, string> = { ...validate({ email: email.trim(), textarea: query }) }
    if (!token) found.captcha = AUTH_TEXTS.captchaRequired
    setErrors(found)
    if (Object.keys(found).length > 0) return
    void run(async () => {
      const problem = await postLoginHelp({ query: query.trim(), recaptcha_response_field: token ?? '', email: email.trim() })
      if (problem === null) {
        trackAuthSuccess('need help')
        return helpSent()
      }
      setErrors({ textarea: problem })
      fail(problem)
    })
  }

  const queryError = errors.textarea
  return (
    <StepForm onSubmit={submit} blocked={Object.keys(errors).length > 0}>
      <p className={styles.text}>{AUTH_TEXTS.needHelpText}</p>
      <EmailField
        value={email}
        error={errors.email}
        onValue={(value) => {
          setEmail(value)
          setErrors(({ email: _drop, ...rest }) => rest)
        }}
      />
      <div className={styles.field}>
        <label htmlFor={queryId} className={styles.label}>
          {AUTH_TEXTS.queryLabel}
        </label>
        <textarea
          ref={queryRef}
          id={queryId}
          name="query"
          rows={4}
          className={`${styles.input} ${styles.textarea} ${queryError ? styles.invalid : ''}`}
          value={query}
          aria-invalid={queryError ? true : undefined}
          aria-describedby={queryError ? `${queryId}-error` : undefined}
          onChange={(e) => {
            setQuery(e.target.value)
            setErrors(({ textarea: _drop, ...rest }) => rest)
          }}
        />
        <FieldError id={`${queryId}-error`} message={queryError} />
      </div>
      <CaptchaCheck
        error={errors.captcha}
        onToken={(next) => {
          setToken(next)
          if (next) setErrors(({ captcha: _drop, ...rest }) => rest)
        }}
      />
      <SubmitButton busy={busy}>{BUTTON_LABELS.submit}</SubmitButton>
      <p className={styles.aside}>
        <LinkButton onClick={() => dispatch({ type: 'switch', screen: 'Login', clearInfo: true })}>
          {AUTH_TEXTS.loginLink}
        </LinkButton>
        {' · '}
        <LinkButton onClick={() => dispatch({ type: 'switch', screen: 'SignUp', clearInfo: true })}>
          {AUTH_TEXTS.signUpLink}
        </LinkButton>
      </p>
    </StepForm>
  )
}

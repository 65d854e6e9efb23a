import { useState, type FormEvent } from 'react'
import { AUTH_TEXTS, BUTTON_LABELS, PHONE_LENGTH, PHONE_PREFIX } from '~/lib/constants'
import { validatePhone } from '~/lib/validation'
import { AuthFailure, authPost } from '../auth-api'
import { useAuthFlow, useBusy } from '../auth-context'
import { existingUserFromCreateToken } from '../auth-flow'
import { AUTH_PATHS } from '../wire'
import { Field, LegalLinks, LinkButton, SubmitButton } from '../ui'
import styles from '../auth.module.css'

/** spec 1 §2.9 'Sign Up': a +91 mobile number and the HealthCare Expert checkbox (is_doctor); 'Continue'. */
export function SignUpScreen() {
  const { state, dispatch, fail } = useAuthFlow()
  const { busy, run } = useBusy()
  const [phone, setPhone] = useState(state.info.phone)
  const [isDoctor, setIsDoctor] = useState(false)
  const [error, setError] = useState<string | null>(null)

  function submit(event: FormEvent) {
    event.preventDefault()
    const number = phone.trim()
    const invalid = validatePhone(number)
    setError(invalid)
    if (invalid) return
    void run(async () => {
      try {
        const data = await authPost({ path: AUTH_PATHS.createToken, body: { number, is_doctor: isDoctor } })
        const existingUser = existingUserFromCreateToken(data.user_flags, false)
        dispatch({ type: 'info', info: { phone: number, email: '', existingUser } })
        dispatch({ type: 'go', screen: 'SignInOtp' })
      } catch (failure) {
        const message = failure instanceof AuthFailure ? failure.message : String(failure)
        setError(message)
        fail(message)
      }
    })
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <Field
        label={AUTH_TEXTS.signUpInputLabel}
        name="phone"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        prefix={PHONE_PREFIX}
        maxLength={PHONE_LENGTH}
        value={phone}
        error={error}
        onChange={(e) => {
          setPhone(e.target.value.replace(/\D/g, ''))
          setError(null)
        }}
      />
      <label className={styles.checkbox}>
        <input type="checkbox" name="is_doctor" checked={isDoctor} onChange={(e) => setIsDoctor(e.target.checked)} />
        <span>{AUTH_TEXTS.doctorCheckbox}</span>
      </label>
      <SubmitButton busy={busy}>{BUTTON_LABELS.continue}</SubmitButton>
      <p className={styles.aside}>
        <LinkButton onClick={() => dispatch({ type: 'switch', screen: 'Login' })}>
          {`${AUTH_TEXTS.alreadyOnProduct} ${AUTH_TEXTS.loginLink}`}
        </LinkButton>
      </p>
      <LegalLinks />
    </form>
  )
}

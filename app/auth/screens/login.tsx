import { useState, type FormEvent } from 'react'
import { AUTH_TEXTS, BUTTON_LABELS } from '~/lib/constants'
import { AuthFailure, authPost } from '../auth-api'
import { useAuthFlow, useBusy } from '../auth-context'
import { classifyLoginInput, existingUserFromCreateToken, loginInputErrors } from '../auth-flow'
import { AUTH_PATHS } from '../wire'
import { Field, LegalLinks, LinkButton, NeedHelpLink, SubmitButton } from '../ui'
import styles from '../auth.module.css'

/** spec 1 §2.9 'Login' / §4.5: one input for a mobile number or an e-mail; 'Send OTP' → SignInOtp. */
export function LoginScreen() {
  const { state, dispatch, fail } = useAuthFlow()
  const { busy, run } = useBusy()
  // spec 1 §4.5: the login type starts as e-mail when an e-mail was prefilled.
  const [value, setValue] = useState(state.info.email || state.info.phone)
  const [errors, setErrors] = useState<Record<string, string> | null>(null)
  const error = errors ? (Object.values(errors)[0] ?? null) : null
  const kind = classifyLoginInput(value).kind

  function submit(event: FormEvent) {
    event.preventDefault()
    const invalid = loginInputErrors(value)
    setErrors(invalid)
    if (invalid) return
    const input = classifyLoginInput(value)
    void run(async () => {
      try {
        const call =
          input.kind === 'phone'
            ? { path: AUTH_PATHS.createToken, body: { number: input.value } }
            : { path: AUTH_PATHS.createTokenEmail, body: { email: input.value } }
        const data = await authPost(call)
        // spec 1 §4.5: phone clears the e-mail (and the other way round); existingUser if the server says.
        const existingUser = existingUserFromCreateToken(data.user_flags, state.info.existingUser)
        dispatch({
          type: 'info',
          info:
            input.kind === 'phone'
              ? { phone: input.value, email: '', existingUser }
              : { email: input.value, phone: '', existingUser },
        })
        dispatch({ type: 'go', screen: 'SignInOtp' })
      } catch (failure) {
        const message = failure instanceof AuthFailure ? failure.message : String(failure)
        setErrors({ [input.kind]: message })
        fail(message)
      }
    })
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p className={styles.text}>{AUTH_TEXTS.loginSubtext}</p>
      <Field
        label={AUTH_TEXTS.loginInputLabel}
        name="login"
        type="text"
        inputMode={kind === 'email' ? 'email' : 'text'}
        autoComplete="username"
        value={value}
        error={error}
        onChange={(e) => {
          setValue(e.target.value)
          setErrors(null)
        }}
      />
      <SubmitButton busy={busy}>{BUTTON_LABELS.sendOtp}</SubmitButton>
      <p className={styles.aside}>
        <LinkButton onClick={() => dispatch({ type: 'switch', screen: 'SignUp' })}>
          {`${AUTH_TEXTS.newOnProduct} ${AUTH_TEXTS.signUpLink}`}
        </LinkButton>
      </p>
      <LegalLinks />
      <NeedHelpLink onClick={() => dispatch({ type: 'go', screen: 'NeedHelp' })} />
    </form>
  )
}

import { useState } from 'react'
import { BUTTON_LABELS } from '../../../core/constants.ts'
import { AUTH_TEXTS } from '../../../core/auth/texts.ts'
import { authPost } from '../auth-api'
import { useAuthFlow, useStep } from '../auth-context'
import { classifyLoginInput, existingUserFromCreateToken, loginInputErrors } from '../../../core/auth/flow.ts'
import { AUTH_PATHS } from '../../../core/auth/paths.ts'
import { AsideLink, Field, LegalLinks, NeedHelpLink, StepForm, SubmitButton } from '../ui'
import styles from '../auth.module.css'

/** spec 1 §2.9 'Login' / §4.5: one input for a mobile number or an e-mail; 'Send OTP' → SignInOtp. */
export function LoginScreen() {
  const { state, dispatch } = useAuthFlow()
  const { busy, error, setError, attempt } = useStep()
  // spec 1 §4.5: the login type starts as e-mail when an e-mail was prefilled.
  const [value, setValue] = useState(state.info.email || state.info.phone)
  const kind = classifyLoginInput(value).kind

  function submit() {
    // spec 1 §5: the error is keyed by the field the text was classified as (phone or email).
    const invalid = loginInputErrors(value)
    setError(invalid ? (Object.values(invalid)[0] ?? null) : null)
    if (invalid) return
    const input = classifyLoginInput(value)
    void attempt(async () => {
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
    })
  }

  return (
    <StepForm onSubmit={submit} blocked={error !== null}>
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
          setError(null)
        }}
      />
      <SubmitButton busy={busy}>{BUTTON_LABELS.sendOtp}</SubmitButton>
      <AsideLink onClick={() => dispatch({ type: 'switch', screen: 'SignUp' })}>
        {`${AUTH_TEXTS.newOnProduct} ${AUTH_TEXTS.signUpLink}`}
      </AsideLink>
      <LegalLinks />
      <NeedHelpLink onClick={() => dispatch({ type: 'go', screen: 'NeedHelp' })} />
    </StepForm>
  )
}

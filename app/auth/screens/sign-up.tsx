import { useState } from 'react'
import { BUTTON_LABELS } from '../../../core/constants.ts'
import { AUTH_TEXTS } from '../../../core/auth/texts.ts'
import { validatePhone } from '../../../core/fields/validation.ts'
import { authPost } from '../auth-api'
import { useAuthFlow, useStep } from '../auth-context'
import { existingUserFromCreateToken } from '../../../core/auth/flow.ts'
import { AUTH_PATHS } from '../../../core/auth/paths.ts'
import { AsideLink, LegalLinks, PhoneField, StepForm, SubmitButton } from '../ui'
import styles from '../auth.module.css'

/** spec 1 §2.9 'Sign Up': a +91 mobile number and the HealthCare Expert checkbox (is_doctor); 'Continue'. */
export function SignUpScreen() {
  const { state, dispatch } = useAuthFlow()
  const { busy, error, setError, check, attempt } = useStep()
  const [phone, setPhone] = useState(state.info.phone)
  const [isDoctor, setIsDoctor] = useState(false)

  function submit() {
    const number = phone.trim()
    if (!check(validatePhone(number))) return
    void attempt(async () => {
      const data = await authPost({ path: AUTH_PATHS.createToken, body: { number, is_doctor: isDoctor } })
      const existingUser = existingUserFromCreateToken(data.user_flags, false)
      dispatch({ type: 'info', info: { phone: number, email: '', existingUser } })
      dispatch({ type: 'go', screen: 'SignInOtp' })
    })
  }

  return (
    <StepForm onSubmit={submit} blocked={error !== null}>
      <PhoneField
        label={AUTH_TEXTS.signUpInputLabel}
        value={phone}
        error={error}
        onValue={(value) => {
          setPhone(value)
          setError(null)
        }}
      />
      <label className={styles.checkbox}>
        <input type="checkbox" name="is_doctor" checked={isDoctor} onChange={(e) => setIsDoctor(e.target.checked)} />
        <span>{AUTH_TEXTS.doctorCheckbox}</span>
      </label>
      <SubmitButton busy={busy}>{BUTTON_LABELS.continue}</SubmitButton>
      <AsideLink onClick={() => dispatch({ type: 'switch', screen: 'Login' })}>
        {`${AUTH_TEXTS.alreadyOnProduct} ${AUTH_TEXTS.loginLink}`}
      </AsideLink>
      <LegalLinks />
    </StepForm>
  )
}

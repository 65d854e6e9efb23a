import { useId } from 'react'
import { BUTTON_LABELS, OTP_LENGTH, PHONE_LENGTH, PHONE_PREFIX } from '../../core/constants.ts'
import { AUTH_TEXTS } from '../../core/auth/texts.ts'
import { stripTags, type ResendChannel } from '../../core/auth/flow.ts'
import {
  editStepOf,
  formResendChannels,
  formTitle,
  formUrl,
  SIGN_IN_FORM_ACTION,
  type SignInFormState,
} from '../../core/auth/sign-in-form.ts'
import { Field, FieldError, LegalLinks } from './ui'
import styles from './auth.module.css'
import dialogStyles from '../shell/dialog.module.css'
import own from './sign-in-form.module.css'

// Sign-in without JavaScript (decision 028): the popup the server renders open on a page with ?login=true, one step
// at a time, each a plain form posted to SIGN_IN_FORM_ACTION. The same texts, fields and error places as the
// popup's screens (app/auth/screens/); links stand in for its buttons that only switch screens.

const CHANNEL_LABELS: Record<ResendChannel, string> = {
  sms: AUTH_TEXTS.getOtpOnSms,
  call: AUTH_TEXTS.getOtpOnCall,
  email: AUTH_TEXTS.getOtpOnEmail,
}

export function SignInFormDialog({ state }: { state: SignInFormState }) {
  const { place, screen, csrf, error, notice, value, conflict } = state
  const titleId = useId()
  const resendId = useId()
  const title = formTitle(screen, place.mode, conflict)
  const hidden = (
    <>
      <input type="hidden" name="_csrf" value={csrf} />
      <input type="hidden" name="step" value={screen.step} />
      <input type="hidden" name="mode" value={place.mode} />
      <input type="hidden" name="back" value={place.back} />
      {place.followup && <input type="hidden" name="followup" value={place.followup} />}
    </>
  )
  const channels = formResendChannels(screen)
  const edit = editStepOf(screen.step)
  const otherMode = place.mode === 'Login' ? 'Signup' : 'Login'

  return (
    <div className={own.overlay}>
      <dialog open aria-modal="true" aria-labelledby={titleId} className={`${dialogStyles.dialog} ${own.dialog}`}>
        <div className={dialogStyles.body}>
          <div className={dialogStyles.head}>
            <h2 id={titleId} className={dialogStyles.title}>
              {title}
            </h2>
            <a href={place.back} className={`${dialogStyles.close} ${own.close}`} aria-label="Close">
              ×
            </a>
          </div>
          <form method="post" action={SIGN_IN_FORM_ACTION} className={`${styles.form} ${own.form}`} noValidate>
            {hidden}
            {screen.step === 'entry' && place.mode === 'Login' && (
              <>
                <p className={styles.text}>{AUTH_TEXTS.loginSubtext}</p>
                <Field
                  label={AUTH_TEXTS.loginInputLabel}
                  name="login"
                  type="text"
                  autoComplete="username"
                  defaultValue={value}
                  error={error}
                />
                <button type="submit" className={styles.submit}>
                  {BUTTON_LABELS.sendOtp}
                </button>
              </>
            )}
            {screen.step === 'entry' && place.mode === 'Signup' && (
              <>
                <PhoneInput label={AUTH_TEXTS.signUpInputLabel} value={value} error={error} />
                <label className={styles.checkbox}>
                  <input type="checkbox" name="is_doctor" value="true" />
                  <span>{AUTH_TEXTS.doctorCheckbox}</span>
                </label>
                <button type="submit" className={styles.submit}>
                  {BUTTON_LABELS.continue}
                </button>
              </>
            )}
            {(screen.step === 'otp' || screen.step === 'email-otp' || screen.step === 'phone-otp') && (
              <>
                <p className={styles.text}>
                  {AUTH_TEXTS.otpSentTo}{' '}
                  <strong>{screen.step === 'email-otp' || !screen.number ? screen.email : `+91 ${screen.number}`}</strong>{' '}
                  {edit && <a href={formUrl(place, edit)}>{AUTH_TEXTS.edit}</a>}
                </p>
                <Field
                  label={AUTH_TEXTS.otpLabel}
                  name="otp"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={OTP_LENGTH}
                  error={error}
                />
                <div className={styles.resend}>
                  <div className={styles.resendLinks}>
                    {channels.map((channel) => (
                      // Posted by the resend form below (a form inside this one is not allowed).
                      <button
                        key={channel}
                        type="submit"
                        form={resendId}
                        name="channel"
                        value={channel}
                        className={styles.linkButton}
                      >
                        {channel === 'email' && screen.step === 'otp' ? AUTH_TEXTS.resendOtp : CHANNEL_LABELS[channel]}
                      </button>
                    ))}
                  </div>
                  <p className={styles.notice} role="status">
                    {notice ?? ''}
                  </p>
                </div>
                <button type="submit" className={styles.submit}>
                  {screen.step === 'otp' ? BUTTON_LABELS.done : BUTTON_LABELS.continue}
                </button>
              </>
            )}
            {screen.step === 'email' && (
              <>
                {conflict ? (
                  <>
                    {conflict.description && <p className={styles.text}>{stripTags(conflict.description)}</p>}
                    <input type="hidden" name="conflict" value={JSON.stringify(conflict)} />
                    <fieldset className={styles.options}>
                      <legend className={styles.label}>{AUTH_TEXTS.chooseEmail}</legend>
                      {[...conflict.options, ''].map((option, index) => (
                        <label key={option} className={styles.option}>
                          <input type="radio" name="listed" value={option} defaultChecked={index === 0} />
                          <span>{option || AUTH_TEXTS.enterNewEmail}</span>
                        </label>
                      ))}
                    </fieldset>
                    <Field label={AUTH_TEXTS.emailLabel} name="email" type="email" autoComplete="email" defaultValue={value} />
                    {/* spec 1 §8: the conflict list shows its error above the button. */}
                    <FieldError message={error} />
                  </>
                ) : (
                  <>
                    <p className={styles.text}>{AUTH_TEXTS.emailEntryText}</p>
                    <Field
                      label={AUTH_TEXTS.emailLabel}
                      name="email"
                      type="email"
                      autoComplete="email"
                      defaultValue={value}
                      error={error}
                    />
                  </>
                )}
                <button type="submit" className={styles.submit}>
                  {BUTTON_LABELS.continue}
                </button>
              </>
            )}
            {screen.step === 'phone' && (
              <>
                <PhoneInput label={AUTH_TEXTS.phoneEntryLabel} value={value} error={error} />
                <button type="submit" className={styles.submit}>
                  {BUTTON_LABELS.continue}
                </button>
              </>
            )}
            {screen.step === 'entry' && (
              <>
                <p className={styles.aside}>
                  <a href={formUrl({ ...place, mode: otherMode }, 'entry')}>
                    {place.mode === 'Login'
                      ? `${AUTH_TEXTS.newOnProduct} ${AUTH_TEXTS.signUpLink}`
                      : `${AUTH_TEXTS.alreadyOnProduct} ${AUTH_TEXTS.loginLink}`}
                  </a>
                </p>
                <LegalLinks />
              </>
            )}
          </form>
          {channels.length > 0 && (
            <form id={resendId} method="post" action={SIGN_IN_FORM_ACTION} hidden>
              {hidden}
            </form>
          )}
        </div>
      </dialog>
    </div>
  )
}

/** A 10-digit mobile number after the +91 prefix (spec 1 §9), as the popup's PhoneField. */
function PhoneInput({ label, value, error }: { label: string; value: string; error: string | null }) {
  return (
    <Field
      label={label}
      name="phone"
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      prefix={PHONE_PREFIX}
      maxLength={PHONE_LENGTH}
      defaultValue={value}
      error={error}
    />
  )
}

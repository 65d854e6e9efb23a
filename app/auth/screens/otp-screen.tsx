import { useEffect, useReducer, useRef, useState } from 'react'
import {
  BUTTON_LABELS,
  OTP_LENGTH,
  RESEND_COUNTDOWN_SECONDS,
  RESEND_COUNTDOWN_STEP_MS,
  RESEND_NOTICE_MS,
} from '../../../core/constants.ts'
import { AUTH_TEXTS } from '../../../core/auth/texts.ts'
import { resendCountdownText } from '~/lib/time-format'
import { validateOtp } from '../../../core/fields/validation.ts'
import { authPost, messageOf, trackAuthSuccess } from '../auth-api'
import { useAuthFlow, useBusy, useStep } from '../auth-context'
import {
  isEmailSignIn,
  resendCall,
  resendChannels,
  secondFactorEmail,
  signInNumber,
  verifyCall,
  type ResendChannel,
} from '../../../core/auth/flow.ts'
import type { AuthScreen } from '../../../core/auth/state.ts'
import { canResend, countdownReducer, isRunning, resendNotice } from '../../../core/auth/countdown.ts'
import { Field, LinkButton, NeedHelpLink, StepForm, SubmitButton } from '../ui'
import { useApplyVerify } from '../use-verify-step'
import styles from '../auth.module.css'

export type OtpScreenName = Extract<AuthScreen, 'SignInOtp' | 'MerchantOtp' | 'OtpConflict' | 'TokenMerge'>

const CHANNEL_LABELS: Record<ResendChannel, string> = {
  sms: AUTH_TEXTS.getOtpOnSms,
  call: AUTH_TEXTS.getOtpOnCall,
  email: AUTH_TEXTS.getOtpOnEmail,
}

/**
 * spec 1 §2.9 'Verify OTP' (SignInOtp, MerchantOtp), OtpConflict and TokenMerge: one screen, the calls differ
 * (spec 1 §7.2, chosen in auth-flow.ts). The countdown runs from 30 s; resend links show at 0.
 */
export function OtpScreen({ screen }: { screen: OtpScreenName }) {
  const { state, dispatch, fail } = useAuthFlow()
  const applyVerify = useApplyVerify()
  // spec 1 §8: the verify's and the resends' errors show under the OTP input.
  const { busy, error, setError, attempt } = useStep()
  const resend = useBusy()
  const [otp, setOtp] = useState('')
  const [notice, setNotice] = useState<string | null>(null)
  const [seconds, countdown] = useReducer(countdownReducer, RESEND_COUNTDOWN_SECONDS)
  const merchantSent = useRef(false)

  // spec 1 §4.5: one step a second while above 0.
  const running = isRunning(seconds)
  useEffect(() => {
    if (!running) return
    const id = setInterval(() => countdown('tick'), RESEND_COUNTDOWN_STEP_MS)
    return () => clearInterval(id)
  }, [running])

  // spec 1 §4.5: the resend notice is cleared after 30 s.
  useEffect(() => {
    if (!notice) return
    const id = setTimeout(() => setNotice(null), RESEND_NOTICE_MS)
    return () => clearTimeout(id)
  }, [notice])

  // The merchant flow opens without a code sent: b2b verify without a token sends the first one.
  useEffect(() => {
    if (screen !== 'MerchantOtp' || merchantSent.current) return
    merchantSent.current = true
    authPost(resendCall('MerchantOtp', state, 'sms')).catch((failure: unknown) => {
      setError(messageOf(failure))
      countdown('verifyError')
      fail(messageOf(failure))
    })
  }, [screen, state, setError, fail])

  const emailTarget =
    screen === 'SignInOtp' ? isEmailSignIn(state.info) : screen === 'OtpConflict' && state.conflictInfo.requiredDetail === 'email'
  const sentTo = emailTarget
    ? screen === 'SignInOtp'
      ? state.info.email
      : secondFactorEmail(state)
    : `+91 ${signInNumber(state)}`
  const channels = resendChannels(screen, state)
  const buttonLabel = screen === 'OtpConflict' ? BUTTON_LABELS.continue : BUTTON_LABELS.done

  function submit() {
    // spec 1 §5: the OTP is required (6 digits).
    const invalid = validateOtp(otp)
    if (invalid) {
      setError(invalid)
      return
    }
    void attempt(
      async () => {
        const problem = applyVerify(await authPost(verifyCall(screen, state, otp.trim())))
        if (problem) throw new Error(problem)
      },
      // spec 1 §4.5 / §8: any verify error sets the countdown to 0, so the resend links show.
      () => countdown('verifyError'),
    )
  }

  function resendOn(channel: ResendChannel) {
    void resend.run(async () => {
      try {
        await authPost(resendCall(screen, state, channel))
        trackAuthSuccess(`resend ${channel}`)
        setError(null)
        setNotice(resendNotice(channel))
        countdown('resendSuccess')
      } catch (failure) {
        setError(messageOf(failure))
        fail(messageOf(failure))
      }
    })
  }

  return (
    <StepForm onSubmit={submit} blocked={error !== null}>
      <p className={styles.text}>
        {AUTH_TEXTS.otpSentTo} <strong>{sentTo}</strong>{' '}
        {screen !== 'MerchantOtp' && state.authHistory.length > 0 && (
          <LinkButton onClick={() => dispatch({ type: 'back' })}>{AUTH_TEXTS.edit}</LinkButton>
        )}
      </p>
      <Field
        label={AUTH_TEXTS.otpLabel}
        name="otp"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={OTP_LENGTH}
        value={otp}
        error={error}
        onChange={(e) => {
          setOtp(e.target.value.replace(/\D/g, ''))
          setError(null)
        }}
      />
      <div className={styles.resend}>
        {canResend(seconds) ? (
          <div className={styles.resendLinks}>
            {channels.map((channel) => (
              <LinkButton key={channel} onClick={() => resendOn(channel)} disabled={resend.busy}>
                {channel === 'email' && screen === 'SignInOtp' ? AUTH_TEXTS.resendOtp : CHANNEL_LABELS[channel]}
              </LinkButton>
            ))}
          </div>
        ) : (
          <p className={styles.countdown}>{resendCountdownText(seconds)}</p>
        )}
        <p className={styles.notice} role="status">
          {notice ?? ''}
        </p>
      </div>
      <SubmitButton busy={busy}>{buttonLabel}</SubmitButton>
      {/* spec 1 §2.9: Verify OTP shows 'Need Help?'; OtpConflict 'Need Help? Get in touch'. */}
      <NeedHelpLink short={screen !== 'OtpConflict'} onClick={() => dispatch({ type: 'go', screen: 'NeedHelp' })} />
    </StepForm>
  )
}

import { useId, useState } from 'react'
import { AUTH_TEXTS } from '../../core/auth/texts.ts'
import { AUTH_PATHS } from '../../core/auth/paths.ts'
import type { CaptchaChallenge } from '../../contracts/support'
import styles from './auth.module.css'

type CaptchaStatus = 'idle' | 'verifying' | 'verified'

/**
 * spec 1 §2.9 / §5 (Need Help): the self-hosted captcha. Checking 'I am not a robot' fetches a proof-of-work
 * challenge and solves it in the browser; the payload is what the form sends as recaptcha_response_field.
 */
export function CaptchaCheck({ onToken, error }: { onToken: (token: string | null) => void; error?: string | null }) {
  const [status, setStatus] = useState<CaptchaStatus>('idle')
  const [failure, setFailure] = useState<string | null>(null)
  const id = useId()
  const message = failure ?? error ?? null

  async function verify() {
    if (status !== 'idle') return
    setStatus('verifying')
    setFailure(null)
    // Loaded on first use, as the solver: the content pages' forms (issue 27) carry this check without the sign-in's code.
    let api: typeof import('./auth-api') | undefined
    try {
      api = await import('./auth-api')
      const challenge = await api.authGet<CaptchaChallenge>(AUTH_PATHS.captchaChallenge)
      // Loaded on first use: most visitors never open Need Help.
      const { solveCaptchaPayload } = await import('./captcha')
      const token = await solveCaptchaPayload(challenge)
      if (!token) throw new Error('captcha not solved')
      setStatus('verified')
      onToken(token)
    } catch (problem) {
      setStatus('idle')
      onToken(null)
      setFailure(api && problem instanceof api.AuthFailure ? problem.message : AUTH_TEXTS.captchaRequired)
    }
  }

  return (
    <div className={styles.captcha}>
      <label className={styles.checkbox}>
        <input
          type="checkbox"
          checked={status !== 'idle'}
          disabled={status !== 'idle'}
          aria-describedby={`${id}-status ${message ? `${id}-error` : ''}`.trim()}
          aria-invalid={message ? true : undefined}
          onChange={() => void verify()}
        />
        <span>{AUTH_TEXTS.captchaLabel}</span>
      </label>
      <p id={`${id}-status`} className={styles.captchaStatus} role="status">
        {status === 'verifying' ? AUTH_TEXTS.captchaVerifying : status === 'verified' ? AUTH_TEXTS.captchaVerified : ''}
      </p>
      <p id={`${id}-error`} className={styles.error} role="alert">
        {message ?? ''}
      </p>
    </div>
  )
}

import { RESEND_CALL_TEXT, RESEND_COUNTDOWN_SECONDS, RESEND_EMAIL_TEXT, RESEND_SMS_TEXT } from '../constants.ts'
import type { ResendChannel } from './flow.ts'

// spec 1 §4.5 'Resend countdown': starts at 30 s and goes down each second; any verify error sets it to 0 (so
// the resend options show); a resend success sets it back to 30 and shows a notice for 30 s.

export type CountdownEvent = 'tick' | 'verifyError' | 'resendSuccess' | 'restart'

export function countdownReducer(seconds: number, event: CountdownEvent): number {
  switch (event) {
    case 'tick':
      return Math.max(0, seconds - 1)
    case 'verifyError':
      return 0
    case 'resendSuccess':
    case 'restart':
      return RESEND_COUNTDOWN_SECONDS
  }
}

/** spec 1 §5: resend links appear only when the countdown is 0. */
export function canResend(seconds: number): boolean {
  return seconds <= 0
}

/** The countdown keeps ticking only while above 0. */
export function isRunning(seconds: number): boolean {
  return seconds > 0
}

/** spec 1 §8: the resend success notice per channel. */
export function resendNotice(channel: ResendChannel): string {
  if (channel === 'call') return RESEND_CALL_TEXT
  if (channel === 'email') return RESEND_EMAIL_TEXT
  return RESEND_SMS_TEXT
}

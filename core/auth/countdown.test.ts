import { describe, expect, test } from 'vitest'
import { canResend, countdownReducer, isRunning, resendNotice } from './countdown.ts'

describe('resend countdown (spec 1 §4.5, §9)', () => {
  test('ticks from 30 to 0 in 30 steps and stays at 0', () => {
    let seconds = countdownReducer(0, 'restart')
    expect(seconds).toBe(30)
    for (let i = 0; i < 30; i++) {
      expect(canResend(seconds)).toBe(false)
      seconds = countdownReducer(seconds, 'tick')
    }
    expect(seconds).toBe(0)
    expect(canResend(seconds)).toBe(true)
    expect(isRunning(seconds)).toBe(false)
    expect(countdownReducer(seconds, 'tick')).toBe(0)
  })

  test('a verify error sets it to 0; a resend success back to 30', () => {
    expect(countdownReducer(17, 'verifyError')).toBe(0)
    expect(countdownReducer(0, 'resendSuccess')).toBe(30)
    expect(countdownReducer(5, 'resendSuccess')).toBe(30)
  })

  test.each([
    ['sms', 'You will receive an sms with OTP'],
    ['call', 'You will receive a call with OTP'],
    ['email', 'You will receive an email with OTP'],
  ] as const)('resend notice for %s', (channel, text) => {
    expect(resendNotice(channel)).toBe(text)
  })
})

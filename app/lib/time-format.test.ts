import { describe, test, expect } from 'vitest'
import { formatCountdown, formatTime, resendCountdownText } from './time-format.ts'

describe('formatTime (spec 1 §9)', () => {
  test.each([
    [0, '0:00'],
    [5, '0:05'],
    [59, '0:59'],
    [60, '1:00'],
    [65, '1:05'],
    [599, '9:59'],
    [600, '10:00'],
    [3599, '59:59'],
    [3600, '1:00:00'],
    [3661, '1:01:01'],
    [36000, '10:00:00'],
    [65.9, '1:05'],
    [-1, '0:00'],
    [Number.NaN, '0:00'],
    [Number.POSITIVE_INFINITY, '0:00'],
  ])('%d → %s', (seconds, expected) => {
    expect(formatTime(seconds)).toBe(expected)
  })
})

describe('formatCountdown / resendCountdownText (spec 1 §2.9)', () => {
  test.each([
    [30, '30', 'Resend in 00:30'],
    [10, '10', 'Resend in 00:10'],
    [9, '09', 'Resend in 00:09'],
    [1, '01', 'Resend in 00:01'],
    [0, '00', 'Resend in 00:00'],
    [-3, '00', 'Resend in 00:00'],
    [Number.NaN, '00', 'Resend in 00:00'],
    [4.7, '04', 'Resend in 00:04'],
  ])('%d → %s / %s', (seconds, digits, text) => {
    expect(formatCountdown(seconds)).toBe(digits)
    expect(resendCountdownText(seconds)).toBe(text)
  })
})

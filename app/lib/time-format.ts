// spec 1 §9: time format m:ss (under 10 minutes), mm:ss (under an hour), h:mm:ss (from an hour).
// Minutes are never zero-padded below an hour, so 'm:ss' and 'mm:ss' are one rule.
// Fractions are dropped; negative, NaN or infinite input shows '0:00'.
export function formatTime(totalSeconds: number): string {
  const total = Number.isFinite(totalSeconds) && totalSeconds > 0 ? Math.floor(totalSeconds) : 0
  const hours = Math.floor(total / 3600)
  const minutes = Math.floor((total % 3600) / 60)
  const seconds = pad2(total % 60)
  return hours > 0 ? `${hours}:${pad2(minutes)}:${seconds}` : `${minutes}:${seconds}`
}

function pad2(value: number): string {
  return String(value).padStart(2, '0')
}

// spec 1 §2.9: the '{seconds}' of 'Resend in 00:{seconds}' as two digits ('09'). The resend
// countdown starts at 30, so it never reaches a minute; bad input shows '00'.
export function formatCountdown(seconds: number): string {
  return pad2(Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0)
}

// spec 1 §2.9: the full countdown text on the OTP screens.
export function resendCountdownText(seconds: number): string {
  return `Resend in 00:${formatCountdown(seconds)}`
}

// spec 1 §4.1: Chrome on Android at major version 111 or above supports view transitions.
export const VIEW_TRANSITIONS_MIN_CHROME = 111

// Read literally: only Chrome on Android is named, so any other browser answers false.
// Chromium-based browsers that also put 'Chrome/NN' in their user agent (Samsung Internet
// keeps its own token but still sends Chrome/NN) are treated as Chrome.
export function supportsViewTransitions(userAgent: string | null | undefined): boolean {
  if (typeof userAgent !== 'string' || !/Android/i.test(userAgent)) return false
  const major = /Chrome\/(\d+)/.exec(userAgent)?.[1]
  return major !== undefined && Number(major) >= VIEW_TRANSITIONS_MIN_CHROME
}

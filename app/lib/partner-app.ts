// spec 1 §2.10 / spec 2 §4: a webview is the partner app's when the platform header or cookie
// contains android or ios (case-insensitive: apps send 'Android', 'iOS', 'android-18.6.0', ...).
export function isPartnerAppWebview(platform?: string | null): boolean {
  return typeof platform === 'string' && /android|ios/i.test(platform)
}

// spec 1 §2.10: the flow-cookie value of the super-cart journey.
export const SUPER_CART_FLOW = 'super_cart'

// spec 1 §2.10: the affiliate source channel header value on the super-cart journey.
export const SUPER_CART_AFFILIATE_CHANNEL = 'TCP_SuperCart'

// spec 1 §2.10: super-cart journey = partner webview AND tcp_flow === 'super_cart' (exact).
export function isSuperCartJourney({ platform, tcpFlow }: { platform?: string | null; tcpFlow?: string | null }): boolean {
  return isPartnerAppWebview(platform) && tcpFlow === SUPER_CART_FLOW
}

export type AppPlatform = 'android' | 'ios'

// Which native platform a platform value names; android wins if (oddly) both appear.
export function appPlatformOf(platform?: string | null): AppPlatform | null {
  if (typeof platform !== 'string') return null
  if (/android/i.test(platform)) return 'android'
  if (/ios/i.test(platform)) return 'ios'
  return null
}

// spec 2 §7: minimum app versions for the native-app bridge.
export const BRIDGE_MIN_VERSION: Readonly<Record<AppPlatform, string>> = { android: '14.1.0', ios: '13.7.0' }
// spec 2 §7: image upload needs Android 15.4.0; no iOS feature version is defined.
export const IMAGE_UPLOAD_MIN_VERSION: Readonly<Partial<Record<AppPlatform, string>>> = { android: '15.4.0' }
// spec 1 §9 / spec 2 §7: webview super-properties callback.
export const SUPER_PROPERTIES_MIN_VERSION: Readonly<Record<AppPlatform, string>> = { android: '18.6.0', ios: '18.8.0' }

// Numeric dotted parts; a missing part counts as 0 ('18.6' = '18.6.0'). A leading 'v' and any
// pre-release/build suffix ('-beta', '+7') are ignored. null when it is not a version at all.
export function parseVersion(version: string | null | undefined): number[] | null {
  if (typeof version !== 'string') return null
  const match = /^\s*v?(\d+(?:\.\d+)*)(?:[-+].*)?\s*$/i.exec(version)
  return match?.[1] ? match[1].split('.').map(Number) : null
}

// Semver-ish "version >= min". An unparsable version (or min) is never "at least" anything:
// unknown apps must not get features they may not support.
export function isAppVersionAtLeast(version: string | null | undefined, min: string): boolean {
  const have = parseVersion(version)
  const need = parseVersion(min)
  if (!have || !need) return false
  for (let i = 0; i < Math.max(have.length, need.length); i++) {
    const a = have[i] ?? 0
    const b = need[i] ?? 0
    if (a !== b) return a > b
  }
  return true
}

// spec 2 §7: whether this app version may use the webview super-properties callback.
export function supportsSuperProperties(platform: string | null | undefined, version: string | null | undefined): boolean {
  const app = appPlatformOf(platform)
  return app !== null && isAppVersionAtLeast(version, SUPER_PROPERTIES_MIN_VERSION[app])
}

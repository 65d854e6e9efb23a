// spec 2 §7 'Native-app bridge': messages to the partner app hosting us in a webview, through a named
// method with a JSON-string payload: Android injects `window.Android`, iOS `window.webkit.messageHandlers`.
import {
  BRIDGE_MIN_VERSION,
  IMAGE_UPLOAD_MIN_VERSION,
  SUPER_PROPERTIES_MIN_VERSION,
  appPlatformOf,
  isAppVersionAtLeast,
} from '~/lib/partner-app'

export { BRIDGE_MIN_VERSION, IMAGE_UPLOAD_MIN_VERSION, SUPER_PROPERTIES_MIN_VERSION }

// spec 2 §8: the bridge's two log texts.
export const UNSUPPORTED_PLATFORM_LOG = 'This platform is not supported'
export const FAILED_CALL_LOG = 'Failed to call method'

type AndroidBridge = Record<string, ((payload: string) => void) | undefined>
type IosHandlers = Record<string, { postMessage?: (payload: string) => void } | undefined>
export type BridgeWindow = {
  Android?: AndroidBridge
  webkit?: { messageHandlers?: IosHandlers }
}
type Logger = Pick<Console, 'warn' | 'error'>

function currentWindow(): BridgeWindow | undefined {
  return typeof window === 'undefined' ? undefined : (window as unknown as BridgeWindow)
}

/** Which native bridge this page can talk to, if any (a plain browser has none). */
export function nativePlatform(win: BridgeWindow | undefined = currentWindow()): 'android' | 'ios' | null {
  if (win?.Android) return 'android'
  if (win?.webkit?.messageHandlers) return 'ios'
  return null
}

/** spec 2 §7: the bridge needs Android 14.1.0 / iOS 13.7.0; `platform` is the partner-app platform value. */
export function bridgeSupported(platform: string | null | undefined, version: string | null | undefined): boolean {
  const app = appPlatformOf(platform)
  return app !== null && isAppVersionAtLeast(version, BRIDGE_MIN_VERSION[app])
}

/**
 * Calls `method` on the native side with `payload` as a JSON string. Returns whether the call was made;
 * never throws (a broken bridge must not break the page).
 */
export function sendToNative(
  method: string,
  payload: unknown,
  { win = currentWindow(), logger = console }: { win?: BridgeWindow; logger?: Logger } = {},
): boolean {
  const platform = nativePlatform(win)
  if (!win || !platform) {
    logger.warn(UNSUPPORTED_PLATFORM_LOG)
    return false
  }
  try {
    const json = JSON.stringify(payload ?? {})
    if (platform === 'android') {
      const fn = win.Android?.[method]
      if (typeof fn !== 'function') throw new Error(`no method ${method}`)
      fn.call(win.Android, json)
    } else {
      const handler = win.webkit?.messageHandlers?.[method]
      if (typeof handler?.postMessage !== 'function') throw new Error(`no handler ${method}`)
      handler.postMessage(json)
    }
    return true
  } catch (error) {
    logger.error(FAILED_CALL_LOG, method, error)
    return false
  }
}

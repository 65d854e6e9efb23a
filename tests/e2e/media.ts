import { chromium, type Browser, type Page } from 'playwright-core'
import { CHROMIUM_ARGS, POLL_MS } from './browser.ts'

// What the consultation room's e2e files share: Chromium with a fake camera and microphone (issue 24's Done-when:
// `--use-fake-device-for-media-stream --use-fake-ui-for-media-stream`), and the wait for the other side's video.

export const MEDIA_ARGS = [
  '--use-fake-device-for-media-stream',
  '--use-fake-ui-for-media-stream',
  '--autoplay-policy=no-user-gesture-required',
]

/** Debian's Chromium, headless, with the fake media devices (its pages may call at once, without a prompt). */
export function launchMediaBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: [...CHROMIUM_ARGS, ...MEDIA_ARGS] })
}

/** Waits until the page's remote video plays frames of the other side's camera. */
export async function remoteVideoPlaying(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const v = document.querySelector<HTMLVideoElement>('[data-testid="remote-video"]')
      return v !== null && !v.hidden && v.readyState >= 2 && !v.paused && v.videoWidth > 0
    },
    null,
    { timeout: 30_000, polling: POLL_MS },
  )
}

import { afterAll, beforeAll, beforeEach } from 'vitest'
import { createApiFixture, type ApiFixture } from './app-fixture.ts'
import { browserClient } from './browser-client.ts'

/**
 * The API on a seeded database of the test file's own, with a fake clock that moves an hour on before each test, so
 * the OTP cooldowns and hourly caps of one test do not reach the next. Registers its own hooks.
 */
export function useAuthFixture(start: string, opts: { onQuery?: (sql: string) => void } = {}) {
  let fixture: ApiFixture | undefined
  let clock = new Date(start)
  const advance = (seconds: number) => (clock = new Date(clock.getTime() + seconds * 1000))
  beforeAll(async () => {
    fixture = await createApiFixture({ now: () => clock, onQuery: opts.onQuery })
  })
  afterAll(() => fixture?.close())
  beforeEach(() => advance(3601))

  const t = {
    get f(): ApiFixture {
      if (!fixture) throw new Error('useAuthFixture: the fixture is made in beforeAll')
      return fixture
    },
    now: () => clock,
    advance,
    /** A browser that has seen a page: a visitor cookie and its CSRF token. */
    browser: () => browserClient(t.f).start(),
    /** The newest code sent to `to` (from the outbox table). */
    async codeFor(to: string): Promise<string> {
      const m = (await t.f.services.outbox.list(50)).find((x) => x.to === to)
      if (!m?.otp) throw new Error(`no code sent to ${to}`)
      return m.otp
    },
  }
  return t
}

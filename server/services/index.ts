import type { Config } from '../config.ts'
import type { Db } from '../db/client.ts'
import type { Logger } from '../http/logger.ts'
import { createAuthService } from './auth/auth.ts'
import { createOtpService } from './auth/otp.ts'
import { createSessionService } from './auth/sessions.ts'
import { createSsoService } from './auth/sso.ts'
import { createSuperLoginService } from './auth/super-login.ts'
import { createCaptchaService } from './captcha.ts'
import { createCartService } from './cart/cart.ts'
import { createCatalogService } from './catalog/catalog.ts'
import { createFooterService } from './footer/footer.ts'
import { createLabsService } from './labs/labs.ts'
import { createOutboxNotifier, type Notifier } from './notify/notifier.ts'
import { notifierFromConfig, type NotifyConfig } from './notify/providers.ts'
import { createPlacesService } from './places/places.ts'
import { createRateLimiter } from './rate-limit.ts'
import { createMaintenance } from './maintenance.ts'
import { createSecrets } from './secrets.ts'
import { createSupportService } from './support/support.ts'

/** The services of one process, built once at start and handed to API handlers and page loaders. */
export function createServices(
  db: Db,
  config: NotifyConfig & Partial<Pick<Config, 'OTP_HASH_KEY' | 'CSRF_KEY' | 'CAPTCHA_KEY' | 'OTP_CLIENT_SENDS_PER_HOUR'>>,
  logger: Logger,
  /** Tests: a fake clock for time rules (OTP expiry, cooldowns, sessions) and a notifier of their own. */
  opts: { now?: () => Date; notifier?: Notifier } = {},
) {
  const now = opts.now ?? (() => new Date())
  const log = (msg: string, fields: Record<string, unknown>) => logger.info(msg, fields)
  // The outbox view serves /__dev/outbox (outside production); messages go through the configured providers.
  const outbox = createOutboxNotifier(db, log)
  const notifier = opts.notifier ?? notifierFromConfig(config, db, log)
  const rateLimiter = createRateLimiter(db, now)
  const secrets = createSecrets(db, {
    otp_hash_key: config.OTP_HASH_KEY,
    csrf_key: config.CSRF_KEY,
    captcha_key: config.CAPTCHA_KEY,
  })
  const otp = createOtpService({
    db,
    notifier,
    rateLimiter,
    key: () => secrets.get('otp_hash_key'),
    now,
    sendsPerClientPerHour: config.OTP_CLIENT_SENDS_PER_HOUR,
  })
  const sessions = createSessionService(db, secrets, now)
  return {
    config,
    places: createPlacesService(db),
    catalog: createCatalogService(db),
    cart: createCartService(db),
    footer: createFooterService(db),
    labs: createLabsService(db),
    rateLimiter,
    notifier,
    outbox,
    secrets,
    sessions,
    otp,
    auth: createAuthService({ db, otp, rateLimiter, now }),
    superLogin: createSuperLoginService(db, sessions),
    sso: createSsoService(db, now),
    captcha: createCaptchaService({ rateLimiter, hmacKey: () => secrets.get('captcha_key'), now }),
    support: createSupportService(db, notifier),
    maintenance: createMaintenance(db, now),
  }
}
export type Services = ReturnType<typeof createServices>

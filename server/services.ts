import type { Config } from './config.ts'
import type { Db } from './db/client.ts'
import type { Logger } from './lib/logger.ts'
import { createAuthService } from './modules/auth/service.ts'
import { createOtpService } from './modules/auth/otp.ts'
import { createSessionService } from './modules/auth/sessions.ts'
import { createSsoService } from './modules/auth/sso.ts'
import { createSuperLoginService } from './modules/auth/super-login.ts'
import { createCaptchaService } from './modules/support/captcha.ts'
import { createCartService } from './modules/cart/service.ts'
import { createCatalogService } from './modules/catalog/service.ts'
import { createFooterService } from './modules/content/footer.ts'
import { createAnnouncementService } from './modules/content/announcement.ts'
import { createLabsService } from './modules/labs/service.ts'
import { createOutboxNotifier, type Notifier } from './modules/notify/notifier.ts'
import { notifierFromConfig, type NotifyConfig } from './modules/notify/providers.ts'
import { createPlacesService } from './modules/places/service.ts'
import { createRateLimiter } from './modules/platform/rate-limit.ts'
import { createMaintenance } from './modules/platform/maintenance.ts'
import { createSecrets } from './modules/platform/secrets.ts'
import { createSupportService } from './modules/support/service.ts'
import { createAppLinkService } from './modules/notify/app-link.ts'

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
  const labs = createLabsService(db)
  const captcha = createCaptchaService({ rateLimiter, hmacKey: () => secrets.get('captcha_key'), now })
  return {
    config,
    places: createPlacesService(db),
    catalog: createCatalogService(db),
    cart: createCartService(db, { labs }),
    footer: createFooterService(db),
    announcement: createAnnouncementService(db),
    labs,
    rateLimiter,
    notifier,
    outbox,
    secrets,
    sessions,
    otp,
    auth: createAuthService({ db, otp, rateLimiter, now }),
    superLogin: createSuperLoginService(db, sessions),
    sso: createSsoService(db, now),
    captcha,
    support: createSupportService({ db, notifier, rateLimiter, captcha }),
    appLink: createAppLinkService({ notifier, rateLimiter }),
    maintenance: createMaintenance(db, now),
  }
}
export type Services = ReturnType<typeof createServices>

import type { Config } from './config.ts'
import type { Db } from './db/client.ts'
import type { Logger } from './lib/logger.ts'
import { systemClock, type Clock } from './lib/clock.ts'
import type { AccountMergeHook } from './modules/auth/accounts.ts'
import { createSessionStart, type SignInHook } from './modules/auth/session-start.ts'
import { createIdempotency } from './modules/platform/idempotency.ts'
import { createAuthService } from './modules/auth/service.ts'
import { createOtpService } from './modules/auth/otp.ts'
import { createSessionService } from './modules/auth/sessions.ts'
import { createSsoService } from './modules/auth/sso.ts'
import { createSuperLoginService } from './modules/auth/super-login.ts'
import { createCaptchaService } from './modules/support/captcha.ts'
import { createCartService } from './modules/cart/service.ts'
import { createCartDetailsService } from './modules/cart/details.ts'
import { createCouponService } from './modules/coupons/service.ts'
import { createInventoryService } from './modules/inventory/service.ts'
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
  /** Tests: a fake clock for time rules (OTP expiry, cooldowns, sessions, caches) and a notifier of their own. */
  opts: { now?: Clock; notifier?: Notifier } = {},
) {
  const now = opts.now ?? systemClock
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
  const captcha = createCaptchaService({ rateLimiter, hmacKey: () => secrets.get('captcha_key'), now })
  const labs = createLabsService(db, now)
  const cart = createCartService(db, { labs, now })
  const inventory = createInventoryService(db, now)
  // Orders of an account that count against first-order coupons: none until orders exist (the orders module
  // replaces this when it lands in issue 9's order step).
  const coupons = createCouponService(db, { now, ordersPlaced: async () => 0 })
  const cartDetails = createCartDetailsService(db, { inventory, coupons })

  // What other modules do when accounts sign in or merge (auth knows none of them by name).
  const adoptGuestCart: SignInHook = {
    name: 'cart.adopt-guest',
    run: async (tx, { userId, visitorId }) => {
      if (!visitorId) return
      const dropped = await cart.adoptGuestCart(tx, visitorId, userId)
      if (dropped.length) logger.warn('guest cart lines left out at sign-in', { userId, dropped })
    },
  }
  const mergeCarts: AccountMergeHook = {
    name: 'cart.merge-accounts',
    run: async (tx, absorbedId, survivorId) => {
      const dropped = await cart.mergeAccounts(tx, absorbedId, survivorId)
      if (dropped.length) logger.warn('cart lines left out at an account merge', { survivorId, absorbedId, dropped })
    },
  }
  const auth = createAuthService({ db, otp, rateLimiter, now, mergeHooks: [mergeCarts] })

  return {
    config,
    now,
    places: createPlacesService(db),
    catalog: createCatalogService(db, now, logger),
    cart,
    cartDetails,
    inventory,
    coupons,
    footer: createFooterService(db, now),
    announcement: createAnnouncementService(db, now),
    labs,
    rateLimiter,
    notifier,
    outbox,
    secrets,
    sessions,
    sessionStart: createSessionStart({
      db,
      sessions,
      flows: auth.flows,
      hooks: [adoptGuestCart],
      now,
      log: (msg, fields) => logger.error(msg, fields),
    }),
    otp,
    auth,
    superLogin: createSuperLoginService(db, sessions),
    sso: createSsoService(db, now),
    captcha,
    support: createSupportService({ db, notifier, rateLimiter, captcha }),
    appLink: createAppLinkService({ notifier, rateLimiter }),
    idempotency: createIdempotency(db, now),
    maintenance: createMaintenance(db, now),
  }
}
export type Services = ReturnType<typeof createServices>

import { POLICY_DEFAULTS, type Config } from './config.ts'
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
import { createAddressService } from './modules/addresses/service.ts'
import { createCartDetailsService } from './modules/cart/details.ts'
import { createCouponService } from './modules/coupons/service.ts'
import { createInventoryService } from './modules/inventory/service.ts'
import { createOrderPlacement } from './modules/orders/place.ts'
import { createOrderService } from './modules/orders/service.ts'
import { createInvoiceService } from './modules/orders/invoices.ts'
import { createReorderService } from './modules/orders/reorder.ts'
import { orderStatusPublisher } from './modules/orders/events.ts'
import type { EventBus } from './modules/events/bus.ts'
import { createWalletService } from './modules/wallet/service.ts'
import { razorpayGateway, testGateway, type OnlineGateway } from './modules/payments/gateway.ts'
import { createRazorpayClient } from './modules/payments/razorpay/client.ts'
import { createPaymentService } from './modules/payments/service.ts'
import { createDeskService } from './modules/desk/service.ts'
import { createCourierWebhook } from './modules/desk/courier.ts'
import { paise } from '../core/money.ts'
import { createCatalogService } from './modules/catalog/service.ts'
import { createFooterService } from './modules/content/footer.ts'
import { createAnnouncementService } from './modules/content/announcement.ts'
import { operatorFrom, type OperatorConfig } from './modules/content/operator.ts'
import { createLabsService } from './modules/labs/service.ts'
import { createLabSlots } from './modules/labs/slots.ts'
import { createPatientStep } from './modules/labs/patient-step.ts'
import { createLabBookings } from './modules/labs/bookings.ts'
import { createLabDesk } from './modules/labs/desk.ts'
import { createLabReschedule } from './modules/labs/reschedule.ts'
import { createPatientService } from './modules/patients/service.ts'
import { createLabCatalog } from './modules/labs/catalog.ts'
import { createOutboxNotifier, type Notifier } from './modules/notify/notifier.ts'
import { notifierFromConfig, type NotifyConfig } from './modules/notify/providers.ts'
import { createPlacesService } from './modules/places/service.ts'
import { createRateLimiter } from './modules/platform/rate-limit.ts'
import { createMaintenance } from './modules/platform/maintenance.ts'
import { createSharedCaches } from './modules/platform/shared-caches.ts'
import { createSecrets } from './modules/platform/secrets.ts'
import { createSupportService } from './modules/support/service.ts'
import { createAppLinkService } from './modules/notify/app-link.ts'
import { createPrescriptionService } from './modules/prescriptions/service.ts'
import { fileStorageFor, type FileStorageConfig } from './modules/prescriptions/file-storage.ts'
import type { FileStorage } from './modules/storage/storage.ts'
import { createDoneInOneService, dioStatusPublisher } from './modules/doneinone/service.ts'
import { mergeDioAccounts } from './modules/doneinone/customer.ts'
import { createPharmacistService } from './modules/pharmacist/service.ts'
import { createRegisterService } from './modules/registers/service.ts'

/** The services of one process, built once at start and handed to API handlers and page loaders. */
export function createServices(
  db: Db,
  config: NotifyConfig &
    Partial<
      Pick<
        Config,
        | 'OTP_HASH_KEY'
        | 'CSRF_KEY'
        | 'CAPTCHA_KEY'
        | 'OTP_CLIENT_SENDS_PER_HOUR'
        | 'COD_LIMIT_RUPEES'
        | 'ORDER_HOLD_MINUTES'
        | 'APP_ENV'
        | 'RAZORPAY_KEY_ID'
        | 'RAZORPAY_KEY_SECRET'
        | 'RAZORPAY_WEBHOOK_SECRET'
        | 'RAZORPAY_BASE_URL'
        | 'PRESCRIPTION_VALID_MONTHS'
        | 'COURIER_WEBHOOK_SECRET'
        | 'LAB_SLOT_CAPACITY'
        | 'LAB_COLLECTION_FEE_RUPEES'
        | 'LAB_COLLECTION_FREE_FROM_RUPEES'
      >
    > &
    Partial<OperatorConfig> &
    FileStorageConfig,
  logger: Logger,
  /**
   * Tests: a fake clock for time rules (OTP expiry, cooldowns, sessions, caches) and a notifier of their own. `events`:
   * the process's event bus on this database (main.ts, the test fixture); without one nothing is published and the
   * server-sent events endpoint answers 503.
   */
  opts: { now?: Clock; notifier?: Notifier; storage?: FileStorage; events?: EventBus } = {},
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
  // issue 11 §4: home collection costs a fee below a minimum order of tests (LAB_COLLECTION_FEE_RUPEES, …_FREE_FROM_…).
  const labCollectionFee = {
    fee: paise((config.LAB_COLLECTION_FEE_RUPEES ?? POLICY_DEFAULTS.LAB_COLLECTION_FEE_RUPEES) * 100),
    freeFrom: paise((config.LAB_COLLECTION_FREE_FROM_RUPEES ?? POLICY_DEFAULTS.LAB_COLLECTION_FREE_FROM_RUPEES) * 100),
  }
  const labs = createLabsService(db, now)
  // issue 11 §2: the labs catalog's pages (a test in a city, a lab, the inventory search, the categories).
  const labCatalog = createLabCatalog(db, now)
  const cart = createCartService(db, {
    now,
    collectionFee: labCollectionFee,
  })
  const addresses = createAddressService(db, { now, cart })
  // issue 11 §4: the account's patients, home-collection slots, and the labs cart's patient step.
  const patients = createPatientService(db, { now })
  const labSlots = createLabSlots(db, { now, capacity: config.LAB_SLOT_CAPACITY })
  const patientStep = createPatientStep(db, { now, slots: labSlots, patients })
  const inventory = createInventoryService(db, now)
  const places = createPlacesService(db, now)
  // First-order coupons count the account's orders (the orders module answers; built just below).
  const coupons = createCouponService(db, { now, ordersPlaced: (userId, q) => orders.ordersPlaced(userId, q) })
  const cartDetails = createCartDetailsService(db, { inventory, coupons })
  const wallet = createWalletService(db, now)
  const idempotency = createIdempotency(db, now)
  // Order status changes reach open pages: published inside the transaction of each change (orders/events.ts).
  const events = opts.events ?? null
  const publish = events ? orderStatusPublisher(events) : undefined
  const orders = createOrderService(db, {
    now,
    validMonths: config.PRESCRIPTION_VALID_MONTHS,
    idempotency,
    wallet,
    notifier,
    logger,
    processRefunds: (orderId) => payments.processRefunds(orderId),
    publish,
    // The pharmacist's queue (built below): a queue row with the move into awaiting_rx_check, repeats approved after.
    rxQueue: {
      enqueue: (tx, orderId, at) => pharmacist.queueHooks.enqueue(tx, orderId, at),
      entered: (orderId) => pharmacist.queueHooks.entered(orderId),
    },
    // issue 11 §5: a lab booking's status and slot move with its order's (labs/bookings.ts).
    onMove: (tx, move) => labBookings.onOrderMove(tx, move),
    placement: createOrderPlacement(db, {
      now,
      cartDetails,
      inventory,
      places,
      wallet,
      publish,
      policy: {
        codLimit: paise((config.COD_LIMIT_RUPEES ?? POLICY_DEFAULTS.COD_LIMIT_RUPEES) * 100),
        holdMinutes: config.ORDER_HOLD_MINUTES ?? POLICY_DEFAULTS.ORDER_HOLD_MINUTES,
      },
    }),
  })

  // issue 11 §5: lab bookings, paid and refunded as orders (decision 035).
  const labBookings = createLabBookings(db, {
    now,
    slots: labSlots,
    wallet,
    idempotency,
    publish,
    holdMinutes: config.ORDER_HOLD_MINUTES ?? POLICY_DEFAULTS.ORDER_HOLD_MINUTES,
    collectionFee: labCollectionFee,
    cancelUnpaid: (tx, orderId, note) => orders.applyMove(tx, orderId, 'cancel', 'customer', note),
    placed: (p) => orders.afterMove(p),
  })
  // issue 11 §6: a booked booking moved to another free slot (labs/reschedule.ts).
  const labReschedule = createLabReschedule(db, { now, slots: labSlots, bookings: labBookings, publish, notifier, logger })

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
  const mergeAddresses: AccountMergeHook = {
    name: 'addresses.merge-accounts',
    run: (tx, absorbedId, survivorId) => addresses.mergeAccounts(tx, absorbedId, survivorId),
  }
  // Uploaded files: S3 when configured, else FILES_DIR; tests and DATA_DIR=memory:// get a temporary folder.
  const storage = opts.storage ?? fileStorageFor(config)
  const prescriptions = createPrescriptionService(db, {
    storage,
    now,
    log: (msg, fields) => logger.error(msg, fields),
  })
  const mergePrescriptions: AccountMergeHook = {
    name: 'prescriptions.merge-accounts',
    run: async (tx, absorbedId, survivorId) => void (await prescriptions.mergeAccounts(tx, absorbedId, survivorId)),
  }
  const mergeDoneInOne: AccountMergeHook = { name: 'doneinone.merge-accounts', run: mergeDioAccounts }
  const auth = createAuthService({
    db,
    otp,
    rateLimiter,
    now,
    mergeHooks: [mergeCarts, mergeAddresses, mergePrescriptions, mergeDoneInOne],
  })

  // Online payments: Razorpay when configured; the test gateway outside production; none in production without keys.
  const gateway: OnlineGateway | null =
    config.RAZORPAY_KEY_ID && config.RAZORPAY_KEY_SECRET
      ? razorpayGateway(
          createRazorpayClient({
            keyId: config.RAZORPAY_KEY_ID,
            keySecret: config.RAZORPAY_KEY_SECRET,
            baseUrl: config.RAZORPAY_BASE_URL,
            log: logger,
          }),
          config.RAZORPAY_KEY_ID,
          config.RAZORPAY_KEY_SECRET,
          { baseUrl: config.RAZORPAY_BASE_URL, log: (msg, fields) => logger.warn(msg, fields) },
        )
      : config.APP_ENV === 'production'
        ? null
        : testGateway(() => secrets.get('test_gateway_key'))
  const payments = createPaymentService(db, {
    now,
    gateway,
    orders,
    wallet,
    logger,
    webhookSecret: config.RAZORPAY_WEBHOOK_SECRET,
  })

  // issue 11 §6: the labs desk (collections, results, reports kept privately in the same file storage).
  const labDesk = createLabDesk(db, { now, storage, notifier, logger, events })

  // The order desk (issue 10 §4) and the courier's webhook, which delivers through the desk's move.
  const desk = createDeskService(db, { now, orders })
  const courier = createCourierWebhook(db, { now, logger, desk, orders, secret: config.COURIER_WEBHOOK_SECRET })

  // What is the same for every visitor, kept in memory: a writer's announced change drops it in every instance.
  const catalog = createCatalogService(db, now, logger)
  const footer = createFooterService(db, now)
  const announcement = createAnnouncementService(db, now)
  const caches = createSharedCaches(events, logger)
  caches.register('cities', places.invalidate)
  // The centres and the cities they serve change with the cities' data (a data update announces 'cities').
  caches.register('cities', inventory.invalidate)
  caches.register('catalog', catalog.invalidate)
  caches.register('footer', footer.get.invalidate)
  caches.register('announcement', announcement.get.invalidate)
  caches.register('labs', labs.invalidate)
  caches.register('labs', labCatalog.invalidate)

  // issue 10 §1: the order with a prescription alone (the customer's request, the pharmacist's cart or rejection).
  const doneInOne = createDoneInOneService(db, {
    now,
    notifier,
    logger,
    publish: events ? dioStatusPublisher(events) : undefined,
  })
  // issue 10 §3: the pharmacist's queue; orders entering awaiting_rx_check join it (rxQueue, wired above).
  const pharmacist = createPharmacistService(db, {
    now,
    logger,
    notifier,
    orders,
    catalog,
    prescriptions,
    doneInOne,
    processRefunds: (orderId) => payments.processRefunds(orderId),
    validMonths: config.PRESCRIPTION_VALID_MONTHS,
  })

  return {
    config,
    now,
    labCollectionFee,
    caches,
    places,
    catalog,
    cart,
    addresses,
    cartDetails,
    inventory,
    coupons,
    footer,
    announcement,
    /** Who runs this MedWise (the written pages name them): configured, else samples. */
    operator: operatorFrom(config),
    labs,
    labCatalog,
    patients,
    labSlots,
    patientStep,
    labBookings,
    labDesk,
    labReschedule,
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
    idempotency,
    wallet,
    orders,
    payments,
    desk,
    courier,
    prescriptions,
    doneInOne,
    pharmacist,
    registers: createRegisterService(db, { now }),
    events,
    invoices: createInvoiceService(db, { logger }),
    reorder: createReorderService(db, { inventory }),
    maintenance: createMaintenance(db, now),
  }
}
export type Services = ReturnType<typeof createServices>

import { POLICY_DEFAULTS, type Config } from './config.ts'
import { late } from './lib/late.ts'
import type { Db } from './db/client.ts'
import type { Logger } from './lib/logger.ts'
import { systemClock, type Clock } from './lib/clock.ts'
import {
  type AccountMergeHook,
  createSessionStart,
  type SignInHook,
  createAuthService,
  createIdentityChange,
  createOtpService,
  createSessionService,
  createSsoService,
  createSuperLoginService,
  purgeExpiredSignIns,
} from './modules/auth/index.ts'
import {
  createIdempotency,
  createRateLimiter,
  createMaintenance,
  createSharedCaches,
  createSecrets,
} from './modules/platform/index.ts'
import { createCaptchaService, createGrievanceService, createSupportService } from './modules/support/index.ts'
import { createPartnershipsService } from './modules/partnerships/index.ts'
import { createCartService, createCartDetailsService } from './modules/cart/index.ts'
import {
  createCarePlanBackOffice,
  createCarePlanReminders,
  createCarePlanService,
  createCarePlanSavings,
} from './modules/care-plan/index.ts'
import { createAddressService } from './modules/addresses/index.ts'
import { createCouponService } from './modules/coupons/index.ts'
import { createInventoryService } from './modules/inventory/index.ts'
import {
  createCheckout,
  createProductLine,
  createOrderService,
  createInvoiceService,
  createReorderService,
  orderStatusPublisher,
} from './modules/orders/index.ts'
import type { EventBus } from './modules/events/index.ts'
import { createLoyalty, createWalletService } from './modules/wallet/index.ts'
import { createReviewsService, mergeReviews } from './modules/reviews/index.ts'
import { createPartnerOffers, type PartnerOffers } from './modules/partner-offers/index.ts'
import {
  razorpayGateway,
  testGateway,
  createSavedMethods,
  mergeSavedMethods,
  type OnlineGateway,
  createRazorpayClient,
  createPaymentService,
} from './modules/payments/index.ts'
import { createOrderDeskService, createCourierWebhook } from './modules/order-desk/index.ts'
import { paise } from '../core/money.ts'
import { createCatalogService } from './modules/catalog/index.ts'
import { createFooterService, createAnnouncementService, operatorFrom, type OperatorConfig } from './modules/content/index.ts'
import {
  createLabsService,
  createLabSlots,
  createPatientStep,
  createLabBookings,
  createLabDesk,
  createLabReschedule,
  createLabCatalog,
} from './modules/labs/index.ts'
import { createContentPages } from './modules/content-pages/index.ts'
import { createPatientService, mergePatients } from './modules/patients/index.ts'
import { createProfileService, mergeProfiles } from './modules/profile/index.ts'
import { createDataExportService, createErasureService } from './modules/data-rights/index.ts'
import { corporateDetailsSetCookie } from '../core/corporate/member-rules.ts'
import {
  corporateSignInHook,
  createCorporateAdmin,
  createCorporateCheckout,
  createCorporateLabs,
  createCorporateLabsDev,
  createCorporateMembership,
  createCorporateOperator,
  createCorporateService,
  createCorporateWallet,
  createEkincareWidget,
  createHealthChecks,
  createRoster,
  createSelfServe,
  enrolForDevelopment,
} from './modules/corporate/index.ts'
import { createCancerCare, createOncologyMedicines, mergeSecondOpinions } from './modules/cancer-care/index.ts'
import { ONCOLOGY_SPECIALTY } from '../core/cancer-care/vocabulary.ts'
import {
  createConsultationNotes,
  createConsultationRoom,
  createConsultations,
  createConsultSale,
  createDoctorHours,
  createPrescribing,
} from './modules/consultations/index.ts'
import {
  createOutboxNotifier,
  type Notifier,
  notifierFromConfig,
  createMessageQueue,
  purgeQueuedMessages,
  type NotifyConfig,
  createAppLinkService,
} from './modules/notify/index.ts'
import { createPlacesService } from './modules/places/index.ts'
import { createPrescriptionService, fileStorageFor, type FileStorageConfig } from './modules/prescriptions/index.ts'
import { type FileStorage, purgeOrphanFiles } from './modules/storage/index.ts'
import { createDoneInOneService, dioStatusPublisher, mergeDioAccounts } from './modules/done-in-one/index.ts'
import { createPharmacistService } from './modules/pharmacist/index.ts'
import { createRegisterService } from './modules/registers/index.ts'
import { createVaccinationService, createVaccinationSlots, mergeVaccinations } from './modules/vaccination/index.ts'
import { createRecordSharing, createRecordsFiling, createRecordsService, mergeRecords } from './modules/records/index.ts'
import { createJobRunner, createJobsService, type JobHandlers, purgeFinishedJobs } from './modules/jobs/index.ts'
import { createInsurerService } from './modules/insurer/index.ts'

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
        | 'PROVIDER_TIMEOUT_MS'
        | 'PRESCRIPTION_VALID_MONTHS'
        | 'COURIER_WEBHOOK_SECRET'
        | 'LAB_SLOT_CAPACITY'
        | 'LAB_COLLECTION_FEE_RUPEES'
        | 'LAB_COLLECTION_FREE_FROM_RUPEES'
        | 'ICE_SERVERS'
        | 'EKINCARE_WIDGET_URL'
        | 'EKINCARE_WIDGET_SECRET'
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
  // The cycles between modules, each bound once its service is built below (server/lib/late.ts).
  const later = {
    orders: late<ReturnType<typeof createOrderService>>('orders'),
    payments: late<ReturnType<typeof createPaymentService>>('payments'),
    pharmacist: late<ReturnType<typeof createPharmacistService>>('the pharmacist’s queue'),
    labBookings: late<ReturnType<typeof createLabBookings>>('lab bookings'),
    jobs: late<ReturnType<typeof createJobsService>>('durable jobs'),
    jobRunner: late<ReturnType<typeof createJobRunner>>('the durable jobs’ runner'),
    carePlanReminders: late<ReturnType<typeof createCarePlanReminders>>('the care plan’s reminders'),
    consultSale: late<ReturnType<typeof createConsultSale>>('consultation sales'),
    recordsFiling: late<ReturnType<typeof createRecordsFiling>>('health records filing'),
    partnerOffers: late<PartnerOffers>('partner offers'),
    vaccination: late<ReturnType<typeof createVaccinationService>>('vaccination at home'),
  }
  const log = (msg: string, fields: Record<string, unknown>) => logger.info(msg, fields)
  // The outbox view serves /__dev/outbox (outside production); messages go through the configured providers.
  const outbox = createOutboxNotifier(db, log)
  const notifier = opts.notifier ?? notifierFromConfig(config, db, log)
  // decision 090: order, booking and other transactional messages go through the message outbox (notify/queue.ts),
  // sent by the durable jobs' runner with its back-off; OTPs, the app link and the jobs that are themselves retried
  // send through the notifier at once.
  const messages = createMessageQueue({
    db,
    now,
    logger: logger.child({ component: 'messages' }),
    notifier,
    jobs: { enqueue: (tx, job) => later.jobs.get().enqueue(tx, job) },
    runNow: (keyPrefixes) => later.jobRunner.get().runNow(keyPrefixes),
  })
  const rateLimiter = createRateLimiter(db, now)
  const secrets = createSecrets(db, {
    otp_hash_key: config.OTP_HASH_KEY,
    csrf_key: config.CSRF_KEY,
    captcha_key: config.CAPTCHA_KEY,
    partner_widget_key: config.EKINCARE_WIDGET_SECRET,
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
  // issue 23: plans, terms of membership and their savings; the carts price with them.
  // MedWise Cash: the person's own money and rewards (decision 055); every rewards movement schedules its expiry.
  const wallet = createWalletService(db, now, { jobs: { enqueue: (tx, job) => later.jobs.get().enqueue(tx, job) } })
  const loyalty = createLoyalty(db, { now, wallet, notifier })
  const carePlan = createCarePlanService(db, {
    now,
    wallet,
    jobs: { enqueue: (tx, job) => later.jobs.get().enqueue(tx, job), cancel: (tx, key) => later.jobs.get().cancel(tx, key) },
  })
  // issue 27 §4: an insurer's policyholders and their benefits (decision 087); the carts price with them.
  const insurer = createInsurerService(db, { now, rateLimiter })
  const cart = createCartService(db, {
    now,
    collectionFee: labCollectionFee,
    carePlan,
    insurer,
  })
  const addresses = createAddressService(db, { now, cart })
  // issue 11 §4: the account's patients, home-collection slots, and the labs cart's patient step.
  const patients = createPatientService(db, { now })
  const labSlots = createLabSlots(db, { now, capacity: config.LAB_SLOT_CAPACITY })
  const patientStep = createPatientStep(db, { now, slots: labSlots, patients })
  // issue 24 §1–2: doctors, their slots and finding one.
  const consultations = createConsultations(db, { now })
  // issue 24 §1: a doctor's own hours (/staff/consultations/hours).
  const doctorHours = createDoctorHours(db, { now })
  const inventory = createInventoryService(db, now)
  const places = createPlacesService(db, now)
  // First-order coupons count the account's orders (the orders module answers; built just below).
  const coupons = createCouponService(db, { now, ordersPlaced: (userId, q) => later.orders.get().ordersPlaced(userId, q) })
  const cartDetails = createCartDetailsService(db, { inventory, coupons, carePlan, insurer })
  const idempotency = createIdempotency(db, now)
  // Order status changes reach open pages: published inside the transaction of each change (orders/events.ts).
  const events = opts.events ?? null
  const publish = events ? orderStatusPublisher(events) : undefined
  const holdMinutes = config.ORDER_HOLD_MINUTES ?? POLICY_DEFAULTS.ORDER_HOLD_MINUTES
  // One way to sell (orders/checkout.ts): every line of sale (product carts, labs carts) goes through it.
  // issue 25: corporates, their rosters and policies; the OPD wallet, which pays at checkout and takes refunds back.
  const corporate = createCorporateService(db, { now })
  const corporateWallet = createCorporateWallet(db, now)
  const corporateCheckout = createCorporateCheckout(db, { corporate, wallet: corporateWallet })
  const checkout = createCheckout(db, { now, wallet, idempotency, holdMinutes, publish, corporate: corporateCheckout })
  const orders = later.orders.set(
    createOrderService(db, {
      now,
      validMonths: config.PRESCRIPTION_VALID_MONTHS,
      checkout,
      wallet,
      corporate: corporateCheckout,
      notifier: messages,
      logger,
      processRefunds: (orderId) => later.payments.get().processRefunds(orderId),
      publish,
      // The pharmacist's queue (built below): a queue row with the move into awaiting_rx_check, repeats approved after.
      rxQueue: {
        enqueue: (tx, orderId, at) => later.pharmacist.get().queueHooks.enqueue(tx, orderId, at),
        entered: (orderId) => later.pharmacist.get().queueHooks.entered(orderId),
        close: (tx, orderId, at, by) => later.pharmacist.get().queueHooks.close(tx, orderId, at, by),
      },
      // issue 11 §5: a lab booking's status and slot move with its order's (labs/bookings.ts).
      // issue 23: a care plan bought with an order is paid, voided or unlocked with it.
      onMove: async (tx, move) => {
        await later.labBookings.get().onOrderMove(tx, move)
        await carePlan.onOrderMove(tx, move)
        await insurer.onOrderMove(tx, move)
        await loyalty.onOrderMove(tx, move)
        // issue 24 §3: a consultation's state and slot move with its order's (consultations/sale.ts).
        await later.consultSale.get().onOrderMove(tx, move)
        // issue 27 §6: a vaccination at home's status and slot move with its order's (vaccination/service.ts).
        await later.vaccination.get().onOrderMove(tx, move)
        // issue 26 §1: the order's uploaded prescriptions (the pharmacist's decision) and its invoice are filed.
        await later.recordsFiling.get().order(tx, move.orderId)
      },
      products: createProductLine(db, {
        now,
        cartDetails,
        carePlan,
        insurer,
        inventory,
        places,
        policy: { codLimit: paise((config.COD_LIMIT_RUPEES ?? POLICY_DEFAULTS.COD_LIMIT_RUPEES) * 100), holdMinutes },
      }),
    }),
  )

  // issue 25: the corporate health check (decision 068), a variant of the labs line.
  const healthChecks = createHealthChecks(db, { now })

  // issue 11 §5: lab bookings, paid and refunded as orders (decision 035).
  const labBookings = later.labBookings.set(
    createLabBookings(db, {
      now,
      slots: labSlots,
      checkout,
      collectionFee: labCollectionFee,
      carePlan,
      insurer,
      cancelUnpaid: (tx, orderId, note) => orders.applyMove(tx, orderId, 'cancel', 'customer', note),
      placed: (p) => orders.afterMove(p),
      // issue 25 §5: the corporate health check follows its booking's status (decision 068).
      onStatus: (tx, orderId, status) => healthChecks.onLabStatus(tx, orderId, status),
    }),
  )
  // issue 11 §6: a booked booking moved to another free slot (labs/reschedule.ts).
  const labReschedule = createLabReschedule(db, {
    now,
    slots: labSlots,
    bookings: labBookings,
    publish,
    notifier: messages,
    logger,
  })
  const corporateLabs = createCorporateLabs(db, { now, corporate, patients, labBookings, healthChecks })
  const corporateSelfServe = createSelfServe(db, {
    now,
    corporate,
    labs: corporateLabs,
    healthChecks,
    slots: labSlots,
    addresses,
    reschedule: labReschedule,
    idempotency,
  })

  // issue 25: a member's own side (decision 065: the roster row claimed at sign-in).
  const corporateMembership = createCorporateMembership(db, {
    corporate,
    wallet: corporateWallet,
    addPatient: (tx, userId, person) => patients.addFamily(tx, userId, person),
    now,
  })
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
  // issue 24 §5–6: the e-prescription, its signed PDF in the same private storage, and the carts it fills.
  // issue 26 §1–2: the records store; filing composes the product's own documents into it (records/filing.ts).
  const records = createRecordsService(db, { now, storage, logger })
  const recordsFiling = later.recordsFiling.set(createRecordsFiling(db, { records, logger }))
  // issue 26 §3–4: share links to a member's records, their view logs, ABHA and the FHIR export (decision 079).
  const recordSharing = createRecordSharing(db, { now, storage, logger })
  const prescribing = createPrescribing(db, {
    now,
    storage,
    cart,
    onSigned: (tx, consultationId) => recordsFiling.consultation(tx, consultationId).then(() => undefined),
  })
  const prescriptions = createPrescriptionService(db, {
    storage,
    now,
    log: (msg, fields) => logger.error(msg, fields),
  })
  const mergePrescriptions: AccountMergeHook = {
    name: 'prescriptions.merge-accounts',
    run: async (tx, absorbedId, survivorId) => void (await prescriptions.mergeAccounts(tx, absorbedId, survivorId)),
  }
  const mergeDoneInOne: AccountMergeHook = { name: 'done-in-one.merge-accounts', run: mergeDioAccounts }
  const mergePatientsHook: AccountMergeHook = { name: 'patients.merge-accounts', run: mergePatients }
  const mergeRecordsHook: AccountMergeHook = { name: 'records.merge-accounts', run: mergeRecords }
  const mergeSecondOpinionsHook: AccountMergeHook = { name: 'cancer-care.merge-accounts', run: mergeSecondOpinions }
  const mergeProfilesHook: AccountMergeHook = { name: 'profile.merge-accounts', run: mergeProfiles }
  const mergeReviewsHook: AccountMergeHook = { name: 'reviews.merge-accounts', run: mergeReviews }
  const mergeSavedMethodsHook: AccountMergeHook = { name: 'payments.merge-saved-methods', run: mergeSavedMethods }
  const mergeVaccinationsHook: AccountMergeHook = { name: 'vaccination.merge-accounts', run: mergeVaccinations }
  const auth = createAuthService({
    db,
    otp,
    rateLimiter,
    now,
    mergeHooks: [
      mergePatientsHook,
      mergeRecordsHook,
      mergeCarts,
      mergeAddresses,
      mergePrescriptions,
      mergeDoneInOne,
      mergeSecondOpinionsHook,
      mergeProfilesHook,
      mergeReviewsHook,
      mergeSavedMethodsHook,
      mergeVaccinationsHook,
    ],
  })
  // issue 26 §5: the profile; its e-mail and phone change through the auth module's OTP (decision 075).
  const identity = createIdentityChange({
    db,
    otp,
    accounts: auth.accounts,
    now,
    notifier: messages,
    onNoticeFailed: (error) => logger.warn('identity change notice not sent', { err: String(error) }),
  })
  const profile = createProfileService(db, { now, identity })
  const acceptLegalTexts: SignInHook = {
    name: 'profile.legal-acceptance',
    run: (tx, { userId }) => profile.recordLegalAcceptance(tx, userId),
  }

  // Online payments: Razorpay when configured; the test gateway outside production; none in production without keys.
  const gateway: OnlineGateway | null =
    config.RAZORPAY_KEY_ID && config.RAZORPAY_KEY_SECRET
      ? razorpayGateway(
          createRazorpayClient({
            keyId: config.RAZORPAY_KEY_ID,
            keySecret: config.RAZORPAY_KEY_SECRET,
            baseUrl: config.RAZORPAY_BASE_URL,
            timeoutMs: config.PROVIDER_TIMEOUT_MS,
            log: logger,
          }),
          config.RAZORPAY_KEY_ID,
          config.RAZORPAY_KEY_SECRET,
          { baseUrl: config.RAZORPAY_BASE_URL, log: (msg, fields) => logger.warn(msg, fields) },
        )
      : config.APP_ENV === 'production'
        ? null
        : testGateway(() => secrets.get('test_gateway_key'))
  const payments = later.payments.set(
    createPaymentService(db, {
      now,
      gateway,
      orders,
      wallet,
      logger,
      webhookSecret: config.RAZORPAY_WEBHOOK_SECRET,
    }),
  )

  // issue 23: the member's savings page and cancellation, refunded on the order that sold the plan.
  const carePlanSavings = createCarePlanSavings(db, {
    now,
    carePlan,
    orders,
    idempotency,
    jobs: { cancel: (tx, key) => later.jobs.get().cancel(tx, key) },
    sales: { saleFor: (userId, at) => later.carePlanReminders.get().saleFor(userId, at) },
    offers: { memberCards: () => later.partnerOffers.get().memberCards() },
    processRefunds: (orderId) => payments.processRefunds(orderId),
    logger,
  })

  // issue 24 §4–5: the consultation room (chat, files, WebRTC signalling on the bus) and the doctor's desk.
  const consultationRoom = createConsultationRoom(db, { now, storage, events, iceServers: config.ICE_SERVERS })
  // issue 24 §5: the doctor's private notes of a consultation (decision 064).
  const consultationNotes = createConsultationNotes(db, { now })

  // issue 11 §6: the labs desk (collections, results, reports kept privately in the same file storage).
  const labDesk = createLabDesk(db, {
    now,
    storage,
    notifier: messages,
    logger,
    events,
    onStatus: async (tx, orderId, status) => {
      await healthChecks.onLabStatus(tx, orderId, status)
      // issue 26 §1: the booking's reports, with their results, are filed once they are all ready.
      if (status === 'report_ready') await recordsFiling.labBooking(tx, orderId)
    },
  })

  // The order desk (issue 10 §4) and the courier's webhook, which delivers through the desk's move.
  const orderDesk = createOrderDeskService(db, { now, orders })
  const courier = createCourierWebhook(db, { now, logger, desk: orderDesk, orders, secret: config.COURIER_WEBHOOK_SECRET })

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
  // issue 27 §1: published content pages; a publish or rollback announces 'content-pages' (decision 083).
  const contentPages = createContentPages(db, { now, caches })
  caches.register('content-pages', contentPages.invalidate)

  // issue 10 §1: the order with a prescription alone (the customer's request, the pharmacist's cart or rejection).
  const doneInOne = createDoneInOneService(db, {
    now,
    notifier: messages,
    logger,
    publish: events ? dioStatusPublisher(events) : undefined,
  })
  // issue 10 §3: the pharmacist's queue; orders entering awaiting_rx_check join it (rxQueue, wired above).
  const pharmacist = later.pharmacist.set(
    createPharmacistService(db, {
      now,
      logger,
      notifier: messages,
      orders,
      catalog,
      prescriptions,
      doneInOne,
      processRefunds: (orderId) => later.payments.get().processRefunds(orderId),
      validMonths: config.PRESCRIPTION_VALID_MONTHS,
    }),
  )

  // Durable jobs (decision 053): a module enqueues with `jobs.enqueue(tx, …)` in its own transaction, and the handler
  // of each kind it enqueues is registered here, by kind; main.ts polls the runner.
  const jobs = later.jobs.set(createJobsService(db, now))
  // issue 24 §8: the cancer second opinion (the coordinator assigns an oncologist of the consultations module), and
  // the cancer-care home's medicines with their generic alternatives (the catalog's substitutes).
  const cancerCare = createCancerCare(db, {
    now,
    storage,
    notifier: messages,
    logger,
    patientOf: async (userId, patientId) => {
      const p = await patients.get({ kind: 'user', userId }, patientId)
      return { id: p.id, name: p.name, age: p.age, gender: p.gender }
    },
    oncologists: async () =>
      (await consultations.list(ONCOLOGY_SPECIALTY, { perPage: 30 })).doctors.map((d) => ({
        id: d.id,
        name: d.name,
        qualifications: d.qualifications,
      })),
  })
  const oncologyMedicines = createOncologyMedicines(catalog, now)
  // issue 23: the care plan's renewal and sale reminders.
  const carePlanReminders = later.carePlanReminders.set(createCarePlanReminders(db, { now, jobs, notifier, logger }))
  // issue 23 §7: customer care's view of a member.
  const carePlanBackOffice = createCarePlanBackOffice(db, { now, carePlan, jobs })
  // issue 24 §3: a consultation sold as a line of sale; its no-show check and automatic refund are durable jobs.
  const consultSale = later.consultSale.set(
    createConsultSale(db, {
      now,
      consultations,
      checkout,
      orders: () => orders,
      carePlan,
      insurer,
      jobs: () => jobs,
      notifier: messages,
      storage,
      logger,
    }),
  )
  // issue 27 §6: vaccination at home, sold through checkout; the nurses' slots on the labs' slot engine; its desk files
  // the ImmunizationRecord and reminds the next dose through a durable job.
  const vaccination = later.vaccination.set(
    createVaccinationService(db, {
      now,
      slots: createVaccinationSlots(db, { now }),
      checkout,
      orders: () => orders,
      jobs: () => jobs,
      records,
      notifier,
      logger,
    }),
  )
  // issue 26 §6: 'download my data' (decision 080), built and swept by durable jobs.
  const savedMethods = createSavedMethods(db, { now, gateway })
  const invoices = createInvoiceService(db, { logger })
  const dataExports = createDataExportService(db, {
    now,
    storage,
    notifier: messages,
    logger: logger.child({ component: 'data-export' }),
    jobs,
    sources: { profile, wallet, savedMethods, invoices },
  })
  // issue 27 §3: partner offers, their codes claimed once per person, and notify me (decision 085).
  const partnerOffers = later.partnerOffers.set(
    createPartnerOffers(db, {
      now,
      idempotency,
      jobs,
      notifier,
      audienceOf: async (userId) => {
        const [member, corporate] = await Promise.all([carePlan.memberNow(userId), corporateMembership.shellDetailsOf(userId)])
        return { member: member.applying !== null, corporate: corporate !== null }
      },
    }),
  )
  const jobHandlers: JobHandlers = {
    ...partnerOffers.handlers,
    ...carePlanReminders.handlers,
    ...loyalty.handlers,
    ...consultSale.handlers,
    ...vaccination.handlers,
    ...dataExports.handlers,
    ...messages.handlers,
  }
  const jobRunner = later.jobRunner.set(
    createJobRunner(db, { now, logger: logger.child({ component: 'jobs' }), handlers: jobHandlers }),
  )

  return {
    config,
    now,
    /** The one checkout pipeline: a new line of sale is placed through it (docs/adding-a-domain.md). */
    checkout,
    labCollectionFee,
    caches,
    places,
    catalog,
    cart,
    addresses,
    cartDetails,
    carePlan,
    carePlanSavings,
    insurer,
    /** issue 26 §1–2: the health records store, and the filing of the product's own documents into it. */
    records,
    recordsFiling,
    recordSharing,
    inventory,
    coupons,
    footer,
    announcement,
    contentPages,
    /** Who runs this MedWise (the written pages name them): configured, else samples. */
    operator: operatorFrom(config),
    labs,
    labCatalog,
    patients,
    labSlots,
    consultations,
    prescribing,
    consultationRoom,
    consultationNotes,
    cancerCare,
    oncologyMedicines,
    doctorHours,
    consultSale,
    /** issue 27 §6: vaccination at home (the line of sale, the bookings, the desk, the reminders). */
    vaccination,
    patientStep,
    labBookings,
    labDesk,
    labReschedule,
    rateLimiter,
    notifier,
    /** The message outbox (decision 090): transactional messages sent by the jobs' runner with retries. */
    messages,
    outbox,
    secrets,
    sessions,
    sessionStart: createSessionStart({
      db,
      sessions,
      flows: auth.flows,
      hooks: [adoptGuestCart, corporateSignInHook(() => corporateMembership), acceptLegalTexts],
      now,
      log: (msg, fields) => logger.error(msg, fields),
    }),
    otp,
    auth,
    /** issue 26 §5: the profile, and its e-mail and phone changed by OTP (decision 075). */
    profile,
    identity,
    /** issue 26 §6: erase my account, confirmed by OTP (decision 081). */
    erasure: createErasureService({ db, otp, notifier, storage, logger, now }),
    superLogin: createSuperLoginService(db, sessions),
    sso: createSsoService(db, now),
    captcha,
    support: createSupportService({ db, notifier: messages, rateLimiter, captcha }),
    appLink: createAppLinkService({ notifier, rateLimiter }),
    idempotency,
    wallet,
    /** issue 23 §5: the loyalty programme, NeuCoins and the rewards' expiry (decision 055). */
    loyalty,
    orders,
    payments,
    /** The order desk (issue 10 §4); the labs desk is labDesk. */
    orderDesk,
    courier,
    prescriptions,
    doneInOne,
    pharmacist,
    registers: createRegisterService(db, { now }),
    events,
    invoices,
    reorder: createReorderService(db, { inventory }),
    jobs,
    jobRunner,
    carePlanReminders,
    carePlanBackOffice,
    /** issue 27 §3: partner offers (decision 085). */
    partnerOffers,
    maintenance: createMaintenance(db, now, [
      purgeExpiredSignIns,
      purgeFinishedJobs,
      purgeQueuedMessages,
      // decision 090: files no row names, a day old (the local disk; an S3 store cannot list yet).
      purgeOrphanFiles(storage),
    ]),
    /** issue 25: corporates, their rosters and policies; the OPD wallet. */
    corporate,
    corporateLabs,
    corporateSelfServe,
    /** Development only: the /__dev/corporates routes' work (labs-dev-api.ts). */
    corporateLabsDev: createCorporateLabsDev(db, { selfServe: corporateSelfServe }),
    corporateWallet,
    corporateMembership,
    /**
     * Cookies other modules set on the answer of every sign-in (auth knows none of them by name): the corporateDetails
     * cookie of a covered corporate member (decision 065), which the sign-in popup reads to go to the dashboard.
     */
    signInCookies: async (userId: number): Promise<string[]> => {
      const details = await corporateMembership.shellDetailsOf(userId)
      return details ? [corporateDetailsSetCookie(details, undefined, config.APP_ENV === 'production')!] : []
    },
    /** issue 25 §7: the partner health widget's frame and its signed token. */
    ekincareWidget: createEkincareWidget({
      url: config.EKINCARE_WIDGET_URL,
      key: () => secrets.get('partner_widget_key'),
      now,
    }),
    /** issue 25 §4: the OPD wallet at checkout, on the payment pages and in the cashless-benefit widget. */
    corporateCheckout,
    /** Development and tests only (/__dev/corporates/enrol): an account put on a roster (with dependants), linked, topped up. */
    corporateDev: {
      enrol: (e: Parameters<typeof enrolForDevelopment>[2]) =>
        enrolForDevelopment(db, { corporate, wallet: corporateWallet, now }, e),
    },
    /** issue 25 §8: the HR console's roster, policy, top-ups and figures; the operator's corporates. */
    corporateRoster: createRoster(db, { now, today: corporate.today }),
    corporateAdmin: createCorporateAdmin(db, { now, corporate, wallet: corporateWallet }),
    corporateOperator: createCorporateOperator(db, { now, corporate }),
    /** issue 26 §7: ratings and reviews of what was bought and received (decision 076). */
    reviews: createReviewsService(db, { now }),
    /** issue 26 §8: the cards and UPI ids saved with the payment provider, as its tokens. */
    savedMethods,
    /** issue 26 §6: 'download my data' (decision 080). */
    dataExports,
    /** The private file storage (prescriptions, records, lab reports, data exports). */
    storage,
    /** issue 26 §6: grievances, answered within the DPDP Rules' 90 days (decision 082). */
    grievances: createGrievanceService({ db, notifier: messages, now, logger }),
    /** issue 27 §2, §5: partnership leads, the campaign's questions, the survey (decision 084). */
    partnerships: createPartnershipsService({
      db,
      notifier: messages,
      rateLimiter,
      captcha,
      now,
      teamEmail: operatorFrom(config).support.email,
      logger,
    }),
  }
}
export type Services = ReturnType<typeof createServices>

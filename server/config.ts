import { z } from 'zod'
import { parseTrustedProxies } from './http/client-address.ts'
import { missingS3Settings } from './modules/storage/index.ts'
import { OperatorConfigSchema } from './modules/content/index.ts'
import { IceServersSchema } from '../contracts/consultation-room.ts'
import { POOL_DEFAULTS } from './db/pool-settings.ts'

export const DEFAULT_MAIL_FROM = 'MedWise <no-reply@medwise.example>'

// Configuration comes only from the environment, checked once at start (Epic Stack habit: env.server.ts).
/**
 * The defaults of the selling policies: the schema below and the services (built in tests from a partial config)
 * read these, so each is written once.
 */
export const POLICY_DEFAULTS = {
  /** Cash on delivery is offered up to this much (issue 9: ₹5,000). */
  COD_LIMIT_RUPEES: 5000,
  LAB_COLLECTION_FEE_RUPEES: 99,
  LAB_COLLECTION_FREE_FROM_RUPEES: 500,
  ORDER_HOLD_MINUTES: 15,
} as const

/**
 * issue 30 §1 and §4 (decision 088): load shedding and the HTTP server's limits. app.ts and main.ts fall back to these
 * when a test builds the app without a config, so each is written once.
 */
export const HTTP_LIMIT_DEFAULTS = {
  /** Requests one instance works on at once before browsing is shed (measured: decision 088). */
  MAX_IN_FLIGHT: 64,
  /** More requests in flight that only placing orders, paying and the webhooks may take. */
  PRIORITY_IN_FLIGHT_HEADROOM: 16,
  /** The event loop's delay beyond which browsing is shed, ms (measured: decision 088). */
  MAX_EVENT_LOOP_LAG_MS: 300,
  /** Seconds a shed client is told to wait (Retry-After). */
  SHED_RETRY_AFTER_SECONDS: 2,
  /** A request's headers must arrive within this (slow-loris: 408). */
  HTTP_HEADERS_TIMEOUT_MS: 10_000,
  /** A whole request (headers and body) must arrive within this (408). */
  HTTP_REQUEST_TIMEOUT_MS: 120_000,
  /** An idle keep-alive connection is closed after this. */
  HTTP_KEEP_ALIVE_TIMEOUT_MS: 5_000,
  /** Request headers beyond this are refused with 431 (Node's default, 16 KiB). */
  HTTP_MAX_HEADER_BYTES: 16_384,
  /** An API body that is not a file upload (JSON, a form) beyond this is refused with 413; uploads have their own. */
  MAX_JSON_BODY_BYTES: 1_048_576,
} as const

export const ConfigSchema = z.object({
  /**
   * How the app behaves: 'production' hides the development outbox and needs a real message provider.
   * NODE_ENV is left to the libraries (React's production build); `npm start` sets it to production.
   */
  APP_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** A PostgreSQL server; when unset the embedded PGlite database under DATA_DIR is used. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional(),
  /**
   * issue 30 §2 (decision 089), a PostgreSQL server only: the pool's size and time-outs, so that nothing waits for a
   * server that is away and nothing stays half done on it. Connections per process.
   */
  DB_POOL_MAX: z.coerce.number().int().min(1).max(1000).default(POOL_DEFAULTS.max),
  /** How long opening a connection may take before the request is answered 503 (ms). */
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(POOL_DEFAULTS.connectTimeoutMs),
  /** How long a request waits for a free connection of a busy pool before it is answered 503 (ms). */
  DB_POOL_WAIT_MS: z.coerce.number().int().min(100).max(60_000).default(POOL_DEFAULTS.poolWaitMs),
  /** The sessions' statement_timeout (ms); the client stops waiting for an answer 5 s after it. */
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(1000).max(3_600_000).default(POOL_DEFAULTS.statementTimeoutMs),
  /** The sessions' idle_in_transaction_session_timeout (ms): the server rolls back a transaction left open this long. */
  DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .max(3_600_000)
    .default(POOL_DEFAULTS.idleInTransactionTimeoutMs),
  /** While connections fail, requests are answered 503 at once for this long before one probes the server (ms). */
  DB_DOWN_RETRY_MS: z.coerce.number().int().min(100).max(60_000).default(POOL_DEFAULTS.downRetryMs),
  /** Where the embedded database keeps its files; 'memory://' keeps it in memory (tests). */
  DATA_DIR: z.string().min(1).default('var/db'),
  /** Where `npm run build` put the app (relative to the project). */
  BUILD_DIR: z.string().min(1).default('build'),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  /** Seed this many synthetic SKUs on top of the real catalog (benchmarks). */
  SEED_SKUS: z.coerce.number().int().min(0).max(1_000_000).default(0),
  /** Time to let in-flight requests finish after SIGTERM. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
  /** issue 30 §1: requests in flight per instance beyond which browsing is answered 503 at once (decision 088). */
  MAX_IN_FLIGHT: z.coerce.number().int().min(1).max(100_000).default(HTTP_LIMIT_DEFAULTS.MAX_IN_FLIGHT),
  /** More requests in flight kept for placing orders, paying and the payment and courier webhooks. */
  PRIORITY_IN_FLIGHT_HEADROOM: z.coerce
    .number()
    .int()
    .min(0)
    .max(100_000)
    .default(HTTP_LIMIT_DEFAULTS.PRIORITY_IN_FLIGHT_HEADROOM),
  /** The event loop's delay, ms, beyond which browsing is shed (a flood waiting for the CPU); priority work at 4×. */
  MAX_EVENT_LOOP_LAG_MS: z.coerce.number().int().min(10).max(60_000).default(HTTP_LIMIT_DEFAULTS.MAX_EVENT_LOOP_LAG_MS),
  /** Seconds a shed request is told to wait before trying again (Retry-After). */
  SHED_RETRY_AFTER_SECONDS: z.coerce.number().int().min(1).max(120).default(HTTP_LIMIT_DEFAULTS.SHED_RETRY_AFTER_SECONDS),
  /** issue 30 §4: a request's headers must arrive within this many ms, else 408 (slow-loris). */
  HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(HTTP_LIMIT_DEFAULTS.HTTP_HEADERS_TIMEOUT_MS),
  /** The whole request (headers and body) must arrive within this many ms, else 408. */
  HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(HTTP_LIMIT_DEFAULTS.HTTP_REQUEST_TIMEOUT_MS),
  /** An idle keep-alive connection is closed after this many ms (keep nginx's upstream keepalive_timeout below it). */
  HTTP_KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(HTTP_LIMIT_DEFAULTS.HTTP_KEEP_ALIVE_TIMEOUT_MS),
  /** Request headers larger than this many bytes are refused with 431. */
  HTTP_MAX_HEADER_BYTES: z.coerce.number().int().min(1024).max(1_048_576).default(HTTP_LIMIT_DEFAULTS.HTTP_MAX_HEADER_BYTES),
  /** An API body that is not a multipart upload, beyond this many bytes, is refused with 413. */
  MAX_JSON_BODY_BYTES: z.coerce.number().int().min(1024).max(104_857_600).default(HTTP_LIMIT_DEFAULTS.MAX_JSON_BODY_BYTES),
  /** How often each instance looks for durable jobs that are due (reminders, refunds, exports; decision 053). */
  JOBS_POLL_MS: z.coerce.number().int().min(100).max(600_000).default(5000),
  /**
   * How long one call to the SMS, e-mail or payment provider may take before we give up on it (decision 090; default
   * 10 s each). The fault bench points the providers at fakes that hang and sets this lower.
   */
  PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).optional(),
  /** Where SMS and calls go: 'msg91' (needs MSG91_AUTH_KEY and MSG91_TEMPLATE_ID), or 'outbox' (not in production). */
  SMS_PROVIDER: z.enum(['outbox', 'msg91']).optional(),
  /** MSG91's authentication key (a secret: from the environment only, never logged). */
  MSG91_AUTH_KEY: z.string().min(1).optional(),
  /** MSG91's approved SMS template (Flow API); it receives the variables `otp` and `text`. */
  MSG91_TEMPLATE_ID: z.string().min(1).optional(),
  /** MSG91's SendOTP template, needed for OTPs by voice call; without it calls fail. */
  MSG91_OTP_TEMPLATE_ID: z.string().min(1).optional(),
  /** MSG91's API host (default https://control.msg91.com); tests point it at a local fake. */
  MSG91_BASE_URL: z.url({ protocol: /^https?$/, error: 'MSG91_BASE_URL must be an http:// or https:// URL' }).optional(),
  /** The mail server for e-mail: smtp://user:pass@host:587 (STARTTLS) or smtps://user:pass@host:465 (TLS). */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^/?#]+/, 'SMTP_URL must start with smtp:// or smtps:// and name a host')
    .optional(),
  /** The sender of our e-mail. */
  MAIL_FROM: z.string().min(3).default(DEFAULT_MAIL_FROM),
  /**
   * The proxies (addresses or CIDR ranges, comma-separated) whose X-Forwarded-For names the client: nginx in front of
   * the instances, e.g. '127.0.0.1' or '10.0.0.0/8'. Unset: the header is ignored and the socket's peer is the client.
   */
  TRUSTED_PROXIES: z
    .string()
    .optional()
    .superRefine((value, ctx) => {
      try {
        parseTrustedProxies(value)
      } catch (e) {
        ctx.addIssue({ code: 'custom', message: (e as Error).message })
      }
    }),
  /** OTP sends per client address per hour (OWASP: a per-client cap beside the per-identifier one). */
  OTP_CLIENT_SENDS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(20),
  /** Keys for the OTP hashes, CSRF tokens and captcha signatures; outside production made once and kept in the DB. */
  OTP_HASH_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  CSRF_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  CAPTCHA_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  /**
   * issue 25 §7: the partner health widget of /corporate/widget/ekincare (an http(s) URL shown in a sandboxed iframe,
   * given a 5-minute signed token); unset, the page says it is not configured. EKINCARE_WIDGET_SECRET is the key shared
   * with the partner for the token's HMAC (outside production made once and kept in the DB, as the other keys).
   */
  EKINCARE_WIDGET_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  EKINCARE_WIDGET_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Cash on delivery is offered up to this order total, in rupees (issue 9: ₹5,000 by default). */
  COD_LIMIT_RUPEES: z.coerce.number().int().min(0).max(100_000).default(POLICY_DEFAULTS.COD_LIMIT_RUPEES),
  /** issue 11 §4: the home-collection fee of a labs order below LAB_COLLECTION_FREE_FROM_RUPEES of tests (0: none). */
  LAB_COLLECTION_FEE_RUPEES: z.coerce.number().int().min(0).max(10_000).default(POLICY_DEFAULTS.LAB_COLLECTION_FEE_RUPEES),
  /** Labs orders of tests worth this much or more are collected free. */
  LAB_COLLECTION_FREE_FROM_RUPEES: z.coerce
    .number()
    .int()
    .min(0)
    .max(1_000_000)
    .default(POLICY_DEFAULTS.LAB_COLLECTION_FREE_FROM_RUPEES),
  /** How long an unpaid online order holds its stock, in minutes. */
  ORDER_HOLD_MINUTES: z.coerce.number().int().min(1).max(120).default(POLICY_DEFAULTS.ORDER_HOLD_MINUTES),
  /** Razorpay's API key id (public: Standard Checkout gets it too). Without it, online payment uses the test gateway
   * outside production and is off in production. */
  RAZORPAY_KEY_ID: z
    .string()
    .regex(/^rzp_(test|live)_[A-Za-z0-9]+$/, 'RAZORPAY_KEY_ID must look like rzp_test_… or rzp_live_…')
    .optional(),
  /** Razorpay's API key secret (a secret: from the environment only, never logged). */
  RAZORPAY_KEY_SECRET: z.string().min(1).optional(),
  /** The secret set on Razorpay's Dashboard for our webhook (signs X-Razorpay-Signature). */
  RAZORPAY_WEBHOOK_SECRET: z.string().min(1).optional(),
  /**
   * Signs the courier's status webhook (X-Courier-Signature, HMAC-SHA256 of the raw body; desk/courier.ts). Required
   * in production; unset outside production, the webhook route does not exist (404).
   */
  COURIER_WEBHOOK_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Razorpay's API host (default https://api.razorpay.com); tests point it at a local fake. */
  RAZORPAY_BASE_URL: z.url({ protocol: /^https?$/, error: 'RAZORPAY_BASE_URL must be an http:// or https:// URL' }).optional(),
  /**
   * issue 11 §4: the places of a new home-collection slot (collections per lab, city and half hour; decision 034). At
   * least 6, the most people one booking may hold, so an empty slot fits any booking. Days already made keep theirs.
   */
  LAB_SLOT_CAPACITY: z.coerce.number().int().min(6).max(500).default(10),
  /** issue 10 §3: a prescription older than this many months (from the date written on it) cannot be approved. */
  PRESCRIPTION_VALID_MONTHS: z.coerce.number().int().min(1).max(24).default(6),
  /** Where uploaded files (prescriptions) are kept on the local disk when no S3 bucket is set. */
  FILES_DIR: z.string().min(1).default('var/files'),
  /** An S3-compatible bucket for uploaded files (prescriptions); unset keeps them on the local disk. */
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'S3_BUCKET must be a valid S3 bucket name')
    .optional(),
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'S3_ENDPOINT must be an http:// or https:// URL' }).optional(),
  S3_REGION: z.string().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /**
   * issue 24 §4: the consultation room's STUN/TURN servers, a JSON array of RTCIceServer
   * (`[{"urls":"turn:turn.example.in:3478","username":"medwise","credential":"…"}]`; coturn in production, README).
   * None by default: browsers on one machine or one network connect without.
   */
  ICE_SERVERS: z
    .string()
    .optional()
    .transform((text, ctx) => {
      if (text === undefined || text.trim() === '') return []
      let json: unknown
      try {
        json = JSON.parse(text)
      } catch {
        ctx.addIssue({ code: 'custom', message: 'ICE_SERVERS must be a JSON array of {urls, username?, credential?}' })
        return z.NEVER
      }
      const parsed = IceServersSchema.safeParse(json)
      if (!parsed.success) {
        ctx.addIssue({
          code: 'custom',
          message: `ICE_SERVERS: ${parsed.error.issues[0]?.message ?? 'not a list of ICE servers'}`,
        })
        return z.NEVER
      }
      return parsed.data
    }),
  /** The company, customer care and grievance officer the pages name (samples until set: content/operator.ts). */
  ...OperatorConfigSchema.shape,
})
export type Config = z.infer<typeof ConfigSchema>

export class ConfigError extends Error {}

/** Parses the environment; throws ConfigError with one line per bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = ConfigSchema.safeParse(env)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`)
  }
  const config = parsed.data
  const problems: string[] = []
  // Architecture: in production without a configured provider the server refuses to start.
  if (config.APP_ENV === 'production' && (config.SMS_PROVIDER ?? 'outbox') === 'outbox') {
    problems.push('SMS_PROVIDER: production needs a real message provider; the development outbox is not allowed')
  }
  for (const key of ['OTP_HASH_KEY', 'CSRF_KEY', 'CAPTCHA_KEY'] as const) {
    if (config.APP_ENV === 'production' && !config[key]) {
      problems.push(`${key}: production needs this key from the environment (not one kept in the database)`)
    }
  }
  if (config.APP_ENV === 'production' && !config.COURIER_WEBHOOK_SECRET) {
    problems.push("COURIER_WEBHOOK_SECRET: production needs the courier webhook's secret from the environment")
  }
  if (config.APP_ENV === 'production' && !config.SMTP_URL) {
    problems.push('SMTP_URL: production needs a real e-mail provider; the development outbox is not allowed')
  }
  if (config.SMS_PROVIDER === 'msg91') {
    if (!config.MSG91_AUTH_KEY) problems.push('MSG91_AUTH_KEY: required when SMS_PROVIDER is msg91')
    if (!config.MSG91_TEMPLATE_ID) problems.push('MSG91_TEMPLATE_ID: required when SMS_PROVIDER is msg91')
  }
  // File storage: a bucket needs its endpoint and both keys (server/modules/storage/from-config.ts).
  for (const name of missingS3Settings(config)) problems.push(`${name}: required when S3_BUCKET is set`)
  const razorpay = [config.RAZORPAY_KEY_ID, config.RAZORPAY_KEY_SECRET, config.RAZORPAY_WEBHOOK_SECRET]
  if (razorpay.some(Boolean) && !razorpay.every(Boolean)) {
    problems.push('RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET: set all three or none')
  }
  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n${problems.map((p) => `  ${p}`).join('\n')}`)
  return config
}

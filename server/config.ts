import { z } from 'zod'

export const DEFAULT_MAIL_FROM = 'MedWise <no-reply@medwise.example>'

// Configuration comes only from the environment, checked once at start (Epic Stack habit: env.server.ts).
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
  /** Where the embedded database keeps its files; 'memory://' keeps it in memory (tests). */
  DATA_DIR: z.string().min(1).default('var/db'),
  /** Where `npm run build` put the app (relative to the project). */
  BUILD_DIR: z.string().min(1).default('build'),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  /** Seed this many synthetic SKUs on top of the real catalog (benchmarks). */
  SEED_SKUS: z.coerce.number().int().min(0).max(1_000_000).default(0),
  /** Time to let in-flight requests finish after SIGTERM. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
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
  /** OTP sends per client address per hour (OWASP: a per-client cap beside the per-identifier one). */
  OTP_CLIENT_SENDS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(20),
  /** Keys for the OTP hashes, CSRF tokens and captcha signatures; outside production made once and kept in the DB. */
  OTP_HASH_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  CSRF_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  CAPTCHA_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
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
  if (config.APP_ENV === 'production' && !config.SMTP_URL) {
    problems.push('SMTP_URL: production needs a real e-mail provider; the development outbox is not allowed')
  }
  if (config.SMS_PROVIDER === 'msg91') {
    if (!config.MSG91_AUTH_KEY) problems.push('MSG91_AUTH_KEY: required when SMS_PROVIDER is msg91')
    if (!config.MSG91_TEMPLATE_ID) problems.push('MSG91_TEMPLATE_ID: required when SMS_PROVIDER is msg91')
  }
  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n${problems.map((p) => `  ${p}`).join('\n')}`)
  return config
}

import { z } from 'zod'

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
  /** A message provider for production ('outbox' only outside production). */
  SMS_PROVIDER: z.enum(['outbox']).optional(),
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
  // Architecture: in production without a configured provider the server refuses to start.
  if (config.APP_ENV === 'production' && (config.SMS_PROVIDER ?? 'outbox') === 'outbox') {
    throw new ConfigError(
      'Invalid configuration:\n  SMS_PROVIDER: production needs a real message provider; the development outbox is not allowed',
    )
  }
  return config
}

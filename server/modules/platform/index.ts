// The public face of the platform module: what other modules, the process (services.ts, app.ts) and the pages'
// server code may use. Everything else in this folder is the module's own.
export { createIdempotency, type Idempotency } from './idempotency.ts'
export { createMaintenance, PURGE_EVERY_MS } from './maintenance.ts'
export { createRateLimiter, type RateDecision, type RateLimiter } from './rate-limit.ts'
export { createSecrets, type Secrets } from './secrets.ts'
export { createSharedCaches, type SharedCaches } from './shared-caches.ts'
export { appendAudit, type AuditRow } from './audit.ts'
/** The audit log, for reads (auth: the mark of an account held for a phone); rows are written by appendAudit only. */
export { auditLog } from './schema.ts'
export { platformEraser } from './erasure.ts'

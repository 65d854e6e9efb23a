// The public face of the staff module: what other modules, the process (services.ts, app.ts) and the pages'
// server code may use. Everything else in this folder is the module's own.
export { auditStaffAction } from './audit.ts'
export { pharmacists } from './schema.ts'

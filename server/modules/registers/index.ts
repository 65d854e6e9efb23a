// The public face of the registers module: what other modules, the process (services.ts, app.ts) and the pages'
// server code may use. Everything else in this folder is the module's own.
export { appendBatchCorrection, appendReturnCorrection } from './corrections.ts'
export { appendDispensing, createRegisterService, H1_KEEP_YEARS, RX_KEEP_YEARS, yearsAfter } from './service.ts'
export { registersEraser } from './erasure.ts'

// The public face of the data-rights module (issue 26 §6): what the process (services.ts, app.ts) and the pages'
// server code may use. Everything else in this folder is the module's own.
export { erasureApi } from './erasure-api.ts'
export { OPENAPI_ROUTES as erasureOpenApi } from './erasure-openapi.ts'
export { ACCOUNT_ERASERS, NOT_A_CUSTOMERS } from './erasure-registry.ts'
export { createErasureService, type ErasureService } from './erasure.ts'

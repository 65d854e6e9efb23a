// The public face of the support module: what other modules, the process (services.ts, app.ts) and the pages'
// server code may use. Everything else in this folder is the module's own.
export { CAPTCHA_RULES, createCaptchaChallenge, createCaptchaService, type CaptchaService } from './captcha.ts'
export { OPENAPI_ROUTES as supportOpenApi } from './openapi.ts'
export { createSupportService } from './service.ts'
export { supportEraser } from './erasure.ts'
export { grievancesApi } from './grievances-api.ts'
export { createGrievanceService, type GrievanceQueueRow, type GrievanceService } from './grievances.ts'
export { grievances } from './schema.ts'

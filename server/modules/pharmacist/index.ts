// The public face of the pharmacist module: what other modules, the process (services.ts, app.ts) and the pages'
// server code may use. Everything else in this folder is the module's own.
export { createPharmacistService } from './service.ts'
export { rxReviews } from './schema.ts'
export { decideReview, enqueueDioRequest } from './reviews.ts'

// The public face of the reviews module: what other modules, the process (services.ts, app.ts) and the pages'
// server code may use. Everything else in this folder is the module's own.
export { reviewsApi } from './api.ts'
export { mergeReviews } from './merge.ts'
export { OPENAPI_ROUTES as reviewsOpenApi } from './openapi.ts'
export { reviews } from './schema.ts'
export { createReviewsService, type ModerationRow, NOT_ELIGIBLE, type ReviewsService } from './service.ts'
export { reviewsEraser } from './erasure.ts'

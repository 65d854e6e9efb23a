// The public face of the order-desk module: what other modules, the process (services.ts, app.ts) and the pages'
// server code may use. Everything else in this folder is the module's own.
export { createCourierWebhook } from './courier.ts'
export { OPENAPI_ROUTES as deskOpenApi } from './openapi.ts'
export { createOrderDeskService } from './service.ts'

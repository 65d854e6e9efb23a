// The public face of the content module: what other modules, the process (services.ts, app.ts) and the pages'
// server code may use. Everything else in this folder is the module's own.
export { createAnnouncementService } from './announcement.ts'
export { createFooterService } from './footer.ts'
export { OPENAPI_ROUTES as contentOpenApi } from './openapi.ts'
export { type OperatorConfig, OperatorConfigSchema, operatorFrom } from './operator.ts'

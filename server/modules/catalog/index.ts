// The public face of the catalog module: what other modules, the process (services.ts, app.ts) and the pages'
// server code may use. Everything else in this folder is the module's own.
export { OPENAPI_ROUTES as catalogOpenApi } from './openapi.ts'
export { notSoldOnline, notSoldOnlineError, notSoldOnlineLabel } from './sale-rules.ts'
export { products } from './schema.ts'
export { type CatalogService, createCatalogService } from './service.ts'
export { productUrl } from './urls.ts'

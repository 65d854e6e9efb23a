// The public face of the places module: what other modules, the process (services.ts, app.ts) and the pages'
// server code may use. Everything else in this folder is the module's own.
export { haversineKm } from './nearest.ts'
export { OPENAPI_ROUTES as placesOpenApi } from './openapi.ts'
export { cities, places } from './schema.ts'
export { createPlacesService, type PlacesService } from './service.ts'

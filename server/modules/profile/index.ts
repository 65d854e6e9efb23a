// The public face of the profile module: what other modules, the process (services.ts, app.ts) and the pages'
// server code may use. Everything else in this folder is the module's own.
export { profileApi } from './api.ts'
export { OPENAPI_ROUTES as profileOpenApi } from './openapi.ts'
export { communicationPreferences, consentEvents, profileDetails } from './schema.ts'
export { createProfileService, mergeProfiles, type ProfileService } from './service.ts'
export { profileEraser } from './erasure.ts'

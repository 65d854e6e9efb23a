// The public face of the partner offers module (issue 27 §3; decision 085): what the process (services.ts, app.ts)
// and the pages' server code may use. Everything else in this folder is the module's own.
export { partnerOffersApi } from './api.ts'
export { OPENAPI_ROUTES as partnerOffersOpenApi } from './openapi.ts'
export { partnerOfferClaims, partnerOfferCodes, partnerOffers, partners } from './schema.ts'
export {
  createPartnerOffers,
  PARTNER_OFFER_REMINDER,
  type PartnerOffers,
  reminderKey as partnerOfferReminderKey,
} from './service.ts'
export { partnerOffersEraser } from './erasure.ts'
export { seedSamplePartnerOffers } from './samples.ts'

// The public face of the vaccination module (issue 27 §6; decision 086): what other modules, the process (services.ts,
// app.ts) and the pages' server code may use. Everything else in this folder is the module's own.
export { bookInput, certificateHeaders, vaccinationApi } from './api.ts'
export { devVaccinationApi } from './dev-api.ts'
export { vaccinationEraser } from './erasure.ts'
export { mergeVaccinations } from './merge.ts'
export { OPENAPI_ROUTES as vaccinationOpenApi } from './openapi.ts'
export { vaccinationBookings, vaccinationSlots } from './schema.ts'
export {
  createVaccinationService,
  NEXT_DOSE_JOB,
  nextDoseKey,
  VACCINATION_CART_TYPE,
  VACCINATION_PAGES,
  type BookVaccinationInput,
  type VaccinationService,
} from './service.ts'
export { createVaccinationSlots } from './slots.ts'

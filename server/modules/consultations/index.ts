// The public face of the consultations module: what other modules, the process (services.ts, app.ts) and the pages'
// server code may use. Everything else in this folder is the module's own.
export { consultationsApi } from './api.ts'
export { OPENAPI_ROUTES as consultationsOpenApi } from './openapi.ts'
export { createConsultations, type Consultations, type DoctorSlotRow, type ListFilters } from './service.ts'
export {
  consultationAttachments,
  consultations,
  doctorExceptions,
  doctorHours,
  doctors,
  doctorSlots,
  doctorSpecialties,
  specialties,
} from './schema.ts'

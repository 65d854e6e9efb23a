// The public face of the consultations module: what other modules, the process (services.ts, app.ts) and the pages'
// server code may use. Everything else in this folder is the module's own.
export { consultationFor, type ConsultationAccess, type ConsultationRow, type ConsultationSide } from './access.ts'
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
export {
  AUTO_REFUND_JOB,
  type BookConsultationInput,
  CONSULT_PAGES,
  CONSULTATION_CART_TYPE,
  createConsultSale,
  type ConsultSale,
  NO_SHOW_JOB,
  whenLabel,
} from './sale.ts'
export { bookInput, consultBookBodyLimit, consultSaleApi } from './sale-api.ts'
export { OPENAPI_ROUTES as consultSaleOpenApi } from './sale-openapi.ts'
export { consultationUploads } from './sale-schema.ts'

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
export { createPrescribing, type Prescribing, prescriptionNumber } from './prescribing.ts'
export { ePrescriptionMedicines, ePrescriptions, ePrescriptionTests } from './prescription-schema.ts'
export { prescriptionApi, prescriptionPdfHeaders } from './prescription-api.ts'
export { PRESCRIPTION_OPENAPI_ROUTES as prescriptionOpenApi } from './prescription-openapi.ts'
export { consultationRoomApi } from './room-api.ts'
export { OPENAPI_ROUTES as consultationRoomOpenApi } from './room-openapi.ts'
export { createConsultationRoom, type ConsultationRoom, type DeskConsultation } from './room.ts'
export { consultationMessages, consultationSignals } from './room-schema.ts'
export { consultationNotesApi } from './notes-api.ts'
export { OPENAPI_ROUTES as consultationNotesOpenApi } from './notes-openapi.ts'
export { createConsultationNotes, type ConsultationNotesService } from './notes.ts'
export { consultationNotes } from './notes-schema.ts'
export { devConsultationsApi } from './dev-api.ts'
export { createDoctorHours, type DoctorHoursService, type DoctorHoursView, EXCEPTION_DAYS_AHEAD } from './hours.ts'
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
export { consultationsEraser } from './erasure.ts'

// The public face of the labs module: what other modules, the process (services.ts, app.ts) and the pages'
// server code may use. Everything else in this folder is the module's own.
export { canReschedule, customerCanCancelBooking, type LabBookingStatus } from './booking-states.ts'
export { createLabBookings, type BookingLine, type LabLineVariant, type PlaceLabBookingInput } from './bookings.ts'
export { createLabCatalog } from './catalog.ts'
export { createLabDesk } from './lab-desk.ts'
export { OPENAPI_ROUTES as labsOpenApi } from './openapi.ts'
export { createPatientStep } from './patient-step.ts'
export { labReportHeaders } from './reports-api.ts'
export { createLabReschedule } from './reschedule.ts'
export { labBookingItems, labBookings, labOffers, labs, labTests } from './schema.ts'
export { createLabsService } from './service.ts'
export {
  bookableDays,
  bookableStartsOf,
  dateLabel,
  dayBounds,
  dayLabel,
  dayPartOf,
  isCalendarDate,
  istParts,
  SLOT_MINUTES,
  SLOT_REFUSAL_TEXT,
  SLOTS_PER_DAY,
  slotLabel,
  slotRefusal,
  slotStartsOf,
  slotWithDayLabel,
  timeLabel,
  type SlotRefusal,
} from './slot-rules.ts'
export { createLabSlots } from './slots.ts'
export { labReports, labResultRows } from './report-schema.ts'
export { bookingPatients } from './results-rules.ts'
export { labsEraser } from './erasure.ts'

// The public face of the care-plan module: what other modules, the process (services.ts, app.ts) and the pages'
// server code may use. Everything else in this folder is the module's own.
export {
  createCarePlanService,
  dropLineSavings,
  NOT_A_MEMBER,
  type CarePlanService,
  type MemberNow,
  type MemberTerm,
  type SavingRow,
} from './service.ts'
export { carePlans, memberships, carePlanSavings } from './schema.ts'
export {
  createCarePlanReminders,
  type CarePlanReminders,
  RENEWAL_REMINDER,
  RENEWAL_REMINDER_DAYS,
  renewalKey,
  SALE_REMINDER,
  SALE_TEXTS,
} from './reminders.ts'
export { carePlanRemindersApi } from './reminders-api.ts'
export { OPENAPI_ROUTES as carePlanRemindersOpenApi } from './reminders-openapi.ts'
export { memberSales } from './schema.ts'
export { createCarePlanSavings, INVALID_REQUEST, type CarePlanSavings } from './savings.ts'
export { OPENAPI_ROUTES as carePlanOpenApi } from './openapi.ts'
export { createCarePlanBackOffice, type CarePlanBackOffice, type MemberRecord } from './back-office.ts'
export { priorityOrder } from './priority.ts'
export { carePlanEraser } from './erasure.ts'

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
export { createCarePlanSavings, INVALID_REQUEST, type CarePlanSavings } from './savings.ts'
export { OPENAPI_ROUTES as carePlanOpenApi } from './openapi.ts'

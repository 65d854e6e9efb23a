// The public face of the corporate module (issue 25): what other modules, the process (services.ts, app.ts) and the
// pages' server code may use. Everything else in this folder is the module's own.
export {
  createCorporateService,
  corporateNotFound,
  type CorporateService,
  type CorporateRow,
  type DependantRow,
  type EmployeeRow,
  type Membership,
  type PolicyRow,
} from './service.ts'
export {
  createCorporateMembership,
  type AddPatient,
  type CorporateMembership,
  type Dashboard,
  type DependantInput,
  type HistoryPage,
  type MemberCheck,
} from './membership.ts'
export { corporateSignInHook } from './linking.ts'
export { corporateMemberApi, devEkincareWidgetApi, dashboardToWire, historyToWire, memberToWire } from './member-api.ts'
export { OPENAPI_ROUTES as corporateOpenApi } from './member-api-openapi.ts'
export {
  BENEFIT_COVERS,
  createCorporateCheckout,
  type CashlessBenefitView,
  type CorporateCheckout,
  type CorporateQuote,
} from './checkout.ts'
export { devCorporateApi, enrolForDevelopment } from './dev-api.ts'
export { createCorporateWallet, type Balances, type CorporateWallet, type HistoryEntry, type WalletMove } from './wallet.ts'
export {
  corporates,
  corporateAdmins,
  corporateDependants,
  corporateEmployees,
  corporateHealthChecks,
  corporatePolicies,
  corporateSelfServeLinks,
  corporateWalletEntries,
  corporateWallets,
} from './schema.ts'
export { createHealthChecks, type HealthChecks } from './health-checks.ts'
export { createCorporateLabs, CORPORATE_LABS_SOURCE, type CorporateLabs } from './labs.ts'
export { createSelfServe, type SelfServe } from './self-serve.ts'
export { corporateLabsApi } from './labs-api.ts'
export { ppmcApi } from './ppmc-api.ts'
export { createCorporateLabsDev, devCorporateLabsApi } from './labs-dev-api.ts'
export { OPENAPI_ROUTES as corporateLabsOpenApi } from './labs-openapi.ts'
export { createEkincareWidget, WIDGET_TOKEN_SECONDS, type EkincareWidget, type WidgetClaims } from './ekincare.ts'
export { createRoster, type Roster } from './roster.ts'
export { createCorporateAdmin, type CorporateAdmin } from './admin.ts'
export { createCorporateOperator, type CorporateOperator, type CorporateWithAdmins } from './operator.ts'
export { corporateAdminApi, rosterBodyLimit, rosterText, csvHeaders, utilisationCsv } from './admin-api.ts'
export { devCorporatesApi } from './operator-api.ts'
export { OPENAPI_ROUTES as corporateAdminOpenApi } from './admin-openapi.ts'
export { corporateEraser } from './erasure.ts'

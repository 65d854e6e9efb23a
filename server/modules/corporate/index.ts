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
export { createRoster, type Roster } from './roster.ts'
export { createCorporateAdmin, type CorporateAdmin } from './admin.ts'
export { createCorporateOperator, type CorporateOperator, type CorporateWithAdmins } from './operator.ts'
export { corporateAdminApi, rosterBodyLimit, rosterText, csvHeaders, utilisationCsv } from './admin-api.ts'
export { devCorporatesApi } from './operator-api.ts'
export { OPENAPI_ROUTES as corporateAdminOpenApi } from './admin-openapi.ts'

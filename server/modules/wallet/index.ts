// The public face of the wallet module: what other modules, the process (services.ts, app.ts) and the pages'
// server code may use. Everything else in this folder is the module's own.
export { createWalletService, type WalletService } from './service.ts'

// The public face of the wallet module: what other modules, the process (services.ts, app.ts) and the pages'
// server code may use. Everything else in this folder is the module's own.
export { createWalletService, type WalletService } from './service.ts'
export { createLoyalty, type Loyalty, type LoyaltyView, type ShellWallet } from './loyalty.ts'
export { REWARDS_EXPIRY, REWARDS_EXPIRY_NOTICE, type Purses } from './service.ts'
export { walletEraser } from './erasure.ts'

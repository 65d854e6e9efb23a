// The public face of the inventory module: what other modules, the process (services.ts, app.ts) and the pages'
// server code may use. Everything else in this folder is the module's own.
export { heldUnits } from './held.ts'
export { type CentreStock, planShipments } from './plan.ts'
export { fulfilmentCentres, stockBatches, stockReservations } from './schema.ts'
export { createInventoryService, earliestSellableExpiry, type InventoryService } from './service.ts'
export { reserveStock, type StockReservation, takeOffShelf } from './reserve.ts'
export { commitHeldReservations, releaseReservations } from './release.ts'
export { repickBatches } from './repick.ts'

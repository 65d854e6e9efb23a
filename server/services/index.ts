import type { Config } from '../config.ts'
import type { Db } from '../db/client.ts'
import type { Logger } from '../http/logger.ts'
import { createCartService } from './cart/cart.ts'
import { createCatalogService } from './catalog/catalog.ts'
import { createFooterService } from './footer/footer.ts'
import { createLabsService } from './labs/labs.ts'
import { createOutboxNotifier } from './notify/notifier.ts'
import { createPlacesService } from './places/places.ts'
import { createRateLimiter } from './rate-limit.ts'

/** The services of one process, built once at start and handed to API handlers and page loaders. */
export function createServices(db: Db, config: Pick<Config, 'APP_ENV'>, logger: Logger) {
  const outbox = createOutboxNotifier(db, (msg, fields) => logger.info(msg, fields))
  return {
    config,
    places: createPlacesService(db),
    catalog: createCatalogService(db),
    cart: createCartService(db),
    footer: createFooterService(db),
    labs: createLabsService(db),
    rateLimiter: createRateLimiter(db),
    notifier: outbox,
    outbox,
  }
}
export type Services = ReturnType<typeof createServices>

import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { appSecrets } from './schema.ts'

export type SecretName = 'otp_hash_key' | 'csrf_key' | 'captcha_key' | 'test_gateway_key' | 'partner_widget_key'

/**
 * Keys the app signs or hashes with. A configured value (environment) wins; otherwise one is made once and kept
 * in the database, so every instance and every restart agree. Each key is read at most once per process.
 */
export function createSecrets(db: Db, configured: Partial<Record<SecretName, string | undefined>> = {}) {
  const cache = new Map<SecretName, Promise<string>>()
  async function load(name: SecretName): Promise<string> {
    const fromEnv = configured[name]
    if (fromEnv) return fromEnv
    await db
      .insert(appSecrets)
      .values({ name, value: randomBytes(32).toString('hex') })
      .onConflictDoNothing()
    const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, name))
    return row!.value
  }
  return {
    get(name: SecretName): Promise<string> {
      let value = cache.get(name)
      if (!value) {
        value = load(name)
        value.catch(() => cache.delete(name))
        cache.set(name, value)
      }
      return value
    },
  }
}
export type Secrets = ReturnType<typeof createSecrets>

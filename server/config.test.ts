import { describe, expect, test } from 'vitest'
import { ConfigError, loadConfig } from './config.ts'

describe('loadConfig', () => {
  test('defaults: port 3000, embedded database under var/db, development', () => {
    const config = loadConfig({})
    expect(config).toMatchObject({ PORT: 3000, DATA_DIR: 'var/db', APP_ENV: 'development' })
    expect(config.DATABASE_URL).toBeUndefined()
  })
  test.each([
    [{ PORT: 'not-a-port' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL must start with postgres:\/\//],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
    [{ APP_ENV: 'production' }, /SMS_PROVIDER: production needs a real message provider/],
  ])('%j is refused with a message naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError)
    expect(() => loadConfig(env)).toThrow(message)
  })
  test('a PostgreSQL URL switches from the embedded database', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@db:5432/app' }).DATABASE_URL).toBe('postgres://u:p@db:5432/app')
  })
})

import { describe, expect, test } from 'vitest'
import { ConfigError, loadConfig } from './config.ts'

// Made-up values: real keys come from the environment only.
const MSG91 = { SMS_PROVIDER: 'msg91', MSG91_AUTH_KEY: 'test-auth-key', MSG91_TEMPLATE_ID: 'test-template' }
const KEYS = { OTP_HASH_KEY: 'o'.repeat(32), CSRF_KEY: 'c'.repeat(32), CAPTCHA_KEY: 'k'.repeat(32) }
/** The courier webhook's secret: production needs it too (issue 10 §4). */
const COURIER = { COURIER_WEBHOOK_SECRET: 'w'.repeat(32) }

describe('loadConfig', () => {
  test('defaults: port 3000, embedded database under var/db, development', () => {
    const config = loadConfig({})
    expect(config).toMatchObject({
      PORT: 3000,
      DATA_DIR: 'var/db',
      APP_ENV: 'development',
      LAB_SLOT_CAPACITY: 10,
      JOBS_POLL_MS: 5000,
    })
    expect(config.DATABASE_URL).toBeUndefined()
  })
  test('the pool of a PostgreSQL server: time-outs by default, from the environment, bad ones refused (decision 089)', () => {
    expect(loadConfig({})).toMatchObject({
      DB_POOL_MAX: 10,
      DB_CONNECT_TIMEOUT_MS: 1000,
      DB_POOL_WAIT_MS: 5000,
      DB_STATEMENT_TIMEOUT_MS: 30_000,
      DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: 30_000,
      DB_DOWN_RETRY_MS: 1000,
    })
    expect(loadConfig({ DB_CONNECT_TIMEOUT_MS: '2500', DB_POOL_MAX: '20' })).toMatchObject({
      DB_CONNECT_TIMEOUT_MS: 2500,
      DB_POOL_MAX: 20,
    })
    expect(() => loadConfig({ DB_CONNECT_TIMEOUT_MS: '0' })).toThrow(/DB_CONNECT_TIMEOUT_MS/)
    expect(() => loadConfig({ DB_STATEMENT_TIMEOUT_MS: 'soon' })).toThrow(/DB_STATEMENT_TIMEOUT_MS/)
  })
  test.each([
    [{ PORT: 'not-a-port' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL must start with postgres:\/\//],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
    [{ JOBS_POLL_MS: '0' }, /JOBS_POLL_MS/],
    // A slot must fit the largest booking (6 people: decision 034).
    [{ LAB_SLOT_CAPACITY: '5' }, /LAB_SLOT_CAPACITY/],
    [{ APP_ENV: 'production' }, /SMS_PROVIDER: production needs a real message provider/],
    [{ APP_ENV: 'production', SMS_PROVIDER: 'outbox', SMTP_URL: 'smtps://u:p@mail.example:465' }, /SMS_PROVIDER: production/],
    [{ APP_ENV: 'production', ...MSG91 }, /SMTP_URL: production needs a real e-mail provider/],
    [{ SMS_PROVIDER: 'twilio' }, /SMS_PROVIDER/],
    [{ SMS_PROVIDER: 'msg91' }, /MSG91_AUTH_KEY: required when SMS_PROVIDER is msg91/],
    [{ SMS_PROVIDER: 'msg91', MSG91_AUTH_KEY: 'k' }, /MSG91_TEMPLATE_ID: required when SMS_PROVIDER is msg91/],
    [{ MSG91_BASE_URL: 'not a url' }, /MSG91_BASE_URL must be an http/],
    [{ MSG91_BASE_URL: 'ftp://files.example' }, /MSG91_BASE_URL must be an http/],
    [{ SMTP_URL: 'http://mail.example' }, /SMTP_URL must start with smtp:\/\/ or smtps:\/\//],
    [{ SMTP_URL: 'smtp://' }, /SMTP_URL/],
  ])('%j is refused with a message naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError)
    expect(() => loadConfig(env)).toThrow(message)
  })
  test('a PostgreSQL URL switches from the embedded database', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@db:5432/app' }).DATABASE_URL).toBe('postgres://u:p@db:5432/app')
  })
  test('production starts with MSG91 for SMS and calls and an SMTP server for e-mail', () => {
    const config = loadConfig({ APP_ENV: 'production', ...MSG91, ...KEYS, ...COURIER, SMTP_URL: 'smtps://u:p@mail.example:465' })
    expect(config).toMatchObject({ SMS_PROVIDER: 'msg91', SMTP_URL: 'smtps://u:p@mail.example:465' })
    expect(config.MAIL_FROM).toBe('MedWise <no-reply@medwise.example>')
  })
  test('production needs its keys from the environment, each at least 32 characters', () => {
    const base = { APP_ENV: 'production', ...MSG91, SMTP_URL: 'smtps://u:p@mail.example:465' }
    for (const key of Object.keys(KEYS)) {
      const without = { ...base, ...KEYS, ...COURIER, [key]: undefined }
      expect(() => loadConfig(without)).toThrow(new RegExp(`${key}: production needs this key`))
    }
    expect(() => loadConfig({ ...base, ...KEYS })).toThrow(/COURIER_WEBHOOK_SECRET: production needs/)
    expect(() => loadConfig({ ...base, ...KEYS, COURIER_WEBHOOK_SECRET: 'short' })).toThrow(
      /COURIER_WEBHOOK_SECRET: must be at least 32 characters/,
    )
    expect(loadConfig({ COURIER_WEBHOOK_SECRET: undefined }).COURIER_WEBHOOK_SECRET).toBeUndefined()
    expect(() => loadConfig({ ...base, ...KEYS, CSRF_KEY: 'short' })).toThrow(/CSRF_KEY: must be at least 32 characters/)
  })
  test('outside production the outbox stays the default and providers are optional', () => {
    expect(loadConfig({}).SMS_PROVIDER).toBeUndefined()
    expect(loadConfig({ SMS_PROVIDER: 'outbox' }).SMS_PROVIDER).toBe('outbox')
    expect(loadConfig({ SMTP_URL: 'smtp://127.0.0.1:2525' }).SMTP_URL).toBe('smtp://127.0.0.1:2525')
    expect(loadConfig({ ...MSG91, MSG91_BASE_URL: 'http://127.0.0.1:9999' }).MSG91_BASE_URL).toBe('http://127.0.0.1:9999')
  })
  test('every problem is named at once, and secrets are not echoed', () => {
    const env = { APP_ENV: 'production', SMS_PROVIDER: 'msg91', MSG91_TEMPLATE_ID: 'secret-template-x' }
    let message = ''
    try {
      loadConfig(env)
    } catch (e) {
      message = (e as Error).message
    }
    expect(message).toMatch(/SMTP_URL: production/)
    expect(message).toMatch(/MSG91_AUTH_KEY: required/)
    expect(message).not.toContain('secret-template-x')
  })
  test('MAIL_FROM can be set', () => {
    expect(loadConfig({ MAIL_FROM: 'Care <care@medwise.example>' }).MAIL_FROM).toBe('Care <care@medwise.example>')
  })
  test('uploaded files: the local disk under var/files by default; FILES_DIR moves them', () => {
    expect(loadConfig({}).FILES_DIR).toBe('var/files')
    expect(loadConfig({}).S3_BUCKET).toBeUndefined()
    expect(loadConfig({ FILES_DIR: '/srv/medwise/files' }).FILES_DIR).toBe('/srv/medwise/files')
  })
  test('an S3 bucket needs its endpoint and both keys; the secret is never echoed', () => {
    const s3 = {
      S3_BUCKET: 'rx-bucket',
      S3_ENDPOINT: 'https://s3.ap-south-1.amazonaws.com',
      S3_ACCESS_KEY_ID: 'key-id',
      S3_SECRET_ACCESS_KEY: 'secret-never-echoed-9d1',
    }
    expect(loadConfig(s3)).toMatchObject({ S3_BUCKET: 'rx-bucket', S3_ENDPOINT: 'https://s3.ap-south-1.amazonaws.com' })
    let message = ''
    try {
      loadConfig({ S3_BUCKET: 'rx-bucket', S3_SECRET_ACCESS_KEY: s3.S3_SECRET_ACCESS_KEY })
    } catch (e) {
      message = (e as Error).message
    }
    expect(message.split('\n').slice(1)).toEqual([
      '  S3_ENDPOINT: required when S3_BUCKET is set',
      '  S3_ACCESS_KEY_ID: required when S3_BUCKET is set',
    ])
    // Settings without a bucket are allowed (and unused): the local disk.
    expect(loadConfig({ S3_ENDPOINT: s3.S3_ENDPOINT }).S3_BUCKET).toBeUndefined()
  })
  test.each([
    [{ S3_BUCKET: 'Rx_Bucket' }, /S3_BUCKET must be a valid S3 bucket name/],
    [{ S3_BUCKET: 'ab' }, /S3_BUCKET must be a valid S3 bucket name/],
    [{ S3_ENDPOINT: 'ftp://s3.example' }, /S3_ENDPOINT must be an http/],
    [{ S3_ENDPOINT: 'not a url' }, /S3_ENDPOINT must be an http/],
    [{ FILES_DIR: '' }, /FILES_DIR/],
  ])('%j is refused', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message)
  })
})

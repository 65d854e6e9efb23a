import { describe, expect, test } from 'vitest'
import { AppError } from './app-error.ts'

describe('AppError', () => {
  test('is() knows an AppError of any copy of the module (the page build bundles its own)', async () => {
    expect(AppError.is(AppError.invalid('x'))).toBe(true)
    // A second copy of the module, as the page build has: a different class, the same brand.
    // @ts-expect-error -- the query makes Vite load a second instance; TypeScript cannot resolve such a path
    const copy = (await import('./app-error.ts?copy')) as typeof import('./app-error.ts')
    const foreign = copy.AppError.notFound('y')
    expect(foreign instanceof AppError).toBe(false)
    expect(AppError.is(foreign)).toBe(true)
    expect(AppError.is(new Error('z'))).toBe(false)
    expect(AppError.is({ name: 'AppError', status: 400 })).toBe(false)
    expect(AppError.is(null)).toBe(false)
  })

  test('the default entry is the message under its field; forField moves it', () => {
    const e = AppError.tooManyRequests('Slow down', 30, 'number')
    expect(e).toMatchObject({
      status: 429,
      code: 'rate_limited',
      retryAfterSeconds: 30,
      errors: [{ message: 'Slow down', field: 'number' }],
    })
    expect(e.forField('otp')).toMatchObject({
      status: 429,
      field: 'otp',
      errors: [{ message: 'Slow down', field: 'otp' }],
      retryAfterSeconds: 30,
    })
  })
})

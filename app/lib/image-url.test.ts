import { describe, test, expect } from 'vitest'
import { imageUrl, isOnImageHost, type ImageOptions } from './image-url.ts'

const HOST = 'img.example.in'
const IMG = 'https://img.example.in/products/a.jpg'

describe('imageUrl (spec 1 §7)', () => {
  test.each<[string, ImageOptions, string]>([
    [IMG, {}, `${IMG}?format=auto`],
    [IMG, { w: 200 }, `${IMG}?w=200&format=auto`],
    [IMG, { w: 200, h: 100 }, `${IMG}?w=200&h=100&format=auto`],
    [IMG, { w: 199.6 }, `${IMG}?w=200&format=auto`],
    [IMG, { w: 0, h: -5 }, `${IMG}?format=auto`],
    [IMG, { w: Number.NaN }, `${IMG}?format=auto`],
    [IMG, { w: 200, dpr: 2, enableDpr: true }, `${IMG}?w=200&dpr=2&format=auto`],
    [IMG, { dpr: 2.625, enableDpr: true }, `${IMG}?dpr=2.63&format=auto`],
    [IMG, { w: 200, dpr: 2 }, `${IMG}?w=200&format=auto`],
    [IMG, { w: 200, dpr: 2, enableDpr: false }, `${IMG}?w=200&format=auto`],
    [IMG, { w: 200, dpr: 1, enableDpr: true }, `${IMG}?w=200&format=auto`],
    [IMG, { dpr: 0.5, enableDpr: true }, `${IMG}?format=auto`],
    [IMG, { format: 'webp' }, `${IMG}?format=webp`],
    [`${IMG}?format=png`, {}, `${IMG}?format=png`],
    [`${IMG}?format=png`, { format: 'webp' }, `${IMG}?format=png`],
    [`${IMG}?w=50&v=3`, { w: 100 }, `${IMG}?w=100&v=3&format=auto`],
    ['//img.example.in/a.png', { w: 10 }, '//img.example.in/a.png?w=10&format=auto'],
    ['http://img.example.in/a.png', {}, 'http://img.example.in/a.png?format=auto'],
    ['https://IMG.example.in/a.png', {}, 'https://img.example.in/a.png?format=auto'],
    ['https://cdn.example.in/a.png', { w: 200 }, 'https://cdn.example.in/a.png'],
    ['https://img.example.in.evil.com/a.png', { w: 200 }, 'https://img.example.in.evil.com/a.png'],
    ['/images/logo.svg', { w: 200 }, '/images/logo.svg'],
    ['data:image/png;base64,AAAA', { w: 200 }, 'data:image/png;base64,AAAA'],
    ['', { w: 200 }, ''],
  ])('%s %j → %s', (src, options, expected) => {
    expect(imageUrl(src, options, HOST)).toBe(expected)
  })

  test('accepts the host configured as an origin', () => {
    expect(imageUrl(IMG, { w: 1 }, 'https://img.example.in')).toBe(`${IMG}?w=1&format=auto`)
  })

  test('no configured host → unchanged', () => {
    expect(imageUrl(IMG, { w: 1 }, '')).toBe(IMG)
  })
})

describe('isOnImageHost', () => {
  test.each([
    [IMG, true],
    ['https://img.example.in:8443/a.jpg', false],
    ['/a.jpg', false],
    ['not a url at all', false],
  ])('%s → %s', (src, expected) => {
    expect(isOnImageHost(src, HOST)).toBe(expected)
  })
})

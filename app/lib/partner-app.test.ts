import { describe, test, expect } from 'vitest'
import {
  BRIDGE_MIN_VERSION,
  IMAGE_UPLOAD_MIN_VERSION,
  SUPER_CART_AFFILIATE_CHANNEL,
  SUPER_PROPERTIES_MIN_VERSION,
  appPlatformOf,
  isAppVersionAtLeast,
  isPartnerAppWebview,
  isSuperCartJourney,
  parseVersion,
  supportsSuperProperties,
} from './partner-app.ts'

describe('isPartnerAppWebview (spec 1 §2.10)', () => {
  test.each([
    ['android', true],
    ['ios', true],
    ['Android', true],
    ['IOS', true],
    ['tcp-android-18.6.0', true],
    ['iOS_app', true],
    ['web', false],
    ['desktop', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('%j → %s', (platform, expected) => {
    expect(isPartnerAppWebview(platform)).toBe(expected)
  })
})

describe('isSuperCartJourney (spec 1 §2.10)', () => {
  test.each([
    [{ platform: 'android', tcpFlow: 'super_cart' }, true],
    [{ platform: 'ios', tcpFlow: 'super_cart' }, true],
    [{ platform: 'web', tcpFlow: 'super_cart' }, false],
    [{ platform: 'android', tcpFlow: 'SUPER_CART' }, false],
    [{ platform: 'android', tcpFlow: 'super-cart' }, false],
    [{ platform: 'android', tcpFlow: null }, false],
    [{ platform: null, tcpFlow: 'super_cart' }, false],
    [{}, false],
  ])('%j → %s', (input, expected) => {
    expect(isSuperCartJourney(input)).toBe(expected)
  })

  test('channel value', () => {
    expect(SUPER_CART_AFFILIATE_CHANNEL).toBe('TCP_SuperCart')
  })
})

describe('min versions (spec 1 §9, spec 2 §7)', () => {
  test('exact values', () => {
    expect(BRIDGE_MIN_VERSION).toEqual({ android: '14.1.0', ios: '13.7.0' })
    expect(IMAGE_UPLOAD_MIN_VERSION).toEqual({ android: '15.4.0' })
    expect(SUPER_PROPERTIES_MIN_VERSION).toEqual({ android: '18.6.0', ios: '18.8.0' })
  })
})

describe('parseVersion', () => {
  test.each([
    ['18.6.0', [18, 6, 0]],
    ['v18.6', [18, 6]],
    ['18.6.0-beta.1', [18, 6, 0]],
    ['18', [18]],
    [' 1.2.3 ', [1, 2, 3]],
    ['18.x', null],
    ['', null],
    ['abc', null],
    [null, null],
  ])('%j → %j', (input, expected) => {
    expect(parseVersion(input)).toEqual(expected)
  })
})

describe('isAppVersionAtLeast', () => {
  test.each([
    ['18.6.0', '18.6.0', true],
    ['18.6.1', '18.6.0', true],
    ['18.10.0', '18.6.0', true],
    ['19.0.0', '18.6.0', true],
    ['18.5.9', '18.6.0', false],
    ['18.6', '18.6.0', true],
    ['18', '18.6.0', false],
    ['18.6.0.1', '18.6.0', true],
    ['9.9.9', '18.6.0', false],
    ['', '18.6.0', false],
    [null, '18.6.0', false],
    ['garbage', '1.0.0', false],
    ['1.0.0', 'garbage', false],
  ])('%j ≥ %s → %s', (version, min, expected) => {
    expect(isAppVersionAtLeast(version, min)).toBe(expected)
  })
})

describe('appPlatformOf / supportsSuperProperties', () => {
  test.each([
    ['Android', 'android'],
    ['iOS', 'ios'],
    ['web', null],
    [null, null],
  ])('%j → %j', (platform, expected) => {
    expect(appPlatformOf(platform)).toBe(expected)
  })

  test.each([
    ['android', '18.6.0', true],
    ['android', '18.5.0', false],
    ['ios', '18.6.0', false],
    ['ios', '18.8.0', true],
    ['web', '99.0.0', false],
  ])('%s %s → %s', (platform, version, expected) => {
    expect(supportsSuperProperties(platform, version)).toBe(expected)
  })
})

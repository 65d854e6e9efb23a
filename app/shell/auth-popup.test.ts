import { describe, expect, test } from 'vitest'
import { authModeFromSearch, merchantPhoneFromSearch, searchWithoutAuth } from './auth-popup'

describe('how the URL opens the popup', () => {
  test.each([
    ['?login=true', 'Login'],
    ['?signup=true&followup=/cart', 'Signup'],
    ['?login=false', null],
    ['', null],
  ])('%s → %s', (search, mode) => expect(authModeFromSearch(search)).toBe(mode))

  test.each([
    ['?merchant=9810000006', '9810000006'],
    ['?merchant=5810000006', null],
    ['?merchant=981000000', null],
    ['?merchant=', null],
    ['?x=1', null],
  ])('merchant %s → %s', (search, phone) => expect(merchantPhoneFromSearch(search)).toBe(phone))

  test('the popup parameters are dropped, others kept', () => {
    expect(searchWithoutAuth('?login=true&q=dolo&merchant=9810000006&signup=true')).toBe('?q=dolo')
    expect(searchWithoutAuth('?login=true')).toBe('')
  })
})

import { describe, expect, test } from 'vitest'
import {
  INITIAL_SEARCH_STATE,
  autocompleteQuery,
  canSubmitSearch,
  moveActive,
  responseTypeOf,
  searchReducer,
  searchResultsUrl,
  visibleItems,
  type SearchAnswer,
} from './search-state.ts'

const dolo = { id: 1, name: 'Dolo 650', type: 'sku', url: '/drugs/dolo-650-1' }
const para = { id: 2, name: 'Paracetamol', type: 'allopathy', url: '/generics/paracetamol-2' }
const results: SearchAnswer = {
  result_found: true,
  search_results: [dolo],
  search_suggestions: { display_text: '', results: [] },
}
const suggestions: SearchAnswer = {
  result_found: false,
  search_results: [],
  search_suggestions: { display_text: 'Did you mean paracetamol?', results: [para] },
}
const none: SearchAnswer = { result_found: false, search_results: [], search_suggestions: { display_text: '', results: [] } }

describe('responseTypeOf (spec 1 §4.2)', () => {
  test.each([
    ['result_found', results, 'RESULTS'],
    ['suggestions', suggestions, 'SUGGESTIONS'],
    ['nothing', none, 'NORESULTS'],
    ['no suggestions object', { result_found: false, search_results: [] }, 'NORESULTS'],
    ['null suggestions', { result_found: false, search_results: [], search_suggestions: null }, 'NORESULTS'],
    ['result_found even with empty list', { result_found: true, search_results: [] }, 'RESULTS'],
  ] as const)('%s', (_, answer, expected) => {
    expect(responseTypeOf(answer as SearchAnswer)).toBe(expected)
  })
})

describe('searchReducer (spec 1 §4.2)', () => {
  const fetching = searchReducer(INITIAL_SEARCH_STATE, { type: 'fetch', term: 'dolo' })
  test.each([
    [
      'fetch sets the term and fetching',
      INITIAL_SEARCH_STATE,
      { type: 'fetch', term: 'dolo' },
      { searchTerm: 'dolo', fetching: true },
    ],
    [
      'success stores results and clears the error',
      { ...fetching, error: 'x' },
      { type: 'success', term: 'dolo', answer: results },
      { fetching: false, error: null, responseType: 'RESULTS', results: { header: '', data: [dolo] } },
    ],
    [
      'success with suggestions stores the did-you-mean header',
      fetching,
      { type: 'success', term: 'dolo', answer: suggestions },
      { responseType: 'SUGGESTIONS', suggestions: { header: 'Did you mean paracetamol?', data: [para] } },
    ],
    [
      'success with nothing is NORESULTS',
      fetching,
      { type: 'success', term: 'dolo', answer: none },
      { responseType: 'NORESULTS' },
    ],
    [
      'a stale success is dropped',
      fetching,
      { type: 'success', term: 'dol', answer: none },
      { responseType: null, fetching: true },
    ],
    ['failure stores the error', fetching, { type: 'failure', term: 'dolo', error: 'boom' }, { error: 'boom', fetching: false }],
    ['a stale failure is dropped', fetching, { type: 'failure', term: 'x', error: 'boom' }, { error: null }],
    ['reset clears everything', { ...fetching, error: 'e' }, { type: 'reset' }, INITIAL_SEARCH_STATE],
  ] as const)('%s', (_, state, action, expected) => {
    expect(searchReducer(state, action as Parameters<typeof searchReducer>[1])).toMatchObject(expected)
  })

  test('visibleItems follows the response type', () => {
    const r = searchReducer(fetching, { type: 'success', term: 'dolo', answer: results })
    const s = searchReducer(fetching, { type: 'success', term: 'dolo', answer: suggestions })
    const n = searchReducer(fetching, { type: 'success', term: 'dolo', answer: none })
    expect([visibleItems(r), visibleItems(s), visibleItems(n), visibleItems(INITIAL_SEARCH_STATE)]).toEqual([
      [dolo],
      [para],
      [],
      [],
    ])
  })
})

describe('search helpers (spec 1 §2.4, §5, §7.1)', () => {
  test('autocomplete query', () => {
    expect(autocompleteQuery('dolo')).toEqual({ q: 'dolo', types: 'allopathy,brand,sku,udp,disease', per_page: 12 })
  })
  test.each([
    ['dolo', true],
    ['  dolo ', true],
    ['', false],
    ['   ', false],
    [null, false],
    [undefined, false],
  ] as const)('canSubmitSearch(%j) = %s', (term, expected) => {
    expect(canSubmitSearch(term)).toBe(expected)
  })
  test.each([
    ['dolo', '/search/all?name=dolo'],
    [' dolo 650 ', '/search/all?name=dolo%20650'],
    ['a&b', '/search/all?name=a%26b'],
  ])('searchResultsUrl(%j) = %s', (term, url) => {
    expect(searchResultsUrl(term)).toBe(url)
  })
  test.each([
    [-1, 3, 'ArrowDown', 0],
    [0, 3, 'ArrowDown', 1],
    [2, 3, 'ArrowDown', -1],
    [-1, 3, 'ArrowUp', 2],
    [0, 3, 'ArrowUp', -1],
    [2, 3, 'ArrowUp', 1],
    [0, 0, 'ArrowDown', -1],
  ] as const)('moveActive(%i, %i, %s) = %i', (active, count, key, expected) => {
    expect(moveActive(active, count, key)).toBe(expected)
  })
})

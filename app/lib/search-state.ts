import { SEARCH_PER_PAGE, SEARCH_TYPES } from '../../core/constants.ts'

// spec 1 §3: a search item on the wire (url is treated as the slug) and the autocomplete answer.
export type SearchItem = { id: number | string; name: string; type: string; url: string }
export type SearchAnswer = {
  result_found: boolean
  search_results: SearchItem[]
  search_suggestions?: { display_text?: string; results?: SearchItem[] } | null
}

export type ResponseType = 'RESULTS' | 'SUGGESTIONS' | 'NORESULTS'

// spec 1 §3 'Search state': searchTerm, results and suggestions (header, data), response type.
export type SearchState = {
  searchTerm: string
  fetching: boolean
  error: string | null
  responseType: ResponseType | null
  results: { header: string; data: SearchItem[] }
  suggestions: { header: string; data: SearchItem[] }
}

export const INITIAL_SEARCH_STATE: SearchState = {
  searchTerm: '',
  fetching: false,
  error: null,
  responseType: null,
  results: { header: '', data: [] },
  suggestions: { header: '', data: [] },
}

export type SearchAction =
  | { type: 'fetch'; term: string }
  | { type: 'success'; term: string; answer: SearchAnswer }
  | { type: 'failure'; term: string; error: string }
  | { type: 'reset' }

// spec 1 §4.2: RESULTS if result_found, else SUGGESTIONS if suggestions exist, else NORESULTS.
export function responseTypeOf(answer: SearchAnswer): ResponseType {
  if (answer.result_found) return 'RESULTS'
  if ((answer.search_suggestions?.results?.length ?? 0) > 0) return 'SUGGESTIONS'
  return 'NORESULTS'
}

// spec 1 §4.2: fetching sets fetching; success clears the error and stores the parsed results;
// reset clears everything. An answer for a term that is no longer current is dropped, so a slow
// reply cannot overwrite a newer one.
export function searchReducer(state: SearchState, action: SearchAction): SearchState {
  switch (action.type) {
    case 'reset':
      return INITIAL_SEARCH_STATE
    case 'fetch':
      return { ...state, searchTerm: action.term, fetching: true }
    case 'failure':
      if (action.term !== state.searchTerm) return state
      return { ...state, fetching: false, error: action.error }
    case 'success': {
      if (action.term !== state.searchTerm) return state
      const { answer } = action
      return {
        ...state,
        fetching: false,
        error: null,
        responseType: responseTypeOf(answer),
        results: { header: '', data: answer.result_found ? answer.search_results : [] },
        suggestions: {
          header: answer.search_suggestions?.display_text ?? '',
          data: answer.result_found ? [] : (answer.search_suggestions?.results ?? []),
        },
      }
    }
  }
}

// The items the list shows, in order, for keyboard navigation.
export function visibleItems(state: SearchState): SearchItem[] {
  if (state.responseType === 'RESULTS') return state.results.data
  if (state.responseType === 'SUGGESTIONS') return state.suggestions.data
  return []
}

// spec 1 §7.1: GET /api/v4/search/autocomplete with q, types and per_page 12.
export function autocompleteQuery(term: string) {
  return { q: term, types: SEARCH_TYPES.join(','), per_page: SEARCH_PER_PAGE }
}

// spec 1 §5: search submits only if the trimmed term is non-empty.
export function canSubmitSearch(term: string | null | undefined): boolean {
  return typeof term === 'string' && term.trim() !== ''
}

// spec 1 §2.4: the results page of a term.
export function searchResultsUrl(term: string): string {
  return `/search/all?name=${encodeURIComponent(term.trim())}`
}

// ArrowDown/ArrowUp over n items; -1 means "nothing active" and both ends wrap through it.
export function moveActive(active: number, count: number, key: 'ArrowDown' | 'ArrowUp'): number {
  if (count <= 0) return -1
  if (key === 'ArrowDown') return active >= count - 1 ? -1 : active + 1
  return active <= -1 ? count - 1 : active - 1
}

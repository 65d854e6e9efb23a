import { useEffect, useId, useReducer, useRef, useState } from 'react'
import { Form, useNavigate } from 'react-router'
import { NO_RESULTS_TEXT, SEARCH_PLACEHOLDER } from '../../core/constants.ts'
import { createDebouncer } from '~/lib/debounce'
import {
  INITIAL_SEARCH_STATE,
  autocompleteQuery,
  canSubmitSearch,
  moveActive,
  searchReducer,
  visibleItems,
  type SearchAnswer,
} from '~/lib/search-state'
import { api } from '~/lib/api'
import styles from './search-box.module.css'

/**
 * spec 1 §2.4 / §4.2: the search box. A real GET form to /search/all?name={term}, so it works before hydration and
 * without JavaScript; once hydrated it suggests while typing (debounced 300 ms) as an ARIA combobox.
 */
export function SearchBox({ viewTransition }: { viewTransition: boolean }) {
  const [state, dispatch] = useReducer(searchReducer, INITIAL_SEARCH_STATE)
  const [term, setTerm] = useState('')
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const navigate = useNavigate()
  const listId = useId()
  const inFlight = useRef<AbortController | null>(null)

  const debouncer = useRef<ReturnType<typeof createDebouncer<[string]>> | null>(null)
  useEffect(() => {
    const d = createDebouncer((q: string) => {
      inFlight.current?.abort()
      const controller = new AbortController()
      inFlight.current = controller
      dispatch({ type: 'fetch', term: q })
      api()
        .get<SearchAnswer>('/api/v4/search/autocomplete', autocompleteQuery(q), { signal: controller.signal })
        .then((answer) => dispatch({ type: 'success', term: q, answer }))
        .catch((error: unknown) => {
          if (!controller.signal.aborted) dispatch({ type: 'failure', term: q, error: String(error) })
        })
    })
    debouncer.current = d
    return () => {
      d.cancel()
      inFlight.current?.abort()
    }
  }, [])

  const items = visibleItems(state)
  const hasPanel = open && state.responseType !== null && term.trim() !== ''
  const expanded = hasPanel && items.length > 0
  const optionId = (i: number) => `${listId}-option-${i}`

  function onChange(value: string) {
    setTerm(value)
    setActive(-1)
    setOpen(true)
    if (value.trim() === '') {
      // spec 1 §4.2: an empty query resets the results.
      debouncer.current?.cancel()
      inFlight.current?.abort()
      dispatch({ type: 'reset' })
      return
    }
    debouncer.current?.call(value.trim())
  }

  function choose(index: number) {
    const item = items[index]
    if (!item) return
    setOpen(false)
    void navigate(item.url, { viewTransition })
  }

  function onKeyDown(e: React.KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault()
      setOpen(true)
      setActive((a) => moveActive(a, items.length, e.key as 'ArrowDown' | 'ArrowUp'))
    } else if (e.key === 'Enter' && expanded && active >= 0) {
      e.preventDefault()
      choose(active)
    } else if (e.key === 'Escape' && hasPanel) {
      e.preventDefault()
      setOpen(false)
      setActive(-1)
    }
  }

  return (
    <Form
      method="get"
      action="/search/all"
      role="search"
      className={styles.form}
      viewTransition={viewTransition}
      onSubmit={(e) => {
        // spec 1 §5: submit only a non-empty trimmed term.
        // Read the box itself: text typed before hydration never reached our state.
        if (!canSubmitSearch(String(new FormData(e.currentTarget).get('name') ?? ''))) e.preventDefault()
        setOpen(false)
      }}
    >
      <label htmlFor="search-box" className="visually-hidden">
        {SEARCH_PLACEHOLDER}
      </label>
      <div className={styles.field}>
        <input
          id="search-box"
          name="name"
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          placeholder={SEARCH_PLACEHOLDER}
          autoComplete="off"
          maxLength={100}
          required
          // Without JavaScript too: a term of only spaces is not a search (spec 1 §5).
          pattern=".*\S.*"
          onChange={(e) => onChange(e.target.value)}
          onKeyDown={onKeyDown}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
        />
        <div className={styles.panel} hidden={!hasPanel}>
          {hasPanel && state.responseType === 'SUGGESTIONS' && state.suggestions.header && (
            <p className={styles.header}>{state.suggestions.header}</p>
          )}
          {hasPanel && state.responseType === 'NORESULTS' && (
            <p className={styles.empty} role="status">
              {NO_RESULTS_TEXT}
            </p>
          )}
          <ul id={listId} role="listbox" aria-label="Suggestions" className={styles.list} hidden={!expanded}>
            {expanded &&
              items.map((item, i) => (
                <li
                  key={`${item.type}-${item.id}`}
                  id={optionId(i)}
                  role="option"
                  aria-selected={i === active}
                  className={styles.option}
                  // Keep focus in the box so the list does not close before the click lands.
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => choose(i)}
                >
                  <span>{item.name}</span>
                  <span className={styles.type}>{item.type}</span>
                </li>
              ))}
          </ul>
        </div>
      </div>
      <button type="submit">Search</button>
    </Form>
  )
}

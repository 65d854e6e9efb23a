import { lazy, Suspense, useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react'
import { categoryUrl, type CategoryLink } from '~/lib/category-menu'
import { panelSide, type PanelSide } from '~/lib/menu-side'
import { TREE_LOADING_TEXT, treeBusy } from '~/lib/category-tree-loader'
import { loadCategoryTree as loadTree, useCategoryTree } from './category-tree'
import { useHydrated } from '~/lib/use-hydrated'
import styles from './category-menu.module.css'

// The panels' code loads with the children's data: when the bar is first pointed at, focused or a panel opens.
const loadPanelCode = () => import('./category-menu-panel')
const CategoryPanelContent = lazy(() => loadPanelCode().then((m) => ({ default: m.CategoryPanelContent })))
const loadCategoryTree = () => {
  void loadPanelCode()
  loadTree()
}

/** Mounts with the panel's content (the same Suspense boundary reveals both), to place the panel once it has it. */
function PanelReady({ onReady }: { onReady: () => void }) {
  const ready = useRef(onReady)
  useLayoutEffect(() => ready.current(), [])
  return null
}

// How the open panel was opened: a hover panel closes when the pointer leaves, a click or keyboard
// panel stays until Escape, a second click, a click outside or focus leaving it.
type OpenedBy = 'hover' | 'click' | 'keyboard'
type OpenState = { slug: string; by: OpenedBy } | null

/**
 * spec 1 §2.6: the desktop menu bar (≥ 768 px) of level-1 parents with their level-2/3 panels. The server renders the
 * parents as plain links to their category pages (the menu works without JavaScript); once hydrated they are buttons
 * that open the panels, whose children load the first time one opens (spec 1 §4.6; category-tree.ts). Pointing at or
 * focusing the bar starts that fetch, so the first panel is usually filled by the time it opens.
 */
export function DesktopCategoryMenu({ parents }: { parents: CategoryLink[] }) {
  const hydrated = useHydrated()
  const tree = useCategoryTree()
  const [open, setOpenState] = useState<OpenState>(null)
  const setOpen = (next: OpenState | ((o: OpenState) => OpenState)) => {
    // Whatever opens a panel asks for the children (once per page session; again after an error).
    loadCategoryTree()
    setOpenState(next)
  }
  const [side, setSide] = useState<PanelSide>('right')
  const navRef = useRef<HTMLElement>(null)
  const idPrefix = useId()
  const panelId = (slug: string) => `${idPrefix}-panel-${slug}`

  // spec 1 §2.6: measured on open, before paint, again when the children arrive (the panel grows) and when the panel's
  // code has loaded (PanelReady): open to the left near the right edge; a panel opened from the keyboard takes focus.
  const placePanel = () => {
    if (!open) return
    const item = navRef.current?.querySelector<HTMLElement>(`[data-slug="${CSS.escape(open.slug)}"]`)
    const panel = item?.querySelector<HTMLElement>('[data-panel]')
    if (!item || !panel) return
    const rect = item.getBoundingClientRect()
    const viewport = document.documentElement.clientWidth
    // A panel wider than the room on either side of its parent is narrowed to the larger room (a CSSOM write,
    // which the CSP allows), so it never leaves the screen; its columns wrap instead.
    panel.style.maxWidth = `${Math.max(160, Math.min(960, Math.max(viewport - rect.left, rect.right) - 16))}px`
    setSide(panelSide(rect, panel.offsetWidth, viewport))
    if (open.by === 'keyboard' && !panel.contains(document.activeElement)) panel.querySelector<HTMLElement>('a')?.focus()
  }
  const placeRef = useRef(placePanel)
  placeRef.current = placePanel
  useLayoutEffect(() => placeRef.current(), [open, tree.status])

  // A click anywhere outside closes a panel opened by click or keyboard.
  useEffect(() => {
    if (!open || open.by === 'hover') return
    const onPointerDown = (e: PointerEvent) => {
      if (!navRef.current?.contains(e.target as Node)) setOpenState(null)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [open])

  function onKeyDown(e: KeyboardEvent<HTMLElement>, slug: string) {
    if (e.key === 'Escape' && open) {
      e.preventDefault()
      setOpenState(null)
      navRef.current?.querySelector<HTMLButtonElement>(`[data-slug="${CSS.escape(slug)}"] > button`)?.focus()
    } else if (e.key === 'ArrowDown' && e.target instanceof HTMLButtonElement) {
      e.preventDefault()
      setOpen({ slug, by: 'keyboard' })
    }
  }

  // The retry button goes away while the children load: focus waits on the panel, so it stays open.
  const retry = () => {
    navRef.current?.querySelector<HTMLElement>('[data-panel]')?.focus()
    loadCategoryTree()
  }

  return (
    <nav
      ref={navRef}
      aria-label="Categories"
      className={styles.desktop}
      onPointerEnter={hydrated ? loadCategoryTree : undefined}
      onFocus={hydrated ? loadCategoryTree : undefined}
    >
      <ul className={styles.bar}>
        {parents.map((parent) => {
          const isOpen = hydrated && open?.slug === parent.slug
          if (!hydrated) {
            return (
              <li key={parent.slug} data-slug={parent.slug} className={styles.item}>
                <a className={`button ${styles.parent}`} href={categoryUrl(parent.slug)}>
                  {parent.name}
                </a>
              </li>
            )
          }
          return (
            <li
              key={parent.slug}
              data-slug={parent.slug}
              className={styles.item}
              onMouseEnter={() => setOpen((o) => (o?.slug === parent.slug ? o : { slug: parent.slug, by: 'hover' }))}
              onMouseLeave={() => setOpenState((o) => (o?.slug === parent.slug && o.by === 'hover' ? null : o))}
              onKeyDown={(e) => onKeyDown(e, parent.slug)}
              onBlur={(e) => {
                // Focus leaving this parent and its panel closes the panel.
                if (isOpen && !e.currentTarget.contains(e.relatedTarget as Node | null)) setOpenState(null)
              }}
            >
              <button
                type="button"
                className={styles.parent}
                aria-expanded={isOpen}
                aria-controls={isOpen ? panelId(parent.slug) : undefined}
                onClick={(e) => {
                  // A keyboard press (Enter/Space) arrives as a click with detail 0: focus moves into the panel.
                  const by: OpenedBy = e.detail === 0 ? 'keyboard' : 'click'
                  setOpen((o) => (o?.slug === parent.slug && o.by !== 'hover' ? null : { slug: parent.slug, by }))
                }}
              >
                {parent.name}
              </button>
              {isOpen && (
                <div
                  id={panelId(parent.slug)}
                  data-panel
                  data-side={side}
                  tabIndex={-1}
                  aria-busy={treeBusy(tree)}
                  className={`${styles.panel} ${side === 'left' ? styles.panelLeft : ''}`}
                >
                  <Suspense
                    fallback={
                      <p className={styles.status} role="status">
                        {TREE_LOADING_TEXT}
                      </p>
                    }
                  >
                    <CategoryPanelContent parent={parent} tree={tree} onRetry={retry} onNavigate={() => setOpenState(null)} />
                    <PanelReady onReady={() => placeRef.current()} />
                  </Suspense>
                </div>
              )}
            </li>
          )
        })}
      </ul>
    </nav>
  )
}

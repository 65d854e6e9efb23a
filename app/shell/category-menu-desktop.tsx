import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react'
import type { CategoryNode } from '~/lib/category-menu'
import { panelSide, type PanelSide } from '~/lib/menu-side'
import { CategoryPanelContent } from './category-menu-panel'
import styles from './category-menu.module.css'

// How the open panel was opened: a hover panel closes when the pointer leaves, a click or keyboard
// panel stays until Escape, a second click, a click outside or focus leaving it.
type OpenedBy = 'hover' | 'click' | 'keyboard'
type OpenState = { slug: string; by: OpenedBy } | null

/** spec 1 §2.6: the desktop menu bar (≥ 768 px) of level-1 parents with their level-2/3 panels. */
export function DesktopCategoryMenu({ tree }: { tree: CategoryNode[] }) {
  const [open, setOpen] = useState<OpenState>(null)
  const [side, setSide] = useState<PanelSide>('right')
  const navRef = useRef<HTMLElement>(null)
  const idPrefix = useId()
  const panelId = (slug: string) => `${idPrefix}-panel-${slug}`

  // spec 1 §2.6: measured on open, before paint: open to the left near the right edge.
  useLayoutEffect(() => {
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
    if (open.by === 'keyboard') panel.querySelector<HTMLElement>('a')?.focus()
  }, [open])

  // A click anywhere outside closes a panel opened by click or keyboard.
  useEffect(() => {
    if (!open || open.by === 'hover') return
    const onPointerDown = (e: PointerEvent) => {
      if (!navRef.current?.contains(e.target as Node)) setOpen(null)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [open])

  function onKeyDown(e: KeyboardEvent<HTMLElement>, slug: string) {
    if (e.key === 'Escape' && open) {
      e.preventDefault()
      setOpen(null)
      navRef.current?.querySelector<HTMLButtonElement>(`[data-slug="${CSS.escape(slug)}"] > button`)?.focus()
    } else if (e.key === 'ArrowDown' && e.target instanceof HTMLButtonElement) {
      e.preventDefault()
      setOpen({ slug, by: 'keyboard' })
    }
  }

  return (
    <nav ref={navRef} aria-label="Categories" className={styles.desktop}>
      <ul className={styles.bar}>
        {tree.map((parent) => {
          const isOpen = open?.slug === parent.slug
          return (
            <li
              key={parent.slug}
              data-slug={parent.slug}
              className={styles.item}
              onMouseEnter={() => setOpen((o) => (o?.slug === parent.slug ? o : { slug: parent.slug, by: 'hover' }))}
              onMouseLeave={() => setOpen((o) => (o?.slug === parent.slug && o.by === 'hover' ? null : o))}
              onKeyDown={(e) => onKeyDown(e, parent.slug)}
              onBlur={(e) => {
                // Focus leaving this parent and its panel closes the panel.
                if (isOpen && !e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(null)
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
                  className={`${styles.panel} ${side === 'left' ? styles.panelLeft : ''}`}
                >
                  <CategoryPanelContent parent={parent} onNavigate={() => setOpen(null)} />
                </div>
              )}
            </li>
          )
        })}
      </ul>
    </nav>
  )
}

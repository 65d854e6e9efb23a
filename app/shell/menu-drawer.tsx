import { lazy, Suspense, useState } from 'react'
import { Link } from 'react-router'
import { loadCategoryTree } from './category-tree'
import { useHydrated } from '~/lib/use-hydrated'
import { Dialog } from './dialog'
import { NavTabs, type NavTabsProps } from './nav-tabs'
import { QuickOrder } from './quick-order'

export type MenuDrawerProps = {
  /** The tabs (spec 1 §2.2) when the route shows navigation, else null. */
  nav: Omit<NavTabsProps, 'id' | 'className' | 'onNavigate'> | null
  offers: boolean
  help: boolean
  /** The quick-order banner (spec 1 §2.3) when the route shows the sub-header; labs or pharmacy. */
  quickOrder: { labs: boolean } | null
  /** The category tree (spec 1 §2.6) when the route shows it. */
  categories: boolean
  /** For a guest: opens the sign-in popup in sign-up mode (the phone's header row shows Login alone). */
  signup: (() => void) | null
}

// The drawer's category tree loads with the tree's data: when the opener is first touched, focused or pressed.
const loadTreeCode = () => import('./category-menu-drawer')
const CategoryDrawerTree = lazy(() => loadTreeCode().then((m) => ({ default: m.CategoryDrawerTree })))
const loadTree = () => {
  void loadTreeCode()
  loadCategoryTree()
}

/** The three-bar sign of the menu. */
function MenuIcon() {
  return (
    <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24">
      <path fill="currentColor" d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" />
    </svg>
  )
}

/**
 * Below 768 px the header keeps one row (menu, logo, city, account, cart) and the search field: what else it holds
 * (the tabs, Offers and Help, the quick-order banner, the category tree) is one press away in this drawer. Without
 * JavaScript the opener is a link to the header's tabs (#site-menu), which then show as a row that scrolls sideways.
 * The tree below the parents loads when the drawer first opens (spec 1 §4.6); touching or focusing the opener starts it.
 */
export function MenuDrawer({ nav, offers, help, quickOrder, categories, signup }: MenuDrawerProps) {
  const hydrated = useHydrated()
  const [open, setOpen] = useState(false)
  const close = () => setOpen(false)
  const load = categories ? loadTree : undefined
  if (!hydrated) {
    return (
      <a className="menu-button narrow-only" href="#site-menu" aria-label="Menu">
        <MenuIcon />
      </a>
    )
  }
  return (
    <>
      <button
        type="button"
        className="menu-button narrow-only"
        aria-label="Menu"
        aria-haspopup="dialog"
        onPointerDown={load}
        onFocus={load}
        onClick={() => {
          load?.()
          setOpen(true)
        }}
      >
        <MenuIcon />
      </button>
      <Dialog open={open} title="Menu" onClose={close} variant="drawer">
        {nav && <NavTabs {...nav} className="drawer-tabs" onNavigate={close} />}
        {(offers || help || signup) && (
          <ul className="drawer-links">
            {signup && (
              <li>
                <button
                  type="button"
                  className="drawer-link-button"
                  onClick={() => {
                    close()
                    signup()
                  }}
                >
                  Signup
                </button>
              </li>
            )}
            {offers && (
              <li>
                <Link to="/offers" onClick={close}>
                  Offers
                </Link>
              </li>
            )}
            {help && (
              <li>
                <Link to="/help" onClick={close}>
                  Help
                </Link>
              </li>
            )}
          </ul>
        )}
        {quickOrder && <QuickOrder labs={quickOrder.labs} className="drawer-quick-order" onNavigate={close} />}
        {categories && (
          <Suspense fallback={null}>
            <CategoryDrawerTree onNavigate={close} />
          </Suspense>
        )}
      </Dialog>
    </>
  )
}

import { useEffect, useState, type ReactNode } from 'react'
import { Link, useLocation, useMatches } from 'react-router'
import { cartTypeFromPath } from '../../core/cart/cart-types.ts'
import { mergeHeaderFlags } from '~/lib/header-flags'
import { activeTab, carePlanTag, navTabs, type CarePlanData, type ShellUser } from '~/lib/header-menu'
import { CartLink } from '../cart/cart-link'
import type { CartSummary } from '../cart/cart-summary'
import { AccountIcon } from './account-icon'
import { useAuthPopup } from './auth-popup'
import { CityPicker, type CurrentCity } from './city-picker'
import { MenuDrawer } from './menu-drawer'
import { NavTabs } from './nav-tabs'
import { ProfileMenu } from './profile-menu'
import { QuickOrder } from './quick-order'
import { SearchBox } from './search-box'
import { useViewTransitions } from './view-transitions'

export type HeaderProps = {
  city: string
  serviceable: boolean | null
  loggedIn: boolean
  user: ShellUser
  carePlan?: CarePlanData | null
  labsReplica?: boolean
  /** The category tree (spec 1 §2.6), shown when the route leaves its flag on. */
  categoryMenu?: ReactNode
  /** The cart count the server found for this visitor and page kind. */
  /** The cart the header shows (root loader: the labs brief on labs URLs, else the pharmacy brief). */
  cart: CartSummary
}

/** The header's last element: the first paint waits until it is parsed (below). */
const HEADER_END_ID = 'header-end'

// spec 1 §2.2: the header. Every part sits behind its flag (spec 1 §2.1), set by routes through `handle.header`.
export function Header({ city, serviceable, loggedIn, user, carePlan, labsReplica = false, categoryMenu, cart }: HeaderProps) {
  const { pathname } = useLocation()
  const flags = mergeHeaderFlags(useMatches().map((m) => m.handle))
  const viewTransition = useViewTransitions()
  const { openAuth } = useAuthPopup()
  const [current, setCurrent] = useState<CurrentCity>({ city, serviceable })
  // A new server answer (navigation, revalidation) is the truth again.
  useEffect(() => setCurrent({ city, serviceable }), [city, serviceable])

  if (!flags.header) return null
  const labs = cartTypeFromPath(pathname) === 'labs'
  const tabs = navTabs({ labsReplica, carePlanUrl: carePlan?.redirect_url })
  const active = activeTab(tabs, pathname)
  const tag = carePlanTag(carePlan, pathname)

  const nav = flags.navigation ? { tabs, active, tag, corporate: Boolean(user.corporateDashboardUrl), viewTransition } : null
  const quickOrder = flags.subHeader ? { labs } : null
  const menu = nav || flags.offers || flags.help || quickOrder || flags.categoryTree

  // Below 768 px: one row (menu, logo, city, account, cart) and the search field; the rest is in the menu drawer.
  // From 768 px: the logo, city, tabs and links; the category bar; the search field and the quick-order banner.
  return (
    <header className="header">
      {/* The first paint waits for the whole header (React hoists this link into <head>; the marker below ends the
          header): painted from part of its HTML, the row was laid out again as the account and cart links arrived,
          squeezing the city (a layout shift on slow connections and busy phones). Chromium-only; elsewhere nothing
          changes. Only the server's document needs it: not in the browser's bundle (the home page's 130 KB). */}
      {import.meta.env.SSR && <link rel="expect" href={`#${HEADER_END_ID}`} blocking="render" />}
      <div className="header-top">
        {menu && (
          <MenuDrawer
            nav={nav}
            offers={flags.offers}
            help={flags.help}
            quickOrder={quickOrder}
            categories={flags.categoryTree}
            signup={flags.profile && !loggedIn ? () => openAuth({ mode: 'Signup' }) : null}
          />
        )}
        <Link to={labs ? '/labs' : '/'} className="logo" aria-label="MedWise home" viewTransition={viewTransition}>
          <span aria-hidden="true">✚</span> MedWise
        </Link>
        {flags.corporateLink && user.corporateLogoUrl && (
          <a href={user.corporateDashboardUrl ?? '/'} className="corporate-logo">
            <img src={user.corporateLogoUrl} alt="Your company" height="28" />
          </a>
        )}
        {flags.subHeader && <CityPicker current={current} onChange={setCurrent} />}
        {nav && (
          <NavTabs
            {...nav}
            id="site-menu"
            className="nav-tabs"
            extra={
              flags.categoryTree && (
                <li className="narrow-only">
                  <Link to="/categories">ALL CATEGORIES</Link>
                </li>
              )
            }
          />
        )}
        <div className="header-links">
          {flags.offers && (
            <Link to="/offers" className="wide-only">
              Offers
            </Link>
          )}
          {flags.help && (
            <Link to="/help" className="wide-only">
              Help
            </Link>
          )}
          {flags.profile &&
            (loggedIn ? (
              <ProfileMenu user={user} />
            ) : (
              <span className="account-links">
                <a
                  href={`${pathname}?login=true`}
                  onClick={(e) => {
                    e.preventDefault()
                    openAuth({ mode: 'Login' })
                  }}
                >
                  {/* On a phone the account is an icon (the peers' way); the word stays for screen readers. */}
                  <AccountIcon />
                  <span className="narrow-visually-hidden">Login</span>
                </a>
                <span aria-hidden="true" className="wide-only">
                  |
                </span>
                <a
                  href={`${pathname}?signup=true`}
                  className="wide-only"
                  onClick={(e) => {
                    e.preventDefault()
                    openAuth({ mode: 'Signup' })
                  }}
                >
                  Signup
                </a>
              </span>
            ))}
          {flags.cart && <CartLink summary={cart} />}
        </div>
      </div>
      {flags.categoryTree && categoryMenu}
      {flags.subHeader && (
        <div className="sub-header">
          {flags.search && <SearchBox viewTransition={viewTransition} />}
          <QuickOrder labs={labs} className="wide-only" />
        </div>
      )}
      <span id={HEADER_END_ID} hidden />
    </header>
  )
}

import { useEffect, useState, type ReactNode } from 'react'
import { Link, useLocation, useMatches } from 'react-router'
import { cartTypeFromPath } from '../../core/cart/cart-types.ts'
import { mergeHeaderFlags } from '~/lib/header-flags'
import { activeTab, carePlanTag, navTabs, type CarePlanData, type ShellUser } from '~/lib/header-menu'
import { CartLink } from '../cart/cart-link'
import type { CartSummary } from '../cart/cart-summary'
import { useAuthPopup } from './auth-popup'
import { CityPicker, type CurrentCity } from './city-picker'
import { ProfileMenu } from './profile-menu'
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

  return (
    <header className="header">
      <div className="header-top">
        <Link to={labs ? '/labs' : '/'} className="logo" aria-label="MedWise home" viewTransition={viewTransition}>
          <span aria-hidden="true">✚</span> MedWise
        </Link>
        {flags.corporateLink && user.corporateLogoUrl && (
          <a href={user.corporateDashboardUrl ?? '/'} className="corporate-logo">
            <img src={user.corporateLogoUrl} alt="Your company" height="28" />
          </a>
        )}
        {flags.navigation && (
          <nav aria-label="Main" className="nav-tabs">
            <ul>
              {tabs.map((t) => {
                // spec 1 §2.2: corporate users open the labs link externally.
                const external = t.to === '/labs' && Boolean(user.corporateDashboardUrl)
                return (
                  <li key={t.to}>
                    <Link
                      to={t.to}
                      aria-current={t === active ? 'page' : undefined}
                      viewTransition={viewTransition}
                      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                    >
                      {t.label}
                      {t.label === 'CARE PLAN' && tag && <span className="care-tag">{tag}</span>}
                    </Link>
                  </li>
                )
              })}
            </ul>
          </nav>
        )}
        <div className="header-links">
          {flags.offers && <Link to="/offers">Offers</Link>}
          {flags.help && <Link to="/help">Help</Link>}
          {flags.profile &&
            (loggedIn ? (
              <ProfileMenu user={user} />
            ) : (
              <>
                <a
                  href={`${pathname}?login=true`}
                  onClick={(e) => {
                    e.preventDefault()
                    openAuth({ mode: 'Login' })
                  }}
                >
                  Login
                </a>
                <span aria-hidden="true">|</span>
                <a
                  href={`${pathname}?signup=true`}
                  onClick={(e) => {
                    e.preventDefault()
                    openAuth({ mode: 'Signup' })
                  }}
                >
                  Signup
                </a>
              </>
            ))}
          {flags.cart && <CartLink summary={cart} />}
        </div>
      </div>
      {flags.categoryTree && categoryMenu}
      {flags.subHeader && (
        <div className="sub-header">
          <CityPicker current={current} onChange={setCurrent} />
          {flags.search && <SearchBox viewTransition={viewTransition} />}
          {/* spec 1 §2.3: the quick-order banner, exactly as written. */}
          {labs ? (
            <p className="quick-order">
              Upto 50% Off{' '}
              <Link to="/labs/order-with-prescription" className="button">
                Book Test From Prescription
              </Link>
            </p>
          ) : (
            <p className="quick-order">
              QUICK BUY! Get 25% off on medicines*{' '}
              <Link to="/order-with-prescription" className="button">
                Quick order
              </Link>
            </p>
          )}
        </div>
      )}
    </header>
  )
}

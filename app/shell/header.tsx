import { Form, Link, NavLink, useLocation } from 'react-router'
import { CartLink } from '../cart/cart-link'

// spec 1 §2.2: the navigation tabs, in order, and the care-plan link.
export const NAV_TABS = [
  { to: '/', label: 'MEDICINES' },
  { to: '/labs', label: 'LAB TESTS' },
  { to: '/online-doctor-consultation', label: 'CONSULT DOCTORS' },
  { to: '/cancer-care/home', label: 'CANCER CARE' },
  { to: '/ayurveda', label: 'AYURVEDA' },
  { to: '/partnerships', label: 'PARTNERSHIPS' },
  { to: '/subscription-plan/subscriptions', label: 'CARE PLAN' },
] as const

export function Header({ city, loggedIn }: { city: string; loggedIn: boolean }) {
  const { pathname } = useLocation()
  const labs = pathname.startsWith('/labs')
  return (
    <header className="header">
      <div className="header-top">
        <Link to={labs ? '/labs' : '/'} className="logo" aria-label="MedWise home">
          <span aria-hidden="true">✚</span> MedWise
        </Link>
        <nav aria-label="Main" className="nav-tabs">
          <ul>
            {NAV_TABS.map((t) => (
              <li key={t.to}>
                <NavLink to={t.to} end={t.to === '/'}>
                  {t.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="header-links">
          <Link to="/offers">Offers</Link>
          <Link to="/help">Help</Link>
          {loggedIn ? (
            <Link to="/profile">Profile</Link>
          ) : (
            <>
              <Link to="/?login=true">Login</Link>
              <span aria-hidden="true">|</span>
              <Link to="/?signup=true">Signup</Link>
            </>
          )}
          <CartLink labs={labs} />
        </div>
      </div>
      <div className="sub-header">
        <p className="city">
          <span className="visually-hidden">Delivering to </span>
          <svg aria-hidden="true" width="14" height="14" viewBox="0 0 24 24" className="icon">
            <path
              fill="currentColor"
              d="M12 2a7 7 0 0 0-7 7c0 5 7 13 7 13s7-8 7-13a7 7 0 0 0-7-7Zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5Z"
            />
          </svg>{' '}
          {city}
        </p>
        <Form method="get" action="/search/all" role="search" className="search">
          <label htmlFor="search-box" className="visually-hidden">
            Search for Medicines and Health Products
          </label>
          <input
            id="search-box"
            name="name"
            type="search"
            placeholder="Search for Medicines and Health Products"
            autoComplete="off"
            maxLength={100}
          />
          <button type="submit">Search</button>
        </Form>
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
    </header>
  )
}

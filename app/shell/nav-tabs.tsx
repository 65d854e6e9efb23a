import type { ReactNode } from 'react'
import { Link } from 'react-router'
import type { NavTab } from '~/lib/header-menu'

export type NavTabsProps = {
  tabs: NavTab[]
  active: NavTab | undefined
  /** The care-plan tag ('RENEW NOW', 'SAVE MORE') or null. */
  tag: string | null
  /** Corporate users open the labs link externally (spec 1 §2.2). */
  corporate: boolean
  viewTransition: boolean
  id?: string
  className?: string
  onNavigate?: () => void
  /** A last item after the tabs (the header's: a link to every category for phones without JavaScript). */
  extra?: ReactNode
}

/** spec 1 §2.2: the navigation tabs, in the header from 768 px and in the menu drawer below it. */
export function NavTabs({ tabs, active, tag, corporate, viewTransition, id, className, onNavigate, extra }: NavTabsProps) {
  return (
    <nav aria-label="Main" className={className} id={id}>
      <ul>
        {tabs.map((t) => {
          const external = t.to === '/labs' && corporate
          return (
            <li key={t.to}>
              <Link
                to={t.to}
                aria-current={t === active ? 'page' : undefined}
                viewTransition={viewTransition}
                onClick={onNavigate}
                {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              >
                {t.label}
                {t.label === 'CARE PLAN' && tag && <span className="care-tag">{tag}</span>}
              </Link>
            </li>
          )
        })}
        {extra}
      </ul>
    </nav>
  )
}

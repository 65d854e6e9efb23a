import { useEffect, useId, useRef, useState } from 'react'
import { Link, useLocation, useRouteLoaderData } from 'react-router'
import { useHydrated } from '~/lib/use-hydrated'
import { readCsrfMeta } from '~/lib/api-client'
import { balanceText, profileLinks, type ShellUser } from '~/lib/header-menu'
import { AccountIcon } from './account-icon'
import styles from './profile-menu.module.css'

/**
 * spec 1 §2.2: the logged-in user's dropdown, a disclosure: the button says whether it is open (aria-expanded),
 * Escape closes it and gives focus back to the button, and a click outside or a navigation closes it. Until the page
 * is hydrated (and without JavaScript) it is a <details> disclosure that opens without a script (decision 028).
 */
export function ProfileMenu({ user }: { user: ShellUser }) {
  const hydrated = useHydrated()
  const pageCsrf = (useRouteLoaderData('root') as { csrfToken?: string } | undefined)?.csrfToken ?? ''
  if (!hydrated) return <PlainProfileMenu user={user} csrf={pageCsrf} />
  return <ScriptedProfileMenu user={user} />
}

/** The links of the menu, and the balance above them. */
function MenuLinks({ user, csrf }: { user: ShellUser; csrf: string }) {
  const balance = balanceText(user)
  return (
    <>
      {balance && <p className={styles.balance}>{balance}</p>}
      <ul className={styles.list}>
        {profileLinks(user, csrf).map((link) => (
          <li key={link.href}>
            {link.href.startsWith('/logout') || link.href.startsWith('/hkadmin/logout') ? (
              // Logout and Super Logout are plain GET navigations to the server (spec 1 §7.1), never client routes.
              <a href={link.href}>{link.label}</a>
            ) : (
              <Link to={link.href}>{link.label}</Link>
            )}
          </li>
        ))}
      </ul>
    </>
  )
}

function greeting(user: ShellUser): string {
  return user.name ? `Hi, ${user.name}` : 'My Account'
}

/** Before the scripts run: the browser's own disclosure, with the page's CSRF token for Logout. */
function PlainProfileMenu({ user, csrf }: { user: ShellUser; csrf: string }) {
  return (
    <details className={styles.menu}>
      <summary className={`${styles.button} ${styles.summary}`}>
        <AccountIcon />
        <span className="narrow-visually-hidden">{greeting(user)}</span>
      </summary>
      <div className={styles.panel}>
        <MenuLinks user={user} csrf={csrf} />
      </div>
    </details>
  )
}

function ScriptedProfileMenu({ user }: { user: ShellUser }) {
  const [open, setOpen] = useState(false)
  const [csrf, setCsrf] = useState('')
  const menuId = useId()
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const { pathname } = useLocation()

  useEffect(() => setOpen(false), [pathname])
  // The page's CSRF token, for the logout link (spec 1 §7.1: a plain GET with a _csrf query).
  useEffect(() => setCsrf(readCsrfMeta() ?? ''), [])
  useEffect(() => {
    if (!open) return
    const onPointer = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointer)
    return () => document.removeEventListener('pointerdown', onPointer)
  }, [open])

  return (
    <div
      ref={root}
      className={styles.menu}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          e.preventDefault()
          setOpen(false)
          button.current?.focus()
        }
      }}
    >
      <button
        ref={button}
        type="button"
        className={styles.button}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((o) => !o)}
      >
        <AccountIcon />
        <span className="narrow-visually-hidden">{greeting(user)}</span>
      </button>
      <div id={menuId} className={styles.panel} hidden={!open}>
        <MenuLinks user={user} csrf={csrf} />
      </div>
    </div>
  )
}

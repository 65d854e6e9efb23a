import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react'
import { useLocation, useNavigate, useRevalidator } from 'react-router'
import type { PopulateData } from '../../core/auth/state.ts'
import { followupOf, formModeOf, searchWithoutAuthParams } from '../../core/auth/params.ts'
import type { SignInFormState } from '../../core/auth/sign-in-form.ts'
import { SignInFormDialogContext } from '~/auth/sign-in-form-dialog-context'
import { useSingleSignOn } from '~/auth/sso'
import { useHydrated } from '~/lib/use-hydrated'
import { AUTH_FRAME_TEXTS, NEED_HELP_MODAL_MS, SUCCESS_REDIRECT_DELAY_MS } from '../../core/constants.ts'
import { validatePhone } from '../../core/fields/phone.ts'
import { Dialog } from './dialog'
import styles from './auth-popup.module.css'

// spec 1 §2.9 / §3 'Auth config': the authentication popup. The shell owns how it opens (Login / Signup buttons,
// any component through useAuthPopup(), ?login=true / ?signup=true) and what follows a sign-in (the success popup,
// the redirect or reload); the screens live in app/auth/ and load on the first open.
export type AuthMode = 'Login' | 'Signup'
export type { PopulateData }
export type AuthConfig = {
  mode?: AuthMode
  restrictUserFromClosingAuth?: boolean
  onClose?: () => void
  onSuccess?: () => void
  /** Told the message of each failed sign-in call (the popup stays open and shows it). */
  onFailure?: (message: string) => void
  /** spec 1 §2.9 opening rules: a preset conflict, an e-mail to prefill, or only a phone (merchant OTP). */
  populateData?: PopulateData
}
type AuthPopupApi = { openAuth: (config?: AuthConfig) => void; closeAuth: () => void; config: AuthConfig | null }

const AuthPopupContext = createContext<AuthPopupApi | null>(null)

export function useAuthPopup(): AuthPopupApi {
  const api = useContext(AuthPopupContext)
  if (!api) throw new Error('useAuthPopup() outside <AuthPopupProvider>')
  return api
}

export const AUTH_TITLES: Record<AuthMode, string> = { Login: 'Login', Signup: 'Sign Up' }

/** ?login=true → Login, ?signup=true → Signup (the footer's sign-up prompt links to /?signup=true&followup=…). */
export function authModeFromSearch(search: string): AuthMode | null {
  return formModeOf(search)
}

/**
 * ?merchant={10-digit number}: a partner (b2b) page sends its merchant here; the popup opens the merchant OTP screen
 * for that number (spec 1 §2.9: preset data with only a phone).
 */
export function merchantPhoneFromSearch(search: string): string | null {
  const phone = new URLSearchParams(search).get('merchant')
  return phone && validatePhone(phone) === null ? phone : null
}

/**
 * The search string without ?login / ?signup / ?merchant (and the followup and step of decision 028), so the popup
 * does not reopen on a re-render or reload.
 */
export function searchWithoutAuth(search: string): string {
  return searchWithoutAuthParams(search)
}

/**
 * spec 1 §2.9: the close icon shows on every screen, and Escape or a click on the overlay closes the popup (resetting
 * the config and the local state), unless the config restricts closing.
 */
export const canCloseAuth = (config: AuthConfig | null): boolean => !config?.restrictUserFromClosingAuth

// Loaded when the popup first opens: the screens, their calls and the slider stay out of the first-load JS.
const loadContent = () => import('~/auth/popup-content')
const PopupContent = lazy(loadContent)
// The sign-in without JavaScript (decision 028): the server renders it from the module entry.server.tsx hands it
// (SignInFormDialogContext); the browser loads its code only on a page that carries one, and hydrates it then. Either
// way it is out of every page's first load (issue 12 §2).
const LazySignInFormDialog = lazy(() => import('~/auth/sign-in-form-dialog').then((m) => ({ default: m.SignInFormDialog })))

type Notice = { kind: 'success'; text: string } | { kind: 'thanks' } | null
type Opened = { config: AuthConfig; id: number }

/**
 * `serverForm`: the sign-in the server rendered for ?login=true (decision 028), plain forms that work without
 * JavaScript. Once hydrated, this popup takes over at the first step; a sign-in already past it (its forms were posted
 * before the scripts ran) goes on in the server's forms.
 */
export function AuthPopupProvider({ children, serverForm = null }: { children: ReactNode; serverForm?: SignInFormState | null }) {
  const [opened, setOpened] = useState<Opened | null>(null)
  const [title, setTitle] = useState<string | null>(null)
  const [notice, setNotice] = useState<Notice>(null)
  const nextId = useRef(1)
  const location = useLocation()
  const navigate = useNavigate()
  const revalidator = useRevalidator()
  const urlMode = authModeFromSearch(location.search)
  const urlMerchant = merchantPhoneFromSearch(location.search)
  const config = opened?.config ?? null
  const hydrated = useHydrated()
  const serverContinues = serverForm !== null && serverForm.screen.step !== 'entry'
  const showServerForm = serverForm !== null && (!hydrated || serverContinues)
  const SignInFormDialog = useContext(SignInFormDialogContext) ?? LazySignInFormDialog
  // No fallback: the server's HTML stays until the code hydrates it (the server never suspends here). The same element
  // on every render, so that this provider's own updates (hydrated, a popup opening) never reach the boundary while it
  // waits for its code: an update there would make React drop the server's HTML and render the empty fallback.
  const serverFormDialog = useMemo(
    () =>
      serverForm && (
        <Suspense fallback={null}>
          <SignInFormDialog state={serverForm} />
        </Suspense>
      ),
    [SignInFormDialog, serverForm],
  )

  const open = useCallback((next: AuthConfig) => {
    setTitle(null)
    setOpened({ config: { mode: 'Login', ...next }, id: nextId.current++ })
  }, [])

  useEffect(() => {
    if (serverContinues) return
    if (urlMerchant) open({ mode: 'Login', populateData: { phone: urlMerchant } })
    else if (urlMode) open({ mode: urlMode })
  }, [urlMode, urlMerchant, open, serverContinues])

  const dropAuthParams = useCallback(() => {
    if (!urlMode && !urlMerchant) return
    void navigate(
      { pathname: location.pathname, search: searchWithoutAuth(location.search) },
      { replace: true, preventScrollReset: true },
    )
  }, [urlMode, urlMerchant, location.pathname, location.search, navigate])

  const openAuth = useCallback((next: AuthConfig = {}) => open(next), [open])
  // spec 1 §4.4: the single-sign-on step of each full page load (an auto-login may open the popup).
  useSingleSignOn(openAuth)
  // spec 1 §2.9: closing resets the auth config and the popup's local state (its content unmounts).
  const closeAuth = useCallback(() => {
    config?.onClose?.()
    setOpened(null)
    dropAuthParams()
  }, [config, dropAuthParams])

  // spec 1 §4.5: after the sign-in the config is reset and the success popup shows; 1500 ms later a corporate
  // user goes to the corporate redirect URL, then the configured onSuccess runs or the page reloads.
  const onLoggedIn = useCallback(
    (existingUser: boolean) => {
      const onSuccess = config?.onSuccess
      setOpened(null)
      setNotice({ kind: 'success', text: existingUser ? AUTH_FRAME_TEXTS.loginSuccess : AUTH_FRAME_TEXTS.signUpSuccess })
      const search = searchWithoutAuth(window.location.search)
      // The page that opened the popup may name where to go next (the cart's Proceed, the footer's sign-up prompt).
      const followup = followupOf(window.location.search)
      window.setTimeout(async () => {
        const { corporateRedirectAfterLogin } = await import('~/auth/complete-login')
        const corporateUrl = corporateRedirectAfterLogin()
        if (corporateUrl) window.location.assign(corporateUrl)
        if (onSuccess) {
          setNotice(null)
          dropAuthParams()
          // The shell's loggedIn comes from the root loader, which reads the new cookies.
          void revalidator.revalidate()
          onSuccess()
        } else if (!corporateUrl) {
          if (followup) window.location.assign(followup)
          else if (search === window.location.search) window.location.reload()
          else window.location.replace(`${window.location.pathname}${search}${window.location.hash}`)
        }
      }, SUCCESS_REDIRECT_DELAY_MS)
    },
    [config, dropAuthParams, revalidator],
  )

  // spec 1 §2.9: after Need Help the popup closes and the thank-you modal shows for 5 s.
  const onHelpSent = useCallback(() => {
    setOpened(null)
    dropAuthParams()
    setNotice({ kind: 'thanks' })
  }, [dropAuthParams])
  useEffect(() => {
    if (notice?.kind !== 'thanks') return
    const id = window.setTimeout(() => setNotice(null), NEED_HELP_MODAL_MS)
    return () => window.clearTimeout(id)
  }, [notice])

  const onFailure = useCallback((message: string) => config?.onFailure?.(message), [config])

  const api = useMemo(() => ({ openAuth, closeAuth, config }), [openAuth, closeAuth, config])
  const mode = config?.mode ?? 'Login'
  return (
    <AuthPopupContext.Provider value={api}>
      {/* First in the page, so that a keyboard reaches it before what it lies over. */}
      {showServerForm && serverFormDialog}
      {children}
      <Dialog
        open={opened !== null}
        title={title ?? AUTH_TITLES[mode]}
        onClose={closeAuth}
        closable={canCloseAuth(config)}
        className={styles.popup}
      >
        {opened && (
          <Suspense
            fallback={
              <p className={styles.loading} role="status">
                {AUTH_FRAME_TEXTS.loading}
              </p>
            }
          >
            <PopupContent
              key={opened.id}
              options={{ mode: opened.config.mode, populateData: opened.config.populateData }}
              onTitle={setTitle}
              onLoggedIn={onLoggedIn}
              onHelpSent={onHelpSent}
              onFailure={onFailure}
            />
          </Suspense>
        )}
      </Dialog>
      <Dialog
        open={notice?.kind === 'success'}
        // Only read while open (a success notice).
        title={notice?.kind === 'success' ? notice.text : ''}
        onClose={() => undefined}
        closable={false}
        className={styles.notice}
      >
        <p className={styles.tick} aria-hidden="true">
          ✓
        </p>
      </Dialog>
      <Dialog
        open={notice?.kind === 'thanks'}
        title={AUTH_FRAME_TEXTS.needHelpThanksTitle}
        onClose={() => setNotice(null)}
        className={styles.notice}
      >
        <p>{AUTH_FRAME_TEXTS.needHelpThanksText}</p>
      </Dialog>
    </AuthPopupContext.Provider>
  )
}

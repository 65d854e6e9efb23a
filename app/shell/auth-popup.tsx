import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { Dialog } from './dialog'

// spec 1 §2.9 / §3 'Auth config': the authentication popup. The sign-in work fills the dialog; the shell owns
// how it opens: Login / Signup buttons, any component through useAuthPopup(), and ?login=true / ?signup=true.
export type AuthMode = 'Login' | 'Signup'
export type AuthConfig = {
  mode?: AuthMode
  restrictUserFromClosingAuth?: boolean
  onClose?: () => void
  onSuccess?: () => void
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
  const params = new URLSearchParams(search)
  if (params.get('login') === 'true') return 'Login'
  if (params.get('signup') === 'true') return 'Signup'
  return null
}

export function AuthPopupProvider({ children }: { children: ReactNode }) {
  const [config, setConfig] = useState<AuthConfig | null>(null)
  const location = useLocation()
  const navigate = useNavigate()
  const urlMode = authModeFromSearch(location.search)

  useEffect(() => {
    if (urlMode) setConfig({ mode: urlMode })
  }, [urlMode])

  const openAuth = useCallback((next: AuthConfig = {}) => setConfig({ mode: 'Login', ...next }), [])
  const closeAuth = useCallback(() => {
    config?.onClose?.()
    setConfig(null)
    // Drop ?login / ?signup so the popup does not reopen on the next render or a reload.
    if (urlMode) {
      const params = new URLSearchParams(location.search)
      params.delete('login')
      params.delete('signup')
      const search = params.toString()
      void navigate(
        { pathname: location.pathname, search: search ? `?${search}` : '' },
        { replace: true, preventScrollReset: true },
      )
    }
  }, [config, urlMode, location.pathname, location.search, navigate])

  const api = useMemo(() => ({ openAuth, closeAuth, config }), [openAuth, closeAuth, config])
  const mode = config?.mode ?? 'Login'
  return (
    <AuthPopupContext.Provider value={api}>
      {children}
      <Dialog
        open={config !== null}
        title={AUTH_TITLES[mode]}
        onClose={closeAuth}
        closable={!config?.restrictUserFromClosingAuth}
      >
        <p>{mode === 'Login' ? 'Sign in to continue.' : 'Create your account.'}</p>
      </Dialog>
    </AuthPopupContext.Provider>
  )
}

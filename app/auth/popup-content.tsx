import { useCallback, useEffect, useMemo, useReducer } from 'react'
import { trackAuthSuccess } from './auth-api'
import { AuthFlowContext, type AuthFlowApi, type CompleteStep } from './auth-context'
import { authReducer, initialAuthState, screenTitle, type AuthScreen, type OpenOptions } from '../../core/auth/state.ts'
import { storeSignedInUser } from './complete-login'
import { KnowMoreDialog, MergeDialog, WarningDialogView } from './dialogs'
import { ConflictEmailListScreen } from './screens/conflict-email-list'
import { EmailConflictScreen } from './screens/email-conflict'
import { LoginScreen } from './screens/login'
import { NeedHelpScreen } from './screens/need-help'
import { OtpScreen } from './screens/otp-screen'
import { PhoneConflictScreen } from './screens/phone-conflict'
import { SignUpScreen } from './screens/sign-up'
import { Slider } from './slider'
import styles from './auth.module.css'

// The popup's inside, loaded on first open (most page views never sign in): the state machine of auth-state.ts,
// the current screen, the slider and the dialogs over it. Unmounting it (closing) drops all local state.

export type PopupContentProps = {
  options: OpenOptions
  /** The screen's title becomes the dialog's heading and accessible name. */
  onTitle: (title: string) => void
  onLoggedIn: (existingUser: boolean) => void
  onHelpSent: () => void
  onFailure: (message: string) => void
}

function Screen({ screen }: { screen: AuthScreen }) {
  switch (screen) {
    case 'Login':
      return <LoginScreen />
    case 'SignUp':
      return <SignUpScreen />
    case 'NeedHelp':
      return <NeedHelpScreen />
    case 'ConflictEmailList':
      return <ConflictEmailListScreen />
    case 'EmailConflict':
      return <EmailConflictScreen />
    case 'PhoneConflict':
      return <PhoneConflictScreen />
    case 'SignInOtp':
    case 'MerchantOtp':
    case 'OtpConflict':
    case 'TokenMerge':
      return <OtpScreen screen={screen} />
  }
}

export default function PopupContent({ options, onTitle, onLoggedIn, onHelpSent, onFailure }: PopupContentProps) {
  const [state, dispatch] = useReducer(authReducer, options, initialAuthState)
  const title = screenTitle(state)
  useEffect(() => onTitle(title), [title, onTitle])

  const complete = useCallback(
    (step: CompleteStep) => {
      // spec 1 §4.5: success analytics, store the user, then the provider resets the config and shows the popup.
      trackAuthSuccess(step.existingUser ? 'login' : 'signup')
      storeSignedInUser(step.userData, step.csrfToken)
      onLoggedIn(step.existingUser)
    },
    [onLoggedIn],
  )

  const api = useMemo<AuthFlowApi>(
    () => ({ state, dispatch, complete, fail: onFailure, helpSent: onHelpSent }),
    [state, complete, onFailure, onHelpSent],
  )

  return (
    <AuthFlowContext.Provider value={api}>
      <div className={styles.layout}>
        {/* A key per screen: each screen starts fresh (its input focused, its countdown at 30). */}
        <div className={styles.screen} key={state.authType}>
          <Screen screen={state.authType} />
        </div>
        <Slider />
      </div>
      <KnowMoreDialog />
      <WarningDialogView />
      <MergeDialog />
    </AuthFlowContext.Provider>
  )
}

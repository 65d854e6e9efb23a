import { Dialog } from '~/shell/dialog'
import { BUTTON_LABELS } from '../../core/constants.ts'
import { AUTH_TEXTS } from '../../core/auth/texts.ts'
import { authGet, authPost } from './auth-api'
import { useAuthFlow, useStep } from './auth-context'
import { mergeInfoFromData, signInNumber, stripTags } from '../../core/auth/flow.ts'
import { FieldError, SubmitButton } from './ui'
import { AUTH_PATHS } from '../../core/auth/paths.ts'
import type { MergeData } from '../../contracts/auth'
import styles from './auth.module.css'

// The dialogs that open over a screen of the popup (spec 1 §2.9): 'know more', the warning and the merge.

/** spec 1 §2.9: the conflict list's 'know more' — image, header, sanitised description and a confirm button. */
export function KnowMoreDialog() {
  const { state, dispatch } = useAuthFlow()
  const cta = state.conflictInfo.cta
  const close = () => dispatch({ type: 'modal', modalName: null })
  if (!cta) return null
  return (
    <Dialog open={state.modalName === 'knowMore'} title={cta.header || cta.text} onClose={close} className={styles.subDialog}>
      {cta.image_url && <img className={styles.dialogImage} src={cta.image_url} alt="" />}
      <p className={styles.text}>{stripTags(cta.description)}</p>
      <button type="button" className={styles.submit} onClick={close}>
        {cta.confirm_cta || BUTTON_LABELS.continue}
      </button>
    </Dialog>
  )
}

function InfoIcon() {
  return (
    <svg className={styles.infoIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M12 10v7M12 7v.01" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  )
}

/**
 * spec 1 §8 'Phone conflict': NON_MERGE → heading, message and one confirm button that closes it; MERGE → an
 * info icon, confirm (merge: fetch the merge data and open the merge dialog), cancel and a close button.
 */
export function WarningDialogView() {
  const { state, dispatch } = useAuthFlow()
  const { busy, error, setError, attempt } = useStep()
  const warning = state.warning
  if (!warning) return null
  const merge = warning.cta_type === 'MERGE'
  const close = () => {
    setError(null)
    dispatch({ type: 'modal', modalName: null })
  }

  function confirmMerge() {
    void attempt(async () => {
      const data = await authGet<MergeData>(AUTH_PATHS.mergeData, { email: state.info.email, number: signInNumber(state) })
      setError(null)
      dispatch({ type: 'merge', merge: mergeInfoFromData(data) })
    })
  }

  return (
    <Dialog
      open={state.modalName === 'warning'}
      title={warning.heading}
      onClose={close}
      closable={merge}
      className={styles.subDialog}
    >
      {merge && (warning.info_icon ? <img className={styles.infoIcon} src={warning.info_icon} alt="" /> : <InfoIcon />)}
      <p className={styles.text}>{stripTags(warning.message)}</p>
      <FieldError message={error} />
      <div className={styles.actions}>
        {merge ? (
          <>
            <button type="button" className={styles.secondary} onClick={close}>
              {warning.cancel_cta || AUTH_TEXTS.cancel}
            </button>
            <SubmitButton busy={busy} onClick={confirmMerge}>
              {warning.confirm_cta}
            </SubmitButton>
          </>
        ) : (
          <button type="button" className={styles.submit} onClick={close}>
            {warning.confirm_cta}
          </button>
        )}
      </div>
    </Dialog>
  )
}

/**
 * spec 1 §2.9 'Merge account dialog' / §4.5 'Merge': title, sanitised subtitle, icon and steps; its button asks
 * for the merge OTP, then the dialog closes and TokenMerge opens.
 */
export function MergeDialog() {
  const { state, dispatch } = useAuthFlow()
  const { busy, error, setError, attempt } = useStep()
  const merge = state.mergeAccountInformation
  const close = () => {
    setError(null)
    dispatch({ type: 'modal', modalName: null })
  }

  function requestMergeOtp() {
    void attempt(async () => {
      await authPost({
        path: AUTH_PATHS.emailCreateTokenMerge,
        body: { number: signInNumber(state), email: state.info.email, otp_on_call: false },
      })
      setError(null)
      dispatch({ type: 'go', screen: 'TokenMerge' })
    })
  }

  return (
    <Dialog open={state.modalName === 'merge'} title={merge.header} onClose={close} className={styles.subDialog}>
      {merge.imageUrl && <img className={styles.dialogImage} src={merge.imageUrl} alt="" />}
      {merge.description && <p className={styles.text}>{merge.description}</p>}
      {merge.heading && <h3 className={styles.stepsHeading}>{merge.heading}</h3>}
      <ol className={styles.steps}>
        {merge.steps.map((step, index) => (
          <li key={index} className={styles.step}>
            {step.imageUrl && <img className={styles.stepIcon} src={step.imageUrl} alt="" />}
            <span>
              <strong>{step.heading}</strong>
              {step.subHeading && <span className={styles.stepText}>{step.subHeading}</span>}
            </span>
          </li>
        ))}
      </ol>
      {/* spec 1 §8: the merge shows its error above the button. */}
      <FieldError message={error} />
      <SubmitButton busy={busy} onClick={requestMergeOtp}>
        {merge.ctaLabel || BUTTON_LABELS.continue}
      </SubmitButton>
    </Dialog>
  )
}

import { useEffect, useId, useRef, type InputHTMLAttributes, type ReactNode } from 'react'
import { AUTH_TEXTS } from '~/lib/constants'
import styles from './auth.module.css'

// Small building blocks of the popup's screens: a labelled field with its linked error, the busy submit button,
// link-styled buttons and the legal links.

type FieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'prefix'> & {
  label: string
  error?: string | null
  /** Shown before the input, e.g. '+91' (spec 1 §9). */
  prefix?: string
  /** spec 1 §4.5: the input is focused on mount and again on an error. */
  focusOnMount?: boolean
}

/** Focus after the dialog's own showModal() focusing, which runs in a parent effect after ours. */
export function useFocus(ref: { current: HTMLElement | null }, when: unknown, enabled = true) {
  useEffect(() => {
    if (!enabled) return
    const id = setTimeout(() => ref.current?.focus(), 0)
    return () => clearTimeout(id)
  }, [ref, when, enabled])
}

export function Field({ label, error, prefix, focusOnMount = true, id, className, ...input }: FieldProps) {
  const ownId = useId()
  const inputId = id ?? ownId
  const errorId = `${inputId}-error`
  const ref = useRef<HTMLInputElement>(null)
  useFocus(ref, 'mount', focusOnMount)
  useFocus(ref, error, Boolean(error))
  return (
    <div className={styles.field}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      <div className={`${styles.control} ${error ? styles.invalid : ''}`}>
        {prefix && (
          <span className={styles.prefix} aria-hidden="true">
            {prefix}
          </span>
        )}
        <input
          ref={ref}
          id={inputId}
          className={`${styles.input} ${className ?? ''}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...input}
        />
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  )
}

/** An error under a field or above a button: announced when it appears (spec 1 §8). */
export function FieldError({ id, message }: { id?: string; message?: string | null }) {
  return (
    <p id={id} className={styles.error} role="alert">
      {message ?? ''}
    </p>
  )
}

export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <button type="submit" className={styles.submit} disabled={busy} aria-busy={busy || undefined}>
      {busy && <span className={styles.spinner} aria-hidden="true" />}
      <span>{children}</span>
    </button>
  )
}

export function LinkButton({ onClick, children, disabled }: { onClick: () => void; children: ReactNode; disabled?: boolean }) {
  return (
    <button type="button" className={styles.linkButton} onClick={onClick} disabled={disabled}>
      {children}
    </button>
  )
}

/** spec 1 §2.9: Terms and Conditions (/tnc) and the privacy policy (/PrivacyPolicy), opened beside the popup. */
export function LegalLinks() {
  return (
    <p className={styles.legal}>
      {AUTH_TEXTS.termsPrefix}{' '}
      <a href="/tnc" target="_blank" rel="noopener">
        {AUTH_TEXTS.terms}
      </a>{' '}
      and{' '}
      <a href="/PrivacyPolicy" target="_blank" rel="noopener">
        {AUTH_TEXTS.privacy}
      </a>
    </p>
  )
}

/** spec 1 §2.9: 'Need Help? Get in touch' → NeedHelp (one link, so its name carries the whole phrase). */
export function NeedHelpLink({ onClick }: { onClick: () => void }) {
  return (
    <p className={styles.aside}>
      <LinkButton onClick={onClick}>{`${AUTH_TEXTS.needHelpLink} ${AUTH_TEXTS.getInTouch}`}</LinkButton>
    </p>
  )
}

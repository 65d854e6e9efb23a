import { useEffect, useId, useRef, type InputHTMLAttributes, type ReactNode } from 'react'
import { PHONE_LENGTH, PHONE_PREFIX } from '../../core/constants.ts'
import { AUTH_TEXTS } from '../../core/auth/texts.ts'
import styles from './auth.module.css'

// Small building blocks of the popup's screens: the step's form, a labelled field with its linked error (and the
// phone and e-mail fields built on it), the busy submit button, link-styled buttons and the legal links.

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

type ValueFieldProps = {
  value: string
  onValue: (value: string) => void
  error?: string | null
  focusOnMount?: boolean
}

/** A 10-digit mobile number after the +91 prefix (spec 1 §9); only digits are kept. */
export function PhoneField({ label, value, onValue, error, focusOnMount }: ValueFieldProps & { label: string }) {
  return (
    <Field
      label={label}
      name="phone"
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      prefix={PHONE_PREFIX}
      maxLength={PHONE_LENGTH}
      value={value}
      error={error}
      focusOnMount={focusOnMount}
      onChange={(e) => onValue(e.target.value.replace(/\D/g, ''))}
    />
  )
}

/** The e-mail address field (the e-mail entry and Need Help). */
export function EmailField({ value, onValue, error, focusOnMount }: ValueFieldProps) {
  return (
    <Field
      label={AUTH_TEXTS.emailLabel}
      name="email"
      type="email"
      autoComplete="email"
      value={value}
      error={error}
      focusOnMount={focusOnMount}
      onChange={(e) => onValue(e.target.value)}
    />
  )
}

/**
 * spec 1 §4.5: a screen's form. Enter submits it; while an error stands (it clears as soon as the input changes)
 * a submit is ignored.
 */
export function StepForm({ onSubmit, blocked, children }: { onSubmit: () => void; blocked: boolean; children: ReactNode }) {
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        if (!blocked) onSubmit()
      }}
    >
      {children}
    </form>
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

/** spec 1 §4.5 'Buttons': while its request runs the button shows a spinner and is disabled. */
export function SubmitButton({ busy, children, onClick }: { busy: boolean; children: ReactNode; onClick?: () => void }) {
  return (
    <button
      type={onClick ? 'button' : 'submit'}
      className={styles.submit}
      onClick={onClick}
      disabled={busy}
      aria-busy={busy || undefined}
    >
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

/**
 * spec 1 §2.9: 'Need Help? Get in touch' → NeedHelp (one link, so its name carries the whole phrase); the Verify OTP
 * screens' link reads only 'Need Help?'.
 */
export function NeedHelpLink({ onClick, short = false }: { onClick: () => void; short?: boolean }) {
  return (
    <AsideLink onClick={onClick}>
      {short ? AUTH_TEXTS.needHelpLink : `${AUTH_TEXTS.needHelpLink} ${AUTH_TEXTS.getInTouch}`}
    </AsideLink>
  )
}

/** A link-styled button in its own line under the form (to another screen). */
export function AsideLink({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    // A <div>: a paragraph holding only a bold button reads to axe as a heading styled as a paragraph (p-as-heading).
    <div className={styles.aside}>
      <LinkButton onClick={onClick}>{children}</LinkButton>
    </div>
  )
}

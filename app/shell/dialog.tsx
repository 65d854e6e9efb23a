import { useEffect, useId, useRef, type ReactNode } from 'react'
import styles from './dialog.module.css'

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

export interface DialogProps {
  open: boolean
  /** The accessible name (spec 1 §2.9: a dialog has a label). */
  title: string
  /** Show the title as a heading (otherwise it only labels the dialog). */
  showTitle?: boolean
  onClose: () => void
  /** When false, Escape and the overlay do not close it (restrictUserFromClosingAuth). */
  closable?: boolean
  /** 'center' (default) or 'drawer' (slides from the left, for the mobile menu). */
  variant?: 'center' | 'drawer'
  className?: string
  children: ReactNode
}

/**
 * spec 1 §4.1: an open dialog fixes the page body in place (from its first paint on) and takes focus; closing restores
 * the scroll position and the focus. Built on the native modal <dialog>, which makes the rest of the page inert (focus stays inside).
 */
export function Dialog({
  open,
  title,
  showTitle = true,
  onClose,
  closable = true,
  variant = 'center',
  className,
  children,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const onCloseRef = useRef(onClose)
  onCloseRef.current = onClose

  useEffect(() => {
    const dialog = ref.current
    if (!dialog || !open) return
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    // Opening first: showModal lays out the page once to focus inside the dialog, so the scroll position read next
    // costs nothing (read before it, with the dialog just inserted, it forced a layout of its own).
    if (!dialog.open) dialog.showModal()
    const body = document.body
    const previous = { position: body.style.position, top: body.style.top, width: body.style.width }
    let scrollY = window.scrollY
    let locked = false
    // Fixing the body in place lays out the whole page again: done just after the dialog's first paint, so a press
    // shows the dialog without waiting for it (issue 28: an interaction paints within 100 ms on a slow phone). The
    // modal dialog makes the page inert meanwhile; nothing can scroll it in that frame but the user's own finger.
    let timer: ReturnType<typeof setTimeout> | undefined
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        scrollY = window.scrollY
        body.style.position = 'fixed'
        body.style.top = `-${scrollY}px`
        body.style.width = '100%'
        locked = true
      })
    })
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
      if (dialog.open) dialog.close()
      if (locked) {
        body.style.position = previous.position
        body.style.top = previous.top
        body.style.width = previous.width
        window.scrollTo(0, scrollY)
      }
      // Focus goes back without moving the page: the scroll position just restored is where the reader was.
      opener?.focus({ preventScroll: true })
    }
  }, [open])

  if (!open) return null
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      className={`${styles.dialog} ${variant === 'drawer' ? styles.drawer : ''} ${className ?? ''}`}
      onKeyDown={(e) => {
        // Tab wraps inside the dialog: the native modal lets focus escape to the browser's own UI.
        if (e.key !== 'Tab') return
        const focusable = [...e.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null)
        const first = focusable[0]
        const last = focusable.at(-1)
        if (!first || !last) return
        if (e.shiftKey && document.activeElement === first) {
          e.preventDefault()
          last.focus()
        } else if (!e.shiftKey && document.activeElement === last) {
          e.preventDefault()
          first.focus()
        }
      }}
      onCancel={(e) => {
        // Escape: close unless closing is restricted.
        e.preventDefault()
        if (closable) onCloseRef.current()
      }}
      onClick={(e) => {
        // A click on the backdrop lands on the <dialog> itself.
        if (e.target === e.currentTarget && closable) onCloseRef.current()
      }}
    >
      <div className={styles.body}>
        <div className={styles.head}>
          <h2 id={titleId} className={showTitle ? styles.title : 'visually-hidden'}>
            {title}
          </h2>
          {closable && (
            <button type="button" className={styles.close} onClick={() => onCloseRef.current()} aria-label="Close">
              ×
            </button>
          )}
        </div>
        {children}
      </div>
    </dialog>
  )
}

import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent, type PointerEvent } from 'react'
import { Link, useLocation, useRevalidator } from 'react-router'
import { CART_POPUP_MAX_ITEMS } from '../../core/constants.ts'
import styles from './cart.module.css'
import { optimisticCount, type CartSummary } from './cart-summary'
import { usePendingCartForms } from './use-cart-forms'
import { CITY_CHANGE_EVENT } from '~/lib/events'

/**
 * spec 1 §4.1 / spec 2 §4: the cart reloads on each route change (the root loader revalidates when the path changes:
 * root.tsx shouldRevalidate) and on a city change (here).
 */
function useReloadOnCityChange() {
  const revalidator = useRevalidator()
  useEffect(() => {
    const onCityChange = () => void revalidator.revalidate()
    window.addEventListener(CITY_CHANGE_EVENT, onCityChange)
    return () => window.removeEventListener(CITY_CHANGE_EVENT, onCityChange)
  }, [revalidator])
}

/**
 * The header's cart link with its count (spec 1 §2.2) and the cart popup: at most 2 items, then '+N More'. The summary
 * is the root loader's (one cart read per navigation, rendered on the server: no layout shift, and no-JS visitors see
 * it); cart forms on their way count at once (optimisticCount).
 */
export function CartLink({ summary }: { summary: CartSummary }) {
  useReloadOnCityChange()
  const pending = usePendingCartForms()
  const { items, labs } = summary
  const count = optimisticCount(summary, pending)
  const { pathname } = useLocation()
  // How the popup was opened decides what closes it: hover ends with the pointer, a click pins it until
  // clicked again or until focus leaves the cart.
  const [opened, setOpened] = useState<'no' | 'hover' | 'focus' | 'pinned'>('no')
  const open = opened !== 'no'
  const [expanded, setExpanded] = useState(false)
  const popupId = useId()
  const toggleRef = useRef<HTMLButtonElement>(null)
  const popupRef = useRef<HTMLDivElement>(null)
  const quietFocus = useRef(false)
  const href = labs ? '/labs/cart' : '/cart'

  useEffect(() => {
    setOpened('no')
    setExpanded(false)
  }, [pathname])

  // Mouse hover opens it; touch goes through the toggle (an emulated hover would fight the tap).
  const onPointerEnter = (e: PointerEvent) => {
    if (e.pointerType === 'mouse') setOpened((o) => (o === 'no' ? 'hover' : o))
  }
  const onPointerLeave = (e: PointerEvent) => {
    if (e.pointerType === 'mouse') setOpened((o) => (o === 'hover' ? 'no' : o))
  }
  // Keyboard focus opens it; a mouse click's focus does not, so the toggle's click is not undone.
  const onFocus = (e: FocusEvent) => {
    if (quietFocus.current) return
    if (e.target instanceof HTMLElement && e.target.matches(':focus-visible')) setOpened((o) => (o === 'no' ? 'focus' : o))
  }
  const onBlur = (e: FocusEvent<HTMLDivElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpened('no')
  }
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Escape' || !open) return
    setOpened('no')
    // Focus inside the closing popup goes back to its toggle, without the focus reopening it.
    if (popupRef.current?.contains(document.activeElement)) {
      quietFocus.current = true
      toggleRef.current?.focus()
      quietFocus.current = false
    }
  }

  const shown = labs && expanded ? items : items.slice(0, CART_POPUP_MAX_ITEMS)
  const more = items.length - CART_POPUP_MAX_ITEMS

  return (
    <div
      className={styles.cart}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onFocus={onFocus}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      {/* The name starts with the visible 'Cart' (WCAG 2.5.3) and carries the count for screen readers. */}
      <Link
        to={href}
        className={styles.link}
        aria-label={`Cart, ${count} ${count === 1 ? 'item' : 'items'}`}
        aria-busy={pending.length > 0 || undefined}
      >
        <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24">
          <path
            fill="currentColor"
            d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM5.2 4l.4 2H20l-2 8H7.4l.4 2H19v2H6.2L3.6 4H1V2h3.8l.4 2Z"
          />
        </svg>
        <span className="narrow-visually-hidden">Cart</span>
        {/* The count is drawn by CSS (content: attr(data-count)), so the visible label is 'Cart', which the name
            'Cart, 2 items' starts with (WCAG 2.5.3); the name says the count in words. */}
        <span className={styles.badge} data-testid="cart-count" data-count={count} aria-hidden="true" />
      </Link>
      <button
        ref={toggleRef}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={popupId}
        onClick={() => setOpened((o) => (o === 'pinned' ? 'no' : 'pinned'))}
      >
        <span className="visually-hidden">{labs ? 'Show tests in cart' : 'Show items in cart'}</span>
        <svg aria-hidden="true" width="12" height="12" viewBox="0 0 24 24">
          <path fill="currentColor" d="M12 16 4 8h16z" />
        </svg>
      </button>
      <div id={popupId} ref={popupRef} className={styles.popup} hidden={!open}>
        <p className={styles.popupTitle}>{labs ? 'Tests in your cart' : 'Items in your cart'}</p>
        {items.length === 0 ? (
          <p className={styles.empty}>Your cart is empty</p>
        ) : (
          <ul className={styles.list}>
            {shown.map((i) => (
              <li key={i.id}>
                <span className={styles.name}>{i.name}</span>
                <span className={styles.qty}>
                  {labs ? `${i.quantity} ${i.quantity === 1 ? 'patient' : 'patients'}` : `Qty ${i.quantity}`}
                </span>
              </li>
            ))}
          </ul>
        )}
        {more > 0 &&
          (labs ? (
            // spec 1 §2.2: for labs the list expands on click.
            <button type="button" className={styles.more} aria-expanded={expanded} onClick={() => setExpanded((x) => !x)}>
              {expanded ? 'Show less' : `+${more} More`}
            </button>
          ) : (
            <Link to={href} className={styles.more}>
              +{more} More
            </Link>
          ))}
      </div>
    </div>
  )
}

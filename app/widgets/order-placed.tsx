import { useEffect, useRef, useState } from 'react'
import { Link } from 'react-router'
import type { OrderPlacedCta, OrderPlacedWidget } from '../../contracts/order-placed'
import { ctaLinkKind, ctaPlacement, isAnimated, scheduleReveal, widgetSpan } from '../../core/widgets/order-placed-rules.ts'
import styles from './order-placed.module.css'

// spec 2 §2 'Order-placed widget': the animated banner, then, 1,500 ms later (spec 2 §9), the completion handler and
// the header, sub-header and calls to action. Rendered through the widget registry (WidgetList) by the success pages.
//
// - animated false: everything shows at once and the completion handler runs as the widget mounts.
// - prefers-reduced-motion: the banner does not move (CSS), the reveal still waits the same 1,500 ms.
// - Screen readers: the header and sub-header appear inside a polite live region, so the reveal is announced; focus is
//   not moved (nothing focusable is removed, so keyboard focus is never lost; Tab reaches the calls to action).
// - Without JavaScript no timer runs: a <noscript> copy shows the revealed content at once (JavaScript-enabled
//   browsers never render it).

export type OrderPlacedCtaSlot = 'primary' | 'secondary'

export interface OrderPlacedProps {
  widget: OrderPlacedWidget
  /** spec 2 §2 'completion handler': called once, when the reveal happens. */
  onComplete?: () => void
  /** spec 2 §2 'info handler': called when the info link is followed. */
  onInfo?: () => void
  /** spec 2 §2 a call to action's handler: called when it is followed (the link still navigates). */
  onCta?: (slot: OrderPlacedCtaSlot, cta: OrderPlacedCta) => void
  /** The header's level: 1 when the widget is the page's subject (the default), 2 inside a page with its own h1. */
  headingLevel?: 1 | 2
}

export function OrderPlaced({ widget, onComplete, onInfo, onCta, headingLevel = 1 }: OrderPlacedProps) {
  const animated = isAnimated(widget.animated)
  const [revealed, setRevealed] = useState(!animated)
  // The latest handler without restarting the timer when a parent passes a new function; and once only, also when
  // StrictMode runs the effect twice.
  const onCompleteRef = useRef(onComplete)
  useEffect(() => {
    onCompleteRef.current = onComplete
  }, [onComplete])
  const completed = useRef(false)
  useEffect(
    () =>
      scheduleReveal(animated, () => {
        if (!completed.current) {
          completed.current = true
          onCompleteRef.current?.()
        }
        setRevealed(true)
      }),
    [animated],
  )

  const texts = <Texts widget={widget} headingLevel={headingLevel} />
  const actions = <Actions widget={widget} onInfo={onInfo} onCta={onCta} />
  return (
    <div className={styles.widget} data-span={widgetSpan(widget.column_span)} data-testid="order-placed" data-revealed={revealed}>
      <div className={animated ? `${styles.banner} ${styles.animated}` : styles.banner}>
        <img className={styles.image} src={widget.image_url} alt="" width={112} height={112} />
        {widget.header_text && <p className={styles.caption}>{widget.header_text}</p>}
      </div>
      {/* The live region is there from the start, so what appears in it is announced. */}
      <div aria-live="polite" className={styles.texts}>
        {revealed && texts}
      </div>
      {revealed ? (
        actions
      ) : (
        <noscript>
          {texts}
          {actions}
        </noscript>
      )}
    </div>
  )
}

function Texts({ widget, headingLevel }: { widget: OrderPlacedWidget; headingLevel: 1 | 2 }) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2'
  return (
    <>
      <Heading className={styles.header}>{widget.data.header}</Heading>
      {/* Safe: sub_header is SanitisedHtml, cleaned on the server (server/lib/sanitise-html.ts) by the only builder
          of this widget (app/widgets/order-placed.server.ts) before it reached the page. */}
      <p className={styles.subHeader} dangerouslySetInnerHTML={{ __html: widget.data.sub_header }} />
    </>
  )
}

function Actions({ widget, onInfo, onCta }: Pick<OrderPlacedProps, 'widget' | 'onInfo' | 'onCta'>) {
  const { info, primary_cta, secondary_cta } = widget.data
  const ctas = (
    [
      ['primary', primary_cta],
      ['secondary', secondary_cta],
    ] as const
  ).filter((entry): entry is [OrderPlacedCtaSlot, OrderPlacedCta] => entry[1] !== null)
  const placement = ctaPlacement(ctas.map(([, cta]) => cta.span))
  return (
    <>
      {info && (
        <p className={styles.info}>
          <CtaLink url={info.url} onClick={onInfo}>
            {info.label}
          </CtaLink>
        </p>
      )}
      {ctas.length > 0 && (
        <div className={styles.ctas}>
          {ctas.map(([slot, cta], i) => (
            <CtaLink
              key={slot}
              url={cta.url}
              className={slot === 'primary' ? `button ${styles.cta}` : `button ${styles.cta} ${styles.secondary}`}
              span={placement[i]!.span}
              start={placement[i]!.start}
              onClick={onCta ? () => onCta(slot, cta) : undefined}
            >
              {cta.label}
            </CtaLink>
          ))}
        </div>
      )}
    </>
  )
}

function CtaLink({
  url,
  className,
  span,
  start,
  onClick,
  children,
}: {
  url: string
  className?: string
  span?: number
  start?: number | null
  onClick?: () => void
  children: string
}) {
  const kind = ctaLinkKind(url)
  const grid = { 'data-span': span, 'data-start': start ?? undefined }
  if (kind === 'route') {
    return (
      <Link to={url} className={className} onClick={onClick} {...grid}>
        {children}
      </Link>
    )
  }
  if (kind === 'external') {
    return (
      <a href={url} className={className} onClick={onClick} rel="noopener noreferrer" {...grid}>
        {children}
      </a>
    )
  }
  // The contract refuses any other url; a widget built another way shows the label without a link.
  return <span className={className}>{children}</span>
}

import { z } from 'zod'
import { CTA_DEFAULT_SPAN, GRID_COLUMNS, WIDGET_DEFAULT_SPAN, ctaLinkKind } from '../core/widgets/order-placed-rules.ts'

// The order-placed widget (spec 2 §2 'Order-placed widget'; spec 2 §9): a member of the server-driven widget family of
// contracts/widgets.ts, rendered through the one registry (app/widgets/registry.tsx). Its inputs on the wire: the
// column span, the banner's header text, the image url and the animated flag, and the data revealed 1,500 ms later
// (sub-header as sanitised HTML, header, an info link and two calls to action). The spec's handlers (completion, info,
// a call to action's) are functions, so they are the component's props, not wire members. The checkout success page
// (/cart/checkout/success) and the plan-purchase page (/insights-supplement/bos-package-success) both use it.

const span = (fallback: number) =>
  z
    .number()
    .int('span must be a whole number')
    .min(1, 'span must be at least 1')
    .max(GRID_COLUMNS, `span must be at most ${GRID_COLUMNS}`)
    .default(fallback)

/** Where a link may go: a path of this site, or an https address. */
const LinkUrlSchema = z
  .string()
  .max(2000, 'url is too long')
  .refine((url) => ctaLinkKind(url) !== null, 'url must be a path of this site or an https address')

/** Images come from this site (the CSP allows no other image host): a path, not a full address. */
const ImagePathSchema = z
  .string()
  .max(500, 'image_url is too long')
  .regex(/^\/(?![/\\])/, 'image_url must be a path of this site')

/**
 * HTML that went through server/lib/sanitise-html.ts. The brand is a promise of the builder
 * (app/widgets/order-placed.server.ts), which sanitises before it parses: never parse raw HTML into this.
 */
export const SanitisedHtmlSchema = z.string().max(5_000, 'sub_header is too long').brand<'SanitisedHtml'>()
export type SanitisedHtml = z.infer<typeof SanitisedHtmlSchema>

/** spec 2 §2: a call to action: label, url, span (default 4). */
export const OrderPlacedCtaSchema = z.object({
  label: z.string().trim().min(1, 'label is required').max(60, 'label is too long'),
  url: LinkUrlSchema,
  span: span(CTA_DEFAULT_SPAN),
})
export type OrderPlacedCta = z.infer<typeof OrderPlacedCtaSchema>

export const OrderPlacedWidgetSchema = z.object({
  type: z.literal('order_placed'),
  /** The widget's span on the page's 12-column grid; the full width by default. */
  column_span: span(WIDGET_DEFAULT_SPAN),
  /** The banner's caption, shown with the animation from the start; null for a banner of the image alone. */
  header_text: z.string().max(120, 'header_text is too long').nullable().default(null),
  /** The animated banner's image (decorative: the texts say what happened). */
  image_url: ImagePathSchema,
  /** spec 2 §2: default true. false shows everything at once. */
  animated: z.boolean().default(true),
  data: z.object({
    /** The page's heading, revealed after the animation ('BOS plan purchased', 'Order placed'). */
    header: z.string().trim().min(1, 'header is required').max(120, 'header is too long'),
    sub_header: SanitisedHtmlSchema,
    /** The info handler's link (spec 2 §2 'info handler'), shown under the sub-header when present. */
    info: z
      .object({ label: z.string().trim().min(1).max(60), url: LinkUrlSchema })
      .nullable()
      .default(null),
    primary_cta: OrderPlacedCtaSchema.nullable().default(null),
    secondary_cta: OrderPlacedCtaSchema.nullable().default(null),
  }),
})
export type OrderPlacedWidget = z.infer<typeof OrderPlacedWidgetSchema>
/** What a builder passes in: defaults may be left out, and sub_header is raw HTML, sanitised by the builder. */
export type OrderPlacedWidgetInput = Omit<z.input<typeof OrderPlacedWidgetSchema>, 'type' | 'data'> & {
  data: Omit<z.input<typeof OrderPlacedWidgetSchema>['data'], 'sub_header'> & { sub_header: string }
}

/** Every widget a success page (order placed, plan purchased) may get. */
export const OrderSuccessWidgetSchema = z.discriminatedUnion('type', [OrderPlacedWidgetSchema])
export type OrderSuccessWidget = z.infer<typeof OrderSuccessWidgetSchema>

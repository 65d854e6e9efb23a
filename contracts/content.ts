import { z } from 'zod'

// Editable site content: the footer (spec 1 §3 'Footer', GET /api/v4/footer-data) and the visual announcement
// (spec 1 §3 / §4.1, handed to every page by the root loader).

const LinkSchema = z.object({ url: z.string(), text: z.string() })
const NamedIconSchema = z.object({ name: z.string(), url: z.string(), icon: z.string() })

/** The footer in the server's wire form (snake_case keys); stats values are counted when served. */
export const FooterContentSchema = z.object({
  headers: z.record(z.string(), z.string()),
  platform_stats_order: z.array(z.string()),
  stats_data: z.record(z.string(), z.object({ value: z.string(), stat: z.object({ web: z.string() }), icon: z.string() })),
  sms_app_link: z.object({ header: z.string(), placeholder: z.string(), cta: z.string() }),
  domains_sections_order: z.array(z.string()),
  sections_links: z.record(z.string(), z.array(LinkSchema)),
  connect_data: z.object({ main_header: z.string(), text: z.string(), links: z.array(NamedIconSchema) }),
  download_app: z.object({ text: z.string(), data: z.array(NamedIconSchema) }),
  trust_section: z.object({ items: z.array(z.object({ header: z.string(), text: z.string(), image: z.string() })) }),
  legit_script: z.object({ text: z.string(), icons: z.array(NamedIconSchema) }),
  signup_data: z.object({ text: z.string(), cta: z.string() }),
  know_more_section: z.object({
    header: z.string(),
    data: z.array(z.object({ header: z.string(), description: z.string() })),
  }),
  copyright_text: z.string(),
  /** issue 10 §5: the registered pharmacist in charge of each fulfilment centre (the legal section), counted when served. */
  pharmacists_in_charge: z
    .array(z.object({ centre: z.string(), city: z.string(), name: z.string(), registration_number: z.string() }))
    .optional(),
  payment_partners: z.object({ text: z.string(), data: z.array(z.object({ name: z.string(), icon: z.string() })) }),
})
export type FooterContent = z.infer<typeof FooterContentSchema>

/** GET /api/v4/footer-data: the spec reads `data`. */
export const FooterAnswerSchema = z.object({ data: FooterContentSchema })
export type FooterAnswer = z.infer<typeof FooterAnswerSchema>

/** spec 1 §3 / §4.1: the visual announcement's data (maxShowCount only ever comes from here). */
export interface AnnouncementData {
  signature: string
  title: string
  text: string
  maxShowCount: number
  frequencyHours: number
  url?: string
  cta?: string
}

import type { InfoPageContent } from '../blocks'

// The return and refund policy (the footer's 'Return Policy', /return-policy). The rules are the back office's
// (issue 10 §4, decision 030): 7 days from delivery, never cold-chain products or opened strips; refunds the way the
// order was paid (orders/service.ts refundPart: online to its source, MedWise Cash and cash on delivery to MedWise Cash).
export const RETURNS: InfoPageContent = {
  title: 'Return and Refund Policy',
  description:
    'Return medicines and health products within 7 days of delivery; what cannot be returned (cold-chain products, opened strips), how to cancel, and when and where refunds are paid.',
  heading: 'Return and Refund Policy',
  updated: '2026-11-24',
  intro: [
    'Medicines are not like other goods: once a medicine has left our hands we cannot be sure how it was stored, so we cannot sell it again. That is why this policy is stricter than a shop’s, and why we check every order carefully before it leaves. If we sent you something wrong, damaged or expired, we make it right.',
  ],
  sections: [
    {
      heading: 'Cancelling an order',
      blocks: [
        'You can cancel an order yourself from its page in [My Orders](/order/history) until it is packed. Everything you paid comes back as described under "Refunds" below. Once an order is packed it can no longer be cancelled; you may refuse it at the door or return it as below.',
      ],
    },
    {
      heading: 'What you can return',
      blocks: [
        'You can ask for a return within 7 days of delivery when:',
        {
          list: [
            'you received a wrong item, or a different strength or pack than you ordered;',
            'an item arrived damaged, leaking or with a broken seal;',
            'an item is past its expiry date, or expires sooner than we promise (at least three months after delivery);',
            'you no longer need an item, as long as it is unopened, in its original packing with the label and batch number intact, and is not in the list below.',
          ],
        },
      ],
    },
    {
      heading: 'What cannot be returned',
      blocks: [
        {
          list: [
            'Cold-chain products, which must be kept between 2 °C and 8 °C (for example insulin and some vaccines and injections): we cannot know how they were stored after delivery. If one arrives warm or damaged, refuse it at the door or tell us the same day.',
            'Strips, bottles or packs that have been opened, cut or partly used.',
            'Items without their original packing, label or batch number.',
            'Returns asked for more than 7 days after delivery.',
          ],
        },
        'These limits never apply to our own mistakes: a wrong, damaged or expired item is always taken back within the 7 days.',
      ],
    },
    {
      heading: 'How to return',
      blocks: [
        {
          steps: [
            'Contact [customer care](/contactus) within 7 days of delivery with your order number, the items, and the reason. A photo helps when an item is damaged or wrong.',
            'We confirm which items can be returned and arrange a pickup from your delivery address, at no cost to you.',
            'Keep the items in their original packing until they are picked up. Our pharmacist checks them when they reach the fulfilment centre.',
            'We refund the returned items as soon as the check is done, and tell you by SMS or e-mail.',
          ],
        },
      ],
    },
    {
      heading: 'Refunds',
      blocks: [
        'Money goes back the way it was paid:',
        {
          list: [
            'Paid online (UPI, card, net banking or wallet): refunded to the same account or card through our payment gateway. We start the refund at once; banks usually show it within 5 to 7 working days.',
            'Paid with MedWise Cash: returned to your MedWise Cash immediately.',
            'Paid in cash on delivery: refunded to your MedWise Cash, which you can spend on your next order. If you would rather have it in your bank account, tell customer care.',
          ],
        },
        'An order paid partly online and partly with MedWise Cash is refunded online first, up to what was paid online, and the rest to MedWise Cash. When the pharmacist approves only part of an order, the medicines removed are refunded the same way. You can follow every refund on the order’s page.',
      ],
    },
    {
      heading: 'Questions and complaints',
      blocks: [
        'If something about a return or refund is not right, [contact customer care](/contactus). If we do not resolve it, write to our grievance officer, as our [Terms and Conditions](/tnc#grievance-officer) explain: we acknowledge every complaint within {grievance.ackHours} hours and resolve it within {grievance.resolveWithin}.',
      ],
    },
  ],
}

// The reasons the order page's 'Cancel order' offers (issue 9 §8); the server takes any reason up to 200 characters.
export const CANCEL_REASONS = [
  'Ordered by mistake',
  'Found a better price elsewhere',
  'Delivery is too late',
  'Doctor changed the prescription',
  'Other',
] as const

// The corporate health check's pages (spec 2 §2 '/corporate/labs' with patient, packages, progress/{test_id}, review,
// and /corporate/labs/summary; '/corporate/self-serve' with login, booking, booking-success). Issue 25 §5–6.

export const CORPORATE_LABS_PATHS = {
  home: '/corporate/labs',
  patient: '/corporate/labs/patient',
  packages: '/corporate/labs/packages',
  review: '/corporate/labs/review',
  summary: '/corporate/labs/summary',
  progress: (testId: number) => `/corporate/labs/progress/${testId}`,
} as const

export const SELF_SERVE_PATHS = {
  login: '/corporate/self-serve/login',
  booking: '/corporate/self-serve/booking',
  success: '/corporate/self-serve/booking-success',
} as const

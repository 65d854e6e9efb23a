// Business constants of spec 1 §9 and spec 2 §9 (plus fixed texts they sit next to), named once
// so UI, rules and server agree. Each carries the section it comes from.

// spec 1 §9: OTP, phone, pincode.
export const OTP_LENGTH = 6
export const PHONE_LENGTH = 10
export const PHONE_PREFIX = '+91'
export const PINCODE_LENGTH = 6

// spec 1 §4.5 / §9: resend countdown 30 s in 1 s steps; resend success notice 30000 ms.
export const RESEND_COUNTDOWN_SECONDS = 30
export const RESEND_COUNTDOWN_STEP_MS = 1000
export const RESEND_NOTICE_MS = 30_000

// spec 1 §9: Need Help confirmation modal 5 s; success popup delay before redirect 1500 ms.
export const NEED_HELP_MODAL_MS = 5000
export const SUCCESS_REDIRECT_DELAY_MS = 1500

// spec 1 §9 / spec 2 §9: snack bar default 3000 ms; SMS-sent message 3000 ms.
export const SNACK_BAR_MS = 3000
export const SMS_SENT_MS = 3000

// spec 1 §7.1 / §9: search per_page 12 and autocomplete types; debounce 300 ms.
export const SEARCH_PER_PAGE = 12
export const SEARCH_TYPES = ['allopathy', 'brand', 'sku', 'udp', 'disease'] as const
export const DEBOUNCE_MS = 300

// spec 1 §1 / §9: default city, kept in a cookie for 90 days; location cookies 7 days.
export const DEFAULT_CITY = 'New Delhi'
export const CITY_COOKIE_DAYS = 90
export const LOCATION_COOKIE_DAYS = 7

// spec 1 §2.2 / §9: cart popup lists at most 2 items.
export const CART_POPUP_MAX_ITEMS = 2

// spec 1 §2.9 / §9: the slider's 5000 ms (its five slides are AUTH_SLIDES).
export const SLIDER_INTERVAL_MS = 5000

// spec 1 §7 / spec 2 §7, §9: API client.
export const API_TIMEOUT_MS = 12_500
export const API_PREFIX = '/pwa-api'
export const DEFAULT_PLATFORM_ID = 'desktop-0.0.1'
export const DEFAULT_LOCALE = 'en'
export const DEFAULT_PLATFORM = 'web'
export const UNAUTHORIZED_PATH = '/unauthorizeduser/'

// spec 1 §9 / spec 2 §9: skeletons.
export const GRID_COLUMNS = 12
export const LISTING_SKELETON_CARDS = 9

// spec 1 §9 / spec 2 §3: default cart type.
export const DEFAULT_CART_TYPE = 'pharmacy' as const
// spec 2 §5: cart quantity defaults to 1 when not a number.
export const CART_QUANTITY_DEFAULT = 1
// Decision 007: a pharmacy sells household quantities (at most 20 of one SKU) and a cart holds at most 50 lines.
export const CART_MAX_QUANTITY_PER_SKU = 20
export const CART_MAX_LINES = 50

// spec 1 §1 / spec 2 §9: money.
export const PRICE_LABEL = 'MRP'
export const CURRENCY = '₹'

// spec 1 §8 / spec 2 §8: error texts.
export const DEFAULT_ERROR_TEXT = 'Sorry, something went wrong. Please try again.'
/** The code of a refusal the browser makes itself when a form's request got no answer (offline, a 5xx). */
export const NO_ANSWER = 'no_answer'
export const API_DEFAULT_ERROR = 'Something went wrong. Please try again later.'
export const PAGE_ERROR_TEXT = 'Oops, something went wrong !!!'
export const SERVER_ERROR_TEXT = 'Server error'
export const NO_RESULTS_TEXT = 'No results found'
export const REDUCER_ERROR_CODE = 424
export const ERROR_BOUNDARY_HEADING = '500 Internal Server Error!'
export const ERROR_BOUNDARY_TEXT = 'We are working towards creating something better. Please try again later.'
export const ERROR_BOUNDARY_REPORT_PREFIX = '500 ErrorBoundary page - '
export const GO_TO_HOME_TEXT = 'Go to home'

// spec 1 §8: resend success messages.
export const RESEND_SMS_TEXT = 'You will receive an sms with OTP'
export const RESEND_CALL_TEXT = 'You will receive a call with OTP'
export const RESEND_EMAIL_TEXT = 'You will receive an email with OTP'

// spec 1 §9: button labels.
export const BUTTON_LABELS = { sendOtp: 'Send OTP', continue: 'Continue', done: 'Done', submit: 'Submit' } as const

// spec 1 §2.4 / §2.5: search and city picker texts.
export const SEARCH_PLACEHOLDER = 'Search for Medicines and Health Products'
export const CITY_PLACEHOLDER = 'Enter your city'
export const POPULAR_CITIES_LABEL = 'Popular Cities'
export const ALL_CITIES_LABEL = 'All Cities'

// spec 1 §1: analytics event names.
export const PAGE_VIEW_EVENT = 'pwaPageViewVirtual'
export const GA_EVENT = 'newGAEvent'

// spec 1 §2.9: the sign-in popup frame's texts (its outcome notices, the loading line, the Need Help thanks), which
// travel with every page's shell; the screens' texts are in core/auth/texts.ts, with the popup's own code.
export const AUTH_FRAME_TEXTS = {
  needHelpThanksTitle: 'Thank You for reaching us',
  needHelpThanksText: "We'll get back to you shortly",
  loginSuccess: 'Login Successful',
  signUpSuccess: 'Sign up Successful',
  loading: 'Loading…',
} as const

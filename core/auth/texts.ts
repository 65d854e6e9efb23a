import { AUTH_FRAME_TEXTS } from '../constants.ts'

// The sign-in popup's words (spec 1 §2.9): with the sign-in vocabulary, not in core/constants.ts, so that only the
// popup's code carries them; the frame's few (AUTH_FRAME_TEXTS) are in the constants every page's shell loads
// (issue 28 §4).

// spec 1 §2.9 / §4.5 / §8: the authentication popup's fixed texts (labels double as accessible names).
export const AUTH_TEXTS = {
  loginHeading: 'Login',
  loginSubtext: 'Get access to your orders, lab tests & doctor consultations',
  loginInputLabel: 'Enter Your mobile number or email',
  signUpHeading: 'Sign Up',
  signUpInputLabel: 'Enter 10 digit mobile number',
  doctorCheckbox: 'Are You a HealthCare Expert?',
  newOnProduct: 'New on the product?',
  signUpLink: 'Sign Up',
  alreadyOnProduct: 'Already on the product?',
  loginLink: 'Login',
  termsPrefix: 'By continuing, you agree with our',
  terms: 'Terms and Conditions',
  privacy: 'Privacy Policy',
  needHelpLink: 'Need Help?',
  getInTouch: 'Get in touch',
  verifyOtpHeading: 'Verify OTP',
  otpSentTo: 'Provide OTP sent to',
  edit: 'Edit',
  otpLabel: 'One Time Password',
  getOtpOnSms: 'Get OTP on SMS',
  getOtpOnCall: 'Get OTP on Call',
  getOtpOnEmail: 'Get OTP on Email',
  resendOtp: 'Resend OTP',
  verifyMobileHeading: 'Verify mobile number',
  verifyEmailHeading: 'Verify email id',
  needHelpHeading: 'Need Help?',
  needHelpText: 'Tell us what went wrong. Our customer care team will reply to your email.',
  emailLabel: 'Email address',
  queryLabel: 'Your query',
  captchaLabel: 'I am not a robot',
  captchaVerifying: 'Verifying…',
  captchaVerified: 'Verified',
  captchaRequired: 'Please confirm you are not a robot',
  enterNewEmail: 'Enter new email id',
  chooseEmail: 'Choose your email id',
  emailEntryText: 'We are almost ready! Just need your email id to keep your account extra safe',
  emailEntryHeading: 'Add your email id',
  phoneEntryLabel: 'Enter your phone number',
  phoneEntryHeading: 'Add your phone number',
  cancel: 'Cancel',
  ...AUTH_FRAME_TEXTS,
} as const

// spec 1 §2.9: the slider's five messages (make healthcare simpler, know your medicines, home delivery, labs, doctors).
export const AUTH_SLIDES = [
  { title: 'Healthcare, made simpler', text: 'Medicines, lab tests and doctor consultations in one place' },
  { title: 'Know your medicines', text: 'Usage, side effects and cheaper substitutes' },
  { title: 'Medicines home delivered', text: 'Free delivery, with discounts on every order' },
  { title: 'Lab tests at home', text: 'Any test from any lab, with up to 80% savings' },
  { title: 'Health queries answered free', text: 'By certified doctors, with privacy guaranteed' },
] as const

import { renderToString } from 'react-dom/server'
import { describe, expect, test } from 'vitest'
import type { OpenOptions } from '../../core/auth/state.ts'
import PopupContent from './popup-content.tsx'

// A render smoke test of each opening screen (no DOM here: markup only, effects do not run).
function render(options: OpenOptions): string {
  const noop = () => undefined
  return renderToString(<PopupContent options={options} onTitle={noop} onLoggedIn={noop} onHelpSent={noop} onFailure={noop} />)
}

describe('popup screens render with their spec texts', () => {
  test.each<[string, OpenOptions, string[]]>([
    [
      'Login',
      { mode: 'Login' },
      [
        'Enter Your mobile number or email',
        'Send OTP',
        'New on the product? Sign Up',
        'href="/tnc"',
        'href="/PrivacyPolicy"',
        'Need Help? Get in touch',
      ],
    ],
    [
      'SignUp',
      { mode: 'Signup' },
      ['Enter 10 digit mobile number', '+91', 'Are You a HealthCare Expert?', 'Continue', 'Already on the product? Login'],
    ],
    [
      'MerchantOtp',
      { populateData: { phone: '9876543210' } },
      ['Provide OTP sent to', '+91 9876543210', 'One Time Password', 'Resend in 00:30', 'Done'],
    ],
    [
      'ConflictEmailList',
      {
        populateData: {
          conflict: { conflict: true, requiredDetail: 'email', optionsList: ['r****@gmail.com'], number: '9876543210' },
        },
      },
      ['r****@gmail.com', 'Enter new email id', 'checked', 'Continue'],
    ],
    [
      'PhoneConflict',
      { populateData: { email: 'a@b.co', conflict: { conflict: true, requiredDetail: 'phone' } } },
      ['Enter your phone number', 'Continue'],
    ],
  ])('%s', (_name, options, texts) => {
    const html = render(options).replaceAll('<!-- -->', '')
    for (const text of texts) expect(html).toContain(text)
    // spec 1 §2.9: the slider's dots, one per slide.
    expect(html.match(/aria-label="Slide \d of 5/g)).toHaveLength(5)
  })

  test('the merchant OTP screen has no Edit link', () => {
    expect(render({ populateData: { phone: '9876543210' } })).not.toContain('>Edit<')
  })

  test("Verify OTP's help link reads 'Need Help?'; Login's 'Need Help? Get in touch'", () => {
    expect(render({ populateData: { phone: '9876543210' } })).toContain('>Need Help?<')
    expect(render({ populateData: { phone: '9876543210' } })).not.toContain('Get in touch')
    expect(render({ mode: 'Login' })).toContain('Need Help? Get in touch')
  })
})

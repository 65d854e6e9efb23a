import { renderToString } from 'react-dom/server'
import { describe, expect, test } from 'vitest'
import { canCloseAuth } from './auth-popup'
import { Dialog } from './dialog'

// spec 1 §2.9: restrictUserFromClosingAuth hides the close icon and keeps Escape and the overlay from closing the
// popup. No screen opens a restricted popup yet, so this is covered here rather than end to end.
describe('closing the sign-in popup', () => {
  test.each([
    [null, true],
    [{}, true],
    [{ restrictUserFromClosingAuth: false }, true],
    [{ restrictUserFromClosingAuth: true }, false],
  ])('config %j → closable %s', (config, closable) => expect(canCloseAuth(config)).toBe(closable))

  const render = (closable: boolean) =>
    renderToString(
      <Dialog open title="Login" onClose={() => undefined} closable={closable}>
        <p>screen</p>
      </Dialog>,
    )

  test('the close icon shows only when closing is allowed', () => {
    expect(render(true)).toContain('aria-label="Close"')
    expect(render(false)).not.toContain('aria-label="Close"')
    expect(render(false)).toContain('screen')
  })
})

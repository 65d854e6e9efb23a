import { ERROR_BOUNDARY_HEADING, ERROR_BOUNDARY_TEXT, GO_TO_HOME_TEXT } from '../../core/constants.ts'

/**
 * spec 2 §2 'Error boundary': the error component (heading '500 Internal Server Error!', its text and 'Go to home'),
 * shown by the root's error boundary for a render error and by /dweb-login (spec 2 §2: 'shows an error component').
 */
export function ErrorView() {
  return (
    <>
      <h1>{ERROR_BOUNDARY_HEADING}</h1>
      <p>{ERROR_BOUNDARY_TEXT}</p>
      <a className="button" href="/">
        {GO_TO_HOME_TEXT}
      </a>
    </>
  )
}

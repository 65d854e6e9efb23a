import { createContext, type ComponentType } from 'react'
import type { SignInFormState } from '../../core/auth/sign-in-form.ts'

/**
 * The sign-in dialog without JavaScript (decision 028), given by the server's entry (app/entry.server.tsx) so that the
 * server renders it at once; absent in the browser, which loads it lazily (app/shell/auth-popup.tsx).
 */
export const SignInFormDialogContext = createContext<ComponentType<{ state: SignInFormState }> | null>(null)

import { createContext } from 'react'
import type { FooterIslands } from './footer-sections'

/**
 * The footer's island HTML for this request, given by the server's entry (app/entry.server.tsx) around the whole app;
 * absent in the browser, which keeps what the server rendered (decision 039).
 */
export const FooterIslandsContext = createContext<FooterIslands | null>(null)

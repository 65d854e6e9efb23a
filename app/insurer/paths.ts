/** The insurer page's address (issue 27 §4; spared by the corporate redirect, app/lib/corporate-redirect.ts). */
export const INSURER_PAGE = '/tata-aia-shubhhealthplus'

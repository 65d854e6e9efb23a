// What the sign-in flow reads of the wire (spec 1 §3 'Response user_flags', 'Response user_data', 'Warning dialog',
// 'Merge data response'). The flow's pure rules (flow.ts, state.ts, sign-in-form.ts) run in the browser and in the
// server's form handler, so their vocabulary lives on this floor; contracts/auth.ts validates exactly these shapes
// (a compile-time proof: contracts/exactly.ts), so the two cannot drift.

export const USER_TYPES = ['existing', 'migrated', 'new'] as const
export type UserType = (typeof USER_TYPES)[number]

/** spec 1 §3 'Conflict info' cta: the 'know more' link and its dialog. */
export type ConflictCta = {
  text: string
  image_url: string
  header: string
  description: string
  confirm_cta: string
}

/** spec 1 §3 'Response user_flags'. Fields are present only when they apply. */
export type UserFlags = {
  user_type?: UserType | undefined
  email?: string | undefined
  conflict?: boolean | undefined
  description?: string | undefined
  header?: string | undefined
  cta?: ConflictCta | undefined
  conflict_data?: { email: string }[] | undefined
  number?: string | undefined
  is_email_required?: boolean | undefined
  is_number_required?: boolean | undefined
  is_otp_required?: boolean | undefined
}

/** spec 1 §3 'Response user_data': email, number, name, username (our account id, as text). */
export type UserData = {
  email: string | null
  number: string | null
  name: string | null
  username: string
}

export type AuthSuccess = {
  is_success: true
  data: {
    user_flags?: UserFlags | undefined
    /** Present when sign-in is complete: the session cookie is set on this response. */
    user_data?: UserData | undefined
    /** With user_data: the new session's CSRF token (the page's <meta name="csrf-token"> is now stale). */
    csrf_token?: string | undefined
    errors: []
  }
}

export const WARNING_CTA_TYPES = ['MERGE', 'NON_MERGE'] as const

/** spec 1 §3 'Warning dialog' (phone entry): NON_MERGE has one confirm button; MERGE offers the merge. */
export type WarningDialog = {
  cta_type: (typeof WARNING_CTA_TYPES)[number]
  heading: string
  message: string
  confirm_cta: string
  cancel_cta?: string | undefined
  info_icon?: string | undefined
}

/** spec 1 §3 'Merge data response' (GET auth/merge_data?email=&number=). */
export type MergeData = {
  title: string
  sub_title: string
  icon: string
  cta: string
  sections: { header: string; items: { title: string; sub_title: string; icon: string }[] }[]
}

/** spec 1 §8: what a failed call's body may carry that the popup shows (contracts/http.ts ErrorBody is one). */
export type ErrorMessages = {
  message?: string | undefined
  error?: { message?: string | undefined } | undefined
  data?: { errors?: { message?: string | undefined }[] | undefined } | undefined
}

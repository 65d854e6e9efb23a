import { useEffect, useId, useState, type ReactNode } from 'react'
import { Form, useActionData, useLoaderData, useLocation, useNavigation } from 'react-router'
import type { FormBlock, FormKind, SurveyQuestion } from '../../contracts/content-pages'
import {
  COMPANY_SIZE_LABELS,
  COMPANY_SIZES,
  FORM_TEXTS,
  LEAD_LIMITS,
  QUESTION_LIMITS,
  SURVEY_RATING_DEFAULT_MAX,
  SURVEY_TEXT_MAX,
} from '../../core/partnerships/leads'
import { CaptchaCheck } from '../auth/captcha-check'
import { useCsrfToken } from '../lib/forms'
import type { FormOutcome } from '../../contracts/partnerships'
import styles from './forms.module.css'

// Issue 27 §2 and §5 (decision 084): the forms of the content pages. Each posts to its page's action (a plain form:
// no JavaScript needed to send it, app/partnerships/forms.server.ts); the self-hosted robot check fills the hidden
// captcha field. After a refusal the values come back, each field shows its message and the check starts again.

function useOutcome(kind: FormKind) {
  const data = useActionData() as FormOutcome | undefined
  const outcome = data && data.form === kind ? data : undefined
  const [round, setRound] = useState(0)
  const [token, setToken] = useState('')
  useEffect(() => {
    if (outcome) {
      setRound((r) => r + 1)
      setToken('')
    }
  }, [outcome])
  return { outcome, round, token, setToken }
}

function Shell({
  kind,
  block,
  children,
  submit,
}: {
  kind: FormKind
  block: FormBlock
  children: (o: { error: (field: string) => string | undefined; value: (field: string) => string | undefined }) => ReactNode
  submit: string
}) {
  const csrf = useCsrfToken()
  const id = useId()
  const busy = useNavigation().state === 'submitting'
  const { outcome, round, token, setToken } = useOutcome(kind)
  const failed = outcome && !outcome.ok ? outcome : undefined
  const error = (field: string) => failed?.errors[field] ?? (failed?.field === field ? failed.message : undefined)
  const value = (field: string) => failed?.values[field]
  const heading = block.heading ?? null
  return (
    <Form
      method="post"
      className={styles.form}
      aria-labelledby={heading ? `${id}-h` : undefined}
      aria-label={heading ? undefined : submit}
      noValidate
    >
      {heading ? <h2 id={`${id}-h`}>{heading}</h2> : null}
      {block.text ? <p className={styles.hint}>{block.text}</p> : null}
      {outcome?.ok ? (
        <p role="status" className={styles.notice}>
          {outcome.message}
        </p>
      ) : null}
      {failed ? (
        <p role="alert" className={styles.error}>
          {failed.message}
        </p>
      ) : null}
      <input type="hidden" name="_csrf" value={csrf} />
      <input type="hidden" name="form" value={kind} />
      <input type="hidden" name="recaptcha_response_field" value={token} />
      {children({ error, value })}
      <noscript>
        <p className={styles.hint}>{FORM_TEXTS.noScript}</p>
      </noscript>
      <CaptchaCheck key={round} onToken={(t) => setToken(t ?? '')} error={error('captcha') ?? null} />
      <button type="submit" className={styles.submit} disabled={busy}>
        {busy ? 'Sending…' : submit}
      </button>
    </Form>
  )
}

function Field({
  name,
  label,
  error,
  hint,
  children,
}: {
  name: string
  label: string
  error?: string
  hint?: string
  children: (a: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode
}) {
  const id = `${useId()}-${name}`
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {children({ id, ...(error ? { 'aria-invalid': true as const } : {}), 'aria-describedby': described })}
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  )
}

function PhoneInput(props: {
  id: string
  name: string
  defaultValue?: string
  required?: boolean
  'aria-invalid'?: true
  'aria-describedby'?: string
}) {
  return (
    <span className={styles.phone}>
      <span aria-hidden="true">+91</span>
      <input type="tel" inputMode="numeric" autoComplete="tel-national" maxLength={10} pattern="[6-9][0-9]{9}" {...props} />
    </span>
  )
}

/** The page view's key (its loader's formKey): a double submit or a retry stores one row; the loader renders a new one after. */
function useFormKey(): string | undefined {
  return (useLoaderData() as { formKey?: string } | undefined)?.formKey
}

/** issue 27 §2: a business asks to partner with us. */
export function PartnershipLeadForm({ block }: { block: FormBlock }) {
  const path = useLocation().pathname
  const key = useFormKey()
  return (
    <Shell kind="partnership_lead" block={block} submit="Send">
      {({ error, value }) => (
        <>
          <input type="hidden" name="source" value={path} />
          {key ? <input type="hidden" name="idempotency_key" value={key} /> : null}
          <Field name="name" label="Your name" error={error('name')}>
            {(a) => (
              <input
                {...a}
                name="name"
                autoComplete="name"
                maxLength={LEAD_LIMITS.nameMax}
                required
                defaultValue={value('name')}
              />
            )}
          </Field>
          <Field name="company" label="Company" error={error('company')}>
            {(a) => (
              <input
                {...a}
                name="company"
                autoComplete="organization"
                maxLength={LEAD_LIMITS.companyMax}
                required
                defaultValue={value('company')}
              />
            )}
          </Field>
          <Field name="email" label="Work e-mail" error={error('email')}>
            {(a) => (
              <input
                {...a}
                type="email"
                name="email"
                autoComplete="email"
                maxLength={254}
                required
                defaultValue={value('email')}
              />
            )}
          </Field>
          <Field name="phone" label="Mobile number (+91)" error={error('phone')}>
            {(a) => <PhoneInput {...a} name="phone" required defaultValue={value('phone')} />}
          </Field>
          <Field name="city" label="City" error={error('city')}>
            {(a) => (
              <input
                {...a}
                name="city"
                autoComplete="address-level2"
                maxLength={LEAD_LIMITS.cityMax}
                required
                defaultValue={value('city')}
              />
            )}
          </Field>
          <Field name="company_size" label="Company size" error={error('company_size')}>
            {(a) => (
              <select {...a} name="company_size" required defaultValue={value('company_size') ?? ''}>
                <option value="" disabled>
                  Choose
                </option>
                {COMPANY_SIZES.map((s) => (
                  <option key={s} value={s}>
                    {COMPANY_SIZE_LABELS[s]}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field name="message" label="How would you like to work with us? (optional)" error={error('message')}>
            {(a) => <textarea {...a} name="message" maxLength={LEAD_LIMITS.messageMax} defaultValue={value('message')} />}
          </Field>
        </>
      )}
    </Shell>
  )
}

/** issue 27 §5: a question to the pharmacists (/trust/sawaaluthao). The name and phone are never published. */
export function CampaignQuestionForm({ block }: { block: FormBlock }) {
  const key = useFormKey()
  return (
    <Shell kind="campaign_question" block={block} submit="Ask">
      {({ error, value }) => (
        <>
          {key ? <input type="hidden" name="idempotency_key" value={key} /> : null}
          <Field name="question" label="Your question" error={error('question')}>
            {(a) => (
              <textarea
                {...a}
                name="question"
                minLength={QUESTION_LIMITS.questionMin}
                maxLength={QUESTION_LIMITS.questionMax}
                required
                defaultValue={value('question')}
              />
            )}
          </Field>
          <Field name="medicine" label="Medicine name (optional)" error={error('medicine')}>
            {(a) => <input {...a} name="medicine" maxLength={QUESTION_LIMITS.medicineMax} defaultValue={value('medicine')} />}
          </Field>
          <Field name="name" label="Your name" hint="Never published." error={error('name')}>
            {(a) => (
              <input
                {...a}
                name="name"
                autoComplete="name"
                maxLength={QUESTION_LIMITS.nameMax}
                required
                defaultValue={value('name')}
              />
            )}
          </Field>
          <Field
            name="phone"
            label="Mobile number (optional)"
            hint="We send you a message when your question is answered. Never published."
            error={error('phone')}
          >
            {(a) => <PhoneInput {...a} name="phone" defaultValue={value('phone')} />}
          </Field>
        </>
      )}
    </Shell>
  )
}

function SurveyField({ q, error, value }: { q: SurveyQuestion; error?: string; value?: string }) {
  const id = `${useId()}-${q.id}`
  const label = q.required ? q.label : `${q.label} (optional)`
  if (q.kind === 'choice' || q.kind === 'rating') {
    const options =
      q.kind === 'choice'
        ? (q.options ?? [])
        : Array.from({ length: q.max ?? SURVEY_RATING_DEFAULT_MAX }, (_, i) => String(i + 1))
    return (
      <div className={styles.field}>
        <fieldset
          className={styles.choices}
          aria-describedby={error ? `${id}-error` : undefined}
          aria-invalid={error ? true : undefined}
        >
          <legend>
            {label}
            {q.kind === 'rating' ? ` (1 to ${options.length})` : ''}
          </legend>
          <div className={q.kind === 'rating' ? styles.rating : undefined}>
            {options.map((o) => (
              <label key={o}>
                <input type="radio" name={q.id} value={o} defaultChecked={value === o} required={q.required} />
                {o}
              </label>
            ))}
          </div>
        </fieldset>
        {error ? (
          <p id={`${id}-error`} className={styles.error}>
            {error}
          </p>
        ) : null}
      </div>
    )
  }
  const a = { id, 'aria-invalid': error ? (true as const) : undefined, 'aria-describedby': error ? `${id}-error` : undefined }
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{q.kind === 'phone' ? `${label} (+91)` : label}</label>
      {q.kind === 'phone' ? (
        <PhoneInput {...a} name={q.id} required={q.required} defaultValue={value} />
      ) : q.kind === 'pincode' ? (
        <input
          {...a}
          name={q.id}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          pattern="[0-9]{6}"
          required={q.required}
          defaultValue={value}
        />
      ) : (
        <input {...a} name={q.id} maxLength={SURVEY_TEXT_MAX} required={q.required} defaultValue={value} />
      )}
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  )
}

/** issue 27 §5: the survey; its questions are the block's (content). */
export function SurveyForm({ block }: { block: FormBlock }) {
  const key = useFormKey()
  return (
    <Shell kind="survey" block={block} submit="Send answers">
      {({ error, value }) => (
        <>
          {key ? <input type="hidden" name="idempotency_key" value={key} /> : null}
          {(block.questions ?? []).map((q) => (
            <SurveyField key={q.id} q={q} error={error(q.id)} value={value(q.id)} />
          ))}
        </>
      )}
    </Shell>
  )
}

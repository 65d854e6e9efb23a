import type { CaptchaChallenge } from '../../contracts/support.ts'

// The browser side of the Need Help captcha (spec 1 §2.9, §5): solves the ALTCHA v2 proof of work that
// GET auth/captcha-challenge hands out and builds the value of recaptcha_response_field. Web Crypto only (browsers and
// Node 24 alike); no third-party script. See server/modules/support/captcha.ts for the server side.

export interface CaptchaSolution {
  counter: number
  /** The derived key, lowercase hex. */
  derivedKey: string
  /** Milliseconds spent. */
  time: number
}

export interface SolveOptions {
  signal?: AbortSignal
  /** Give up after this many milliseconds (default 30 s). */
  timeoutMs?: number
  /** Digests in flight at once (default 64): fewer awaits, so much faster than one at a time. */
  batch?: number
}

const MAX_COUNTER = 0xffffffff
const ALGORITHMS = ['SHA-256', 'SHA-384', 'SHA-512']

function hexToBytes(hex: string): Uint8Array<ArrayBuffer> {
  if (hex.length % 2 !== 0 || !/^[0-9a-fA-F]*$/.test(hex)) throw new Error('captcha: not a hex string')
  const out = new Uint8Array(hex.length / 2)
  for (let i = 0; i < out.length; i++) out[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16)
  return out
}

function bytesToHex(bytes: Uint8Array): string {
  let s = ''
  for (const b of bytes) s += b.toString(16).padStart(2, '0')
  return s
}

/** The key for one counter: `algorithm` applied `cost` times to salt ‖ nonce ‖ counter (uint32 big-endian). */
export async function deriveCaptchaKey(challenge: CaptchaChallenge, counter: number): Promise<Uint8Array> {
  const { algorithm, cost, keyLength, nonce, salt } = challenge.parameters
  const s = hexToBytes(salt)
  const n = hexToBytes(nonce)
  const input = new Uint8Array(s.length + n.length + 4)
  input.set(s, 0)
  input.set(n, s.length)
  new DataView(input.buffer).setUint32(s.length + n.length, counter, false)
  let key: Uint8Array<ArrayBuffer> = input
  for (let i = 0; i < Math.max(1, cost); i++) key = new Uint8Array(await crypto.subtle.digest(algorithm, key))
  return key.slice(0, keyLength)
}

/**
 * Finds the counter whose key starts with the challenge's keyPrefix, counting up from 0. Resolves null when aborted
 * or timed out; rejects for a challenge it cannot solve (unknown algorithm, bad hex).
 */
export async function solveCaptcha(challenge: CaptchaChallenge, opts: SolveOptions = {}): Promise<CaptchaSolution | null> {
  const { algorithm, cost, keyLength, keyPrefix, nonce, salt } = challenge.parameters
  if (!ALGORITHMS.includes(algorithm)) throw new Error(`captcha: unsupported algorithm ${algorithm}`)
  const prefix = keyPrefix.toLowerCase()
  if (!/^[0-9a-f]+$/.test(prefix) || prefix.length > keyLength * 2) throw new Error('captcha: bad keyPrefix')
  const batch = Math.max(1, opts.batch ?? 64)
  const timeoutMs = opts.timeoutMs ?? 30_000
  const started = performance.now()

  // One buffer per slot of the batch: salt ‖ nonce ‖ counter, the counter rewritten in place.
  const head = new Uint8Array([...hexToBytes(salt), ...hexToBytes(nonce)])
  const slots = Array.from({ length: batch }, () => {
    const buf = new Uint8Array(head.length + 4)
    buf.set(head, 0)
    return { buf, view: new DataView(buf.buffer) }
  })
  // Whole bytes of the prefix compared as bytes; an odd last hex digit as the high nibble of the next byte.
  const whole = hexToBytes(prefix.slice(0, prefix.length - (prefix.length % 2)))
  const nibble = prefix.length % 2 ? parseInt(prefix.slice(-1), 16) : -1
  const matches = (key: Uint8Array) => {
    for (let i = 0; i < whole.length; i++) if (key[i] !== whole[i]) return false
    return nibble < 0 || (key[whole.length] ?? -1) >> 4 === nibble
  }
  const rounds = Math.max(1, cost)
  const attempt = async (slot: (typeof slots)[number], counter: number): Promise<Uint8Array> => {
    slot.view.setUint32(head.length, counter, false)
    let key = new Uint8Array(await crypto.subtle.digest(algorithm, slot.buf))
    for (let i = 1; i < rounds; i++) key = new Uint8Array(await crypto.subtle.digest(algorithm, key))
    return key.subarray(0, keyLength)
  }

  for (let start = 0; start <= MAX_COUNTER; start += batch) {
    if (opts.signal?.aborted || performance.now() - started > timeoutMs) return null
    const count = Math.min(batch, MAX_COUNTER - start + 1)
    const keys = await Promise.all(slots.slice(0, count).map((slot, i) => attempt(slot, start + i)))
    for (let i = 0; i < keys.length; i++) {
      const key = keys[i]!
      if (matches(key)) {
        return { counter: start + i, derivedKey: bytesToHex(key), time: Math.round((performance.now() - started) * 10) / 10 }
      }
    }
  }
  return null
}

function base64(text: string): string {
  let binary = ''
  for (const b of new TextEncoder().encode(text)) binary += String.fromCharCode(b)
  return btoa(binary)
}

/** The value of recaptcha_response_field: base64 of the JSON {challenge, solution}, as the ALTCHA widget sends it. */
export function captchaPayload(challenge: CaptchaChallenge, solution: CaptchaSolution): string {
  return base64(
    JSON.stringify({
      challenge: { parameters: challenge.parameters, signature: challenge.signature },
      solution: { counter: solution.counter, derivedKey: solution.derivedKey, time: solution.time },
    }),
  )
}

/** Solves a challenge and returns the recaptcha_response_field value; null when aborted or timed out. */
export async function solveCaptchaPayload(challenge: CaptchaChallenge, opts: SolveOptions = {}): Promise<string | null> {
  const solution = await solveCaptcha(challenge, opts)
  return solution ? captchaPayload(challenge, solution) : null
}

// spec 1 §3 'Shell state' / spec 2 §3 'Shell / cart state': the cart part of the shell, as a tiny external store
// (useSyncExternalStore) so the header's count, the add buttons and the popup share one copy without a provider.
// Only the browser changes it: the server renders the empty state and the brief loads after hydration.

import { useSyncExternalStore } from 'react'
import type { CartEnvelope, LabsBrief, LabsReplaceResult, PharmacyBrief } from '../../contracts/cart'
import { api as browserApi } from '../lib/api'
import { ApiError, type ApiClient } from '../lib/api-client'
import { parseCookieHeader } from '../lib/cookies'
import { CART_QUANTITY_DEFAULT, DEFAULT_ERROR_TEXT } from '../lib/constants'

export type BriefKind = 'pharmacy' | 'labs'

export interface CartState {
  pharmacy: PharmacyBrief | null
  labs: LabsBrief | null
  fetchingCart: boolean
}

const INITIAL: CartState = { pharmacy: null, labs: null, fetchingCart: false }
let state: CartState = INITIAL
const listeners = new Set<() => void>()

function set(patch: Partial<CartState>) {
  state = { ...state, ...patch }
  for (const l of listeners) l()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useCart(): CartState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => INITIAL,
  )
}

let client: ApiClient | null = null
const api = () => client ?? browserApi()

/** Tests and the sign-out of a later issue start from nothing. */
export function resetCartStore(nextClient: ApiClient | null = null) {
  state = INITIAL
  client = nextClient
  lastSync = { pharmacy: '', labs: '' }
  for (const l of listeners) l()
}

// A newer load wins over an older one that answers late (fast route changes).
const generation: Record<BriefKind, number> = { pharmacy: 0, labs: 0 }
let pending = 0

function cityCookie(): string | undefined {
  return typeof document === 'undefined' ? undefined : parseCookieHeader(document.cookie).city
}

/** spec 2 §4 'Cart fetch': fetchingCart is true while pending and false after success or failure. */
export async function loadBrief(kind: BriefKind): Promise<void> {
  const mine = ++generation[kind]
  pending++
  set({ fetchingCart: true })
  try {
    if (kind === 'labs') {
      const res = await api().get<CartEnvelope<LabsBrief>>('/api/v4/carts/brief', { types: 'labs' })
      if (mine === generation.labs) set({ labs: res.data })
    } else {
      // spec 2 §7: cart_oos=true and the city from the city cookie.
      const res = await api().get<CartEnvelope<PharmacyBrief>>('/api/v4/carts/details', {
        types: 'pharmacy',
        response_type: 'brief',
        cart_oos: true,
        city: cityCookie(),
      })
      if (mine === generation.pharmacy) set({ pharmacy: res.data })
    }
  } catch {
    // Already logged by the API client; the header keeps what it showed.
  } finally {
    pending--
    set({ fetchingCart: pending > 0 })
  }
}

let lastSync: Record<BriefKind, string> = { pharmacy: '', labs: '' }

/** Loads a brief once per sync key (a route or city change), however many cart links are on the page. */
export function syncBrief(kind: BriefKind, key: string): void {
  if (lastSync[kind] === key) return
  lastSync[kind] = key
  void loadBrief(kind)
}

/** The text to show for a failed cart call: the server's message when it sent one, else spec 1 §8's default. */
export function cartErrorText(error: unknown): string {
  if (error instanceof ApiError && error.kind === 'http' && error.body !== null) return error.message
  return DEFAULT_ERROR_TEXT
}

/** spec 1 §3 'Cart add payload': adds a SKU and keeps the brief the server answers. */
export async function addSku(skuId: number, quantity: number = CART_QUANTITY_DEFAULT): Promise<PharmacyBrief> {
  const res = await api().post<CartEnvelope<PharmacyBrief>>('/api/v4/carts/skus', {
    skus: [{ sku_id: skuId, quantity }],
    types: 'pharmacy',
    page_source: 'health_rec',
    response_type: 'brief',
    is_recommendation_required: true,
  })
  generation.pharmacy++ // an older brief still in flight must not overwrite this one
  set({ pharmacy: res.data })
  return res.data
}

/** spec 2 §4 'Labs cart replace': the current tests plus this one; on success the labs brief is fetched again. */
export async function addLabTest(testId: number): Promise<LabsReplaceResult> {
  if (!state.labs) await loadBrief('labs')
  const ids = (state.labs?.items ?? []).map((i) => i.id)
  if (!ids.includes(testId)) ids.push(testId)
  const res = await api().put<CartEnvelope<LabsReplaceResult>>(
    '/api/v4/carts/replace',
    { sku_ids: ids.map((id) => ({ test_id: id })) },
    { query: { types: 'labs' } },
  )
  await loadBrief('labs')
  return res.data
}

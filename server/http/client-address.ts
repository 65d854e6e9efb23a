import { BlockList, isIP } from 'node:net'

// The client address that rate limits and audit rows use (issue 12 §5). Behind a proxy every request comes from the
// proxy, so the client is named in X-Forwarded-For; but a client can send that header too. Only the addresses the
// configuration trusts may speak for a client: starting from the socket's peer, walk the header from its right end
// (the entry the nearest proxy appended) and stop at the first address that is not a trusted proxy. Without trusted
// proxies the header is ignored. (The algorithm of nginx's real_ip_recursive and Express's 'trust proxy'.)

export type TrustedProxies = BlockList | null

/**
 * Parses TRUSTED_PROXIES: addresses or CIDR ranges, IPv4 or IPv6, separated by commas or spaces ('127.0.0.1, 10.0.0.0/8,
 * ::1'). Empty: trust none. Throws with the entry that is not an address or a range.
 */
export function parseTrustedProxies(value: string | undefined): TrustedProxies {
  const entries = (value ?? '').split(/[\s,]+/).filter(Boolean)
  if (entries.length === 0) return null
  const list = new BlockList()
  for (const entry of entries) {
    const [address, bits, extra] = entry.split('/')
    const family = isIP(address ?? '')
    const prefix = bits === undefined ? undefined : Number(bits)
    const max = family === 6 ? 128 : 32
    if (!family || extra !== undefined || (prefix !== undefined && !(Number.isInteger(prefix) && prefix >= 0 && prefix <= max))) {
      throw new Error(`'${entry}' is not an IP address or a CIDR range`)
    }
    const type = family === 6 ? 'ipv6' : 'ipv4'
    if (prefix === undefined) list.addAddress(address!, type)
    else list.addSubnet(address!, prefix, type)
  }
  return list
}

/** An address as the socket or a header gives it: IPv4-mapped IPv6 ('::ffff:127.0.0.1') read as IPv4. */
function normalise(address: string): string {
  const trimmed = address.trim()
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(trimmed)
  return mapped ? mapped[1]! : trimmed
}

function isTrusted(list: BlockList, address: string): boolean {
  const family = isIP(address)
  return family !== 0 && list.check(address, family === 6 ? 'ipv6' : 'ipv4')
}

/** The client's address: the socket's peer, or, through trusted proxies only, the nearest untrusted forwarded one. */
export function clientAddress(peer: string | undefined, forwardedFor: string | undefined, trusted: TrustedProxies): string {
  let client = peer ? normalise(peer) : 'unknown'
  if (!trusted || !forwardedFor || !isTrusted(trusted, client)) return client
  const hops = forwardedFor.split(',').map(normalise).slice(-32)
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = hops[i]!
    // A hop that is not an address ends the walk: what lies left of it was written by someone we cannot vouch for.
    if (isIP(hop) === 0) return client
    client = hop
    if (!isTrusted(trusted, hop)) return client
  }
  return client
}

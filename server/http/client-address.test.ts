import { describe, expect, test } from 'vitest'
import { clientAddress, parseTrustedProxies } from './client-address.ts'

describe('clientAddress (issue 12 §5)', () => {
  const nginx = parseTrustedProxies('127.0.0.1, 10.0.0.0/8, ::1')

  test.each([
    ['no trusted proxies: the header is ignored', '203.0.113.9', '198.51.100.1', null, '203.0.113.9'],
    ['a client that is not a proxy cannot name another', '203.0.113.9', '198.51.100.1', nginx, '203.0.113.9'],
    ['through the proxy: the address it appended', '127.0.0.1', '198.51.100.1', nginx, '198.51.100.1'],
    ['a forged entry left of the real one is ignored', '127.0.0.1', '1.2.3.4, 198.51.100.1', nginx, '198.51.100.1'],
    ['two trusted hops are walked', '127.0.0.1', '198.51.100.1, 10.1.2.3', nginx, '198.51.100.1'],
    ['only trusted hops: the leftmost', '127.0.0.1', '10.0.0.5, 10.1.2.3', nginx, '10.0.0.5'],
    ['IPv4-mapped peers are IPv4', '::ffff:127.0.0.1', '198.51.100.1', nginx, '198.51.100.1'],
    ['IPv6 proxy and client', '::1', '2001:db8::7', nginx, '2001:db8::7'],
    ['garbage in the header stops the walk at the last good hop', '127.0.0.1', 'evil, 198.51.100.1', nginx, '198.51.100.1'],
    ['a garbage nearest hop leaves the proxy as the client', '127.0.0.1', '198.51.100.1, <script>', nginx, '127.0.0.1'],
    ['no header: the peer', '127.0.0.1', undefined, nginx, '127.0.0.1'],
    ['no peer', undefined, '198.51.100.1', nginx, 'unknown'],
  ])('%s', (_name, peer, header, trusted, expected) => {
    expect(clientAddress(peer, header, trusted)).toBe(expected)
  })

  test('TRUSTED_PROXIES: empty trusts none; a bad entry is named', () => {
    expect(parseTrustedProxies('')).toBeNull()
    expect(parseTrustedProxies(undefined)).toBeNull()
    expect(() => parseTrustedProxies('127.0.0.1, nginx')).toThrow("'nginx' is not an IP address or a CIDR range")
    expect(() => parseTrustedProxies('10.0.0.0/33')).toThrow("'10.0.0.0/33'")
    expect(() => parseTrustedProxies('10.0.0.0/8/1')).toThrow()
    expect(parseTrustedProxies('fd00::/8')!.check('fd12::1', 'ipv6')).toBe(true)
  })
})

import { isIP } from 'node:net';

/**
 * Which hops of `X-Forwarded-For` the server believes (docs/decisions/014): none, the proxies at
 * these addresses or ranges, or a number of hops counted from the server. Never "everyone": the
 * left-most entry is whatever the client wrote.
 */
export type TrustProxy = { kind: 'none' } | { kind: 'addresses'; addresses: string[] } | { kind: 'hops'; hops: number };

/** The ranges @fastify/proxy-addr knows by name, for a proxy on the same machine or network. */
const NAMED_RANGES = ['loopback', 'linklocal', 'uniquelocal'] as const;

export const TRUST_PROXY_CHOICES =
  'must name the proxies to trust: an address (10.0.0.2), a comma-separated list of addresses, ' +
  'CIDRs or loopback/linklocal/uniquelocal (10.0.0.0/8, fd00::/8), or a hop count (1); ' +
  '"true" would let any client choose its IP with X-Forwarded-For';

/** Reads TRUST_PROXY; answers the setting, or null when the text is none of the accepted forms. */
export function parseTrustProxy(text: string | undefined): TrustProxy | null {
  const value = text?.trim().toLowerCase() ?? '';
  if (value === '' || value === 'false' || value === 'no' || value === '0') return { kind: 'none' };
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return Number.isSafeInteger(hops) ? { kind: 'hops', hops } : null;
  }
  const addresses = value.split(',').map((entry) => entry.trim());
  return addresses.every(isTrustableEntry) ? { kind: 'addresses', addresses } : null;
}

/** An address, a named range, or a CIDR narrower than the whole address space (`/0` is everyone). */
function isTrustableEntry(entry: string): boolean {
  if ((NAMED_RANGES as readonly string[]).includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  const bits = Number(prefix);
  return bits >= 1 && bits <= (family === 4 ? 32 : 128);
}

/** The hop at `index` (0 is the socket's peer) is one of the `hops` proxies in front of the server. */
export type TrustProxyFunction = (address: string, index: number) => boolean;

/**
 * The value for Fastify's `trustProxy`. A hop count goes as a function: Fastify 5.12 reads a bare
 * number as "trust nothing" (it cannot check the peer), while this setting means "the nearest N hops
 * are our proxies", as Express reads it; the operator vouches that no client reaches the server
 * around them.
 */
export function fastifyTrustProxyOf(setting: TrustProxy): false | string[] | TrustProxyFunction {
  switch (setting.kind) {
    case 'none':
      return false;
    case 'addresses':
      return setting.addresses;
    case 'hops':
      return (_address, index) => index < setting.hops;
  }
}

/** For the start-up banner and the logs: what the setting means in words. */
export function describeTrustProxy(setting: TrustProxy): string {
  switch (setting.kind) {
    case 'none':
      return 'no proxy: the client address is the connection’s';
    case 'addresses':
      return `X-Forwarded-For from ${setting.addresses.join(', ')}`;
    case 'hops':
      return `the nearest ${setting.hops} hop${setting.hops === 1 ? '' : 's'} of X-Forwarded-For`;
  }
}

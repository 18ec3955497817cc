import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * What a per-address limit counts by: an IPv4 address as it is, an IPv6 address by its /64.
 * One subscriber commonly holds a whole /64 (RFC 6177) and can pick any address in it, so keying
 * IPv6 per address would hand everyone 2^64 fresh counters. An IPv4-mapped IPv6 address
 * (`::ffff:192.0.2.7`, what a dual-stack socket reports for an IPv4 client) is that IPv4 address.
 * Anything that is not an IP address (a test's made-up name) is kept as given.
 */
export function addressKeyOf(ip: string): string {
  if (isIP(ip) === 0) return ip;
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  const network = ipaddr.IPv6.networkAddressFromCIDR(`${address.toString()}/64`);
  return `${network.toString()}/64`;
}

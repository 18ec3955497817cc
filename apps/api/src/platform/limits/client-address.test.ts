import { describe, expect, it } from 'vitest';
import { addressKeyOf } from './client-address.ts';

describe('the address a per-IP limit counts by', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(addressKeyOf('192.0.2.7')).toBe('192.0.2.7');
  });

  it('counts an IPv4-mapped IPv6 address as the IPv4 address it carries', () => {
    expect(addressKeyOf('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(addressKeyOf('::ffff:c000:207')).toBe('192.0.2.7');
  });

  it('counts every address of one IPv6 /64 as one client, however it is written', () => {
    const keys = ['2001:db8:5:6:1:2:3:4', '2001:db8:5:6::9', '2001:0db8:0005:0006:ffff:ffff:ffff:ffff'].map(
      addressKeyOf,
    );
    expect(new Set(keys)).toEqual(new Set(['2001:db8:5:6::/64']));
  });

  it('tells neighbouring IPv6 /64 networks apart', () => {
    expect(addressKeyOf('2001:db8:5:6::1')).not.toBe(addressKeyOf('2001:db8:5:7::1'));
  });

  it('drops the zone of a link-local address', () => {
    expect(addressKeyOf('fe80::1%eth0')).toBe('fe80::/64');
  });

  it('keeps a name that is no IP address as given', () => {
    expect(addressKeyOf('test-client')).toBe('test-client');
  });
});

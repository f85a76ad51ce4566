import { describe, expect, it } from 'vitest';
import { addressKey } from './address.js';

describe('addressKey: what a per-address limit counts under', () => {
  it('keeps IPv4, unwraps IPv4-mapped IPv6, and shares one key for no address', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey(null)).toBe('unknown');
    expect(addressKey(undefined)).toBe('unknown');
  });

  it('counts an IPv6 address by its /64: every address of one /64 is one key, another /64 another', () => {
    const key = addressKey('2001:db8:1:2::1');
    expect(key).toBe('2001:db8:1:2::/64');
    for (const ip of ['2001:db8:1:2:ffff:ffff:ffff:ffff', '2001:0db8:0001:0002:dead:beef:0:1', '2001:DB8:1:2::abcd', '2001:db8:1:2::1%eth0']) expect(addressKey(ip)).toBe(key);
    expect(addressKey('2001:db8:1:3::1')).not.toBe(key);
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('fe80::1:2:3:4')).toBe('fe80:0:0:0::/64');
    expect(addressKey('1::')).toBe('1:0:0:0::/64');
  });
});

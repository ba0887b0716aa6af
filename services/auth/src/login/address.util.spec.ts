import { subnetOf } from './address.util';

describe(subnetOf.name, () => {
  it('puts IPv4 addresses of one /24 together, and apart from the next', () => {
    expect(subnetOf('203.0.113.7')).toBe('203.0.113.0/24');
    expect(subnetOf('203.0.113.250')).toBe('203.0.113.0/24');
    expect(subnetOf('203.0.114.7')).toBe('203.0.114.0/24');
    expect(subnetOf('::ffff:203.0.113.9')).toBe('203.0.113.0/24');
  });

  it('puts IPv6 addresses of one /64 together, however they are written', () => {
    expect(subnetOf('2001:db8:0:1::5')).toBe('2001:db8:0:1::/64');
    expect(subnetOf('2001:0db8:0000:0001:ffff:1:2:3')).toBe('2001:db8:0:1::/64');
    expect(subnetOf('2001:db8:0:2::5')).toBe('2001:db8:0:2::/64');
    expect(subnetOf('::1')).toBe('0:0:0:0::/64');
  });

  it('has no subnet for what is not an address', () => {
    expect(subnetOf('not-an-ip')).toBeUndefined();
    expect(subnetOf('')).toBeUndefined();
  });
});

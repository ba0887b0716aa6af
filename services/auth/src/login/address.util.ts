import { isIPv4, isIPv6 } from 'node:net';

/**
 * The network an address belongs to, as a client that rotates addresses sees it: the /24 of an
 * IPv4 address and the /64 of an IPv6 one (what one home, office or cloud host usually holds).
 * An IPv4 address mapped into IPv6 (`::ffff:203.0.113.7`) is its IPv4 self. Undefined for anything
 * that is not an address.
 */
export function subnetOf(ip: string): string | undefined {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  const v4 = mapped ? mapped[1] : ip;
  if (isIPv4(v4)) return `${v4.split('.').slice(0, 3).join('.')}.0/24`;
  if (!isIPv6(ip)) return undefined;
  const [head, tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

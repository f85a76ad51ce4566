import { isIPv4, isIPv6 } from 'node:net';

/**
 * The key a per-address limit counts under (probe 2026-11-28): an IPv4 address as is (an
 * IPv4-mapped IPv6 one as its IPv4), an IPv6 address by its /64 — one host or home network is
 * routinely given a whole /64, so counting full IPv6 addresses would give one client 2^64
 * allowances. Unknown (no address): one shared key.
 */
export function addressKey(ip: string | null | undefined): string {
  if (!ip) return 'unknown';
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped && isIPv4(mapped[1])) return mapped[1];
  if (!isIPv6(ip)) return ip;
  const bare = ip.split('%')[0]; // a zone id is not part of the address
  const [head, tail = ''] = bare.includes('::') ? bare.split('::') : [bare, null as unknown as string];
  const left = head ? head.split(':') : [];
  let groups: string[];
  if (!bare.includes('::')) groups = left;
  else {
    const right = tail ? tail.split(':') : [];
    // an embedded IPv4 tail counts as two groups; only the first four groups matter here
    const rightLen = right.reduce((n, g) => n + (g.includes('.') ? 2 : 1), 0);
    groups = [...left, ...Array<string>(Math.max(0, 8 - left.length - rightLen)).fill('0'), ...right];
  }
  return `${groups
    .slice(0, 4)
    .map((g) => (parseInt(g, 16) || 0).toString(16))
    .join(':')}::/64`;
}

import { createHash } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';

/**
 * The network an anonymous user was started from, as stored in users.created_from: an IPv4
 * address, or an IPv6 address's /64 (one household or one machine gets a whole /64, so counting
 * single IPv6 addresses would count nothing), hashed so the table holds no address in clear
 * (docs/decisions/040-storage-budgets-and-bounded-lists.md).
 */
export function anonymousOrigin(clientIp: string): string {
  return createHash('sha256')
    .update(`anonymous-origin\u0000${networkOf(clientIp)}`)
    .digest('base64url');
}

/** The address itself for IPv4 (an IPv4-mapped IPv6 address too), else the IPv6 /64 prefix. */
export function networkOf(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (isIPv4(address) || !isIPv6(address)) return address;
  const [head = '', tail = ''] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = address.includes('::') ? 8 - left.length - right.length : 0;
  const groups = [...left, ...Array.from({ length: missing }, () => '0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

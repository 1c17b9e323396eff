import { createHmac } from 'node:crypto';
import { isIPv6 } from 'node:net';

/**
 * A client's address as a keyed hash (HMAC-SHA256, 32 hex digits): the same address gives the same
 * value on every instance sharing the secret, and the table holding it says nothing about who it was.
 * IPv6 addresses count by their /64 network, since one machine usually holds a whole /64.
 */
export function clientId(secret: string, ip: string): string {
  return createHmac('sha256', secret).update(addressGroup(ip)).digest('hex').slice(0, 32);
}

export function addressGroup(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1];
  if (!isIPv6(ip)) return ip;
  const [head, tail = ''] = ip.toLowerCase().split('%')[0].split('::');
  const left = head ? head.split(':') : [];
  const right = ip.includes('::') && tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}

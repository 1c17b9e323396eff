import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { BlockList, isIP } from 'node:net';
import type { Config } from '../config';

export const REQUEST_ID_HEADER = 'x-request-id';

/** What a load balancer's id may look like (HAProxy's unique-id, a UUID, a cloud's trace id); anything else is replaced. */
const ACCEPTED_ID = /^[\w.:@/+=-]{1,200}$/;

/** Whether the socket's peer is a proxy trusted by TRUST_PROXY (the same rule Fastify applies to X-Forwarded-For). */
export function trustedPeer(trustProxy: Config['trustProxy']): (address: string | undefined) => boolean {
  if (trustProxy === true) return () => true;
  if (trustProxy === false) return () => false;
  const list = new BlockList();
  for (const part of trustProxy.split(',')) {
    const [ip, bits] = part.trim().split('/');
    const family = isIP(ip) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(ip, family);
    else list.addSubnet(ip, Number(bits), family);
  }
  return (address) => {
    if (!address) return false;
    // An IPv4 client on a dual-stack socket shows as ::ffff:a.b.c.d.
    const plain = address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
    return list.check(plain, isIP(plain) === 6 ? 'ipv6' : 'ipv4');
  };
}

/**
 * Fastify's genReqId: the load balancer's X-Request-Id when the request came through a trusted proxy and
 * the id is well formed, else a new UUID. A client cannot choose the id its request is logged under.
 */
export function requestIdGenerator(trustProxy: Config['trustProxy']): (request: IncomingMessage) => string {
  const trusted = trustedPeer(trustProxy);
  return (request) => {
    const given = request.headers[REQUEST_ID_HEADER];
    if (typeof given === 'string' && ACCEPTED_ID.test(given) && trusted(request.socket?.remoteAddress)) return given;
    return randomUUID();
  };
}

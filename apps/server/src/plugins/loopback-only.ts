import net from 'node:net';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.ts';

/** Headers a proxy uses to name the client it forwards for (RFC 7239 and the de facto ones). */
const FORWARDING_HEADERS = ['x-forwarded-for', 'x-real-ip', 'forwarded'] as const;

function isLoopbackAddress(address: string): boolean {
  const ip = address.trim().replace(/^\[|\]$/g, '');
  const v4 = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  if (net.isIPv4(v4)) return v4.startsWith('127.');
  return ip === '::1';
}

/** Every address a Forwarded header names: `for=1.2.3.4:80`, `for="[2001:db8::1]:80"`, `for=unknown`. */
function forwardedFor(value: string): string[] {
  const addresses: string[] = [];
  for (const element of value.split(',')) {
    for (const pair of element.split(';')) {
      const [key, raw = ''] = pair.split('=', 2);
      if (key?.trim().toLowerCase() !== 'for') continue;
      const node = raw.trim().replace(/^"|"$/g, '');
      if (node.startsWith('[')) addresses.push(node.slice(1, node.indexOf(']')));
      else addresses.push(node.replace(/^([\d.]+):\d+$/, '$1'));
    }
  }
  return addresses;
}

/**
 * True when the request comes from this machine and from nowhere else: the socket peer is loopback
 * and every address a proxy header names is loopback too. Checking every hop (not the one address
 * TRUST_PROXY resolves) means a request relayed by a proxy from elsewhere is refused whatever
 * TRUST_PROXY says, and a client can't pass by claiming 127.0.0.1: a proxy appends the real peer.
 */
export function isLoopbackOnly(request: FastifyRequest): boolean {
  if (!isLoopbackAddress(request.raw.socket.remoteAddress ?? '')) return false;
  for (const name of FORWARDING_HEADERS) {
    const raw = request.headers[name];
    if (raw === undefined) continue;
    const values = Array.isArray(raw) ? raw : [raw];
    for (const value of values) {
      const addresses = name === 'forwarded' ? forwardedFor(value) : value.split(',');
      if (addresses.length === 0 || !addresses.every(isLoopbackAddress)) return false;
    }
  }
  return true;
}

/**
 * `onRequest` hook for developer tools (the message outbox, the fake payment gateway): anyone else
 * gets the same NOT_FOUND as for a path that does not exist (docs/decisions/013-dev-message-outbox.md).
 */
export async function loopbackOnly(request: FastifyRequest): Promise<void> {
  if (!isLoopbackOnly(request)) throw new AppError('NOT_FOUND');
}

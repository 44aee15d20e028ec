import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { isLoopbackOnly } from './loopback-only.ts';

const request = (remoteAddress: string, headers: Record<string, string | string[]> = {}) =>
  ({ raw: { socket: { remoteAddress } }, headers }) as unknown as FastifyRequest;

describe('isLoopbackOnly', () => {
  it('accepts this machine over IPv4, IPv6 and mapped IPv4', () => {
    expect(isLoopbackOnly(request('127.0.0.1'))).toBe(true);
    expect(isLoopbackOnly(request('127.8.9.10'))).toBe(true);
    expect(isLoopbackOnly(request('::1'))).toBe(true);
    expect(isLoopbackOnly(request('::ffff:127.0.0.1'))).toBe(true);
  });
  it('refuses a peer elsewhere', () => {
    expect(isLoopbackOnly(request('10.0.0.7'))).toBe(false);
    expect(isLoopbackOnly(request('::ffff:192.168.1.4'))).toBe(false);
    expect(isLoopbackOnly(request('2001:db8::1'))).toBe(false);
    expect(isLoopbackOnly(request(''))).toBe(false);
  });
  it('refuses a request a local proxy relayed from elsewhere', () => {
    expect(isLoopbackOnly(request('127.0.0.1', { 'x-forwarded-for': '203.0.113.9' }))).toBe(false);
    // A client claiming loopback: the proxy appends the real peer.
    expect(isLoopbackOnly(request('127.0.0.1', { 'x-forwarded-for': '127.0.0.1, 203.0.113.9' }))).toBe(false);
    expect(isLoopbackOnly(request('127.0.0.1', { 'x-real-ip': '198.51.100.2' }))).toBe(false);
    expect(isLoopbackOnly(request('127.0.0.1', { forwarded: 'for=192.0.2.60;proto=http' }))).toBe(false);
    expect(isLoopbackOnly(request('127.0.0.1', { forwarded: 'for="[2001:db8:cafe::17]:4711"' }))).toBe(false);
    expect(isLoopbackOnly(request('127.0.0.1', { forwarded: 'proto=https' }))).toBe(false);
  });
  it('accepts a proxy on this machine relaying a client on this machine', () => {
    expect(isLoopbackOnly(request('127.0.0.1', { 'x-forwarded-for': '127.0.0.1' }))).toBe(true);
    expect(isLoopbackOnly(request('::1', { forwarded: 'for="[::1]:5000"' }))).toBe(true);
  });
});

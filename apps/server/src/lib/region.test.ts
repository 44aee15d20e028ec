import { describe, expect, it } from 'vitest';
import { ipBlocked, parseCidr } from './region.ts';

describe('region blocking', () => {
  it('matches addresses inside listed ranges', () => {
    expect(ipBlocked('10.1.2.3', ['10.0.0.0/8'])).toBe(true);
    expect(ipBlocked('::ffff:10.1.2.3', ['10.0.0.0/8'])).toBe(true);
    expect(ipBlocked('11.1.2.3', ['10.0.0.0/8'])).toBe(false);
    expect(ipBlocked('127.0.0.1', ['127.0.0.1'])).toBe(true);
    expect(ipBlocked('2001:db8::1', ['2001:db8::/32'])).toBe(true);
    expect(ipBlocked('127.0.0.1', [])).toBe(false);
  });
  it('rejects malformed entries', () => {
    expect(parseCidr('10.0.0.0/33')).toBeNull();
    expect(parseCidr('nope')).toBeNull();
    expect(parseCidr('10.0.0.0/8')).toEqual({ address: '10.0.0.0', prefix: 8, family: 'ipv4' });
  });
});

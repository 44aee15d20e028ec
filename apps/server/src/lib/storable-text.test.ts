import { describe, expect, it } from 'vitest';
import { findUnstorableText, isUnstorable } from './storable-text.ts';

describe('isUnstorable', () => {
  it('NUL and lone surrogates, nothing else', () => {
    for (const bad of ['\u0000', 'a\u0000b', '\ud800', 'x\udfff', '\udc00\ud800', 'ok\ud83d'])
      expect(isUnstorable(bad)).toBe(true);
    for (const good of ['', 'plain', '\u0001\u001f', 'emoji 😀', '中文', '\ud83d\ude00', '\uffff'])
      expect(isUnstorable(good)).toBe(false);
  });
});

describe('findUnstorableText', () => {
  it('names the first field holding one, nested paths dotted', () => {
    expect(findUnstorableText({ username: 'demo', password: 'x\u0000y' })).toBe('password');
    expect(findUnstorableText({ channels: [{ name: 'a' }, { name: '\ud800' }] })).toBe('channels.1.name');
    expect(findUnstorableText({ a: 'x\u0000', b: '\u0000' })).toBe('a');
    expect(findUnstorableText('x\u0000')).toBe('');
  });

  it('checks object keys too', () => {
    expect(findUnstorableText({ meta: { 'k\u0000': 1 } })).toBe('meta.k\u0000');
  });

  it('null when there is none, whatever the shape', () => {
    for (const v of [
      undefined,
      null,
      0,
      1n,
      true,
      'text',
      [],
      {},
      { a: [1, 'b', { c: null }] },
      Buffer.from([0]),
    ])
      expect(findUnstorableText(v)).toBeNull();
  });

  it('does not overflow the stack on a deeply nested body', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(findUnstorableText(deep)?.startsWith('0.0.0')).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { bannerAction } from './banner-action';

describe('bannerAction', () => {
  it('opens site paths in the router', () => {
    expect(bannerAction({ linkageType: 'INTERNAL', linkage: '/rng?vassalage=INHOUSE' })).toEqual({
      kind: 'internal',
      to: '/rng?vassalage=INHOUSE',
    });
  });

  it('refuses protocol-relative and absolute links as internal', () => {
    expect(bannerAction({ linkageType: 'INTERNAL', linkage: '//evil.example' })).toEqual({ kind: 'none' });
    expect(bannerAction({ linkageType: 'INTERNAL', linkage: '/\\evil.example' })).toEqual({ kind: 'none' });
    expect(bannerAction({ linkageType: 'INTERNAL', linkage: 'https://evil.example' })).toEqual({
      kind: 'none',
    });
  });

  it('opens http(s) links as external and nothing else', () => {
    expect(bannerAction({ linkageType: 'EXTERNAL', linkage: 'https://example.com/a' })).toEqual({
      kind: 'external',
      href: 'https://example.com/a',
    });
    expect(bannerAction({ linkageType: 'EXTERNAL', linkage: 'javascript:alert(1)' })).toEqual({
      kind: 'none',
    });
  });

  it('embeds only video-site links', () => {
    expect(bannerAction({ linkageType: 'VIDEO', linkage: 'https://youtu.be/dQw4w9WgXcQ' })).toEqual({
      kind: 'video',
      embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=0&rel=0',
    });
    expect(bannerAction({ linkageType: 'VIDEO', linkage: 'https://example.com/movie.mp4' })).toEqual({
      kind: 'none',
    });
  });

  it('does nothing without a link', () => {
    expect(bannerAction({ linkageType: 'NONE', linkage: '/rng' })).toEqual({ kind: 'none' });
    expect(bannerAction({ linkageType: 'INTERNAL', linkage: null })).toEqual({ kind: 'none' });
    expect(bannerAction({ linkageType: 'EXTERNAL', linkage: '   ' })).toEqual({ kind: 'none' });
  });
});

import type { Launch } from '@goldline/contract/games';
import { describe, expect, it } from 'vitest';
import { isPlayableUrl, launchRoute } from './launch-target';

const launch = (mode: Launch['mode'], url: string): Launch => ({
  mode,
  url,
  gameCode: 'g',
  vassalage: 'V',
  gameName: 'G',
});

describe('launchRoute', () => {
  it('opens in-house games at their own route', () => {
    expect(launchRoute(launch('internal', '/seamless?gameCode=dice'))).toEqual({
      path: '/seamless?gameCode=dice',
    });
  });

  it('refuses an internal url that would leave the site', () => {
    expect(launchRoute(launch('internal', '//evil.example/x'))).toEqual({ problem: 'invalidUrl' });
    expect(launchRoute(launch('internal', 'https://evil.example/x'))).toEqual({ problem: 'invalidUrl' });
    expect(launchRoute(launch('internal', '/\\evil.example'))).toEqual({ problem: 'invalidUrl' });
  });

  it('embeds an external vendor page through /seamless with the url encoded', () => {
    const url = 'https://vendor.example/play?token=a&b=c';
    const route = launchRoute(launch('external', url));
    expect('path' in route && route.path.startsWith('/seamless?')).toBe(true);
    const params = new URLSearchParams(('path' in route ? route.path : '').split('?')[1]);
    expect(params.get('url')).toBe(url);
    expect(params.get('title')).toBe('G');
  });

  it('refuses external urls that are not http(s)', () => {
    for (const url of [
      'javascript:alert(1)',
      'data:text/html,x',
      'ftp://x.example',
      'not a url',
      '/relative',
    ]) {
      expect(launchRoute(launch('external', url))).toEqual({ problem: 'invalidUrl' });
    }
  });
});

describe('isPlayableUrl', () => {
  it('accepts http and https only', () => {
    expect(isPlayableUrl('http://127.0.0.1:3000/vendor')).toBe(true);
    expect(isPlayableUrl('https://vendor.example')).toBe(true);
    expect(isPlayableUrl('javascript:void(0)')).toBe(false);
  });
});

import type { Launch } from '@goldline/contract/games';

/** Where a launch result takes the player, or why it cannot (spec section 8 'Invalid URL'). */
export type LaunchRoute = { path: string } | { problem: 'invalidUrl' };

/** A vendor page we may embed or open: absolute http(s) only (never javascript:, data: or blob:). */
export function isPlayableUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** Our own routes start with one slash; '//host' would leave the site. */
const isSitePath = (text: string) => text.startsWith('/') && !text.startsWith('//') && !text.includes('\\');

export function launchRoute(launch: Launch): LaunchRoute {
  if (launch.mode === 'internal')
    return isSitePath(launch.url) ? { path: launch.url } : { problem: 'invalidUrl' };
  if (!isPlayableUrl(launch.url)) return { problem: 'invalidUrl' };
  const query = new URLSearchParams({ url: launch.url, title: launch.gameName });
  return { path: `/seamless?${query}` };
}

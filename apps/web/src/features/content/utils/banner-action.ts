import type { Banner } from '@goldline/contract/content';
import { toVideoEmbedUrl } from './video-embed';

/**
 * What a banner click does (spec section 2 "Banner carousel: click opens link"): a site path opens
 * in the router, an absolute link in a new tab, a video link plays in place (embed form only).
 * Anything that does not parse as its declared kind does nothing, so a bad linkage is inert.
 */
export type BannerAction =
  | { kind: 'internal'; to: string }
  | { kind: 'external'; href: string }
  | { kind: 'video'; embedUrl: string }
  | { kind: 'none' };

const INTERNAL_PATH = /^\/(?![/\\])/;

function externalHref(link: string): string | null {
  try {
    const url = new URL(link);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

export function bannerAction(banner: Pick<Banner, 'linkage' | 'linkageType'>): BannerAction {
  const link = banner.linkage?.trim();
  if (!link) return { kind: 'none' };
  switch (banner.linkageType) {
    case 'INTERNAL':
      return INTERNAL_PATH.test(link) ? { kind: 'internal', to: link } : { kind: 'none' };
    case 'EXTERNAL': {
      const href = externalHref(link);
      return href ? { kind: 'external', href } : { kind: 'none' };
    }
    case 'VIDEO': {
      const embedUrl = toVideoEmbedUrl(link);
      return embedUrl ? { kind: 'video', embedUrl } : { kind: 'none' };
    }
    default:
      return { kind: 'none' };
  }
}

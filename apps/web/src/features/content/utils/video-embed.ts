/**
 * Banner video mode (spec section 2 "Banner carousel"): only video-site links are embedded, in the
 * embed form with autoplay off. The watch (`youtube.com/watch?v=`), shorts (`youtube.com/shorts/`)
 * and plain (`youtu.be/`) forms are converted; any other address gives null and is not embedded, so
 * an operator typo can never frame an arbitrary page. The privacy-enhanced host sets no cookies
 * until the player is started.
 */
const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtube-nocookie.com']);
const EMBED_BASE = 'https://www.youtube-nocookie.com/embed/';

function videoId(url: URL): string | null {
  const host = url.hostname.toLowerCase().replace(/^www\.(?=youtube-nocookie\.com$)/, '');
  const [first, second] = url.pathname.split('/').filter(Boolean);
  if (host === 'youtu.be') return first ?? null;
  if (!YOUTUBE_HOSTS.has(host)) return null;
  if (first === 'watch') return url.searchParams.get('v');
  if (first === 'shorts' || first === 'embed' || first === 'live') return second ?? null;
  return null;
}

export function toVideoEmbedUrl(link: string | null | undefined): string | null {
  if (!link) return null;
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const id = videoId(url);
  if (!id || !VIDEO_ID.test(id)) return null;
  return `${EMBED_BASE}${id}?autoplay=0&rel=0`;
}

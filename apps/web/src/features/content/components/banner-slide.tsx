import type { Banner } from '@goldline/contract/content';
import { IconPlayerPlayFilled } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BannerAction } from '../utils/banner-action';
import classes from './banner-carousel.module.css';

/**
 * One banner. A site path opens in the router, an outside link in a new tab without access to this
 * window (noopener). A video banner shows its picture with a play button and loads the player only
 * when asked (the player itself starts paused): no third-party frame until the player wants it.
 */
export function BannerSlide({
  banner,
  action,
  priority,
  onVideo,
}: {
  banner: Banner;
  action: BannerAction;
  priority: boolean;
  onVideo: (playing: boolean) => void;
}) {
  const { t } = useTranslation('lobby');
  const [videoOpen, setVideoOpen] = useState(false);
  const image = (
    <img
      className={classes.image}
      src={banner.url}
      alt={banner.alt}
      width={1200}
      height={400}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      draggable={false}
    />
  );

  // With a call to action the button is the banner's one link (its label says where it goes) and
  // the picture is decoration under the headline; without, the picture stays the link.
  const linked = action.kind === 'internal' || action.kind === 'external';
  if ((banner.headline || banner.cta) && (linked || action.kind === 'none')) {
    const cta =
      banner.cta && action.kind === 'internal' ? (
        <Link to={action.to} className={classes.cta} data-testid="banner-cta">
          {banner.cta}
        </Link>
      ) : banner.cta && action.kind === 'external' ? (
        <a
          href={action.href}
          target="_blank"
          rel="noopener noreferrer"
          className={classes.cta}
          data-testid="banner-cta"
        >
          {banner.cta}
          <span className={classes.visuallyHidden}>{t('banners.newTab')}</span>
        </a>
      ) : null;
    if (cta || !linked) {
      return (
        <div className={classes.link}>
          {image}
          <div className={classes.caption}>
            {banner.headline && (
              <p className={classes.headline} data-testid="banner-headline">
                {banner.headline}
              </p>
            )}
            {cta}
          </div>
        </div>
      );
    }
  }

  switch (action.kind) {
    case 'internal':
      return (
        <Link to={action.to} className={classes.link}>
          {image}
        </Link>
      );
    case 'external':
      return (
        <a href={action.href} target="_blank" rel="noopener noreferrer" className={classes.link}>
          {image}
          <span className={classes.visuallyHidden}>{t('banners.newTab')}</span>
        </a>
      );
    case 'video':
      return videoOpen ? (
        <iframe
          className={classes.video}
          src={action.embedUrl}
          title={banner.alt}
          allow="encrypted-media; picture-in-picture; fullscreen"
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <button
          type="button"
          className={classes.link}
          onClick={() => {
            setVideoOpen(true);
            onVideo(true);
          }}
        >
          {image}
          <span className={classes.playBadge}>
            <IconPlayerPlayFilled size={28} aria-hidden="true" />
            <span className={classes.visuallyHidden}>{t('banners.playVideo')}</span>
          </span>
        </button>
      );
    default:
      return <div className={classes.link}>{image}</div>;
  }
}

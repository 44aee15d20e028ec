import type { Announcement } from '@goldline/contract/content';
import { IconPlayerPause, IconPlayerPlay, IconSpeakerphone } from '@tabler/icons-react';
import { type CSSProperties, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMotionAllowed } from '../hooks/use-motion-allowed';
import { useAnnouncementModalStore } from '../stores/announcement-modal-store';
import classes from './notice-marquee.module.css';

/** Seconds per character of the track: long notices scroll at the same reading speed as short ones. */
const SECONDS_PER_CHAR = 0.22;
const MIN_SECONDS = 18;

/**
 * The notice marquee of the home page (spec section 2): H notices scroll by; a click opens the
 * notice in the announcement popup. It pauses on hover and focus, has a visible pause control
 * (WCAG 2.2.2), and with reduced motion it is a plain, wrapping list.
 */
export function NoticeMarquee({ notices }: { notices: Announcement[] }) {
  const { t } = useTranslation('lobby');
  const open = useAnnouncementModalStore((state) => state.open);
  const [paused, setPaused] = useState(false);
  const motionAllowed = useMotionAllowed();
  if (notices.length === 0) return null;

  const chars = notices.reduce((sum, notice) => sum + notice.title.length + 6, 0);
  const seconds = Math.max(MIN_SECONDS, Math.round(chars * SECONDS_PER_CHAR));

  // The track is drawn twice for a seamless loop; the copy is hidden from assistive tech and tab order.
  const items = (copy: boolean) =>
    notices.map((notice) => (
      <li key={notice.id} className={classes.item}>
        <button
          type="button"
          className={classes.notice}
          onClick={() => open('notice', notice.id)}
          tabIndex={copy ? -1 : undefined}
          data-testid={copy ? undefined : 'notice-item'}
        >
          {notice.title}
        </button>
      </li>
    ));

  return (
    <section
      className={classes.bar}
      aria-labelledby="notice-marquee-title"
      data-paused={paused || !motionAllowed || undefined}
    >
      <span className={classes.label}>
        <IconSpeakerphone size={18} aria-hidden="true" />
        <span id="notice-marquee-title" className={classes.labelText}>
          {t('notices.title')}
        </span>
      </span>
      <div className={classes.viewport}>
        <div className={classes.track} style={{ '--marquee-duration': `${seconds}s` } as CSSProperties}>
          <ul className={classes.list}>{items(false)}</ul>
          <ul className={`${classes.list} ${classes.copy}`} aria-hidden="true">
            {items(true)}
          </ul>
        </div>
      </div>
      <button
        type="button"
        className={classes.control}
        onClick={() => setPaused((value) => !value)}
        aria-pressed={paused}
        aria-label={paused ? t('notices.play') : t('notices.pause')}
      >
        {paused ? (
          <IconPlayerPlay size={16} aria-hidden="true" />
        ) : (
          <IconPlayerPause size={16} aria-hidden="true" />
        )}
      </button>
    </section>
  );
}

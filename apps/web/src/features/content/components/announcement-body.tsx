import type { Announcement } from '@goldline/contract/content';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format-date';
import { languageInfo } from '../../../lib/language-storage';
import { sanitizeHtml } from '../../../lib/sanitize-html';
import classes from './announcement-modal.module.css';

/** Title, date, sanitised HTML and the pictures (in their sequence) of one announcement or popup. */
export function AnnouncementBody({
  announcement,
  headingId,
}: {
  announcement: Announcement;
  headingId: string;
}) {
  const { i18n } = useTranslation();
  const html = useMemo(() => sanitizeHtml(announcement.content), [announcement.content]);
  const images = [...announcement.announcementImages].sort((a, b) => a.sequence - b.sequence);
  return (
    <>
      {/* dir="auto": operator text may be in another script than the interface (English in Arabic). */}
      <h3 id={headingId} className={classes.readerTitle} dir="auto">
        {announcement.title}
      </h3>
      <time className={classes.readerTime} dateTime={announcement.time}>
        {formatDateTime(announcement.time, languageInfo(i18n.language).locale)}
      </time>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify just above */}
      <div className={classes.content} dir="auto" dangerouslySetInnerHTML={{ __html: html }} />
      {images.map((image) => (
        <img
          key={`${image.sequence}-${image.url}`}
          className={classes.picture}
          src={image.url}
          alt=""
          loading="lazy"
        />
      ))}
    </>
  );
}

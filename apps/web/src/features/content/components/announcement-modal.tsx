import type { Announcement } from '@goldline/contract/content';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowLeft, IconChevronLeft, IconChevronRight, IconSpeakerphone } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PopupModal } from '../../../components/popup-modal';
import { formatDateTime } from '../../../lib/format-date';
import { languageInfo } from '../../../lib/language-storage';
import { useAnnouncements } from '../api/get-announcements';
import { ANNOUNCEMENT_PAGE_SIZE } from '../content-limits';
import { useAnnouncementModalStore } from '../stores/announcement-modal-store';
import { AnnouncementBody } from './announcement-body';
import classes from './announcement-modal.module.css';

/**
 * The announcement popup (spec section 2 "Global modals"): titles on the left, 9 per page with
 * paging; the chosen one's title and sanitised HTML on the right. On phones the list and the
 * reading pane take turns, with a way back to the list.
 */
export function AnnouncementModal() {
  const { t, i18n } = useTranslation('lobby');
  const { opened, list, selectedId, close } = useAnnouncementModalStore();
  const { data, isPending, isError } = useAnnouncements();
  const narrow = useMediaQuery('(max-width: 47.99em)');
  const items: Announcement[] = useMemo(
    () => (list === 'notice' ? (data?.notice ?? []) : (data?.player ?? [])),
    [data, list],
  );
  const [currentId, setCurrentId] = useState<string | null>(selectedId);
  const [page, setPage] = useState(1);
  const [reading, setReading] = useState(Boolean(selectedId));

  // Each opening starts at the requested announcement (a marquee click) or the newest one.
  useEffect(() => {
    if (!opened) return;
    const index = Math.max(
      0,
      items.findIndex((item) => item.id === selectedId),
    );
    setCurrentId(items[index]?.id ?? null);
    setPage(Math.floor(index / ANNOUNCEMENT_PAGE_SIZE) + 1);
    setReading(Boolean(selectedId));
  }, [opened, selectedId, items]);

  const pages = Math.max(1, Math.ceil(items.length / ANNOUNCEMENT_PAGE_SIZE));
  const pageItems = items.slice((page - 1) * ANNOUNCEMENT_PAGE_SIZE, page * ANNOUNCEMENT_PAGE_SIZE);
  const current = items.find((item) => item.id === currentId) ?? null;
  const showList = !narrow || !reading || !current;
  const showReader = !narrow || (reading && current);
  const title = list === 'notice' ? t('notices.modalTitle') : t('announcements.title');

  return (
    <PopupModal opened={opened} onClose={close} title={title} size={880} testId="announcement-modal">
      {isPending ? (
        <p className={classes.status}>{t('announcements.loading')}</p>
      ) : isError ? (
        <p className={classes.status}>{t('announcements.failed')}</p>
      ) : items.length === 0 ? (
        <div className={classes.empty}>
          <IconSpeakerphone size={36} aria-hidden="true" />
          <p>{t('announcements.empty')}</p>
        </div>
      ) : (
        <div className={classes.layout}>
          {showList && (
            <nav className={classes.side} aria-label={t('announcements.listLabel')}>
              <ul className={classes.list}>
                {pageItems.map((item) => (
                  <li key={item.id}>
                    <button
                      type="button"
                      className={classes.entry}
                      aria-current={item.id === currentId ? 'true' : undefined}
                      onClick={() => {
                        setCurrentId(item.id);
                        setReading(true);
                      }}
                    >
                      <span className={classes.entryTitle}>{item.title}</span>
                      <time className={classes.entryTime} dateTime={item.time}>
                        {formatDateTime(item.time, languageInfo(i18n.language).locale)}
                      </time>
                    </button>
                  </li>
                ))}
              </ul>
              {pages > 1 && (
                <div className={classes.pager}>
                  <button
                    type="button"
                    className={classes.pageButton}
                    onClick={() => setPage((value) => value - 1)}
                    disabled={page === 1}
                    aria-label={t('announcements.previousPage')}
                  >
                    <IconChevronLeft size={18} aria-hidden="true" className={classes.flip} />
                  </button>
                  <span aria-live="polite">{t('announcements.page', { page, pages })}</span>
                  <button
                    type="button"
                    className={classes.pageButton}
                    onClick={() => setPage((value) => value + 1)}
                    disabled={page === pages}
                    aria-label={t('announcements.nextPage')}
                  >
                    <IconChevronRight size={18} aria-hidden="true" className={classes.flip} />
                  </button>
                </div>
              )}
            </nav>
          )}
          {showReader && current && (
            <article className={classes.reader} aria-labelledby="announcement-title">
              {narrow && (
                <button type="button" className={classes.back} onClick={() => setReading(false)}>
                  <IconArrowLeft size={16} aria-hidden="true" className={classes.flip} />
                  {t('announcements.backToList')}
                </button>
              )}
              <AnnouncementBody announcement={current} headingId="announcement-title" />
            </article>
          )}
        </div>
      )}
    </PopupModal>
  );
}

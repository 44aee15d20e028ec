import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useAnnouncements } from '../api/get-announcements';
import { usePageQuiet } from '../hooks/use-page-quiet';
import { useAnnouncementModalStore } from '../stores/announcement-modal-store';
import { useAudienceStore } from '../stores/audience-store';
import {
  closePopups,
  popupsClosed,
  popupsDismissed,
  popupsForAudience,
  rememberDismissed,
} from '../utils/popup-session';

// Both popups are rare on a given page view: their code (and DOMPurify) loads when one opens.
const AnnouncementModal = lazy(() =>
  import('./announcement-modal').then((m) => ({ default: m.AnnouncementModal })),
);
const PopupHost = lazy(() => import('./popup-host').then((m) => ({ default: m.PopupHost })));

export interface ContentAudience {
  /** A session token exists. */
  loggedIn: boolean;
  /** Null for visitors, and while a member's info is still loading. */
  memberId: string | null;
  firstLogin: boolean;
}

/**
 * Mounted once by the site layout: keeps the announcements fresh for the audience (spec section 4:
 * on load, on language change, on login change), shows the popups meant for it unless closed in
 * this session, and hosts the announcement popup that the header, side menu and marquee open.
 */
export function ContentHosts({
  audience,
  otherPopupOpen,
}: {
  audience: ContentAudience;
  /** Another popup (login, register...) is open: the announcement popups wait for it to close. */
  otherPopupOpen: boolean;
}) {
  const setAudience = useAudienceStore((state) => state.setAudience);
  const modalOpened = useAnnouncementModalStore((state) => state.opened);
  const [modalMounted, setModalMounted] = useState(false);
  const { data } = useAnnouncements();
  const [closedFor, setClosedFor] = useState<string | null | undefined>(undefined);
  // The popups (Mantine's modal, DOMPurify: about 45 KB gz) wait until the page is quiet, so they
  // never delay the first screen nor count in its JS budget (issue 11).
  const settled = usePageQuiet();
  const { loggedIn, memberId, firstLogin } = audience;
  const known = !loggedIn || memberId !== null;

  useEffect(() => {
    setAudience(memberId, firstLogin);
  }, [memberId, firstLogin, setAudience]);

  useEffect(() => {
    if (modalOpened) setModalMounted(true);
  }, [modalOpened]);

  const popups = useMemo(
    () => (data && known ? popupsForAudience(data.popup, { memberId, firstLogin }) : []),
    [data, known, memberId, firstLogin],
  );
  const closed =
    closedFor === memberId ||
    popupsClosed(sessionStorage, memberId) ||
    (memberId === null && popupsDismissed(localStorage, popups));
  const showPopups = settled && popups.length > 0 && !closed && !modalOpened && !otherPopupOpen;

  return (
    <Suspense fallback={null}>
      {showPopups && (
        <PopupHost
          key={memberId ?? 'anonymous'}
          popups={popups}
          onClose={() => {
            closePopups(sessionStorage, memberId);
            if (memberId === null) rememberDismissed(localStorage, popups);
            setClosedFor(memberId);
          }}
        />
      )}
      {modalMounted && <AnnouncementModal />}
    </Suspense>
  );
}

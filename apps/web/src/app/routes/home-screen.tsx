import { lazy, Suspense, useEffect, useLayoutEffect } from 'react';
import { useSearchParams } from 'react-router';
import { type AuthModal, useAuthModalStore } from '../../features/auth/stores/auth-modal-store';
import { announcementsQueryOptions, useAnnouncements } from '../../features/content/api/get-announcements';
import { formatAmount } from '../../lib/format-money';
import { i18next } from '../../lib/i18n';
import { initialLanguage, languageInfo } from '../../lib/language-storage';
import { releasePrerenderedShell } from '../../lib/prerendered-shell';
import { getToken } from '../../lib/session-store';
import { queryClient } from '../providers/query-client';
import classes from './home-screen.module.css';

// The lobby (carousels, jackpot, winners, rows) is its own chunk: the first page carries only this
// shell, and the chunk downloads alongside the lobby strings and the content calls.
const loadLobby = () => import('./home/home-lobby');
const HomeLobby = lazy(() => loadLobby().then((m) => ({ default: m.HomeLobby })));

const HOME_PATHS = /^\/(index|home|login|register)?\/?$/i;

/**
 * A visit that starts on home asks for the lobby's code, its strings and the content (banners,
 * notices, popups) at once, in parallel with the site status call the app waits for, and fetches
 * the first banner's picture as soon as its address is known: the banner is what the page is
 * judged by (largest contentful paint).
 */
function preloadLobby() {
  void loadLobby();
  void i18next.loadNamespaces('lobby');
  const language = i18next.language || initialLanguage(localStorage).code;
  void queryClient
    .fetchQuery(announcementsQueryOptions(language, getToken(), false))
    .then((content) => {
      const first = content.banners.find((banner) => banner.groupName === 'w_home');
      if (first) new Image().src = first.url;
    })
    .catch(() => undefined);
}
/**
 * The first Intl.NumberFormat of a page loads the locale's number data (tens of milliseconds): made
 * here in a task of its own, it is cached (lib/format-money.ts) before the jackpot's figure needs
 * it, instead of lengthening the lobby's render task (decision 098).
 */
function warmMoneyFormat() {
  const language = i18next.language || initialLanguage(localStorage).code;
  formatAmount('0', { locale: languageInfo(language).locale, decimals: 2 });
}
// In tasks of their own: the module's evaluation is part of the first page's longest task (decision 094).
if (HOME_PATHS.test(window.location.pathname)) {
  setTimeout(preloadLobby, 0);
  setTimeout(warmMoneyFormat, 0);
}

/**
 * Home (spec section 2). /login and /register render this screen with their popup open.
 * Until the lobby chunk and its strings arrive, placeholders of the same shape hold the space.
 */
export function HomeScreen({ modal }: { modal?: Extract<AuthModal, 'login' | 'register'> }) {
  const [params] = useSearchParams();
  const open = useAuthModalStore((state) => state.open);
  const referralCode = params.get('referralCode');

  useEffect(() => {
    if (modal) open(modal, { referralCode });
  }, [modal, open, referralCode]);

  useEffect(() => {
    void i18next.loadNamespaces('lobby');
  }, []);

  return (
    <Suspense fallback={<HomePlaceholder />}>
      <HomeLobby />
    </Suspense>
  );
}

/**
 * The lobby's first blocks in their shapes. The first banner's picture shows as soon as the content
 * call answers, without waiting for the lobby's code: the carousel then takes its place unmoved.
 */
function HomePlaceholder() {
  const { data, isError } = useAnnouncements();
  const first = data?.banners.find((banner) => banner.groupName === 'w_home');
  // The server's shell shows the same banner until now: take over once ours is drawn (decision 075).
  useLayoutEffect(() => {
    if (data || isError) releasePrerenderedShell();
  }, [data, isError]);
  return (
    <div aria-busy="true" className={classes.placeholder}>
      <div className={classes.placeholderMarquee} />
      <div className={classes.placeholderBanner}>
        {first && (
          <img className={classes.placeholderImage} src={first.url} alt="" width={1200} height={400} />
        )}
      </div>
      <div className={classes.placeholderJackpot} />
    </div>
  );
}

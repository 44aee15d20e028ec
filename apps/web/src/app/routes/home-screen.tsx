import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { type AuthModal, useAuthModalStore } from '../../features/auth/stores/auth-modal-store';
import classes from './home-screen.module.css';

// The lobby (carousels, jackpot, winners, rows) is its own chunk: the first page carries only this
// shell, and the chunk downloads alongside the lobby strings and the content calls.
const HomeLobby = lazy(() => import('./home/home-lobby').then((m) => ({ default: m.HomeLobby })));

/**
 * Home (spec section 2). /login and /register render this screen with their popup open.
 * Until the lobby chunk and its strings arrive, placeholders of the same shape hold the space.
 */
export function HomeScreen({ modal }: { modal?: Extract<AuthModal, 'login' | 'register'> }) {
  const { i18n } = useTranslation();
  const [params] = useSearchParams();
  const open = useAuthModalStore((state) => state.open);
  const referralCode = params.get('referralCode');

  useEffect(() => {
    if (modal) open(modal, { referralCode });
  }, [modal, open, referralCode]);

  useEffect(() => {
    void i18n.loadNamespaces('lobby');
  }, [i18n]);

  return (
    <Suspense fallback={<HomePlaceholder />}>
      <HomeLobby />
    </Suspense>
  );
}

function HomePlaceholder() {
  return (
    <div aria-busy="true" className={classes.placeholder}>
      <div className={classes.placeholderMarquee} />
      <div className={classes.placeholderBanner} />
      <div className={classes.placeholderJackpot} />
    </div>
  );
}

import { Button, Group } from '@mantine/core';
import { IconDice5, IconHeadset, IconLock, IconShieldCheck, IconUserShield } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { type AuthModal, useAuthModalStore } from '../../features/auth/stores/auth-modal-store';
import { useMemberInfo } from '../../features/member/api/get-member-info';
import { useSessionStore } from '../../lib/session-store';
import { navCategories } from '../navigation/game-categories';
import { HeroArt } from './hero-art';
import classes from './home-screen.module.css';

/**
 * Home lobby (spec section 2). Banners, jackpot, winners and game rows come with the catalogue and
 * content issues; until then the lobby shows real navigation and says honestly that games are coming.
 * /login and /register render this screen with their popup open.
 */
export function HomeScreen({ modal }: { modal?: Extract<AuthModal, 'login' | 'register'> }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const open = useAuthModalStore((state) => state.open);
  const token = useSessionStore((state) => state.token);
  const { data: member } = useMemberInfo();
  const referralCode = params.get('referralCode');

  useEffect(() => {
    if (modal) open(modal, { referralCode });
  }, [modal, open, referralCode]);

  const tones = [classes.tone0, classes.tone1, classes.tone2, classes.tone3, classes.tone4, classes.tone5];

  return (
    <>
      <section className={classes.hero} aria-labelledby="hero-title">
        <div>
          <h1 id="hero-title" className={classes.heroTitle}>
            {member
              ? t('home.welcomeBack', { name: member.nickname || member.account })
              : t('home.heroTitle')}
          </h1>
          <p className={classes.heroText}>{t('home.heroText')}</p>
          <Group gap="sm">
            {!token && (
              <Button size="md" onClick={() => open('register')}>
                {t('home.heroCta')}
              </Button>
            )}
            <Button
              size="md"
              variant="white"
              color="dark"
              component={Link}
              to="/rng"
              style={{ color: '#0B1B3A' }}
            >
              {t('home.heroPlay')}
            </Button>
          </Group>
        </div>
        <HeroArt className={classes.heroArt ?? ''} label={t('home.bannerAlt')} />
      </section>

      <ul
        className={classes.trust}
        aria-label={t('footer.certification')}
        style={{ listStyle: 'none', padding: 0 }}
      >
        {[
          [IconLock, 'trustSecure'],
          [IconShieldCheck, 'trustFair'],
          [IconHeadset, 'trustSupport'],
          [IconUserShield, 'trustResponsible'],
        ].map(([Icon, key]) => {
          const I = Icon as typeof IconLock;
          return (
            <li key={key as string} className={classes.trustItem}>
              <I size={22} color="var(--gl-gold-text)" aria-hidden="true" />
              {t(`home.${key as string}`)}
            </li>
          );
        })}
      </ul>

      <section className={classes.section} aria-labelledby="lobby-title">
        <div className={classes.sectionHead}>
          <h2 id="lobby-title" className={classes.sectionTitle}>
            {t('home.categoriesTitle')}
          </h2>
        </div>
        <ul className={classes.tiles} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {navCategories
            .filter((category) => category.key !== 'home')
            .map(({ key, path, icon: Icon, tone }) => (
              <li key={key}>
                <Link to={path} className={`${classes.tile} ${tones[tone] ?? ''}`} style={{ height: '100%' }}>
                  <span className={classes.tileIcon}>
                    <Icon size={34} stroke={1.5} aria-hidden />
                  </span>
                  {t(`nav.${key}`)}
                </Link>
              </li>
            ))}
        </ul>
      </section>

      <section className={classes.section} aria-labelledby="hot-title">
        <div className={classes.sectionHead}>
          <h2 id="hot-title" className={classes.sectionTitle}>
            {t('home.hotTitle')}
          </h2>
        </div>
        <EmptyState
          icon={<IconDice5 size={34} />}
          title={t('empty.gamesSoonTitle')}
          text={t('empty.gamesSoonText')}
        />
      </section>
    </>
  );
}

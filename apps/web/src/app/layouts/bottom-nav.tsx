import { IconDeviceGamepad2, IconGift, IconHome, IconUserCircle, IconWallet } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import classes from './bottom-nav.module.css';
import { useMemberNavigation } from './use-member-navigation';

/** Mobile bottom navigation, five items at most, 44 px+ targets (docs/ui-direction.md "Layout"). */
export function BottomNav() {
  const { t } = useTranslation();
  const goMember = useMemberNavigation();
  return (
    <nav className={classes.nav} aria-label={t('nav.mobileNavigation')}>
      <NavLink to="/" end className={classes.item}>
        <IconHome size={22} aria-hidden="true" />
        {t('nav.home')}
      </NavLink>
      <NavLink to="/rng" className={classes.item}>
        <IconDeviceGamepad2 size={22} aria-hidden="true" />
        {t('nav.games')}
      </NavLink>
      <button
        type="button"
        className={`${classes.item} ${classes.deposit}`}
        onClick={() => goMember('depositv2')}
      >
        <span className={classes.depositIcon}>
          <IconWallet size={22} aria-hidden="true" />
        </span>
        {t('nav.deposit')}
      </button>
      <NavLink to="/promotions" className={classes.item}>
        <IconGift size={22} aria-hidden="true" />
        {t('nav.promotions')}
      </NavLink>
      <button type="button" className={classes.item} onClick={() => goMember('securityCenter')}>
        <IconUserCircle size={22} aria-hidden="true" />
        {t('nav.member')}
      </button>
    </nav>
  );
}

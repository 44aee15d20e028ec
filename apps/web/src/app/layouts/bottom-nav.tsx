import { IconDeviceGamepad2, IconGift, IconHome, IconUserCircle, IconWallet } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { homeCategory, promotionsCategory } from '../navigation/game-categories';
import { useActiveNavPath, useNavMenus } from '../navigation/use-nav-menus';
import classes from './bottom-nav.module.css';
import { useMemberNavigation } from './use-member-navigation';

/**
 * Mobile bottom navigation, five items at most, 44 px+ targets (docs/ui-direction.md "Layout").
 * "Games" opens the first category the server lists (spec section 2 order), and stays lit on any
 * category page.
 */
export function BottomNav() {
  const { t } = useTranslation();
  const goMember = useMemberNavigation();
  const menus = useNavMenus();
  const active = useActiveNavPath(menus);
  const gamesPath = menus[0]?.path ?? homeCategory.path;
  const onGames = active !== null && active !== homeCategory.path && active !== promotionsCategory.path;
  return (
    <nav className={classes.nav} aria-label={t('nav.mobileNavigation')}>
      <NavLink to="/" end className={classes.item}>
        <IconHome size={22} aria-hidden="true" />
        {t('nav.home')}
      </NavLink>
      <Link to={gamesPath} className={classes.item} aria-current={onGames ? 'page' : undefined}>
        <IconDeviceGamepad2 size={22} aria-hidden="true" />
        {t('nav.games')}
      </Link>
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

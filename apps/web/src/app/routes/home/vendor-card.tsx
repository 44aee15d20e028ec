import type { VendorCard as VendorCardData } from '@goldline/contract/games';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { NavCategory } from '../../navigation/game-categories';
import type { NavAction } from '../../navigation/nav-actions';
import classes from './home-lobby.module.css';

const tones = [classes.tone0, classes.tone1, classes.tone2, classes.tone3, classes.tone4, classes.tone5];

/**
 * A provider in a vendor row (sports, e-sports, cockfight): its name as text (no third-party logos,
 * docs/ui-direction.md), and a click that follows the header's vendor rules (spec section 2).
 */
export function VendorCard({
  vendor,
  category,
  action,
  run,
  index,
}: {
  vendor: VendorCardData;
  category: NavCategory;
  action: NavAction;
  run: (action: NavAction) => void;
  index: number;
}) {
  const { t } = useTranslation('lobby');
  const Icon = category.icon;
  const className = `${classes.vendorCard} ${tones[(category.tone + index) % tones.length] ?? ''}`;
  const body = (
    <>
      <Icon size={30} stroke={1.6} aria-hidden />
      <span>
        <span className={classes.vendorName}>{vendor.displayName}</span>
        <br />
        <span className={classes.vendorMeta}>{t('rows.games', { count: vendor.gameCount })}</span>
      </span>
    </>
  );
  if (action.kind === 'navigate') {
    return (
      <Link to={action.to} className={className}>
        {body}
      </Link>
    );
  }
  return (
    <button type="button" className={className} onClick={() => run(action)}>
      {body}
    </button>
  );
}

import type { VendorCard as VendorCardData } from '@goldline/contract/games';
import { Loader } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLaunchGame } from '../hooks/use-launch-game';
import { tileTheme } from '../utils/tile-theme';
import { vendorName } from './category-names';
import tileClasses from './game-tile.module.css';
import classes from './vendor-card.module.css';

const themes = [
  tileClasses.theme0,
  tileClasses.theme1,
  tileClasses.theme2,
  tileClasses.theme3,
  tileClasses.theme4,
  tileClasses.theme5,
];

/** A stable theme for a vendor code (vendors have no node id). */
const vendorTheme = (code: string) => [...code].reduce((sum, c) => sum + c.charCodeAt(0), 0).toString();

/**
 * A vendor of a game centre (spec section 2): with one game here it launches it at once (lottery
 * categories launch immediately); with several it opens that vendor's game list in the popup.
 * Never a card that leads nowhere.
 */
export function VendorCardButton({ vendor }: { vendor: VendorCardData }) {
  const { t } = useTranslation('games');
  const { launch, openVendor, launching } = useLaunchGame();
  const [logoFailed, setLogoFailed] = useState(false);
  const name = vendorName(t, vendor.vassalage, vendor.displayName);
  const busy = vendor.singleNodeId !== null && launching === vendor.singleNodeId;
  const open = () =>
    vendor.singleNodeId
      ? launch({
          nodeId: vendor.singleNodeId,
          gameType: vendor.gameType,
          vassalage: vendor.vassalage,
          displayName: name,
        })
      : openVendor({ vassalage: vendor.vassalage, gameType: vendor.gameType, title: name });
  return (
    <button
      type="button"
      className={classes.card}
      onClick={() => void open()}
      aria-busy={busy || undefined}
      data-testid="vendor-card"
      data-vassalage={vendor.vassalage}
    >
      <span
        className={`${classes.logo} ${themes[tileTheme(vendorTheme(vendor.vassalage))] ?? ''}`}
        aria-hidden="true"
      >
        {name.slice(0, 2).toUpperCase()}
        {!logoFailed && vendor.iconUrl && (
          <img
            src={vendor.iconUrl}
            alt=""
            width={56}
            height={56}
            loading="lazy"
            onError={() => setLogoFailed(true)}
          />
        )}
      </span>
      <span className={classes.text}>
        <span className={classes.name}>{name}</span>
        <span className={classes.meta}>
          {vendor.singleNodeId ? t('vendors.playNow') : t('vendors.games', { count: vendor.gameCount })}
        </span>
      </span>
      {busy && <Loader size="sm" ms="auto" aria-label={t('tile.launching')} />}
    </button>
  );
}

export function VendorCardGrid({ vendors, label }: { vendors: VendorCardData[]; label: string }) {
  return (
    <ul className={classes.grid} aria-label={label} data-testid="vendor-cards">
      {vendors.map((vendor) => (
        <li key={vendor.vassalage}>
          <VendorCardButton vendor={vendor} />
        </li>
      ))}
    </ul>
  );
}

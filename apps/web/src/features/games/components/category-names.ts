import { INHOUSE_VENDOR } from '@goldline/contract/game-constants';
import type { GameType } from '@goldline/contract/games';
import type { TFunction } from 'i18next';

/** A category's name in the interface language (games:category.<TYPE>). */
export const categoryName = (t: TFunction, gameType: GameType) => t(`games:category.${gameType}`);

/** A vendor's name: our own games are "Originals", third parties show their code as text (ui-direction). */
export const vendorName = (t: TFunction, vassalage: string, displayName?: string) =>
  vassalage === INHOUSE_VENDOR ? t('games:tile.originals') : displayName || vassalage;

import type { LotteryMenuGame } from '@goldline/contract/lottery';
import type { TFunction } from 'i18next';

/**
 * A game's name in the player's words: the family and its pace for the self-drawn games ("5D
 * Lottery · 1 min"), the draw's own name for official ones (North, South, Central, 4D).
 */
export function gameName(
  t: TFunction<'lottery'>,
  game: Pick<LotteryMenuGame, 'gameCode' | 'family' | 'intervalSeconds'>,
) {
  if (game.intervalSeconds) {
    return t('gameName.fast', {
      family: t(`family.${game.family}`),
      minutes: game.intervalSeconds / 60,
    });
  }
  return t(`official.${game.gameCode}`, { defaultValue: t(`family.${game.family}`) });
}

/** Which lottery page a game belongs to; the three pages share one screen (spec section 2). */
export type LotteryPath = '/lottery' | '/vnLottery' | '/seaLottery';
export const LOTTERY_PATHS: readonly LotteryPath[] = ['/lottery', '/vnLottery', '/seaLottery'];

export function pathOf(pathname: string): LotteryPath {
  const lower = pathname.toLowerCase().replace(/\/+$/, '');
  return LOTTERY_PATHS.find((path) => path.toLowerCase() === lower) ?? '/lottery';
}

import type { GameTile } from '@goldline/contract/games';
import { rtpOf } from '../../lib/rtp.ts';
import { gameTypeOf } from './catalogue-rules.ts';
import type { GameRow } from './games.repository.ts';

/** A game row as the spec's tile (section 3); the type is the game's own, after the esports split. */
export function toTile(row: GameRow): GameTile {
  return {
    nodeId: row.id,
    gameId: row.id,
    gameCode: row.gameCode,
    gameName: row.name,
    displayName: row.name,
    vassalage: row.vendor,
    gameType: gameTypeOf(row.vendor, row.storedType),
    iconUrl: row.iconUrl,
    lagerIcon: row.largeIconUrl,
    isHot: row.isHot ? 1 : 0,
    isNew: row.isNew,
    isGame: row.isGame,
    rtp: rtpOf(row.rtpBps),
    freePlay: row.freePlay,
  };
}

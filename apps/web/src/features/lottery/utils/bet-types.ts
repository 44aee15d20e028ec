import { betTypes } from '@goldline/games/lottery/index';
import type { BetTypeDef, LotteryFamily } from '@goldline/games/lottery/types';

export const betTypeByCode = (family: LotteryFamily, code: string): BetTypeDef | undefined =>
  betTypes(family).find((def) => def.code === code);

/** The family's bet types grouped as the maths orders them (groups in order of first appearance). */
export function groupedBetTypes(family: LotteryFamily): { group: string; types: BetTypeDef[] }[] {
  const groups: { group: string; types: BetTypeDef[] }[] = [];
  for (const def of betTypes(family)) {
    let entry = groups.find((g) => g.group === def.group);
    if (!entry) {
      entry = { group: def.group, types: [] };
      groups.push(entry);
    }
    entry.types.push(def);
  }
  return groups;
}

import type { LotteryMenuGame } from '@goldline/contract/lottery';
import { unitOdds } from '@goldline/games/lottery/index';
import type { Fraction, LotteryGameDef } from '@goldline/games/lottery/types';
import { Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { languageInfo } from '../../../lib/language-storage';
import { betTypeName } from '../../../lib/lottery-ticket';

/** The maths' game definition from the menu's row (the server's RTP, not a copy of it). */
export function gameDefOf(game: LotteryMenuGame): LotteryGameDef {
  return {
    code: game.gameCode,
    family: game.family,
    drawSource: game.drawSource,
    closeBeforeSeconds: game.closeBeforeSeconds,
    prizeMode: game.prizeMode,
    rtpBps: game.rtpBps,
  };
}

const percent = (f: Fraction, locale: string) =>
  new Intl.NumberFormat(`${locale}-u-nu-latn`, { style: 'percent', maximumSignificantDigits: 4 }).format(
    Number(f.num) / Number(f.den),
  );

const fractionText = (f: Fraction) => (f.num === 1n ? `1 / ${f.den}` : `${f.num} / ${f.den}`);

/**
 * The rules card of one bet type: for each of its odds lines the exact probability (as a fraction
 * and a percentage), what a unit pays (stake included) and the resulting RTP, all computed here by
 * packages/games from the game's RTP target: pay = RTP / probability, floored.
 */
export function LotteryRulesCard({ game, betTypeCode }: { game: LotteryMenuGame; betTypeCode: string }) {
  const { t, i18n } = useTranslation('lottery');
  const locale = languageInfo(i18n.language).locale;
  const lines = unitOdds(gameDefOf(game), betTypeCode);
  const multiple = new Intl.NumberFormat(`${locale}-u-nu-latn`, { maximumFractionDigits: 4 });
  const perAppearance = lines.some((line) => line.perAppearance);
  return (
    <section aria-labelledby="lottery-rules-title" data-testid="lottery-rules">
      <Title order={3} fz="h5" id="lottery-rules-title" mb={4}>
        {t('rules.title', {
          betType: betTypeName(t, betTypeCode),
        })}
      </Title>
      <Text size="sm" c="dimmed" mb="xs">
        {t('rules.formula', { rtp: percent({ num: BigInt(game.rtpBps), den: 10_000n }, locale) })}
      </Text>
      <Table.ScrollContainer minWidth={420}>
        <Table striped withTableBorder fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('rules.line')}</Table.Th>
              <Table.Th>{perAppearance ? t('rules.expected') : t('rules.probability')}</Table.Th>
              <Table.Th ta="end">{t('rules.pays')}</Table.Th>
              <Table.Th ta="end">{t('rules.rtp')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.map((line) => (
              <Table.Tr key={line.key} data-testid="rules-line">
                <Table.Td>
                  {line.key === ''
                    ? t('rules.anyWin')
                    : t(`option.${line.key}`, {
                        defaultValue: t(`fourDTier.${line.key}`, { defaultValue: line.key }),
                      })}
                </Table.Td>
                <Table.Td>
                  <bdi dir="ltr">{fractionText(line.probability)}</bdi> ({percent(line.probability, locale)})
                  {line.atLeastOnce && (
                    <Text size="xs" c="dimmed">
                      {t('rules.atLeastOnce', { value: percent(line.atLeastOnce, locale) })}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td ta="end" className="gl-tabular">
                  <bdi dir="ltr">{multiple.format(line.payoutBps / 10_000)}×</bdi>
                </Table.Td>
                <Table.Td ta="end" className="gl-tabular" data-testid="rules-rtp">
                  {percent(line.rtp, locale)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Text size="xs" c="dimmed" mt={4} data-testid="rules-notes">
        {t('rules.stakeIncluded')}
        {/* Only lô-style bets (lô, lô 3 số, đầu-đuôi) pay once per appearance on the sheet. */}
        {perAppearance && ` ${t('rules.perAppearance')}`}
      </Text>
    </section>
  );
}

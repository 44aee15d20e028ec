import { Alert, Button, Code, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MoneyText } from '../../../components/money-text';
import { SectionPanel } from '../../../components/section-panel';
import { useErrorText } from '../../../lib/use-error-text';
import { useJoinRaffle, useRaffles } from '../api/raffles';

/**
 * Raffles: take part (MCS2_claimRafflePromotion), tickets earned from deposits and valid bet, and
 * after the draw the winners with the revealed seed beside the hash published at the start.
 */
export function RafflesPanel() {
  const { t, i18n } = useTranslation('rewards');
  const errorText = useErrorText();
  const raffles = useRaffles();
  const join = useJoinRaffle();
  const date = (iso: string) =>
    new Date(iso).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  if (!raffles.data || raffles.data.raffles.length === 0) return null;
  return (
    <>
      {raffles.data.raffles.map((r) => {
        const open = !r.drawnAt && Date.now() < new Date(r.endsAt).getTime();
        return (
          <SectionPanel key={r.id} title={r.title} testId="raffle">
            <Stack gap="xs">
              <Text size="sm">{t('raffle.rule', { deposit: r.depositPerTicket, bet: r.betPerTicket })}</Text>
              <Group gap="xs" wrap="wrap">
                <Text size="sm" c="dimmed">
                  {t('raffle.prizes')}
                </Text>
                {r.prizes.map((p, i) => (
                  // A prize's place is its identity: the list is fixed when the raffle is created.
                  // biome-ignore lint/suspicious/noArrayIndexKey: ranks never reorder
                  <Text key={i} size="sm" fw={700}>
                    #{i + 1} <MoneyText amount={p} symbol span />
                  </Text>
                ))}
              </Group>
              <Text size="sm" c="dimmed">
                {r.drawnAt
                  ? t('raffle.drawn', { date: date(r.drawnAt) })
                  : t('raffle.ends', { date: date(r.endsAt) })}
              </Text>
              {open &&
                (r.joined ? (
                  <Text fw={700} data-testid="raffle-tickets">
                    {t('raffle.tickets', { n: r.myTickets })}
                  </Text>
                ) : (
                  <Button w="fit-content" loading={join.isPending} onClick={() => join.mutate(r.id)}>
                    {t('raffle.join')}
                  </Button>
                ))}
              {join.error && <Alert color="red">{errorText(join.error)}</Alert>}
              {r.winners.map((w) => (
                <Text key={w.rank} size="sm" dir="ltr">
                  #{w.rank} {w.name} · {t('raffle.tickets', { n: w.tickets })} ·{' '}
                  <MoneyText amount={w.prize} symbol span />
                </Text>
              ))}
              <Text size="xs" c="dimmed">
                {t('raffle.hash')} <Code>{r.seedHash.slice(0, 16)}…</Code>
                {r.seed && (
                  <>
                    {' '}
                    {t('raffle.seed')} <Code>{r.seed.slice(0, 16)}…</Code>
                  </>
                )}
              </Text>
            </Stack>
          </SectionPanel>
        );
      })}
    </>
  );
}

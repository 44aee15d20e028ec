import type { CrashHistory } from '@goldline/contract/originals';
import { Popover, Text, UnstyledButton } from '@mantine/core';
import { IconArrowDownRight, IconArrowUpRight, IconShieldCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import sharedClasses from '../shared/originals.module.css';
import { crashHistoryQueryOptions } from './api/crash-api';

type Entry = CrashHistory['list'][number];

/** The link that opens the fairness page's crash check prefilled with this round's hash data. */
export function crashVerifyLink(entry: Entry, previousHash: string | undefined): string {
  const params = new URLSearchParams({ game: 'crash', hash: entry.gameHash, point: entry.crashPoint });
  if (entry.salt) params.set('salt', entry.salt);
  if (entry.gameNumber !== undefined) params.set('number', String(entry.gameNumber));
  if (entry.terminalHash) params.set('terminal', entry.terminalHash);
  if (previousHash) params.set('previous', previousHash);
  return `/fairness?${params}`;
}

/** A crash point of 2x or more counts as high (the usual colour split), said with an arrow too. */
const isHigh = (point: string) => Number(point) >= 2;

/** The last crash points, newest first; each opens its hash and a link to verify it. */
export function CrashHistoryStrip() {
  const { t } = useTranslation('originals');
  const history = useQuery(crashHistoryQueryOptions());
  const list = history.data?.list ?? [];
  return (
    <section aria-labelledby="crash-history-title">
      <Text id="crash-history-title" component="h2" fw={700} fz="sm" mb={4}>
        {t('crash.history')}
      </Text>
      {list.length === 0 ? (
        <Text c="dimmed" fz="sm">
          {t('crash.noHistory')}
        </Text>
      ) : (
        <ul className={sharedClasses.history} data-testid="crash-history">
          {list.map((entry, i) => {
            const high = isHigh(entry.crashPoint);
            const Icon = high ? IconArrowUpRight : IconArrowDownRight;
            // Newest first: the round before this one is the next entry, whose hash this one's hashes to.
            const previous = list[i + 1]?.gameHash;
            return (
              <li key={entry.roundId}>
                <Popover width={320} position="bottom" withArrow shadow="md">
                  <Popover.Target>
                    <UnstyledButton
                      className={sharedClasses.chip}
                      data-win={high}
                      aria-label={t('crash.historyChip', { point: entry.crashPoint })}
                      data-testid="crash-history-chip"
                    >
                      <Icon size={14} aria-hidden="true" />
                      <bdi dir="ltr">{entry.crashPoint}×</bdi>
                    </UnstyledButton>
                  </Popover.Target>
                  <Popover.Dropdown>
                    <Text fz="sm" fw={700}>
                      {t('crash.round', { id: entry.roundId })}
                    </Text>
                    <Text fz="xs" c="dimmed" mt={4}>
                      {t('crash.gameHash')}
                    </Text>
                    <Text fz="xs" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                      {entry.gameHash}
                    </Text>
                    <Text
                      component={Link}
                      to={crashVerifyLink(entry, previous)}
                      fz="sm"
                      fw={700}
                      c="var(--gl-gold-text)"
                      mt="xs"
                      style={{ display: 'inline-flex', gap: 4, alignItems: 'center' }}
                      data-testid="crash-verify-link"
                    >
                      <IconShieldCheck size={16} aria-hidden="true" />
                      {t('crash.verify')}
                    </Text>
                  </Popover.Dropdown>
                </Popover>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

import type { OriginalGame } from '@goldline/contract/originals';
import { Text } from '@mantine/core';
import { IconArrowDownRight, IconArrowUpRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useHistoryStore } from './history-store';
import classes from './originals.module.css';

const EMPTY: never[] = [];

/** The player's last results, newest first; each opens the fairness page to verify that round. */
export function HistoryStrip({ game }: { game: OriginalGame }) {
  const { t } = useTranslation('originals');
  const entries = useHistoryStore((state) => state.entries[game] ?? EMPTY);
  return (
    <section aria-labelledby={`history-${game}`}>
      <Text id={`history-${game}`} component="h2" fw={700} fz="sm" mb={4}>
        {t('history.title')}
      </Text>
      {entries.length === 0 ? (
        <Text c="dimmed" fz="sm">
          {t('history.empty')}
        </Text>
      ) : (
        <ul className={classes.history} data-testid="history-strip">
          {entries.map((entry) => {
            const Icon = entry.win ? IconArrowUpRight : IconArrowDownRight;
            return (
              <li key={entry.roundId}>
                <Link
                  className={classes.chip}
                  data-win={entry.win}
                  to={entry.href ?? `/fairness?round=${encodeURIComponent(entry.roundId)}`}
                  aria-label={t(entry.win ? 'history.win' : 'history.loss', { label: entry.label })}
                  data-testid="history-chip"
                >
                  <Icon size={14} aria-hidden="true" />
                  <bdi dir="ltr">{entry.label}</bdi>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

import type { LotteryIssue } from '@goldline/contract/lottery';
import { Badge, Group, Progress, Text } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNow } from '../hooks/use-now';
import { ltr } from '../utils/labels';
import classes from './lottery.module.css';

const two = (n: number) => String(n).padStart(2, '0');

/** mm:ss, or h:mm:ss past an hour (official draws count down from the day before). */
export function clockText(seconds: number) {
  const s = Math.max(0, seconds);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return h > 0 ? `${h}:${two(m)}:${two(s % 60)}` : `${two(m)}:${two(s % 60)}`;
}

export type IssuePhase = 'open' | 'closing' | 'drawing' | 'waiting';

export function phaseOf(issue: LotteryIssue | null, now: number): { phase: IssuePhase; seconds: number } {
  if (!issue) return { phase: 'waiting', seconds: 0 };
  const closes = Date.parse(issue.closesAt);
  const draws = Date.parse(issue.drawAt);
  if (issue.status === 'open' && now < closes) {
    const seconds = Math.ceil((closes - now) / 1000);
    return { phase: seconds <= 10 ? 'closing' : 'open', seconds };
  }
  return { phase: 'drawing', seconds: Math.max(0, Math.ceil((draws - now) / 1000)) };
}

/**
 * The live countdown of an issue: time left to bet, then the wait for the draw. `offset` corrects
 * our clock by the server's (serverTime). The figure ticks every second; screen readers hear only
 * the phase changes (the text in the live region changes once per phase, not per second).
 */
export function IssueCountdown({
  issue,
  offset,
  compact = false,
  intervalSeconds,
}: {
  issue: LotteryIssue | null;
  offset: number;
  compact?: boolean;
  intervalSeconds?: number | null;
}) {
  const { t } = useTranslation('lottery');
  const now = useNow() + offset;
  const { phase, seconds } = phaseOf(issue, now);
  const label =
    phase === 'waiting'
      ? t('countdown.waiting')
      : phase === 'drawing'
        ? t('countdown.drawing')
        : t('countdown.closesIn');
  const total = intervalSeconds ?? 0;
  return (
    <div data-testid="issue-countdown" data-phase={phase}>
      <Group gap={6} wrap="nowrap">
        <IconClock size={compact ? 16 : 20} aria-hidden="true" />
        <Text size={compact ? 'sm' : 'md'} c="dimmed" aria-live="polite">
          {label}
        </Text>
        {phase !== 'waiting' && (
          <Text
            component="bdi"
            dir="ltr"
            size={compact ? 'md' : 'xl'}
            className={classes.countdown}
            c={phase === 'closing' ? 'red' : undefined}
            data-testid="countdown-figure"
          >
            {clockText(seconds)}
          </Text>
        )}
        {phase === 'drawing' && !compact && (
          <Badge color="gold" variant="light">
            {t('countdown.betsClosed')}
          </Badge>
        )}
      </Group>
      {!compact && total > 0 && phase !== 'waiting' && phase !== 'drawing' && (
        <Progress
          mt={6}
          size="sm"
          value={Math.min(100, (seconds / total) * 100)}
          aria-label={t('countdown.closesIn')}
        />
      )}
    </div>
  );
}

/**
 * Between an issue's close and its draw the view already takes bets on the next issue; this line
 * says what became of the closed one: its draw in N s, or (past the draw time, official games) that
 * its result is awaited.
 */
export function ClosingNotice({ issue, offset }: { issue: LotteryIssue; offset: number }) {
  const { t } = useTranslation('lottery');
  const now = useNow() + offset;
  const seconds = Math.ceil((Date.parse(issue.drawAt) - now) / 1000);
  return (
    <Text size="sm" c="dimmed" data-testid="closing-issue">
      {seconds > 0
        ? t('countdown.closedDrawIn', { issue: ltr(issue.issue), time: ltr(clockText(seconds)) })
        : t('countdown.closedWaiting', { issue: ltr(issue.issue) })}
    </Text>
  );
}

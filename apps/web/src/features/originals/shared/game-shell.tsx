import './mantine-styles';
import type { OriginalGame } from '@goldline/contract/originals';
import { Button, Group } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HistoryStrip } from './history-strip';
import { JackpotBanner } from './jackpot-banner';
import classes from './originals.module.css';
import { RulesCard, RulesToggle, useRulesOpen } from './rules-card';
import { SoundToggle } from './sound-toggle';

/**
 * The frame every original shares: title with the rules, sound and fairness buttons, the rules card,
 * the controls beside (desktop) or under (phone) the game stage, and the history strip.
 */
export function GameShell({
  game,
  controls,
  stage,
  history,
  jackpot = null,
  onJackpotClose,
}: {
  game: OriginalGame;
  controls: ReactNode;
  stage: ReactNode;
  /** Replaces the player's own history strip (crash shows the rounds' crash points). */
  history?: ReactNode;
  /** A Golden Jackpot hit by the last bet (the slot celebrates its own on the reels). */
  jackpot?: string | null;
  onJackpotClose?: () => void;
}) {
  const { t } = useTranslation('originals');
  const rules = useRulesOpen();
  return (
    <section className={classes.shell} aria-labelledby={`game-title-${game}`} data-testid={`game-${game}`}>
      <div className={classes.head} data-game-head>
        <h1 className={classes.title} id={`game-title-${game}`}>
          {t(`games.${game}.name`)}
        </h1>
        <Group gap="xs" wrap="nowrap">
          <RulesToggle open={rules.open} onToggle={rules.toggle} game={game} />
          <SoundToggle />
          <Button
            component={Link}
            to="/fairness"
            variant="default"
            leftSection={<IconShieldCheck size={18} aria-hidden="true" />}
            aria-label={t('fairness.link')}
            className={classes.headButton}
          >
            <span className={classes.headLabel}>{t('fairness.link')}</span>
          </Button>
        </Group>
      </div>
      <RulesCard game={game} open={rules.open} />
      <JackpotBanner amount={jackpot} onClose={() => onJackpotClose?.()} />
      <div className={classes.body}>
        <div className={classes.panel}>{controls}</div>
        <div className={classes.stage} data-game-stage>
          {stage}
        </div>
      </div>
      {history ?? <HistoryStrip game={game} />}
    </section>
  );
}

import { IconCircleX, IconCrown, IconTrophy } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import classes from './originals.module.css';

export type OutcomeKind = 'win' | 'loss' | 'jackpot';

export interface Outcome {
  readonly kind: OutcomeKind;
  /** Translated words: the result said in full (colour and icon are never the only signal). */
  readonly text: string;
}

const ICONS = { win: IconTrophy, loss: IconCircleX, jackpot: IconCrown };

/**
 * The outcome of the last bet, in colour, icon and words. The live region stays in the page so a
 * screen reader announces every new outcome (politely, after what it is reading).
 */
export function ResultBanner({
  outcome,
  idle,
  betState,
}: {
  outcome: Outcome | null;
  idle: ReactNode;
  /** What the words say about the player's own bet (crash: waiting, running...), for tests and styles. */
  betState?: string;
}) {
  const Icon = outcome ? ICONS[outcome.kind] : null;
  return (
    <div
      className={classes.result}
      data-outcome={outcome?.kind}
      data-bet-state={betState}
      role="status"
      aria-live="polite"
      aria-atomic="true"
      data-testid="game-result"
    >
      {Icon && <Icon size={22} aria-hidden="true" />}
      {outcome ? <span>{outcome.text}</span> : <span className={classes.resultIdle}>{idle}</span>}
    </div>
  );
}

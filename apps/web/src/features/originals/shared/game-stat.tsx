import type { ReactNode } from 'react';
import classes from './originals.module.css';

/** One figure under a game's stage (multiplier, win chance, profit on win…): its name over its value. */
export function GameStat({
  label,
  testId,
  children,
}: {
  label: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <div className={classes.stat}>
      <span className={classes.statLabel}>{label}</span>
      <span className={classes.statValue} data-testid={testId}>
        {children}
      </span>
    </div>
  );
}

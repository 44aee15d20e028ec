import { Skeleton } from '@mantine/core';
import classes from './game-tile.module.css';

/** A tile of the same shape while the list loads (no layout shift when it arrives). */
export function GameTileSkeleton() {
  return (
    <div className={classes.tile} aria-hidden="true">
      <Skeleton className={classes.skeletonArt} radius={0} />
      <div className={classes.caption}>
        <Skeleton height={14} width="80%" />
        <Skeleton height={10} width="50%" mt={6} />
      </div>
    </div>
  );
}

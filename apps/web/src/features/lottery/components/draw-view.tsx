import type { Draw } from '@goldline/games/lottery/types';
import { Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { headline, pad, vnWidths } from '../utils/draw-view';
import classes from './lottery.module.css';

/** A draw in one line: balls (digits, cars, 11x5), dice faces, the VN special prize, 4D's top three. */
export function DrawBalls({ draw, large = false }: { draw: Draw; large?: boolean }) {
  const { t } = useTranslation('lottery');
  const numbers = headline(draw);
  const shape = draw.family === 'k3' ? classes.die : draw.family === '4d' ? classes.tag : classes.ball;
  return (
    <span
      className={classes.balls}
      role="img"
      aria-label={t('draw.label', { numbers: numbers.join(' ') })}
      data-testid="draw-balls"
    >
      {numbers.map((n, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a draw's positions are fixed, the same number may repeat
        <span key={i} className={`${shape} ${large ? classes.ballLarge : ''}`} aria-hidden="true">
          {n}
        </span>
      ))}
    </span>
  );
}

interface SheetRow {
  readonly label: string;
  readonly numbers: readonly number[];
  readonly width: number;
}

/** A prize sheet, tier by tier, the first row (the top prize) marked as special. */
function Sheet({ rows }: { rows: readonly SheetRow[] }) {
  const { t } = useTranslation('lottery');
  return (
    <table className={classes.sheet} data-testid="draw-sheet">
      <caption>
        <VisuallyHidden>{t('draw.sheet')}</VisuallyHidden>
      </caption>
      <tbody>
        {rows.map(({ label, numbers, width }, tier) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: tiers are positional
          <tr key={tier}>
            <th scope="row">
              <Text size="sm" fw={600}>
                {label}
              </Text>
            </th>
            <td>
              <span className={`${classes.sheetNumbers} ${tier === 0 ? classes.special : ''}`}>
                {numbers.map((n, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the same number may appear twice
                  <bdi key={i} dir="ltr">
                    {pad(n, width)}
                  </bdi>
                ))}
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The whole result: the VN sheet tier by tier, the 4D prize list, or the balls for the fast games. */
export function DrawFull({ draw }: { draw: Draw }) {
  const { t } = useTranslation('lottery');
  if (draw.family === 'vn-north' || draw.family === 'vn-south') {
    const widths = vnWidths(draw.family);
    return (
      <Sheet
        rows={draw.prizes.map((numbers, tier) => ({
          label: tier === 0 ? t('vnTier.special') : t('vnTier.n', { n: tier }),
          numbers,
          width: widths[tier] ?? 2,
        }))}
      />
    );
  }
  if (draw.family === '4d') {
    const rows: [string, readonly number[]][] = [
      ['first', [draw.first]],
      ['second', [draw.second]],
      ['third', [draw.third]],
      ['starter', draw.starter],
      ['consolation', draw.consolation],
    ];
    return (
      <Sheet rows={rows.map(([tier, numbers]) => ({ label: t(`fourDTier.${tier}`), numbers, width: 4 }))} />
    );
  }
  return <DrawBalls draw={draw} large />;
}

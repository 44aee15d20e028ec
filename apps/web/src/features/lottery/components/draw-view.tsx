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

/** The whole result: the VN sheet tier by tier, the 4D prize list, or the balls for the fast games. */
export function DrawFull({ draw }: { draw: Draw }) {
  const { t } = useTranslation('lottery');
  if (draw.family === 'vn-north' || draw.family === 'vn-south') {
    const widths = vnWidths(draw.family);
    return (
      <table className={classes.sheet} data-testid="draw-sheet">
        <caption>
          <VisuallyHidden>{t('draw.sheet')}</VisuallyHidden>
        </caption>
        <tbody>
          {draw.prizes.map((numbers, tier) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: tiers are positional
            <tr key={tier}>
              <th scope="row">
                <Text size="sm" fw={600}>
                  {tier === 0 ? t('vnTier.special') : t('vnTier.n', { n: tier })}
                </Text>
              </th>
              <td>
                <span className={`${classes.sheetNumbers} ${tier === 0 ? classes.special : ''}`}>
                  {numbers.map((n, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: the same number may appear twice
                    <bdi key={i} dir="ltr">
                      {pad(n, widths[tier] ?? 2)}
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
  if (draw.family === '4d') {
    const rows: [string, readonly number[]][] = [
      ['first', [draw.first]],
      ['second', [draw.second]],
      ['third', [draw.third]],
      ['starter', draw.starter],
      ['consolation', draw.consolation],
    ];
    return (
      <table className={classes.sheet} data-testid="draw-sheet">
        <caption>
          <VisuallyHidden>{t('draw.sheet')}</VisuallyHidden>
        </caption>
        <tbody>
          {rows.map(([tier, numbers]) => (
            <tr key={tier}>
              <th scope="row">
                <Text size="sm" fw={600}>
                  {t(`fourDTier.${tier}`)}
                </Text>
              </th>
              <td>
                <span className={`${classes.sheetNumbers} ${tier === 'first' ? classes.special : ''}`}>
                  {numbers.map((n, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: positional prize list
                    <bdi key={i} dir="ltr">
                      {pad(n, 4)}
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
  return <DrawBalls draw={draw} large />;
}

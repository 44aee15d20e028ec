import type { CrashPlayer } from '@goldline/contract/originals';
import { Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MoneyText } from '../../../components/money-text';
import { useMultiplierFormat } from '../shared/format';
import classes from './crash.module.css';

/** Everyone in the round (names masked by the server), cash-outs marked with an icon and words. */
export function CrashPlayers({ players }: { players: readonly CrashPlayer[] }) {
  const { t } = useTranslation('originals');
  const multiplierFormat = useMultiplierFormat();
  const cashed = players.filter((p) => p.cashedOutAt !== null).length;
  return (
    <section aria-labelledby="crash-players-title">
      <div className={classes.statusLine}>
        <Text id="crash-players-title" component="h2" fz="sm" fw={700} c="inherit" m={0}>
          {t('crash.players', { count: players.length })}
        </Text>
        <span>{t('crash.cashedCount', { count: cashed })}</span>
      </div>
      {players.length === 0 ? (
        <Text fz="sm" c="var(--orig-stage-dim)">
          {t('crash.noPlayers')}
        </Text>
      ) : (
        <div className={classes.playersWrap}>
          <table className={classes.players} data-testid="crash-players">
            <thead>
              <tr>
                <th scope="col">{t('crash.player')}</th>
                <th scope="col">{t('crash.bet')}</th>
                <th scope="col">{t('crash.cashedAt')}</th>
                <th scope="col">{t('crash.payout')}</th>
              </tr>
            </thead>
            <tbody>
              {players.map((player, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: masked names repeat; the order is the server's
                <tr key={i}>
                  <td>
                    <bdi>{player.name}</bdi>
                  </td>
                  <td>
                    <MoneyText amount={player.amount} />
                  </td>
                  <td>
                    {player.cashedOutAt ? (
                      <span className={`${classes.cashed} ${classes.point}`}>
                        <IconCircleCheck size={14} aria-hidden="true" />
                        <bdi dir="ltr">{multiplierFormat(player.cashedOutAt)}</bdi>
                      </span>
                    ) : (
                      '–'
                    )}
                  </td>
                  <td>
                    {player.payout ? <MoneyText amount={player.payout} className={classes.cashed} /> : '–'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

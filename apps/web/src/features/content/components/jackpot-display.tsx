import { IconInfoCircle, IconTrophy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MoneyText } from '../../../components/money-text';
import { formatAmount } from '../../../lib/format-money';
import { languageInfo } from '../../../lib/language-storage';
import { useJackpotPools } from '../api/get-jackpot-pools';
import { amountToCents, centsToAmount } from '../utils/jackpot-counter';
import classes from './jackpot-display.module.css';
import { RollingNumber } from './rolling-number';
import { useCountUp, useDisplayCounter } from './use-jackpot-value';

/**
 * The home jackpot (spec sections 2, 4 and 9): a real progressive pool when one exists, its amount
 * counting up to each new value; otherwise the spec's display-only counter, which says in words
 * that it is an illustration and not a prize. Two decimals, digit height 105 px on wide screens.
 */
export function JackpotDisplay() {
  const { t, i18n } = useTranslation('lobby');
  const pools = useJackpotPools();
  const pool = pools.data?.pools[0] ?? null;
  const displayOnly = !pools.isPending && pool === null;
  const real = useCountUp(pool ? amountToCents(pool.amount) : null);
  const illustration = useDisplayCounter(displayOnly);
  const locale = languageInfo(i18n.language).locale;

  // While the pools load, the same card with its figure hidden: the page does not move when it fills.
  if (pools.isPending) {
    return (
      <div className={classes.card} aria-hidden="true">
        <div className={classes.head}>
          <span className={classes.title}>{t('jackpot.title')}</span>
        </div>
        <p className={`${classes.amount} ${classes.hidden}`}>0.00</p>
        <p className={classes.note}>&nbsp;</p>
      </div>
    );
  }

  const cents = pool ? (real ?? 0) : illustration;
  const figure = formatAmount(centsToAmount(cents), { locale, decimals: 2 });

  return (
    <section className={classes.card} aria-labelledby="jackpot-title" data-testid="jackpot">
      <div className={classes.head}>
        <IconTrophy size={22} aria-hidden="true" className={classes.trophy} />
        <h2 id="jackpot-title" className={classes.title}>
          {pool ? pool.name : t('jackpot.title')}
        </h2>
        {displayOnly && (
          <span className={classes.displayOnly} data-testid="jackpot-display-only">
            <IconInfoCircle size={14} aria-hidden="true" />
            {t('jackpot.displayOnly')}
          </span>
        )}
      </div>
      <p className={classes.amount}>
        {pool && <span className={classes.currency}>{pool.currency}</span>}
        <RollingNumber text={figure} />
        <span className={classes.visuallyHidden}>{pool ? `${pool.currency} ${figure}` : figure}</span>
      </p>
      {pool ? (
        <p className={classes.note}>
          {t('jackpot.mustHitBy')} <MoneyText amount={pool.mustHitBy} fw={700} span />
          {pool.lastHit && (
            <>
              {' · '}
              {t('jackpot.lastHit', { name: pool.lastHit.customerName })}{' '}
              <MoneyText amount={pool.lastHit.amount} fw={700} span />
            </>
          )}
        </p>
      ) : (
        <p className={classes.note}>{t('jackpot.displayOnlyNote')}</p>
      )}
    </section>
  );
}

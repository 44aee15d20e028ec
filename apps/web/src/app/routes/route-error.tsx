import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './route-error.module.css';

/**
 * A failed chunk load or render: say so in words and offer a reload (spec section 8). Plain
 * elements besides the button: this screen is in the first page's JS (decision 075).
 */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <main className={classes.error}>
      <h1 className={classes.title}>{t('routeError.title')}</h1>
      <p className={classes.text}>{t('routeError.text')}</p>
      <Button onClick={() => location.reload()}>{t('routeError.reload')}</Button>
    </main>
  );
}

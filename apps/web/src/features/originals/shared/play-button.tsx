import { Button } from '@mantine/core';
import { IconLogin } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSessionStore } from '../../../lib/session-store';
import classes from './originals.module.css';

/** The main action (bet, spin, drop, start), or a way to log in when there is no session. */
export function PlayButton({
  children,
  loading,
  disabled,
  color,
  onClick,
  testId,
}: {
  children: ReactNode;
  loading?: boolean;
  disabled?: boolean;
  color?: string;
  /** Without it the button submits its form (Enter in a field bets too). */
  onClick?: () => void;
  testId: string;
}) {
  const { t } = useTranslation('originals');
  const token = useSessionStore((state) => state.token);
  if (!token) {
    return (
      <Button
        component={Link}
        to="/login"
        size="lg"
        className={classes.betButton}
        leftSection={<IconLogin size={20} aria-hidden="true" />}
        data-testid="play-login"
      >
        {t('play.login')}
      </Button>
    );
  }
  return (
    <Button
      type={onClick ? 'button' : 'submit'}
      size="lg"
      className={classes.betButton}
      loading={loading}
      disabled={disabled}
      color={color}
      onClick={onClick}
      data-testid={testId}
    >
      {children}
    </Button>
  );
}

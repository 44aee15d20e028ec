import { Alert } from '@mantine/core';
import { IconCrown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useMoneyFormat } from './format';

/**
 * Any in-house cash bet can hit the Golden Jackpot (it is paid on top of the game's payout and is
 * already in the balance): celebrated in words, icon and colour, announced to screen readers.
 */
export function JackpotBanner({ amount, onClose }: { amount: string | null; onClose: () => void }) {
  const { t } = useTranslation('originals');
  const money = useMoneyFormat();
  return (
    <div role="status" aria-live="polite">
      {amount && (
        <Alert
          color="gold"
          variant="filled"
          icon={<IconCrown size={22} aria-hidden="true" />}
          title={t('jackpot.title')}
          withCloseButton
          closeButtonLabel={t('jackpot.close')}
          onClose={onClose}
          data-testid="jackpot-banner"
        >
          {t('jackpot.text', { amount: money(amount) })}
        </Alert>
      )}
    </div>
  );
}

import { ActionIcon, Group, Text, VisuallyHidden } from '@mantine/core';
import { IconEye, IconEyeOff, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format-money';
import { languageInfo } from '../../../lib/language-storage';
import { useBalance } from '../api/get-balance';
import { useBalanceMaskStore } from '../stores/balance-mask-store';

/**
 * Header balance (spec section 2): currency symbol + balance, maskable with asterisks, refresh with
 * a spinner. Announced politely when it changes.
 */
export function BalanceDisplay({ decimals = 2 }: { decimals?: number }) {
  const { t, i18n } = useTranslation();
  const balance = useBalance();
  const masked = useBalanceMaskStore((state) => state.masked);
  const toggle = useBalanceMaskStore((state) => state.toggle);
  const locale = languageInfo(i18n.language).locale;

  const text = balance.data
    ? formatMoney(
        balance.data.balance,
        { locale, decimals, currencySymbol: balance.data.currencySymbol },
        masked,
      )
    : '—';

  return (
    <Group
      gap={2}
      wrap="nowrap"
      data-testid="header-balance"
      style={{
        background: 'var(--gl-surface-2)',
        borderRadius: 999,
        paddingInlineStart: 12,
        border: '1px solid var(--gl-border)',
      }}
    >
      <VisuallyHidden>{t('header.balance')}</VisuallyHidden>
      <Text
        component="bdi"
        fw={800}
        fz={{ base: 13, sm: 15 }}
        className="gl-tabular"
        aria-live="polite"
        style={{ whiteSpace: 'nowrap', color: 'var(--gl-gold-text)', direction: 'ltr', minWidth: 64 }}
      >
        {text}
      </Text>
      <ActionIcon
        variant="subtle"
        color="gray"
        size={36}
        radius="xl"
        onClick={toggle}
        aria-label={masked ? t('header.showBalance') : t('header.hideBalance')}
        aria-pressed={masked}
      >
        {masked ? <IconEyeOff size={18} aria-hidden="true" /> : <IconEye size={18} aria-hidden="true" />}
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="gray"
        size={36}
        radius="xl"
        onClick={() => void balance.refetch()}
        loading={balance.isFetching}
        aria-label={t('header.refreshBalance')}
      >
        <IconRefresh size={18} aria-hidden="true" />
      </ActionIcon>
    </Group>
  );
}

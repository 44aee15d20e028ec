import { ActionIcon, Badge, Group, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconEye, IconEyeOff, IconLock, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoney } from '../../../lib/format-money';
import { languageInfo } from '../../../lib/language-storage';
import { shownBalance, useBalance } from '../api/get-balance';
import { useBalanceMaskStore } from '../stores/balance-mask-store';

/**
 * Header balance (spec section 2): currency symbol + balance, maskable with asterisks, refresh with
 * a spinner. Announced politely when it changes.
 *
 * The figure is the spendable balance (decision 068): what a bet can use, the same number every
 * game and vendor answers with, so it never flips by a pending withdrawal's amount. When money is
 * held for a withdrawal a lock says so and leads to the withdraw page, which shows both amounts.
 * A trial account's balance is play money and says so (no currency symbol, a "Play money" badge).
 */
export function BalanceDisplay({ decimals = 2 }: { decimals?: number }) {
  const { t, i18n } = useTranslation();
  const balance = useBalance();
  const masked = useBalanceMaskStore((state) => state.masked);
  const toggle = useBalanceMaskStore((state) => state.toggle);
  const locale = languageInfo(i18n.language).locale;
  const data = balance.data;
  const playMoney = data?.playMoney === true;

  const text = data
    ? formatMoney(
        shownBalance(data),
        { locale, decimals, currencySymbol: playMoney ? '' : data.currencySymbol },
        masked,
      )
    : '—';
  const held = Boolean(data && !playMoney && data.available !== undefined && data.available !== data.balance);

  return (
    <Group
      gap={2}
      wrap="nowrap"
      data-testid="header-balance"
      data-play-money={playMoney || undefined}
      style={{
        background: 'var(--gl-surface-2)',
        borderRadius: 999,
        paddingInlineStart: 12,
        border: '1px solid var(--gl-border)',
      }}
    >
      <VisuallyHidden>{playMoney ? t('header.playMoneyBalance') : t('header.balance')}</VisuallyHidden>
      {playMoney && (
        <Badge
          size="xs"
          variant="light"
          color="violet"
          me={6}
          style={{ flexShrink: 0 }}
          data-testid="header-play-money"
          aria-hidden="true"
        >
          {t('header.playMoney')}
        </Badge>
      )}
      <Text
        component="bdi"
        fw={800}
        fz={{ base: 13, sm: 15 }}
        className="gl-tabular"
        aria-live="polite"
        style={{
          whiteSpace: 'nowrap',
          color: playMoney ? 'var(--mantine-color-violet-text)' : 'var(--gl-gold-text)',
          direction: 'ltr',
          minWidth: 64,
        }}
      >
        {text}
      </Text>
      {held && (
        <Tooltip label={t('header.heldHint')} withArrow>
          <ActionIcon
            component={Link}
            to="/member?tab=withdraw"
            variant="subtle"
            color="gray"
            size={36}
            radius="xl"
            aria-label={t('header.heldHint')}
            data-testid="header-balance-held"
          >
            <IconLock size={16} aria-hidden="true" />
          </ActionIcon>
        </Tooltip>
      )}
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

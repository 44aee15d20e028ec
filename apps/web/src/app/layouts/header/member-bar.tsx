import { Button, Group } from '@mantine/core';
import { IconArrowDownToArc, IconWallet } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSystemStatus } from '../../../features/system/api/get-system-status';
import { BalanceDisplay } from '../../../features/wallet/components/balance-display';
import { useMemberNavigation } from '../use-member-navigation';
import { AccountMenu } from './account-menu';

/** Logged-in header bar (spec section 2): balance, deposit and withdraw, account dropdown. */
export function MemberBar() {
  const { t } = useTranslation();
  const { data: status } = useSystemStatus();
  const goMember = useMemberNavigation();
  return (
    <Group gap={8} wrap="nowrap">
      <BalanceDisplay decimals={status?.currency.decimals ?? 2} />
      <Button
        h={40}
        px={14}
        leftSection={<IconWallet size={18} aria-hidden="true" />}
        onClick={() => goMember('depositv2')}
        visibleFrom="sm"
      >
        {t('header.deposit')}
      </Button>
      <Button
        h={40}
        px={14}
        variant="default"
        leftSection={<IconArrowDownToArc size={18} aria-hidden="true" />}
        onClick={() => goMember('withdraw')}
        visibleFrom="md"
      >
        {t('header.withdraw')}
      </Button>
      <AccountMenu />
    </Group>
  );
}

import { Button, Group, Paper, SimpleGrid, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconHourglassHigh, IconLock, IconUserCircle } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { PageTitle } from '../../components/page-title';
import { useAuthModalStore } from '../../features/auth/stores/auth-modal-store';
import { useMemberInfo } from '../../features/member/api/get-member-info';
import { formatDateTime } from '../../lib/format-date';
import { languageInfo } from '../../lib/language-storage';

/** Member centre pages of spec section 2; securityCenter is the default. */
const tabs = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'referral',
  'missionLeaderboard',
  'messageV2',
  'manualRebate',
] as const;

function SecurityCenter() {
  const { t, i18n } = useTranslation();
  const { data: member, isPending } = useMemberInfo();
  const open = useAuthModalStore((state) => state.open);
  if (isPending || !member) return <Skeleton height={220} radius="md" />;
  const locale = languageInfo(i18n.language).locale;
  const type = member.isTrial ? 'typeTrial' : member.isAgent ? 'typeAgent' : 'typeMember';
  const rows: [string, string][] = [
    ['member.account', member.account],
    ['member.nickname', member.nickname || t('member.notSet')],
    ['member.memberType', t(`member.${type}`)],
    ['member.email', member.email || t('member.notSet')],
    [
      'member.mobile',
      member.mobileNum ? `${member.countryDialingCode ?? ''} ${member.mobileNum}` : t('member.notSet'),
    ],
    [
      'member.lastLogin',
      member.lastLoginAt ? formatDateTime(member.lastLoginAt, locale) : t('member.notSet'),
    ],
  ];
  return (
    <Stack gap="md">
      <Paper p="lg" radius="md" withBorder style={{ background: 'var(--gl-surface)' }}>
        <Group gap="sm" mb="md">
          <IconUserCircle size={28} aria-hidden="true" />
          <Title order={2} fz="h4">
            {t('member.account')}
          </Title>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" component="dl" style={{ margin: 0 }}>
          {rows.map(([label, value]) => (
            <div key={label}>
              <Text component="dt" size="sm" c="dimmed">
                {t(label)}
              </Text>
              <Text component="dd" fw={600} m={0}>
                <bdi>{value}</bdi>
              </Text>
            </div>
          ))}
        </SimpleGrid>
      </Paper>
      <Paper p="lg" radius="md" withBorder style={{ background: 'var(--gl-surface)' }}>
        <Group justify="space-between" wrap="wrap">
          <Group gap="sm" wrap="nowrap">
            <IconLock size={28} aria-hidden="true" />
            <div>
              <Title order={2} fz="h4">
                {t('member.password')}
              </Title>
              <Text size="sm" c="dimmed">
                {t('member.passwordText')}
              </Text>
            </div>
          </Group>
          <Button onClick={() => open('changePassword')} data-testid="member-change-password">
            {t('member.changePassword')}
          </Button>
        </Group>
      </Paper>
    </Stack>
  );
}

export function MemberScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const { data: member } = useMemberInfo();
  const open = useAuthModalStore((state) => state.open);
  const requested = params.get('tab');
  const tab = tabs.find((item) => item === requested) ?? 'securityCenter';

  // Trial accounts are blocked from member features (spec section 4).
  useEffect(() => {
    if (member?.isTrial) open('trial');
  }, [member?.isTrial, open]);

  return (
    <>
      <PageTitle icon={<IconUserCircle size={24} />}>{t('member.title')}</PageTitle>
      <Tabs
        value={tab}
        onChange={(value) => value && setParams({ tab: value })}
        orientation="vertical"
        variant="pills"
        keepMounted={false}
        styles={{ list: { minWidth: 200 } }}
        visibleFrom="sm"
      >
        <Tabs.List aria-label={t('member.title')}>
          {tabs.map((item) => (
            <Tabs.Tab key={item} value={item} h={44}>
              {t(`member.tabs.${item}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {tabs.map((item) => (
          <Tabs.Panel key={item} value={item} ps="lg">
            {item === 'securityCenter' ? (
              <SecurityCenter />
            ) : (
              <EmptyState
                icon={<IconHourglassHigh size={34} />}
                title={t(`member.tabs.${item}`)}
                text={t('empty.comingSoonText')}
              />
            )}
          </Tabs.Panel>
        ))}
      </Tabs>
      <Tabs
        value={tab}
        onChange={(value) => value && setParams({ tab: value })}
        keepMounted={false}
        hiddenFrom="sm"
      >
        <Tabs.List aria-label={t('member.title')} style={{ flexWrap: 'nowrap', overflowX: 'auto' }}>
          {tabs.map((item) => (
            <Tabs.Tab key={item} value={item} h={44} style={{ whiteSpace: 'nowrap' }}>
              {t(`member.tabs.${item}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {tabs.map((item) => (
          <Tabs.Panel key={item} value={item} pt="md">
            {item === 'securityCenter' ? (
              <SecurityCenter />
            ) : (
              <EmptyState
                icon={<IconHourglassHigh size={34} />}
                title={t(`member.tabs.${item}`)}
                text={t('empty.comingSoonText')}
              />
            )}
          </Tabs.Panel>
        ))}
      </Tabs>
    </>
  );
}

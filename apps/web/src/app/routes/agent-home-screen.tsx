import { Button, Container, Group, Skeleton, Tabs, Text } from '@mantine/core';
import { IconHourglassHigh, IconLogout } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { BrandLogo } from '../../components/brand-logo';
import { EmptyState } from '../../components/empty-state';
import { PageTitle } from '../../components/page-title';
import { useAuthModalStore } from '../../features/auth/stores/auth-modal-store';
import { useMemberInfo } from '../../features/member/api/get-member-info';
import { LanguageSelect } from '../../features/settings/components/language-select';
import { ThemeToggle } from '../../features/settings/components/theme-toggle';
import { useSystemStatus } from '../../features/system/api/get-system-status';
import { ModalsGate } from '../modals/modals-gate';

const tabs = [
  'agentTeamOverview',
  'agentAnnouncement',
  'registerCenter',
  'downlineManagmentView',
  'personalHistoryCopy',
  'palStatementsAgentCopy',
  'agentRevenueReport',
  'agentDownlineTransactionDetailsCopy',
] as const;

/** Live clock with GMT offset, updated every second (spec section 2 "Agent centre pages"). */
function AgentClock() {
  const { t, i18n } = useTranslation();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  const minutes = -now.getTimezoneOffset();
  const offset = `${minutes >= 0 ? '+' : '-'}${String(Math.floor(Math.abs(minutes) / 60)).padStart(2, '0')}:${String(Math.abs(minutes) % 60).padStart(2, '0')}`;
  return (
    <Text size="sm" c="dimmed" className="gl-tabular">
      {t('agent.timezone', { offset })} ·{' '}
      <time dateTime={now.toISOString()}>
        {now.toLocaleTimeString(`${i18n.language === 'CN' ? 'zh-CN' : 'en'}-u-nu-latn`)}
      </time>
    </Text>
  );
}

/** Agent centre (spec section 2): agents only; guests and non-agents go to /agent. */
export function AgentHomeScreen() {
  const { t } = useTranslation();
  const { data: member, isPending, isError } = useMemberInfo();
  const { data: status } = useSystemStatus();
  const open = useAuthModalStore((state) => state.open);
  const [params, setParams] = useSearchParams();
  const tab = tabs.find((item) => item === params.get('tab')) ?? 'agentTeamOverview';

  if (isError || (member && !member.isAgent)) return <Navigate to="/agent" replace />;

  return (
    <>
      <header style={{ borderBottom: '1px solid var(--gl-border)', background: 'var(--gl-surface)' }}>
        <Container size={1400} py="sm">
          <Group justify="space-between">
            <BrandLogo name={status?.brand.name ?? t('brand')} />
            <Group gap="xs">
              <AgentClock />
              <ThemeToggle />
              <LanguageSelect />
              <Button
                variant="default"
                leftSection={<IconLogout size={18} aria-hidden="true" />}
                onClick={() => open('logout')}
              >
                {t('menu.signOut')}
              </Button>
            </Group>
          </Group>
        </Container>
      </header>
      <Container component="main" id="main" size={1400} py="lg">
        <PageTitle>
          {t('agent.centreTitle')}
          {member && (
            <Text component="span" c="dimmed" fz="lg" ms="sm">
              <bdi>{member.nickname || member.account}</bdi>
            </Text>
          )}
        </PageTitle>
        {isPending ? (
          <Skeleton height={300} radius="md" />
        ) : (
          <Tabs value={tab} onChange={(value) => value && setParams({ tab: value })} keepMounted={false}>
            <Tabs.List aria-label={t('agent.centreTitle')} style={{ flexWrap: 'nowrap', overflowX: 'auto' }}>
              {tabs.map((item) => (
                <Tabs.Tab key={item} value={item} h={44} style={{ whiteSpace: 'nowrap' }}>
                  {t(`agent.tabs.${item}`)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {tabs.map((item) => (
              <Tabs.Panel key={item} value={item} pt="md">
                <EmptyState
                  icon={<IconHourglassHigh size={34} />}
                  title={t(`agent.tabs.${item}`)}
                  text={t('empty.comingSoonText')}
                />
              </Tabs.Panel>
            ))}
          </Tabs>
        )}
      </Container>
      <ModalsGate />
    </>
  );
}
